import PreviewViews
import Testing

/// The rules by which SF composes its names: a name no entry spells out still draws as the picture it describes.
@Suite("SF Symbol families")
struct SymbolFamilyTests {
    func icon(_ name: String) -> String? { SymbolCatalog.glyph(for: name)?.source.name }

    @Test("every figure is a figure, doing its activity where a font draws it", arguments: [
        ("figure.yoga", "self_improvement"), ("figure.flexibility", "sports_gymnastics"),
        ("figure.basketball", "sports_handball"), ("figure.play", "sports_handball"),
        ("figure.walk.motion", "directions_walk"), ("figure.roll.runningpace", "accessible"),
        ("figure.mixed.cardio", "directions_run"), ("figure.and.child.holdinghands", "family_restroom"),
        ("figure.pool.swim", "pool"), ("figure.archery", "man"), ("figure.strengthtraining.traditional", "man"),
    ])
    func figures(name: String, figure: String) {
        #expect(icon(name) == figure)
    }

    @Test func aFigureTakesItsEnclosureAndSlash() throws {
        let circled = try #require(SymbolCatalog.glyph(for: "figure.yoga.circle.fill"))
        #expect(circled.source.name == "self_improvement" && circled.enclosure == .circleFill)
        let slashed = try #require(SymbolCatalog.glyph(for: "figure.archery.slash"))
        #expect(slashed.source.name == "man" && slashed.slash)
    }

    @Test("SF's new names draw as their earlier ones", arguments: [
        ("document.on.document", "doc.on.doc"), ("document.on.clipboard", "doc.on.clipboard"),
        ("microphone.fill", "mic.fill"), ("microphone.slash", "mic.slash"), ("text.document", "doc.text"),
        ("apple.logo", "applelogo"),
        ("arrow.trianglehead.turn.up.right.diamond", "arrow.triangle.turn.up.right.diamond"),
        ("arrowtriangle.backward.fill", "arrowtriangle.left.fill"), ("chevron.forward.2", "chevron.right.2"),
        ("shield.lefthalf.fill", "shield.lefthalf.filled"),
    ])
    func renamedSymbols(name: String, earlier: String) throws {
        let glyph = try #require(SymbolCatalog.glyph(for: name))
        #expect(glyph == SymbolCatalog.glyph(for: earlier))
    }

    @Test("a badge, a mark after .fill and a compact variant draw the base", arguments: [
        ("gear.badge", "gear"), ("eye.trianglebadge.exclamationmark", "eye"),
        ("person.crop.circle.badge.questionmark.fill", "person.crop.circle.fill"),
        ("person.fill.questionmark", "person.fill"), ("location.fill.viewfinder", "location.fill"),
        ("arrow.up.to.line.compact", "arrow.up.to.line"), ("chevron.compact.down", "chevron.down"),
        ("gauge.open.with.lines.needle.33percent", "gauge"),
    ])
    func composedNames(name: String, base: String) throws {
        let glyph = try #require(SymbolCatalog.glyph(for: name))
        #expect(glyph == SymbolCatalog.glyph(for: base))
    }

    @Test("a second object after .fill, an unknown base or a bare family name stays without a glyph", arguments: [
        "no.such.fill.mark", "no.such.badge", "figure", "backward.left.fill.on.square", "compact", "unknown.compact",
    ])
    func unresolvedNames(name: String) {
        #expect(SymbolCatalog.glyph(for: name) == nil)
    }
}
