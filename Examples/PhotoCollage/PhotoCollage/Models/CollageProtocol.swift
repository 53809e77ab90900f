import Foundation

/// What the editor needs from a collage. The app stores `Collage`; previews use `SampleCollage`.
protocol CollageProtocol {
    var title: String { get }
    var layout: CollageLayout { get }
    var photos: [CollagePhoto] { get }
    var collaborators: [Collaborator] { get }
    var effects: PhotoEffects { get }
}

extension CollageProtocol {
    var isShared: Bool { !collaborators.isEmpty }

    var onlineCount: Int { collaborators.filter(\.isOnline).count }

    /// The photo in layout slot `index`, or nil for an empty slot.
    func photo(at index: Int) -> CollagePhoto? {
        photos.indices.contains(index) ? photos[index] : nil
    }
}

struct Collage: CollageProtocol, Identifiable {
    let id = UUID()
    var title: String
    var layout: CollageLayout = .grid
    var photos: [CollagePhoto] = []
    var collaborators: [Collaborator] = []
    var effects = PhotoEffects.original
}
