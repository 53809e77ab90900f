import PreviewViews

extension Vocabulary {
    /// `.symbolRenderingMode(_:)`. previewd's glyphs are one layer each, so a mode is drawn where that is what iOS
    /// draws: monochrome, and the palette and hierarchical modes of an enclosed symbol (its base in the foreground
    /// style, its circle or square in the second style or the foreground's secondary variant). A plain geometry
    /// symbol (`circle`, `square.fill`) is one layer with no colours of its own, drawn in the foreground style in
    /// every mode. The multicolor mode of any other symbol, whose colours belong to it, and the layers of a symbol
    /// previewd does not know, are reported.
    static let symbolRenderingModifiers: [Construct] = [
        Construct("symbolRenderingMode", "(_ mode: SymbolRenderingMode?)") { call in
            let view = try call.receiverView
            guard case .symbol(let name) = call["mode"], let mode = SymbolRenderingMode(rawValue: name) else {
                return .view(view)
            }
            let symbols = symbolNames(in: view)
            switch mode {
            case .automatic, .monochrome: break
            case .palette, .hierarchical:
                let layersKnown = { (symbol: String) in
                    SymbolCatalog.layeredGlyph(for: symbol) != nil || SymbolGeometry(name: symbol) != nil
                }
                if let unlayered = symbols.first(where: { !layersKnown($0) }) {
                    let what = mode == .palette ? "palette" : "hierarchical rendering"
                    call.report("the \(what) of symbol '\(unlayered)' is not drawn yet; drawn in one colour")
                }
            case .multicolor:
                if let symbol = symbols.first(where: { SymbolGeometry(name: $0) == nil }) {
                    call.report("the \(name) rendering of symbol '\(symbol)' is not drawn yet; drawn in one colour")
                }
            }
            return .view(.environment(.symbolRenderingMode(mode), view))
        }
    ]

    /// The SF Symbols `view` draws, named in the variants the `.symbolVariant`s inside it set.
    static func symbolNames(in view: ViewNode, variants: SymbolVariants = .none) -> [String] {
        switch view {
        case .image(let spec):
            guard case .symbol(let name) = spec.source else { return [] }
            return [variants.symbol(for: name)]
        case .environment(.symbolVariant(let inner), let content):
            return symbolNames(in: content, variants: inner.union(variants))
        default:
            var names: [String] = []
            _ = view.mappingChildren { child in
                names += symbolNames(in: child, variants: variants)
                return child
            }
            return names
        }
    }
}
