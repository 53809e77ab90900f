// An implicit `.init(…)` given to an array parameter makes that array, and its elements take the element type.
struct Column {
    var width: Int
    var spacing: Int
    init(_ width: Int, spacing: Int = 0) {
        self.width = width
        self.spacing = spacing
    }
}

func totalWidth(_ columns: [Column]) -> Int {
    columns.reduce(0) { $0 + $1.width + $1.spacing }
}

func grid(columns: [Column], label: String = "grid") -> String {
    "\(label): \(columns.count) columns of \(columns.first?.width ?? 0)"
}

print(totalWidth(.init(repeating: .init(50, spacing: 2), count: 3)))
print(grid(columns: .init(repeating: Column(20), count: 4)))
let ratios: [Double] = .init(repeating: 1, count: 2)
print(ratios)
