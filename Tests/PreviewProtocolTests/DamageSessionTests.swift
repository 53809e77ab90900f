import Foundation
import Testing

@testable import PreviewProtocol

@Suite("Damage frames go only to clients that opted in and hold the base")
struct DamageSessionTests {
    let key = FrameKey(preview: "p", target: "t")

    func full(seq: UInt64) -> Frame {
        Frame(
            key: key, seq: seq, generation: 1, hash: "h\(seq)", pixelWidth: 4, pixelHeight: 4, scale: 1, png: [1, 2, 3])
    }

    func damaged(seq: UInt64, base: Frame) -> Frame {
        Frame(
            key: key, seq: seq, generation: 1, hash: "h\(seq)", pixelWidth: 4, pixelHeight: 4, scale: 1, png: [1, 2, 3],
            damage: (base, [FrameDamage.Patch(x: 2, y: 0, width: 2, height: 2, png: [9, 9])]))
    }

    func session(formats: String) -> ClientSession {
        var session = ClientSession(id: 1)
        _ = session.receive(#"{"type":"hello","client":"c","formats":\#(formats)}"#, now: 0)
        return session
    }

    enum Sent: Equatable { case full(UInt64), damage(UInt64), none }

    func next(_ session: inout ClientSession, _ frame: Frame) -> Sent {
        switch session.next(in: [key: frame]) {
        case .frame(let sent)?: return .full(sent.seq)
        case .damage(let sent)?: return .damage(sent.seq)
        default: return .none
        }
    }

    @Test func aClientHoldingTheBaseGetsTheDamage() {
        var client = session(formats: #"["png","damage"]"#)
        let base = full(seq: 1)
        #expect(next(&client, base) == .full(1))
        #expect(next(&client, damaged(seq: 2, base: base)) == .damage(2))
    }

    @Test func aClientThatDidNotOptInGetsFullFrames() {
        var client = session(formats: #"["png"]"#)
        let base = full(seq: 1)
        #expect(next(&client, base) == .full(1))
        #expect(next(&client, damaged(seq: 2, base: base)) == .full(2))
    }

    @Test func aNewClientGetsTheFullFrameFirst() {
        var client = session(formats: #"["png","damage"]"#)
        #expect(next(&client, damaged(seq: 2, base: full(seq: 1))) == .full(2))
    }

    @Test func aClientThatSkippedTheBaseGetsTheFullFrame() {
        var client = session(formats: #"["png","damage"]"#)
        let first = full(seq: 1)
        #expect(next(&client, first) == .full(1))
        // Frame 2 was superseded before this slow client was ready: frame 3's patches apply to 2, not to 1.
        let skipped = damaged(seq: 2, base: first)
        #expect(next(&client, damaged(seq: 3, base: skipped)) == .full(3))
    }

    @Test func resubscribingGetsAFullFrame() {
        var client = session(formats: #"["png","damage"]"#)
        let base = full(seq: 1)
        #expect(next(&client, base) == .full(1))
        _ = client.receive(#"{"type":"subscribe","previews":["other"],"targets":["*"]}"#, now: 0)
        _ = client.receive(#"{"type":"subscribe","previews":["p"],"targets":["*"]}"#, now: 0)
        #expect(next(&client, damaged(seq: 2, base: base)) == .full(2))
    }

    @Test func theDamageMessageNamesItsBaseAndRectangles() throws {
        let frame = damaged(seq: 2, base: full(seq: 1))
        let message = try #require(frame.damage?.message)
        let length = Int(message[0]) << 24 | Int(message[1]) << 16 | Int(message[2]) << 8 | Int(message[3])
        let header = try #require(
            try JSONSerialization.jsonObject(with: Data(message[4..<4 + length])) as? [String: Any])
        #expect(header["kind"] as? String == "damage")
        #expect(header["base"] as? String == "h1")
        #expect(header["baseSeq"] as? Int == 1)
        #expect(header["hash"] as? String == "h2")
        let rects = try #require(header["rects"] as? [[String: Int]])
        #expect(rects == [["x": 2, "y": 0, "width": 2, "height": 2, "length": 2]])
        #expect(Array(message[(4 + length)...]) == [9, 9])
        #expect(frame.damage?.chainLength == 1)
        #expect(damaged(seq: 3, base: frame).damage?.chainLength == 2)
    }

    /// What `next` sends when the store holds `latest` and, published before its full image, `early`.
    func next(_ session: inout ClientSession, latest: Frame, early: Frame) -> Sent {
        switch session.next(in: [key: latest], early: [key: early]) {
        case .frame(let sent)?: return .full(sent.seq)
        case .damage(let sent)?: return .damage(sent.seq)
        default: return .none
        }
    }

    @Test func damagePublishedBeforeItsFullImageGoesOnlyToClientsHoldingTheBase() {
        let base = full(seq: 1)
        let early = damaged(seq: 2, base: base)
        var holder = session(formats: #"["png","damage"]"#)
        #expect(next(&holder, base) == .full(1))
        #expect(holder.hasPending(in: [key: base], early: [key: early]))
        #expect(next(&holder, latest: base, early: early) == .damage(2))
        // The full frame of the same seq follows; the holder already shows it.
        #expect(!holder.hasPending(in: [key: damaged(seq: 2, base: base)]))

        // A client without the base, or that did not opt in, waits for the full frame instead.
        var newcomer = session(formats: #"["png","damage"]"#)
        #expect(next(&newcomer, latest: base, early: early) == .full(1))
        var plain = session(formats: #"["png"]"#)
        #expect(next(&plain, base) == .full(1))
        #expect(!plain.hasPending(in: [key: base], early: [key: early]))
        #expect(next(&plain, damaged(seq: 2, base: base)) == .full(2))
    }
}
