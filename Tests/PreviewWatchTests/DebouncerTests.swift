import Testing
@testable import PreviewWatch

/// The debouncer is pure: every instant below is a fixed offset from one origin, so no test depends on timing.
@Suite struct DebouncerTests {
    private let origin = ContinuousClock.now
    private func at(_ milliseconds: Int) -> ContinuousClock.Instant { origin + .milliseconds(milliseconds) }
    private func change(_ paths: String...) -> ChangeSet { ChangeSet(paths: Set(paths)) }
    private func debouncer() -> Debouncer {
        Debouncer(quietPeriod: .milliseconds(30), maximumDelay: .milliseconds(250))
    }

    @Test func nothingPendingMeansNoDeadlineAndAnEndlessPoll() {
        var debouncer = debouncer()
        #expect(debouncer.deadline == nil)
        #expect(debouncer.pollTimeout(at: at(0)) == -1)
        #expect(debouncer.flush(at: at(10_000)) == nil)
    }

    @Test func burstIsFlushedAfterTheQuietPeriod() {
        var debouncer = debouncer()
        debouncer.record(change("A.swift"), at: at(0))
        #expect(debouncer.deadline == at(30))
        #expect(debouncer.flush(at: at(29)) == nil)
        #expect(debouncer.flush(at: at(30)) == change("A.swift"))
        #expect(debouncer.deadline == nil)
    }

    @Test func eachChangeExtendsTheQuietPeriod() {
        var debouncer = debouncer()
        debouncer.record(change("A.swift"), at: at(0))
        debouncer.record(change("B.swift"), at: at(20))
        debouncer.record(change("A.swift"), at: at(40))
        #expect(debouncer.flush(at: at(69)) == nil)
        #expect(debouncer.flush(at: at(70)) == change("A.swift", "B.swift"))
    }

    @Test func maximumDelayCapsAnEndlessStream() {
        var debouncer = debouncer()
        var flushed: [(Int, ChangeSet)] = []
        // A change every 20 ms never leaves 30 ms of quiet.
        for milliseconds in stride(from: 0, through: 600, by: 20) {
            debouncer.record(change("F\(milliseconds).swift"), at: at(milliseconds))
            if let changes = debouncer.flush(at: at(milliseconds)) { flushed.append((milliseconds, changes)) }
        }
        // The first burst starts at 0 and is due at 250, seen at the step at 260; the next starts at 280, due at 530.
        #expect(flushed.map(\.0) == [260, 540])
        #expect(flushed.map(\.1.paths.count) == [14, 14])  // 0, 20, …, 260 and 280, 300, …, 540
        // The third burst (560 onwards) ends 30 ms after its last change, before its 810 ms cap.
        #expect(debouncer.deadline == at(630))
    }

    @Test func emptyChangesNeitherStartNorExtendABurst() {
        var debouncer = debouncer()
        debouncer.record(ChangeSet(), at: at(0))
        #expect(debouncer.deadline == nil)
        debouncer.record(change("A.swift"), at: at(10))
        debouncer.record(ChangeSet(), at: at(30))
        #expect(debouncer.deadline == at(40))
    }

    @Test func rescanRequestIsKeptAcrossTheBurst() {
        var debouncer = debouncer()
        debouncer.record(ChangeSet(needsFullRescan: true), at: at(0))
        debouncer.record(change("A.swift"), at: at(10))
        #expect(debouncer.flush(at: at(40)) == ChangeSet(paths: ["A.swift"], needsFullRescan: true))
        debouncer.record(change("B.swift"), at: at(50))
        #expect(debouncer.flush(at: at(80)) == change("B.swift"))
    }

    @Test(arguments: [(0, 30), (1, 29), (29, 1), (30, 0), (45, 0)])
    func pollTimeoutCountsDownToTheDeadline(now: Int, expected: Int32) {
        var debouncer = debouncer()
        debouncer.record(change("A.swift"), at: at(0))
        #expect(debouncer.pollTimeout(at: at(now)) == expected)
    }

    @Test func pollTimeoutRoundsUpSoTheLoopDoesNotSpin() {
        var debouncer = debouncer()
        debouncer.record(change("A.swift"), at: at(0))
        #expect(debouncer.pollTimeout(at: origin + .microseconds(29_500)) == 1)
        #expect(debouncer.pollTimeout(at: origin + .microseconds(100)) == 30)
    }
}
