import PreviewViews
import Testing

/// `.symbolVariant(…)` names the variant as SF does: the base, then `.slash`, the enclosing shape, then `.fill`.
@Suite struct SymbolVariantsTests {
    private func named(_ variants: String, _ base: String) throws -> String {
        try #require(SymbolVariants(names: variants)).name(for: base)
    }

    @Test func variantsAreAppendedInSFsOrder() throws {
        #expect(try named("fill", "star") == "star.fill")
        #expect(try named("circle", "person") == "person.circle")
        #expect(try named("circle.fill", "person") == "person.circle.fill")
        #expect(try named("fill.circle", "person") == "person.circle.fill")
        #expect(try named("slash", "bell") == "bell.slash")
        #expect(try named("fill.slash", "bell") == "bell.slash.fill")
        #expect(try named("square.fill", "plus") == "plus.square.fill")
        #expect(try named("none", "star") == "star")
    }

    /// The variants a name already has are kept once; a shape symbol is not enclosed in itself.
    @Test func aNamesOwnVariantsAreCombinedWithTheEnvironments() throws {
        #expect(try named("fill", "star.fill") == "star.fill")
        #expect(try named("fill", "person.circle") == "person.circle.fill")
        #expect(try named("circle", "star.fill") == "star.circle.fill")
        #expect(try named("slash", "video.fill") == "video.slash.fill")
        #expect(try named("fill", "circle") == "circle.fill")
        #expect(try named("circle", "circle") == "circle")
        #expect(try named("fill", "square.and.arrow.up") == "square.and.arrow.up.fill")
    }

    @Test func namesThatAreNotVariantsAreRejected() {
        #expect(SymbolVariants(names: "circle.bold") == nil)
        #expect(SymbolVariants(names: "none") == SymbolVariants.none)
    }

    /// A variant previewd has no glyph for draws the symbol as named, as iOS draws the base when SF lacks one.
    @Test func aVariantWithoutAGlyphFallsBackToTheBase() {
        let fill = SymbolVariants(fill: true)
        #expect(fill.symbol(for: "star") == "star.fill")
        #expect(SymbolCatalog.glyph(for: "nonexistent.glyph.fill") == nil)
        #expect(fill.symbol(for: "nonexistent.glyph") == "nonexistent.glyph")
    }

    /// An inner `.symbolVariant` adds to the outer one, and its shape wins.
    @Test func environmentChangesCombine() {
        let outer = EnvironmentValues().applying(.symbolVariant(SymbolVariants(shape: "square", fill: true)))
        let inner = outer.applying(.symbolVariant(SymbolVariants(shape: "circle")))
        #expect(inner.symbolVariants == SymbolVariants(shape: "circle", fill: true))
    }
}
