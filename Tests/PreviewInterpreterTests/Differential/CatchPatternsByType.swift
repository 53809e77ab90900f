// A `catch` pattern naming an enum case matches errors of that enum only: two error enums of one program may
// share a case name, and a payload pattern binds the payload of the enum it names.
enum NetworkError: Error {
    case notFound
    case failed(code: Int)
}

enum StorageError: Error {
    case notFound
    case failed(code: Int)
}

func attempt(_ error: Error) -> String {
    do {
        throw error
    } catch StorageError.notFound {
        return "storage: not found"
    } catch NetworkError.notFound {
        return "network: not found"
    } catch StorageError.failed(let code) where code > 400 {
        return "storage: failed badly \(code)"
    } catch NetworkError.failed(let code) {
        return "network: failed \(code)"
    } catch is StorageError {
        return "storage: other"
    } catch {
        return "other: \(error)"
    }
}

print(attempt(NetworkError.notFound))
print(attempt(StorageError.notFound))
print(attempt(NetworkError.failed(code: 500)))
print(attempt(StorageError.failed(code: 500)))
print(attempt(StorageError.failed(code: 200)))

struct Plain: Error {}
print(attempt(Plain()))

func classify(_ error: Error) -> String {
    switch error {
    case NetworkError.notFound: return "switch: network"
    case StorageError.notFound: return "switch: storage"
    default: return "switch: other"
    }
}

print(classify(StorageError.notFound), classify(NetworkError.notFound))
