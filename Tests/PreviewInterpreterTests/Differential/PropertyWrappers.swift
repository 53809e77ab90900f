// Property wrappers a program defines: wrappedValue, projectedValue, arguments, generic wrappers.
import Foundation
@propertyWrapper
struct Clamped {
    private var value: Int
    let lower: Int
    let upper: Int
    init(wrappedValue: Int, _ lower: Int, _ upper: Int) {
        (self.lower, self.upper) = (lower, upper)
        value = min(max(wrappedValue, lower), upper)
    }
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, lower), upper) }
    }
    var projectedValue: String { "\(lower) to \(upper)" }
}
@propertyWrapper
struct Trimmed {
    private var text = ""
    var wrappedValue: String {
        get { text }
        set { text = newValue.trimmingCharacters(in: .whitespaces) }
    }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}
@propertyWrapper
struct Counted<Value> {
    var wrappedValue: Value { didSet { writes += 1 } }
    var writes = 0
    var projectedValue: Int { writes }
    init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
}
struct Volume {
    @Clamped(0, 10) var level: Int = 5
    @Trimmed var label: String = "  main  "
    @Counted var changes = "start"
}
var volume = Volume()
print(volume.level, volume.$level, "[\(volume.label)]")
volume.level = 14
print(volume.level)
volume.level -= 30
print(volume.level)
volume.label = " side "
volume.changes = "one"
volume.changes = "two"
print("[\(volume.label)]", volume.changes, volume.$changes)
var loud = Volume(level: 99)
print(loud.level)

// A wrapper without an initial value is made by its own initialiser; an optional wrapped property reads through it.
@propertyWrapper
struct Stamp {
    var seconds: Int? = nil
    var wrappedValue: String? {
        get { seconds.map { "at \($0)s" } }
        set { seconds = newValue.map { $0.count } }
    }
}
struct Entry { @Stamp var stamp: String? }
var entry = Entry()
print(entry.stamp == nil)
entry.stamp = "four"
print(entry.stamp ?? "none")
