// Overloads told apart by how specific their parameter types are: Swift ranks one taking `Any` below one taking
// the argument's own type, whichever is declared first.

func describe(_ value: Any) -> String { "any" }
func describe(_ text: String) -> String { "text \(text)" }
func describe(_ number: Int) -> String { "int \(number)" }

func decode<T>(_ raw: Any, as type: T.Type) -> String { "from any to \(type)" }
func decode<T>(_ raw: String, as type: T.Type) -> String { "from string to \(type)" }

print(describe("a"), describe(2), describe(2.5), describe([1]))
print(decode("{}", as: Int.self), decode(3, as: Int.self))
