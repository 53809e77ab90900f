import PreviewViews
import SwiftSyntax

/// A built-in view that a project's `extension View` method gets as `self` (or a `ViewModifier`'s `body(content:)`
/// as `content`), with how to evaluate it again. SwiftUI hands the method the view unevaluated: modifiers the method
/// applies to it (`self.buttonStyle(.borderedProminent).tint(.red)`, `content.disabled(true)`) set the environment
/// its controls are built in. previewd evaluates the receiver before the call, so where the method reads it inside
/// an environment modifier it is evaluated again there.
final class ReceiverOrigin {
    /// The environment frame the receiver was evaluated in (`Evaluator.environmentFrame`).
    let frame: Int
    let evaluate: () throws -> Value

    init(frame: Int, evaluate: @escaping () throws -> Value) {
        self.frame = frame
        self.evaluate = evaluate
    }
}

extension Evaluator {
    /// The origin of `receiver`, evaluated from `expression` in `scope`, for a call of `name` on it: only a built-in
    /// view passed to a project's (or the prelude's) view method or to `.modifier(…)` needs one.
    func receiverOrigin(
        of receiver: Value, calling name: String, from expression: ExprSyntax, scope: Scope
    ) -> ReceiverOrigin? {
        guard case .view = receiver, name == "modifier" || viewExtensionMethods(name) != nil else { return nil }
        return ReceiverOrigin(frame: environmentFrame) {
            let value = try self.evaluate(expression, scope: scope)
            return try self.view(from: value, at: expression).map(Value.view) ?? value
        }
    }

    /// `value`, read as `self` or the variable `name` of `scope`: evaluated again when it is a receiver evaluated in
    /// another environment than the one evaluation is in now.
    func reread(_ value: Value, as name: String, in scope: Scope) throws -> Value {
        guard let origin = scope.origin(of: name), origin.frame != environmentFrame else { return value }
        return try origin.evaluate()
    }

    /// The origin `.modifier(…)` hands its `body(content:)` for the content, taken once.
    func takeModifierContentOrigin() -> ReceiverOrigin? {
        defer { modifierContentOrigin = nil }
        return modifierContentOrigin
    }
}
