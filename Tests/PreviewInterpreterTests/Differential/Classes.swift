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
