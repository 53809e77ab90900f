// The branches of a conditional expression have one type: a branch written as an implicit member (`.beige`) takes
// it from the other, even where nothing outside the expression gives a type and several types have the member.

struct Palette {
    let name: String
    static let cultured = Palette(name: "cultured")
    static let beige = Palette(name: "beige")

    func rounded(_ radius: Int) -> String { "\(name) rounded \(radius)" }
}

struct LegacyPalette {
    let code: Int
    static let cultured = LegacyPalette(code: 1)
    static let beige = LegacyPalette(code: 2)
}

enum Weight: String { case light, bold }

for focused in [true, false] {
    print((focused ? Palette.cultured : .beige).rounded(5))
    print((focused ? .beige : Palette.cultured).name)
    print((focused ? LegacyPalette.cultured : .beige).code)
    let weight = focused ? Weight.bold : .light
    print(weight.rawValue)
}
