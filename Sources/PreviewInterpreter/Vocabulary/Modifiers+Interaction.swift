import PreviewModel
import PreviewViews

extension Vocabulary {
    /// Modifiers a tap acts on in interactive mode; in a still frame they change nothing.
    static let interactionModifiers: [Construct] = [
        Construct(
            "onTapGesture",
            [
                "(count: Int = 1, perform action: () -> Void)",
                "(count: Int = 1, coordinateSpace: Any, perform action: (CGPoint) -> Void)",
            ]
        ) { call in
            let view = try call.receiverView
            // One tap is what a tap on the phone is; a double tap never happens.
            guard (try call.number("count") ?? 1) == 1 else { return .view(view) }
            return .view(call.evaluator.tapTarget(view, running: .action(call["action"])))
        },
        // A gesture changes nothing in a still frame (`Prelude.gestureSource`); a one-tap `TapGesture` with an
        // `onEnded` action is a tap target, as `.onTapGesture` is.
        Construct("gesture", "(_ gesture: Gesture, including mask: Any = .all)") { call in try attachGesture(call) },
        Construct("simultaneousGesture", "(_ gesture: Gesture, including mask: Any = .all)") { call in
            try attachGesture(call)
        },
        Construct("highPriorityGesture", "(_ gesture: Gesture, including mask: Any = .all)") { call in
            try attachGesture(call)
        },
    ]

    private static func attachGesture(_ call: Call) throws -> Value {
        let view = try call.receiverView
        guard case .instance(let gesture) = call["gesture"], gesture.type.name == "TapGesture",
            case .int(1)? = gesture.properties["count"], let action = gesture.properties["action"],
            case .function = action
        else { return .view(view) }
        return .view(call.evaluator.tapTarget(view, running: .action(action)))
    }
}
