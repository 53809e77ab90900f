import PreviewViews

/// `RoundedRectangle(cornerRadius: 12).inset(by: 1)` and the other built-in `InsettableShape`s: the shape in its
/// rectangle made `amount` points smaller on every side (larger for a negative amount), with rounded corners
/// tightened by as much, as SwiftUI draws it. The amount is in points whatever size the shape is laid out at, so the
/// outline is made at that size, as a project's own shape is (`CustomShape`).
final class InsetShape: CustomShapeAlgorithm, Sendable {
    let base: ShapePath
    let amount: Double

    init(_ base: ShapePath, by amount: Double) {
        self.base = base
        self.amount = amount.isFinite ? amount : 0
    }

    var name: String { "\(base).inset(by: \(amount.compact))" }

    /// Nothing when the inset leaves no room, as SwiftUI draws nothing for an empty rectangle.
    func outline(in size: Size) -> ShapePath {
        let inner = Rect(x: amount, y: amount, width: size.width - 2 * amount, height: size.height - 2 * amount)
        guard inner.width > 0, inner.height > 0, let elements = base.inset(by: amount).elements(in: inner) else {
            return .path([], reference: size)
        }
        return .path(elements, reference: size)
    }

    /// An inset of an inset shape: the base shape tightened by both, in the rectangle inset by both.
    func inset(by more: Double) -> (any CustomShapeAlgorithm)? {
        InsetShape(base.inset(by: more), by: amount)
    }
}

extension ShapePath {
    /// The outline drawn in `rect` as path elements in the same coordinates as `rect` (what `path(in:)` gives); nil
    /// for a path made for a rectangle of another size.
    func elements(in rect: Rect) -> [PathElement]? {
        switch self {
        case .rectangle: return [.rect(rect)]
        case .ellipse: return [.ellipse(rect)]
        case .circle:
            let side = min(rect.width, rect.height)
            return [
                .ellipse(
                    Rect(
                        x: rect.minX + (rect.width - side) / 2, y: rect.minY + (rect.height - side) / 2, width: side,
                        height: side))
            ]
        case .roundedRectangle(let radius):
            return RoundedRectPath.elements(rect, radii: .init(all: min(radius, min(rect.width, rect.height) / 2)))
        case .capsule:
            return RoundedRectPath.elements(rect, radii: .init(all: min(rect.width, rect.height) / 2))
        case .path(let elements, let reference) where reference == rect.size:
            return elements.map { $0.offsetBy(dx: rect.minX, dy: rect.minY) }
        case .path: return nil
        case .custom:
            let outline = resolved(in: rect.size)
            if case .custom = outline { return nil }
            return outline.elements(in: rect)
        }
    }
}

extension Vocabulary {
    /// `.inset(by:)` of a shape: the shape keeps its fill or stroke.
    static let insetShapeModifiers: [Construct] = [
        Construct("inset", "(by amount: CGFloat)") { call in
            let amount = try call.length("amount", .signed) ?? 0
            func inset(_ node: ViewNode) -> ViewNode? {
                switch node {
                case .shape(let shape, let style):
                    return .shape(.custom(CustomShape(InsetShape(shape, by: amount))), style)
                case .environment(let change, let inner): return inset(inner).map { .environment(change, $0) }
                default: return nil
                }
            }
            if case .view(let view) = call.receiver, let inset = inset(view) { return .view(inset) }
            if let shape = try Convert.shape(call.receiver, evaluator: call.evaluator, at: call.node) {
                return .view(.shape(.custom(CustomShape(InsetShape(shape, by: amount))), .fill(.foreground)))
            }
            throw EvaluationError("'.inset(by:)' is a method of shapes", at: call.node)
        }
    ]
}
