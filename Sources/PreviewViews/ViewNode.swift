/// A shape SwiftUI can fill: `Rectangle()`, `RoundedRectangle(cornerRadius:)`, `Circle()`, `Capsule()`, `Ellipse()`.
package enum ShapeKind: Equatable, Hashable, Sendable, CustomStringConvertible {
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    case circle
    case capsule
    case ellipse

    package var description: String {
        switch self {
        case .rectangle: return "Rectangle"
        case .roundedRectangle(let radius): return "RoundedRectangle(\(radius.compact))"
        case .circle: return "Circle"
        case .capsule: return "Capsule"
        case .ellipse: return "Ellipse"
        }
    }
}

/// An environment value a modifier sets for everything below it.
package enum EnvironmentChange: Equatable, Hashable, Sendable, CustomStringConvertible {
    case font(FontSpec)
    case foreground(ColorValue)
    case colorScheme(ColorScheme)
    case dynamicTypeSize(DynamicTypeSize)

    package var description: String {
        switch self {
        case .font(let font): return "font \(font)"
        case .foreground(let color): return "foreground \(color)"
        case .colorScheme(let scheme): return "colorScheme \(scheme.rawValue)"
        case .dynamicTypeSize(let size): return "dynamicTypeSize \(size.rawValue)"
        }
    }
}

/// The evaluated view tree: SwiftUI's vocabulary as plain values, with no knowledge of how it is laid out or drawn.
///
/// Modifiers are nodes that wrap their content, as in SwiftUI (`Text("a").padding()` is a padding node around a
/// text node), so the order of modifiers is the nesting order.
package indirect enum ViewNode: Equatable, Hashable, Sendable {
    case text(String)
    /// `VStack` (vertical) or `HStack` (horizontal). `alignment` is across the axis; `spacing` nil means the
    /// system spacing.
    case stack(axis: Axis, alignment: Alignment, spacing: Double?, children: [ViewNode])
    case zstack(alignment: Alignment, children: [ViewNode])
    /// `Spacer(minLength:)`; nil means the system spacing.
    case spacer(minLength: Double?)
    /// A colour used as a view: fills what it is offered.
    case color(ColorValue)
    /// A shape filled with `fill`, or with the foreground style when nil.
    case shape(ShapeKind, fill: ColorValue?)
    /// A stand-in for code the interpreter could not evaluate; `label` says what, briefly.
    case placeholder(label: String)
    /// `EmptyView()` and the result of an `if` without `else` that was false.
    case empty
    /// `Group { … }` and the children of a view builder: laid out as siblings by the enclosing container.
    case group([ViewNode])

    case padding(EdgeInsets, ViewNode)
    /// `.frame(width:height:alignment:)`; nil dimensions are taken from the content.
    case frame(width: Double?, height: Double?, alignment: Alignment, ViewNode)
    /// `.background(…)`: `background` is sized to `content` and drawn behind it.
    case background(ViewNode, content: ViewNode)
    /// `.overlay(…)`: `overlay` is sized to `content` and drawn in front of it.
    case overlay(ViewNode, content: ViewNode)
    case environment(EnvironmentChange, ViewNode)
}

extension ViewNode {
    /// The children a container lays out, with groups flattened as SwiftUI does and empty views dropped.
    package static func flatten(_ children: [ViewNode]) -> [ViewNode] {
        children.flatMap { child -> [ViewNode] in
            switch child {
            case .group(let nested): return flatten(nested)
            case .empty: return []
            default: return [child]
            }
        }
    }
}
