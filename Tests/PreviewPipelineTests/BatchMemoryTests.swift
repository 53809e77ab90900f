import Foundation
import PreviewPipeline
import Testing

@Suite struct BatchMemoryTests {
    @Test func blocksOfFrameSizeAreMappedForThemselvesAfterALargerOneIsFreed() throws {
        #expect(BatchMemory.returnLargeBlocksWhenFreed())
        // By default, freeing this mapped block would raise the size glibc maps from to about 31 MB, and every
        // smaller block would come from a heap, whose pages stay resident after it is freed.
        let large = try #require(malloc(31 << 20 + 512 << 10))
        memset(large, 1, 31 << 20)
        free(large)
        // A block a heap of this test process already has room for comes from there either way; once that room is
        // taken, the next is mapped for itself, which free unmaps.
        var blocks: [UnsafeMutableRawPointer] = []
        defer { blocks.forEach { free($0) } }
        var mapped = false
        while !mapped, blocks.count < 8 {
            let block = try #require(malloc(30 << 20))
            blocks.append(block)
            // glibc's chunk header, the word before the block, has bit 1 (IS_MMAPPED) set for a mapped block.
            mapped = block.load(fromByteOffset: -MemoryLayout<UInt>.size, as: UInt.self) & 2 != 0
        }
        #expect(mapped, "eight 30 MB blocks all came from a heap")
    }
}
