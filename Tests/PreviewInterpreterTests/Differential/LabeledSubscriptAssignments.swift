// Assignment through labelled subscripts: ones a project adds to the standard library's types (`codes[safe: 0] =`)
// on variables, stored properties and inside methods, and a project type's own labelled and unlabelled setters.
extension Array {
    subscript(safe index: Int) -> Element? {
        get { indices.contains(index) ? self[index] : nil }
        set {
            guard let newValue, indices.contains(index) else { return }
            self[index] = newValue
        }
    }
}

extension Dictionary {
    subscript(counting key: Key) -> Int where Value == Int {
        get { self[key] ?? 0 }
        set { self[key] = newValue }
    }
}

struct Grid {
    var cells = [0, 0, 0, 0]
    subscript(row row: Int, column column: Int) -> Int {
        get { cells[row * 2 + column] }
        set { cells[row * 2 + column] = newValue }
    }
    subscript(index: Int) -> Int {
        get { cells[index] }
        set(value) { cells[index] = value * 10 }
    }
}

final class Roster {
    var names = ["Ann", "Bo"]

    func rename(_ index: Int, to name: String) {
        names[safe: index] = name
    }
}

var numbers = [1, 2, 3]
numbers[safe: 1] = 20
numbers[safe: 7] = 70
numbers[safe: 0] = nil
print(numbers, numbers[safe: 1] ?? -1)

var tally: [String: Int] = [:]
tally[counting: "tea"] += 1
tally[counting: "tea"] += 1
tally[counting: "milk"] = 5
print(tally.sorted { $0.key < $1.key }, tally[counting: "water"])

var grid = Grid()
grid[row: 1, column: 0] = 7
grid[3] = 4
print(grid.cells, grid[row: 1, column: 0], grid[3])

let roster = Roster()
roster.rename(1, to: "Cy")
roster.rename(5, to: "Di")
print(roster.names)
