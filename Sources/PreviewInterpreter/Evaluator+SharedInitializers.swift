import PreviewModel
import SwiftSyntax

extension Evaluator {
    /// The seed every evaluation's random numbers start from (`nextRandom`).
    static let initialRandomState: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// Whether nothing has happened yet that a project initialiser could read and that another evaluation might not
    /// share: no static or global value made, no `UUID()` or random number drawn, no setting of the target read,
    /// nothing reported. An initialiser that runs in this state makes the same instance in every evaluation of the
    /// same files.
    var isPristine: Bool {
        staticValues.isEmpty && uuidCounter == 0 && randomState == Self.initialRandomState && environmentReads.isEmpty
            && diagnostics.isEmpty && printed.isEmpty && failedExpectations.isEmpty && stateHolders.isEmpty
            && interactions.isEmpty
    }

    /// `TypeName()` for a project struct or class: a copy of the instance an earlier evaluation made in the same
    /// state from the same files (`SharedInitializers`), else made by `make` and kept for the next ones when it
    /// can be. Its files count as touched either way, so an edit of them renders the preview again.
    ///
    /// An initialiser made here runs on a budget of its own (`Budget.sharedInitializer`), so the preview that
    /// happens to make it first has as much left for its own views as the previews that get a copy. One that runs
    /// out of that budget stops this evaluation and, until its files change, every other that makes it.
    ///
    /// Evaluations that need the same initialiser at once (two previews on two workers after an edit of the model)
    /// make it once: the first claims it, the others wait for its entry, at most as long as its budget lets it run
    /// on the wall clock.
    func sharedInstance(of type: TypeDeclaration, make: () throws -> Value) throws -> Value {
        guard let shared = sharedInitializers, isPristine, !localTypeNames.contains(type.name) else {
            return try make()
        }
        if let instance = try instance(from: shared, of: type) { return instance }
        let budget = evaluationBudget.sharedInitializer
        let claim = waitingOutsideBudget {
            shared.claim(Self.sharedKey(type), for: ObjectIdentifier(self), patience: budget.wallSeconds)
        }
        switch claim {
        case .claimed:
            defer { shared.release(Self.sharedKey(type)) }
            return try makeShared(type, in: shared, budget: budget, make: make)
        case .waited:
            if let instance = try instance(from: shared, of: type) { return instance }
            return try makeShared(type, in: shared, budget: budget, make: make)
        case .waitWouldNeverEnd:
            return try make()
        }
    }

    /// What a shared instance is kept under: the type's name and the file declaring it, since a folder of several
    /// apps may declare a `ContentView` or a `Home` in each, and each app's previews must get their own.
    private static func sharedKey(_ type: TypeDeclaration) -> String {
        type.file + "#" + type.name
    }

    /// A copy of the instance `shared` keeps for `type`, with the static values and counters its initialiser
    /// left; nil when it keeps none. Rethrows the stop of one that ran out of its budget.
    private func instance(from shared: SharedInitializers, of type: TypeDeclaration) throws -> Value? {
        guard let entry = shared.entry(for: Self.sharedKey(type), in: project) else { return nil }
        touchedFiles.formUnion(entry.reads.keys)
        switch entry.outcome {
        case .stopped(let stop): throw stop
        case .made(let graph):
            guard case .tuple(let values, let labels) = graph.thawed(), let instance = values.first else { return nil }
            for (key, value) in zip(labels.dropFirst(), values.dropFirst()) { staticValues[key!] = value }
            uuidCounter = entry.uuidCounter
            randomState = entry.randomState
            return instance
        }
    }

    /// Makes `type`'s instance on the shared initialisers' `budget` and keeps it in `shared` when it can be.
    private func makeShared(
        _ type: TypeDeclaration, in shared: SharedInitializers, budget: PreviewInterpreter.Budget,
        make: () throws -> Value
    ) throws -> Value {
        let touchedBefore = touchedFiles
        touchedFiles = []
        defer { touchedFiles.formUnion(touchedBefore) }
        let value: Value
        do {
            // A shared initialiser that another one makes has a budget of its own too, never a multiple of one.
            value = try withBudget(budget, make)
        } catch let stop as BudgetExceeded {
            // A shared initialiser this one made ran out of its own budget: that is the stop to report, as it is.
            let scale = PreviewInterpreter.Budget.sharedInitializerScale
            let sharedStop =
                stop.isSharedInitializers
                ? stop
                : BudgetExceeded(
                    message: "'\(type.name)()' did not finish within the budget of an initialiser made once and shared "
                        + "by every preview (\(scale) times a preview's): \(stop.message)",
                    node: stop.node, isSharedInitializers: true)
            shared.store(entry(.stopped(sharedStop)), for: Self.sharedKey(type))
            throw sharedStop
        }
        // What the initialiser did beyond making its instance must be repeatable by copying: static values, the
        // UUID and random counters. Anything else it left (a diagnostic, a setting read, output) keeps it unshared.
        guard environmentReads.isEmpty, diagnostics.isEmpty, printed.isEmpty, failedExpectations.isEmpty,
            stateHolders.isEmpty, interactions.isEmpty
        else { return value }
        let statics = staticValues.sorted { $0.key < $1.key }
        guard
            let graph = FrozenValue(
                .tuple([value] + statics.map(\.value), labels: [nil] + statics.map { Optional($0.key) }))
        else { return value }
        shared.store(entry(.made(graph)), for: Self.sharedKey(type))
        return value
    }

    /// What a shared initialiser came to, with the files it read and the counters it left.
    private func entry(_ outcome: SharedInitializers.Outcome) -> SharedInitializers.Entry {
        SharedInitializers.Entry(
            outcome: outcome,
            reads: Dictionary(
                uniqueKeysWithValues: touchedFiles.map { ($0, SharedInitializers.FileContents($0, in: project)) }),
            projectFiles: Set(project.files.keys), assets: project.assets, uuidCounter: uuidCounter,
            randomState: randomState)
    }
}
