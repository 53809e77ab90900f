import Foundation

// A generic function whose type parameter appears only in its result takes that type from where the result goes:
// a property assigned, a typed parameter, a `return`, an annotated variable.

struct Landmark: Codable, Hashable { let name: String }

final class Loader {
    static let shared = Loader()

    func load<T: Decodable>(_ text: String, withExtension: String = "json") throws -> T {
        let data = Data(text.utf8)
        do {
            let decoder = JSONDecoder()
            return try decoder.decode(T.self, from: data)
        } catch {
            throw error
        }
    }

    func first<T: Decodable>(_ text: String) -> T? {
        try? JSONDecoder().decode([T].self, from: Data(text.utf8)).first
    }
}

final class ViewModel {
    var items: [Landmark] = []
    var favourite: Landmark?
    private let loader: Loader

    init(loader: Loader = Loader.shared) { self.loader = loader }

    func set() {
        do {
            self.items = try loader.load("[{\"name\":\"A\"},{\"name\":\"B\"}]")
            favourite = loader.first("[{\"name\":\"F\"}]")
        } catch {
            print("failed", error)
            self.items = []
        }
    }

    func loaded() throws -> [Landmark] {
        return try loader.load("[{\"name\":\"R\"}]")
    }
}

func describe(_ landmarks: [Landmark]) -> String { landmarks.map(\.name).joined(separator: "+") }

let model = ViewModel()
model.set()
print(model.items.map(\.name), model.favourite?.name ?? "none")
print(try model.loaded().count)
print(describe(try Loader.shared.load("[{\"name\":\"P\"},{\"name\":\"Q\"}]")))
let direct: [Landmark] = try! Loader.shared.load("[{\"name\":\"C\"}]")
print(direct.count, direct[0].name)
var later: [Landmark] = []
later = try! Loader.shared.load("[{\"name\":\"L\"}]")
print(later[0].name)
