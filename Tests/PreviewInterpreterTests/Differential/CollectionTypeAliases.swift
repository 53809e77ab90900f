// A type alias of an array or dictionary type makes that collection when called, and its literals' implicit
// members are typed by its element.
enum EventKey: String { case screen, step, total }
typealias EventProperties = [EventKey: Any]
typealias Steps = [Int]

struct Tracker {
    typealias Tags = [String: String]
    var tags = Tags()

    mutating func tag(_ key: String, _ value: String) { tags[key] = value }
}

var properties = EventProperties()
properties[.screen] = "checkout"
properties[.step] = 2
print(properties.keys.map(\.rawValue).sorted(), properties.count)
var steps = Steps()
steps.append(3)
steps += Steps(repeating: 1, count: 2)
print(steps)
var tracker = Tracker()
tracker.tag("source", "preview")
print(tracker.tags)
