// A protocol of the project takes a library value whose type the project makes conform to it in an extension.
import Foundation

protocol KeyValueStore: AnyObject {
    func text(forKey key: String) -> String?
}
extension UserDefaults: KeyValueStore {
    func text(forKey key: String) -> String? { string(forKey: key) }
}
protocol Describable { var summary: String { get } }
extension Int: Describable { var summary: String { "int \(self)" } }
extension String: Describable { var summary: String { "string \(self)" } }
extension Date: Describable { var summary: String { "date \(timeIntervalSince1970)" } }
extension Array: Describable { var summary: String { "array of \(count)" } }

struct Settings {
    let store: KeyValueStore
    init(store: KeyValueStore = UserDefaults.standard) { self.store = store }
}
let settings = Settings(store: UserDefaults.standard)
print(settings.store.text(forKey: "never-set") ?? "nothing")
func show(_ item: Describable) -> String { item.summary }
print(show(3), show("x"), show(Date(timeIntervalSince1970: 5)), show([1, 2]))
let items: [Describable] = [1, "a"]
print(items.map(\.summary))
