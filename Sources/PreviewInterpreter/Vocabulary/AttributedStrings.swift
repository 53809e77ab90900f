import PreviewViews
import SwiftSyntax

/// Foundation's `AttributedString` held as the runs a `Text` draws (`TextRun`, what Markdown in a `Text` literal
/// becomes), so `Text(attributed)` draws each run in its own style: `AttributedString("plain")`,
/// `AttributedString(markdown:)` (read by the parser `Text` literals use, as iOS reads inline Markdown), `+`,
/// `append`, `characters`, `range(of:)` and a subscript by that range, and the attributes `Text` draws (`font`,
/// `foregroundColor`, `strikethroughStyle`, `link`, `inlinePresentationIntent`). Positions are counted in
/// characters, as previewd counts string indices. Other attributes are set on nothing, with a diagnostic.
enum AttributedStrings {
    static let constructs: [Construct] = [
        Construct(
            "AttributedString",
            [
                "()", "(_ string: Any)", "(markdown: String)", "(markdown: String, options: Any)",
                "(localized: String)",
                "(_ string: String, attributes: AttributeContainer)",
            ]
        ) { call in
            if case .native(.attributeContainer(let attributes)) = call["attributes"],
                case .string(let text) = call["string"]
            {
                return .native(
                    .attributedString(try call.evaluator.merging(attributes, into: [TextRun(text)], at: call.node)))
            }
            // A localized attributed string reads its Markdown too, as on iOS.
            if call.has("markdown") || call.has("localized") {
                let source = try call.string(call.has("markdown") ? "markdown" : "localized") ?? ""
                return .native(.attributedString(TextMarkdown.runs(source)))
            }
            guard call.has("string") else { return .native(.attributedString([])) }
            switch call["string"] {
            case .string(let text): return .native(.attributedString([TextRun(text)]))
            case .native(.attributedString(let runs)): return .native(.attributedString(runs))
            case let other:
                throw EvaluationError(
                    "'AttributedString(_:)' takes a string, not '\(other.kindName)'", at: call.node("string"))
            }
        },
        Construct("AttributeContainer", "()") { _ in .native(.attributeContainer([:])) },
        // How `AttributedString(markdown:options:)` reads its source: the runs a `Text` draws are the inline ones
        // whichever syntax is chosen (a `Text` draws no block structure), so the options change nothing drawn.
        Construct(
            "AttributedString.MarkdownParsingOptions",
            """
            (allowsExtendedAttributes: Bool = false, interpretedSyntax: Any? = nil, failurePolicy: Any? = nil, \
            languageCode: String? = nil, appliesSourcePositionAttributes: Bool = false)
            """
        ) { _ in .opaque("AttributedString.MarkdownParsingOptions") },
    ]

    /// The text of the runs, as `String(attributed.characters)`.
    static func text(_ runs: [TextRun]) -> String { runs.map(\.text).joined() }

    /// The runs of characters `range` (offsets from the start), each keeping its style.
    static func slice(_ runs: [TextRun], _ range: Range<Int>) -> [TextRun] {
        var sliced: [TextRun] = []
        var start = 0
        for run in runs {
            let count = run.text.count
            let from = max(range.lowerBound, start)
            let to = min(range.upperBound, start + count)
            if from < to {
                var piece = run
                piece.text = String(Array(run.text)[(from - start)..<(to - start)])
                sliced.append(piece)
            }
            start += count
        }
        return sliced
    }

    /// `runs` with characters `range` replaced by `replacement`.
    static func replacing(_ runs: [TextRun], _ range: Range<Int>, with replacement: [TextRun]) -> [TextRun] {
        let count = text(runs).count
        return joined(slice(runs, 0..<range.lowerBound) + replacement + slice(runs, range.upperBound..<count))
    }

    /// Neighbouring runs of one style as one run, as `AttributedString` keeps them.
    static func joined(_ runs: [TextRun]) -> [TextRun] {
        var joined: [TextRun] = []
        for run in runs where !run.text.isEmpty || run.symbol != nil {
            if let last = joined.last, last.symbol == nil, run.symbol == nil, last.sameStyle(as: run) {
                joined[joined.count - 1].text += run.text
            } else {
                joined.append(run)
            }
        }
        return joined
    }

    /// What `Text(attributed)` draws.
    static func view(_ runs: [TextRun]) -> ViewNode {
        let runs = joined(runs)
        if runs.isEmpty { return .text("") }
        if runs.count == 1, runs[0].isPlain { return .text(runs[0].text) }
        return .styledText(runs)
    }

    static func property(_ name: String, of runs: [TextRun]) -> Value? {
        switch name {
        // The characters as a string: `count`, `isEmpty` and `String(attributed.characters)` read it.
        case "characters", "description": return .string(text(runs))
        case "startIndex": return .int(0)
        case "endIndex": return .int(text(runs).count)
        case "runs": return .array(runs.map { .native(.attributedString([$0])) })
        default: return nil
        }
    }

    static func method(_ name: String) -> NativeMethods.Method? {
        switch name {
        case "append":
            return { value, arguments, _, node in
                guard case .native(.attributedString(let runs)) = value,
                    case .native(.attributedString(let added))? = arguments.first?.value
                else { throw EvaluationError("'append(_:)' takes an AttributedString", at: node) }
                value = .native(.attributedString(joined(runs + added)))
                return .void
            }
        // `mergeAttributes(container)` sets the container's attributes on every run; `setAttributes(container)`
        // first clears what the runs had.
        case "mergeAttributes", "setAttributes":
            return { value, arguments, evaluator, node in
                guard case .native(.attributedString(var runs)) = value,
                    case .native(.attributeContainer(let attributes))? = arguments.first?.value
                else { throw EvaluationError("'\(name)(_:)' takes an AttributeContainer", at: node) }
                if name == "setAttributes" { runs = runs.map { TextRun($0.text) } }
                value = .native(.attributedString(try evaluator.merging(attributes, into: runs, at: node)))
                return .void
            }
        case "range":
            return { value, arguments, _, node in
                guard case .native(.attributedString(let runs)) = value, arguments.first?.label == "of",
                    case .string(let target)? = arguments.first?.value
                else { throw EvaluationError("'range(of:)' takes a string", at: node) }
                let characters = Array(text(runs))
                let wanted = Array(target)
                guard !wanted.isEmpty, wanted.count <= characters.count else { return .null }
                for start in 0...(characters.count - wanted.count)
                where Array(characters[start..<(start + wanted.count)]) == wanted {
                    return .range(start, start + wanted.count, closed: false)
                }
                return .null
            }
        default: return nil
        }
    }

    /// `container.foregroundColor(.red)`: a container with the attribute added, as its builder makes it.
    static func containerMethod(_ name: String) -> NativeMethods.Method? {
        return { value, arguments, _, node in
            guard case .native(.attributeContainer(var attributes)) = value, let argument = arguments.first?.value
            else { throw EvaluationError("'\(name)(_:)' of an AttributeContainer takes a value", at: node) }
            attributes[name] = argument.stored
            return .native(.attributeContainer(attributes))
        }
    }

    /// `a + b`, `a == b` of attributed strings; nil for other operands.
    static func arithmetic(_ token: String, _ left: Value, _ right: Value) -> Value? {
        guard case .native(.attributedString(let a)) = left, case .native(.attributedString(let b)) = right else {
            return nil
        }
        switch token {
        case "+": return .native(.attributedString(joined(a + b)))
        case "==": return .bool(joined(a) == joined(b))
        case "!=": return .bool(joined(a) != joined(b))
        default: return nil
        }
    }
}

extension Evaluator {
    /// `attributed.foregroundColor = .red`, `attributed[range].font = .headline`: the attribute on every run. An
    /// attribute `Text` does not draw is reported and left unset.
    func setAttribute(_ name: String, of runs: [TextRun], to value: Value, at node: some SyntaxProtocol) throws
        -> [TextRun]
    {
        var runs = runs
        func setEach(_ change: (inout TextRun) -> Void) {
            for index in runs.indices { change(&runs[index]) }
        }
        switch name {
        case "foregroundColor":
            let color = value.isNull ? nil : Convert.color(value, evaluator: self)
            if !value.isNull, color == nil {
                throw EvaluationError("'\(value.kindName)' is not a colour for 'foregroundColor'", at: node)
            }
            setEach { $0.color = color }
        case "font":
            let font = value.isNull ? nil : try Convert.font(value, evaluator: self, at: node)
            if !value.isNull, font == nil {
                throw EvaluationError("'\(value.kindName)' is not a font for 'font'", at: node)
            }
            setEach { $0.font = font }
        case "strikethroughStyle": setEach { $0.strikethrough = !value.isNull }
        case "link": setEach { $0.link = !value.isNull }
        case "inlinePresentationIntent":
            let intents = Set(Self.memberNames(value))
            setEach {
                $0.bold = intents.contains("stronglyEmphasized")
                $0.italic = intents.contains("emphasized")
                $0.monospaced = intents.contains("code")
                $0.strikethrough = intents.contains("strikethrough")
            }
        default:
            report("the attribute '\(name)' of an AttributedString is not drawn in previews", at: node)
        }
        return runs
    }

    /// `runs` with each of a container's attributes set, in name order (each is reported as setting one is).
    func merging(_ attributes: [String: Value], into runs: [TextRun], at node: some SyntaxProtocol) throws
        -> [TextRun]
    {
        var runs = runs
        for name in attributes.keys.sorted() {
            runs = try setAttribute(name, of: runs, to: attributes[name] ?? .null, at: node)
        }
        return runs
    }

    /// The member names of an option set written as one member or an array of them.
    private static func memberNames(_ value: Value) -> [String] {
        if case .array(let elements) = value { return elements.flatMap(memberNames) }
        return FoundationFormatStyles.memberName(value).map { [$0] } ?? []
    }
}
