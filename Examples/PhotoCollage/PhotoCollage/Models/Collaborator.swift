import Foundation

struct Collaborator: Identifiable, Hashable {
    enum Role: String {
        case owner = "Owner"
        case editor = "Editor"
        case viewer = "Viewer"
    }

    let id: Int
    var name: String
    var avatarName: String?
    var isOnline: Bool
    var role: Role = .editor

    /// "Maya Okafor" → "MO"; at most two letters.
    var initials: String {
        name.split(separator: " ")
            .prefix(2)
            .compactMap(\.first)
            .map(String.init)
            .joined()
            .uppercased()
    }
}
