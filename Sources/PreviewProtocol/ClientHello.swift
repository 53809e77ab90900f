/// What a client says about itself in `hello`.
package struct ClientHello: Equatable, Sendable {
    package enum Role: String, Sendable {
        case dashboard, device
    }

    package var client: String
    package var role: Role
    package var viewport: ClientMessage.Viewport?
    package var scale: Double?
    package var colorScheme: String?
    package var formats: [String]
}
