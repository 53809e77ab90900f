import Foundation
import Testing

@testable import PreviewProtocol

@Suite struct FrameTests {
    @Test func messageIsLengthThenHeaderThenImage() throws {
        let png: [UInt8] = [0x89, 0x50, 0x4e, 0x47]
        let frame = Frame(
            key: FrameKey(preview: "Card.main", target: "iphone-light"), seq: 7, generation: 3, hash: "00ff",
            pixelWidth: 30, pixelHeight: 60, scale: 3, png: png)
        let length =
            Int(frame.message[0]) << 24 | Int(frame.message[1]) << 16 | Int(frame.message[2]) << 8
            | Int(frame.message[3])
        let header = try JSONSerialization.jsonObject(with: Data(frame.message[4..<(4 + length)])) as? [String: Any]
        #expect(header?["preview"] as? String == "Card.main")
        #expect(header?["target"] as? String == "iphone-light")
        #expect(header?["seq"] as? Int == 7)
        #expect(header?["generation"] as? Int == 3)
        #expect(header?["width"] as? Int == 30)
        #expect(header?["height"] as? Int == 60)
        #expect(header?["format"] as? String == "png")
        #expect(header?["hash"] as? String == "00ff")
        #expect(Array(frame.png) == png)
        #expect(frame.imageOffset == 4 + length)
    }

    /// lws writes each send's WebSocket header in the bytes in front of the payload it is given; for a frame that
    /// is the message's headroom, which every client's send scribbles on while other threads read the payload.
    @Test func theHeaderLwsWritesInFrontOfAMessageLeavesItsBytesAlone() {
        let message = OutgoingMessage([[1, 2, 3], [], [4, 5]])
        #expect(message.count == 5)
        (message.sendPointer - OutgoingMessage.headroom).update(repeating: 0xEE, count: OutgoingMessage.headroom)
        #expect(Array(message) == [1, 2, 3, 4, 5])
        #expect(message.bytes(1..<4) == [2, 3, 4])
    }

    @Test func anEarlyFrameIsSeparateFromTheLatestUntilItsFullFrameReplacesIt() {
        let store = FrameStore()
        let key = FrameKey(preview: "p", target: "t")
        let base = Frame(
            key: key, seq: store.takeSequenceNumber(), generation: 1, hash: "a", pixelWidth: 1, pixelHeight: 1,
            scale: 1, png: [1])
        store.publish(base)
        let seq = store.takeSequenceNumber()
        let patch = FrameDamage.Patch(x: 0, y: 0, width: 1, height: 1, png: [2])
        store.publishEarly(
            Frame(
                key: key, seq: seq, generation: 2, hash: "b", pixelWidth: 1, pixelHeight: 1, scale: 1, png: [],
                damage: (base, [patch])))
        // Served, saved and fetched by hash: still the full base; only clients see the early one.
        #expect(store.frame(for: key)?.hash == "a")
        #expect(store.frame(hash: "b") == nil)
        #expect(store.framesForClients().early[key]?.seq == seq)
        store.publish(
            Frame(
                key: key, seq: seq, generation: 2, hash: "b", pixelWidth: 1, pixelHeight: 1, scale: 1, png: [3],
                damage: (base, [patch])))
        #expect(store.framesForClients().early.isEmpty)
        #expect(store.frame(for: key)?.hash == "b")
        // A preview that goes away takes its early frame with it.
        store.publishEarly(
            Frame(
                key: key, seq: store.takeSequenceNumber(), generation: 3, hash: "c", pixelWidth: 1, pixelHeight: 1,
                scale: 1, png: [],
                damage: (base, [patch])))
        store.publish(catalog: FrameStore.Catalog(json: "{}", generation: 3), keeping: [])
        #expect(store.framesForClients().early.isEmpty)
    }

    @Test func storeKeepsRecentHashesAndDropsRemovedKeys() {
        let store = FrameStore()
        let key = FrameKey(preview: "p", target: "t")
        func make(_ hash: String) -> Frame {
            Frame(
                key: key, seq: store.takeSequenceNumber(), generation: 1, hash: hash, pixelWidth: 1, pixelHeight: 1,
                scale: 1, png: [])
        }
        store.publish(make("first"))
        store.publish(make("second"))
        #expect(store.frame(for: key)?.hash == "second")
        #expect(store.frame(hash: "first") != nil)
        for index in 0...FrameStore.retainedOldFrames { store.publish(make("h\(index)")) }
        #expect(store.frame(hash: "first") == nil)
        store.publish(catalog: FrameStore.Catalog(json: "{}", generation: 2), keeping: [])
        #expect(store.frame(for: key) == nil)
        #expect(store.catalog.generation == 2)
    }
}
