import Testing

@testable import PreviewProtocol

@Suite("Clients that acknowledge frames have at most two in flight, and their acks measure the link")
struct FrameAckTests {
    /// A frame of preview `preview` whose message is about `bytes` long; with `webp`, its WebP form is half that.
    func frame(_ preview: String, seq: UInt64, bytes: Int = 100, webp: Bool = false) -> Frame {
        Frame(
            key: FrameKey(preview: preview, target: "t"), seq: seq, generation: 1, hash: "h\(seq)", pixelWidth: 2,
            pixelHeight: 2, scale: 1, png: [UInt8](repeating: 7, count: bytes),
            webp: webp ? [UInt8](repeating: 8, count: bytes / 2) : nil)
    }

    func table(_ frames: [Frame]) -> [FrameKey: Frame] {
        Dictionary(uniqueKeysWithValues: frames.map { ($0.key, $0) })
    }

    func session(formats: String) -> ClientSession {
        var session = ClientSession(id: 1)
        _ = session.receive(#"{"type":"hello","client":"c","formats":\#(formats)}"#, now: 0)
        return session
    }

    func sentSeq(_ outgoing: ClientSession.Outgoing?) -> UInt64? {
        if case .frame(let frame)? = outgoing { return frame.seq }
        return nil
    }

    @Test func twoFramesThenNothingUntilAnAck() {
        var client = session(formats: #"["png","ack"]"#)
        let frames = table((1...4).map { frame("p\($0)", seq: UInt64($0)) })
        #expect(sentSeq(client.next(in: frames, now: 0)) == 1)
        #expect(sentSeq(client.next(in: frames, now: 0)) == 2)
        #expect(!client.hasPending(in: frames))
        #expect(client.next(in: frames, now: 0) == nil)
        #expect(client.receive(#"{"type":"ack","seq":1}"#, now: 0.01).isEmpty)
        #expect(client.hasPending(in: frames))
        #expect(sentSeq(client.next(in: frames, now: 0.01)) == 3)
        #expect(client.next(in: frames, now: 0.01) == nil)
    }

    @Test func aClientThatDoesNotAcknowledgeGetsEveryFrameAtOnce() {
        var client = session(formats: #"["png"]"#)
        let frames = table((1...4).map { frame("p\($0)", seq: UInt64($0)) })
        var sent: [UInt64] = []
        while let seq = sentSeq(client.next(in: frames)) { sent.append(seq) }
        #expect(sent == [1, 2, 3, 4])
    }

    @Test func whileFramesWaitOnlyTheNewestOfAKeyIsSentWhenTheAckComes() {
        var client = session(formats: #"["png","ack"]"#)
        _ = client.next(in: table([frame("a", seq: 1)]), now: 0)
        _ = client.next(in: table([frame("a", seq: 2)]), now: 0)
        // Three more edits of "a" while both are in flight: only the last is ever sent.
        let newest = table([frame("a", seq: 5)])
        #expect(client.next(in: newest, now: 0) == nil)
        _ = client.receive(#"{"type":"ack","seq":1}"#, now: 0.1)
        #expect(sentSeq(client.next(in: newest, now: 0.1)) == 5)
    }

    @Test func anAckAlsoClearsEarlierFramesTheClientSkipped() {
        var client = session(formats: #"["png","ack"]"#)
        let frames = table((1...3).map { frame("p\($0)", seq: UInt64($0)) })
        _ = client.next(in: frames, now: 0)
        _ = client.next(in: frames, now: 0)
        _ = client.receive(#"{"type":"ack","seq":2}"#, now: 0.01)
        #expect(sentSeq(client.next(in: frames, now: 0.01)) == 3)
        #expect(client.receive(#"{"type":"ack","seq":1}"#, now: 0.02).isEmpty)  // answered with an error, kept open
        guard case .text(let error)? = client.next(in: [:]) else {
            Issue.record("expected an error for an ack of a frame no longer in flight")
            return
        }
        #expect(error.contains("not in flight"))
    }

    @Test func acksOfFramesInFlightDoNotCountAgainstTheMessageLimit() {
        var client = session(formats: #"["png","ack"]"#)
        var seq: UInt64 = 0
        for _ in 0..<(ClientSession.messagesPerSecond * 2) {
            seq += 1
            _ = client.next(in: table([frame("a", seq: seq)]), now: 0.5)
            let actions = client.receive(#"{"type":"ack","seq":\#(seq)}"#, now: 0.5)
            #expect(!actions.contains { if case .close = $0 { true } else { false } })
        }
        // Acks of nothing in flight do count.
        var closed = false
        for _ in 0...ClientSession.messagesPerSecond {
            closed = closed || client.receive(#"{"type":"ack","seq":999999}"#, now: 0.5).contains {
                if case .close = $0 { true } else { false }
            }
            _ = client.next(in: [:])
        }
        #expect(closed)
    }

    @Test func aSlowLinkIsFoundAndAWebPClientGetsTheWebPForm() {
        var client = session(formats: #"["png","ack","webp"]"#)
        let small = frame("s", seq: 1, bytes: 2_000)
        _ = client.next(in: table([small]), now: 0)
        // A 2 KB message acknowledged after 20 ms: that is the link's latency, not its rate.
        #expect(client.receive(#"{"type":"ack","seq":1}"#, now: 0.020).isEmpty)
        #expect(!client.link.isSlow)
        // 100 KB acknowledged 240 ms after it was written, 20 ms of that latency: about 470 KB/s, under the line.
        let large = frame("l", seq: 2, bytes: 100 * 1024, webp: true)
        let outgoing = client.next(in: table([large]), now: 1)
        #expect(outgoing.flatMap { client.message(carrying: $0) }?.count == large.message.count)
        let actions = client.receive(#"{"type":"ack","seq":2}"#, now: 1.240)
        #expect(actions == [.linkChanged(slow: true)])
        #expect(client.link.isSlow && client.prefersWebP)
        let next = frame("l", seq: 3, bytes: 100 * 1024, webp: true)
        guard let sent = client.next(in: table([next, frame("m", seq: 4)]), now: 2) else {
            Issue.record("expected the next frame")
            return
        }
        #expect(client.message(carrying: sent)?.count == next.webpMessage?.count)
        // On a slow link only one frame is in flight.
        #expect(client.next(in: table([next, frame("m", seq: 4)]), now: 2) == nil)
        // A frame without a WebP form still goes, as PNG.
        _ = client.receive(#"{"type":"ack","seq":3}"#, now: 2.3)
        let plain = frame("l", seq: 4, bytes: 100 * 1024)
        #expect(client.next(in: table([plain])).flatMap { client.message(carrying: $0) }?.count == plain.message.count)
    }

    @Test func theTimeAClientHeldAFrameIsNotTheLinks() {
        var client = session(formats: #"["png","ack","webp"]"#)
        _ = client.next(in: table([frame("l", seq: 1, bytes: 64 * 1024, webp: true)]), now: 0)
        // Acked after a second, 990 ms of it spent decoding: 64 KB in 10 ms is a fast link.
        #expect(client.receive(#"{"type":"ack","seq":1,"held":990}"#, now: 1).isEmpty)
        #expect(!client.link.isSlow)
        // A client cannot claim more than the whole wait (the link then counts as instant, not negative).
        _ = client.next(in: table([frame("l", seq: 2, bytes: 64 * 1024, webp: true)]), now: 2)
        #expect(client.receive(#"{"type":"ack","seq":2,"held":5000}"#, now: 2.1).isEmpty)
        #expect(!client.link.isSlow && client.link.bytesPerSecond! > 1_000_000)
    }

    @Test func aClientWithoutWebPOnASlowLinkStaysOnPNG() {
        var client = session(formats: #"["png","ack"]"#)
        _ = client.next(in: table([frame("l", seq: 1, bytes: 64 * 1024, webp: true)]), now: 0)
        #expect(client.receive(#"{"type":"ack","seq":1}"#, now: 1) == [.linkChanged(slow: true)])
        #expect(!client.prefersWebP)
    }
}

@Suite("LinkEstimate")
struct LinkEstimateTests {
    @Test func smallMessagesSetTheLatencyAndGiveNoRate() {
        var link = LinkEstimate()
        var changed = link.record(bytes: 2_000, delay: 0.030)
        #expect(!changed)
        changed = link.record(bytes: 3_000, delay: 0.012)
        #expect(!changed)
        #expect(link.latency == 0.012)
        #expect(link.bytesPerSecond == nil && !link.isSlow)
    }

    @Test func theLatencyIsTakenOutOfALargeMessagesDelay() {
        var link = LinkEstimate()
        _ = link.record(bytes: 1_000, delay: 0.050)
        // 60 KB acknowledged after 150 ms, 50 of them latency: 600 KB/s. Without the latency taken out it would be
        // 400 KB/s, a slow link.
        let changed = link.record(bytes: 60_000, delay: 0.150)
        #expect(!changed)
        #expect(abs(link.bytesPerSecond! - 600_000) < 1)
        #expect(!link.isSlow)
    }

    @Test func slowAndFastAgainWithAGapBetween() {
        var link = LinkEstimate()
        let turnedSlow = link.record(bytes: 40_000, delay: 0.2)  // 200 KB/s
        #expect(turnedSlow && link.isSlow)
        // 600 KB/s samples lift the running rate above 500 but it stays slow until above 750.
        var changes = 0
        for _ in 0..<20 {
            if link.record(bytes: 60_000, delay: 0.1) { changes += 1 }
        }
        #expect(changes == 0 && link.isSlow && link.bytesPerSecond! > LinkEstimate.slowBelow)
        for _ in 0..<20 {
            if link.record(bytes: 100_000, delay: 0.01) { changes += 1 }
        }
        #expect(changes == 1 && !link.isSlow)
    }

    @Test func badDelaysAreIgnored() {
        var link = LinkEstimate()
        var changed = link.record(bytes: 100_000, delay: -1)
        #expect(!changed)
        changed = link.record(bytes: 100_000, delay: .nan)
        #expect(!changed)
        #expect(link.bytesPerSecond == nil)
    }
}
