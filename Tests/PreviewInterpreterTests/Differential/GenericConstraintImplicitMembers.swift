// An implicit member passed for a generic parameter constrained to a protocol names a static of that protocol's
// extensions, as SwiftUI's `.buttonStyle(.bordered)` does for a project's own style protocols.
protocol Decoration {
    func decorate(_ text: String) -> String
}

struct Plain: Decoration {
    func decorate(_ text: String) -> String { text }
}

struct Boxed: Decoration {
    var corner = "+"
    func decorate(_ text: String) -> String { corner + text + corner }
}

extension Decoration where Self == Plain {
    static var plain: Self { Plain() }
}

extension Decoration where Self == Boxed {
    static func boxed(corner: String = "+") -> Self { Boxed(corner: corner) }
}

func show<D: Decoration>(_ text: String, as decoration: D) -> String { decoration.decorate(text) }
func label<D>(_ text: String, _ decoration: D) -> String where D: Decoration { decoration.decorate(text) }

print(show("a", as: .plain), show("b", as: .boxed()), show("c", as: .boxed(corner: "#")))
print(label("d", .boxed(corner: "*")), label("e", .plain))
