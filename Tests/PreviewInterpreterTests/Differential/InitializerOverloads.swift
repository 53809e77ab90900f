// Of two initialisers a call binds to, Swift calls the one that leaves fewer parameters to their defaults.
struct Key {
    var fill: String
    var label: String

    init(pitch: Int, fill: String = "white", stroke: String = "black", lettersOn: Bool = false) {
        self.fill = fill
        self.label = "full \(pitch) \(stroke) \(lettersOn)"
    }

    init(pitch: Int, lettersOn: Bool = false) {
        self.init(pitch: pitch, fill: pitch % 2 == 0 ? "ivory" : "ebony", lettersOn: lettersOn)
        label = "short \(pitch)"
    }
}

for pitch in 0..<3 {
    let key = Key(pitch: pitch)
    print(key.fill, key.label)
}
let lettered = Key(pitch: 1, lettersOn: true)
print(lettered.fill, lettered.label)
let painted = Key(pitch: 1, fill: "red")
print(painted.fill, painted.label)

