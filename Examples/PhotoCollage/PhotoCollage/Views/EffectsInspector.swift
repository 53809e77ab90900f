import SwiftUI

/// Adjusts the effects of the collage being edited.
struct EffectsInspector: View {
    @Binding var effects: PhotoEffects
    var onReplacePhoto: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            header
            VStack(spacing: 16) {
                EffectBar(title: "Brightness", systemImage: "sun.max", value: $effects.brightness, range: -1...1)
                EffectBar(
                    title: "Contrast", systemImage: "circle.lefthalf.filled", value: $effects.contrast,
                    range: 0.5...1.5)
                EffectBar(title: "Saturation", systemImage: "drop.fill", value: $effects.saturation, range: 0...2)
                EffectBar(title: "Vignette", systemImage: "camera.aperture", value: $effects.vignette)
            }
            Divider()
            Toggle("Black & White", isOn: $effects.isBlackAndWhite)
            Toggle(isOn: $effects.showsBorder) {
                Label("White border", systemImage: "square.dashed")
            }
            Divider()
            HStack {
                Button("Reset", role: .destructive) {
                    effects = .original
                }
                .disabled(!effects.isEdited)
                Spacer()
                Button(action: onReplacePhoto) {
                    Label("Replace Photo", systemImage: "photo.on.rectangle")
                }
                .buttonStyle(.borderedProminent)
                .tint(Color("CollageAccent"))
            }
        }
        .padding(20)
        .background(
            RoundedRectangle(cornerRadius: 20, style: .continuous)
                .fill(.background)
                .shadow(color: .black.opacity(0.12), radius: 12, y: 4)
        )
    }

    private var header: some View {
        HStack {
            Text("Effects")
                .font(.title3.bold())
            Spacer()
            if effects.isEdited {
                Text("Edited")
                    .font(.caption.bold())
                    .foregroundStyle(.white)
                    .padding(.horizontal, 8)
                    .padding(.vertical, 3)
                    .background(Capsule().fill(Color("CollageAccent")))
            }
        }
    }
}

#Preview("Original") {
    @Previewable @State var effects = PhotoEffects.original

    EffectsInspector(effects: $effects) {
        print("Replace photo tapped")
    }
    .padding()
}

#Preview("Noir, constant binding") {
    EffectsInspector(effects: .constant(.noir), onReplacePhoto: {})
        .padding()
        .preferredColorScheme(.dark)
}

struct EffectsInspector_Previews: PreviewProvider {
    /// Holds the effects in state so the bars and toggles respond in the canvas.
    struct Container: View {
        @State private var effects = PhotoEffects.vivid
        @State private var replaceCount = 0

        var body: some View {
            VStack(spacing: 12) {
                EffectsInspector(effects: $effects) {
                    replaceCount += 1
                }
                Text("Replaced \(replaceCount) times")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            .padding()
        }
    }

    static var previews: some View {
        Container()
            .previewDisplayName("Interactive, vivid")
    }
}
