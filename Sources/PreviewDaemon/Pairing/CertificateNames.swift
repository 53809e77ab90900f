import Foundation

/// The names a server certificate of previewd's local certificate authority covers, and the subtrees the
/// authority itself is limited to (its name constraints).
///
/// The authority is installed on phones once, so its limits must outlast a new DHCP lease: it may vouch for
/// loopback, the private IPv4 ranges (RFC 1918), carrier-grade NAT (RFC 6598, where Tailscale puts its
/// addresses), IPv4 link-local, IPv6 unique-local and loopback, `localhost` and this machine's own host names —
/// never for a public address or a domain someone else owns. A phone trusting it cannot be fooled about
/// `bank.example` even if its key leaks; it can be about another machine's private address, which Security.md
/// says.
package struct CertificateNames: Equatable, Sendable {
    package var dnsNames: [String]
    package var ipAddresses: [String]

    package init(dnsNames: [String], ipAddresses: [String]) {
        self.dnsNames = dnsNames
        self.ipAddresses = ipAddresses
    }

    /// IPv4 subtrees as (network, mask).
    static let permittedIPv4: [(String, String)] = [
        ("127.0.0.0", "255.0.0.0"), ("10.0.0.0", "255.0.0.0"), ("172.16.0.0", "255.240.0.0"),
        ("192.168.0.0", "255.255.0.0"), ("100.64.0.0", "255.192.0.0"), ("169.254.0.0", "255.255.0.0"),
    ]
    /// IPv6 subtrees as (network, mask): loopback and unique-local (fc00::/7).
    static let permittedIPv6: [(String, String)] = [
        ("::1", "ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff"), ("fc00::", "fe00::"),
    ]

    /// `localhost`, the host names and the addresses given, with what the authority may not vouch for left out
    /// (returned apart, so the caller can say which addresses phones will not reach over HTTPS).
    package static func covering(hostNames: [String], addresses: [String]) -> (
        names: CertificateNames, refused: [String]
    ) {
        var dns = ["localhost"]
        for name in hostNames.map({ $0.lowercased() }) where isHostName(name) && !dns.contains(name) {
            dns.append(name)
        }
        var ips = ["127.0.0.1", "::1"]
        var refused: [String] = []
        for address in addresses where !ips.contains(address) {
            if isPermitted(address: address) { ips.append(address) } else { refused.append(address) }
        }
        return (CertificateNames(dnsNames: dns, ipAddresses: ips), refused)
    }

    /// Whether `address` (numeric IPv4 or IPv6) lies in a subtree the authority is limited to.
    package static func isPermitted(address: String) -> Bool {
        if let bytes = bytes(of: address, family: AF_INET) {
            return permittedIPv4.contains { network, mask in matches(bytes, network, mask, family: AF_INET) }
        }
        if let bytes = bytes(of: address, family: AF_INET6) {
            return permittedIPv6.contains { network, mask in matches(bytes, network, mask, family: AF_INET6) }
        }
        return false
    }

    /// A DNS label sequence OpenSSL and browsers accept in a subjectAltName; anything else (an empty name, one with
    /// spaces or a trailing dot) is left out rather than making the whole certificate fail.
    static func isHostName(_ name: String) -> Bool {
        let labels = name.split(separator: ".", omittingEmptySubsequences: false)
        return !name.isEmpty && name.count <= 253
            && labels.allSatisfy { label in
                (1...63).contains(label.count) && label.first != "-" && label.last != "-"
                    && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
            }
    }

    /// The `subjectAltName` value of an OpenSSL extension section.
    var subjectAltName: String {
        (dnsNames.map { "DNS:\($0)" } + ipAddresses.map { "IP:\($0)" }).joined(separator: ", ")
    }

    /// The `nameConstraints` value of the authority: the host names it was created with, and the address ranges.
    static func nameConstraints(hostNames: [String]) -> String {
        let dns = hostNames.map { "permitted;DNS:\($0)" }
        let v4 = permittedIPv4.map { "permitted;IP:\($0.0)/\($0.1)" }
        let v6 = permittedIPv6.map { "permitted;IP:\($0.0)/\($0.1)" }
        return "critical, " + (dns + v4 + v6).joined(separator: ", ")
    }

    private static func bytes(of address: String, family: Int32) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 16)
        guard inet_pton(family, address, &buffer) == 1 else { return nil }
        return Array(buffer.prefix(family == AF_INET ? 4 : 16))
    }

    private static func matches(_ bytes: [UInt8], _ network: String, _ mask: String, family: Int32) -> Bool {
        guard let network = self.bytes(of: network, family: family), let mask = self.bytes(of: mask, family: family)
        else {
            return false
        }
        return zip(zip(bytes, network), mask).allSatisfy { pair, mask in pair.0 & mask == pair.1 & mask }
    }
}
