// Key paths as functions and as values.
struct Book {
    var title: String
    var pages: Int
}

let books = [Book(title: "B", pages: 300), Book(title: "A", pages: 120)]
print(books.map(\.title), books.map(\.pages).reduce(0, +))
print(books.sorted { $0.title < $1.title }.map(\.title))
let path = \Book.pages
print(books[0][keyPath: path])
print(books.min { $0.pages < $1.pages }!.title)
