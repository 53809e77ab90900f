import PreviewViews
import SwiftSyntax

/// Preferences: values a view hands up to its ancestors (`.preference(key:value:)`), combined by the key's
/// `reduce` in the order the views were built, and read above by `.onPreferenceChange`,
/// `.overlayPreferenceValue` and `.backgroundPreferenceValue`. A value is a keyed mark on its view
/// (`ViewNode.layoutValue`, which layout passes through), so whatever reads it collects the marks of the view it
/// modifies. What `.onPreferenceChange` does with the value is run once the view is built, and the view built
/// again from the state it left (`Evaluator+Preferences`), as the next frame of a running app shows it.
enum Preferences {
    /// The mark's key for preference type `type`; no Swift type name holds a space, so it never meets a layout
    /// value's key.
    static func markKey(_ type: String) -> String { "preference " + type }

    /// The values views in `node` set for `key`, in the order they were built. A view that sets the key hides the
    /// values of the views inside it, as SwiftUI's preference modifier replaces its content's value.
    static func values(of key: String, in node: ViewNode) -> [Value] {
        node.markedValues(markKey(key)).compactMap { $0 as? Value }
    }

    static let modifiers: [Construct] = [
        Construct("preference", "(key: Any, value: Any)") { call in
            let key = try keyType(call, "key")
            let value = call["value"]
            return .view(
                .layoutValue(
                    LayoutValue(key: markKey(key), value: value, description: call.evaluator.describeQuietly(value)),
                    try call.receiverView))
        },
        Construct("onPreferenceChange", "(_ key: Any, perform action: (Any) -> Void)") { call in
            let content = try call.receiverView
            let key = try keyType(call, "key")
            let value = try call.evaluator.reducedPreference(key, values(of: key, in: content), at: call.node)
            call.evaluator.notePreferenceChange(key, value: value, action: call["action"], at: call.node)
            return .view(content)
        },
        Construct(
            "overlayPreferenceValue",
            "(_ key: Any, alignment: Alignment = .center, @ViewBuilder _ transform: (Any) -> V)"
        ) { call in
            try decoration(call, .inFront)
        },
        Construct(
            "backgroundPreferenceValue",
            "(_ key: Any, alignment: Alignment = .center, @ViewBuilder _ transform: (Any) -> V)"
        ) { call in
            try decoration(call, .behind)
        },
        // The proxy is the one a `GeometryReader` behind the view gets: the value is read after layout, and the
        // action is given it once the views are built, the first time too.
        Construct(
            "onGeometryChange", "(for type: Any, of transform: (GeometryProxy) -> Any, action: (Any) -> Void)"
        ) { call in
            let content = try call.receiverView
            let (id, size) = call.evaluator.nextGeometryReader()
            let proxy = Argument(
                label: nil, value: GeometryProxyFrame.proxy(size: size, reader: id), node: call.expression("type"))
            let value = try call.evaluator.invoke(call["transform"], arguments: [proxy], at: call.node)
            call.evaluator.noteChange(value: value, action: call["action"], unchangedFrom: nil, at: call.node)
            let reader = ViewNode.geometryReader(id: id, content: .empty)
            return .view(.decoration(reader, placement: .behind, alignment: .center, content: content))
        },
        // A view that names a coordinate space is marked so that layout records where it is placed, for readers
        // below it that read their frame in that space (`GeometryProxyFrame`).
        Construct("coordinateSpace", ["(name: AnyHashable)", "(_ name: NamedCoordinateSpace)"]) { call in
            let view = try call.receiverView
            var name = call["name"].stored
            if case .implicitCall("named", let arguments) = name, arguments.count == 1 {
                name = arguments[0].value.stored
            }
            guard case .string(let space) = name else {
                call.report("a coordinate space named by a value other than a string is not supported; left out")
                return .view(view)
            }
            return .view(
                .layoutValue(
                    LayoutValue(key: PlacedFrames.namedSpaceKey, value: space, description: "space \(space)"), view))
        },
        // The preference's value is made from an anchor of the view's bounds where an earlier layout placed it; the
        // view is marked so that layout records where it is placed now (`PlacedFrames`).
        Construct("anchorPreference", "(key: Any, value: Any, transform: (Any) -> Any)") { call in
            let key = try keyType(call, "key")
            let (id, bounds) = call.evaluator.nextAnchorSource()
            guard let anchor = Anchors.anchor(call["value"], bounds: bounds) else {
                throw EvaluationError(
                    "'\(call.node("value").trimmedDescription)' is not an anchor source previewd knows",
                    at: call.node("value"))
            }
            let value = try call.evaluator.invoke(
                call["transform"], arguments: [Argument(label: nil, value: anchor, node: call.expression("value"))],
                at: call.node)
            let source = ViewNode.layoutValue(
                LayoutValue(key: PlacedFrames.anchorSourceKey, value: id, description: "anchor \(id)"),
                try call.receiverView)
            return .view(
                .layoutValue(
                    LayoutValue(key: markKey(key), value: value, description: call.evaluator.describeQuietly(value)),
                    source))
        },
    ]

    /// `Key.self` as a modifier's key argument: the key type's name.
    private static func keyType(_ call: Call, _ name: String) throws -> String {
        guard case .type(let key) = call[name] else {
            throw EvaluationError(
                "'.\(call.construct)' takes the preference key's type (Key.self)", at: call.node(name))
        }
        return key
    }

    /// The view `transform` builds from the content's value for the key, drawn over or behind the content.
    private static func decoration(_ call: Call, _ placement: DecorationPlacement) throws -> Value {
        let content = try call.receiverView
        let key = try keyType(call, "key")
        let value = try call.evaluator.reducedPreference(key, values(of: key, in: content), at: call.node)
        let view = try call.evaluator.view(
            calling: call["transform"], arguments: [Argument(label: nil, value: value, node: call.expression("key"))],
            at: call.node)
        let alignment = call.alignment("alignment") ?? .center
        return .view(.decoration(view, placement: placement, alignment: alignment, content: content))
    }
}
