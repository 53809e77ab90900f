import Foundation
import ServiceLifecycle

/// A service whose work is one blocking call — the lws service loop, the render loop, the inotify loop. The call
/// runs on a thread of its own, so it never holds one of the few threads Swift concurrency runs tasks on (two on
/// these machines); graceful shutdown or cancellation calls `stop`, which must make the call return and must work
/// even if it comes before the call has started.
struct BlockingService: Service, CustomStringConvertible {
    /// The thread's name, and the service's in the group's log.
    let description: String
    let work: @Sendable () throws -> Void
    let stop: @Sendable () -> Void

    init(_ name: String, work: @escaping @Sendable () throws -> Void, stop: @escaping @Sendable () -> Void) {
        description = name
        self.work = work
        self.stop = stop
    }

    func run() async throws {
        try await withTaskCancellationOrGracefulShutdownHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let thread = Thread { [work, description] in
                    // Named from inside: a name set before `start()` never reaches the system thread on Linux.
                    Thread.current.name = description
                    continuation.resume(with: Result { try work() })
                }
                thread.start()
            }
        } onCancelOrGracefulShutdown: { [stop] in
            stop()
        }
    }
}
