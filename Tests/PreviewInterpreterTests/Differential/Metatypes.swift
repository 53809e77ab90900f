// Types used as values print their name, as a logger's category often is (`String(describing: Self.self)`).
struct SecureStorage {
    var category: String { String(describing: Self.self) }
}
enum Outer { struct Inner {} }
final class Service {
    static var name: String { "\(self)" }
}
print("\(SecureStorage.self)", String(describing: Outer.Inner.self), "\(Int.self)")
let kind = SecureStorage.self
print("category \(kind)", SecureStorage().category, Service.name)
print(String(describing: type(of: 3)), "\(type(of: "text"))", type(of: SecureStorage()) == SecureStorage.self)
