// Property observers run when a property is set after the value is made, not while its own initialiser sets it
// (nor for a property's default value); a method or another observer setting it runs them. What they write to a
// static (`Log.entries`) stays written.
enum Log { static var entries: [String] = [] }

struct Key {
    var width: Double = 1 { didSet { Log.entries.append("width \(oldValue)->\(width)"); scale = width * 2 } }
    var scale: Double = 0 { didSet { Log.entries.append("scale \(scale)") } }
    var label: String {
        willSet { Log.entries.append("label will \(newValue)") }
        didSet { Log.entries.append("label did") }
    }

    init(width: Double, label: String) {
        self.width = width
        self.label = label
        scale = width * 3
    }

    mutating func widen() { width += 1 }
}

final class Model {
    var count = 0 { didSet { Log.entries.append("count \(count)") } }
    init(count: Int) { self.count = count }
}

struct Recorder {
    var count = 0
    func record(_ entry: String) { Log.entries.append(entry) }
}

var key = Key(width: 4, label: "C")
print(Log.entries, key.scale)
key.widen()
print(Log.entries, key.scale)
key.label = "D"
print(Log.entries)
Log.entries.removeAll()
let model = Model(count: 3)
model.count = 5
print(Log.entries, model.count)
Recorder().record("method")
print(Log.entries.last ?? "none")
