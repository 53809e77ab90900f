import Foundation
import PreviewViews
import SwiftSyntax

extension Vocabulary {
    /// `Text` and the views that are text underneath.
    static let textViews: [Construct] = [
        Construct("Text", ["(_ content: String)", "(verbatim content: String)", "(_ content: AttributedString)"]) {
            call in
            // `Text("Rated \(Image(systemName: "star.fill"))")`: a key holding images is already its line of text.
            if case .view(let line) = call["content"] { return .view(line) }
            if case .native(.attributedString(let runs)) = call["content"] {
                return .view(AttributedStrings.view(runs))
            }
            return .view(try markdownText(call, "content"))
        },
        Construct("Text", ["(_ date: Date, style: Text.DateStyle)", "(_ value: Any, format: FormatStyle)"]) { call in
            let value = call.has("date") ? call["date"] : call["value"]
            let style = call.has("style") ? call["style"] : call["format"]
            return .view(.text(Formatting.format(value, style: style, evaluator: call.evaluator, at: call.node)))
        },
        Construct("Text", "(_ image: Image)") { call in .view(try call.view("image")) },
        Construct("Text", """
            (timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = \
            true)
            """) { call in
            // A timer at the moment of the still frame: the time left (or gone) in the interval, as `m:ss`.
            guard case .comparableRange(let range) = call["timerInterval"],
                case .native(.date(let start)) = range.lower, case .native(.date(let end)) = range.upper
            else { throw EvaluationError("'timerInterval' is not a range of dates", at: call.node("timerInterval")) }
            let seconds = max(
                0, Int(((call.bool("countsDown") ?? true) ? end - Formatting.now : Formatting.now - start).rounded()))
            let time =
                seconds >= 3600 && call.bool("showsHours") != false
                ? "\(seconds / 3600):" + String(format: "%02d:%02d", seconds / 60 % 60, seconds % 60)
                : "\(seconds / 60):" + String(format: "%02d", seconds % 60)
            return .view(.text(time))
        },
        Construct("Text", "(_ key: String, tableName: String? = nil, bundle: Bundle? = nil, comment: String? = nil)") {
            call in
            .view(try markdownText(call, "key"))
        },
    ]
}

extension Vocabulary {
    /// Modifiers that change text: they set environment values the text below reads.
    static let textModifiers: [Construct] = [
        Construct("font", "(_ font: Font?)") { call in
            guard let font = try call.font("font") else { return .view(try call.receiverView) }
            return .view(.environment(.font(font), try call.receiverView))
        },
        Construct("fontWeight", "(_ weight: Font.Weight?)") { call in
            guard let weight = Convert.fontWeight(call["weight"]) else { return .view(try call.receiverView) }
            return .view(.environment(.fontWeight(weight), try call.receiverView))
        },
        Construct("bold", "(_ isActive: Bool = true)") { call in
            call.bool("isActive") == false
                ? .view(try call.receiverView) : .view(.environment(.fontWeight(.bold), try call.receiverView))
        },
        Construct("italic", "(_ isActive: Bool = true)") { call in
            call.bool("isActive") == false
                ? .view(try call.receiverView) : .view(.environment(.italic, try call.receiverView))
        },
        Construct("monospaced", "(_ isActive: Bool = true)") { call in
            .view(.environment(.monospaced(call.bool("isActive") != false), try call.receiverView))
        },
        Construct("monospacedDigit", "()") { call in .view(.environment(.monospacedDigit, try call.receiverView)) },
        Construct("lineSpacing", "(_ lineSpacing: CGFloat)") { call in
            .view(.environment(.lineSpacing(try call.number("lineSpacing") ?? 0), try call.receiverView))
        },
        // Kerning and tracking differ only in ligatures, which Inter's default features keep: both space the
        // characters apart by the same length (Pango's letter spacing).
        Construct("tracking", "(_ tracking: CGFloat)") { call in
            .view(.environment(.tracking(try call.number("tracking") ?? 0), try call.receiverView))
        },
        Construct("kerning", "(_ kerning: CGFloat)") { call in
            .view(.environment(.tracking(try call.number("kerning") ?? 0), try call.receiverView))
        },
        Construct("fontDesign", "(_ design: Font.Design?)") { call in
            // Inter stands in for the rounded and serif designs; monospaced has a face of its own.
            .view(.environment(.monospaced(call["design"].isSymbol("monospaced")), try call.receiverView))
        },
        Construct("lineLimit", ["(_ number: Int?)", "(_ limit: Int, reservesSpace: Bool)", "(_ range: Range)"]) {
            call in
            let limit: Int?
            switch call["number"] {
            case .int(let value): limit = value
            default:
                if case .int(let value) = call["limit"] { limit = value }
                else if case .range(_, let upper, _) = call["range"] { limit = upper == Int.max ? nil : upper - 1 }
                else { limit = nil }
            }
            if let limit, case .bool(true) = call["reservesSpace"] {
                return .view(.environment(.reservedLineLimit(max(1, limit)), try call.receiverView))
            }
            return .view(.environment(.lineLimit(limit), try call.receiverView))
        },
        Construct("minimumScaleFactor", "(_ factor: CGFloat)") { call in
            let factor = try call.number("factor") ?? 1
            guard factor.isFinite, factor < 1 else { return .view(try call.receiverView) }
            return .view(.environment(.minimumScaleFactor(max(0.01, factor)), try call.receiverView))
        },
        Construct("allowsTightening", "(_ flag: Bool)") { call in
            guard let on = call.bool("flag") else { return .view(try call.receiverView) }
            return .view(.environment(.allowsTightening(on), try call.receiverView))
        },
        Construct("multilineTextAlignment", "(_ alignment: TextAlignment)") { call in
            guard let alignment = Convert.textAlignment(call["alignment"]) else { return .view(try call.receiverView) }
            return .view(.environment(.multilineTextAlignment(alignment), try call.receiverView))
        },
        Construct("textCase", "(_ textCase: Text.Case?)") { call in
            .view(.environment(.uppercase(call["textCase"].isSymbol("uppercase")), try call.receiverView))
        },
        Construct("foregroundColor", "(_ color: Color?)") { call in
            guard let color = try call.color("color") else { return .view(try call.receiverView) }
            return .view(.environment(.foreground(color), try call.receiverView))
        },
        Construct(
            "foregroundStyle",
            [
                "(_ style: ShapeStyle)",
                "(_ primary: ShapeStyle, _ secondary: ShapeStyle, _ tertiary: ShapeStyle? = nil)",
            ]
        ) { call in
            let value = call.has("style") ? call["style"] : call["primary"]
            if case .opaque = value { return .view(try call.receiverView) }  // reported where it was made
            if call.has("style"), let level = HierarchicalStyles.level(value, written: call.expression("style")) {
                return .view(.environment(.foregroundLevel(level), try call.receiverView))
            }
            if let color = Convert.color(value, evaluator: call.evaluator) {
                // The second style is the palette symbols below draw their enclosure in.
                var view = try call.receiverView
                if call.has("secondary"), let secondary = Convert.color(call["secondary"], evaluator: call.evaluator) {
                    view = .environment(.secondaryForeground(secondary), view)
                }
                return .view(.environment(.foreground(color), view))
            }
            if let first = Convert.paint(value, evaluator: call.evaluator)?.firstColor {
                return .view(.environment(.foreground(first), try call.receiverView))
            }
            throw EvaluationError(
                "'\(call.node("style").trimmedDescription)' is not a supported style", at: call.node("style"))
        },
        Construct("tint", ["(_ tint: Color?)", "(_ tint: ShapeStyle?)"]) { call in
            let gradientStart = TintGradient.stops(call["tint"], evaluator: call.evaluator)?.first?.color
            guard let color = gradientStart ?? Convert.color(call["tint"], evaluator: call.evaluator) else {
                return .view(try call.receiverView)
            }
            return .view(.environment(.tint(color), try call.receiverView))
        },
        Construct("accentColor", "(_ accentColor: Color?)") { call in
            guard let color = Convert.color(call["accentColor"], evaluator: call.evaluator) else {
                return .view(try call.receiverView)
            }
            return .view(.environment(.tint(color), try call.receiverView))
        },
        // The code below these was already evaluated inside the change (EnvironmentModifiers); layout and render
        // see it through the environment node.
        Construct("preferredColorScheme", "(_ colorScheme: ColorScheme?)") { call in
            guard let scheme = EnvironmentModifiers.colorScheme(call["colorScheme"]) else {
                return .view(try call.receiverView)
            }
            return .view(.environment(.colorScheme(scheme), try call.receiverView))
        },
        Construct("colorScheme", "(_ colorScheme: ColorScheme)") { call in
            guard let scheme = EnvironmentModifiers.colorScheme(call["colorScheme"]) else {
                throw EvaluationError(
                    "'\(call.node("colorScheme").trimmedDescription)' is not a colour scheme",
                    at: call.node("colorScheme"))
            }
            return .view(.environment(.colorScheme(scheme), try call.receiverView))
        },
        // A provider's `.previewLayout(.sizeThatFits)`: like `.preferredColorScheme`, it sets the presentation
        // (the canvas), not the view; the outermost one wins because it is applied last.
        Construct("previewLayout", "(_ value: PreviewLayout)") { call in
            if case .symbol("device") = call["value"] {
                call.evaluator.previewCanvas = nil
            } else if let canvas = Evaluator.canvas(from: call["value"], names: ("sizeThatFits", "fixed")) {
                call.evaluator.previewCanvas = canvas
            }
            return .view(try call.receiverView)
        },
        Construct("dynamicTypeSize", "(_ size: DynamicTypeSize)") { call in
            guard let size = EnvironmentModifiers.dynamicTypeSize(call["size"]) else {
                return .view(try call.receiverView)
            }
            return .view(.environment(.dynamicTypeSize(size), try call.receiverView))
        },
        Construct("environment", ["(_ keyPath: KeyPath, _ value: Any)", "(_ object: Any?)"]) { call in
            let view = try call.receiverView
            guard case .keyPath(let path) = call["keyPath"], let key = path.first else { return .view(view) }
            if key == "colorScheme", let scheme = EnvironmentModifiers.colorScheme(call["value"]) {
                return .view(.environment(.colorScheme(scheme), view))
            }
            if key == "dynamicTypeSize", let size = EnvironmentModifiers.dynamicTypeSize(call["value"]) {
                return .view(.environment(.dynamicTypeSize(size), view))
            }
            if key == "sizeCategory", let size = EnvironmentModifiers.sizeCategory(call["value"]) {
                return .view(.environment(.dynamicTypeSize(size), view))
            }
            if key == "layoutDirection", case .symbol(let name) = call["value"],
                let direction = LayoutDirection(rawValue: name)
            {
                return .view(.environment(.layoutDirection(direction), view))
            }
            return .view(view)
        },
        Construct(
            "underline", "(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)"
        ) { call in
            .view(.environment(.textLine(.underline, try textLineStyle(call)), try call.receiverView))
        },
        Construct(
            "strikethrough", "(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)"
        ) { call in
            .view(.environment(.textLine(.strikethrough, try textLineStyle(call)), try call.receiverView))
        },
    ]
}

extension Vocabulary {
    /// A `Text` of the argument `name`: a literal is a `LocalizedStringKey`, looked up in the app's strings and read
    /// as Markdown (`TextMarkdown`), as iOS reads it; `Text(verbatim:)` and a `String` value are drawn as written.
    static func markdownText(_ call: Call, _ name: String) throws -> ViewNode {
        let text = try call.localizedText(name) ?? ""
        guard let literal = call.expression(name).as(StringLiteralExprSyntax.self),
            literal.parent?.as(LabeledExprSyntax.self)?.label?.text != "verbatim"
        else { return .text(text) }
        let runs = TextMarkdown.runs(text)
        if runs.count == 1, runs[0].isPlain { return .text(runs[0].text) }
        return .styledText(runs)
    }

    /// The line `.underline(isActive, pattern:, color:)` or `.strikethrough(…)` asks for; nil when inactive.
    static func textLineStyle(_ call: Call) throws -> TextLineStyle? {
        guard call.bool("isActive") != false else { return nil }
        var pattern = TextLineStyle.Pattern.solid
        switch call["pattern"] {
        case .null: break
        case .symbol(let name):
            guard let named = TextLineStyle.Pattern(rawValue: name) else {
                throw EvaluationError("'.\(name)' is not a Text.LineStyle.Pattern", at: call.node("pattern"))
            }
            pattern = named
        default:
            throw EvaluationError(
                "'\(call.node("pattern").trimmedDescription)' is not a Text.LineStyle.Pattern", at: call.node("pattern")
            )
        }
        return TextLineStyle(pattern: pattern, color: try call.color("color"))
    }
}

extension Value {
    func isSymbol(_ name: String) -> Bool {
        if case .symbol(let symbol) = self { return symbol == name }
        return false
    }
}

extension Paint {
    /// The first colour of a gradient: what text takes as its foreground, since text is not drawn with gradients yet.
    var firstColor: ColorValue? {
        switch self {
        case .color(let color): return color
        case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _), .angularGradient(let stops, _, _):
            return stops.first?.color
        case .meshGradient(let mesh): return mesh.colors.first
        case .material(_, let tint): return tint
        case .foreground: return nil
        case .background: return .system(.background)
        }
    }
}
