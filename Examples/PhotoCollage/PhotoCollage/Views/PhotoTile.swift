import SwiftUI

/// One slot of the collage canvas: the photo with the collage's effects, a tinted placeholder while it
/// downloads, or an "add" button when the slot is empty.
struct PhotoTile: View {
    let photo: CollagePhoto?
    var effects: PhotoEffects = .original

    var body: some View {
        ZStack {
            if let photo {
                if let imageName = photo.imageName {
                    Image(imageName)
                        .resizable()
                        .scaledToFill()
                } else {
                    photo.tint.opacity(0.6)
                    Image(systemName: "photo")
                        .font(.title2)
                        .foregroundStyle(.white.opacity(0.8))
                }
            } else {
                Color.secondary.opacity(0.15)
                Image(systemName: "plus")
                    .font(.title3.weight(.semibold))
                    .foregroundStyle(.secondary)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .brightness(effects.brightness * 0.3)
        .contrast(effects.contrast)
        .saturation(effects.isBlackAndWhite ? 0 : effects.saturation)
        .overlay {
            RadialGradient(
                colors: [.clear, .black.opacity(effects.vignette * 0.7)],
                center: .center, startRadius: 30, endRadius: 140)
        }
        .clipped()
    }
}

#Preview("Photo, placeholder, empty", traits: .sizeThatFitsLayout) {
    HStack(spacing: 4) {
        PhotoTile(photo: CollagePhoto(id: 1, imageName: "SamplePhoto", caption: "Rooftops", tint: .orange))
        PhotoTile(photo: CollagePhoto(id: 2, caption: "Tram", tint: .yellow))
        PhotoTile(photo: nil)
    }
    .frame(width: 330, height: 110)
}

#Preview("Noir effects") {
    PhotoTile(photo: CollagePhoto(id: 1, imageName: "SamplePhoto", caption: "Rooftops", tint: .orange),
              effects: .noir)
        .frame(width: 200, height: 200)
}
