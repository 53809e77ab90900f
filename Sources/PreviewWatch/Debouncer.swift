/// Gathers changes into bursts and decides when a burst is over.
///
/// A burst ends once no change arrived for `quietPeriod`, or `maximumDelay` after its first change, whichever
/// comes first: the quiet period merges an editor's save or a `git checkout` into one change set, the maximum
/// delay keeps a stream of changes (a build writing files in a loop) from postponing previews forever.
/// Pure logic: the caller passes the time of every step, so tests need neither a clock nor a kernel.
struct Debouncer {
    typealias Instant = ContinuousClock.Instant

    let quietPeriod: Duration
    let maximumDelay: Duration

    /// The changes gathered since the last flush.
    private(set) var pending = ChangeSet()
    private var firstChange: Instant?
    private var lastChange: Instant?

    init(quietPeriod: Duration, maximumDelay: Duration) {
        precondition(quietPeriod >= .zero && maximumDelay >= .zero, "debounce durations must not be negative")
        self.quietPeriod = quietPeriod
        self.maximumDelay = maximumDelay
    }

    /// Adds `changes` that were observed at `instant`. Empty change sets are ignored, so events the filter
    /// dropped (a `.DS_Store`, an editor's swap file) neither start a burst nor extend one.
    mutating func record(_ changes: ChangeSet, at instant: Instant) {
        guard !changes.isEmpty else { return }
        pending.formUnion(changes)
        if firstChange == nil { firstChange = instant }
        lastChange = instant
    }

    /// When the pending burst is due, or nil when nothing is pending.
    var deadline: Instant? {
        guard let firstChange, let lastChange else { return nil }
        return min(lastChange + quietPeriod, firstChange + maximumDelay)
    }

    /// Returns the pending burst and starts a new one if the burst is due at `now`; nil otherwise.
    mutating func flush(at now: Instant) -> ChangeSet? {
        guard let deadline, deadline <= now else { return nil }
        defer {
            pending = ChangeSet()
            firstChange = nil
            lastChange = nil
        }
        return pending
    }

    /// Milliseconds `poll()` should wait from `now` until the deadline: -1 (forever) when nothing is pending,
    /// rounded up so the loop never wakes just before the deadline and spins.
    func pollTimeout(at now: Instant) -> Int32 {
        guard let deadline else { return -1 }
        let remaining = now.duration(to: deadline)
        guard remaining > .zero else { return 0 }
        let (seconds, attoseconds) = remaining.components
        let attosecondsPerMillisecond: Int64 = 1_000_000_000_000_000
        let milliseconds = seconds * 1000 + (attoseconds + attosecondsPerMillisecond - 1) / attosecondsPerMillisecond
        return Int32(clamping: milliseconds)
    }
}
