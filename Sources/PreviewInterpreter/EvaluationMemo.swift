import Foundation
import PreviewViews
import Synchronization

/// The evaluations one interpreter has made, shared by the threads that render with it.
///
/// An evaluation depends only on the project, the preview, the sizes earlier layouts gave its `GeometryReader`s
/// (taps aside) and the environment settings it read (`Evaluation.environmentReads`). The targets of a matrix
/// differ in screen size, colour scheme and Dynamic Type size, and most previews read none of them: colours and
/// images adapt to the scheme when they are drawn. So an iPhone and an iPad, light and dark, usually share one
/// evaluation, and a preview that reads `@Environment(\.colorScheme)` gets one per scheme. A thread that asks for
/// an evaluation another is making waits for it, then uses it if it read nothing that differs.
final class EvaluationMemo: Sendable {
    /// What every evaluation in one bucket shares: the environment is the target's with its colour scheme,
    /// Dynamic Type size and screen left out, as an evaluation that read neither serves every value of them.
    private struct Bucket: Hashable, Sendable {
        var preview: String
        var environment: EnvironmentValues
        var geometryReaderSizes: [Int: Size]
        var placedFrames: PlacedFrames
    }

    /// Buckets kept before the memo is emptied: a render asks for each preview's in turn, so a few dozen cover
    /// every target of the previews being rendered, and a cold start of a large project holds no more.
    static let capacity = 64

    /// One evaluation, made once in `environment`; `lock` is held by the thread making it until `evaluation` is
    /// set.
    private final class Slot: @unchecked Sendable {
        let lock = NSLock()
        let environment: EnvironmentValues
        var evaluation: Evaluation?

        init(environment: EnvironmentValues) { self.environment = environment }

        /// Whether this slot's evaluation is also the one `environment` gives: it read no setting they differ in.
        func serves(_ environment: EnvironmentValues, reads: EnvironmentReads) -> Bool {
            (!reads.contains(.colorScheme) || self.environment.colorScheme == environment.colorScheme)
                && (!reads.contains(.dynamicTypeSize)
                    || self.environment.dynamicTypeSize == environment.dynamicTypeSize)
                && (!reads.contains(.screen) || self.environment.screen == environment.screen)
        }
    }

    private let buckets = Mutex<[Bucket: [Slot]]>([:])
    private let made = Atomic<Int>(0)

    /// How many evaluations `make` produced, for tests.
    var evaluationsMade: Int { made.load(ordering: .relaxed) }

    /// The evaluation of `preview` in `environment`: one made earlier that serves it, else made by `make`.
    func evaluation(
        of preview: String, in environment: EnvironmentValues, geometryReaderSizes: [Int: Size],
        placedFrames: PlacedFrames, make: () -> Evaluation
    ) -> Evaluation {
        var settingsLeftOut = environment
        settingsLeftOut.colorScheme = .light
        settingsLeftOut.dynamicTypeSize = .large
        settingsLeftOut.screen = .standard
        let bucket = Bucket(
            preview: preview, environment: settingsLeftOut, geometryReaderSizes: geometryReaderSizes,
            placedFrames: placedFrames)
        // The bucket's slots are looked at in the order they were made, each once; a new one is made when none
        // serves. Emptying the memo meanwhile only costs an evaluation made twice.
        var looked = 0
        while true {
            let (slot, isNew) = buckets.withLock { buckets -> (Slot, Bool) in
                if let slots = buckets[bucket], looked < slots.count { return (slots[looked], false) }
                if buckets[bucket] == nil, buckets.count >= Self.capacity { buckets.removeAll() }
                let slot = Slot(environment: environment)
                slot.lock.lock()
                buckets[bucket, default: []].append(slot)
                return (slot, true)
            }
            if isNew {
                made.add(1, ordering: .relaxed)
                let evaluation = make()
                slot.evaluation = evaluation
                slot.lock.unlock()
                return evaluation
            }
            slot.lock.lock()
            let evaluation = slot.evaluation!
            slot.lock.unlock()
            if slot.serves(environment, reads: evaluation.environmentReads) { return evaluation }
            looked += 1
        }
    }

    /// An evaluation that is not shared (it starts from a client's taps), made and counted.
    func unshared(_ make: () -> Evaluation) -> Evaluation {
        made.add(1, ordering: .relaxed)
        return make()
    }
}
