// A type nested in another is found by its simple name only where Swift sees it: inside its parent, the parent's
// extensions and the types nested there. Elsewhere the simple name is whatever else has it: here a top-level struct,
// and a top-level type alias that a nested type of the same name must not hide.
struct Widget {
    var name: String { "top-level Widget" }
}

struct Gizmo {
    var name: String { "Gizmo" }
}

typealias Gadget = Gizmo

struct Outer {
    struct Widget {
        var name: String { "Outer.Widget" }
    }

    struct Gadget {
        var name: String { "Outer.Gadget" }
    }

    static let shared = Widget()
    var widget: Widget = Widget()

    func made() -> String { Widget().name }
    func gadget() -> String { Gadget().name }

    struct Sibling {
        func made() -> String { Widget().name }
    }
}

extension Outer {
    func madeInExtension() -> String { [1].map { _ in Widget().name }.joined() }
    static func gadgetInExtension() -> String { Gadget().name }

    struct Helper {
        func made() -> String { Widget().name }
    }
}

/// A protocol's extension is not inside the type that conforms: `Widget` there is the top-level one.
protocol Describing {}

extension Describing {
    func describedWidget() -> String { Widget().name }
}

extension Outer: Describing {}

enum Box {
    enum Shelf {
        struct Gadget { var name = "Box.Shelf.Gadget" }
    }
}

extension Box.Shelf {
    static func made() -> String { Gadget().name }
}

func madeOutside() -> String { Widget().name }

print(Outer().made())
print(Outer.shared.name, Outer().widget.name)
print(Outer.Sibling().made())
print(Outer().madeInExtension())
print(Outer.Helper().made())
print(Outer().gadget(), Outer.gadgetInExtension())
print(Outer().describedWidget())
print(madeOutside())
print(Widget().name, Gadget().name)
print(Outer.Widget().name, Outer.Gadget().name)
print(Box.Shelf.made(), Box.Shelf.Gadget().name)
let widgets: [Widget] = [Widget()]
print(widgets[0].name)

// A class sees the types nested in its superclasses, a sibling superclass named by its simple name included.
class Shape {
    enum Kind { case round, square }
    var kind: Kind { .round }
}

enum Scene {
    class Piece: Shape {}

    final class Tile: Piece {
        override var kind: Kind { .square }
        func label() -> String { "\(kind) \(Kind.round)" }
    }
}

print(Scene.Tile().label(), Scene.Piece().kind)
