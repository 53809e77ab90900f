import PreviewViews

/// Text with SF Symbols in it (`Text("Tap ") + Text(Image(systemName: "plus"))`, `Text("Tap \(Image(systemName:
/// "plus")) to add")`): one paragraph whose runs are words and symbols, so a long text wraps as a whole, with the
/// symbols where the words around them go, as iOS sets an image in text.
enum InlineSymbolText {
    /// The runs of `node` when it is text or a plain symbol, also under the modifiers a run carries itself (`bold()`,
    /// `italic()`, a colour, a font: `Text("4.5").bold()`); nil for anything else (a resizable image, a text under
    /// another modifier), which stays a view of its own beside the text.
    static func runs(of node: ViewNode) -> [TextRun]? {
        switch node {
        case .text(let text): return [TextRun(text)]
        case .styledText(let runs): return runs
        case .image(let spec):
            guard case .symbol(let name) = spec.source, !spec.resizable else { return nil }
            return [TextRun("", symbol: name)]
        case .environment(let change, let inner):
            guard var runs = runs(of: inner) else { return nil }
            for index in runs.indices {
                guard styles(&runs[index], with: change) else { return nil }
            }
            return runs
        default: return nil
        }
    }

    /// Sets what `change` says on `run`, below what the run already says itself (an inner modifier wins, as in
    /// SwiftUI); false when a run cannot carry the change.
    private static func styles(_ run: inout TextRun, with change: EnvironmentChange) -> Bool {
        switch change {
        case .fontWeight(.bold): run.bold = true
        case .italic: run.italic = true
        case .monospaced(true): run.monospaced = true
        case .foreground(let color): run.color = run.color ?? color
        case .font(let font): run.font = run.font ?? font
        default: return false
        }
        return true
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
