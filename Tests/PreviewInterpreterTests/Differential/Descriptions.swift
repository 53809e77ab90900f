// Values printed as Swift prints them: structs with their stored properties, enum cases with their payloads and
// labels, values nested in collections and other values by their qualified type names, optionals as `Optional(…)`
// where their static type is optional, and a type's own descriptions.
struct Point { var x: Double; var y: Double }
struct Item { let id: Int?; let name: String; var tags: [String] = []; var note: String? = nil }
enum Outer { struct Inner { let v: Int } }
enum Shape { case circle(radius: Double), pair(Int, String), dot, labeled(name: String, Int) }
enum Mood { case calm, loud }
struct Wrapper { let mood: Mood; let shape: Shape; let point: Point; let range: ClosedRange<Int> }
struct Named: CustomStringConvertible { let n: String; var description: String { "Named<\(n)>" } }
struct Holder { let named: Named; let pair: (Int, String); let dict: [String: Int] }
final class Box { var value = 1 }
struct Action { let title: String; let run: () -> Void }

let point = Point(x: 1, y: 2.5)
print(point)
print("\(point)", String(describing: point))
print(Item(id: 1, name: "a", tags: ["t"]), Item(id: nil, name: "b", note: "n"))
print(Outer.Inner(v: 3))
print(Shape.circle(radius: 2), Shape.pair(1, "x"), Shape.dot, Shape.labeled(name: "n", 4))
print([Shape.dot, .circle(radius: 1)], [Mood.calm])
print(Wrapper(mood: .loud, shape: .pair(2, "y"), point: point, range: 1...3))
print(Holder(named: Named(n: "q"), pair: (1, "s"), dict: ["k": 1]))
print([point], [Named(n: "z")], Box())
print(Action(title: "Go", run: {}))

let count: Int? = 3
let missing: String? = nil
let word: String? = "hi"
print(count, missing, word)
print("count \(count), word \(word), missing \(missing)")
print(String(describing: word), count ?? 0, word!)
if let count { print(count, "\(count)") }
if let unwrapped = word { print(unwrapped) }
guard let some = word else { fatalError() }
print(some)
let maybePoint: Point? = point
print(maybePoint, maybePoint?.x, maybePoint!.y)
func lookup(_ key: String) -> Int? { key == "a" ? 1 : nil }
print(lookup("a"), lookup("b"), lookup("a") ?? -1)
let run: (tick: () -> Int, name: String) = (tick: { 7 }, name: "clock")
print(run.tick(), run.name)
