/// `previewd render --shard I/N`: one of N deterministic slices of the (preview, target) matrix, so N CI runners
/// share a large project. Pairs are dealt round-robin in matrix order (previews in project order, then targets in
/// catalog order), so each shard gets a mix of light and heavy previews and the slices differ by at most one pair.
package struct RenderShard: Equatable, Sendable, CustomStringConvertible {
    /// 1-based, as CI matrices usually count.
    package var index: Int
    package var count: Int

    /// Parses "I/N" with 1 ≤ I ≤ N; nil for anything else.
    package init?(_ argument: String) {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
            (1...count).contains(index)
        else { return nil }
        self.index = index
        self.count = count
    }

    package var description: String { "\(index)/\(count)" }

    /// Whether the pair at `position` in matrix order (preview number × target count + target number) is this
    /// shard's.
    package func owns(position: Int) -> Bool { position % count == index - 1 }

    /// For each preview (in order), the targets this shard renders it in; previews with none are left out.
    package func slice<Preview, Target>(previews: [Preview], targets: [Target]) -> [(Preview, [Target])] {
        previews.enumerated().compactMap { number, preview in
            let mine = targets.enumerated().filter { owns(position: number * targets.count + $0.offset) }.map(\.element)
            return mine.isEmpty ? nil : (preview, mine)
        }
    }
}
