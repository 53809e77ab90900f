import Foundation
import PreviewPipeline
import Testing

@Suite struct FreedMemoryTests {
    @Test func freedPagesOfAnotherThreadGoBackToTheSystem() throws {
        // Many mid-sized blocks on another thread (its own arena, below the size glibc maps on its own), all freed
        // but the last, which keeps the arena's top in use so glibc's own trimming on free cannot return them.
        let thread = Thread {
            var blocks: [UnsafeMutableRawPointer] = []
            for _ in 0..<3_000 {
                let block = malloc(64 << 10)!
                memset(block, 1, 64 << 10)
                blocks.append(block)
            }
            for block in blocks.dropLast() { free(block) }
        }
        thread.start()
        while !thread.isFinished { usleep(1_000) }
        let before = try #require(ResidentMemory.bytes()) >> 10
        #expect(FreedMemory.returnToSystem())
        let after = try #require(ResidentMemory.bytes()) >> 10
        #expect(before - after > 100_000, "about 190 MB were freed: \(before) kB → \(after) kB")
    }
}
