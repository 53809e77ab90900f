// An operator a project declares for one of its types is chosen only for operands of that type; other operands
// get their own type's operator (the synthesized `==` of a simple enum, the standard library's).
enum KeyName: String { case c = "C", d = "D" }

protocol Named { var keyName: KeyName { get } }

extension KeyName {
    enum Root: CaseIterable, Named {
        case c, d, e
        var keyName: KeyName { self == .d ? .d : .c }
    }
}

struct Note: Named {
    var number: Int
    var keyName: KeyName
}

extension Note: Equatable {
    static func == (lhs: Note, rhs: Note) -> Bool { lhs.number == rhs.number }
}

struct Chord {
    var root: KeyName.Root
    var roots: [KeyName.Root] = KeyName.Root.allCases
    func others() -> [KeyName.Root] { roots.filter { $0 != root } }
}

print(Chord(root: .d).others().map { "\($0)" })
print(Note(number: 1, keyName: .c) == Note(number: 1, keyName: .d))
print(Note(number: 1, keyName: .c) != Note(number: 2, keyName: .c))
print(KeyName.Root.c == .c, KeyName.Root.c != .e, KeyName.c == KeyName.d)
let roots: [KeyName.Root] = [.c, .e]
print(roots.contains(.e), roots.firstIndex(of: .e) ?? -1)

struct Vector { var x: Double; var y: Double }
func + (lhs: Vector, rhs: Vector) -> Vector { Vector(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
func == (lhs: Vector, rhs: Vector) -> Bool { lhs.x == rhs.x && lhs.y == rhs.y }
print((Vector(x: 1, y: 2) + Vector(x: 3, y: 4)).x, 1 + 2, "a" + "b", [1] + [2])
print(Vector(x: 1, y: 1) == Vector(x: 1, y: 1), 3 == 3, "x" != "y", KeyName.Root.d != .d)
