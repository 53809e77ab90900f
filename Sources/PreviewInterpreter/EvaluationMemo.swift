import Foundation
import PreviewViews
import Synchronization

/// The evaluations one interpreter has made, shared by the threads that render with it.
///
/// An evaluation depends only on the project, the preview, the environment and the sizes earlier layouts gave its
/// `GeometryReader`s (taps aside), and the targets of a matrix differ mostly in screen size: an iPhone, an iPad and
/// a phone's own viewport, all light, evaluate to the same tree. One edit's twelve frames need four evaluations,
/// not twelve. A thread that asks for an evaluation another is making waits for it instead of making it again.
final class EvaluationMemo: Sendable {
    struct Key: Hashable, Sendable {
        var preview: String
        var environment: EnvironmentValues
        var geometryReaderSizes: [Int: Size]
    }

    /// Evaluations kept before the memo is emptied: a render asks for each preview's in turn, so a few dozen
    /// cover every target of the previews being rendered, and a cold start of a large project holds no more.
    static let capacity = 64

    /// One evaluation, made once; `lock` is held by the thread making it until `evaluation` is set.
    private final class Slot: @unchecked Sendable {
        let lock = NSLock()
        var evaluation: Evaluation?
    }

    private let slots = Mutex<[Key: Slot]>([:])
    private let made = Atomic<Int>(0)

    /// How many evaluations `make` produced, for tests.
    var evaluationsMade: Int { made.load(ordering: .relaxed) }

    /// The evaluation for `key`, made by `make` the first time it is asked for.
    func evaluation(for key: Key, make: () -> Evaluation) -> Evaluation {
        let (slot, isNew) = slots.withLock { slots -> (Slot, Bool) in
            if let slot = slots[key] { return (slot, false) }
            if slots.count >= Self.capacity { slots.removeAll() }
            let slot = Slot()
            slot.lock.lock()
            slots[key] = slot
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
        defer { slot.lock.unlock() }
        return slot.evaluation!
    }

    /// An evaluation that is not shared (it starts from a client's taps), made and counted.
    func unshared(_ make: () -> Evaluation) -> Evaluation {
        made.add(1, ordering: .relaxed)
        return make()
    }
}
