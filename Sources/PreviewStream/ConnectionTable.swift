import Foundation

/// Every TCP connection the server holds (HTTP or WebSocket, with or without the token), counted against a
/// global and a per-address limit derived from the process's descriptor limit (an IPv6 address counts with its
/// /64 network: `addressGroup(of:)`). Service thread only.
///
/// Each connection uses a descriptor, and at the descriptor limit accept() fails, which lws would retry in a
/// tight loop while state files could not be opened. So the server stays well below that limit: a new connection
/// beyond a limit makes room by closing the longest-idle connection that is not in the middle of a request (a
/// half-sent request, a kept-alive HTTP connection between requests), or is refused when there is none; and when
/// the whole server is full of busy connections it stops accepting until one closes.
struct ConnectionTable {
    /// What to do with a connection that was just accepted.
    enum Admission: Equatable {
        case admit
        /// Admit it, and close this idle connection to make room.
        case admitClosing(OpaquePointer)
        /// Close it: its address holds its share of busy connections.
        case refuse
        /// Close it and stop accepting until a connection closes: the server is full of busy connections.
        case refuseAndPause
    }

    struct Limits: Equatable {
        /// Connections open at once, all addresses together.
        var total: Int
        /// Connections open at once from one address.
        var perPeer: Int

        /// A quarter of the descriptors (at least 64) stays for everything else the daemon opens: project and
        /// state files, the log, inotify, lws's own. One address may hold a quarter of the connections.
        init(descriptorLimit: Int) {
            let reserve = max(64, descriptorLimit / 4)
            total = max(16, descriptorLimit - reserve)
            perPeer = max(8, total / 4)
        }

        /// For this process's soft RLIMIT_NOFILE (systemd's `LimitNOFILE=`).
        static func forThisProcess() -> (limits: Limits, descriptorLimit: Int) {
            var limit = rlimit()
            // RLIM_INFINITY does not import; "unlimited" is the largest value, which clamps to a huge Int.
            let descriptors =
                getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0
                ? min(Int(clamping: limit.rlim_cur), 1 << 20) : 1024
            return (Limits(descriptorLimit: descriptors), descriptors)
        }
    }

    private struct Connection {
        var peer: String
        /// When it last finished a request (or was accepted): the longest idle is closed first.
        var idleSince: UInt64
        var busy = false
    }

    let limits: Limits
    private var connections: [OpaquePointer: Connection] = [:]
    private var perPeer: [String: Int] = [:]
    /// Grows with every event, ordering idleness without reading a clock.
    private var clock: UInt64 = 0

    init(limits: Limits) {
        self.limits = limits
    }

    var count: Int { connections.count }

    /// The share a connection from the numeric address `host` counts against: an IPv4 address itself, an IPv6
    /// address's /64 network (one machine is routinely given a whole /64, and could otherwise take a share from
    /// each of its addresses), an IPv4-mapped IPv6 address as its IPv4 address.
    static func addressGroup(of host: String) -> String {
        let address = host.split(separator: "%", maxSplits: 1).first.map(String.init) ?? host  // fe80::1%eth0
        var network = in6_addr()
        guard address.contains(":"), inet_pton(AF_INET6, address, &network) == 1 else { return host }
        let bytes = withUnsafeBytes(of: &network) { Array($0) }
        if bytes[0..<10].allSatisfy({ $0 == 0 }) && bytes[10] == 0xFF && bytes[11] == 0xFF {
            return bytes[12...].map(String.init).joined(separator: ".")
        }
        let groups = (0..<4).map { String(UInt16(bytes[2 * $0]) << 8 | UInt16(bytes[2 * $0 + 1]), radix: 16) }
        return groups.joined(separator: ":") + "::/64"
    }

    func count(from peer: String) -> Int { perPeer[peer] ?? 0 }

    /// Decides about a connection from `peer` that was just accepted (before `add`).
    func admission(of peer: String) -> Admission {
        if count(from: peer) >= limits.perPeer {
            return longestIdle(from: peer).map { .admitClosing($0) } ?? .refuse
        }
        if connections.count >= limits.total {
            return longestIdle(from: nil).map { .admitClosing($0) } ?? .refuseAndPause
        }
        return .admit
    }

    mutating func add(_ connection: OpaquePointer, peer: String) {
        clock += 1
        connections[connection] = Connection(peer: peer, idleSince: clock)
        perPeer[peer, default: 0] += 1
    }

    /// Forgets `connection`; returns whether it was one of ours.
    @discardableResult
    mutating func remove(_ connection: OpaquePointer) -> Bool {
        guard let removed = connections.removeValue(forKey: connection) else { return false }
        let left = (perPeer[removed.peer] ?? 1) - 1
        perPeer[removed.peer] = left > 0 ? left : nil
        return true
    }

    /// A request started on `connection` (or it became a WebSocket): it is not closed to make room.
    mutating func markBusy(_ connection: OpaquePointer) {
        connections[connection]?.busy = true
    }

    /// A request on `connection` was answered; it may wait for the next one, idle.
    mutating func markIdle(_ connection: OpaquePointer) {
        clock += 1
        connections[connection]?.busy = false
        connections[connection]?.idleSince = clock
    }

    private func longestIdle(from peer: String?) -> OpaquePointer? {
        connections.filter { !$0.value.busy && (peer == nil || $0.value.peer == peer) }
            .min { $0.value.idleSince < $1.value.idleSince }?.key
    }
}
