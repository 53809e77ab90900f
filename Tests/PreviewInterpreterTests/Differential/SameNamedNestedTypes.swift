// A type nested in a type of the same simple name: inside `Style.Segment`, `Segment` is `Style.Segment.Segment`,
// the innermost one, and `Position` is found through the enclosing types.
struct Style {
    func make() -> [String] {
        (0..<3).map { Segment(height: 10, position: $0 == 0 ? .leading : .middle).describe() }
    }

    struct Segment {
        enum Position { case leading, middle }
        var height: Double
        var position: Position

        init(height: Double, position: Position) {
            self.height = height
            self.position = position
        }

        func describe() -> String {
            let shape = Segment(cornerRadius: position == .leading ? 5 : 1)
            return "\(height) \(shape.corner()) \(shape.kind())"
        }

        struct Segment {
            var cornerRadius: Double
            func corner() -> Double { cornerRadius * 2 }
            func kind() -> String { Position.leading == .leading ? "inner" : "?" }
        }
    }
}

struct Other {
    struct Segment { var name = "other" }
}

print(Style().make())
print(Other.Segment().name)
print(Style.Segment.Segment(cornerRadius: 3).corner())
