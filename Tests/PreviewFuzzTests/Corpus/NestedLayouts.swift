import SwiftUI

struct Tag: View {
    let text: String
    var color: Color = .blue

    var body: some View {
        Text(text)
            .font(.caption)
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .background(color.opacity(0.15))
            .foregroundColor(color)
            .clipShape(Capsule())
    }
}

extension View {
    func card(padding: CGFloat = 12) -> some View {
        self
            .padding(padding)
            .background(
                RoundedRectangle(cornerRadius: 12)
                    .fill(Color.white)
                    .shadow(color: .black.opacity(0.1), radius: 4, x: 0, y: 2)
            )
    }

    @ViewBuilder
    func hidden(_ isHidden: Bool) -> some View {
        if isHidden {
            EmptyView()
        } else {
            self
        }
    }
}

struct ArticleCard: View {
    let title: String
    let tags: [String]
    var isFeatured = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ZStack(alignment: .topTrailing) {
                Rectangle()
                    .fill(Color.gray.opacity(0.3))
                    .aspectRatio(16 / 9, contentMode: .fit)
                Tag(text: "Featured", color: .orange)
                    .padding(8)
                    .hidden(!isFeatured)
            }
            Text(title)
                .font(.headline)
                .lineLimit(2)
            HStack {
                ForEach(tags, id: \.self) { Tag(text: $0) }
            }
        }
        .card()
        .frame(width: 280)
    }
}

#Preview {
    VStack(spacing: 16) {
        ArticleCard(title: "Designing for small screens", tags: ["design", "ios"], isFeatured: true)
        ArticleCard(title: "A very long title that surely will need to wrap onto more than two lines of text", tags: [])
    }
    .padding()
    .background(Color(white: 0.95))
}
