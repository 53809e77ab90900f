// `.init(…)` is an implicit member like any other: it names the initialiser of the type the context expects.
struct Form {
    var title: String
    var count: Int
    init(_ title: String, _ count: Int = 1) {
        self.title = title
        self.count = count
    }
    init(copy other: Form) {
        self.title = other.title + " copy"
        self.count = other.count
    }
    static let empty = Form("")
    var isReady: Bool { !title.isEmpty && count > 0 }
}

enum Mode { case edit(Form), create(String), blank }

struct Screen {
    let old: Form
    var current: Form
    var optional: Form?
    var list: [Form] = [.init("first")]
    var pair: (Form, Int) = (.init("paired"), 2)

    init(mode: Mode) {
        switch mode {
        case let .edit(form): self.old = .init(copy: form)
        case let .create(title): self.old = .init(title, 3)
        case .blank: self.old = .empty
        }
        self.current = .init(copy: old)
        self.optional = .init("maybe")
    }

    func make(_ title: String) -> Form { .init(title) }
    func makeOptional(_ title: String?) -> Form? { title.map { .init($0) } }
}

func takes(_ form: Form) -> String { "\(form.title)/\(form.count)" }

let screen = Screen(mode: .edit(Form("trip", 2)))
print(screen.old.title, screen.old.count, screen.current.title, screen.optional?.title ?? "none")
print(screen.list.map(\.title), screen.pair.0.title)
print(Screen(mode: .create("new")).old.count, Screen(mode: .blank).old.isReady)
print(takes(.init("arg")), takes(.init(copy: .init("nested"))))
print(screen.make("made").title, screen.makeOptional("opt")?.title ?? "none", screen.makeOptional(nil) == nil)
print(screen.current.title.count, screen.current.isReady, !screen.old.isReady)

var forms: [Form] = []
forms.append(.init("appended"))
forms += [.init("added", 4)]
print(forms.map { "\($0.title):\($0.count)" })
var byName: [String: Form] = [:]
byName["a"] = .init("keyed")
print(byName["a"]?.title ?? "missing")
let fallback: Form = screen.optional ?? .init("fallback")
print(fallback.title)
let chosen: Form = forms.isEmpty ? .init("none") : .init(copy: forms[0])
print(chosen.title)
let closure: () -> Form = { .init("from closure") }
print(closure().title)
var mutable = Form("m")
mutable = .init("reassigned", 9)
print(mutable.title, mutable.count)

// Library types too.
let numbers: [Double] = [.init(3), .init("2.5") ?? 0]
print(numbers)
let text: String = .init(repeating: "ab", count: 2)
print(text)
let set: Set<Int> = .init([3, 1, 3])
print(set.sorted())
