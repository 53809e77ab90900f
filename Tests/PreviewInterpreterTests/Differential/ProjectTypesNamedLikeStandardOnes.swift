// A type the program declares under a standard library's name (`Result`, `Task`) is the one its code means,
// as module declarations shadow the standard library's; `Swift.Result` written qualified is still the standard one.
import Foundation

enum Result {
    case success(String)
    case failure

    var summary: String {
        switch self {
        case .success(let text): return "ok: \(text)"
        case .failure: return "failed"
        }
    }
}

struct Task {
    let title: String
    var done = false
}

func load(_ good: Bool) -> Result {
    good ? .success("data") : .failure
}

let outcomes: [Result] = [load(true), load(false), Result.success("direct")]
for outcome in outcomes {
    switch outcome {
    case .success(let text): print("success", text, outcome.summary)
    case .failure: print("failure", outcome.summary)
    }
}
if case .success = load(true) { print("matched success") }

var tasks = [Task(title: "write"), Task(title: "test", done: true)]
tasks[0].done = true
print(tasks.map { "\($0.title) \($0.done)" })

enum Problem: Error { case broken }
let standard: Swift.Result<Int, Problem> = .success(3)
switch standard {
case .success(let value): print("standard success", value)
case .failure(let error): print("standard failure", error)
}
let failed = Swift.Result<Int, Problem>.failure(.broken)
print((try? failed.get()) == nil)
print(Swift.Result<Int, Problem>.success(4).map { $0 * 2 })
let caught = Swift.Result<Int, Error> { throw Problem.broken }
print((try? caught.get()) == nil)

struct Date {
    let day: Int
}
let projectDate = Date(day: 3)
let libraryDate = Foundation.Date(timeIntervalSince1970: 86_400)
print(projectDate.day, libraryDate.timeIntervalSince1970)

struct Mishap: Swift.Error {}
func fail() throws { throw Mishap() }
do { try fail() } catch { print("caught", error is Mishap) }

let maybe: Swift.Optional<Int> = .some(5)
print(maybe.map { $0 + 1 } ?? 0)
