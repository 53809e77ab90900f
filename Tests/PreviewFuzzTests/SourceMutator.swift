/// Turns seed files into mutants: line and token edits (what half-finished editing leaves behind), splices from
/// other seeds, and hostile fragments in places where they still parse. Deterministic for a given `FuzzRandom`.
struct SourceMutator {
    /// One lexical token: close enough to Swift's lexer to edit code token by token, not a Swift lexer.
    struct Token {
        enum Kind { case identifier, number, string, punctuation, space, comment }
        var kind: Kind
        var text: String
    }

    /// The seeds, by name; splices take fragments from them.
    let seeds: [(name: String, text: String)]

    /// The longest operator or modifier chain generated: long enough to cross the loader's limits
    /// (Regressions/deep-syntax-tree-*.swift).
    static let maximumChain = 20_000

    /// A mutant of `source` after one to three stacked mutations, and what was done, for the finding's header.
    func mutate(_ source: String, random: inout FuzzRandom) -> (text: String, steps: [String]) {
        var text = source
        var steps: [String] = []
        // Mostly one edit: every extra one makes a mutant that still parses less likely.
        let count = random.chance(60) ? 1 : random.chance(75) ? 2 : 3
        for _ in 0..<count {
            let (mutated, step) = mutateOnce(text, random: &random)
            text = mutated
            steps.append(step)
        }
        return (text, steps)
    }

    private func mutateOnce(_ source: String, random: inout FuzzRandom) -> (String, String) {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var tokens = Self.tokenize(source)
        let significant = tokens.indices.filter { tokens[$0].kind != .space && tokens[$0].kind != .comment }
        let joinedLines = { (lines: [String]) in lines.joined(separator: "\n") }
        let joinedTokens = { (tokens: [Token]) in tokens.map(\.text).joined() }

        switch random.below(20) {
        case 0:
            let start = random.below(lines.count), count = min(random.within(1...6), lines.count - start)
            lines.removeSubrange(start..<start + count)
            return (joinedLines(lines), "delete \(count) lines at \(start + 1)")
        case 1:
            let start = random.below(lines.count), count = min(random.within(1...8), lines.count - start)
            let at = random.below(lines.count + 1)
            lines.insert(contentsOf: lines[start..<start + count], at: at)
            return (joinedLines(lines), "duplicate \(count) lines from \(start + 1) to \(at + 1)")
        case 2:
            let a = random.below(lines.count), b = random.below(lines.count)
            lines.swapAt(a, b)
            return (joinedLines(lines), "swap lines \(a + 1) and \(b + 1)")
        case 3:
            let seed = random.pick(seeds)
            let other = seed.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let start = random.below(other.count), count = min(random.within(1...20), other.count - start)
            let at = random.below(lines.count + 1)
            lines.insert(contentsOf: other[start..<start + count], at: at)
            return (joinedLines(lines), "splice \(count) lines of \(seed.name) at \(at + 1)")
        case 4:
            // A whole top-level declaration of another seed: parses, but names may now collide.
            let seed = random.pick(seeds)
            let declarations = Self.topLevelDeclarations(seed.text)
            guard let declaration = declarations.isEmpty ? nil : random.pick(declarations) else { break }
            return (source + "\n" + declaration + "\n", "append a declaration of \(seed.name)")
        case 5 where !significant.isEmpty:
            let start = random.below(significant.count)
            let end = min(significant.count - 1, start + random.below(4))
            tokens.removeSubrange(significant[start]...significant[end])
            return (joinedTokens(tokens), "delete tokens \(start)...\(end)")
        case 6 where !significant.isEmpty:
            let start = random.below(significant.count)
            let end = min(significant.count - 1, start + random.below(6))
            tokens.insert(contentsOf: tokens[significant[start]...significant[end]], at: significant[start])
            return (joinedTokens(tokens), "duplicate tokens \(start)...\(end)")
        case 7 where significant.count > 1:
            let a = random.pick(significant), b = random.pick(significant)
            tokens.swapAt(a, b)
            return (joinedTokens(tokens), "swap tokens '\(tokens[b].text)' and '\(tokens[a].text)'")
        case 8:
            guard let index = pick(.number, in: tokens, random: &random) else { break }
            let replacement = random.pick(HostileFragments.numbers)
            tokens[index].text = replacement
            return (joinedTokens(tokens), "number → \(replacement)")
        case 9:
            guard let index = pick(.identifier, in: tokens, random: &random) else { break }
            let identifiers = tokens.filter { $0.kind == .identifier }.map(\.text)
            let replacement = random.chance(60) ? random.pick(identifiers) : random.pick(HostileFragments.identifiers)
            let original = tokens[index].text
            tokens[index].text = replacement
            return (joinedTokens(tokens), "identifier \(original) → \(replacement)")
        case 10:
            guard let index = pick(.string, in: tokens, random: &random) else { break }
            let replacement = random.pick(HostileFragments.strings)
            tokens[index].text = replacement
            return (joinedTokens(tokens), "string → \(replacement.prefix(40))")
        case 11, 12:
            // After a line that opens a block: a statement, or in view builders a view.
            let openers = lines.indices.filter { lines[$0].hasSuffix("{") || lines[$0].hasSuffix("in") }
            guard !openers.isEmpty else { break }
            let at = random.pick(openers) + 1
            let fragment =
                random.chance(50) ? random.pick(HostileFragments.statements) : random.pick(HostileFragments.views)
            lines.insert(fragment, at: at)
            return (joinedLines(lines), "insert at line \(at + 1): \(fragment)")
        case 13:
            let declaration = random.pick(HostileFragments.declarations)
            return (source + "\n" + declaration + "\n", "append \(declaration.prefix(60))")
        case 14:
            guard let index = pick(.number, in: tokens, random: &random) else { break }
            let (open, close) = random.pick([("(", ")"), ("[", "][0]"), ("{ ", " }()"), ("-(", ")"), ("(+", ")")])
            // Deep `[` used to hang or overflow the parser's lookahead (Regressions/parser-*.swift); SourceGuard
            // refuses them now.
            let depth = random.pick([10, 19, 21, 100, 300, 5_000])
            tokens[index].text =
                String(repeating: open, count: depth) + tokens[index].text + String(repeating: close, count: depth)
            return (joinedTokens(tokens), "nest a number \(depth) deep in \(open)\(close)")
        case 15:
            // A modifier chain after a view's closing parenthesis at the end of a line.
            let candidates = lines.indices.filter { lines[$0].hasSuffix(")") }
            guard !candidates.isEmpty else { break }
            let at = random.pick(candidates)
            let length = random.pick([2, 20, 500, 5_000].map { min($0, Self.maximumChain) })
            var chain = ""
            for _ in 0..<length { chain += random.pick(HostileFragments.modifiers) }
            lines[at] += chain
            return (joinedLines(lines), "append \(length) modifiers at line \(at + 1)")
        case 16:
            let length = random.pick([100, 5_000, 50_000].map { min($0, Self.maximumChain) })
            let (element, separator) = random.pick([("1", " + "), ("\"a\"", " + "), ("1", ", "), ("Text(\"t\")", "\n")])
            let body = Array(repeating: element, count: length).joined(separator: separator)
            let wrapped =
                separator == ", "
                ? "Text(\"\\([\(body)].count)\")" : separator == " + " ? "Text(\"\\(\(body))\")" : body
            return (source + "\n#Preview { \(wrapped) }\n", "append a preview with \(length) × \(element)")
        case 17:
            let at = random.below(lines.count + 1)
            if random.chance(50) {
                let line = random.pick(HostileFragments.conditions)
                lines.insert(line, at: at)
                return (joinedLines(lines), "insert \(line) at line \(at + 1)")
            }
            let count = min(random.within(1...10), lines.count - min(at, lines.count))
            lines.insert("#endif", at: at + count)
            lines.insert(random.pick(HostileFragments.conditions.filter { $0.hasPrefix("#if") }), at: at)
            return (joinedLines(lines), "wrap lines \(at + 1)...\(at + count) in #if")
        case 18:
            var scalars = Array(source.unicodeScalars)
            let at = random.below(scalars.count + 1)
            let character = random.pick(HostileFragments.characters)
            if random.chance(50), at < scalars.count { scalars.remove(at: at) }
            scalars.insert(contentsOf: character.unicodeScalars, at: min(at, scalars.count))
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            return (text, "insert \(character.debugDescription) at offset \(at)")
        default:
            switch random.below(3) {
            case 0:
                let cut = random.below(source.utf8.count + 1)
                return (String(decoding: source.utf8.prefix(cut), as: UTF8.self), "truncate at byte \(cut)")
            case 1:
                return (source.replacingAll("\n", with: "\r\n"), "CRLF line endings")
            default:
                return ("\u{FEFF}" + source.replacingAll("    ", with: "\t"), "BOM and tabs")
            }
        }
        // The chosen mutation found nothing to change: append a hostile declaration instead.
        let declaration = random.pick(HostileFragments.declarations)
        return (source + "\n" + declaration + "\n", "append \(declaration.prefix(60))")
    }

    private func pick(_ kind: Token.Kind, in tokens: [Token], random: inout FuzzRandom) -> Int? {
        let indices = tokens.indices.filter { tokens[$0].kind == kind }
        return indices.isEmpty ? nil : random.pick(indices)
    }

    /// Top-level declarations of a seed: from a line starting at column 0 with a declaration keyword to the next
    /// line that is `}` alone.
    static func topLevelDeclarations(_ text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var result: [String] = []
        var start: Int?
        for (index, line) in lines.enumerated() {
            if start == nil,
                ["struct ", "enum ", "extension ", "func ", "indirect ", "private ", "#Preview", "let "].contains(
                    where: {
                        line.hasPrefix($0)
                    })
            {
                if line.hasSuffix("{") { start = index } else if !line.hasSuffix("[") { result.append(String(line)) }
            } else if let begin = start, line == "}" {
                result.append(lines[begin...index].joined(separator: "\n"))
                start = nil
            }
        }
        return result
    }

    /// Splits source into tokens whose texts concatenate back to it exactly.
    static func tokenize(_ source: String) -> [Token] {
        let scalars = Array(source.unicodeScalars)
        var tokens: [Token] = []
        var index = 0
        func text(_ range: Range<Int>) -> String {
            var string = ""
            string.unicodeScalars.append(contentsOf: scalars[range])
            return string
        }
        func isIdentifier(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || scalar == "$" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil
                || scalar.value > 0x7F && !scalar.properties.isWhitespace
        }
        while index < scalars.count {
            let start = index
            let scalar = scalars[index]
            let kind: Token.Kind
            if scalar.properties.isWhitespace {
                while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
                kind = .space
            } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
                kind = .comment
            } else if scalar == "\"" {
                // A string literal with its interpolations, roughly: nested quotes inside `\( … )` are skipped
                // by counting parentheses.
                index += 1
                var parentheses = 0
                while index < scalars.count {
                    let current = scalars[index]
                    if current == "\\", index + 1 < scalars.count {
                        if scalars[index + 1] == "(" { parentheses += 1 }
                        index += 2
                        continue
                    }
                    if parentheses > 0 {
                        if current == "(" { parentheses += 1 }
                        if current == ")" { parentheses -= 1 }
                    } else if current == "\"" || current == "\n" {
                        index += 1
                        break
                    }
                    index += 1
                }
                kind = .string
            } else if scalar.properties.numericType != nil, scalar.isASCII {
                while index < scalars.count,
                    scalars[index].isASCII && (isIdentifier(scalars[index]) || scalars[index] == ".")
                {
                    // `1.5` but not the `..<` of `0..<5`.
                    if scalars[index] == ".", index + 1 < scalars.count, scalars[index + 1] == "." { break }
                    index += 1
                }
                kind = .number
            } else if isIdentifier(scalar) {
                while index < scalars.count, isIdentifier(scalars[index]) { index += 1 }
                kind = .identifier
            } else {
                index += 1
                kind = .punctuation
            }
            tokens.append(Token(kind: kind, text: text(start..<index)))
        }
        return tokens
    }
}

extension String {
    /// `replacingOccurrences(of:with:)` without Foundation.
    func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
