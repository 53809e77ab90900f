// `Type.init` passed as a function: the caller passes arguments by position, and the initialiser takes them
// under its own labels, whether it is declared, memberwise, or one of several told apart by how many it takes.

struct Book {
    var title: String
}

struct Shelf {
    private let book: Book
    init(book: Book) { self.book = book }
    var label: String { "[" + book.title + "]" }
}

struct Point {
    var x: Int
    var y: Int
}

final class Counter {
    let start: Int
    let step: Int
    init(start: Int) {
        self.start = start
        self.step = 1
    }
    init(start: Int, step: Int) {
        self.start = start
        self.step = step
    }
    var next: Int { start + step }
}

struct Tag {
    let name: String
    init(_ name: String) { self.name = name.uppercased() }
    init(name: String, suffix: Int) { self.name = name + String(suffix) }
}

let books = ["Dune", "Emma"].map(Book.init)
print(books.map(\.title))
print(books.map(Shelf.init).map(\.label))
print(zip([1, 2], [3, 4]).map(Point.init).map { "\($0.x),\($0.y)" })
print([5, 7].map(Counter.init).map(\.next))
print(zip([5, 7], [10, 20]).map(Counter.init).map(\.next))
print(["a", "b"].map(Tag.init).map(\.name))
print(zip(["x", "y"], [1, 2]).map(Tag.init).map(\.name))
let make: (Book) -> Shelf = Shelf.init
print(make(Book(title: "Ulysses")).label)
print(["Iliad"].compactMap(Book.init).first?.title ?? "none")
