/// An HTTP request as the stream server read it: only what previewd's handlers look at.
package struct HTTPRequest: Sendable, Equatable {
    package var method: String
    /// The path, percent-decoded by libwebsockets, without the query.
    package var path: String
    /// Query arguments, decoded.
    package var query: [String: String]
    /// Lower-cased header names: `host`, `origin`, `cookie`, `authorization`, `if-none-match`, `content-length`,
    /// `content-type`.
    package var headers: [String: String]
    /// The peer's address, for logs and rate limits.
    package var peer: String
    /// The body of a POST (at most `StreamServer.maximumBodySize` bytes).
    package var body: [UInt8]
    /// Whether the request came over TLS. A server with a certificate also answers plain HTTP on its port, so a
    /// phone that does not trust the certificate yet can fetch the authority that issued it (`/ca.crt`).
    package var overTLS: Bool

    package init(
        method: String, path: String, query: [String: String] = [:], headers: [String: String] = [:], peer: String = "",
        body: [UInt8] = [], overTLS: Bool = false
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.peer = peer
        self.body = body
        self.overTLS = overTLS
    }
}

/// A complete HTTP response; previewd's responses are small or already in memory, so bodies are not streamed.
package struct HTTPResponse: Sendable, Equatable {
    package var status: Int
    package var contentType: String
    /// Extra headers, names lower-case without the colon.
    package var headers: [(String, String)]
    package var body: ArraySlice<UInt8>

    package init(status: Int, contentType: String, headers: [(String, String)] = [], body: ArraySlice<UInt8> = []) {
        self.status = status
        self.contentType = contentType
        self.headers = headers
        self.body = body
    }

    package init(status: Int, text: String, contentType: String = "text/plain; charset=utf-8") {
        self.init(status: status, contentType: contentType, body: ArraySlice(Array(text.utf8)))
    }

    package static func == (a: HTTPResponse, b: HTTPResponse) -> Bool {
        a.status == b.status && a.contentType == b.contentType && a.body == b.body
            && a.headers.map { $0.0 + ":" + $0.1 } == b.headers.map { $0.0 + ":" + $0.1 }
    }
}
