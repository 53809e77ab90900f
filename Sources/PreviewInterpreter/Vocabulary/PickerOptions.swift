import PreviewViews

/// A picker's options and the one its selection picks. Inside a picker's content `.tag(value)` marks its option with
/// the value, as SwiftUI matches the selection against tags, and a `ForEach` tags each option it makes with its
/// element's identity (`id:`, else the element's `id`) unless the option has a tag; an option without a tag is
/// matched by its text.
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
        options.firstIndex { tag(of: $0) == selection } ?? options.firstIndex { draws(text: selection, in: $0) } ?? 0
    }

    /// Whether `view` draws the text `string`, as written, anywhere in it.
    static func draws(text string: String, in view: ViewNode) -> Bool {
        if case .text(let text) = view { return text == string }
        var found = false
        _ = view.mappingChildren { child in
            if !found && draws(text: string, in: child) { found = true }
            return child
        }
        return found
    }

    /// What a `ForEach` makes of `views` for `element` inside a picker's content: its one option tagged with the
    /// element's identity, unless it has a tag of its own; elsewhere `views` as they are.
    static func tagged(_ views: [ViewNode], element: Value, _ call: Call) -> [ViewNode] {
        guard case .bool(true)? = call.evaluator.customEnvironment[contentKey], views.count == 1,
            tag(of: views[0]) == nil, let identity = try? identity(of: element, call)
        else { return views }
        let tag = call.evaluator.describeQuietly(identity)
        return [.layoutValue(LayoutValue(key: tagKey, value: tag, description: tag), views[0])]
    }

    /// The element's value at the `ForEach`'s `id:` key path, else its `id` (an `Identifiable` element).
    private static func identity(of element: Value, _ call: Call) throws -> Value {
        guard case .keyPath(let path) = call["id"] else {
            return try call.evaluator.property("id", of: element, at: call.node)
        }
        return try path.filter { $0 != "self" }.reduce(element) { value, name in
            try call.evaluator.property(name, of: value, at: call.node)
        }
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

    /// `.pickerStyle(.inline)` among a list's rows: each option a row, the selected one ending with a checkmark in
    /// the tint. Directly in a list the options are a section of their own under the picker's label as its header;
    /// inside a section they are rows of that section.
    static func inline(label: ViewNode, options: [ViewNode], selected: Int, _ call: Call) -> ViewNode {
        let check = ViewNode.environment(
            .foreground(call.evaluator.accentTint),
            .environment(
                .font(FontSpec(size: .style(.body), weight: .semibold)),
                .image(ImageSpec(source: .symbol("checkmark")))))
        let rows = options.enumerated().map { index, option -> ViewNode in
            guard index == selected else { return option }
            return .stack(
                axis: .horizontal, alignment: .center, spacing: nil, children: [option, .spacer(minLength: nil), check])
        }
        if case .bool(true)? = call.evaluator.customEnvironment[ListStyling.sectionKey] { return .group(rows) }
        return ListStyling.section(header: label, rows: rows, footer: nil, style: ListStyling.Style(call.evaluator))
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
