// Assigning a wrapped property's storage (`_value = …`) in an initialiser makes the wrapper, whether written with
// the wrapper's name or as `.init(…)` against the storage's type.
@propertyWrapper
struct Clamped {
    var lowest: Int
    var highest: Int
    var stored: Int
    init(wrappedValue: Int, lowest: Int, highest: Int) {
        self.lowest = lowest
        self.highest = highest
        stored = min(max(wrappedValue, lowest), highest)
    }
    var wrappedValue: Int {
        get { stored }
        set { stored = min(max(newValue, lowest), highest) }
    }
    var projectedValue: String { "\(lowest) to \(highest)" }
}

@propertyWrapper
struct Logged<Value> {
    var wrappedValue: Value
    init(initialValue: Value) { wrappedValue = initialValue }
}

struct Settings {
    @Clamped var volume: Int
    @Clamped var level: Int
    @Logged var name: String
    @Logged var tags: [String]

    init(volume: Int, name: String?) {
        _volume = Clamped(wrappedValue: volume, lowest: 0, highest: 10)
        _level = .init(wrappedValue: 50, lowest: 1, highest: 5)
        _name = .init(initialValue: name ?? "unnamed")
        _tags = Logged(initialValue: ["a"])
    }
}

var settings = Settings(volume: 42, name: nil)
print(settings.volume, settings.level, settings.name, settings.tags, settings.$volume, settings.$level)
settings.volume = -3
settings.level = 4
settings.name = "renamed"
print(settings.volume, settings.level, settings.name)
