import PreviewViews

/// The inline Markdown iOS reads in a `Text` literal (a `LocalizedStringKey`): `**bold**` and `__bold__`, `*italic*`
/// and `_italic_`, `` `code` ``, `~~strike~~` and `[link](url)`, with `\` escaping the next character. A delimiter
/// with no partner later in the text is kept as written, and `_` inside a word is a letter, as CommonMark has it.
/// `Text(verbatim:)` and `String` values are not read this way, on iOS either.
enum TextMarkdown {
    private struct Style: Equatable {
        var bold = false, italic = false, code = false, strike = false, link = false
    }

    /// The runs of `source`, neighbours of one style joined; one plain run when it holds no Markdown.
    static func runs(_ source: String) -> [TextRun] {
        let characters = Array(source)
        var runs: [TextRun] = []
        var style = Style()
        var text = ""
        func flush() {
            guard !text.isEmpty else { return }
            let run = TextRun(
                text, bold: style.bold, italic: style.italic, monospaced: style.code, strikethrough: style.strike,
                link: style.link)
            if let last = runs.last, last.sameStyle(as: run) {
                runs[runs.count - 1].text += text
            } else {
                runs.append(run)
            }
            text = ""
        }
        func toggle(_ flag: WritableKeyPath<Style, Bool>) {
            flush()
            style[keyPath: flag].toggle()
        }
        /// Whether `delimiter` occurs again after `index` (so it can close what it opens here).
        func closes(_ delimiter: String, after index: Int) -> Bool {
            let rest = String(characters[min(characters.count, index + delimiter.count)...])
            return rest.contains(delimiter)
        }
        func isWordCharacter(_ index: Int) -> Bool {
            characters.indices.contains(index) && (characters[index].isLetter || characters[index].isNumber)
        }
        /// Whether `index` is outside the text or a space, where a delimiter cannot touch its text.
        func isSpace(_ index: Int) -> Bool {
            !characters.indices.contains(index) || characters[index].isWhitespace
        }
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            switch character {
            case "\\" where next.map { $0.isPunctuation || $0.isSymbol } ?? false:
                text.append(next!)
                index += 2
                continue
            case "`":
                if let end = characters[(index + 1)...].firstIndex(of: "`") {
                    flush()
                    style.code = true
                    text = String(characters[(index + 1)..<end])
                    flush()
                    style.code = false
                    index = end + 1
                    continue
                }
            case "*", "_":
                let double = next == character
                let delimiter = String(repeating: character, count: double ? 2 : 1)
                let flag: WritableKeyPath<Style, Bool> = double ? \.bold : \.italic
                // `_` between letters is part of the word (`snake_case`); a delimiter opens only before a non-space
                // and closes only after one (`2 * 3 * 4` is no emphasis).
                let intraword =
                    character == "_" && isWordCharacter(index - 1) && isWordCharacter(index + delimiter.count)
                let opens = !isSpace(index + delimiter.count) && closes(delimiter, after: index)
                let closing = style[keyPath: flag] && !isSpace(index - 1)
                if !intraword, closing || (!style[keyPath: flag] && opens) {
                    toggle(flag)
                    index += delimiter.count
                    continue
                }
            case "~" where next == "~":
                if style.strike || closes("~~", after: index) {
                    toggle(\.strike)
                    index += 2
                    continue
                }
            case "[":
                if let close = characters[index...].firstIndex(of: "]"), close + 1 < characters.count,
                    characters[close + 1] == "(", let end = characters[(close + 1)...].firstIndex(of: ")")
                {
                    flush()
                    let outer = style
                    style.link = true
                    for run in Self.runs(String(characters[(index + 1)..<close])) {
                        style.bold = outer.bold || run.bold
                        style.italic = outer.italic || run.italic
                        style.code = outer.code || run.monospaced
                        style.strike = outer.strike || run.strikethrough
                        text = run.text
                        flush()
                    }
                    style = outer
                    index = end + 1
                    continue
                }
            default:
                break
            }
            text.append(character)
            index += 1
        }
        flush()
        return runs.isEmpty ? [TextRun("")] : runs
    }
}

extension TextRun {
    /// Whether the run is words with no style of their own.
    var isPlain: Bool { sameStyle(as: TextRun("")) }

    func sameStyle(as other: TextRun) -> Bool {
        (bold, italic, monospaced, strikethrough, link, symbol)
            == (other.bold, other.italic, other.monospaced, other.strikethrough, other.link, other.symbol)
            && (color, font) == (other.color, other.font)
    }
}
