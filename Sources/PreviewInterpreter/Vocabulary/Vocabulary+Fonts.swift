import PreviewViews

/// `Font` values: text styles, `.system(size:weight:design:)`, `.custom`, and their modifiers.
enum FontVocabulary {
    static func font(named name: String) -> FontSpec? {
        TextStyle(rawValue: name).map { FontSpec(size: .style($0)) }
    }

    static let constants: [String: Value] = Dictionary(
        uniqueKeysWithValues: TextStyle.allCases.map { ($0.rawValue, Value.font(FontSpec(size: .style($0)))) })

    static let weights: [String: Value] = Dictionary(
        uniqueKeysWithValues: FontWeight.allCases.map { (String(describing: $0), Value.native(.fontWeight($0))) })

    /// `Font.system(…)`, `.custom(…)`.
    static let functions: [Construct] = [
        Construct(
            "Font.system",
            [
                "(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil)",
                "(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil)",
            ]
        ) { call in
            let weight = Convert.fontWeight(call["weight"])
            let monospaced = call["design"].isSymbol("monospaced")
            if let size = try call.number("size") {
                return .font(FontSpec(size: .fixed(size), weight: weight, monospaced: monospaced))
            }
            guard case .symbol(let styleName) = call["style"], var font = font(named: styleName) else {
                throw EvaluationError("this 'system' font is not supported", at: call.node)
            }
            font.weight = weight ?? font.weight
            font.monospaced = monospaced
            return .font(font)
        },
        Construct(
            "Font.custom",
            [
                "(_ name: String, size: CGFloat)",
                "(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle)",
                "(_ name: String, fixedSize: CGFloat)",
            ]
        ) { call in
            // Custom font files are not loaded: the size is kept, the face falls back to the system font.
            .font(FontSpec(size: .fixed(try call.number("size") ?? call.number("fixedSize") ?? 17)))
        },
    ]

    /// `.bold()`, `.weight(.semibold)`, `.italic()`, … on a font value.
    static func method(_ name: String, on font: FontSpec, _ arguments: [Argument]) -> FontSpec? {
        var result = font
        switch name {
        case "bold": result.weight = .bold
        case "italic": result.italic = true
        case "weight":
            guard let weight = arguments.first.flatMap({ Convert.fontWeight($0.value) }) else { return nil }
            result.weight = weight
        case "monospaced": result.monospaced = true
        case "monospacedDigit": result.monospacedDigits = true
        case "design": result.monospaced = arguments.first?.value.isSymbol("monospaced") == true
        case "smallCaps", "lowercaseSmallCaps", "uppercaseSmallCaps", "leading", "width":
            break  // Inter stands in for these designs of the system font.
        default:
            return nil
        }
        return result
    }
}
