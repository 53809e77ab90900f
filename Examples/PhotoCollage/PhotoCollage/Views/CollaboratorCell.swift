import SwiftUI

/// One row of the "Shared with" list.
struct CollaboratorCell: View {
    let collaborator: Collaborator

    var body: some View {
        HStack(spacing: 12) {
            AvatarView(collaborator: collaborator)
            VStack(alignment: .leading, spacing: 2) {
                Text(collaborator.name)
                    .font(.body.weight(.medium))
                    .lineLimit(1)
                    .truncationMode(.tail)
                Text(collaborator.isOnline ? "Editing now" : "Offline")
                    .font(.caption)
                    .foregroundStyle(collaborator.isOnline ? Color.green : Color.secondary)
            }
            Spacer(minLength: 8)
            roleBadge
        }
        .padding(.vertical, 6)
        .opacity(collaborator.isOnline ? 1 : 0.7)
    }

    private var roleBadge: some View {
        Text(collaborator.role.rawValue)
            .font(.caption2.bold())
            .padding(.horizontal, 8)
            .padding(.vertical, 3)
            .background(Capsule().fill(Color.secondary.opacity(0.15)))
    }
}

struct CollaboratorCell_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            CollaboratorCell(collaborator: .maya)
                .padding()
                .previewLayout(.sizeThatFits)
                .previewDisplayName("Online, with photo")
            CollaboratorCell(collaborator: .theo)
                .padding()
                .previewLayout(.sizeThatFits)
                .previewDisplayName("Offline, initials")
            CollaboratorCell(collaborator: .longName)
                .padding()
                .previewLayout(.sizeThatFits)
                .previewDisplayName("Very long name")
            CollaboratorCell(collaborator: .maya)
                .padding()
                .background(Color(.systemBackground))
                .previewLayout(.sizeThatFits)
                .preferredColorScheme(.dark)
                .previewDisplayName("Online, dark")
        }
    }
}

#Preview("In a list") {
    List {
        Section("Shared with") {
            ForEach(Collaborator.all) { person in
                CollaboratorCell(collaborator: person)
            }
        }
    }
}
