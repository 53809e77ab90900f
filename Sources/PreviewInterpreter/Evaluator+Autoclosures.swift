import PreviewLanguage
import PreviewModel
import SwiftSyntax

/// `@autoclosure` parameters: the argument written for one is not evaluated before the call but wrapped in a
/// function the callee evaluates each time it calls it (`condition()`), as Swift does, so a project's own
/// short-circuiting helpers (`doIf(x > 3) { … }`, `assert(_:)`-style logging) see the side effects Swift would.
extension Evaluator {
    /// Where a call's arguments may be written for `@autoclosure` parameters: the project declares a function,
    /// method or initialiser by the called name with such a parameter under the argument's label, as the same
    /// ordinal among the parameters with that label (`both(_ first: Bool, _ second: @autoclosure () -> Bool)`).
    /// Those arguments are deferred; a callee whose parameter turns out not to be an autoclosure forces them.
    func deferredArguments(of call: FunctionCallExprSyntax) -> Set<AutoclosurePosition> {
        let positions = semantics.autoclosurePositions
        guard !positions.isEmpty, let name = Self.calledName(call) else { return [] }
        return positions[name] ?? []
    }

    /// The position of each argument of `call` as `deferredArguments` names them.
    static func autoclosurePositions(of call: FunctionCallExprSyntax) -> [AutoclosurePosition] {
        var seen: [String: Int] = [:]
        return call.arguments.map { argument in
            let label = argument.label?.bareName ?? "_"
            defer { seen[label, default: 0] += 1 }
            return AutoclosurePosition(label: label, ordinal: seen[label, default: 0])
        }
    }

    /// The function the callee evaluates for an argument of an `@autoclosure` parameter.
    func autoclosure(_ expression: ExprSyntax, scope: Scope) -> Value {
        .function(.builtin(Self.autoclosureName) { evaluator, _ in try evaluator.evaluate(expression, scope: scope) })
    }

    /// The function an `@autoclosure` parameter holds when its argument was evaluated before the call (a call
    /// whose argument positions did not show the parameter, as where a default before it is skipped).
    static func autoclosure(giving value: Value) -> Value {
        .function(.builtin(autoclosureName) { _, _ in value })
    }

    /// `arguments` with every deferred one evaluated: what a callee without `@autoclosure` parameters (a built-in
    /// method, a closure, a vocabulary construct) receives.
    func forcingAutoclosures(_ arguments: [Argument]) throws -> [Argument] {
        guard arguments.contains(where: \.isAutoclosure) else { return arguments }
        return try arguments.map { argument in
            guard argument.isAutoclosure else { return argument }
            var forced = argument
            forced.value = try invoke(argument.value, arguments: [], at: argument.node)
            forced.isAutoclosure = false
            return forced
        }
    }

    /// Whether a parameter is declared `@autoclosure` (`_ condition: @autoclosure () -> Bool`).
    static func isAutoclosure(_ parameter: Signature.Parameter) -> Bool {
        AutoclosureParameters.isAutoclosure(parameter.type)
    }

    private static let autoclosureName = "autoclosure"

    /// The name a call is written with: `doIf` in `doIf(…)` and `view.doIf(…)`, `Gate` in `Gate<Int>(…)`.
    private static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        var callee = call.calledExpression
        if let specialized = callee.as(GenericSpecializationExprSyntax.self) { callee = specialized.expression }
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.bareName }
        if let member = callee.as(MemberAccessExprSyntax.self) { return member.declName.baseName.bareName }
        return nil
    }
}
