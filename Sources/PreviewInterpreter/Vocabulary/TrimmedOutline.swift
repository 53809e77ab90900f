import PreviewViews

/// `.trim(from:to:)` of a `Path`, a project's own `Shape` or a `Rectangle`: the part of the outline between two
/// fractions of its length (`PathTrimming`), from where the outline starts: the path's first point, or a rectangle's
/// top leading corner, clockwise. Made at the size layout gives the shape, since how far a fraction reaches depends
/// on the proportions the outline is drawn at.
final class TrimmedOutline: CustomShapeAlgorithm, Sendable {
    let base: ShapePath
    let from: Double
    let to: Double

    init(_ base: ShapePath, from: Double, to: Double) {
        self.base = base
        self.from = from
        self.to = to
    }

    /// Whether previewd knows where SwiftUI starts `shape`'s outline: a path and a project's shape say it
    /// themselves, and a rectangle is Core Graphics' rectangle. The rounded shapes' start is not documented.
    static func canTrim(_ shape: ShapePath) -> Bool {
        switch shape {
        case .path, .rectangle: return true
        case .custom(let custom): return custom.algorithm is InterpretedShape || custom.algorithm is PathOutline
        case .roundedRectangle, .capsule, .circle, .ellipse: return false
        }
    }

    var name: String { "\(base)(trim \(from.compact)…\(to.compact))" }

    func outline(in size: Size) -> ShapePath {
        let polylines: [[Point]]
        switch base.resolved(in: size) {
        case .path(let elements, let reference):
            // The elements are in `reference`, which drawing stretches onto the laid-out rectangle: measure lengths
            // there.
            let scaleX = reference.width > 0 ? size.width / reference.width : 1
            let scaleY = reference.height > 0 ? size.height / reference.height : 1
            polylines = PathTrimming.polylines(elements).map { line in
                line.map { Point(x: $0.x * scaleX, y: $0.y * scaleY) }
            }
        case let shape:
            polylines = PathTrimming.polylines(shape.elements(in: Rect(origin: .zero, size: size)) ?? [])
        }
        return .path(PathTrimming.trimmed(polylines, from: from, to: to), reference: size)
    }
}
