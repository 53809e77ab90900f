import PreviewModel
import PreviewRender

extension PreviewFrameRenderer {
    /// Characters of a text quoted in the warning; a longer text is cut with an ellipsis.
    static let quotedCharacters = 24
    /// Code points the warning names; more are summed up by an ellipsis.
    static let namedCodePoints = 4

    /// The warning that `preview` draws boxes in place of characters no installed font has, or stand-in glyphs for
    /// private-use characters, naming the first such text (shortened) and those characters' code points, and
    /// counting the other texts; nil when there are none.
    static func diagnostic(
        for texts: [TextWithMissingGlyphs], of preview: PreviewDeclaration, in project: Project
    ) -> Diagnostic? {
        guard let first = texts.first(where: { !$0.missing.isEmpty }) ?? texts.first else { return nil }
        let characters = first.missing.isEmpty ? first.privateUse : first.missing
        let codePoints =
            characters.prefix(namedCodePoints).map(codePoint) + (characters.count > namedCodePoints ? ["…"] : [])
        let what =
            first.missing.isEmpty
            ? "private-use characters are drawn with a glyph of whichever installed font has them"
            : "characters no installed font has are drawn as boxes"
        var message = "\(what): '\(quoted(first.text))' (\(codePoints.joined(separator: " ")))"
        if texts.count > 1 { message += " and \(texts.count - 1) more text\(texts.count == 2 ? "" : "s")" }
        return diagnostic(message, for: preview, in: project)
    }

    /// `text` on one line, cut after `quotedCharacters` characters.
    static func quoted(_ text: String) -> String {
        let oneLine = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        guard oneLine.count > quotedCharacters else { return oneLine }
        return oneLine.prefix(quotedCharacters) + "…"
    }

    /// `U+4F60`: a code point as Unicode writes it, at least four hex digits.
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
