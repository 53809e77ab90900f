import PreviewModel
import SwiftSyntax

/// An `.onPreferenceChange` (or `.onGeometryChange`) whose value differs from the one it was last given: SwiftUI
/// calls its action after layout, and the next frame shows the state it set.
struct PreferenceChange {
    var key: AppearanceKey
    var value: Value
    /// How the value prints: what tells it from the value the action was last given.
    var description: String
    var action: Value
    var node: Syntax
}

extension Evaluator {
    /// The most rounds of preference changes one evaluation runs: an action whose state changes the value again
    /// (a measured width that moves what it measures) is given the new value in the next round, until the value
    /// stays; beyond these rounds the frame shows the last round and says so.
    static let preferenceRounds = 4

    /// The value of preference key `key` for views that set `values`: the prelude's `_PreferenceReduction` runs
    /// the key's own `defaultValue` and `reduce`.
    func reducedPreference(_ key: String, _ values: [Value], at node: some SyntaxProtocol) throws -> Value {
        guard userType(key) != nil else {
            throw EvaluationError("the preference key '\(key)' is not a type of the project", at: node)
        }
        return try callStatic(
            "reduce", of: "_PreferenceReduction",
            arguments: [
                Argument(label: nil, value: .type(key), node: ExprSyntax(NilLiteralExprSyntax())),
                Argument(label: nil, value: .array(values), node: ExprSyntax(NilLiteralExprSyntax())),
            ], at: node)
    }

    /// Notes `.onPreferenceChange(key) { … }` with its view's value, unless an earlier round of this evaluation
    /// gave the action that value already, or it is the key's default value SwiftUI starts from.
    func notePreferenceChange(_ key: String, value: Value, action: Value, at call: Syntax) {
        let initial = userType(key).flatMap { try? staticMember("defaultValue", of: $0, at: call) }
        noteChange(value: value, action: action, unchangedFrom: initial.map(describeQuietly), at: call)
    }

    /// Notes an action to run with `value` once the views are built (`.onPreferenceChange`, `.onGeometryChange`),
    /// unless an earlier round of this evaluation gave it that value already, or the value is `initial`.
    func noteChange(value: Value, action: Value, unchangedFrom initial: String?, at call: Syntax) {
        guard case .function = action else { return }
        let ordinal = preferenceOrdinals[call.id, default: 0]
        preferenceOrdinals[call.id] = ordinal + 1
        let site = AppearanceKey(site: call.id, ordinal: ordinal)
        let description = describeQuietly(value)
        guard description != deliveredPreferences[site] ?? initial else { return }
        preferenceChanges.append(
            PreferenceChange(key: site, value: value, description: description, action: action, node: call))
    }

    /// Runs the preference changes noted in this evaluation, in the order their views were built, and returns the
    /// values each action was given. What an action throws or cannot evaluate is reported.
    func runPreferenceChanges() -> [AppearanceKey: String] {
        var given: [AppearanceKey: String] = [:]
        for change in preferenceChanges {
            given[change.key] = change.description
            // An action of two parameters (`{ old, new in … }`) is first given the value as both.
            var arity = 1
            if case .function(.closure(let syntax, _)) = change.action {
                arity = max(1, Closure.parameterNames(syntax).count)
            }
            let argument = Argument(label: nil, value: change.value, node: ExprSyntax(NilLiteralExprSyntax()))
            do {
                let arguments = Array(repeating: argument, count: min(arity, 2))
                _ = try invoke(change.action, arguments: arguments, at: change.node)
            } catch let error as EvaluationError {
                report("the view's change action stopped: \(error.message)", at: error.node)
            } catch let error as any EvaluationStop {
                report("the view's change action stopped: \(error.message)", at: error.node, error.severity)
            } catch {
                report("the view's change action stopped: \(error)", at: change.node)
            }
        }
        return given
    }
}
