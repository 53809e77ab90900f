import SwiftUI

struct Badge: View {
    var count: Int

    var body: some View {
        Text("\(count)")
            .font(.caption.bold())
            .foregroundStyle(.white)
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .background(Capsule().fill(Color.red))
    }
}

struct ProfileCard: View {
    var name: String
    var role: String
    var unread: Int

    var body: some View {
        HStack(spacing: 12) {
            Circle()
                .fill(Color.blue)
                .frame(width: 44, height: 44)
                .overlay(Text(String(name.prefix(1))).font(.headline).foregroundStyle(.white))
            VStack(alignment: .leading, spacing: 2) {
                Text(name).font(.headline)
                Text(role).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            Badge(count: unread)
        }
        .padding()
    }
}

struct SettingsScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Settings").font(.largeTitle.bold())
            ProfileCard(name: "Ada Lovelace", role: "Analyst", unread: 3)
            Rectangle().fill(Color.gray.opacity(0.3)).frame(height: 1)
            Text("Notifications").font(.title3)
            Spacer()
        }
        .padding()
    }
}

#Preview("Card") {
    ProfileCard(name: "Ada Lovelace", role: "Analyst", unread: 3)
}
