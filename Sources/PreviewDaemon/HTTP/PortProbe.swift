import Foundation

/// Whether a port can be listened on right now, asked by binding a throwaway socket the way the stream server
/// binds its own (SO_REUSEADDR, so connections of a daemon that just stopped, still in TIME_WAIT, do not count).
enum PortProbe {
    static func isFree(host: String, port: Int) -> Bool {
        var hints = addrinfo()
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var found: UnsafeMutablePointer<addrinfo>?
        let name = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        guard getaddrinfo(name, String(port), &hints, &found) == 0, let address = found else { return false }
        defer { freeaddrinfo(found) }
        let fd = socket(address.pointee.ai_family, address.pointee.ai_socktype, address.pointee.ai_protocol)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var on: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        return bind(fd, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0
    }
}
