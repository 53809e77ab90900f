import SwiftUI

/// The row of layout thumbnails at the bottom of the editor.
struct LayoutPicker: View {
    @Binding var selection: CollageLayout

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Layout")
                .font(.caption.weight(.semibold))
                .foregroundStyle(.secondary)
                .textCase(.uppercase)
                .padding(.horizontal)
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 12) {
                    ForEach(CollageLayout.allCases) { layout in
                        Button {
                            selection = layout
                        } label: {
                            VStack(spacing: 4) {
                                LayoutThumbnail(layout: layout, isSelected: layout == selection)
                                Text(layout.title)
                                    .font(.caption2)
                                    .foregroundStyle(layout == selection ? .primary : .secondary)
                            }
                        }
                        .buttonStyle(.plain)
                    }
                }
                .padding(.horizontal)
            }
        }
    }
}

#Preview("In the editor's bottom bar") {
    @Previewable @State var layout = CollageLayout.grid

    VStack {
        Spacer()
        Text("Selected: \(layout.title)")
            .font(.footnote)
            .foregroundStyle(.secondary)
        LayoutPicker(selection: $layout)
            .padding(.vertical)
            .background(.bar)
    }
}
