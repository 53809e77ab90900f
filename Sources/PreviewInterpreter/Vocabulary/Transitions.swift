/// `AnyTransition`'s transitions (`.opacity`, `.move(edge:)`, `.asymmetric(insertion:removal:)`) and what combines
/// them (`.combined(with:)`, `.animation(_:)`): how a view comes and goes, which a still frame does not show. Each
/// is an `AnyTransition` value that `.transition(_:)` takes and ignores, without a diagnostic, since the frame is
/// the one iOS draws once the view is there.
enum Transitions {
    private static let transition = Value.opaque("AnyTransition")

    static let typeConstants: [String: [String: Value]] = [
        "AnyTransition": Dictionary(uniqueKeysWithValues: ["identity", "opacity", "scale", "slide"].map {
            ($0, transition)
        })
    ]

    static let functions: [Construct] = [
        Construct("AnyTransition.move", "(edge: Edge)") { _ in transition },
        Construct("AnyTransition.push", "(from edge: Edge)") { _ in transition },
        Construct("AnyTransition.scale", "(scale: CGFloat, anchor: UnitPoint = .center)") { _ in transition },
        Construct("AnyTransition.offset", ["(_ offset: CGSize)", "(x: CGFloat = 0, y: CGFloat = 0)"]) { _ in
            transition
        },
        Construct("AnyTransition.asymmetric", "(insertion: AnyTransition, removal: AnyTransition)") { _ in
            transition
        },
    ]

    /// The methods of an `AnyTransition` that give another transition.
    static let adjustments: Set<String> = ["combined", "animation"]
}
