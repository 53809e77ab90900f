// An enum may declare a property named `rawValue` without a raw type: reading it runs the enum's own getter, also
// as a bare `rawValue` inside the enum's methods. A raw-value enum still gives its raw values.
enum Scale: CaseIterable {
    case small, large

    var rawValue: Double {
        switch self {
        case .small: 0.5
        case .large: 2
        }
    }

    var doubled: Double { rawValue * 2 }
}

enum Level: Int {
    case low = 1, high = 5
}

enum Mode: String {
    case dark, light = "bright"
}

for scale in Scale.allCases {
    print(scale, scale.rawValue, scale.doubled)
}
print(Level.high.rawValue, Mode.dark.rawValue, Mode.light.rawValue)
