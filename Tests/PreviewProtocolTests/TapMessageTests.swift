import Testing

@testable import PreviewProtocol

/// Interactive mode's messages: `tap` on a frame the client is subscribed to, `reset`, and a frame sent to one
/// session alone standing in for the shared one while it is newer.
@Suite struct TapMessageTests {
    private func frame(_ seq: UInt64) -> Frame {
        Frame(
            key: FrameKey(preview: "p", target: "t"), seq: seq, generation: 1, hash: "h\(seq)", pixelWidth: 2,
            pixelHeight: 2, scale: 1, png: [1])
    }

    private func device(subscribedTo preview: String) -> ClientSession {
        var session = ClientSession(id: 1)
        _ = session.receive(#"{"type":"hello","client":"c","role":"device"}"#, now: 0)
        _ = session.receive(#"{"type":"subscribe","previews":["\#(preview)"],"targets":["*"]}"#, now: 0)
        _ = session.next(in: [:])  // the welcome is the application's; nothing queued here
        return session
    }

    @Test func aTapIsDecodedWithItsPoint() throws {
        let message = try ClientMessage.decode(#"{"type":"tap","preview":"p","target":"t","x":12.5,"y":40}"#)
        #expect(message == .tap(FrameKey(preview: "p", target: "t"), x: 12.5, y: 40))
        #expect(try ClientMessage.decode(#"{"type":"reset"}"#) == .reset)
    }

    @Test func aTapWithoutAPointIsRefusedButNotFatal() {
        for text in [#"{"type":"tap","preview":"p","target":"t","x":1}"#, #"{"type":"tap","target":"t","x":1,"y":2}"#] {
            #expect(throws: ClientMessage.DecodingError.self) { try ClientMessage.decode(text) }
            do {
                _ = try ClientMessage.decode(text)
            } catch {
                #expect(!error.isFatal)
            }
        }
    }

    @Test func onlyTapsOnSubscribedFramesReachTheApplication() {
        var session = device(subscribedTo: "p")
        #expect(session.receive(#"{"type":"tap","preview":"p","target":"t","x":1,"y":2}"#, now: 0)
            == [.tapped(FrameKey(preview: "p", target: "t"), x: 1, y: 2)])
        #expect(session.receive(#"{"type":"tap","preview":"other","target":"t","x":1,"y":2}"#, now: 0).isEmpty)
        guard case .text(let answer)? = session.next(in: [:]) else {
            Issue.record("expected an error answer")
            return
        }
        #expect(answer.contains("not subscribed"))
    }

    /// The sequence number of the frame `next` sends, or nil when it sends none.
    private func sentSeq(_ session: inout ClientSession, _ frames: [FrameKey: Frame]) -> UInt64? {
        if case .frame(let frame)? = session.next(in: frames) { return frame.seq }
        return nil
    }

    @Test func aWithdrawnOwnFrameSendsTheSharedOneAgain() {
        var session = device(subscribedTo: "p")
        let shared = [FrameKey(preview: "p", target: "t"): frame(1)]
        #expect(sentSeq(&session, shared) == 1)
        // The tap's frame (newer) goes out; once withdrawn, the shared one is sent again though it is older.
        let own = shared.merging([FrameKey(preview: "p", target: "t"): frame(5)]) { $1 }
        #expect(sentSeq(&session, own) == 5)
        #expect(session.next(in: shared) == nil)
        session.forget(FrameKey(preview: "p", target: "t"))
        #expect(sentSeq(&session, shared) == 1)
    }
}
