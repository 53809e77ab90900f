import Foundation
package import PreviewModel
import PreviewViews
import SwiftSyntax
import Synchronization

/// What a project's `Layout` reported while layout ran its code: shared by every copy of the evaluation, whose
/// layouts may run on several threads at once (one per target).
package final class LayoutDiagnostics: Sendable {
    private let reported = Mutex<[Diagnostic]>([])

    package init() {}

    package var all: [Diagnostic] { reported.withLock { $0 } }

    func append(_ diagnostics: [Diagnostic]) {
        reported.withLock { list in
            for diagnostic in diagnostics where !list.contains(diagnostic) { list.append(diagnostic) }
        }
    }
}

/// Runs a project's `Layout` code for layout after the evaluation that made the layout has ended. The evaluator is
/// not thread-safe and layout may run on several threads (one per target), so one call runs at a time; a call
/// from layout starts on a large stack with a budget of its own, and a layout nested in another's subview runs
/// inside the outer call. What the code reports goes to the evaluation's `layoutDiagnostics`. The layouts' own
/// state (cache, failure) is read and written only inside `run`.
final class LayoutRunner: @unchecked Sendable {
    private let evaluator: Evaluator
    private let lock = NSRecursiveLock()
    /// Calls in progress on the thread holding `lock`: only the outermost starts a thread and a budget.
    private var active = 0
    /// Wall time the project's code has taken for layout so far, over all calls: each call has a budget of its own,
    /// so without a total, two hundred shapes whose `path(in:)` never returns would each spend a whole budget.
    private var spent: Duration = .zero
    private var exhausted = false

    init(_ evaluator: Evaluator) {
        self.evaluator = evaluator
    }

    /// The runner of `evaluator`'s layouts, made with the first of them.
    static func of(_ evaluator: Evaluator) -> LayoutRunner {
        if let runner = evaluator.layoutRunner { return runner }
        let runner = LayoutRunner(evaluator)
        evaluator.layoutRunner = runner
        return runner
    }

    func run<T>(_ body: @escaping (Evaluator) throws -> T) throws -> T {
        // The lock is taken on the large stack: a layout nested in a subview runs on that thread already
        // (`LargeStackThread.run` calls straight through there) and takes it again.
        let result: Result<T, any Error> = LargeStackThread.run { [self] in
            lock.lock()
            defer { lock.unlock() }
            active += 1
            defer { active -= 1 }
            guard active == 1 else { return Result { try body(evaluator) } }
            let before = evaluator.diagnostics.count
            // All layout calls of one evaluation share the evaluation's time budget, twice over.
            guard spent < .seconds(evaluator.budget.seconds * 2) else {
                if !exhausted {
                    exhausted = true
                    evaluator.report(
                        """
                        the project's layout and shape code used up its time; the rest of this preview's custom \
                        layouts and shapes are drawn empty
                        """,
                        at: evaluator.preview.node, .error)
                    evaluator.layoutDiagnostics.append(Array(evaluator.diagnostics.dropFirst(before)))
                }
                return .failure(CustomLayoutFailure("the project's layout and shape code used up its time"))
            }
            let started = ContinuousClock.now
            evaluator.restartBudget()
            let result = Result { try body(evaluator) }
            spent += ContinuousClock.now - started
            evaluator.layoutDiagnostics.append(Array(evaluator.diagnostics.dropFirst(before)))
            return result
        }
        return try result.get()
    }
}

/// A project's `Layout` value as layout runs it: `sizeThatFits(proposal:subviews:cache:)` and
/// `placeSubviews(in:proposal:subviews:cache:)` evaluated with `LayoutSubview` values that measure and place
/// layout's subviews. The cache (`makeCache(subviews:)`, else `Void`) lives as long as the layout's subviews do, as
/// in SwiftUI: new subviews (another layout pass) update it (`updateCache(_:subviews:)`, else made anew).
/// Once the code fails, every later call fails at once with the same reason.
final class InterpretedLayout: CustomLayoutAlgorithm, @unchecked Sendable {
    let name: String
    private let runner: LayoutRunner
    private let layout: Value
    private let type: TypeDeclaration
    /// The call that made the view (`FlowLayout { … }`), for diagnostics.
    private let node: Syntax
    private var cache: (subviews: [ObjectIdentifier], value: Value)?
    private var failure: String?

    init(_ layout: Value, type: TypeDeclaration, runner: LayoutRunner, at node: Syntax) {
        self.name = type.name
        self.layout = layout
        self.type = type
        self.runner = runner
        self.node = node
    }

    func sizeThatFits(proposal: LayoutProposal, subviews: [any CustomLayoutSubview]) throws -> Size {
        let result = try call("sizeThatFits", subviews: subviews) { evaluator, values in
            [Argument(label: "proposal", value: evaluator.proposedViewSize(proposal), node: self.argumentNode),
             Argument(label: "subviews", value: values, node: self.argumentNode)]
        }
        guard case .native(.size(let size)) = result else {
            let message = "'sizeThatFits' returned \(result.kindName), not a CGSize"
            throw try runner.run { evaluator in self.fail(EvaluationError(message, at: self.node), evaluator: evaluator)
            }
        }
        return size
    }

    func placeSubviews(in bounds: Rect, proposal: LayoutProposal, subviews: [any CustomLayoutSubview]) throws {
        _ = try call("placeSubviews", subviews: subviews) { evaluator, values in
            [Argument(label: "in", value: .native(.rect(bounds)), node: self.argumentNode),
             Argument(label: "proposal", value: evaluator.proposedViewSize(proposal), node: self.argumentNode),
             Argument(label: "subviews", value: values, node: self.argumentNode)]
        }
    }

    /// Runs the layout's method `name` with `arguments` and the cache, keeping what the method left in the cache.
    private func call(
        _ name: String, subviews: [any CustomLayoutSubview], arguments: @escaping (Evaluator, Value) -> [Argument]
    ) throws -> Value {
        try runner.run { evaluator in
            if let failure = self.failure { throw CustomLayoutFailure(failure) }
            do {
                let values = Value.array(subviews.map { evaluator.layoutSubview($0, at: self.node) })
                var cache = try self.cache(for: subviews, values: values, evaluator: evaluator)
                let result = try evaluator.callLayoutMethod(
                    name, of: self.layout, type: self.type,
                    arguments: arguments(evaluator, values) + [self.cacheArgument(cache)],
                    cache: &cache, at: self.node)
                self.cache = (subviews.map { ObjectIdentifier($0) }, cache)
                return result
            } catch let failure as CustomLayoutFailure {
                throw failure
            } catch {
                throw self.fail(error, evaluator: evaluator)
            }
        }
    }

    /// The cache for `subviews`: the one kept when they are the subviews it was made for, else updated or made.
    private func cache(for subviews: [any CustomLayoutSubview], values: Value, evaluator: Evaluator) throws -> Value {
        let identities = subviews.map { ObjectIdentifier($0) }
        if let cache, cache.subviews == identities { return cache.value }
        let argument = Argument(label: "subviews", value: values, node: argumentNode)
        if var cache = cache?.value, !evaluator.findOverloads("updateCache", in: type).isEmpty {
            _ = try evaluator.callLayoutMethod(
                "updateCache", of: layout, type: type, arguments: [cacheArgument(cache, label: nil), argument],
                cache: &cache,
                at: node)
            return cache
        }
        guard !evaluator.findOverloads("makeCache", in: type).isEmpty else { return .void }
        var unused = Value.void
        return try evaluator.callLayoutMethod(
            "makeCache", of: layout, type: type, arguments: [argument], cache: &unused, at: node)
    }

    private func cacheArgument(_ cache: Value, label: String? = "cache") -> Argument {
        Argument(label: label, value: cache, node: argumentNode)
    }

    /// Where the arguments layout passes were "written": the call that made the layout.
    private var argumentNode: ExprSyntax {
        node.as(ExprSyntax.self) ?? ExprSyntax(NilLiteralExprSyntax())
    }

    /// Reports why the code failed, once, and makes every later call fail with it.
    private func fail(_ error: any Error, evaluator: Evaluator) -> CustomLayoutFailure {
        let (message, at): (String, Syntax) =
            switch error {
            case let error as EvaluationError: (error.message, error.node)
            case let error as any EvaluationStop: (error.message, error.node)
            case let error as ThrownValue: ("it threw \(evaluator.describeThrown(error.value))", error.node)
            default: ("\(error)", node)
            }
        evaluator.report("the layout '\(name)' failed: \(message); its view is drawn as a placeholder", at: at, .error)
        failure = message
        return CustomLayoutFailure(message)
    }
}
