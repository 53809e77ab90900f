// Result: get, map, flatMap, mapError, switches over it and Result { try … }; Optional map and flatMap.
enum LoadError: Error, Equatable { case missing, corrupt(Int) }
func load(_ name: String) -> Result<Int, LoadError> {
    switch name {
    case "": return .failure(.missing)
    case "bad": return .failure(.corrupt(7))
    default: return .success(name.count)
    }
}
for name in ["swift", "", "bad"] {
    switch load(name) {
    case .success(let size): print("loaded", size)
    case .failure(.missing): print("missing")
    case .failure(let error): print("failed", error)
    }
}
print((try? load("abc").get()) ?? -1, (try? load("").get()) ?? -1)
print(load("ab").map { $0 * 10 })
if case .failure(let error) = load("").map({ $0 * 10 }) { print("mapped failure", error) }
if case .success(let value) = load("four") { print("four has", value) }
do {
    let size = try load("bad").get()
    print(size)
} catch LoadError.corrupt(let code) {
    print("corrupt", code)
} catch {
    print("other")
}
let chained = load("xyz").flatMap { $0 > 2 ? .success($0 * 2) : .failure(.missing) }
print(chained, load("xyz").mapError { _ in LoadError.corrupt(0) })
let wrapped = Result { try load("bad").get() }
print((try? wrapped.get()) == nil)

let text: String? = "42"
let empty: String? = nil
print(text.map { $0 + "!" } ?? "none", text.flatMap { Int($0) }.map { $0 + 1 } ?? 0, empty.flatMap { Int($0) } == nil)
print(text?.count ?? 0, empty?.isEmpty ?? true, text.map(\.count)!)

