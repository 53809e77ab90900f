// In an extension of a protocol constrained by `where Self == Type`, `Self` is that type: its static members make
// values of it however they spell it (`Self()`, `Self(…)`, `Self.init(…)`, `.init(…)`, the type's name), which is
// how a library's style protocols get `.rounded`-style shorthands.
protocol Styling {
    func describe() -> String
}

struct Rounded: Styling {
    var radius = 4.0
    func describe() -> String { "rounded \(radius)" }
}

struct Outlined: Styling {
    var width: Int
    func describe() -> String { "outlined \(width)" }
}

extension Styling where Self == Rounded {
    static var rounded: Self { Self() }
    static func rounded(_ radius: Double) -> Self { Self(radius: radius) }
    static var large: Self { Self.init(radius: 20) }
    static var pill: Rounded { .init(radius: 99) }
    static var tiny: Self { .init(radius: 1) }
}

extension Styling where Self == Outlined {
    static var outlined: Self {
        return Self(width: 1)
    }
    static func outlined(width: Int) -> Self { Outlined(width: width) }
}

func show(_ style: some Styling) {
    print(style.describe())
}

show(.rounded)
show(.rounded(8))
show(.large)
show(.pill)
show(.tiny)
show(.outlined)
show(.outlined(width: 3))
let chosen: Rounded = .rounded
let small: Rounded = .tiny
print(chosen.radius, small.radius)
