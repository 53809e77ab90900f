// `Result` as completion handlers pass it: `get()`, `map`, `mapError`, `flatMap`, and switching over it.
enum LoadError: Error, Equatable {
    case offline
    case notFound(String)
}

struct Wrapped: Error {
    let inner: LoadError
}

func load(_ name: String) -> Result<Int, LoadError> {
    name == "none" ? .failure(.notFound(name)) : .success(name.count)
}

let good = load("apple")
let bad = load("none")
print(try good.get(), (try? bad.get()) == nil)
print(good.map { $0 * 10 }, (try? bad.map { $0 * 10 }.get()) == nil)
let wrapped = bad.mapError { Wrapped(inner: $0) }
switch wrapped {
case .success(let value): print("value", value)
case .failure(let error): print("wrapped", error.inner)
}
let chained = good.flatMap { $0 > 3 ? .success("long") : Result<String, LoadError>.failure(.offline) }
print(chained)
do {
    _ = try bad.get()
} catch LoadError.notFound(let name) {
    print("not found:", name)
} catch {
    print("other")
}
if case .success(let count) = good { print("count", count) }
