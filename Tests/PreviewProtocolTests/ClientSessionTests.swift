import Testing

@testable import PreviewProtocol

@Suite struct ClientSessionTests {
    func frame(_ preview: String, _ target: String = "t", seq: UInt64, hash: String = "h") -> Frame {
        Frame(
            key: FrameKey(preview: preview, target: target), seq: seq, generation: 1, hash: hash + "\(seq)",
            pixelWidth: 2, pixelHeight: 2, scale: 1, png: [1, 2, 3])
    }

    func table(_ frames: Frame...) -> [FrameKey: Frame] {
        Dictionary(uniqueKeysWithValues: frames.map { ($0.key, $0) })
    }

    /// A session that has said hello and read its welcome.
    func greeted() -> ClientSession {
        var session = ClientSession(id: 1)
        _ = session.receive(#"{"type":"hello","client":"c"}"#, now: 0)
        return session
    }

    @Test func framesStartOnlyAfterHello() {
        var session = ClientSession(id: 1)
        let frames = table(frame("a", seq: 1))
        #expect(!session.hasPending(in: frames))
        #expect(session.next(in: frames) == nil)
        _ = session.receive(#"{"type":"hello","client":"c"}"#, now: 0)
        #expect(session.hasPending(in: frames))
    }

    @Test func sendsEveryFrameOnceThenNothing() {
        var session = greeted()
        let frames = table(frame("a", seq: 1), frame("b", seq: 2))
        var sent: [String] = []
        while case .frame(let next)? = session.next(in: frames) { sent.append(next.key.preview) }
        #expect(sent == ["a", "b"])
        #expect(!session.hasPending(in: frames))
    }

    @Test func slowClientSkipsSupersededFrames() {
        var session = greeted()
        _ = session.next(in: table(frame("a", seq: 1)))
        // Three newer frames of the same key were produced while the client was busy: only the newest goes out.
        let later = table(frame("a", seq: 4))
        guard case .frame(let next)? = session.next(in: later) else {
            Issue.record("expected a frame")
            return
        }
        #expect(next.seq == 4)
        #expect(session.next(in: later) == nil)
    }

    @Test func subscriptionNarrowsFrames() {
        var session = greeted()
        #expect(session.receive(#"{"type":"subscribe","previews":["b"],"targets":["*"]}"#, now: 0).isEmpty)
        let frames = table(frame("a", seq: 1), frame("b", seq: 2))
        guard case .frame(let next)? = session.next(in: frames) else {
            Issue.record("expected a frame")
            return
        }
        #expect(next.key.preview == "b")
        #expect(session.next(in: frames) == nil)
    }

    @Test func helloIsGreetedAndPingAnswered() {
        var session = ClientSession(id: 1)
        let actions = session.receive(#"{"type":"hello","client":"phone-1","role":"device","scale":3}"#, now: 0)
        #expect(actions.count == 1)
        guard case .greet(let hello) = actions.first else {
            Issue.record("expected a greeting, got \(actions)")
            return
        }
        #expect(hello.client == "phone-1")
        #expect(hello.role == .device)
        #expect(session.receive(#"{"type":"ping","t":42}"#, now: 0).isEmpty)
        guard case .text(let pong)? = session.next(in: [:]) else {
            Issue.record("expected a pong")
            return
        }
        #expect(pong == #"{"t":42,"type":"pong"}"#)
    }

    @Test(arguments: ["not json", "{\"type\":1}", "[]", "{\"type\":\"hello\"}"])
    func malformedMessagesClose(_ text: String) {
        var session = ClientSession(id: 1)
        let actions = session.receive(text, now: 0)
        guard case .close(let code, _)? = actions.first else {
            Issue.record("expected close for \(text), got \(actions)")
            return
        }
        #expect(code == 1008)
    }

    @Test func unknownTypeIsAnsweredNotClosed() {
        var session = ClientSession(id: 1)
        #expect(session.receive(#"{"type":"dance"}"#, now: 0).isEmpty)
        guard case .text(let error)? = session.next(in: [:]) else {
            Issue.record("expected an error message")
            return
        }
        #expect(error.contains("unknown message type 'dance'"))
    }

    @Test func floodingClientIsClosed() {
        var session = ClientSession(id: 1)
        var closed = false
        for index in 0...ClientSession.messagesPerSecond {
            let actions = session.receive(#"{"type":"subscribe","previews":["*"]}"#, now: 0.001 * Double(index))
            if case .close(1008, _)? = actions.first { closed = true }
        }
        #expect(closed)
        // A new second starts a new window.
        #expect(session.receive(#"{"type":"subscribe","previews":["*"]}"#, now: 2).isEmpty)
    }

    @Test func clientThatDoesNotReadIsClosedNotBuffered() {
        var session = ClientSession(id: 1)
        var actions: [ClientSession.Action] = []
        for second in 0...ClientSession.outboxLimit {
            actions += session.receive(#"{"type":"ping","t":1}"#, now: Double(second))
        }
        #expect(actions.contains(.close(code: 1008, reason: "client is not reading")))
    }

    @Test func onlyTheNewestCatalogWaits() {
        var session = ClientSession(id: 1)
        session.enqueueCatalog(ServerMessage.catalog(#"{"generation":1}"#))
        session.enqueueCatalog(ServerMessage.catalog(#"{"generation":2}"#))
        guard case .text(let text)? = session.next(in: [:]) else {
            Issue.record("expected a catalog")
            return
        }
        #expect(text == #"{"type":"catalog","generation":2}"#)
        #expect(session.next(in: [:]) == nil)
    }

    @Test func aDeviceGetsNoFramesUntilItSubscribes() {
        var session = ClientSession(id: 1)
        _ = session.receive(#"{"type":"hello","client":"c","role":"device"}"#, now: 0)
        let frames = table(frame("a", seq: 1))
        #expect(session.next(in: frames) == nil)
        _ = session.receive(#"{"type":"subscribe","previews":["a"],"targets":["t"]}"#, now: 0)
        guard case .frame? = session.next(in: frames) else {
            Issue.record("expected the frame once subscribed")
            return
        }
    }

    @Test func subscribingAgainResendsTheNewestFrame() {
        var session = greeted()
        _ = session.receive(#"{"type":"subscribe","previews":["a"],"targets":["*"]}"#, now: 0)
        let frames = table(frame("a", seq: 1), frame("b", seq: 2))
        _ = session.next(in: frames)
        _ = session.receive(#"{"type":"subscribe","previews":["b"],"targets":["*"]}"#, now: 0)
        _ = session.next(in: frames)
        // Back to "a": the client dropped it when it switched away, so it gets it again.
        _ = session.receive(#"{"type":"subscribe","previews":["a"],"targets":["*"]}"#, now: 0)
        guard case .frame(let again)? = session.next(in: frames) else {
            Issue.record("expected the frame of 'a' again")
            return
        }
        #expect(again.key.preview == "a")
        #expect(session.next(in: frames) == nil)
    }

    @Test func screenAndFollowMessages() {
        var session = ClientSession(id: 1)
        #expect(session.follows)
        _ = session.receive(
            #"{"type":"hello","client":"c","role":"device","viewport":{"width":390,"height":844},"scale":3}"#, now: 0)
        let actions = session.receive(
            #"{"type":"screen","viewport":{"width":844,"height":390},"colorScheme":"dark"}"#, now: 0)
        guard case .screenChanged(let hello)? = actions.first else {
            Issue.record("expected a screen change, got \(actions)")
            return
        }
        #expect(hello.viewport == ClientMessage.Viewport(width: 844, height: 390))
        #expect(hello.scale == 3 && hello.colorScheme == "dark")
        #expect(session.receive(#"{"type":"follow","follow":false}"#, now: 0).isEmpty)
        #expect(!session.follows)
    }
}

extension ClientSession.Outgoing: Equatable {
    static func == (a: Self, b: Self) -> Bool {
        switch (a, b) {
        case (.text(let x), .text(let y)): return x == y
        case (.frame(let x), .frame(let y)): return x === y
        default: return false
        }
    }

}
