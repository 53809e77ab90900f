import PreviewViews

/// A picker's options and the one its selection picks. Inside a picker's content `.tag(value)` marks its option with
/// the value, as SwiftUI matches the selection against tags; an option without a tag is matched by its text.
enum PickerOptions {
    /// Set while a picker's content is evaluated: only there does a tag mark anything.
    static let contentKey = "pickerContent"
    /// The layout value a tag leaves on its option: the tag as the evaluator prints it.
    static let tagKey = "SwiftUI.tag"

    /// The options of the picker `call` evaluates: its `content:` closure's views, flattened.
    static func options(_ call: Call) throws -> [ViewNode] {
        try call.evaluator.withCustomEnvironment(key: contentKey, value: .bool(true)) { try call.children("content") }
    }

    /// The index of the option whose tag prints as `selection`, else of the first whose text is it, else 0.
    static func selected(_ selection: String, in options: [ViewNode]) -> Int {
        options.firstIndex { tag(of: $0) == selection } ?? ControlDrawing.option(matching: selection, in: options)
    }

    /// The tag on an option, under the environment changes of modifiers written after it.
    static func tag(of option: ViewNode) -> String? {
        switch option {
        case .layoutValue(let value, _) where value.key == tagKey: return value.description
        case .layoutValue(_, let inner), .environment(_, let inner): return tag(of: inner)
        default: return nil
        }
    }

    /// A menu-style picker at rest: the selected option's text and the up-down chevron, in the tint. In a list or
    /// form row iOS puts it at the row's end after the picker's label; elsewhere (a stack, a toolbar) the button
    /// stands alone, without the label.
    static func menu(selected option: ViewNode?, tint: ColorValue) -> ViewNode {
        let chevron = ViewNode.environment(
            .font(FontSpec(size: .style(.footnote), weight: .semibold)),
            .image(ImageSpec(source: .symbol("chevron.up.chevron.down"))))
        var parts: [ViewNode] = []
        if let option { parts.append(.environment(.lineLimit(1), option)) }
        parts.append(chevron)
        return .environment(
            .foreground(tint), .stack(axis: .horizontal, alignment: .center, spacing: 4, children: parts))
    }

    static let modifiers: [Construct] = [
        Construct("tag", "(_ tag: Any, includeOptional: Bool = true)") { call in
            guard case .bool(true)? = call.evaluator.customEnvironment[contentKey] else {
                return .view(try call.receiverView)
            }
            let tag = call.evaluator.describeQuietly(call["tag"])
            return .view(.layoutValue(LayoutValue(key: tagKey, value: tag, description: tag), try call.receiverView))
        }
    ]
}
