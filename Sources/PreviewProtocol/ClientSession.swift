/// The protocol state of one WebSocket client, without sockets: what it asked for, what it has been sent, and
/// what to send next. The server feeds it messages and asks it for the next thing to write.
package struct ClientSession {
    /// The most text messages waiting for one client; a client that lets more pile up is not reading.
    package static let outboxLimit = 32
    /// Answers waiting to be written at which the server stops reading a client's messages until they are out:
    /// a burst of requests (a client reconnecting with a queue) is answered in turn rather than taken for a
    /// client that does not read.
    package static let answersBeforePausing = 16
    /// Messages a client may send per second before it is disconnected.
    package static let messagesPerSecond = 100
    /// The largest text message accepted.
    package static let maximumMessageSize = 64 * 1024
    /// Frames a client that acknowledges them (`"ack"` in `hello.formats`) may have unacknowledged: one on its
    /// way while the one before is decoded. Whatever else changes meanwhile waits here, where a newer frame can
    /// still replace it, instead of in socket buffers, where a slow link would show every stale frame in turn.
    /// On a slow link (`LinkEstimate`) only one: there the transfer, not the round trip, is what a second frame
    /// would hide, and a change would wait behind two frames instead of one (`Benchmarks/slow_link.py`).
    package static let framesInFlight = 2

    /// What the server should do after a client message.
    package enum Action: Equatable {
        /// The client introduced itself: ask the application for a welcome.
        case greet(ClientHello)
        case selected(preview: String)
        /// A device reported a new screen (its `hello` now carries it): answer with its new target.
        case screenChanged(ClientHello)
        /// The dashboard pinned (true) or unpinned a preview.
        case pinned(preview: String, Bool)
        /// The dashboard opened (or, with a nil preview, closed) a variants view.
        case variants(preview: String?, axis: String)
        /// A tap in interactive mode, on a frame of a key this client is subscribed to.
        case tapped(FrameKey, x: Double, y: Double)
        /// The client left interactive mode.
        case reset
        /// The acks show the client's link turned slow (true) or fast again (`LinkEstimate`).
        case linkChanged(slow: Bool)
        /// Close the connection with a WebSocket status code (1008 = policy violation).
        case close(code: UInt16, reason: String)
    }

    /// Something to write to the client.
    package enum Outgoing {
        case text(String)
        case frame(Frame)
        /// The frame's damage message (`frame.damage`): the client holds exactly its base.
        case damage(Frame)
    }

    package let id: UInt64
    package private(set) var hello: ClientHello?
    /// Whether this client mirrors the dashboard's selection (`follow`); devices do unless they say otherwise.
    package private(set) var follows = true
    private var hasSubscribed = false
    private var previews: Set<String>?
    private var targets: Set<String>?
    /// The sequence number of the newest frame sent for each key: the client's cursor.
    private var sent: [FrameKey: UInt64] = [:]
    /// Text messages waiting to be written; `isCatalog` marks the one a newer catalog replaces.
    private var outbox: [(text: String, isCatalog: Bool)] = []
    private var windowStart: Double = 0
    private var windowCount = 0
    /// Frames written and not yet acknowledged, oldest first (clients that acknowledge).
    private var inFlight: [(seq: UInt64, bytes: Int, sentAt: Double)] = []
    private var lastAckAt: Double = 0
    /// The client's link, as its acks show it.
    package private(set) var link = LinkEstimate()

    package init(id: UInt64) {
        self.id = id
    }

    /// Handles one complete text message received at `now` (seconds, any monotonic origin).
    package mutating func receive(_ text: String, now: Double) -> [Action] {
        if text.utf8.count > Self.maximumMessageSize {
            return [.close(code: 1009, reason: "message too big")]
        }
        let message: ClientMessage
        do {
            message = try ClientMessage.decode(text)
        } catch {
            if error.isFatal { return [.close(code: 1008, reason: error.message)] }
            if let close = countTowardsLimit(now: now) { return [close] }
            return enqueue(ServerMessage.error(error.message))
        }
        // An ack of a frame in flight answers what the server chose to send, so it is not held against the client.
        if case .ack(let seq, let held) = message, let index = inFlight.firstIndex(where: { $0.seq == seq }) {
            return acknowledge(upTo: index, held: held, now: now)
        }
        if let close = countTowardsLimit(now: now) { return [close] }
        switch message {
        case .hello(let hello):
            self.hello = hello
            // A phone shows one preview on its own target: sending it every frame of the matrix until it
            // subscribes would waste its bandwidth, so a device starts with nothing.
            if hello.role == .device && !hasSubscribed { previews = [] }
            return [.greet(hello)]
        case .subscribe(let previews, let targets):
            let before = self
            self.previews = previews
            self.targets = targets
            hasSubscribed = true
            // A key the client subscribes to anew gets its newest frame again: the client dropped what it
            // had when it switched away (a phone going back to a preview it showed before).
            sent = sent.filter { before.wants($0.key) }
            return []
        case .screen(let viewport, let scale, let colorScheme):
            guard var hello else { return enqueue(ServerMessage.error("say hello first")) }
            hello.viewport = viewport ?? hello.viewport
            hello.scale = scale ?? hello.scale
            hello.colorScheme = colorScheme ?? hello.colorScheme
            self.hello = hello
            return [.screenChanged(hello)]
        case .pin(let preview, let isPinned):
            return [.pinned(preview: preview, isPinned)]
        case .variants(let preview, let axis):
            return [.variants(preview: preview, axis: axis)]
        case .follow(let follows):
            self.follows = follows
            return []
        case .select(let preview):
            return [.selected(preview: preview)]
        case .tap(let key, let x, let y):
            // Only a frame this client can be showing: taps cost a render, so they are not taken for anything.
            guard hello != nil, wants(key) else {
                return enqueue(ServerMessage.error("tap on a frame this client is not subscribed to"))
            }
            return [.tapped(key, x: x, y: y)]
        case .reset:
            return [.reset]
        case .ping(let t):
            return enqueue(ServerMessage.pong(t))
        case .ack:
            return enqueue(ServerMessage.error("ack of a frame that is not in flight"))
        }
    }

    /// Counts one message against `messagesPerSecond`; the close action once a client exceeds it.
    private mutating func countTowardsLimit(now: Double) -> Action? {
        if now - windowStart >= 1 {
            windowStart = now
            windowCount = 0
        }
        windowCount += 1
        return windowCount > Self.messagesPerSecond ? .close(code: 1008, reason: "too many messages") : nil
    }

    /// The frame at `index` of `inFlight` arrived, and so did those before it (a client acks in order; one it did
    /// not ack is not waited for). The client held it `held` seconds before acking.
    private mutating func acknowledge(upTo index: Int, held: Double, now: Double) -> [Action] {
        let frame = inFlight[index]
        inFlight.removeFirst(index + 1)
        // A frame written while the one before was still on its way waited behind it; the time the client spent
        // showing it was not the link's (but a client cannot claim more than the whole delay).
        let waited = now - max(frame.sentAt, lastAckAt)
        let delay = waited - min(held, waited)
        lastAckAt = now
        return link.record(bytes: frame.bytes, delay: delay) ? [.linkChanged(slow: link.isSlow)] : []
    }

    /// Text messages waiting to be written.
    package var waitingTexts: Int { outbox.count }

    /// Queues a text message; a client that does not read its messages is closed rather than buffered forever.
    package mutating func enqueue(_ text: String) -> [Action] {
        guard outbox.count < Self.outboxLimit else { return [.close(code: 1008, reason: "client is not reading")] }
        outbox.append((text, false))
        return []
    }

    /// Queues the catalog, replacing one that is still waiting (only the newest matters).
    package mutating func enqueueCatalog(_ text: String) {
        if let index = outbox.firstIndex(where: \.isCatalog) {
            outbox[index].text = text
        } else {
            outbox.append((text, true))
        }
    }

    /// Sends the newest frame of `key` again, though the client had a newer one: the frame it was sent alone
    /// (interactive mode) was withdrawn.
    package mutating func forget(_ key: FrameKey) { sent[key] = nil }

    /// The client composites damage frames (it listed `"damage"` in `hello.formats`).
    package var acceptsDamage: Bool { hello?.formats.contains("damage") ?? false }

    /// The client acknowledges each frame (it listed `"ack"`), so at most `framesInFlight` are unacknowledged.
    package var acknowledges: Bool { hello?.formats.contains("ack") ?? false }

    /// The client decodes WebP (it listed `"webp"`) and its acks show a link slow enough for WebP to pay.
    package var prefersWebP: Bool { link.isSlow && hello?.formats.contains("webp") == true }

    /// Whether another frame may be written now: always, unless the client acknowledges and has
    /// `framesInFlight` frames unacknowledged (one, on a slow link).
    private var mayWriteFrame: Bool { !acknowledges || inFlight.count < (link.isSlow ? 1 : Self.framesInFlight) }

    /// The bytes that carry a frame to this client: its damage message, its WebP form when the client prefers that
    /// and the frame has one, else its PNG form; nil for text.
    package func message(carrying outgoing: Outgoing) -> OutgoingMessage? {
        switch outgoing {
        case .text: return nil
        case .damage(let frame): return frame.damage?.message ?? frame.message
        case .frame(let frame): return prefersWebP ? frame.webpMessage ?? frame.message : frame.message
        }
    }

    package func wants(_ key: FrameKey) -> Bool {
        (previews?.contains(key.preview) ?? true) && (targets?.contains(key.target) ?? true)
    }

    /// Whether `next` would return something for these frames.
    package func hasPending(in frames: [FrameKey: Frame], early: [FrameKey: Frame] = [:]) -> Bool {
        !outbox.isEmpty
            || hello != nil && mayWriteFrame && oldestCandidate(in: frames, early: early, stopAtFirst: true) != nil
    }

    /// Of the frames of keys the client wants and has not been sent yet, the one with the lowest `seq` (any one,
    /// when `stopAtFirst`). An early frame (its damage is out before its full image, `FrameStore.publishEarly`)
    /// counts only for a client that shows exactly its base; its key's latest frame is then that base, which the
    /// client has, so no key counts twice. Any other client waits for the full frame, which comes with the same
    /// `seq`. No copies: this runs for every client on every write and every new frame, over every frame.
    private func oldestCandidate(in frames: [FrameKey: Frame], early: [FrameKey: Frame], stopAtFirst: Bool) -> Frame? {
        var oldest: Frame?
        func consider(_ frame: Frame) -> Bool {
            if oldest == nil || frame.seq < oldest!.seq { oldest = frame }
            return stopAtFirst
        }
        if acceptsDamage {
            for key in early.keys where wants(key) {
                if let frame = earlyStandIn(for: key, early), consider(frame) { return oldest }
            }
        }
        for (key, frame) in frames where wants(key) && frame.seq > sent[key, default: 0] {
            if consider(frame) { return oldest }
        }
        return oldest
    }

    /// The early frame of `key` this client takes instead of the key's frame: it holds exactly the early frame's base.
    private func earlyStandIn(for key: FrameKey, _ early: [FrameKey: Frame]) -> Frame? {
        guard acceptsDamage, let frame = early[key], frame.seq > sent[key, default: 0],
            let base = frame.damage?.baseSeq,
            sent[key] == base
        else { return nil }
        return frame
    }

    /// The next thing to write: queued text first, then the newest frame of a key the client has not seen yet.
    /// Frames superseded before the client was ready are never sent (cursor, not queue). Frames start after
    /// `hello`, so a client reads its `welcome` (with what to resume) before any frame. `now` (seconds, the clock
    /// `receive` is given) times the frame's ack.
    package mutating func next(in frames: [FrameKey: Frame], early: [FrameKey: Frame] = [:], now: Double = 0)
        -> Outgoing?
    {
        if !outbox.isEmpty {
            return .text(outbox.removeFirst().text)
        }
        guard hello != nil, mayWriteFrame else { return nil }
        // Oldest first, so every key gets its turn even while others keep changing.
        guard let frame = oldestCandidate(in: frames, early: early, stopAtFirst: false) else { return nil }
        let previous = sent.updateValue(frame.seq, forKey: frame.key)
        // Patches only apply to the image the client shows now, which is the last frame sent for this key; a key
        // it was never sent (or dropped on subscribe) gets the full frame.
        let outgoing: Outgoing =
            if let damage = frame.damage, previous == damage.baseSeq, acceptsDamage { .damage(frame) } else {
                .frame(frame)
            }
        if acknowledges, let message = message(carrying: outgoing) {
            inFlight.append((frame.seq, message.count, now))
        }
        return outgoing
    }
}
