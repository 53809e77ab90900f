extension Prelude {
    /// The configurations SwiftUI gives a project's control styles (`ProjectStyle`): the control's parts, as the
    /// style's `makeBody(configuration:)` reads them. A `@Binding` field writes through to the control's binding.
    static let styleSource = #"""

    struct ButtonStyleConfiguration {
        let label: AnyView
        let isPressed: Bool
        let role: ButtonRole?
    }

    struct PrimitiveButtonStyleConfiguration {
        let label: AnyView
        let role: ButtonRole?
        let trigger: () -> Void
    }

    struct LabelStyleConfiguration {
        let title: AnyView
        let icon: AnyView
    }

    struct ToggleStyleConfiguration {
        let label: AnyView
        @Binding var isOn: Bool
        let isMixed: Bool
    }

    struct ProgressViewStyleConfiguration {
        let label: AnyView?
        let currentValueLabel: AnyView?
        let fractionCompleted: Double?
    }

    struct GaugeStyleConfiguration {
        let value: Double
        let label: AnyView
        let currentValueLabel: AnyView?
        let minimumValueLabel: AnyView?
        let maximumValueLabel: AnyView?
    }

    struct GroupBoxStyleConfiguration {
        let label: AnyView
        let content: AnyView
    }

    struct DisclosureGroupStyleConfiguration {
        let label: AnyView
        let content: AnyView
        @Binding var isExpanded: Bool
    }

    """#
}
