import PreviewViews

/// A `Path` used as a view. `Path` is a `Shape` whose `path(in:)` is the path itself, so it is drawn at its own
/// points in the view's coordinates whatever size layout gives the view, never stretched to fill it: a badge drawn
/// from `geometry.size` keeps the proportions its code gave it.
final class PathOutline: CustomShapeAlgorithm {
    let elements: [PathElement]

    init(_ elements: [PathElement]) {
        self.elements = elements
    }

    var name: String { "Path(\(elements.count) elements)" }

    func outline(in size: Size) -> ShapePath {
        .path(elements, reference: size)
    }

    /// The path as a shape view, filled with the foreground style as every shape is until a modifier says otherwise.
    static func view(_ elements: [PathElement]) -> ViewNode {
        .shape(.custom(CustomShape(PathOutline(elements))), .fill(.foreground))
    }
}
