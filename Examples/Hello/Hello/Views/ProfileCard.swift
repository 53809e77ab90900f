import SwiftUI

struct ProfileCard: View {
    var profile: Profile
    var compact = false

    var initials: String {
        profile.name.prefix(1).uppercased()
    }

    var body: some View {
        HStack(spacing: 14) {
            Circle()
                .fill(profile.accent)
                .frame(width: 48, height: 48)
            VStack(alignment: .leading, spacing: 4) {
                Text(profile.name)
                    .font(.headline)
                if !compact {
                    Text(profile.role)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
            Spacer()
            StreakBadge(days: profile.streak)
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 16).fill(Color.gray.opacity(0.15)))
    }
}

struct StreakBadge: View {
    var days: Int

    var body: some View {
        Text(days == 0 ? "New" : "\(days) days")
            .font(.caption)
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .foregroundColor(.white)
            .background(Capsule().fill(days > 7 ? Color.green : Color.blue))
    }
}

struct ProfileCard_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            ProfileCard(profile: .sample)
                .padding()
                .previewDisplayName("Card")
            ProfileCard(profile: .newcomer, compact: true)
                .padding()
                .preferredColorScheme(.dark)
        }
    }
}
