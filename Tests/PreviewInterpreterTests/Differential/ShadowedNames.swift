// A project's own declaration wins over a library's of the same name, as in Swift's name lookup.
import Foundation

protocol ServiceType { var name: String { get } }
struct Service: ServiceType { var name = "live" }

struct Environment {
    let service: ServiceType
    let user: String?
    let language: String

    init(service: ServiceType = Service(), user: String? = nil, language: String = "en") {
        self.service = service
        self.user = user
        self.language = language
    }
}

enum Current {
    static var stack: [Environment] = [Environment()]
    static var current: Environment! { stack.last }

    static func replace(service: ServiceType = Current.current.service, user: String? = Current.current.user,
                        language: String = Current.current.language) {
        stack.append(Environment(service: service, user: user, language: language))
    }
}

Current.replace(user: "ada")
print(Current.current.user ?? "none", Current.current.language, Current.current.service.name)

struct State { var count: Int; var label: String }
let state = State(count: 2, label: "two")
print(state.count, state.label)

struct Task: Identifiable { let id: Int; var title: String; var done = false }
let tasks = [Task(id: 1, title: "write"), Task(id: 2, title: "read", done: true)]
print(tasks.filter(\.done).map(\.title))

struct Color { var name: String; static let accent = Color(name: "accent") }
func paint(_ color: Color) -> String { "painted \(color.name)" }
print(paint(.accent), Color(name: "red").name)

struct Binding { var key: String; var action: () -> String }
let binding = Binding(key: "k") { "pressed" }
print(binding.key, binding.action())

enum Animation: String, CaseIterable { case fade, slide }
print(Animation.allCases.map(\.rawValue), Animation(rawValue: "slide") == .slide)

struct Calendar { var events: [String] = []; mutating func add(_ e: String) { events.append(e) } }
var calendar = Calendar()
calendar.add("standup")
print(calendar.events)

struct Notification { let title: String; let body: String }
print(Notification(title: "t", body: "b").body)

// A function the project declares with a standard library name is the one called.
func max(_ values: [Int]) -> Int { values.reduce(Int.min) { $0 > $1 ? $0 : $1 } }
print(max([3, 9, 4]))
func abs(_ text: String) -> String { "abs(\(text))" }
print(abs("x"))

// Members a project type declares with the names of library members.
struct Stack {
    var items: [Int]
    var count: Int { items.count * 10 }
    var isEmpty: Bool { true }
    var description: String { "stack of \(items.count)" }
    func map(_ transform: (Int) -> Int) -> Stack { Stack(items: items.map(transform).reversed()) }
}
let stack = Stack(items: [1, 2])
print(stack.count, stack.isEmpty, stack.description, stack.map { $0 + 1 }.items)

// More library names a project declares for itself.
struct Text { var content: String; var uppercased: String { content.uppercased() } }
print(Text(content: "hi").uppercased)
struct Image { let name: String; let width: Int }
print(Image(name: "cat", width: 3).width)
struct Font { var size: Double; static let body = Font(size: 17) }
let f: Font = .body
print(f.size)
struct Section { var title: String; var rows: [String] }
print(Section(title: "A", rows: ["1"]).rows.count)
struct Label { var text: String }
print(Label(text: "l").text)
struct Group { var members: [String]; var count: Int { members.count } }
print(Group(members: ["a", "b"]).count)
struct Timer { var seconds: Int; func tick() -> Timer { Timer(seconds: seconds + 1) } }
print(Timer(seconds: 1).tick().seconds)
struct Locale { var code: String }
print(Locale(code: "fr").code)
struct Measurement { var value: Double; var unit: String }
print(Measurement(value: 2, unit: "kg").unit)
enum Result { case win(Int), loss }
let r = Result.win(3)
if case .win(let n) = r { print("win", n) }
struct Path { var points: [Int]; func length() -> Int { points.count } }
print(Path(points: [1, 2, 3]).length())
struct Toggle { var on: Bool; mutating func flip() { on.toggle() } }
var t = Toggle(on: false); t.flip(); print(t.on)
struct URL { var host: String }
print(URL(host: "example.org").host)
struct Transition { let duration: Double; static func slow() -> Transition { Transition(duration: 2) } }
print(Transition.slow().duration)
struct Alert { var title: String; var message: String? }
print(Alert(title: "t").message ?? "no message")
func min(_ a: String, _ b: String) -> String { a + b }
print(min("a", "b"))
func zip(_ a: [Int]) -> Int { a.count }
print(zip([1, 2]))

// A nested type is found from inside the type that declares it; elsewhere the name means the module's or the
// library's type.
enum Reducer {
    struct State: Equatable {
        var count = 0
        var label = "reducer"
    }
    static func initial() -> State { State(count: 1) }
}

struct Box<Value> {
    var wrappedValue: Value
    init(initialValue: Value) { wrappedValue = initialValue }
}

struct Holder {
    struct Box { var inner = "holder's box" }
    let box = Box()
    let typed = Reducer.State(count: 3)
}

print(Reducer.initial().count, Reducer.initial().label)
print(Holder().box.inner, Holder().typed.count)
print(Box(initialValue: 5).wrappedValue)
