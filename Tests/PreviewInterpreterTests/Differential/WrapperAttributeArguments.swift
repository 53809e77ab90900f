// A property whose wrapper attribute carries arguments is made by the attribute: Swift's memberwise initialiser
// takes it as an optional parameter of the wrapper's type, so a caller may leave it out.
@propertyWrapper struct Clamped {
    var value: Int
    let range: ClosedRange<Int>
    init(_ range: ClosedRange<Int>) {
        self.range = range
        value = range.lowerBound
    }
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}

@propertyWrapper struct Tagged {
    let tag: String
    init(_ tag: String) { self.tag = tag }
    var wrappedValue: String { "tag:" + tag }
}

struct Settings {
    @Clamped(1...10) var level: Int
    @Tagged("x") var name: String
    var title: String
}

var settings = Settings(title: "volume")
print(settings.level, settings.name, settings.title)
settings.level = 42
print(settings.level)
