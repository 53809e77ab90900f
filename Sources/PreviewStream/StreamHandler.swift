package import PreviewProtocol

/// The application side of the stream server's HTTP: answers and upgrade checks.
///
/// Every method of this and `SessionHandler` is called on the server's service thread and must return quickly
/// without blocking: answers come from memory (the frame store, the catalog), never from rendering.
package protocol HTTPHandler: AnyObject, Sendable {
    func respond(to request: HTTPRequest) -> HTTPResponse
    /// Whether a WebSocket upgrade may proceed (path, token, Origin and Host checks).
    func allowsUpgrade(_ request: HTTPRequest) -> Bool
    /// The name of the credential an admitted WebSocket upgrade presented, when it is one that can be revoked on
    /// its own (a paired device's): `StreamServer.disconnect(admittedWith:)` closes that device's connections only.
    func credential(admitting request: HTTPRequest) -> String?
}

/// The application side of the stream server's WebSocket sessions: welcomes and what clients choose. `session` is
/// the WebSocket connection's id, unique for the server's lifetime; `hello.client` is the id the client keeps
/// across connections.
package protocol SessionHandler: AnyObject, Sendable {
    /// The `welcome` message text for a client that said hello.
    func welcome(for hello: ClientHello, session: UInt64) -> String
    /// A client showed a preview (a device: remembered so it can resume there; the dashboard: mirrored).
    func session(_ session: UInt64, of hello: ClientHello, selected preview: String)
    /// A device reported a new screen: the `target` message that answers it.
    func session(_ session: UInt64, changedScreen hello: ClientHello) -> String
    /// A client pinned or unpinned a preview.
    func session(_ session: UInt64, of hello: ClientHello, pinned preview: String, _ isPinned: Bool)
    /// A dashboard opened a variants view of `preview` along `axis` (nil: closed it): the `variants` answer.
    func session(_ session: UInt64, variantsOf preview: String?, along axis: String) -> String
    /// Interactive mode: `session` tapped at (`x`, `y`) points on its frame of `key`; the answer, if the tap
    /// changes anything, is a frame for that session alone (`StreamServer.deliver`).
    func session(_ session: UInt64, tapped key: FrameKey, x: Double, y: Double)
    /// `session` left interactive mode: what its taps changed is forgotten.
    func sessionReset(_ session: UInt64)
    /// `session`'s acks show its link turned slow or fast again: `prefersWebP` when it is now slow and the client
    /// decodes WebP (its frames should then be encoded as WebP too).
    func session(_ session: UInt64, prefersWebP: Bool)
    /// The connection closed.
    func sessionClosed(_ session: UInt64)
}
