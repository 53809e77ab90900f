import PreviewViews
import SwiftSyntax

/// `UIFont` and `NSFont` in SwiftUI code, as the `Font` they stand for: `Font(UIFont.systemFont(ofSize: 15,
/// weight: .semibold))` is `.system(size: 15, weight: .semibold)`, and a preferred font scales with Dynamic Type
/// as its text style does.
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
            // A named font face is not loaded (as `Font.custom`): the size is kept, the system font draws it.
            Construct(type, "(name: String, size: CGFloat)") { call in
                .font(FontSpec(size: .fixed(try call.number("size") ?? 17)))
            }
        }

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
        // UIKit's standard point sizes at the default text size, which it does not scale with Dynamic Type.
        "UIFont": [
            "labelFontSize": .double(17), "buttonFontSize": .double(18), "systemFontSize": .double(14),
            "smallSystemFontSize": .double(12),
        ],
    ]

    private static let textStyles: [String: Value] = {
        let names: [String] = TextStyle.allCases.map(\.rawValue) + ["title1", "caption1"]
        var result: [String: Value] = [:]
        for name in names { result[name] = .symbol(name) }
        return result
    }()
}
