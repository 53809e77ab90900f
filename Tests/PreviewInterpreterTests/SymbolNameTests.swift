import Foundation
import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// `Image(systemName:)` names: a name previewd has a glyph for evaluates cleanly; one it has not is reported, so a
/// frame with a placeholder glyph is never taken for the real one.
@Suite("SF Symbol names")
struct SymbolNameTests {
    @Test func unmappedNameIsAWarningQuotingIt() throws {
        let fixture = try InterpreterFixture(body: #"1️⃣Image(systemName: "no.such.symbol")"#)
        let evaluation = try fixture.evaluate()
        let diagnostic = try #require(evaluation.diagnostics.first)
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.message == "SF Symbol 'no.such.symbol' has no glyph in previewd; drawn as a placeholder")
        #expect(fixture.location(of: diagnostic) == fixture["1️⃣"])
    }

    @Test("a mapped name, its variants and a Label's icon evaluate cleanly")
    func mappedNamesAreClean() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    Image(systemName: "camera.fill")
                    Image(systemName: "checkmark.icloud")
                    Image(systemName: "person.crop.circle.badge.plus")
                    Label("Search", systemImage: "magnifyingglass")
                }
                """)
        let evaluation = try fixture.evaluate()
        #expect(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
    }

    /// Every literal symbol name in the example projects has a glyph: their previews stay clean.
    @Test func exampleProjectsUseOnlyMappedNames() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples")
        let pattern = try Regex(#"(?:systemName|systemImage): "([a-z0-9.]+)""#)
        var names: Set<String> = []
        let files = FileManager.default.enumerator(at: examples, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: pattern) {
                if let name = match.output[1].substring { names.insert(String(name)) }
            }
        }
        #expect(names.count > 10)
        #expect(names.filter { SymbolCatalog.glyph(for: $0) == nil }.sorted() == [])
    }

    /// Names public SwiftUI apps use (fitness, device, sync and battery symbols) have a glyph.
    @Test(
        arguments: [
            "square.on.circle", "figure.cooldown", "thermometer.snowflake", "cylinder.split.1x2", "ipad.and.iphone",
            "platter.filled.bottom.iphone", "macbook", "pause.rectangle", "plus.app.fill",
            "plus.rectangle.on.folder.fill", "point.fill.topleft.down.curvedto.point.fill.bottomright.up",
            "arrow.triangle.2.circlepath.camera", "arrow.trianglehead.2.clockwise.rotate.90.circle.fill",
            "clock.arrow.2.circlepath", "battery.25percent", "hare", "lock.doc", "chair.lounge",
            "character.cursor.ibeam", "airpodspro", "play.rectangle.on.rectangle.fill", "suit.heart.fill",
        ])
    func namesAppsUseHaveAGlyph(name: String) {
        #expect(SymbolCatalog.glyph(for: name) != nil)
    }

    @Test("numbers 0 to 50, 00 and letters are enclosed characters; others have no glyph")
    func enclosedCharacters() throws {
        for (name, text) in [("1.circle.fill", "1"), ("50.square", "50"), ("00.square", "00"), ("a.circle", "A")] {
            let glyph = try #require(SymbolCatalog.glyph(for: name), "\(name)")
            #expect(glyph.source.text == text)
            #expect(glyph.enclosure != .none)
        }
        for name in ["51.circle", "01.circle", "ab.circle", "1", "a", "1.fill"] {
            #expect(SymbolCatalog.glyph(for: name) == nil, "\(name)")
        }
        #expect(SymbolCatalog.glyph(for: "hourglass.bottomhalf.fill")?.source.name == "hourglass_bottom")
    }

    @Test("names resolve through their variants", arguments: [
        ("heart", "favorite_border", false), ("heart.fill", "favorite", false), ("camera", "photo_camera", true),
        ("camera.fill", "photo_camera", false), ("icloud.fill", "cloud", false),
        ("person.crop.circle.fill", "account_circle", false),
    ])
    func variants(name: String, icon: String, contour: Bool) throws {
        let glyph = try #require(SymbolCatalog.glyph(for: name))
        #expect(glyph.source.name == icon)
        #expect(glyph.contour == contour)
    }

    @Test func enclosuresAndSlashesComposeFromTheBase() throws {
        let circled = try #require(SymbolCatalog.glyph(for: "gear.circle.fill"))
        #expect(circled.enclosure == .circleFill && circled.source.name == "settings")
        let clouded = try #require(SymbolCatalog.glyph(for: "exclamationmark.icloud"))
        #expect(clouded.enclosure == .cloud && clouded.source.name == "priority_high")
        let slashed = try #require(SymbolCatalog.glyph(for: "gear.slash"))
        #expect(slashed.slash && slashed.source.name == "settings")
        #expect(SymbolCatalog.glyph(for: "no.such.symbol.circle") == nil)
    }
}
