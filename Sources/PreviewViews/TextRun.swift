/// One run of a text whose parts are styled apart, such as Markdown in a `Text` literal (`"**Bold** and
/// *italic*"`): the text is set as one paragraph, so runs share lines and wrap together, each in its own style on
/// top of the environment's. A run may instead be an SF Symbol set in the line (`Text(Image(systemName:))` joined
/// to text with `+`, or interpolated in a literal): it wraps with the words around it, as iOS sets an image in text.
package struct TextRun: Equatable, Hashable, Sendable, CustomStringConvertible {
    package var text: String
    package var bold: Bool
    package var italic: Bool
    /// `` `code` ``: the monospaced design.
    package var monospaced: Bool
    package var strikethrough: Bool
    /// `[text](url)`: drawn in the tint, as iOS draws links.
    package var link: Bool
    /// The SF Symbol this run draws in the line, instead of its (empty) text.
    package var symbol: String?
    /// An `AttributedString` run's own `foregroundColor`, over the environment's foreground; nil: the environment's.
    package var color: ColorValue?
    /// An `AttributedString` run's own `font`, in place of the environment's; nil: the environment's.
    package var font: FontSpec?

    package init(
        _ text: String, bold: Bool = false, italic: Bool = false, monospaced: Bool = false,
        strikethrough: Bool = false, link: Bool = false, symbol: String? = nil, color: ColorValue? = nil,
        font: FontSpec? = nil
    ) {
        self.text = text
        self.bold = bold
        self.italic = italic
        self.monospaced = monospaced
        self.strikethrough = strikethrough
        self.link = link
        self.symbol = symbol
        self.color = color
        self.font = font
    }

    package var description: String {
        let styles = [
            (bold, "bold"), (italic, "italic"), (monospaced, "code"), (strikethrough, "strike"), (link, "link"),
        ]
        let names = styles.filter(\.0).map(\.1) + [color.map { "color(\($0))" }, font.map { "font(\($0))" }]
            .compactMap { $0 }
        if let symbol { return "symbol(\(symbol))" + (names.isEmpty ? "" : "[" + names.joined(separator: ",") + "]") }
        return "\"\(text)\"" + (names.isEmpty ? "" : "[" + names.joined(separator: ",") + "]")
    }
}
