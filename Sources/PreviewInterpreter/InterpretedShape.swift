import PreviewModel
import PreviewViews
import SwiftSyntax
import Synchronization

/// A project's `Shape` as layout runs it: `path(in:)` evaluated with the rectangle the shape is laid out in, after
/// the evaluation that made the view has ended (through the evaluation's `LayoutRunner`, one call at a time). A
/// radius or an inset in points stays in points at any size, as in SwiftUI. Outlines are kept per size: one shape
/// is drawn at the same few sizes in every frame of a preview.
final class InterpretedShape: CustomShapeAlgorithm, @unchecked Sendable {
    let name: String
    private let instance: Instance
    private let function: FunctionDeclSyntax
    private let runner: LayoutRunner
    /// The view that made the shape, for diagnostics.
    private let node: Syntax
    private let outlines = Mutex<[Size: ShapePath]>([:])
    /// Sizes kept; a shape animating through sizes is not something a still frame does.
    private static let keptSizes = 32

    init(_ instance: Instance, function: FunctionDeclSyntax, runner: LayoutRunner, at node: Syntax) {
        self.name = instance.type.name
        self.instance = instance
        self.function = function
        self.runner = runner
        self.node = node
    }

    func outline(in size: Size) -> ShapePath {
        if let known = outlines.withLock({ $0[size] }) { return known }
        let empty = ShapePath.path([], reference: size)
        let outline = (try? runner.run { evaluator in self.evaluate(in: size, evaluator) }) ?? empty
        outlines.withLock { if $0.count < Self.keptSizes { $0[size] = outline } }
        return outline
    }

    /// The outline, or an empty one when the code failed: what failed is reported to the evaluation's layout
    /// diagnostics, so the frame is not clean.
    private func evaluate(in size: Size, _ evaluator: Evaluator) -> ShapePath {
        let empty = ShapePath.path([], reference: size)
        do {
            let outline = try evaluator.outline(of: instance, function: function, in: size, at: node)
            if case .custom = outline { return empty }
            return outline
        } catch let error as EvaluationError {
            evaluator.report(error.message, at: error.node)
        } catch let error as any EvaluationStop {
            evaluator.report(error.message, at: error.node, error.severity)
        } catch let error as ThrownValue {
            evaluator.report(
                "'path(in:)' threw an error that nothing caught: \(evaluator.describeThrown(error.value))",
                at: error.node)
        } catch {
            evaluator.report(
                "internal error in previewd while drawing '\(name)': \(error); please report it", at: node, .error)
        }
        return empty
    }
}
