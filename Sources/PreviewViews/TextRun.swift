/// One run of a text whose parts are styled apart, such as Markdown in a `Text` literal (`"**Bold** and
/// *italic*"`): the text is set as one paragraph, so runs share lines and wrap together, each in its own style on
/// top of the environment's.
package struct TextRun: Equatable, Hashable, Sendable, CustomStringConvertible {
    package var text: String
    package var bold: Bool
    package var italic: Bool
    /// `` `code` ``: the monospaced design.
    package var monospaced: Bool
    package var strikethrough: Bool
    /// `[text](url)`: drawn in the tint, as iOS draws links.
    package var link: Bool

    package init(
        _ text: String, bold: Bool = false, italic: Bool = false, monospaced: Bool = false,
        strikethrough: Bool = false, link: Bool = false
    ) {
        self.text = text
        self.bold = bold
        self.italic = italic
        self.monospaced = monospaced
        self.strikethrough = strikethrough
        self.link = link
    }

    package var description: String {
        let styles = [
            (bold, "bold"), (italic, "italic"), (monospaced, "code"), (strikethrough, "strike"), (link, "link"),
        ]
        let names = styles.filter(\.0).map(\.1)
        return "\"\(text)\"" + (names.isEmpty ? "" : "[" + names.joined(separator: ",") + "]")
    }
}
