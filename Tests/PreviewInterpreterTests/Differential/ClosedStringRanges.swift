// A closed range of strings or characters: `contains` and pattern matching hold what sorts between the bounds.
let files = "A"..."H"
print(files.contains("C"), files.contains("I"), files.contains("a"), ("a"..."m").contains("k"))
let letters: ClosedRange<Character> = "a"..."z"
print(letters.contains("q"), letters.contains("Q"), ("A"..."Z") ~= "B", ("A"..."Z") ~= "b")
for square in ["B", "J"] {
    switch square {
    case "A"..."H": print(square, "on the board")
    default: print(square, "off the board")
    }
}
func isValid(rank: Int, file: String) -> Bool { (1...8).contains(rank) && files.contains(file) }
print(isValid(rank: 3, file: "E"), isValid(rank: 9, file: "E"), isValid(rank: 2, file: "Z"))
