import SwiftUI

/// Someone shown at the top of their profile.
struct Member: Identifiable {
    var id: String { handle }
    let name: String
    let handle: String
    var followers: Int = 0
    var isVerified = false

    var initials: String {
        let parts = name.split(separator: " ")
        return parts.prefix(2).map { String($0.prefix(1)) }.joined()
    }
}

struct ProfileHeader: View {
    let member: Member
    var compact = false

    private var followerText: String {
        if member.followers >= 1_000_000 {
            return "\(member.followers / 1_000_000)M followers"
        } else if member.followers >= 1_000 {
            return "\(member.followers / 1_000)K followers"
        }
        return "\(member.followers) followers"
    }

    var body: some View {
        HStack(alignment: .center, spacing: compact ? 8 : 14) {
            ZStack {
                Circle()
                    .fill(Color.indigo.opacity(0.2))
                Text(member.initials)
                    .font(.headline)
                    .foregroundStyle(.indigo)
            }
            .frame(width: compact ? 32 : 56, height: compact ? 32 : 56)

            VStack(alignment: .leading, spacing: 2) {
                HStack(spacing: 4) {
                    Text(member.name)
                        .font(compact ? .subheadline : .title3)
                        .fontWeight(.semibold)
                    if member.isVerified {
                        Image(systemName: "checkmark.seal.fill")
                            .foregroundColor(.blue)
                    }
                }
                Text("@\(member.handle)")
                    .foregroundStyle(.secondary)
                if !compact {
                    Text(followerText)
                        .font(.caption)
                }
            }
            Spacer(minLength: 0)
        }
        .padding(compact ? 8 : 16)
    }
}

#Preview("Full") {
    ProfileHeader(member: Member(name: "Ada Lovelace", handle: "ada", followers: 12_400, isVerified: true))
}

#Preview("Compact") {
    ProfileHeader(member: Member(name: "Grace Hopper", handle: "grace", followers: 2_100_000), compact: true)
        .preferredColorScheme(.dark)
}
