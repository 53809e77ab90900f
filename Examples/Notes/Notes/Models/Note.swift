import Foundation

struct Note: Identifiable, Hashable {
    var id = UUID()
    var title: String
    var body: String
    var updatedAt: Date
    var isPinned = false

    var displayTitle: String {
        title.isEmpty ? "New Note" : title
    }

    /// The first line of the body, as the list shows it.
    var excerpt: String {
        let firstLine = body.split(separator: "\n", omittingEmptySubsequences: true).first
        return firstLine.map(String.init) ?? "No additional text"
    }
}
