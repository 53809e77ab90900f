import PreviewModel
import SwiftSyntax

extension Evaluator {
    /// Calls a closure whose first parameter is `inout` (`lock.withLock { state in state += 1 }`): `value` takes
    /// what the closure left in it, and the closure's result is returned.
    func invoke(_ function: Value, changing value: inout Value, at node: some SyntaxProtocol) throws -> Value {
        guard case .function(.closure(let syntax, let captured)) = function else {
            return try invoke(
                function, arguments: [Argument(label: nil, value: value, node: ExprSyntax(NilLiteralExprSyntax()))],
                at: node)
        }
        let name = Closure.parameterNames(syntax).first ?? "$0"
        let scope = Scope(parent: captured)
        scope.define(name, value)
        let result = try nested(node) { try runBody(syntax.statements, scope: scope) }
        value = scope.lookup(name) ?? value
        return result
    }

    /// An object made once per evaluation, as a process makes `UserDefaults.standard` once: the same object
    /// wherever the preview's code asks for it again.
    func sharedObject(_ key: String, make: () -> FoundationObject) -> Value {
        if let existing = staticValues["object." + key] { return existing }
        let value = make().value
        staticValues["object." + key] = value
        return value
    }

    /// `@AppStorage("key")` where the view is placed: what the preview's code stored in its user defaults under
    /// that key, or nil to keep the property's declared default, as SwiftUI reads it.
    func appStorageValue(_ property: StoredProperty, at node: some SyntaxProtocol) throws -> Value? {
        guard case .argumentList(let list)? = property.wrapperAttribute?.arguments,
            let keyExpression = list.first?.expression
        else { return nil }
        guard case .string(let key) = try evaluate(keyExpression, scope: Scope()) else { return nil }
        var defaults = FoundationDefaults.standard(self)
        if let store = list.first(where: { $0.label?.text == "store" })?.expression {
            defaults = try evaluate(store, scope: Scope())
        }
        guard case .native(.object(let object)) = defaults, case .userDefaults(let store) = object.kind else {
            return nil
        }
        return store.value(forKey: key)
    }
}
