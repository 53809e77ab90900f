// In the Swift 5 language mode a space may stand between an attribute's name and its arguments (Swift 6 makes it
// an error): the attribute still takes them, and the rest of the file is read as written.
@propertyWrapper
struct Clamped {
    let range: ClosedRange<Int>
    var stored: Int
    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        self.range = range
        stored = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: Int {
        get { stored }
        set { stored = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}

struct Settings {
    @Clamped (0...10) var volume: Int = 14
    @Clamped (1...5) var rating: Int = 0
    var name = "defaults"
}

var settings = Settings()
print(settings.name, settings.volume, settings.rating)
settings.volume = -3
settings.rating = 4
print(settings.volume, settings.rating)
