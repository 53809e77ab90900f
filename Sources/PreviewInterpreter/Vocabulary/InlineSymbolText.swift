import PreviewViews

/// Text with SF Symbols in it (`Text("Tap ") + Text(Image(systemName: "plus"))`, `Text("Tap \(Image(systemName:
/// "plus")) to add")`): one paragraph whose runs are words and symbols, so a long text wraps as a whole, with the
/// symbols where the words around them go, as iOS sets an image in text.
enum InlineSymbolText {
    /// The runs of `node` when it is text or a plain symbol; nil for anything else (a styled or resizable image, a
    /// text under a modifier), which stays a view of its own beside the text.
    static func runs(of node: ViewNode) -> [TextRun]? {
        switch node {
        case .text(let text): return [TextRun(text)]
        case .styledText(let runs): return runs
        case .image(let spec):
            guard case .symbol(let name) = spec.source, !spec.resizable else { return nil }
            return [TextRun("", symbol: name)]
        default: return nil
        }
    }

    /// `parts` as one text, or nil when one of them is no text or symbol.
    static func joined(_ parts: [ViewNode]) -> ViewNode? {
        var runs: [TextRun] = []
        for part in parts {
            guard let more = Self.runs(of: part) else { return nil }
            runs += more
        }
        if runs.allSatisfy(\.isPlain) { return .text(runs.map(\.text).joined()) }
        return .styledText(runs)
    }
}
