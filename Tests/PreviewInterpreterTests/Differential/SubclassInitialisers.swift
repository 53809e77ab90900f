// A subclass's initialiser and methods see what its superclass stores, and the superclass's initialiser calls its own
// methods on the instance being made.
class Base {
    var log: [String] = []
    let cart: Int
    var shown: Int { cart * 2 }
    init(cart: Int) {
        self.cart = cart
        setup()
    }
    private func setup() {
        log.append("base \(cart)")
    }
}

final class Derived: Base {
    let name: String
    init(cart: Int, name: String) {
        self.name = name
        super.init(cart: cart)
        bind()
    }
    private func bind() {
        log.append("derived \(name) \(shown)")
    }
}

let d = Derived(cart: 3, name: "A")
print(d.log, d.shown, d.name)
