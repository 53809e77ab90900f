// Of two generic overloads, Swift calls the one whose constraint the argument's type meets; an argument of a
// type that does not conform goes to the unconstrained one.
protocol EmptyCheckable {
    var isEmpty: Bool { get }
}

extension Array: EmptyCheckable {}
extension String: EmptyCheckable {}

protocol Named {
    var name: String { get }
}

struct Movie: Named {
    let name: String
}

struct Rating {
    let stars: Int
}

struct Loader {
    let describe: () -> String

    init<Output>(fetch: @escaping () -> Output, isEmpty: @escaping (Output) -> Bool = { _ in false }) {
        describe = { isEmpty(fetch()) ? "empty" : "filled" }
    }
}

extension Loader {
    init<Output: EmptyCheckable>(fetch: @escaping () -> Output) {
        self.init(fetch: fetch, isEmpty: { $0.isEmpty })
    }
}

func label<T>(_ value: T) -> String { "plain" }
func label<T: Named>(_ value: T) -> String { "named \(value.name)" }

func summary<T>(_ values: [T]) -> String { "\(values.count) values" }
func summary<T>(_ values: [T]) -> String where T: Named { values.map(\.name).joined(separator: ", ") }

func emptiness<T>(of value: T) -> String { "unknown" }
func emptiness<T: EmptyCheckable>(of value: T) -> String { value.isEmpty ? "empty" : "not empty" }

print(label(Movie(name: "Heat")))
print(label(Rating(stars: 4)))
print(label(3))
print(summary([Movie(name: "Heat"), Movie(name: "Alien")]))
print(summary([Rating(stars: 1)]))
print(emptiness(of: ""))
print(emptiness(of: [1, 2]))
print(emptiness(of: Rating(stars: 2)))
print(emptiness(of: 7))

func fetchRating() -> Rating { Rating(stars: 5) }

print(Loader(fetch: { Rating(stars: 3) }).describe())
print(Loader(fetch: { fetchRating() }).describe())

protocol Repository {
    func fetchRating(_ id: Int) -> Rating
}

struct Store: Repository {
    func fetchRating(_ id: Int) -> Rating { Rating(stars: id) }
}

let repository: Repository = Store()
print(Loader(fetch: { repository.fetchRating(4) }).describe())
