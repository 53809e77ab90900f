// Top-level variables are globals: functions and methods that write them are seen by every later read.
var counter = 0
var log: [String] = []
var names = ["a": 1]

func bump() { counter += 1 }
func bump(by amount: Int) -> Int {
    counter += amount
    return counter
}

struct Recorder {
    let prefix: String
    func record(_ event: String) { log.append("\(prefix): \(event)") }
    mutating func rename(_ to: String) { names[to] = counter }
}

final class Tracker {
    var seen = 0
    func track() {
        seen += 1
        counter *= 2
        log.append("tracked \(seen)")
    }
}

bump()
bump()
print(counter)
print(bump(by: 3))
var recorder = Recorder(prefix: "ui")
recorder.record("tap")
recorder.record("scroll")
recorder.rename("b")
let tracker = Tracker()
tracker.track()
tracker.track()
print(counter, log.count)
print(log)
print(names.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
let closure = { counter -= 1 }
closure()
[1, 2, 3].forEach { counter += $0 }
print(counter)
