/// SwiftUI's `SymbolRenderingMode`, set by `.symbolRenderingMode(_:)` for the symbols below. previewd's glyphs are
/// one layer each, except an enclosed symbol's base and enclosure (`SymbolCatalog.layeredGlyph`), which the
/// palette and hierarchical modes colour apart (`EnvironmentValues.symbolSecondaryRGBA`).
package enum SymbolRenderingMode: String, Equatable, Hashable, Sendable {
    /// None set: monochrome, or the palette where `.foregroundStyle(_:_:)` gives two styles, as in SwiftUI.
    case automatic
    case monochrome, hierarchical, palette, multicolor
}
