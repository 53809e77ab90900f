import PreviewModel
import SwiftSyntax

extension Evaluator {
    /// What an evaluation has done that a getter's value cannot repeat when it is reused: each of these changes only
    /// by growing, so a getter that left them all as they were did none of it.
    private struct Traces: Equatable {
        var diagnostics: Int
        var printed: Int
        var failedExpectations: Int
        var uuidCounter: Int
        var randomState: UInt64
        var interactions: Int
        var stateHolders: Int
        var appearanceActions: Int
        var preferenceChanges: Int
        var geometryReaders: Int
        var previewObjects: Int
        var bindingScopes: Int
        var environmentReads: EnvironmentReads
    }

    private var traces: Traces {
        Traces(
            diagnostics: diagnostics.count, printed: printed.utf8.count, failedExpectations: failedExpectations.count,
            uuidCounter: uuidCounter, randomState: randomState, interactions: interactions.count,
            stateHolders: stateHolders.count, appearanceActions: appearanceActions.count,
            preferenceChanges: preferenceChanges.count,
            geometryReaders: geometryReaderSizes.count, previewObjects: previewObjects.count,
            bindingScopes: bindingScopes.count, environmentReads: environmentReads)
    }

    /// A computed property of `instance` read: its value kept from an earlier read while nothing it could have read
    /// was written (`GetterMemo`), else `compute`'s, kept for the next read when it left no other trace.
    func memoisedGetter(
        _ declaration: VariableDeclSyntax, of instance: Instance, compute: () throws -> Value
    ) throws -> Value {
        try memoisedGetter(
            GetterMemo.Key(receiver: .instance(ObjectIdentifier(instance)), getter: declaration.id),
            instance: instance, compute: compute)
    }

    /// A computed property of a value no write can change read (an enum case, a type's static property, an
    /// extension's property of a number or string): kept like an instance's, by the value's name
    /// (`GetterMemo.receiverName`); a value without one is computed each time.
    func memoisedGetter(
        _ declaration: VariableDeclSyntax, of value: Value, compute: () throws -> Value
    ) throws -> Value {
        guard let name = GetterMemo.receiverName(value) else { return try compute() }
        return try memoisedGetter(
            GetterMemo.Key(receiver: .value(name), getter: declaration.id), instance: nil, compute: compute)
    }

    private func memoisedGetter(
        _ key: GetterMemo.Key, instance: Instance?, compute: () throws -> Value
    ) throws -> Value {
        if let entry = getterMemo.value(for: key) {
            getterMemo.noteReuse()
            touchedFiles.formUnion(entry.touchedFiles)
            return entry.value
        }
        let before = traces
        // Emptied below, so this copy owns the files read so far, and the getter's few are added to it in place
        // (adding the many to the few would cost every nested getter what the whole evaluation has read).
        var touchedBefore = touchedFiles
        let readEnvironmentBefore = readEnvironment
        touchedFiles = []
        readEnvironment = false
        getterMemo.startRecording()
        let value: Value
        do {
            value = try compute()
        } catch {
            _ = getterMemo.endRecording()
            touchedBefore.formUnion(touchedFiles)
            touchedFiles = touchedBefore
            readEnvironment = readEnvironment || readEnvironmentBefore
            throw error
        }
        let started = getterMemo.recordings.last!.started
        let withoutEffects = getterMemo.endRecording()
        let touched = touchedFiles
        let readEnvironmentHere = readEnvironment
        touchedBefore.formUnion(touched)
        touchedFiles = touchedBefore
        readEnvironment = readEnvironmentHere || readEnvironmentBefore
        if withoutEffects, !readEnvironmentHere, traces == before, Self.isReusable(value, madeSince: started) {
            getterMemo.store(
                GetterMemo.Entry(
                    instance: instance, instanceWrites: instance?.writes ?? 0, value: value,
                    finished: CreationOrder.now,
                    touchedFiles: touched),
                for: key)
        }
        return value
    }

    /// Whether `value` can be handed to every later read: it holds no view (a view's tap targets and state belong
    /// to one place in the hierarchy), no closure, and no object or view struct made since `started` (each read of
    /// the getter would make a new one, with an identity of its own). What was made before is the same object for
    /// every read anyway.
    private static func isReusable(_ value: Value, madeSince started: UInt64) -> Bool {
        switch value {
        case .view, .function, .native(.object), .native(.dateFormatter): return false
        case .instance(let instance):
            guard instance.made >= started else { return true }
            if instance.type.isClass || instance.type.isView { return false }
            return instance.properties.values.allSatisfy { isReusable($0, madeSince: started) }
        case .array(let values), .set(let values), .tuple(let values, _):
            return values.allSatisfy { isReusable($0, madeSince: started) }
        case .dictionary(let dictionary):
            return dictionary.keys.allSatisfy { isReusable($0, madeSince: started) }
                && dictionary.values.allSatisfy { isReusable($0, madeSince: started) }
        case .enumCase(let enumValue):
            return enumValue.payload.allSatisfy { isReusable($0, madeSince: started) }
        case .implicitCall(_, let arguments):
            return arguments.allSatisfy { isReusable($0.value, madeSince: started) }
        default:
            return true
        }
    }

    /// `instance` is written: kept getter values computed since it was made may have read it.
    func noteWrite(to instance: Instance) {
        getterMemo.wrote(madeAt: instance.made)
    }

    /// A global, a static or a Foundation object is written: any kept getter value may have read it.
    func noteGlobalWrite() {
        getterMemo.wrote(madeAt: 0)
    }

    /// A closure or nested function capturing `scope` runs: a getter evaluated since before the scope was made
    /// reads and writes variables it does not own, so its value is not kept.
    func noteCall(capturing scope: Scope) {
        guard getterMemo.isRecording else { return }
        getterMemo.touchedOlder(than: scope.made)
    }
}
