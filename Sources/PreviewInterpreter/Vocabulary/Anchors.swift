import PreviewViews
import SwiftSyntax

/// `Anchor<CGRect>` and `Anchor<CGPoint>`: a view's bounds, or a point of them, that a `GeometryProxy` turns into
/// its own coordinates (`proxy[anchor]`). An anchor holds its view's bounds in the canvas, where an earlier layout
/// placed the view (`Evaluator.nextAnchorSource`), and the unit point it names, if any; resolving it subtracts the
/// reader's origin.
enum Anchors {
    private static let boundsLabel = "anchor bounds"
    private static let unitPointLabel = "anchor unit point"

    /// The anchor `source` (`.bounds`, `.center`, `.topLeading`, `.unitPoint(…)`) names on a view placed at
    /// `bounds`; nil for a source previewd does not know.
    static func anchor(_ source: Value, bounds: Rect) -> Value? {
        var unitPoint = Convert.unitPoint(source)
        if case .implicitCall("unitPoint", let arguments) = source, let point = arguments.first {
            unitPoint = Convert.unitPoint(point.value)
        }
        if case .symbol("bounds") = source {
            return .tuple([.native(.rect(bounds)), .null], labels: [boundsLabel, unitPointLabel])
        }
        guard let unitPoint else { return nil }
        return .tuple([.native(.rect(bounds)), .native(.unitPoint(unitPoint))], labels: [boundsLabel, unitPointLabel])
    }

    /// `anchor` in the space of a reader whose origin in the canvas is `origin`: a `CGRect` or a `CGPoint`.
    static func resolve(_ anchor: Value, from origin: Point, at node: some SyntaxProtocol) throws -> Value {
        guard case .tuple(let values, let labels) = anchor, labels == [boundsLabel, unitPointLabel],
            case .native(.rect(let bounds)) = values[0]
        else { throw EvaluationError("a GeometryProxy's subscript takes an anchor", at: node) }
        let minX = bounds.origin.x - origin.x, minY = bounds.origin.y - origin.y
        guard case .native(.unitPoint(let unit)) = values[1] else {
            return .native(.rect(Rect(x: minX, y: minY, width: bounds.size.width, height: bounds.size.height)))
        }
        return .native(
            .point(Point(x: minX + unit.x * bounds.size.width, y: minY + unit.y * bounds.size.height)))
    }
}
