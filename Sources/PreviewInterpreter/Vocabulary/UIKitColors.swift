import PreviewModel
import PreviewViews
import SwiftSyntax

/// `UIColor` and `NSColor` in SwiftUI code: UIKit's dynamic system colours with their light and dark values (sRGB,
/// from Apple's UIKit documentation, iOS 17), its fixed colours (`UIColor.red` is pure red, not SwiftUI's system
/// red), the initialisers, and dynamic colours made from a trait collection.
enum UIKitColors {
    /// UIKit's semantic and grey colours, which change with the appearance.
    static let dynamic: [String: (light: RGBA, dark: RGBA)] = [
        "label": (RGBA(0, 0, 0), RGBA(255, 255, 255)),
        "secondaryLabel": (RGBA(60, 60, 67, alpha: 0.6), RGBA(235, 235, 245, alpha: 0.6)),
        "tertiaryLabel": (RGBA(60, 60, 67, alpha: 0.3), RGBA(235, 235, 245, alpha: 0.3)),
        "quaternaryLabel": (RGBA(60, 60, 67, alpha: 0.18), RGBA(235, 235, 245, alpha: 0.16)),
        "placeholderText": (RGBA(60, 60, 67, alpha: 0.3), RGBA(235, 235, 245, alpha: 0.3)),
        "separator": (RGBA(60, 60, 67, alpha: 0.29), RGBA(84, 84, 88, alpha: 0.6)),
        "opaqueSeparator": (RGBA(198, 198, 200), RGBA(56, 56, 58)),
        "systemBackground": (RGBA(255, 255, 255), RGBA(0, 0, 0)),
        "secondarySystemBackground": (RGBA(242, 242, 247), RGBA(28, 28, 30)),
        "tertiarySystemBackground": (RGBA(255, 255, 255), RGBA(44, 44, 46)),
        "systemGroupedBackground": (RGBA(242, 242, 247), RGBA(0, 0, 0)),
        "secondarySystemGroupedBackground": (RGBA(255, 255, 255), RGBA(28, 28, 30)),
        "tertiarySystemGroupedBackground": (RGBA(242, 242, 247), RGBA(44, 44, 46)),
        "systemFill": (RGBA(120, 120, 128, alpha: 0.2), RGBA(120, 120, 128, alpha: 0.36)),
        "secondarySystemFill": (RGBA(120, 120, 128, alpha: 0.16), RGBA(120, 120, 128, alpha: 0.32)),
        "tertiarySystemFill": (RGBA(118, 118, 128, alpha: 0.12), RGBA(118, 118, 128, alpha: 0.24)),
        "quaternarySystemFill": (RGBA(116, 116, 128, alpha: 0.08), RGBA(118, 118, 128, alpha: 0.18)),
        "systemGray": (RGBA(142, 142, 147), RGBA(142, 142, 147)),
        "systemGray2": (RGBA(174, 174, 178), RGBA(99, 99, 102)),
        "systemGray3": (RGBA(199, 199, 204), RGBA(72, 72, 74)),
        "systemGray4": (RGBA(209, 209, 214), RGBA(58, 58, 60)),
        "systemGray5": (RGBA(229, 229, 234), RGBA(44, 44, 46)),
        "systemGray6": (RGBA(242, 242, 247), RGBA(28, 28, 30)),
        "lightText": (RGBA(255, 255, 255, alpha: 0.6), RGBA(255, 255, 255, alpha: 0.6)),
        "darkText": (RGBA(0, 0, 0), RGBA(0, 0, 0)),
        // AppKit's names for the same roles.
        "labelColor": (RGBA(0, 0, 0, alpha: 0.85), RGBA(255, 255, 255, alpha: 0.85)),
        "secondaryLabelColor": (RGBA(0, 0, 0, alpha: 0.5), RGBA(255, 255, 255, alpha: 0.55)),
        "tertiaryLabelColor": (RGBA(0, 0, 0, alpha: 0.26), RGBA(255, 255, 255, alpha: 0.25)),
        "textColor": (RGBA(0, 0, 0), RGBA(255, 255, 255)),
        "textBackgroundColor": (RGBA(255, 255, 255), RGBA(30, 30, 30)),
        "windowBackgroundColor": (RGBA(236, 236, 236), RGBA(50, 50, 50)),
        "controlBackgroundColor": (RGBA(255, 255, 255), RGBA(30, 30, 30)),
        "underPageBackgroundColor": (RGBA(150, 150, 150, alpha: 0.9), RGBA(40, 40, 40)),
        "separatorColor": (RGBA(0, 0, 0, alpha: 0.1), RGBA(255, 255, 255, alpha: 0.1)),
        "gridColor": (RGBA(230, 230, 230), RGBA(26, 26, 26)),
    ]

    /// UIKit's fixed colours: `UIColor.red` is (1, 0, 0), unlike SwiftUI's `Color.red`.
    static let fixed: [String: RGBA] = [
        "black": RGBA(0, 0, 0), "white": RGBA(255, 255, 255), "clear": RGBA(0, 0, 0, alpha: 0),
        "darkGray": RGBA(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3),
        "lightGray": RGBA(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3),
        "gray": RGBA(red: 0.5, green: 0.5, blue: 0.5), "red": RGBA(red: 1, green: 0, blue: 0),
        "green": RGBA(red: 0, green: 1, blue: 0),
        "blue": RGBA(red: 0, green: 0, blue: 1), "cyan": RGBA(red: 0, green: 1, blue: 1),
        "yellow": RGBA(red: 1, green: 1, blue: 0),
        "magenta": RGBA(red: 1, green: 0, blue: 1), "orange": RGBA(red: 1, green: 0.5, blue: 0),
        "purple": RGBA(red: 0.5, green: 0, blue: 0.5), "brown": RGBA(red: 0.6, green: 0.4, blue: 0.2),
    ]

    /// A UIKit or AppKit colour by name: `systemBlue`, `secondaryLabel`, `labelColor`, `red`; nil for any other.
    /// `fixed: false` leaves out the plain colours, for `Color(.red)`, which Swift reads as SwiftUI's red.
    static func named(_ name: String, fixed includesFixed: Bool = true) -> ColorValue? {
        // The ones SwiftUI names too are SwiftUI's (the same values), as the screen's background is.
        if let same = ["systemBackground": SystemColor.background, "label": .primary, "secondaryLabel": .secondary][
            name]
        {
            return .system(same)
        }
        if let pair = dynamic[name] { return .adaptive(light: pair.light, dark: pair.dark) }
        if includesFixed, let rgba = fixed[name] { return .rgba(rgba) }
        if ["tintColor", "link", "linkColor", "controlAccentColor", "keyboardFocusIndicatorColor"].contains(name) {
            return .system(.accentColor)
        }
        // `systemBlue`, `systemTeal`, …, and AppKit's `systemBlueColor`: SwiftUI's system colours are UIKit's.
        var base = name
        if base.hasSuffix("Color") { base.removeLast(5) }
        if base.hasPrefix("system"), let color = SystemColor(rawValue: String(base.dropFirst(6)).lowercased()) {
            return .system(color)
        }
        return nil
    }

    /// `UIColor.name` and `NSColor.name` for every colour `named` knows.
    static let constants: [String: Value] = {
        var names = Array(dynamic.keys) + Array(fixed.keys) + ["tintColor", "link", "linkColor", "controlAccentColor"]
        for color in SystemColor.allCases
        where ![.primary, .secondary, .accentColor, .background, .black, .white, .clear].contains(color) {
            let capitalised = color.rawValue.prefix(1).uppercased() + color.rawValue.dropFirst()
            names += ["system" + capitalised, "system" + capitalised + "Color"]
        }
        var result: [String: Value] = [:]
        for name in names { if let color = named(name) { result[name] = .color(color) } }
        return result
    }()

    /// A colour argument where UIKit's names are meant (`Color(uiColor: .systemGray5)`), or one the project adds
    /// (`extension UIColor { static let card = … }` passed as `.card`).
    static func color(_ value: Value, evaluator: Evaluator, fixed: Bool = true) -> ColorValue? {
        guard case .symbol(let name) = value else { return Convert.color(value, evaluator: evaluator) }
        if let color = named(name, fixed: fixed) { return color }
        for type in ["UIColor", "NSColor", "Color"] {
            let resolved = evaluator.quietly {
                try? evaluator.resolveImplicit(value, typeName: type, at: evaluator.preview.node)
            }
            if let resolved, !resolved.isImplicitMember, let color = Convert.color(resolved, evaluator: evaluator) {
                return color
            }
        }
        return Convert.color(value, evaluator: evaluator) ?? assetSymbol(name, evaluator: evaluator)
    }

    /// `Color(.lightGrey)`: the colour set Xcode generates the symbol `lightGrey` for (`ColorResource`), the set's
    /// name in lower camel case without a trailing "Color".
    /// A set inside a folder that provides a namespace is generated as a member of a nested type named after the
    /// folder (`ColorResource.Brand.accent` for "Brand/accent"), so `symbol` is matched with `namespace` given.
    static func assetSymbol(_ symbol: String, namespace: String? = nil, evaluator: Evaluator) -> ColorValue? {
        let key = EvaluationLookups.AssetSymbolKey(symbol: symbol, namespace: namespace)
        if let known = evaluator.lookups.assetColors[key] { return known }
        let color = assetSymbolAnew(symbol, namespace: namespace, evaluator: evaluator)
        evaluator.lookups.assetColors[key] = color
        return color
    }

    private static func assetSymbolAnew(_ symbol: String, namespace: String?, evaluator: Evaluator) -> ColorValue? {
        let colors = evaluator.project.assets.colors
        let candidates = colors.keys.sorted().filter { key in
            let folders = key.split(separator: "/").dropLast().map { generatedTypeName(String($0)) }
            return namespace.map { folders.last == $0 } ?? folders.isEmpty
        }
        let sets = candidates.map { String($0.split(separator: "/").last ?? "") }
        guard let index = generatedSymbolMatch(symbol, among: sets), let asset = colors[candidates[index]] else {
            return nil
        }
        return .adaptive(light: asset.light, dark: asset.dark ?? asset.light)
    }

    /// Which of `sets` (asset set names) Xcode generates `symbol` for: the first whose symbol is spelled the same,
    /// else the only one whose symbol differs from it in case and underscores alone. Xcode separates digits and
    /// keeps capitals in some names (`EBA_72_B` for "EBA72B", `_181818` for "181818"); those rules are not
    /// documented, and a project's code, which compiles against the real symbols, says which set it means.
    static func generatedSymbolMatch(_ symbol: String, among sets: [String], kind: String = "Color") -> Int? {
        let symbols = sets.map { generatedSymbol($0, kind: kind) }
        if let exact = symbols.firstIndex(of: symbol) { return exact }
        func spelling(_ name: String) -> String { name.filter { $0 != "_" }.lowercased() }
        let loose = symbols.indices.filter { spelling(symbols[$0]) == spelling(symbol) }
        return loose.count == 1 ? loose[0] : nil
    }

    /// The nested type Xcode generates for a namespace folder: its name in upper camel case.
    static func generatedTypeName(_ folder: String) -> String {
        let symbol = generatedSymbol(folder)
        return symbol.prefix(1).uppercased() + symbol.dropFirst()
    }

    /// The symbol Xcode generates for an asset set (`ColorResource`, `ImageResource`): its words in lower camel
    /// case, without a trailing word naming its kind ("Color" for a colour set, "Image" for an image set).
    static func generatedSymbol(_ assetName: String, kind: String = "Color") -> String {
        var words = assetName.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        if words.count > 1, words.last?.lowercased() == kind.lowercased() { words.removeLast() }
        if words.count == 1, words[0].count > kind.count, words[0].hasSuffix(kind) { words[0].removeLast(kind.count) }
        guard let first = words.first else { return assetName }
        return first.prefix(1).lowercased() + first.dropFirst()
            + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    static let constructs: [Construct] =
        [
            Construct(
                "Color",
                [
                    "(_ color: UIColor)", "(uiColor: UIColor)", "(nsColor: UIColor)", "(cgColor: UIColor)",
                    "(_ color: Color)",
                ]
            ) { call in
                let name = ["color", "uiColor", "nsColor", "cgColor"].first(where: call.has) ?? "color"
                guard let color = color(call[name], evaluator: call.evaluator, fixed: name != "color") else {
                    if case .opaque = call[name] { return .color(.system(.gray)) }  // reported where it was made
                    throw EvaluationError(
                        "'\(call.node(name).trimmedDescription)' is not a colour previewd knows", at: call.node(name))
                }
                return .color(color)
            },
            // A `CGColor` is a colour like any other to previews: its components, in sRGB.
            Construct("CGColor", ["(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)"]) { call in
                .color(
                    .rgba(
                        RGBA(
                            red: try call.number("red") ?? 0, green: try call.number("green") ?? 0,
                            blue: try call.number("blue") ?? 0, alpha: try call.number("alpha") ?? 1)))
            },
            Construct("CGColor", ["(gray: CGFloat, alpha: CGFloat)"]) { call in
                let gray = try call.number("gray") ?? 0
                return .color(.rgba(RGBA(red: gray, green: gray, blue: gray, alpha: try call.number("alpha") ?? 1)))
            },
        ] + ["UIColor", "NSColor"].flatMap(platformColorConstructs)

    /// The initialisers `UIColor` and `NSColor` share.
    private static func platformColorConstructs(_ type: String) -> [Construct] {
        [
            Construct(
                type,
                [
                    "(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)",
                    "(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)",
                    "(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)",
                    "(calibratedRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)",
                    "(deviceRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)",
                ]
            ) { call in
                .color(
                    .rgba(
                        RGBA(
                            red: try call.number("red") ?? 0, green: try call.number("green") ?? 0,
                            blue: try call.number("blue") ?? 0, alpha: try call.number("alpha") ?? 1)))
            },
            Construct(type, ["(white: CGFloat, alpha: CGFloat)", "(calibratedWhite white: CGFloat, alpha: CGFloat)"]) {
                call in
                let white = try call.number("white") ?? 0
                return .color(.rgba(RGBA(red: white, green: white, blue: white, alpha: try call.number("alpha") ?? 1)))
            },
            Construct(
                type,
                [
                    "(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat)",
                    "(calibratedHue hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat)",
                ]
            ) { call in
                .color(
                    .rgba(
                        Vocabulary.hsb(
                            try call.number("hue") ?? 0, try call.number("saturation") ?? 0,
                            try call.number("brightness") ?? 0, try call.number("alpha") ?? 1)))
            },
            Construct(
                type,
                [
                    "(named name: String)",
                    "(named name: String, in bundle: Bundle?, compatibleWith traitCollection: Any?)",
                    "(named name: String, bundle: Bundle?)",
                ]
            ) { call in
                // The asset catalog's colour, as `Color("name")` reads it.
                let name = try call.string("name") ?? ""
                if let asset = call.evaluator.project.assets.color(named: name) {
                    return .color(.adaptive(light: asset.light, dark: asset.dark ?? asset.light))
                }
                call.report(call.evaluator.missingAsset("colour", name, kind: .color) + "; drawn in gray")
                return .color(.system(.gray))
            },
            Construct(type, ["(_ color: Color)", "(cgColor: Any)", "(ciColor: Any)"]) { call in
                .color(Convert.color(call["color"], evaluator: call.evaluator) ?? .system(.gray))
            },
            Construct(
                type,
                [
                    "(dynamicProvider: (UITraitCollection) -> UIColor)",
                    "(name: String?, dynamicProvider: (NSAppearance) -> NSColor)",
                ]
            ) { call in
                .color(try dynamicColor(call["dynamicProvider"], call: call))
            },
        ]
    }

    /// A dynamic colour: its provider asked once with a light trait collection and once with a dark one, so the
    /// colour adapts when drawn, as the asset catalog's colours do.
    private static func dynamicColor(_ provider: Value, call: Call) throws -> ColorValue {
        func resolved(_ scheme: ColorScheme) throws -> RGBA {
            let value = try FoundationObjects.call(provider, [traits(scheme)], evaluator: call.evaluator, at: call.node)
            guard let color = color(value, evaluator: call.evaluator) else {
                throw EvaluationError(
                    "the dynamic colour's provider returned '\(value.kindName)', not a colour", at: call.node)
            }
            return color.resolved(in: scheme)
        }
        return .adaptive(light: try resolved(.light), dark: try resolved(.dark))
    }

    /// A `UITraitCollection` in `scheme` (an `NSAppearance` answers `name` the same way): what a dynamic colour's
    /// provider reads.
    static func traits(_ scheme: ColorScheme) -> Value {
        .tuple(
            [
                .symbol(scheme == .dark ? "dark" : "light"), .symbol("base"), .symbol("normal"), .symbol("leftToRight"),
                .symbol("regular"),
                .symbol(scheme == .dark ? "darkAqua" : "aqua"),
            ],
            labels: [
                "userInterfaceStyle", "userInterfaceLevel", "accessibilityContrast", "layoutDirection",
                "legibilityWeight", "name",
            ])
    }
}
