// Inside a generic function or type, its generic parameter is a type known at the call: printed by name, made with
// its initialiser, asked for its static members and passed on as a metatype.
import Foundation

protocol Defaultable { init(); static var label: String { get } }
struct Tea: Defaultable { var name = "tea"; static var label: String { "drinks" } }
struct Cake: Defaultable { var name = "cake"; static var label: String { "sweets" } }

func name<T>(of value: T) -> String { "\(T.self)" }
func describe<T>(_ type: T.Type) -> String { String(describing: T.self) }
func make<T: Defaultable>(_ type: T.Type) -> T { T() }
func makeByInit<T: Defaultable>() -> T { T.init() }
func label<T: Defaultable>(_ type: T.Type) -> String { T.label }

print(name(of: 3), name(of: "text"), name(of: Tea()), name(of: [1.5]))
print(describe(Int.self), describe(Cake.self), describe([String].self))
print(make(Tea.self).name, make(Cake.self).name)
let made: Cake = makeByInit()
print(made.name, label(Tea.self), label(Cake.self))

struct Box<T> {
    var items: [T] = []
    func describe() -> String { "Box of \(T.self)" }
    static var kind: String { String(describing: [T].self) }
    static func named(_ suffix: String) -> String { "\(T.self)\(suffix)" }
}
print(Box<Int>().describe(), Box<Tea>().describe(), Box<String>.kind, Box<[Int]>.kind)
print(Box<Cake>.named("s"), Box<[Double]>().describe())
let box = Box(items: [2.5])
print(box.describe())

struct Item: Decodable { let id: Int }
func load<T: Decodable>(_ type: T.Type, from json: String) -> T? {
    print("loading \(T.self)")
    return try? JSONDecoder().decode(T.self, from: Data(json.utf8))
}
print(load(Item.self, from: #"{"id": 4}"#)?.id ?? -1)
print(load([Item].self, from: #"[{"id": 1}, {"id": 2}]"#)?.count ?? -1)

func kinds<T>(_ values: [T]) -> String { "\(type(of: values)) of \(T.self)" }
print(kinds([1, 2]), kinds(["a"]))
print(type(of: Tea()), type(of: [Cake()]), type(of: 2.5))
