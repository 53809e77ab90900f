// An enum case with a payload may share its name with a property of an extension: `state.error` reads the
// property, `.error(…)` makes the case.
struct Failure: Error, Equatable { let code: Int }

enum LoadState {
    case idle
    case loaded(count: Int)
    case error(Failure)
}

extension LoadState {
    var error: Failure? {
        if case .error(let failure) = self { return failure }
        return nil
    }

    var loaded: Int {
        if case .loaded(let count) = self { return count }
        return 0
    }
}

let states: [LoadState] = [.idle, .loaded(count: 3), .error(Failure(code: 7)), LoadState.error(Failure(code: 9))]
for state in states {
    print(state.error?.code ?? -1, state.loaded)
}
