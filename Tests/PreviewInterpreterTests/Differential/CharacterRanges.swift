// Ranges of characters and strings: contains and pattern matching.
let lower: ClosedRange<Character> = "a"..."z"
print(lower.contains("q"), lower.contains("Q"), ("a"..."m").contains("k"), ("A"..."Z") ~= "B")
let names = "b"..<"d"
print(names.contains("c"), names.contains("d"), names.contains("ba"))
switch Character("x") {
case "a"..."m": print("first half")
case "n"..."z": print("second half")
default: print("other")
}
