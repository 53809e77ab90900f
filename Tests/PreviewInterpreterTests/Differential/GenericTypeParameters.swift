// Inside a generic type's members, its generic parameter is the type the value was made with: written where it is
// made, or shown by what its stored properties hold.
struct Tea { var name = "tea" }

struct Box<T> {
    var items: [T] = []
    func describe() -> String { "Box of \(T.self)" }
    var kind: String { String(describing: T.self) }
}
print(Box<Int>().describe(), Box<Tea>().describe(), Box<String>().kind)
let box = Box(items: [2.5])
print(box.describe(), Box(items: ["a"]).kind, Box(items: [Tea()]).kind)
var copy = box
copy.items.append(1)
print(copy.describe(), copy.items.count)

struct Pair<Key, Value> {
    var key: Key
    var value: Value?
    func names() -> String { "\(Key.self) to \(Value.self)" }
}
print(Pair(key: 1, value: "one").names(), Pair<String, Bool>(key: "on", value: true).names())
let later: Pair<Tea, Int> = Pair<Tea, Int>(key: Tea(), value: nil)
print(later.names())
