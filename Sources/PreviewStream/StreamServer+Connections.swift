internal import CLibWebSockets
import Foundation
import Logging

/// Admission of TCP connections against `ConnectionTable`'s limits. Service thread only.
extension StreamServer {
    /// A connection from `address` was just accepted on `listener`: returns whether to close it at once.
    func admitConnection(
        from address: UnsafePointer<sockaddr_storage>, length: socklen_t, on listener: OpaquePointer
    ) -> Bool {
        let peer = ConnectionTable.addressGroup(of: Self.numericHost(address, length))
        pendingPeer = nil
        let admission = connections.admission(of: peer)
        if connections.count >= connectionLimits.total && !connectionLimitLogged {
            connectionLimitLogged = true
            logger.warning(
                "connection limit reached; closing idle connections to make room, or not accepting until one closes",
                metadata: [
                    "connections.open": "\(connections.count)", "connections.max": "\(connectionLimits.total)",
                    "descriptors.limit": "\(Self.descriptorLimits.descriptorLimit)",
                ])
        }
        switch admission {
        case .admit:
            break
        case .admitClosing(let idle):
            connections.remove(idle)
            closingConnections.insert(idle)
            // At once (the wsi being serviced is the listener, never this one): closed at the next timeout sweep
            // instead, a burst of connections would each wait up to a second for its room.
            lws_set_timeout(idle, PENDING_TIMEOUT_HTTP_KEEPALIVE_IDLE, LWS_TO_KILL_SYNC)
        case .refuse:
            logger.warning(
                "too many connections from one address; refusing more",
                metadata: ["client.peer": "\(peer)", "connections.max_per_peer": "\(connectionLimits.perPeer)"])
            return true
        case .refuseAndPause:
            // Every connection is in the middle of a request: stop polling the listener (connections wait in the
            // kernel's backlog) until one closes, rather than accept and close each.
            _ = lws_rx_flow_control(listener, 0)
            pausedListener = listener
            return true
        }
        pendingPeer = peer
        return false
    }

    /// lws created the wsi of the connection `admitConnection` let in.
    func connectionCreated(_ wsi: OpaquePointer) {
        guard let peer = pendingPeer else { return }
        pendingPeer = nil
        connections.add(wsi, peer: peer)
    }

    /// Whether the connections open and those still closing fill lws's table: the socket systemd passed, whose
    /// waiting connections previewd accepts itself, is then not accepted from until one is gone.
    var isFullUntilClosingEnds: Bool { connections.count + closingConnections.count >= connectionLimits.total }

    /// A wsi is gone; if it was a connection, its slot is free, and accepting resumes if it had paused.
    func connectionDestroyed(_ wsi: OpaquePointer) {
        guard connections.remove(wsi) || closingConnections.remove(wsi) != nil else { return }
        if let listener = pausedListener, !isFullUntilClosingEnds {
            pausedListener = nil
            _ = lws_rx_flow_control(listener, 1)
        }
        if connections.count < connectionLimits.total * 9 / 10 { connectionLimitLogged = false }
    }

    /// A request started on `wsi`'s connection: it is not closed to make room until it is answered.
    func requestStarted(_ wsi: OpaquePointer) {
        connections.markBusy(lws_get_network_wsi(wsi) ?? wsi)
    }

    func requestAnswered(_ wsi: OpaquePointer) {
        connections.markIdle(lws_get_network_wsi(wsi) ?? wsi)
    }

    private static func numericHost(_ address: UnsafePointer<sockaddr_storage>, _ length: socklen_t) -> String {
        var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
        let status = address.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            getnameinfo($0, length, &host, socklen_t(host.count), nil, 0, NI_NUMERICHOST)
        }
        return status == 0 ? String(cBuffer: host) : "?"
    }
}
