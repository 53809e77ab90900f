import PreviewViews
import SwiftSyntax

/// `UIFont` and `NSFont` in SwiftUI code, as the `Font` they stand for: `Font(UIFont.systemFont(ofSize: 15,
/// weight: .semibold))` is `.system(size: 15, weight: .semibold)`, and a preferred font scales with Dynamic Type
/// as its text style does. A font's descriptor is the font itself to previewd (what it describes: size, weight,
/// italic, design), so `UIFont(descriptor: font.fontDescriptor.withDesign(.monospaced)!, size: 0)` is the font
/// with that design.
enum UIKitFonts {
    /// UIKit's text styles by SwiftUI's names (`title1` is `title`, `caption1` is `caption`).
    static func textStyle(_ value: Value) -> TextStyle? {
        guard case .symbol(let name) = value else { return nil }
        switch name {
        case "title1": return .title
        case "caption1": return .caption
        default: return TextStyle(rawValue: name)
        }
    }

    static let constructs: [Construct] =
        [
            Construct("Font", ["(_ font: UIFont)", "(_ font: CTFont)"]) { call in
                guard case .font = call["font"] else {
                    throw EvaluationError(
                        "'\(call.node("font").trimmedDescription)' is not a font previewd knows", at: call.node("font"))
                }
                return call["font"]
            }
        ]
        + ["UIFont", "NSFont"].map { (type: String) -> Construct in
            Construct(type, ["(name: String, size: CGFloat)", "(descriptor: \(type)Descriptor, size: CGFloat)"]) {
                call in
                let size = try call.number("size") ?? 17
                guard call.has("descriptor") else {
                    // A named font face is not loaded (as `Font.custom`): the size is kept, the system font draws it.
                    return .font(FontSpec(size: .fixed(size)))
                }
                guard case .font(var font) = call["descriptor"] else {
                    throw EvaluationError(
                        "'\(call.node("descriptor").trimmedDescription)' is not a font descriptor previewd knows",
                        at: call.node("descriptor"))
                }
                // A size of 0 keeps the descriptor's.
                if size > 0 { font.size = .fixed(size) }
                return .font(font)
            }
        }

    /// A font's `fontDescriptor`: the font itself, whose descriptor methods (`withDesign`) make the font described.
    /// Its metrics (`pointSize`, `lineHeight`, `ascender`, …) are what UIKit answers for the system font at the
    /// font's size, a text style's at the Dynamic Type size being rendered: views sized from them (a text editor as
    /// tall as three lines) are as tall as on iOS.
    static func property(_ name: String, of font: FontSpec, dynamicTypeSize: DynamicTypeSize) -> Value? {
        if name == "fontDescriptor" { return .font(font) }
        guard let perPoint = systemFontMetrics[name] else { return nil }
        return .double(font.resolved(dynamicTypeSize: dynamicTypeSize).pointSize * perPoint)
    }

    /// The system font's (SF Pro's) vertical metrics per point of size, from its 2,048 units per em: ascender
    /// 1,950, descender −494, no line gap, cap height 1,443, x-height 1,078. A 17-point font's `lineHeight` is
    /// 20.29, as UIKit reports.
    private static let systemFontMetrics: [String: Double] = [
        "pointSize": 1, "lineHeight": 2_444.0 / 2_048, "ascender": 1_950.0 / 2_048, "descender": -494.0 / 2_048,
        "leading": 0, "capHeight": 1_443.0 / 2_048, "xHeight": 1_078.0 / 2_048,
    ]

    /// `descriptor.withDesign(.rounded)`, `.withSymbolicTraits([.traitBold, .traitItalic])`, `.withSize(20)`: the
    /// font described. Inter stands in for the rounded and serif designs of the system font, as for
    /// `Font.system(design:)`; the monospaced design draws monospaced. UIKit's optional result of `withDesign` and
    /// `withSymbolicTraits` holds the descriptor (the system font has each design and trait).
    static func descriptorMethod(_ name: String, on font: FontSpec, _ arguments: [Argument]) -> FontSpec? {
        guard let argument = arguments.first?.value else { return nil }
        var result = font
        switch name {
        case "withDesign":
            guard case .symbol(let design) = argument, systemDesigns.contains(design) else { return nil }
            result.monospaced = design == "monospaced"
        case "withSymbolicTraits":
            let traits: [Value]
            if case .array(let values) = argument { traits = values } else { traits = [argument] }
            var names: Set<String> = []
            for trait in traits {
                guard case .symbol(let name) = trait, symbolicTraits.contains(name) else { return nil }
                names.insert(name)
            }
            // The traits given replace the descriptor's: italic only where asked for.
            if names.contains("traitBold") { result.weight = .bold }
            result.italic = names.contains("traitItalic")
            if names.contains("traitMonoSpace") { result.monospaced = true }
        case "withSize":
            guard let size = Convert.number(argument) else { return nil }
            if size > 0 { result.size = .fixed(size) }
        default:
            return nil
        }
        return result
    }

    private static let systemDesigns: Set<String> = ["default", "rounded", "serif", "monospaced"]
    private static let symbolicTraits: Set<String> = ["traitBold", "traitItalic", "traitMonoSpace"]

    static let staticFunctions: [Construct] = fontFunctions("UIFont") + fontFunctions("NSFont")

    private static func fontFunctions(_ type: String) -> [Construct] {
        [
            Construct(
                type + ".systemFont",
                ["(ofSize fontSize: CGFloat)", "(ofSize fontSize: CGFloat, weight: UIFont.Weight)"]
            ) { call in
                .font(
                    FontSpec(
                        size: .fixed(try call.number("fontSize") ?? 17), weight: Convert.fontWeight(call["weight"])))
            },
            Construct(type + ".boldSystemFont", "(ofSize fontSize: CGFloat)") { call in
                .font(FontSpec(size: .fixed(try call.number("fontSize") ?? 17), weight: .bold))
            },
            Construct(type + ".italicSystemFont", "(ofSize fontSize: CGFloat)") { call in
                .font(FontSpec(size: .fixed(try call.number("fontSize") ?? 17), italic: true))
            },
            Construct(type + ".monospacedSystemFont", "(ofSize fontSize: CGFloat, weight: UIFont.Weight)") { call in
                .font(
                    FontSpec(
                        size: .fixed(try call.number("fontSize") ?? 17), weight: Convert.fontWeight(call["weight"]),
                        monospaced: true))
            },
            Construct(type + ".monospacedDigitSystemFont", "(ofSize fontSize: CGFloat, weight: UIFont.Weight)") {
                call in
                .font(
                    FontSpec(
                        size: .fixed(try call.number("fontSize") ?? 17), weight: Convert.fontWeight(call["weight"]),
                        monospacedDigits: true))
            },
            Construct(
                type + ".preferredFont",
                [
                    "(forTextStyle style: UIFont.TextStyle)",
                    "(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: Any?)",
                ]
            ) { call in
                guard let style = textStyle(call["style"]) else {
                    throw EvaluationError(
                        "'\(call.node("style").trimmedDescription)' is not a text style previewd knows",
                        at: call.node("style"))
                }
                return .font(FontSpec(size: .style(style)))
            },
        ]
    }

    /// `UIFont.Weight.semibold` and `UIFont.TextStyle.headline` written with their type.
    static let typeConstants: [String: [String: Value]] = [
        "UIFont.Weight": FontVocabulary.weights, "NSFont.Weight": FontVocabulary.weights,
        "UIFont.TextStyle": textStyles,
        "UIFontDescriptor.SystemDesign": symbols(systemDesigns),
        "UIFontDescriptor.SymbolicTraits": symbols(symbolicTraits),
        // UIKit's standard point sizes at the default text size, which it does not scale with Dynamic Type.
        "UIFont": [
            "labelFontSize": .double(17), "buttonFontSize": .double(18), "systemFontSize": .double(14),
            "smallSystemFontSize": .double(12),
        ],
    ]

    private static func symbols(_ names: Set<String>) -> [String: Value] {
        Dictionary(uniqueKeysWithValues: names.map { ($0, Value.symbol($0)) })
    }

    private static let textStyles: [String: Value] = {
        let names: [String] = TextStyle.allCases.map(\.rawValue) + ["title1", "caption1"]
        var result: [String: Value] = [:]
        for name in names { result[name] = .symbol(name) }
        return result
    }()
}
