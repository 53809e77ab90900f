import Foundation

/// This machine's addresses as a phone on the same network sees them, for the pairing URL and the HTTPS
/// certificate.
package enum LocalAddress {
    /// An IPv4 address of an interface that is up and not loopback; a link-local one (169.254.x.x, which a phone
    /// seldom shares) only when there is nothing else. nil on a machine without a network.
    package static func lanIPv4() -> String? {
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

    /// Every address of an interface that is up, IPv4 and IPv6 (without link-local IPv6, whose zone a URL cannot
    /// carry portably), for the HTTPS certificate: whichever of them a phone uses must be in it.
    package static func all() -> [String] {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return [] }
        defer { freeifaddrs(list) }
        var addresses: [String] = []
        for entry in sequence(first: first, next: { $0.pointee.ifa_next }) {
            guard let address = entry.pointee.ifa_addr, entry.pointee.ifa_flags & UInt32(IFF_UP) != 0 else { continue }
            let family = Int32(address.pointee.sa_family)
            guard family == AF_INET || family == AF_INET6, let name = numericHost(address, family: family),
                !name.lowercased().hasPrefix("fe80:"), !addresses.contains(name)
            else { continue }
            addresses.append(name)
        }
        return addresses
    }

    /// This machine's host name and its mDNS form (`NAME.local`), lower-case.
    package static func hostNames() -> [String] {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count) == 0 else { return [] }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self).lowercased()
        guard !name.isEmpty else { return [] }
        return name.hasSuffix(".local") ? [name] : [name, name + ".local"]
    }

    /// Whether `host` (a `--host` value) means this machine only, so no phone can reach a daemon listening there.
    package static func isLoopback(_ host: String) -> Bool {
        let name = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        return name == "localhost" || name.hasSuffix(".localhost") || name == "::1" || name.hasPrefix("127.")
    }

    /// Whether `host` means every interface, where the pairing URL needs one of this machine's own addresses.
    package static func isWildcard(_ host: String) -> Bool { host == "0.0.0.0" || host == "::" || host == "[::]" }

    private static func numericHost(_ address: UnsafeMutablePointer<sockaddr>, family: Int32 = AF_INET) -> String? {
        var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
        let length = socklen_t(family == AF_INET6 ? MemoryLayout<sockaddr_in6>.size : MemoryLayout<sockaddr_in>.size)
        guard getnameinfo(address, length, &host, socklen_t(host.count), nil, 0, NI_NUMERICHOST) == 0 else {
            return nil
        }
        return String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
