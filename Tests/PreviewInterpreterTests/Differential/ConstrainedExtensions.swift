// Methods a program adds to Array under a `where` clause apply only to arrays whose elements meet it; other arrays
// keep the standard library's methods of the same name.
struct Song: Equatable {
    let title: String
    let tags: [String]
    func contains(_ tag: String) -> Bool { tags.contains(tag) }
}

enum Mood: Equatable { case calm, loud }

extension Array where Element == Song {
    func contains(_ tag: String) -> Bool { !filter { $0.contains(tag) }.isEmpty }
    func titles() -> String { map(\.title).joined(separator: ", ") }
}

// The same method for arrays of different elements: each array finds its own.
extension Array where Element == Int {
    func labels() -> [String] { map { "#\($0 + 1)" } }
}

extension Array where Element == Song {
    func labels() -> [String] { map { $0.title.uppercased() } }
}

extension Array where Element == Double {
    func average() -> Double { isEmpty ? 0 : reduce(0, +) / Double(count) }
}

protocol Named { var name: String { get } }
struct Artist: Named { let name: String }

extension Array where Element: Named {
    func first(named name: String) -> Element? { first { $0.name == name } }
    func contains(_ name: String) -> Bool { contains { $0.name == name } }
}

let songs = [Song(title: "One", tags: ["rock"]), Song(title: "Two", tags: ["jazz"])]
print(songs.contains("jazz"), songs.contains("pop"))
print(songs.titles())
let moods: [Mood] = [.calm, .calm]
print(moods.contains(.loud), moods.contains(.calm))
let words = ["rock", "jazz"]
print(words.contains("rock"), words.contains("pop"))
let artists = [Artist(name: "Ada"), Artist(name: "Bo")]
print(artists.contains("Bo"), artists.first(named: "Ada")?.name ?? "none")
print([1, 2, 3].contains(2), [1, 2, 3].contains(5))
print([4, 5].labels(), songs.labels())
print([1, 2].average(), [1.5, 2.5, 3.5].average())
