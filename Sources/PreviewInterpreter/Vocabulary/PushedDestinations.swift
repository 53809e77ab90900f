import PreviewViews

/// Screens pushed on a navigation stack at rest: a `NavigationStack(path:)` whose path holds values shows the
/// destination its `.navigationDestination(for:)` builds for the last one, and a destination presented with
/// `.navigationDestination(isPresented:)` or `(item:)`, or by a `NavigationLink` whose `isActive:` binding is true
/// (or whose tag is its selection), is pushed on top, each drawn with its own bars and iOS's back button
/// (`NavigationChrome.pushed`). Destinations are marks on the views that declare them (`ViewNode.layoutValue`),
/// which the stack around them collects, as SwiftUI hands them up.
enum PushedDestinations {
    /// The mark of `.navigationDestination(for: type)`, holding the closure that builds a value's screen.
    static func registrationKey(_ type: String) -> String { "navigationDestination " + type }
    /// The mark of a destination presented now, holding its screen.
    static let presentedKey = "navigationDestination presented"
    /// The mark of `.navigationBarBackButtonHidden(true)`.
    static let backButtonHiddenKey = "navigationBarBackButtonHidden"
    /// The most screens drawn above a root: a destination that presents itself again stops here.
    static let maximumDepth = 16

    static let modifiers: [Construct] = [
        Construct("navigationDestination", "(for data: Any, @ViewBuilder destination: (Any) -> Destination)") { call in
            // A type previewd cannot name (`Order.ID.self`, an associated type) registers nothing: a path value
            // of that type is reported where the stack looks for its destination.
            guard case .type(let type) = call["data"] else { return .view(try call.receiverView) }
            return .view(
                .layoutValue(
                    LayoutValue(key: registrationKey(type), value: call["destination"], description: type),
                    try call.receiverView))
        },
        Construct("navigationDestination", "(isPresented: Bool, @ViewBuilder destination: () -> Destination)") {
            call in
            guard call.bool("isPresented") == true else { return .view(try call.receiverView) }
            return .view(presented(try call.view("destination"), on: try call.receiverView))
        },
        Construct("navigationDestination", "(item: Any?, @ViewBuilder destination: (Any) -> Destination)") { call in
            let item = Vocabulary.bindingValue(call["item"])
            if case .null = item { return .view(try call.receiverView) }
            let argument = Argument(label: nil, value: item, node: call.expression("item"))
            let screen = try call.evaluator.view(calling: call["destination"], arguments: [argument], at: call.node)
            return .view(presented(screen, on: try call.receiverView))
        },
        Construct("navigationBarBackButtonHidden", "(_ hidesBackButton: Bool = true)") { call in
            guard case .bool(true) = call["hidesBackButton"] else { return .view(try call.receiverView) }
            return .view(
                .layoutValue(
                    LayoutValue(key: backButtonHiddenKey, value: true, description: "hidden"), try call.receiverView))
        },
    ]


    /// Whether a `NavigationLink(isActive:)` or `NavigationLink(tag:selection:)` has pushed its destination.
    static func isActive(_ call: Call) throws -> Bool {
        if call.has("isActive") {
            guard call.bool("isActive") == true else { return false }
            return true
        }
        guard call.has("tag") else { return false }
        let selection = Vocabulary.bindingValue(call["selection"])
        if case .null = selection { return false }
        return try call.evaluator.equal(call["tag"], selection, at: call.node)
    }

    static func presented(_ screen: ViewNode, on content: ViewNode) -> ViewNode {
        .layoutValue(LayoutValue(key: presentedKey, value: screen, description: "\(screen.hashValue)"), content)
    }

    /// The screens of a stack from its root up: the path's values, each built by the destination registered for
    /// its type on a screen below it, then the destinations presented on the top screen. A value no destination
    /// shows is reported, and the screens under it are drawn.
    static func screens(root: ViewNode, path: Value, _ call: Call) throws -> [ViewNode] {
        var screens = [root]
        var registrations = root
        if case .array(let values) = Vocabulary.bindingValue(path) {
            if values.count > maximumDepth {
                // Each screen is built on the ones under it (their destinations), so the top one cannot be
                // built alone: the deepest screen drawn is not the path's last, and the frame says so.
                call.report(
                    "the path holds \(values.count) screens; previews draw the first \(maximumDepth), not the top one")
            }
            for value in values.prefix(maximumDepth) {
                let type = Evaluator.typeName(of: value)
                guard let type,
                    let destination = registrations.markedValues(registrationKey(type)).first as? Value
                else {
                    call.report(
                        """
                        no '.navigationDestination(for: \(type ?? "its type").self)' in the stack shows the path's \
                        value \(call.evaluator.describeQuietly(value)); the screen under it is drawn
                        """)
                    return screens
                }
                let screen: ViewNode
                do {
                    let argument = Argument(label: nil, value: value, node: call.expression("path"))
                    screen = try call.evaluator.view(calling: destination, arguments: [argument], at: call.node)
                } catch let error as EvaluationError {
                    call.evaluator.report(error.message, at: error.node)
                    screen = .placeholder(label: error.message)
                }
                screens.append(screen)
                registrations = .group([registrations, screen])
            }
        }
        while screens.count <= maximumDepth, let top = screens.last,
            let screen = top.markedValues(presentedKey).first as? ViewNode
        {
            screens.append(screen)
        }
        return screens
    }
}
