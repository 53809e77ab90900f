// A metatype matched by `is X.Type` and a generic parameter bound through an optional metatype argument
// (`type: T.Type? = nil`), as a settings store reads a value of the type it is asked for.
struct Settings {
    var flags: [String: Bool] = ["onboarded": true]
    var counts: [String: Int] = ["launches": 3]

    func get<T>(_ key: String, type: T.Type? = nil) -> T? {
        switch type {
        case is Bool.Type: return flags[key] as? T
        case is Int.Type: return counts[key] as? T
        default: return "\(key)-text" as? T
        }
    }
}

protocol Shape {}
struct Circle: Shape {}
struct Label {}

func describe(_ type: Any.Type) -> String {
    if type is Int.Type { return "an integer type" }
    if type is Shape.Type { return "a shape type" }
    return "another type"
}

let settings = Settings()
let onboarded = settings.get("onboarded", type: Bool.self)
let launches = settings.get("launches", type: Int.self)
let name = settings.get("name", type: String.self)
let asDouble = settings.get("launches", type: Double.self)
print(onboarded ?? false, launches ?? -1, name ?? "none", asDouble == nil)
print(describe(Int.self), describe(Circle.self), describe(Label.self), describe(String.self))
