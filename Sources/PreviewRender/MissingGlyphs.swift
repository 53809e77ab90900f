package import PreviewLayout

/// A text a frame cannot draw as iOS would: it has characters no installed font has glyphs for (a script whose
/// fonts are not installed), drawn as boxes, or private-use characters, whose glyphs belong to a font the
/// project would ship and which previewd draws from whatever installed font has that code point (an icon font, or
/// none). iOS has fonts for every script, so the pipeline reports each such text, and such a frame is never clean.
package struct TextWithMissingGlyphs: Hashable, Sendable {
    /// The text as the display list holds it.
    package var text: String
    /// The characters drawn as boxes, each once, in text order.
    package var missing: [Unicode.Scalar]
    /// The private-use characters some installed font has, each once, in text order.
    package var privateUse: [Unicode.Scalar]

    package init(text: String, missing: [Unicode.Scalar], privateUse: [Unicode.Scalar] = []) {
        self.text = text
        self.missing = missing
        self.privateUse = privateUse
    }
}

extension FrameRenderer {
    /// The texts of `list` with characters no installed font has or private-use characters, each text once, in the
    /// order the list draws them; texts in `ignoring` (previewd's own, such as the diagnostics badge) are left out.
    /// Found by shaping each text once (the answer is kept), without drawing anything, so a frame knows before it is
    /// drawn what to report.
    package func textsWithMissingGlyphs(in list: DisplayList, ignoring: Set<String> = []) -> [TextWithMissingGlyphs] {
        var seen: Set<String> = []
        var found: [TextWithMissingGlyphs] = []
        for case .text(let string, _, let font, _, _, _) in list.items where !ignoring.contains(string) {
            guard seen.insert(string).inserted else { continue }
            let missing = missingCharacters(string, font: font)
            var privateUse: [Unicode.Scalar] = []
            for scalar in string.unicodeScalars
            where scalar.properties.generalCategory == .privateUse && !missing.contains(scalar)
                && !privateUse.contains(scalar)
            {
                privateUse.append(scalar)
            }
            guard !missing.isEmpty || !privateUse.isEmpty else { continue }
            found.append(TextWithMissingGlyphs(text: string, missing: missing, privateUse: privateUse))
        }
        return found
    }
}
