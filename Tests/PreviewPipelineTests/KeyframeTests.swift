import PreviewProtocol
import Testing

@testable import PreviewPipeline

@Suite("Keyframes: a key's run of damage frames ends after a bounded number, spread over keys")
struct KeyframeTests {
    private func run(of length: Int, for key: FrameKey) -> Frame {
        let tiles = FrameTiles(tileSize: 64, hashes: [1])
        var frame = Frame(
            key: key, seq: 1, generation: 1, hash: "h1", pixelWidth: 64, pixelHeight: 64, scale: 1, png: [1],
            tiles: tiles)
        for seq in stride(from: UInt64(2), through: UInt64(length + 1), by: 1) {
            frame = Frame(
                key: key, seq: seq, generation: 1, hash: "h\(seq)", pixelWidth: 64, pixelHeight: 64, scale: 1, png: [1],
                tiles: tiles, damage: (frame, [FrameDamage.Patch(x: 0, y: 0, width: 8, height: 8, png: [2])]))
        }
        return frame
    }

    @Test func theFrameAfterTheKeysIntervalIsFull() {
        let key = FrameKey(preview: "ContentView.preview-1", target: "iphone-15-pro-light")
        let interval = FrameDamage.keyframeInterval(for: key)
        #expect((30...45).contains(interval))
        #expect(Frame.damageBaseTiles(run(of: interval - 1, for: key)) != nil)
        #expect(Frame.damageBaseTiles(run(of: interval, for: key)) == nil)
    }

    @Test func oneEditsFramesDoNotAllTurnFullTogether() {
        let previews = ["ContentView.preview-1", "ContentView.welcome"]
        let targets = [
            "iphone-15-pro-light", "iphone-15-pro-dark", "ipad-pro-11-light", "ipad-pro-11-dark",
            "viewport-390x844@3-light",
        ]
        let intervals = previews.flatMap { preview in
            targets.map { FrameDamage.keyframeInterval(for: FrameKey(preview: preview, target: $0)) }
        }
        #expect(Set(intervals).count >= intervals.count / 2)
    }
}
