import SwiftUI

/// Edits any collage: the canvas, who else is editing, and the layout picker; effects open in a sheet.
struct CollageEditor<Collage: CollageProtocol>: View {
    let collage: Collage
    @State private var layout: CollageLayout
    @State private var effects: PhotoEffects
    @State private var showsEffects = false

    init(collage: Collage) {
        self.collage = collage
        _layout = State(initialValue: collage.layout)
        _effects = State(initialValue: collage.effects)
    }

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                CollageCanvas(collage: collage, layout: layout, effects: effects)
                    .padding(.horizontal)
                if collage.isShared {
                    CollaboratorStrip(collaborators: collage.collaborators)
                } else {
                    Label("Only you can see this collage", systemImage: "lock.fill")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
                Spacer(minLength: 0)
                LayoutPicker(selection: $layout)
            }
            .padding(.vertical)
            .navigationTitle(collage.title)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        showsEffects = true
                    } label: {
                        Image(systemName: "slider.horizontal.3")
                    }
                }
            }
            .sheet(isPresented: $showsEffects) {
                EffectsInspector(effects: $effects) {
                    showsEffects = false
                }
                .padding()
                .presentationDetents([.medium, .large])
            }
        }
    }
}

#Preview("Weekend in Lisbon") {
    CollageEditor(collage: SampleCollage.weekend)
}

#Preview("New, not shared") {
    CollageEditor(collage: SampleCollage.empty)
}

struct CollageEditor_Previews: PreviewProvider {
    static var previews: some View {
        CollageEditor(collage: SampleCollage.noir)
            .preferredColorScheme(.dark)
            .previewDisplayName("Noir, dark")
    }
}
