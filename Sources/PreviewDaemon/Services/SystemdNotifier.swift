import Foundation
import Synchronization

/// systemd's readiness protocol (sd_notify(3)) without libsystemd: each message is one datagram of `KEY=value`
/// lines sent to the `AF_UNIX` socket named in `$NOTIFY_SOCKET` (a leading `@` means the abstract namespace).
/// Without `$NOTIFY_SOCKET` (not started by systemd as `Type=notify`) every call does nothing.
package struct SystemdNotifier: Sendable {
    private let socketPath: String?
    /// Set by `stopping()`, shared by copies: a render finishing during shutdown must not replace "stopping".
    private let stopped = StoppedFlag()
    /// Half of `$WATCHDOG_USEC` when the watchdog is on for this process (`$WATCHDOG_PID` unset or ours): how
    /// often `WATCHDOG=1` must be sent.
    package let watchdogInterval: Duration?

    package init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let path = environment["NOTIFY_SOCKET"].flatMap { $0.isEmpty ? nil : $0 }
        socketPath = path
        if path != nil, let microseconds = environment["WATCHDOG_USEC"].flatMap(UInt64.init), microseconds > 0,
            environment["WATCHDOG_PID"].flatMap(Int32.init).map({ $0 == getpid() }) ?? true
        {
            watchdogInterval = .microseconds(microseconds / 2)
        } else {
            watchdogInterval = nil
        }
    }

    package var isEnabled: Bool { socketPath != nil }

    /// The service is up: listening, with its first catalog built.
    package func ready(status: String) { send("READY=1\nSTATUS=\(status)\nMAINPID=\(getpid())") }
    /// One line `systemctl status` shows.
    package func status(_ text: String) {
        guard !stopped.isSet else { return }
        send("STATUS=\(text)")
    }
    package func watchdog() { send("WATCHDOG=1") }
    package func stopping() {
        stopped.set()
        send("STOPPING=1\nSTATUS=stopping")
    }

    /// Sends one datagram; failures are ignored, as sd_notify's callers do: the service works without systemd.
    private func send(_ message: String) {
        guard let socketPath else { return }
        let descriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        var pathBytes = Array(socketPath.utf8)
        if pathBytes.first == UInt8(ascii: "@") { pathBytes[0] = 0 }  // abstract namespace
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard pathBytes.count < capacity else { return }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            buffer.copyBytes(from: pathBytes)
        }
        let length = socklen_t(MemoryLayout<sa_family_t>.size + pathBytes.count + (pathBytes.first == 0 ? 0 : 1))
        _ = message.withCString { text in
            withUnsafePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    sendto(descriptor, text, strlen(text), 0, $0, length)
                }
            }
        }
    }
}

/// A flag that copies of a value type share.
private final class StoppedFlag: Sendable {
    private let value = Atomic<Bool>(false)
    var isSet: Bool { value.load(ordering: .acquiring) }
    func set() { value.store(true, ordering: .releasing) }
}
