/// A project's own `Shape`: SwiftUI calls its `path(in:)` with the rectangle layout gives it, so a corner radius
/// or an inset in points stays in points whatever the size. Layout asks the shape for its outline at the size it
/// lays the view out at (`ShapePath.resolved(in:)`); the interpreter supplies how.
package protocol CustomShapeAlgorithm: AnyObject, Sendable {
    /// The shape's type, for tree dumps.
    var name: String { get }

    /// The outline in a rectangle of `size` at the origin; a path's elements are in that rectangle's points. When
    /// the project's code fails it has reported why, and the outline is empty.
    func outline(in size: Size) -> ShapePath

    /// The shape SwiftUI's `InsettableShape.inset(by:)` gives, to be drawn in the rectangle `amount` smaller on
    /// every side (radii in points tighten by the amount); nil for a shape that is not insettable, which is drawn
    /// in the smaller rectangle as it is.
    func inset(by amount: Double) -> (any CustomShapeAlgorithm)?
}

extension CustomShapeAlgorithm {
    package func inset(by amount: Double) -> (any CustomShapeAlgorithm)? { nil }
}

/// The algorithm held by a shape path. Two are equal only when they are the same algorithm: each evaluation makes
/// its own, and nothing compares the project's shape code.
package struct CustomShape: Hashable, Sendable {
    package let algorithm: any CustomShapeAlgorithm

    package init(_ algorithm: any CustomShapeAlgorithm) {
        self.algorithm = algorithm
    }

    package static func == (lhs: CustomShape, rhs: CustomShape) -> Bool { lhs.algorithm === rhs.algorithm }

    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(algorithm)) }
}

extension ShapePath {
    /// The outline to draw in a rectangle of `size`: a custom shape's `path(in:)` at that size (a custom shape
    /// never reaches the renderer); any other shape as it is.
    package func resolved(in size: Size) -> ShapePath {
        guard case .custom(let shape) = self else { return self }
        let outline = shape.algorithm.outline(in: size)
        if case .custom = outline { return .path([], reference: size) }
        return outline
    }
}

extension ShapePath {
    /// The shape SwiftUI's `InsettableShape.inset(by:)` gives, to be drawn in the rectangle `amount` smaller on every
    /// side: rounded corners tighten by the inset; circles, capsules, ellipses and rectangles are just inscribed in
    /// the smaller rectangle.
    package func inset(by amount: Double) -> ShapePath {
        switch self {
        case .roundedRectangle(let radius): return .roundedRectangle(cornerRadius: max(0, radius - amount))
        case .custom(let shape): return shape.algorithm.inset(by: amount).map { .custom(CustomShape($0)) } ?? self
        default: return self
        }
    }
}
