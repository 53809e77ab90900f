import Foundation

/// This machine's addresses as a phone on the same network sees them, for the pairing URL.
enum LocalAddress {
    /// An IPv4 address of an interface that is up and not loopback; a link-local one (169.254.x.x, which a phone
    /// seldom shares) only when there is nothing else. nil on a machine without a network.
    static func lanIPv4() -> String? {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return nil }
        defer { freeifaddrs(list) }
        var linkLocal: String?
        for entry in sequence(first: first, next: { $0.pointee.ifa_next }) {
            let flags = entry.pointee.ifa_flags
            guard let address = entry.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET),
                flags & UInt32(IFF_UP) != 0, flags & UInt32(IFF_LOOPBACK) == 0,
                let name = numericHost(address)
            else { continue }
            if name.hasPrefix("169.254.") {
                linkLocal = linkLocal ?? name
            } else {
                return name
            }
        }
        return linkLocal
    }

    /// Whether `host` (a `--host` value) means this machine only, so no phone can reach a daemon listening there.
    static func isLoopback(_ host: String) -> Bool {
        let name = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        return name == "localhost" || name.hasSuffix(".localhost") || name == "::1" || name.hasPrefix("127.")
    }

    /// Whether `host` means every interface, where the pairing URL needs one of this machine's own addresses.
    static func isWildcard(_ host: String) -> Bool { host == "0.0.0.0" || host == "::" || host == "[::]" }

    private static func numericHost(_ address: UnsafeMutablePointer<sockaddr>) -> String? {
        var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
        let length = socklen_t(MemoryLayout<sockaddr_in>.size)
        guard getnameinfo(address, length, &host, socklen_t(host.count), nil, 0, NI_NUMERICHOST) == 0 else {
            return nil
        }
        return String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
