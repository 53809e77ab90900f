import PreviewViews
import SwiftSyntax

/// Colours, fonts, edges, alignments and numbers as SwiftUI spells them, converted from interpreter values.
enum BuiltinValues {
    static func font(named name: String) -> FontSpec? {
        TextStyle(rawValue: name).map { FontSpec(size: .style($0)) }
    }

    static func color(named name: String) -> ColorValue? {
        if name == "systemBackground" { return .system(.background) }
        return SystemColor(rawValue: name).map(ColorValue.system)
    }

    /// `Color.red`, `Font.title`, `Edge.Set.horizontal`: static members of built-in types.
    static func staticMember(_ type: String, _ name: String, at node: some SyntaxProtocol) throws -> Value {
        switch type {
        case "Color":
            guard let color = color(named: name) else { throw EvaluationError("'Color.\(name)' is not supported", at: node) }
            return .color(color)
        case "Font":
            guard let font = font(named: name) else { throw EvaluationError("'Font.\(name)' is not supported", at: node) }
            return .font(font)
        default:
            return .symbol(name)
        }
    }

    /// `Font.system(size:weight:)` and friends: static functions of built-in types.
    static func staticCall(_ type: String, _ name: String, arguments: [Argument], at node: FunctionCallExprSyntax) throws -> Value {
        if type == "Font" || type == "Color" {
            if let value = try implicitCall(name, arguments: arguments, at: node) { return value }
        }
        throw EvaluationError("'\(type).\(name)(…)' is not supported", at: node)
    }

    /// An implicit member call such as `.system(size: 20)` or `.custom("Name", size: 14)`.
    static func implicitCall(_ name: String, arguments: [Argument], at node: some SyntaxProtocol) throws -> Value? {
        switch name {
        case "system":
            if let size = arguments.first(where: { $0.label == "size" }).flatMap({ number($0.value) }) {
                let weight = try arguments.first { $0.label == "weight" }.map { try fontWeight($0.value, at: $0.node) }
                return .font(FontSpec(size: .fixed(size), weight: weight))
            }
            if let style = arguments.first, case .symbol(let styleName) = style.value, let font = font(named: styleName) {
                var spec = font
                spec.weight = try arguments.first { $0.label == "weight" }.map { try fontWeight($0.value, at: $0.node) }
                return .font(spec)
            }
            return nil
        case "custom":
            // Custom font files are not loaded yet: the size is kept, the face falls back to the system font.
            guard let size = arguments.first(where: { $0.label == "size" }).flatMap({ number($0.value) }) else { return nil }
            return .font(FontSpec(size: .fixed(size)))
        default:
            return nil
        }
    }

    /// `.bold()`, `.weight(.semibold)`, `.italic()` on a font.
    static func fontMethod(_ font: FontSpec, _ name: String, arguments: [Argument], at node: some SyntaxProtocol) throws -> FontSpec {
        var result = font
        switch name {
        case "bold": result.weight = .bold
        case "italic": result.italic = true
        case "weight":
            guard let argument = arguments.first else { throw EvaluationError("'.weight' needs a weight", at: node) }
            result.weight = try fontWeight(argument.value, at: argument.node)
        default:
            throw EvaluationError("font method '.\(name)' is not supported", at: node)
        }
        return result
    }

    static func fontWeight(_ value: Value, at node: some SyntaxProtocol) throws -> FontWeight {
        guard case .symbol(let name) = value, let weight = FontWeight(name: name) else {
            throw EvaluationError("'\(node.trimmedDescription)' is not a font weight", at: node)
        }
        return weight
    }

    static func number(_ value: Value) -> Double? {
        switch value {
        case .int(let int): return Double(int)
        case .double(let double): return double
        case .symbol("infinity"): return .infinity
        default: return nil
        }
    }

    /// A colour from `Color.red`, `.red`, `Color(red:green:blue:)`; `nil` if the value is no colour.
    static func color(_ value: Value) -> ColorValue? {
        switch value {
        case .color(let color): return color
        case .symbol(let name): return color(named: name)
        case .view(.color(let color)): return color
        default: return nil
        }
    }

    /// A font from `.title`, `Font.title`, `.system(size:)`, `.title.bold()`.
    static func font(_ value: Value, at node: some SyntaxProtocol) throws -> FontSpec? {
        switch value {
        case .font(let font): return font
        case .symbol(let name): return font(named: name)
        case .implicitCall(let name, let arguments):
            if case .font(let font)? = try implicitCall(name, arguments: arguments, at: node) { return font }
            return nil
        default: return nil
        }
    }

    static func alignment(_ value: Value) -> Alignment? {
        guard case .symbol(let name) = value else { return nil }
        switch name {
        case "center": return .center
        case "leading": return .leading
        case "trailing": return .trailing
        case "top": return .top
        case "bottom": return .bottom
        case "topLeading": return .topLeading
        case "topTrailing": return .topTrailing
        case "bottomLeading": return .bottomLeading
        case "bottomTrailing": return .bottomTrailing
        default: return nil
        }
    }

    /// Which edges `Edge.Set` names: `.all`, `.horizontal`, `.top`, `[.top, .leading]`.
    static func edges(_ value: Value) -> (top: Bool, leading: Bool, bottom: Bool, trailing: Bool)? {
        switch value {
        case .symbol(let name):
            switch name {
            case "all": return (true, true, true, true)
            case "horizontal": return (false, true, false, true)
            case "vertical": return (true, false, true, false)
            case "top": return (true, false, false, false)
            case "bottom": return (false, false, true, false)
            case "leading": return (false, true, false, false)
            case "trailing": return (false, false, false, true)
            default: return nil
            }
        case .array(let values):
            var result = (top: false, leading: false, bottom: false, trailing: false)
            for element in values {
                guard let edge = edges(element) else { return nil }
                result = (result.top || edge.top, result.leading || edge.leading,
                          result.bottom || edge.bottom, result.trailing || edge.trailing)
            }
            return result
        default:
            return nil
        }
    }
}
