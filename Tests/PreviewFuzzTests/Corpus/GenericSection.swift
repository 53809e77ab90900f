import SwiftUI

/// A titled section over any collection, rows built by the caller.
struct Section<Item: Identifiable, Row: View>: View {
    let title: String
    let items: [Item]
    @ViewBuilder let row: (Item) -> Row
    var footer: String? = nil

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title.uppercased())
                .font(.caption)
                .foregroundStyle(.secondary)
            VStack(spacing: 0) {
                ForEach(items) { item in
                    row(item)
                        .padding(.vertical, 8)
                        .padding(.horizontal, 12)
                }
            }
            .background(Color.gray.opacity(0.1))
            .clipShape(RoundedRectangle(cornerRadius: 10))
            if let footer {
                Text(footer)
                    .font(.footnote)
            }
        }
    }
}

struct Fruit: Identifiable {
    var id: String { name }
    let name: String
    let calories: Int
}

struct Pair<First, Second> {
    var first: First
    var second: Second

    func swapped() -> Pair<Second, First> { Pair<Second, First>(first: second, second: first) }
}

func largest<T: Comparable>(_ values: [T]) -> T? {
    var best: T? = nil
    for value in values where best == nil || value > best! {
        best = value
    }
    return best
}

let fruits = [
    Fruit(name: "Apple", calories: 95),
    Fruit(name: "Banana", calories: 105),
    Fruit(name: "Cherry", calories: 4),
]

#Preview {
    let pair = Pair(first: "kcal", second: largest(fruits.map(\.calories)) ?? 0).swapped()
    Section(title: "Fruit", items: fruits, row: { fruit in
        HStack {
            Text(fruit.name)
            Spacer()
            Text("\(fruit.calories) \(pair.second)")
        }
    }, footer: "Most: \(pair.first)")
    .padding()
}
