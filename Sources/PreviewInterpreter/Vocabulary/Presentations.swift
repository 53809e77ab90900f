import PreviewViews

extension Vocabulary {
    /// A sheet whose `isPresented` is true is drawn presented, as iOS 17 draws it on a phone: the screen behind it
    /// dimmed, the sheet's content on a card with rounded top corners from 10 points under the top of the safe
    /// area down to the bottom edge. So a tap that presents a sheet changes the frame, as it changes the screen.
    static let presentationModifiers: [Construct] = [
        Construct(
            "sheet",
            [
                "(isPresented: Bool, @ViewBuilder content: () -> Content)",
                "(isPresented: Bool, onDismiss: (() -> Void)?, @ViewBuilder content: () -> Content)",
            ]
        ) { call in
            let content = try call.receiverView
            // `.constant(true)` is a binding previews never write through: its value stands in.
            var presented = call["isPresented"]
            if case .implicitCall("constant", let arguments) = presented, let first = arguments.first {
                presented = first.value
            }
            guard case .bool(true) = presented else { return .view(content) }
            return .view(Presentations.sheet(try call.view("content"), over: content))
        },
        Construct(
            "sheet",
            [
                "(item: Item?, @ViewBuilder content: (Item) -> Content)",
                "(item: Item?, onDismiss: (() -> Void)?, @ViewBuilder content: (Item) -> Content)",
            ]
        ) { call in
            let content = try call.receiverView
            let item = call["item"]
            if case .null = item { return .view(content) }
            if case .implicitCall("constant", let arguments) = item, let first = arguments.first,
                case .null = first.value
            {
                return .view(content)
            }
            let sheet = try call.evaluator.view(
                calling: call["content"], arguments: [Argument(label: nil, value: item, node: call.expression("item"))],
                at: call.node)
            return .view(Presentations.sheet(sheet, over: content))
        },
    ]
}

enum Presentations {
    /// The dimming over the presenting screen, and the gap above the sheet (iOS 17, a phone in portrait).
    static let dimming = 0.4
    static let gapAboveSheet = 10.0
    static let cornerRadius = 10.0

    static func sheet(_ sheet: ViewNode, over content: ViewNode) -> ViewNode {
        let card = ViewNode.padding(
            EdgeInsets(top: gapAboveSheet, leading: 0, bottom: 0, trailing: 0),
            .ignoresSafeArea(
                .bottom,
                .decoration(
                    .shape(.roundedRectangle(cornerRadius: cornerRadius), .fill(.color(.system(.background)))),
                    placement: .behind, alignment: .center,
                    content: .frame(FrameSpec(maxWidth: .infinity, maxHeight: .infinity, alignment: .top), sheet))))
        let dim = ViewNode.ignoresSafeArea(.all, .color(.opacity(.system(.black), dimming)))
        return .zstack(alignment: .center, children: [content, dim, card])
    }
}
