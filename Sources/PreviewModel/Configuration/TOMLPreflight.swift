/// Finds, before the text reaches toml++ (inside TOMLKit), the mistakes toml++ asserts against instead of
/// reporting, each of which would abort the whole process (found by `scripts/fuzz config`):
/// - a table header whose name does not start as a key must (`[%`, `[[[x]]`, `[` and a line break);
/// - a value position in an array holding `}` or a Unicode line separator (`["a",}`).
///
/// Checking here keeps a typo in previewd.toml an error message, as every other mistake in the file is. It scans
/// Unicode scalars, as toml++ does (a `[` followed by a combining mark is one Swift `Character` but two code points
/// to the parser), skipping strings and comments; anything it reports is invalid TOML in any case.
enum TOMLPreflight {
    struct Problem: Equatable {
        /// 1-based, as toml++ and editors count.
        var line: Int
        var message: String
    }

    static func firstProblem(in text: String) -> Problem? {
        var scanner = Scanner(Array(text.unicodeScalars))
        return scanner.run()
    }

    private struct Scanner {
        let text: [Unicode.Scalar]
        var index = 0
        var line = 1
        /// Open arrays (true) and inline tables (false), innermost last.
        var open: [Bool] = []

        init(_ text: [Unicode.Scalar]) { self.text = text }

        var current: Unicode.Scalar? { index < text.count ? text[index] : nil }

        mutating func run() -> Problem? {
            var atLineStart = true
            while let scalar = current {
                if atLineStart && open.isEmpty {
                    skipSpaces()
                    if current == "[", let problem = tableHeader() { return problem }
                    atLineStart = false
                    continue
                }
                switch scalar {
                case "\n":
                    line += 1
                    atLineStart = true
                case "#":
                    skipComment()
                    continue
                case "\"", "'":
                    skipString()
                    continue
                case "[":
                    open.append(true)
                    index += 1
                    if let problem = valuePosition() { return problem }
                    continue
                case "{":
                    open.append(false)
                case "]", "}":
                    if !open.isEmpty { open.removeLast() }
                case ",":
                    if open.last == true {
                        index += 1
                        if let problem = valuePosition() { return problem }
                        continue
                    }
                default:
                    break
                }
                index += 1
            }
            return nil
        }

        /// At `[` at the start of a line: the header's name must start with a key character or a quote.
        mutating func tableHeader() -> Problem? {
            index += 1
            let bracket = index
            skipSpaces()
            if current == "[" {
                // `[ [` is toml++'s own error; `[[` opens an array of tables.
                guard index == bracket else { return nil }
                index += 1
                skipSpaces()
            }
            guard let next = current else { return nil }  // the end of the file is toml++'s own error
            if next == "]" || next == "\"" || next == "'" || Self.isBareKey(next) { return nil }
            return Problem(
                line: line,
                message:
                    "a table name must start with a letter, a digit, '_', '-' or a quote, not \(Self.describe(next))")
        }

        /// After `[` or `,` in an array: what toml++ reads as the start of a value.
        mutating func valuePosition() -> Problem? {
            var probe = index, probeLine = line
            while probe < text.count {
                let scalar = text[probe]
                if scalar == " " || scalar == "\t" || scalar == "\r" {
                    probe += 1
                } else if scalar == "\n" {
                    probe += 1
                    probeLine += 1
                } else if scalar == "#" {
                    while probe < text.count, text[probe] != "\n" { probe += 1 }
                } else {
                    break
                }
            }
            guard probe < text.count else { return nil }
            let next = text[probe]
            guard next == "}" || ["\u{85}", "\u{2028}", "\u{2029}"].contains(next) else { return nil }
            return Problem(line: probeLine, message: "expected a value or ']' in the list, not \(Self.describe(next))")
        }

        mutating func skipSpaces() {
            while current == " " || current == "\t" { index += 1 }
        }

        mutating func skipComment() {
            while let scalar = current, scalar != "\n" { index += 1 }
        }

        /// A basic or literal string, single- or multi-line, counting the lines it spans.
        mutating func skipString() {
            let quote = text[index]
            let isMultiline = index + 2 < text.count && text[index + 1] == quote && text[index + 2] == quote
            index += isMultiline ? 3 : 1
            while let scalar = current {
                if scalar == "\\" && quote == "\"" {
                    index += 2
                    continue
                }
                if scalar == "\n" {
                    // an unterminated string (toml++ reports it); the line break is the caller's
                    if !isMultiline { return }
                    line += 1
                }
                if scalar == quote {
                    if !isMultiline {
                        index += 1
                        return
                    }
                    if index + 2 < text.count && text[index + 1] == quote && text[index + 2] == quote {
                        index += 3
                        return
                    }
                }
                index += 1
            }
        }

        static func isBareKey(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || scalar == "-" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || ("0"..."9").contains(scalar)
        }

        static func describe(_ scalar: Unicode.Scalar) -> String {
            if scalar == "\n" || scalar == "\r" { return "the end of the line" }
            return "'\(Character(scalar))' (U+\(String(scalar.value, radix: 16, uppercase: true)))"
        }
    }
}
