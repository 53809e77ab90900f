import PreviewProtocol

/// The WebSocket client-message parser and session, fed a conversation: one text message per line, given to a
/// `ClientSession` as the stream server gives it (rate limit, size limit, JSON decoding), with what it queues
/// drained as a client reading it would. Properties beyond "no crash": a close is only ever 1008 or 1009, and the
/// outbox never grows past its limit.
enum ClientMessageConversation {
    /// The properties the conversation in `text` broke; empty when it kept them all.
    static func violations(_ text: String) -> [String] {
        var session = ClientSession(id: 1)
        let frame = Frame(
            key: FrameKey(preview: "p", target: "t"), seq: 1, generation: 1, hash: "0000000000000000", pixelWidth: 1,
            pixelHeight: 1, scale: 1, png: [0])
        var violations: [String] = []
        for (number, message) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            _ = try? ClientMessage.decode(String(message))
            // Ten messages per simulated second: the rate limit is reached only by long conversations.
            for action in session.receive(String(message), now: Double(number) / 10) {
                if case .close(let code, _) = action, code != 1008 && code != 1009 {
                    violations.append("line \(number + 1) closed with \(code), which no client message should cause")
                }
            }
            var drained = 0
            while session.next(in: [frame.key: frame]) != nil {
                drained += 1
                if drained > ClientSession.outboxLimit + 1 {
                    violations.append("line \(number + 1) queued more than the outbox limit")
                    break
                }
            }
        }
        return violations
    }
}
