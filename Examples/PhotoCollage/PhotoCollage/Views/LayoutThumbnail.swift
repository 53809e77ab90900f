import SwiftUI

/// A miniature of a collage layout: one rounded rectangle per photo slot.
struct LayoutThumbnail: View {
    let layout: CollageLayout
    var isSelected = false

    private let spacing: CGFloat = 3

    var body: some View {
        cells
            .padding(6)
            .frame(width: 56, height: 56)
            .background(
                RoundedRectangle(cornerRadius: 12, style: .continuous)
                    .fill(Color(.secondarySystemBackground))
            )
            .overlay {
                RoundedRectangle(cornerRadius: 12, style: .continuous)
                    .strokeBorder(isSelected ? Color("CollageAccent") : .clear, lineWidth: 2)
            }
            .accessibilityLabel(layout.title)
    }

    @ViewBuilder
    private var cells: some View {
        switch layout {
        case .single:
            cell
        case .sideBySide:
            HStack(spacing: spacing) {
                cell
                cell
            }
        case .stacked:
            VStack(spacing: spacing) {
                cell
                cell
            }
        case .grid:
            VStack(spacing: spacing) {
                ForEach(0..<2) { _ in
                    HStack(spacing: spacing) {
                        cell
                        cell
                    }
                }
            }
        case .featured:
            HStack(spacing: spacing) {
                cell
                VStack(spacing: spacing) {
                    cell
                    cell
                }
                .frame(width: 16)
            }
        case .filmstrip:
            VStack(spacing: spacing) {
                cell
                HStack(spacing: spacing) {
                    ForEach(0..<3, id: \.self) { _ in cell }
                }
                .frame(height: 12)
            }
        }
    }

    private var cell: some View {
        RoundedRectangle(cornerRadius: 3, style: .continuous)
            .fill(isSelected ? Color("CollageAccent") : Color.secondary.opacity(0.45))
    }
}

#Preview("Every layout", traits: .sizeThatFitsLayout) {
    HStack(spacing: 12) {
        ForEach(CollageLayout.allCases) { layout in
            LayoutThumbnail(layout: layout, isSelected: layout == .featured)
        }
    }
    .padding()
}

#Preview("Selected, dark") {
    LayoutThumbnail(layout: .grid, isSelected: true)
        .padding()
        .preferredColorScheme(.dark)
}
