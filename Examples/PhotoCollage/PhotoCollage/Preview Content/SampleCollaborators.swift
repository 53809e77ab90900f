import Foundation

extension Collaborator {
    static let maya = Collaborator(id: 1, name: "Maya Okafor", avatarName: "AvatarMaya", isOnline: true, role: .owner)
    static let theo = Collaborator(id: 2, name: "Theo Lindqvist", isOnline: false)
    static let longName = Collaborator(
        id: 3, name: "Maximiliana Alexandrescu-Vandenberghe de la Fontaine", isOnline: true, role: .viewer)
    static let jun = Collaborator(id: 4, name: "Jun", isOnline: false, role: .viewer)

    static let all: [Collaborator] = [.maya, .theo, .longName, .jun]
}
