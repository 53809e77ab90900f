import PreviewModel
import SwiftSyntax

/// An `.onAppear` or `.task` action met while building a view: SwiftUI runs it when the view appears, and a
/// preview shows what it left (a list a view model loads in `.task`, a counter `.onAppear` sets).
struct AppearanceAction {
    var key: AppearanceKey
    var modifier: String
    var closure: Value
    var node: Syntax
}

/// The modifier's call site and how many times that site was met before it in the evaluation (a row's
/// `.onAppear` in a `ForEach` is met once per row): the same view in the next round has the same key, so its action
/// is not run twice.
struct AppearanceKey: Hashable {
    var site: SyntaxIdentifier
    var ordinal: Int
}

extension Evaluator {
    /// The most rounds of appearance one evaluation runs: views that appear only because an earlier round's
    /// actions changed the state (the loaded list's rows) run theirs in the next round.
    static let appearanceRounds = 3

    /// Notes the action of `.onAppear(perform:)` or `.task { … }` (any of its forms: `id:`, `priority:`), unless an
    /// earlier round of this evaluation ran it already.
    func noteAppearance(_ modifier: String, arguments: [Argument], at call: some SyntaxProtocol) {
        guard Vocabulary.appearanceModifiers.contains(modifier),
            let closure = arguments.last(where: { $0.label == nil || $0.label == "perform" || $0.isTrailingClosure })?
                .value,
            case .function = closure
        else { return }
        let site = Syntax(call)
        let ordinal = appearanceOrdinals[site.id, default: 0]
        appearanceOrdinals[site.id] = ordinal + 1
        let key = AppearanceKey(site: site.id, ordinal: ordinal)
        guard !appeared.contains(key) else { return }
        appearanceActions.append(AppearanceAction(key: key, modifier: modifier, closure: closure, node: site))
    }

    /// Runs the appearance actions noted in this evaluation, in the order their views were built (SwiftUI calls
    /// a parent's before its children's only for `onAppear` of containers; the order of siblings is the same).
    /// What an action throws or cannot evaluate is reported: the frame may not show what it would have left.
    func runAppearance() {
        for action in appearanceActions {
            sleepsInAppearance = [:]
            defer { sleepsInAppearance = nil }
            do {
                _ = try invoke(action.closure, arguments: [], at: action.node)
            } catch is PeriodicTaskWaits {
                // The frame shows what the repeating action left after its rounds, a moment iOS also shows.
            } catch let error as EvaluationError {
                report("the view's .\(action.modifier) stopped: \(error.message)", at: error.node)
            } catch let error as any EvaluationStop {
                report("the view's .\(action.modifier) stopped: \(error.message)", at: error.node, error.severity)
            } catch let error as ThrownValue {
                report(
                    "the view's .\(action.modifier) threw an error that nothing caught: \(describeThrown(error.value))",
                    at: error.node)
            } catch {
                report(
                    "internal error in previewd while running .\(action.modifier): \(error); please report it",
                    at: action.node, .error)
            }
        }
    }
}

/// A `.task` or `.onAppear` action that waits at the same `Task.sleep` again and again (`while true { … sleep … }`,
/// an animation or a poll): sleeps return at once in a preview, so such a loop would run until the step budget
/// stopped it. After `rounds` waits at one call site the action is left waiting there for good, and the frame
/// shows the state those rounds left: one moment of the loop, as iOS shows one. A loop of fewer rounds (a progress
/// simulated in ten steps) runs to its end.
struct PeriodicTaskWaits: Error {
    static let rounds = 100
}

extension Evaluator {
    /// Notes that an appearance action reached the `Task.sleep` at `site`; throws once it has waited there
    /// `PeriodicTaskWaits.rounds` times.
    func noteSleep(at site: Syntax) throws {
        sleepsInAppearance?[site.id, default: 0] += 1
        if let count = sleepsInAppearance?[site.id], count >= PeriodicTaskWaits.rounds { throw PeriodicTaskWaits() }
    }
}
