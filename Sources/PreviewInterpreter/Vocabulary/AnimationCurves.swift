/// `Animation`'s curves and springs (`.easeInOut(duration: 0.2)`, `.spring(response:dampingFraction:)`) and what
/// adjusts them (`.delay(_:)`, `.repeatForever()`): how a change moves, which a still frame does not show. Each is
/// an `Animation` value that `.animation(_:value:)`, `withAnimation` and `$flag.animation(_:)` take and ignore,
/// without a diagnostic, since the frame is what iOS draws before and after the animation.
enum AnimationCurves {
    private static let animation = Value.opaque("Animation")

    static let functions: [Construct] =
        ["linear", "easeIn", "easeOut", "easeInOut"].map { name in
            Construct("Animation." + name, "(duration: TimeInterval)") { _ in animation }
        } + [
            Construct(
                "Animation.spring",
                [
                    "(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0)",
                    "(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0)",
                ]
            ) { _ in animation },
            Construct(
                "Animation.interactiveSpring",
                [
                    "(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25)",
                    "(duration: TimeInterval = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25)",
                ]
            ) { _ in animation },
            Construct(
                "Animation.interpolatingSpring",
                [
                    "(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0)",
                    "(duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0)",
                ]
            ) { _ in animation },
            Construct(
                "Animation.timingCurve",
                "(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35)"
            ) { _ in animation },
        ]
        + ["smooth", "snappy", "bouncy"].map { name in
            Construct("Animation." + name, "(duration: TimeInterval = 0.5, extraBounce: Double = 0)") { _ in
                animation
            }
        }

    /// The methods of an `Animation` that give an adjusted animation.
    static let adjustments: Set<String> = ["delay", "speed", "repeatForever", "repeatCount", "logicallyComplete"]
}
