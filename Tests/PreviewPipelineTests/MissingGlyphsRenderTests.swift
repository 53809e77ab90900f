import PreviewInterpreter
import PreviewModel
import PreviewTestSupport
import Testing

@testable import PreviewPipeline

/// A preview whose text has characters no installed font has is drawn with boxes, and says so instead of being
/// clean.
@Suite struct MissingGlyphsRenderTests {
    func render(_ body: String) throws -> PreviewFrameRenderer.Output {
        let folder = try ProjectFolder(["Texts.swift": "import SwiftUI\n\n#Preview { \(body) }\n"])
        let project = try folder.load()
        return try PreviewFrameRenderer().render(
            try #require(project.previews.first), on: DeviceCatalog.defaultTargets[0],
            interpreter: PreviewInterpreter(project: project))
    }

    @Test func textWithACharacterNoFontHasIsReported() throws {
        let output = try render(#"VStack { Text("Price \u{F0000}"); Text("n/a \u{F0001}") }"#)
        #expect(
            output.diagnostics.map(\.message) == [
                "characters no installed font has are drawn as boxes: 'Price \u{F0000}' (U+F0000) and 1 more text"
            ])
        #expect(output.status == .degraded)
    }

    @Test func privateUseCharactersAreReported() throws {
        let output = try render(#"Text("icon \u{E000}")"#)
        #expect(
            output.diagnostics.map(\.message) == [
                "private-use characters are drawn with a glyph of whichever installed font has them: 'icon \u{E000}' "
                    + "(U+E000)"
            ])
    }

    @Test func chineseJapaneseAndKoreanAreClean() throws {
        let output = try render(#"VStack { Text("微信"); Text("ひらがな"); Text("한국어") }"#)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics.map(\.message))")
        #expect(output.status == .clean)
    }

    @Test func aLongTextIsQuotedShortOnOneLine() {
        #expect(PreviewFrameRenderer.quoted("first line\nsecond line of a long text") == "first line second line o…")
        #expect(PreviewFrameRenderer.codePoint("\u{378}") == "U+0378")
        #expect(PreviewFrameRenderer.codePoint("\u{10FFFD}") == "U+10FFFD")
    }
}
