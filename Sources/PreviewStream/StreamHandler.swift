/// The application side of the stream server: HTTP answers, upgrade checks and welcomes.
///
/// Every method is called on the server's service thread and must return quickly without blocking: answers come
/// from memory (the frame store, the catalog), never from rendering.
package protocol StreamHandler: AnyObject, Sendable {
    func respond(to request: HTTPRequest) -> HTTPResponse
    /// Whether a WebSocket upgrade may proceed (path, token, Origin and Host checks).
    func allowsUpgrade(_ request: HTTPRequest) -> Bool
    /// The `welcome` message text for a client that said hello.
    func welcome(for hello: ClientHello) -> String
    /// A client showed a preview; remembered so it can resume there.
    func client(_ clientID: String, selected preview: String)
}
