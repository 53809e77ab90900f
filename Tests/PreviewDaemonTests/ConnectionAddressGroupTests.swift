import Testing

@testable import PreviewStream

@Suite("Connection limits count an IPv6 machine by its /64 network, as one IPv4 address")
struct ConnectionAddressGroupTests {
    @Test func ipv4AddressesAreTheirOwnGroup() {
        #expect(ConnectionTable.addressGroup(of: "192.168.1.20") == "192.168.1.20")
        #expect(ConnectionTable.addressGroup(of: "192.168.1.21") != ConnectionTable.addressGroup(of: "192.168.1.20"))
    }

    @Test func everyAddressOfOneIPv6NetworkCountsTogether() {
        let first = ConnectionTable.addressGroup(of: "2001:db8:aa:1::1")
        #expect(first == "2001:db8:aa:1::/64")
        #expect(ConnectionTable.addressGroup(of: "2001:db8:aa:1:ffff:ffff:ffff:ffff") == first)
        #expect(ConnectionTable.addressGroup(of: "2001:0db8:00aa:0001:0:0:0:9") == first, "spelling does not matter")
        #expect(ConnectionTable.addressGroup(of: "2001:db8:aa:2::1") != first, "the next /64 is another machine")
    }

    @Test func mappedAndScopedAddresses() {
        #expect(ConnectionTable.addressGroup(of: "::ffff:10.0.0.7") == "10.0.0.7")
        #expect(ConnectionTable.addressGroup(of: "fe80::1%eth0") == ConnectionTable.addressGroup(of: "fe80::2"))
        #expect(ConnectionTable.addressGroup(of: "::1") == "0:0:0:0::/64")
        #expect(ConnectionTable.addressGroup(of: "?") == "?", "an address getnameinfo could not give stays as it is")
    }
}
