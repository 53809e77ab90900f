import SwiftUI

extension Color {
    static let brandPrimary = Color(red: 0.2, green: 0.35, blue: 0.9)
    static let brandSecondary = Color(red: 0.95, green: 0.55, blue: 0.1)
    static let surface = Color(white: 0.96)

    static func grey(_ level: Int) -> Color {
        Color(white: Double(max(0, min(level, 10))) / 10)
    }
}

enum Theme {
    struct Spacing {
        static let small: CGFloat = 4
        static let medium: CGFloat = 8
        static let large: CGFloat = 16
    }

    enum Radius {
        static let card = 12.0
        static let chip = 20.0
    }

    static var all: [(String, Color)] {
        [("Primary", .brandPrimary), ("Secondary", .brandSecondary), ("Surface", .surface)]
    }
}

struct Swatch: View {
    let name: String
    let color: Color

    var body: some View {
        VStack(spacing: Theme.Spacing.small) {
            RoundedRectangle(cornerRadius: Theme.Radius.card)
                .fill(color)
                .frame(height: 60)
                .overlay(
                    RoundedRectangle(cornerRadius: Theme.Radius.card)
                        .stroke(Color.black.opacity(0.1))
                )
            Text(name)
                .font(.caption)
        }
    }
}

struct ThemePalette: View {
    var body: some View {
        VStack(alignment: .leading, spacing: Theme.Spacing.large) {
            HStack(spacing: Theme.Spacing.medium) {
                ForEach(Theme.all, id: \.0) { entry in
                    Swatch(name: entry.0, color: entry.1)
                }
            }
            HStack(spacing: 0) {
                ForEach(0...10, id: \.self) { level in
                    Color.grey(level)
                        .frame(height: 24)
                }
            }
            .clipShape(Capsule())
        }
        .padding(Theme.Spacing.large)
    }
}

#Preview {
    ThemePalette()
}
