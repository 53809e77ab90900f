import SwiftUI

// The views whose text wraps or truncates, at the Dynamic Type sizes that tend to break them.

private let dynamicTypeSizes: [DynamicTypeSize] = [.xSmall, .large, .xxxLarge, .accessibility3]

#Preview("Collaborator, extra small") {
    CollaboratorCell(collaborator: .longName)
        .padding()
        .environment(\.dynamicTypeSize, .xSmall)
}

#Preview("Collaborator, accessibility 3") {
    CollaboratorCell(collaborator: .longName)
        .padding()
        .environment(\.dynamicTypeSize, .accessibility3)
}

#Preview("Collaborator at every size") {
    ScrollView {
        VStack(alignment: .leading, spacing: 20) {
            ForEach(dynamicTypeSizes, id: \.self) { size in
                VStack(alignment: .leading, spacing: 4) {
                    Text(String(describing: size))
                        .font(.caption.monospaced())
                        .foregroundStyle(.secondary)
                    CollaboratorCell(collaborator: .maya)
                        .environment(\.dynamicTypeSize, size)
                }
            }
        }
        .padding()
    }
}

#Preview("Sync failed, XXXL") {
    SyncStatusView()
        .padding()
        .environmentObject(SyncMonitor.failed)
        .environment(\.dynamicTypeSize, .xxxLarge)
}

#Preview("Effects, accessibility 5, dark") {
    @Previewable @State var effects = PhotoEffects.vivid

    ScrollView {
        EffectsInspector(effects: $effects, onReplacePhoto: {})
            .padding()
    }
    .environment(\.dynamicTypeSize, .accessibility5)
    .preferredColorScheme(.dark)
}

struct LayoutPickerAccessibility_Previews: PreviewProvider {
    static var previews: some View {
        LayoutPicker(selection: .constant(.sideBySide))
            .environment(\.dynamicTypeSize, .accessibility2)
            .previewDisplayName("Layout picker, accessibility 2")
    }
}
