import SwiftUI

/// Design-time collages for previews; not part of the app.
struct SampleCollage: CollageProtocol {
    var title: String
    var layout: CollageLayout
    var photos: [CollagePhoto]
    var collaborators: [Collaborator] = []
    var effects = PhotoEffects.original

    static let weekend = SampleCollage(
        title: "Weekend in Lisbon",
        layout: .featured,
        photos: [
            CollagePhoto(id: 1, imageName: "SamplePhoto", caption: "Alfama rooftops", tint: .orange),
            CollagePhoto(id: 2, caption: "Tram 28", tint: .yellow),
            CollagePhoto(id: 3, caption: "Pastéis de nata", tint: .brown),
        ],
        collaborators: Collaborator.all)

    static let empty = SampleCollage(title: "Untitled Collage", layout: .grid, photos: [])

    static let noir = SampleCollage(
        title: "City at Night",
        layout: .filmstrip,
        photos: (1...4).map { index in
            CollagePhoto(id: index, imageName: "SamplePhoto", caption: "Frame \(index)", tint: .gray)
        },
        collaborators: [.maya],
        effects: .noir)
}
