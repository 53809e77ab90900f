// A parameter whose type is an alias of a function type takes a closure, a trailing closure included.
typealias Completion = (Int) -> Void

struct Header {
    typealias Action = (String) -> String

    let title: String
    let action: Action?

    init(title: String, action: Action? = nil) {
        self.title = title
        self.action = action
    }

    func tapped() -> String { action?(title) ?? "no action" }
}

func load(count: Int, completion: Completion) { completion(count * 2) }

let plain = Header(title: "Reviews")
let shouting = Header(title: "Cast") { title in title.uppercased() + "!" }
print(plain.tapped(), shouting.tapped())
load(count: 21) { print("loaded", $0) }
