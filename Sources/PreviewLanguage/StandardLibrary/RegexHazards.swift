/// The shapes of pattern on which a backtracking engine, the standard library's included, can take time exponential
/// in the text's length: a 17-character text took 5 s, 25 characters minutes, and a render cannot be interrupted
/// inside a match. previewd refuses them before matching; every other pattern runs.
///
/// Two shapes are found, both in a group that a quantifier repeats: the group itself holds an unbounded repeat
/// (`(a+)+`, `(\w+\s?)*`, `(x*){2,}`), or two of its alternatives can begin with the same character (`(a|a)*`,
/// `(a|aa)+`, `(\d|[0-9a-f])+`), so each repetition can be split among them in many ways. The scan is a single pass
/// over the pattern; what it cannot read (back-references, Unicode properties) counts as any character. It errs
/// towards refusing: `(a|ab)+` shares a first character but runs fast, and is refused all the same.
package enum RegexHazards {
    /// The first hazardous group and what makes it so; nil when the pattern has none.
    package static func exponentialGroup(in pattern: String) -> (group: String, reason: String)? {
        var scanner = Scanner(Array(pattern))
        return scanner.run()
    }

    /// The characters a piece of pattern can begin with: the 128 ASCII ones exactly, any beyond as one mark.
    struct FirstCharacters: Equatable {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var beyondASCII = false

        static let any = FirstCharacters(low: .max, high: .max, beyondASCII: true)
        /// What `.` matches unless `dotMatchesNewlines()` is set, so `(.|\n)*` is not taken for a hazard.
        static let anyButLineBreak = FirstCharacters(low: .max & ~(1 << 10 | 1 << 13), high: .max, beyondASCII: true)

        init(low: UInt64 = 0, high: UInt64 = 0, beyondASCII: Bool = false) {
            self.low = low
            self.high = high
            self.beyondASCII = beyondASCII
        }

        init(_ character: Character) {
            if let ascii = character.asciiValue { insert(ascii) } else { beyondASCII = true }
        }

        init(_ range: ClosedRange<UInt8>) {
            for value in range { insert(value) }
        }

        mutating func insert(_ value: UInt8) {
            if value < 64 { low |= 1 << UInt64(value) } else if value < 128 { high |= 1 << UInt64(value - 64) }
        }

        func union(_ other: FirstCharacters) -> FirstCharacters {
            FirstCharacters(
                low: low | other.low, high: high | other.high, beyondASCII: beyondASCII || other.beyondASCII)
        }

        func overlaps(_ other: FirstCharacters) -> Bool {
            low & other.low != 0 || high & other.high != 0 || (beyondASCII && other.beyondASCII)
        }

        var inverted: FirstCharacters { FirstCharacters(low: ~low, high: ~high, beyondASCII: true) }

        static let digits = FirstCharacters(48...57)
        static let space = [9, 10, 11, 12, 13, 32].reduce(into: FirstCharacters()) { $0.insert($1) }
        /// Word characters include letters beyond ASCII, as Swift's `\w` does.
        static let word = FirstCharacters(48...57).union(FirstCharacters(65...90)).union(FirstCharacters(97...122))
            .union(FirstCharacters("_")).union(FirstCharacters(low: 0, high: 0, beyondASCII: true))
    }

    private struct Group {
        var start: Int
        /// Whether something inside repeats without bound.
        var holdsRepeat = false
        /// Whether the group matches no characters (a lookaround or an option setting).
        var zeroWidth = false
        var alternatives: [FirstCharacters?] = [nil]
    }

    private struct Scanner {
        let characters: [Character]
        var index = 0
        var groups: [Group] = [Group(start: 0)]

        init(_ characters: [Character]) { self.characters = characters }

        mutating func run() -> (group: String, reason: String)? {
            while index < characters.count {
                switch characters[index] {
                case "\\":
                    let atom = escape(at: index + 1)
                    index = atom.end
                    begin(with: atom.characters)
                    repeatsAfterAtom()
                case "[":
                    let atom = characterClass(at: index)
                    index = atom.end
                    begin(with: atom.characters)
                    repeatsAfterAtom()
                case "(":
                    openGroup()
                case "|":
                    groups[groups.count - 1].alternatives.append(nil)
                    index += 1
                case ")":
                    if let hazard = closeGroup() { return hazard }
                case "^", "$":
                    index += 1
                case ".":
                    index += 1
                    begin(with: .anyButLineBreak)
                    repeatsAfterAtom()
                default:
                    begin(with: FirstCharacters(characters[index]))
                    index += 1
                    repeatsAfterAtom()
                }
            }
            return nil
        }

        /// Records what the current alternative of the innermost group begins with, if nothing has yet.
        private mutating func begin(with first: FirstCharacters) {
            let last = groups[groups.count - 1].alternatives.count - 1
            if groups[groups.count - 1].alternatives[last] == nil {
                groups[groups.count - 1].alternatives[last] = first
            }
        }

        /// A quantifier after a single atom: an unbounded one makes the enclosing group hold a repeat.
        private mutating func repeatsAfterAtom() {
            guard let quantified = quantifier(at: index) else { return }
            if quantified.unbounded, groups.count > 1 { groups[groups.count - 1].holdsRepeat = true }
            index = quantified.end
        }

        private mutating func openGroup() {
            var group = Group(start: index)
            index += 1
            guard index < characters.count, characters[index] == "?" else {
                groups.append(group)
                return
            }
            // `(?:`, `(?<name>`, `(?'name'` group as usual; `(?=`, `(?!`, `(?<=`, `(?<!` and `(?i)` match nothing.
            let rest = String(characters[index..<min(characters.count, index + 3)])
            if rest.hasPrefix("?=") || rest.hasPrefix("?!") || rest.hasPrefix("?<=") || rest.hasPrefix("?<!") {
                group.zeroWidth = true
                index += rest.hasPrefix("?<") ? 3 : 2
            } else if rest.hasPrefix("?<") || rest.hasPrefix("?'") {
                let close: Character = rest.hasPrefix("?<") ? ">" : "'"
                index = (characters[(index + 2)...].firstIndex(of: close) ?? index + 1) + 1
            } else {
                var end = index + 1
                while end < characters.count, characters[end] != ":", characters[end] != ")" { end += 1 }
                group.zeroWidth = end < characters.count && characters[end] == ")"
                index = group.zeroWidth ? end : end + 1
            }
            groups.append(group)
        }

        private mutating func closeGroup() -> (group: String, reason: String)? {
            guard groups.count > 1, let group = groups.popLast() else {
                index += 1
                return nil
            }
            let quantified = quantifier(at: index + 1)
            let end = quantified?.end ?? index + 1
            if let quantified, quantified.repeats, !group.zeroWidth {
                let text = String(characters[group.start..<end])
                if group.holdsRepeat { return (text, "repeats something that itself repeats") }
                let starts = group.alternatives.compactMap { $0 }
                for (position, first) in starts.enumerated()
                where starts[(position + 1)...].contains(where: first.overlaps) {
                    return (text, "repeats alternatives that can begin with the same character")
                }
            }
            if group.holdsRepeat || quantified?.unbounded == true { groups[groups.count - 1].holdsRepeat = true }
            if !group.zeroWidth {
                begin(with: group.alternatives.reduce(FirstCharacters()) { $0.union($1 ?? .any) })
            }
            index = end
            return nil
        }

        /// The quantifier at `position`, if any: whether it repeats more than once, whether it is unbounded, and
        /// where the pattern goes on after it (a lazy or possessive mark included).
        private func quantifier(at position: Int) -> (repeats: Bool, unbounded: Bool, end: Int)? {
            guard position < characters.count else { return nil }
            var end = position + 1
            let result: (repeats: Bool, unbounded: Bool)
            switch characters[position] {
            case "*", "+": result = (true, true)
            case "?": result = (false, false)
            case "{":
                guard let close = characters[position...].firstIndex(of: "}") else { return nil }
                let bounds = String(characters[(position + 1)..<close])
                    .split(separator: ",", omittingEmptySubsequences: false)
                guard let lower = bounds.first.flatMap({ Int($0) }) else { return nil }
                let upper = bounds.count == 1 ? lower : Int(bounds[1])
                result = (upper.map { $0 > 1 } ?? true, upper == nil)
                end = close + 1
            default: return nil
            }
            if end < characters.count, characters[end] == "?" || characters[end] == "+" { end += 1 }
            return (result.repeats, result.unbounded, end)
        }

        /// The escape whose letter is at `position`: a class (`\d`, `\W`), a control character, or a literal.
        private func escape(at position: Int) -> (characters: FirstCharacters, end: Int) {
            guard position < characters.count else { return (.any, position) }
            switch characters[position] {
            case "d": return (.digits, position + 1)
            case "D": return (FirstCharacters.digits.inverted, position + 1)
            case "w": return (.word, position + 1)
            case "W": return (FirstCharacters.word.inverted, position + 1)
            case "s": return (.space, position + 1)
            case "S": return (FirstCharacters.space.inverted, position + 1)
            case "n": return (FirstCharacters("\n"), position + 1)
            case "t": return (FirstCharacters("\t"), position + 1)
            case "r": return (FirstCharacters("\r"), position + 1)
            case let letter where letter.isLetter || letter.isNumber:
                // Back-references, Unicode properties and the rest: any character, to be safe.
                var end = position + 1
                if end < characters.count, characters[end] == "{" {
                    end = (characters[end...].firstIndex(of: "}") ?? end) + 1
                }
                return (.any, end)
            case let literal: return (FirstCharacters(literal), position + 1)
            }
        }

        /// The character class opening at `position` (`[a-z_]`, `[^,]`, `[\d.]`) and where the pattern goes on.
        private func characterClass(at position: Int) -> (characters: FirstCharacters, end: Int) {
            var set = FirstCharacters()
            var cursor = position + 1
            let negated = cursor < characters.count && characters[cursor] == "^"
            if negated { cursor += 1 }
            var first = true
            while cursor < characters.count, characters[cursor] != "]" || first {
                first = false
                var member: FirstCharacters
                // Only a range between plain characters is read as one (`a-z`); after an escape the `-` counts as
                // itself, which can only make the set larger.
                var lowest = characters[cursor].asciiValue
                if characters[cursor] == "\\" {
                    let escaped = escape(at: cursor + 1)
                    member = escaped.characters
                    lowest = nil
                    cursor = escaped.end
                } else if characters[cursor] == "[" {
                    // A nested class or set operation: any character, to be safe.
                    return (.any, (characters[cursor...].firstIndex(of: "]") ?? cursor) + 1)
                } else {
                    member = FirstCharacters(characters[cursor])
                    cursor += 1
                }
                if let low = lowest, cursor + 1 < characters.count, characters[cursor] == "-",
                    characters[cursor + 1] != "]", let high = characters[cursor + 1].asciiValue, low <= high
                {
                    member = FirstCharacters(low...high)
                    cursor += 2
                }
                set = set.union(member)
            }
            return (negated ? set.inverted : set, cursor + 1)
        }
    }
}
