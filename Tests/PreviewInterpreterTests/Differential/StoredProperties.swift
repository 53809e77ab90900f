// Memberwise initialisers with defaults, lazy properties, observers, static members and Self.
struct Configuration {
    var title = "Untitled"
    var margin: Double = 8
    var tags: [String] = []
    var limit: Int?
}
let standard = Configuration()
let tagged = Configuration(tags: ["a"], limit: 3)
print(standard.title, standard.margin, standard.tags, standard.limit == nil, tagged.tags, tagged.limit!)

final class Report {
    var computed = 0
    lazy var heavy: [Int] = {
        computed += 1
        return (1...3).map { $0 * 100 }
    }()
    lazy var title = "Report \(heavy.count)"
    var status = "new" {
        willSet { history.append("will \(newValue)") }
        didSet { history.append("was \(oldValue)") }
    }
    var history: [String] = []
}
let report = Report()
print(report.computed)
print(report.heavy, report.heavy.count, report.computed, report.title)
report.status = "done"
print(report.history)

struct Temperature {
    static let freezing = Temperature(celsius: 0)
    static var created = 0
    var celsius: Double
    init(celsius: Double) {
        self.celsius = celsius
        Self.created += 1
    }
    static func boiling() -> Self { Self(celsius: 100) }
    func warmer(by delta: Double) -> Self { Self(celsius: celsius + delta) }
}
print(Temperature.freezing.celsius, Temperature.boiling().celsius, Temperature.freezing.warmer(by: 5).celsius)
print(Temperature.created)

