// An enum case's associated value with a default may be left out where the case is made: the value holds the
// default, and a pattern binding every associated value matches it.
enum Event {
    case viewInit(_ origin: String, detail: String = "default detail")
    case moved(from: Int = 0, to: Int)
    case tapped(_ name: String)

    var log: String {
        switch self {
        case .viewInit(let origin, let detail): return "init \(origin) \(detail)"
        case .moved(let from, let to): return "moved \(from) → \(to)"
        case .tapped(let name): return "tapped \(name)"
        }
    }
}

print(Event.viewInit("Home").log)
print(Event.viewInit("Settings", detail: "given").log)
print(Event.moved(to: 3).log, Event.moved(from: 1, to: 2).log)
let events: [Event] = [.viewInit("List"), .tapped("Save"), .moved(to: 9)]
for event in events {
    if case .viewInit(_, let detail) = event { print("detail:", detail) }
    print(event.log)
}
