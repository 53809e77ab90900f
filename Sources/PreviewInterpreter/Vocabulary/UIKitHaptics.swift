/// UIKit's haptic feedback generators, which views keep to buzz on a tap (`let haptics =
/// UIImpactFeedbackGenerator(style: .medium)`): a still frame has no touch and no motor, so they are objects whose
/// methods do nothing.
enum UIKitHaptics {
    static let constructs: [Construct] = [
        "UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator",
    ].map { name in
        Construct(name, ["()", "(style: Any)", "(style: Any, view: Any)", "(view: Any)"]) { _ in
            FoundationObject(name, .feedbackGenerator).value
        }
    }

    private static let methods: Set<String> = [
        "prepare", "impactOccurred", "notificationOccurred", "selectionChanged",
    ]

    static func method(_ name: String) -> NativeMethods.Method? {
        methods.contains(name) ? { _, _, _, _ in .void } : nil
    }
}
