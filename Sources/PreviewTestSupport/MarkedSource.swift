/// Source text with position markers (`1️⃣` … `9️⃣`) that tests remove before writing the file, remembering where
/// each one stood in the compiler's terms: 1-based line, 1-based column counted in UTF-8 bytes.
package struct MarkedSource {
    package struct Position: Equatable, CustomStringConvertible {
        package var line: Int
        package var column: Int

        package init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }

        package var description: String { "\(line):\(column)" }
    }

    package static let markerCharacters: [Character] = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    /// The text without markers.
    package let text: String
    /// Where each marker stood, by marker.
    package let positions: [Character: Position]

    package init(_ marked: String) {
        var text = ""
        var positions: [Character: Position] = [:]
        var line = 1
        var column = 1
        for character in marked {
            if Self.markerCharacters.contains(character) {
                precondition(positions[character] == nil, "marker \(character) used twice")
                positions[character] = Position(line: line, column: column)
                continue
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        self.text = text
        self.positions = positions
    }

    package subscript(marker: Character) -> Position {
        guard let position = positions[marker] else { preconditionFailure("no marker \(marker) in the source") }
        return position
    }
}
