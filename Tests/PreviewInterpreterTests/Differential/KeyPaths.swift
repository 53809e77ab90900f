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

// Key paths through nested properties, typed and writable key paths, and key paths passed to generic functions.
struct Person {
    var name: String
    var age: Int
    var address: Address
}
struct Address { var city: String }
let people = [Person(name: "Ana", age: 31, address: Address(city: "Oslo")),
              Person(name: "Ben", age: 25, address: Address(city: "Rome"))]
print(people.map(\.name), people.map(\.address.city), people.sorted { $0.age < $1.age }.map(\.name))
let ageKey: KeyPath<Person, Int> = \.age
let cityKey = \Person.address.city
print(people[0][keyPath: ageKey], people[1][keyPath: cityKey], people.map { $0[keyPath: \.age] })
var ana = people[0]
let nameKey: WritableKeyPath<Person, String> = \.name
ana[keyPath: nameKey] = "Anna"
print(ana.name)
func values<T>(_ key: KeyPath<Person, T>) -> [T] { people.map { $0[keyPath: key] } }
print(values(\.age), values(\.name))
print(people.filter(\.name.isEmpty).count, people.contains { $0.age > 30 })

