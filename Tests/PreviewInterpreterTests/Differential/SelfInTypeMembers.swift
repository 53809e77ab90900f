// `Self` in a type's own static functions is the type: `[Self]()` is an array of it, so the implicit members
// appended to it are its cases.
enum ProgressState: Equatable {
    case idle
    case progress(Double)

    static func states(current: Int, count: Int = 4) -> [Self] {
        var result = [Self]()
        for index in 0..<count {
            result.append(index >= current ? .idle : .progress(1))
        }
        return result
    }
}

let described = ProgressState.states(current: 2).map { state -> String in
    switch state {
    case .idle: return "idle"
    case .progress(let value): return "progress \(value)"
    }
}
print(described)
