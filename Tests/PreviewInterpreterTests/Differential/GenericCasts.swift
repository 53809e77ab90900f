// Casts to a generic parameter, which the call binds from an argument (`to: String.self`) or from the type its
// result is stored as (`let first: Int? = first(of: values)`).
func cast<T>(_ value: Any, to type: T.Type) -> T? { value as? T }
func first<T>(of values: [Any]) -> T? {
    for value in values { if let match = value as? T { return match } }
    return nil
}
let mixed: [Any] = ["text", 4, 2.5, true]
let firstInt: Int? = first(of: mixed)
let firstString: String? = first(of: mixed)
let firstDouble: Double? = first(of: mixed)
print(firstInt!, firstString!, firstDouble!, cast(mixed[0], to: String.self)!, cast(mixed[0], to: Int.self) == nil)
