// An unlabeled trailing closure skips a defaulted closure parameter when a later closure parameter needs an
// argument (SE-0286's forward scan), in functions and memberwise initialisers alike.

func show(title: String, onEdit: (() -> Void)? = nil, content: () -> String) {
    print(title, onEdit == nil ? "no edit" : "edit", content())
}

func run(_ name: String, completion: () -> String = { "default" }) {
    print(name, completion())
}

struct Section {
    let title: String
    var onEdit: (() -> Void)?
    let content: () -> String

    func describe() -> String { "\(title) \(onEdit == nil ? "no edit" : "edit") \(content())" }
}

show(title: "A") { "body" }
show(title: "B", onEdit: { print("edited") }) { "body" }
run("C") { "given" }
run("D")
print(Section(title: "E") { "content" }.describe())
print(Section(title: "F", onEdit: {}) { "content" }.describe())
