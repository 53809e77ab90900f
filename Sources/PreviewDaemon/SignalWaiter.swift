import Dispatch
import Foundation
import Synchronization

/// Turns SIGTERM (how systemd stops a unit) and SIGINT (Ctrl-C) into a clean shutdown instead of death, and
/// SIGHUP (`systemctl reload`) into a call of `onHangUp`.
final class SignalWaiter: @unchecked Sendable {
    // @unchecked: `sources` is written only in init and kept only to keep the sources alive; the rest is Sendable.
    private let semaphore = DispatchSemaphore(value: 0)
    private let received = Mutex<Int32>(0)
    private var sources: [DispatchSourceSignal] = []
    private let hangUp = Mutex<(@Sendable () -> Void)?>(nil)

    init() {
        let queue = DispatchQueue(label: "previewd.signals")
        signal(SIGHUP, SIG_IGN)  // its default action ends the process
        let reload = DispatchSource.makeSignalSource(signal: SIGHUP, queue: queue)
        reload.setEventHandler { [self] in hangUp.withLock { $0 }?() }
        reload.resume()
        sources.append(reload)
        for number in [SIGTERM, SIGINT] {
            // The default action would kill the process before the handler runs.
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { [self] in
                received.withLock { $0 = number }
                semaphore.signal()
            }
            source.resume()
            sources.append(source)
        }
    }

    /// Blocks until a signal arrives (or `trigger()`), returning its name.
    func wait() -> String {
        semaphore.wait()
        switch received.withLock({ $0 }) {
        case SIGTERM: return "SIGTERM"
        case SIGINT: return "SIGINT"
        default: return "internal"
        }
    }

    /// What SIGHUP does (on the signal queue).
    func onHangUp(_ action: @escaping @Sendable () -> Void) { hangUp.withLock { $0 = action } }

    /// Stops the daemon from inside, as a fatal error does.
    func trigger() { semaphore.signal() }
}
