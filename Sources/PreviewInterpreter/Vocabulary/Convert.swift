import Foundation
import PreviewModel
import PreviewViews
import SwiftSyntax

/// Reads interpreter values as typed SwiftUI values: implicit members (`.leading`) get their meaning here, from
/// the parameter type that asks for them.
enum Convert {
    static func number(_ value: Value) -> Double? {
        switch value {
        case .int(let int): return Double(int)
        case .double(let double): return double
        case .fixedWidthInteger(let int, _): return Double(int)
        case .float(let float): return Double(float)
        // A decimal where a number is read (a chart's plotted value): its nearest Double, as `doubleValue` gives.
        case .native(.decimal(let decimal)): return NSDecimalNumber(decimal: decimal).doubleValue
        case .symbol("infinity"): return .infinity
        case .symbol("zero"): return 0
        default: return nil
        }
    }

    /// A Double as an Int without trapping: NaN is 0 and out-of-range values clamp.
    static func clampedInt(_ value: Double) -> Int {
        guard value.isFinite else { return value.isNaN ? 0 : value > 0 ? Int.max : Int.min }
        if value >= 9.2e18 { return Int.max }
        if value <= -9.2e18 { return Int.min }
        return Int(value)
    }

    static func color(_ value: Value, evaluator: Evaluator) -> ColorValue? {
        switch value {
        case .color(let color): return color
        case .symbol("tint"), .symbol("accentColor"): return evaluator.accentTint
        // `.brand`: SwiftUI's names, then the symbol Xcode generates for a colour set of the project's catalogs.
        case .symbol(let name): return namedColor(name) ?? UIKitColors.assetSymbol(name, evaluator: evaluator)
        case .view(.shape(.rectangle, .fill(.color(let color)))): return color
        case .native(.paint(.color(let color))): return color
        // Where only a colour can be drawn (text, a symbol), a material is its tint.
        case .native(.paint(.material(_, let tint))): return tint
        // Where a colour is needed (`.foregroundStyle(.background)`, `.background.opacity(0.5)`), the background
        // style stands for the system background.
        case .native(.paint(.background)): return .system(.background)
        default: return nil
        }
    }

    static func namedColor(_ name: String) -> ColorValue? {
        switch name {
        case "systemBackground", "background": return .system(.background)
        case "label": return .system(.primary)
        case "secondaryLabel": return .system(.secondary)
        case "tertiaryLabel", "quaternaryLabel", "placeholderText": return .opacity(.system(.primary), 0.3)
        case "systemGray", "gray", "systemGray2", "systemGray3": return .system(.gray)
        case "secondarySystemBackground", "systemGroupedBackground", "systemGray6", "systemGray5", "systemFill",
            "secondarySystemFill", "tertiarySystemFill":
            return .adaptive(light: RGBA(242, 242, 247), dark: RGBA(28, 28, 30))
        case "tertiarySystemBackground", "secondarySystemGroupedBackground", "systemGray4":
            return .adaptive(light: RGBA(255, 255, 255), dark: RGBA(44, 44, 46))
        case "separator", "opaqueSeparator": return .adaptive(light: RGBA(198, 198, 200), dark: RGBA(56, 56, 58))
        case "tertiary": return .opacity(.system(.primary), 0.3)
        case "quaternary": return .opacity(.system(.primary), 0.18)
        case "accent", "tint", "link", "systemBlue": return .system(.accentColor)
        // Where only a colour can be drawn (text, a symbol), a material is its tint.
        case "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar":
            if case .material(_, let tint)? = Materials.paint(named: name) { return tint }
            return nil
        default:
            if name.hasPrefix("system"), let color = SystemColor(rawValue: name.dropFirst(6).lowercased()) {
                return .system(color)
            }
            return SystemColor(rawValue: name).map(ColorValue.system)
        }
    }

    static func paint(_ value: Value, evaluator: Evaluator) -> Paint? {
        switch value {
        case .native(.paint(let paint)): return paint
        case .implicitCall(let name, let arguments):
            // `.linearGradient(colors:startPoint:endPoint:)` passed where a style is expected.
            guard let construct = Vocabulary.staticFunctions["." + name],
                case .native(.paint(let paint))? = try? evaluator.apply(
                    construct, receiver: .void, arguments: arguments, at: evaluator.preview.node)
            else { return nil }
            return paint
        case .symbol("foreground"), .symbol("primary"): return .foreground
        case .symbol(let name) where name.hasSuffix("Material") || name == "bar":
            return Materials.paint(named: name) ?? color(value, evaluator: evaluator).map(Paint.color)
        // `BackgroundStyle`: the nearest `.backgroundStyle(_:)` above where it is drawn; `Color(.systemBackground)`
        // stays the colour.
        case .symbol("background"): return .background
        default: return color(value, evaluator: evaluator).map(Paint.color)
        }
    }

    static func alignment(_ value: Value) -> Alignment? {
        switch value {
        case .native(.alignment(let alignment)): return alignment
        case .native(.horizontalAlignment(let horizontal)): return Alignment(horizontal: horizontal, vertical: .center)
        case .native(.verticalAlignment(let vertical)): return Alignment(horizontal: .center, vertical: vertical)
        case .symbol(let name):
            switch name {
            case "center": return .center
            case "leading", "leadingFirstTextBaseline", "listRowSeparatorLeading": return .leading
            case "trailing", "trailingFirstTextBaseline": return .trailing
            case "top": return .top
            case "bottom": return .bottom
            case "topLeading": return .topLeading
            case "topTrailing": return .topTrailing
            case "bottomLeading": return .bottomLeading
            case "bottomTrailing": return .bottomTrailing
            case "centerFirstTextBaseline", "centerLastTextBaseline": return .center
            default: return nil
            }
        default: return nil
        }
    }

    static func horizontalAlignment(_ value: Value) -> HorizontalAlignment? {
        switch value {
        case .native(.horizontalAlignment(let alignment)): return alignment
        case .symbol(let name):
            return HorizontalAlignment(rawValue: name) ?? (name == "listRowSeparatorLeading" ? .leading : nil)
        default: return nil
        }
    }

    static func verticalAlignment(_ value: Value) -> VerticalAlignment? {
        switch value {
        case .native(.verticalAlignment(let alignment)): return alignment
        case .symbol(let name):
            if name.contains("Baseline") { return name.hasPrefix("last") ? .bottom : .center }
            return VerticalAlignment(rawValue: name)
        default: return nil
        }
    }

    static func edges(_ value: Value) -> EdgeSet? {
        switch value {
        case .native(.edges(let edges)): return edges
        case .symbol(let name):
            switch name {
            case "all": return .all
            case "horizontal": return .horizontal
            case "vertical": return .vertical
            case "top": return .top
            case "bottom": return .bottom
            case "leading": return .leading
            case "trailing": return .trailing
            default: return nil
            }
        case .array(let values):
            var result: EdgeSet = []
            for element in values {
                guard let edge = edges(element) else { return nil }
                result.formUnion(edge)
            }
            return result
        default: return nil
        }
    }

    static func axes(_ value: Value) -> AxisSet? {
        switch value {
        case .native(.axes(let axes)): return axes
        case .symbol("horizontal"): return .horizontal
        case .symbol("vertical"): return .vertical
        case .array(let values):
            var result: AxisSet = []
            for element in values { result.formUnion(axes(element) ?? []) }
            return result
        default: return nil
        }
    }

    static func unitPoint(_ value: Value) -> UnitPoint? {
        switch value {
        case .native(.unitPoint(let point)): return point
        case .symbol(let name):
            switch name {
            case "center": return .center
            case "top": return .top
            case "bottom": return .bottom
            case "leading": return .leading
            case "trailing": return .trailing
            case "topLeading": return .topLeading
            case "topTrailing": return .topTrailing
            case "bottomLeading": return .bottomLeading
            case "bottomTrailing": return .bottomTrailing
            case "zero": return UnitPoint(x: 0, y: 0)
            default: return nil
            }
        default: return nil
        }
    }

    static func angle(_ value: Value) -> Double? {
        switch value {
        case .native(.angle(let radians)): return radians
        case .implicitCall(let name, let arguments):
            guard let amount = arguments.first.flatMap({ number($0.value) }) else { return nil }
            return name == "degrees" ? amount * .pi / 180 : name == "radians" ? amount : nil
        case .symbol("zero"): return 0
        default: return number(value).map { $0 * .pi / 180 }
        }
    }

    static func font(_ value: Value, evaluator: Evaluator, at node: some SyntaxProtocol) throws -> FontSpec? {
        switch value {
        case .font(let font): return font
        case .symbol(let name): return FontVocabulary.font(named: name)
        case .implicitCall(let name, let arguments):
            if case .font(let font) = try evaluator.callStatic(name, of: "Font", arguments: arguments, at: node) {
                return font
            }
            return nil
        default: return nil
        }
    }

    static func fontWeight(_ value: Value) -> FontWeight? {
        switch value {
        case .native(.fontWeight(let weight)): return weight
        case .symbol(let name): return FontWeight(name: name)
        default: return nil
        }
    }

    static func textAlignment(_ value: Value) -> TextAlignment? {
        switch value {
        case .native(.textAlignment(let alignment)): return alignment
        case .symbol(let name): return TextAlignment(rawValue: name)
        default: return nil
        }
    }

    static func contentMode(_ value: Value) -> ContentMode? {
        switch value {
        case .native(.contentMode(let mode)): return mode
        case .symbol(let name): return ContentMode(rawValue: name)
        default: return nil
        }
    }

    /// A shape argument (`.clipShape(Circle())`, `.rect(cornerRadius: 8)`, `RoundedRectangle(…)`).
    static func shape(_ value: Value, evaluator: Evaluator, at node: some SyntaxProtocol) throws -> ShapePath? {
        switch value {
        case .view(let view):
            var current = view
            while true {
                switch current {
                case .shape(let shape, _): return shape
                case .environment(_, let inner), .effect(_, let inner), .frame(_, let inner), .padding(_, let inner):
                    current = inner
                default: return nil
                }
            }
        case .native(.shape(let shape)): return shape
        case .symbol("circle"): return .circle
        case .symbol("capsule"): return .capsule
        case .symbol("rect"), .symbol("rectangle"): return .rectangle
        case .symbol("ellipse"): return .ellipse
        case .implicitCall(let name, let arguments):
            if name == "rect", let uneven = try Vocabulary.unevenRoundedRectangle(arguments, at: node) { return uneven }
            if name == "rect" || name == "rounded" || name == "roundedRectangle" {
                let radius = arguments.first { $0.label == "cornerRadius" }.flatMap { number($0.value) } ?? 0
                return .roundedRectangle(cornerRadius: radius)
            }
            return nil
        case .instance:
            if case .shape(let shape, _)? = try evaluator.view(from: value, at: node) { return shape }
            return nil
        default: return nil
        }
    }
}

extension [Argument] {
    /// The value passed with `label` (`nil` for the unlabelled argument), if there is one.
    func value(_ label: String?) -> Value? { first { $0.label == label }?.value }

    /// The number passed with `label`, if there is one and it is a number.
    func number(_ label: String) -> Double? { value(label).flatMap(Convert.number) }

    /// The Boolean passed with `label`, if there is one and it is a Boolean.
    func bool(_ label: String) -> Bool? {
        if case .bool(let flag)? = value(label) { return flag }
        return nil
    }
}
