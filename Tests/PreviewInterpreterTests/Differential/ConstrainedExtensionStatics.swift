// Statics a program declares on arrays and dictionaries of its own element types (`extension Array where Element ==
// Section`, `extension [Int]`) are what an implicit member names where such a collection is expected, and what the
// type sugar names (`[Int].primes`).
struct Section: Equatable {
    let title: String
}

extension Array where Element == Section {
    static var home: [Section] = [Section(title: "Popular"), Section(title: "Upcoming")]
    static let empty: [Section] = []
}

extension [Int] {
    static var primes: [Int] { [2, 3, 5] }
}

final class Model {
    let sections: [Section]
    init(sections: [Section]) { self.sections = sections }
}

struct Screen {
    var model: Model
    init(model: Model) { self.model = model }
    init(sections: [Section]) { self.init(model: Model(sections: sections)) }
    init() { self.init(sections: .home) }
}

func count(_ sections: [Section]) -> Int { sections.count }

print(Screen().model.sections.map(\.title))
print(count(.home), count(.empty))
let ints: [Int] = .primes
print(ints, [Int].primes.count)
print(Array<Section>.home.count)

extension Dictionary where Key == String, Value == Int {
    static var scores: [String: Int] { ["a": 1] }
}

func total(_ scores: [String: Int]) -> Int { scores.values.reduce(0, +) }
print(total(.scores), [String: Int].scores.count)

// Inside an extension written with the sugar, `Self` and the type's own statics are the array's.
extension [Double] {
    static var halves: Self { [0.5, 1.5] }
    static var doubledHalves: [Double] { halves.map { $0 * 2 } }
    func scaled(by factor: Double) -> Self { map { $0 * factor } }
}
let weights: [Double] = .doubledHalves
print(weights, weights.scaled(by: 2), [Double].halves)
