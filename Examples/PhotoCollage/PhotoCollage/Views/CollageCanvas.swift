import SwiftUI

/// The collage itself: photos arranged by the layout, on paper with an optional white border.
struct CollageCanvas<Collage: CollageProtocol>: View {
    let collage: Collage
    let layout: CollageLayout
    var effects: PhotoEffects

    private let spacing: CGFloat = 4

    var body: some View {
        slots
            .aspectRatio(1, contentMode: .fit)
            .padding(effects.showsBorder ? 10 : 0)
            .background(Color("Brand/Paper"))
            .clipShape(RoundedRectangle(cornerRadius: 6, style: .continuous))
            .shadow(color: .black.opacity(0.2), radius: 8, x: 0, y: 4)
    }

    @ViewBuilder
    private var slots: some View {
        switch layout {
        case .single:
            tile(0)
        case .sideBySide:
            HStack(spacing: spacing) { tile(0); tile(1) }
        case .stacked:
            VStack(spacing: spacing) { tile(0); tile(1) }
        case .grid:
            VStack(spacing: spacing) {
                HStack(spacing: spacing) { tile(0); tile(1) }
                HStack(spacing: spacing) { tile(2); tile(3) }
            }
        case .featured:
            HStack(spacing: spacing) {
                tile(0)
                    .layoutPriority(1)
                VStack(spacing: spacing) { tile(1); tile(2) }
                    .frame(maxWidth: 110)
            }
        case .filmstrip:
            VStack(spacing: spacing) {
                tile(0)
                HStack(spacing: spacing) {
                    ForEach(1..<4) { index in tile(index) }
                }
                .frame(height: 80)
            }
        }
    }

    private func tile(_ index: Int) -> some View {
        PhotoTile(photo: collage.photo(at: index), effects: effects)
    }
}

#Preview("Featured, three photos") {
    CollageCanvas(collage: SampleCollage.weekend, layout: .featured, effects: .original)
        .padding()
}

#Preview("Grid with empty slots") {
    CollageCanvas(collage: SampleCollage.weekend, layout: .grid, effects: .vivid)
        .padding()
}
