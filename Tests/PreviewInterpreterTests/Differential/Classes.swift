// Classes: reference semantics, inheritance, overriding.
class Counter {
    var value = 0
    func increment() { value += 1 }
}

class Animal {
    let name: String
    init(name: String) { self.name = name }
    func sound() -> String { "..." }
    func introduce() -> String { "\(name) says \(sound())" }
}

class Dog: Animal {
    override func sound() -> String { "woof" }
}

let first = Counter()
let second = first
second.increment()
second.increment()
print(first.value, first === second)
let animals: [Animal] = [Animal(name: "Generic"), Dog(name: "Rex")]
print(animals.map { $0.introduce() })
print(animals[1] is Dog, (animals[0] as? Dog)?.name ?? "not a dog")

// A subclass reads the stored properties it inherits, even where a builder method has the same name.
class BaseParameters {
    var mode: String = "window"
    var delay: Double?
    func mode(_ mode: String) -> Self {
        self.mode = mode
        return self
    }
}
final class ToastParameters: BaseParameters {
    var edge = "top"
}
let toast = ToastParameters()
print(toast.mode, toast.delay == nil, toast.edge)
print(toast.mode("sheet").mode, toast.mode)
