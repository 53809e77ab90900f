// `Dictionary(grouping:by:)` and `mapValues` as lists group their rows into sections.
struct Task {
    let title: String
    let owner: String
    let points: Int
}

let tasks = [
    Task(title: "Design", owner: "Ann", points: 3), Task(title: "Build", owner: "Bo", points: 5),
    Task(title: "Test", owner: "Ann", points: 2), Task(title: "Ship", owner: "Cy", points: 1),
]
let byOwner = Dictionary(grouping: tasks, by: \.owner)
print(byOwner.keys.sorted(), byOwner["Ann"]!.map(\.title))
let points = byOwner.mapValues { $0.reduce(0) { $0 + $1.points } }
print(points.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
let counts = Dictionary(grouping: tasks) { $0.points > 2 }.mapValues(\.count)
print(counts[true]!, counts[false]!)
let initials = Dictionary(grouping: ["apple", "avocado", "banana"], by: { $0.first! })
print(initials.mapValues { $0.joined(separator: ",") }.sorted { $0.key < $1.key }.map(\.value))
