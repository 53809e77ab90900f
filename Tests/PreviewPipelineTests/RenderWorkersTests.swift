import Synchronization
import Testing

@testable import PreviewPipeline

@Suite struct RenderWorkersTests {
    @Test func everyItemRunsOnceAndTheFirstAloneBeforeTheRest() throws {
        let workers = try RenderWorkers(count: 2)
        for count in [0, 1, 2, 7] {
            let log = Mutex<[(index: Int, othersRunning: Int)]>([])
            let running = Atomic<Int>(0)
            workers.forEach(count, firstAlone: true) { index, _ in
                let others = running.add(1, ordering: .relaxed).oldValue
                log.withLock { $0.append((index, others)) }
                running.subtract(1, ordering: .relaxed)
            }
            let entries = log.withLock { $0 }
            #expect(entries.map(\.index).sorted() == Array(0..<count))
            if count > 0 {
                #expect(entries[0].index == 0 && entries[0].othersRunning == 0, "item 0 first and alone")
            }
        }
    }
}
