import PreviewViews

extension Vocabulary {
    /// Modifiers a tap acts on in interactive mode; in a still frame they change nothing.
    static let interactionModifiers: [Construct] = [
        Construct("onTapGesture", ["(count: Int = 1, perform action: () -> Void)", "(count: Int = 1, coordinateSpace: Any, perform action: (CGPoint) -> Void)"]) { call in
            let view = try call.receiverView
            // One tap is what a tap on the phone is; a double tap never happens.
            guard (try call.number("count") ?? 1) == 1 else { return .view(view) }
            return .view(call.evaluator.tapTarget(view, running: .action(call["action"])))
        }
    ]
}
