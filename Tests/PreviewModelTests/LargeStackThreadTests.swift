import Foundation
import PreviewModel
import PreviewTestSupport
import Testing

/// Work spread over several large-stack threads comes back whole, in order, and as deep as one thread allows.
struct LargeStackThreadTests {
    @Test func mapKeepsTheOrderOfItsElements() {
        let squares = LargeStackThread.map(Array(0..<2_000), threads: 4) { $0 * $0 }
        #expect(squares == (0..<2_000).map { $0 * $0 })
    }

    @Test func everyWorkerHasALargeStack() {
        // 100,000 frames of a recursion that keeps a buffer on each: far past a default 8 MiB thread stack.
        @Sendable func depth(_ remaining: Int) -> Int {
            var padding = (0, 0, 0, 0, 0, 0, 0, 0)
            padding.0 = remaining
            return remaining == 0 ? padding.7 : 1 + depth(padding.0 - 1)
        }
        #expect(LargeStackThread.map([100_000, 100_000, 100_000], threads: 3, depth) == [100_000, 100_000, 100_000])
    }

    @Test func filesParsedTogetherKeepTheirOwnPreviewsAndErrors() throws {
        var sources: [String: String] = [:]
        for number in 0..<24 {
            sources["View\(number).swift"] = "import SwiftUI\n#Preview(\"P\(number)\") { Text(\"\(number)\") }\n"
        }
        sources["Broken.swift"] = "import SwiftUI\n#Preview(\"Broken\") { Text(\"unclosed\"\n"
        let project = try ProjectFolder(sources).load()
        #expect(Set(project.previews.map(\.name)) == Set((0..<24).map { "P\($0)" }))
        #expect(project.files.count == 24)
        #expect(Set(project.diagnostics.map(\.file)) == ["Broken.swift"])
    }
}
