import Foundation

extension Note {
    /// A fixed day, so previews look the same whenever they are rendered.
    private static let referenceDate = Date(timeIntervalSince1970: 1_718_000_000)

    private static func daysAgo(_ days: Double) -> Date {
        referenceDate.addingTimeInterval(-days * 86_400)
    }

    static let samples: [Note] = [
        Note(title: "Groceries", body: "Oat milk\nLemons\nCoffee beans", updatedAt: daysAgo(0), isPinned: true),
        Note(title: "Book club", body: "Chapter 7 for Thursday. Bring the blue notebook.", updatedAt: daysAgo(1)),
        Note(title: "Trip ideas", body: "Porto in May?\nCheck train times from Lisbon.", updatedAt: daysAgo(3)),
        Note(title: "", body: "", updatedAt: daysAgo(8)),
    ]

    static let longNote = Note(
        title: "Meeting notes from the quarterly planning session with design, engineering and marketing",
        body: String(
            repeating: "We agreed to ship the redesigned editor first and revisit sharing after the beta. ",
            count: 12),
        updatedAt: daysAgo(2))

    static let emojiSamples: [Note] = [
        Note(
            title: "🎂 Birthday party",
            body: "🎈 Balloons\n🍰 Cake from the bakery\n🎁 Wrap presents",
            updatedAt: daysAgo(0)),
        Note(title: "Packing list ✈️🧳", body: "🩳🩴🕶️ and sunscreen ☀️", updatedAt: daysAgo(1), isPinned: true),
        Note(title: "👩‍💻👨‍👩‍👧‍👦🏳️‍🌈", body: "Family emoji and flags stay one glyph each", updatedAt: daysAgo(4)),
    ]
}
