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
    func sharedInstance(of type: TypeDeclaration, make: () throws -> Value) throws -> Value {
        guard let shared = sharedInitializers, isPristine else { return try make() }
        if let entry = shared.entry(for: type.name, in: project) {
            touchedFiles.formUnion(entry.reads.keys)
            switch entry.outcome {
            case .stopped(let stop): throw stop
            case .made(let graph):
                guard case .tuple(let values, let labels) = graph.thawed(), let instance = values.first else {
                    return try make()
                }
                for (key, value) in zip(labels.dropFirst(), values.dropFirst()) { staticValues[key!] = value }
                uuidCounter = entry.uuidCounter
                randomState = entry.randomState
                return instance
            }
        }
        let touchedBefore = touchedFiles
        touchedFiles = []
        defer { touchedFiles.formUnion(touchedBefore) }
        let value: Value
        do {
            // A shared initialiser that another one makes has a budget of its own too, never a multiple of one.
            value = try withBudget(evaluationBudget.sharedInitializer, make)
        } catch let stop as BudgetExceeded {
            let scale = PreviewInterpreter.Budget.sharedInitializerScale
            let sharedStop = BudgetExceeded(
                message: "'\(type.name)()' did not finish within the budget of an initialiser made once and shared by "
                    + "every preview (\(scale) times a preview's): \(stop.message)",
                node: stop.node)
            shared.store(entry(.stopped(sharedStop)), for: type.name)
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
        shared.store(entry(.made(graph)), for: type.name)
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
