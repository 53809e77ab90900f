/// The environment a view is laid out and drawn in: set by the target, changed by modifiers for their subtree.
package struct EnvironmentValues: Equatable, Hashable, Sendable {
    package var colorScheme: ColorScheme
    package var dynamicTypeSize: DynamicTypeSize
    package var font: FontSpec
    /// The foreground style for text and shapes; nil means `.primary`.
    package var foreground: ColorValue?

    package init(
        colorScheme: ColorScheme = .light, dynamicTypeSize: DynamicTypeSize = .large,
        font: FontSpec = .body, foreground: ColorValue? = nil
    ) {
        self.colorScheme = colorScheme
        self.dynamicTypeSize = dynamicTypeSize
        self.font = font
        self.foreground = foreground
    }

    package func applying(_ change: EnvironmentChange) -> EnvironmentValues {
        var copy = self
        switch change {
        case .font(let font): copy.font = font
        case .foreground(let color): copy.foreground = color
        case .colorScheme(let scheme): copy.colorScheme = scheme
        case .dynamicTypeSize(let size): copy.dynamicTypeSize = size
        }
        return copy
    }

    /// The resolved foreground colour.
    package var foregroundRGBA: RGBA { (foreground ?? .system(.primary)).resolved(in: colorScheme) }
}
