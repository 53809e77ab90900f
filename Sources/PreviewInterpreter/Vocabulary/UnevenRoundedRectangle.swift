import PreviewViews
import SwiftSyntax

/// `UnevenRoundedRectangle`, `RectangleCornerRadii` and `.rect(topLeadingRadius:…)`: a rectangle with a radius of
/// its own at each corner.
///
/// A radius is in points whatever the size the shape is laid out at, so the outline is made at that size, as a
/// project's own shape is (`CustomShape`): layout asks for it, and mirrors it with the rest of the view under a
/// right-to-left layout, which puts the leading corners on the right as SwiftUI does.
final class UnevenRoundedRectangleShape: CustomShapeAlgorithm, Sendable {
    let radii: Radii

    /// The four radii, named as SwiftUI's `RectangleCornerRadii` names them.
    struct Radii: Equatable, Sendable {
        var topLeading: Double
        var bottomLeading: Double
        var bottomTrailing: Double
        var topTrailing: Double
    }

    init(_ radii: Radii) {
        self.radii = radii
    }

    var name: String {
        "UnevenRoundedRectangle(\(radii.topLeading.compact), \(radii.bottomLeading.compact), "
            + "\(radii.bottomTrailing.compact), \(radii.topTrailing.compact))"
    }

    /// Leading is left here: a right-to-left layout mirrors the drawn outline.
    func outline(in size: Size) -> ShapePath {
        let corners = RoundedRectPath.Radii(
            topLeft: radii.topLeading, topRight: radii.topTrailing, bottomRight: radii.bottomTrailing,
            bottomLeft: radii.bottomLeading)
        return .path(
            RoundedRectPath.elements(Rect(x: 0, y: 0, width: size.width, height: size.height), radii: corners),
            reference: size)
    }

    /// Each radius tightens by the inset, as SwiftUI's `InsettableShape` conformance does.
    func inset(by amount: Double) -> (any CustomShapeAlgorithm)? {
        func tightened(_ radius: Double) -> Double { max(0, radius - amount) }
        return UnevenRoundedRectangleShape(
            Radii(
                topLeading: tightened(radii.topLeading), bottomLeading: tightened(radii.bottomLeading),
                bottomTrailing: tightened(radii.bottomTrailing), topTrailing: tightened(radii.topTrailing)))
    }
}

extension Vocabulary {
    static let cornerRadiiLabels = ["topLeading", "bottomLeading", "bottomTrailing", "topTrailing"]

    /// The shape for a call that names its radii one by one (`topLeadingRadius:` …) or passes
    /// `cornerRadii: RectangleCornerRadii(…)`.
    static func unevenRoundedRectangle(_ call: Call) throws -> ShapePath {
        var radii = [0.0, 0, 0, 0]
        if call.has("cornerRadii") {
            guard case .tuple(let values, let labels) = call["cornerRadii"], labels == cornerRadiiLabels else {
                throw EvaluationError(
                    "'\(call.node("cornerRadii").trimmedDescription)' is not a RectangleCornerRadii",
                    at: call.node("cornerRadii"))
            }
            radii = values.map { Convert.number($0) ?? 0 }
        } else {
            for (index, label) in cornerRadiiLabels.enumerated() {
                radii[index] = try call.length(label + "Radius", .radius) ?? 0
            }
        }
        return unevenRoundedRectangle(radii)
    }

    /// The shape for `.rect(topLeadingRadius:…)` or `.rect(cornerRadii:)` given where a shape is expected
    /// (`.clipShape(.rect(cornerRadii: …))`); nil when the arguments name no corner.
    static func unevenRoundedRectangle(_ arguments: [Argument], at node: some SyntaxProtocol) throws -> ShapePath? {
        if let value = arguments.value("cornerRadii") {
            guard case .tuple(let values, let labels) = value, labels == cornerRadiiLabels else {
                throw EvaluationError("'cornerRadii' is not a RectangleCornerRadii", at: node)
            }
            return unevenRoundedRectangle(values.map { Convert.number($0) ?? 0 })
        }
        guard
            arguments.contains(where: {
                $0.label.map { cornerRadiiLabels.contains($0.replacing("Radius", with: "")) } ?? false
            })
        else { return nil }
        return unevenRoundedRectangle(cornerRadiiLabels.map { max(0, arguments.number($0 + "Radius") ?? 0) })
    }

    /// Top leading, bottom leading, bottom trailing, top trailing.
    private static func unevenRoundedRectangle(_ radii: [Double]) -> ShapePath {
        let shape = UnevenRoundedRectangleShape(
            .init(topLeading: radii[0], bottomLeading: radii[1], bottomTrailing: radii[2], topTrailing: radii[3]))
        return .custom(CustomShape(shape))
    }
}
