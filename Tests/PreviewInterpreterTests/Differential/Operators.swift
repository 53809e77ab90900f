// Operators a program defines, and the conformances Swift synthesises.
struct Vector: Equatable {
    var x: Double
    var y: Double
    static func + (lhs: Vector, rhs: Vector) -> Vector { Vector(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    static func * (lhs: Vector, rhs: Double) -> Vector { Vector(x: lhs.x * rhs, y: lhs.y * rhs) }
    static prefix func - (value: Vector) -> Vector { Vector(x: -value.x, y: -value.y) }
}

struct Version: Comparable {
    var major: Int
    var minor: Int
    static func < (lhs: Version, rhs: Version) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }
}

enum Level: Int, Comparable {
    case low = 1, high = 3
    static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
}

let a = Vector(x: 1, y: 2), b = Vector(x: 3, y: 4)
let sum = a + b
print(sum.x, sum.y)
let scaled = a * 3
print(scaled.x, scaled.y)
print((-a).x)
print(a == b, a != b, a == Vector(x: 1, y: 2))
let versions = [Version(major: 2, minor: 0), Version(major: 1, minor: 5), Version(major: 1, minor: 2)]
print(versions.sorted().map { "\($0.major).\($0.minor)" })
print(Version(major: 1, minor: 0) > Version(major: 0, minor: 9), versions.max()!.major)
print(Level.low < .high, Level.high >= .low)

// A top-level `==` over a protocol compares metatypes with the standard library's `==`, not with itself.
protocol TokenCarrier { var token: String { get } }
struct Session: TokenCarrier { let token: String }
struct Guest: TokenCarrier { let token: String }
func == (lhs: TokenCarrier, rhs: TokenCarrier) -> Bool {
    type(of: lhs) == type(of: rhs) && lhs.token == rhs.token
}
func == (lhs: TokenCarrier?, rhs: TokenCarrier?) -> Bool {
    type(of: lhs) == type(of: rhs) && lhs?.token == rhs?.token
}
print(
    Session(token: "a") == Session(token: "a"), Session(token: "a") == Guest(token: "a"),
    Session(token: "a") == Session(token: "b"))
let signedIn: TokenCarrier? = Session(token: "c")
print(signedIn == Session(token: "c"), "x" == "x")
struct Member: Equatable { var name: String }
let nobody: Member? = nil
print(nobody == nil, nobody != nil)
