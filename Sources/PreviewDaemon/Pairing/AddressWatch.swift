package import Foundation

/// Notices when this machine's addresses or names change while previewd runs (the laptop joins another Wi-Fi, a
/// VPN comes up), so that what phones are told follows: the HTTPS certificate is issued again for the new
/// addresses, and the pairing URL names the new LAN address. Without it a phone on the new network would meet a
/// certificate that does not name the address it uses, until previewd restarted.
///
/// It compares `LocalAddress`'s answers every `interval` instead of subscribing to netlink's address events:
/// joining a network takes a phone and a laptop seconds anyway, `getifaddrs` costs tens of microseconds, and the
/// same code sees every kind of change (addresses, the host name) without parsing netlink messages in Swift.
///
/// Thread: `run` blocks its own thread (a `BlockingService`) until `stop`, from any thread.
package final class AddressWatch: Sendable {
    /// What phones may reach this machine by, in a stable order.
    package struct Snapshot: Equatable, Sendable {
        package var hostNames: [String]
        package var addresses: [String]
        /// The address the pairing URL uses when previewd listens on every interface.
        package var lanIPv4: String?

        package static func current() -> Snapshot {
            Snapshot(
                hostNames: LocalAddress.hostNames(), addresses: LocalAddress.all().sorted(),
                lanIPv4: LocalAddress.lanIPv4())
        }
    }

    private let interval: DispatchTimeInterval
    private let initial: Snapshot
    private let changed: @Sendable (Snapshot) -> Void
    private let stopped = DispatchSemaphore(value: 0)

    /// Calls `changed` on the watching thread with each snapshot that differs from the one before (`initial` first).
    package init(
        interval: DispatchTimeInterval = .seconds(2), initial: Snapshot, changed: @escaping @Sendable (Snapshot) -> Void
    ) {
        self.interval = interval
        self.initial = initial
        self.changed = changed
    }

    package func run() {
        var last = initial
        while stopped.wait(timeout: .now() + interval) == .timedOut {
            let now = Snapshot.current()
            guard now != last else { continue }
            last = now
            changed(now)
        }
        stopped.signal()  // for a second stop
    }

    package func stop() { stopped.signal() }
}
