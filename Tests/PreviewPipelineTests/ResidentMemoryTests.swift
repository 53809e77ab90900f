import Foundation
import PreviewPipeline
import Testing

@Suite struct ResidentMemoryTests {
    @Test func countsPagesThisProcessHasTouched() throws {
        let size = 128 << 20
        let block = try #require(malloc(size))
        defer { free(block) }
        memset(block, 1, size)
        let resident = try #require(ResidentMemory.bytes())
        #expect(resident >= size, "\(resident >> 20) MiB resident while \(size >> 20) MiB are written")
    }
}
