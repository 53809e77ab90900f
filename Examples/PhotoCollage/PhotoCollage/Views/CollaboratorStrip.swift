import SwiftUI

/// Overlapping avatars of the people sharing a collage, and how many are editing right now.
struct CollaboratorStrip: View {
    let collaborators: [Collaborator]
    var maxVisible = 3

    private var onlineCount: Int {
        collaborators.filter(\.isOnline).count
    }

    private var hiddenCount: Int {
        max(0, collaborators.count - maxVisible)
    }

    var body: some View {
        HStack(spacing: 10) {
            HStack(spacing: -10) {
                ForEach(collaborators.prefix(maxVisible)) { person in
                    AvatarView(collaborator: person, size: 32, showsStatus: false)
                        .overlay(Circle().stroke(Color(.systemBackground), lineWidth: 2))
                }
                if hiddenCount > 0 {
                    Text("+\(hiddenCount)")
                        .font(.caption2.bold())
                        .frame(width: 32, height: 32)
                        .background(Circle().fill(Color(.tertiarySystemFill)))
                }
            }
            Text(onlineCount == 0 ? "Nobody else is here" : "\(onlineCount) editing now")
                .font(.footnote)
                .foregroundStyle(.secondary)
            Spacer()
        }
        .padding(.horizontal)
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    VStack(alignment: .leading, spacing: 16) {
        CollaboratorStrip(collaborators: Collaborator.all)
        CollaboratorStrip(collaborators: [.theo])
    }
    .padding(.vertical)
}
