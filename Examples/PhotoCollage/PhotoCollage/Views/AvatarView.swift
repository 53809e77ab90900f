import SwiftUI

/// A collaborator's photo, or their initials when they have none, with an online dot.
struct AvatarView: View {
    let collaborator: Collaborator
    var size: CGFloat = 44
    var showsStatus = true

    var body: some View {
        portrait
            .frame(width: size, height: size)
            .clipShape(Circle())
            .overlay(alignment: .bottomTrailing) {
                if showsStatus {
                    Circle()
                        .fill(collaborator.isOnline ? Color.green : Color.gray)
                        .frame(width: size * 0.28, height: size * 0.28)
                        .overlay(Circle().stroke(Color(.systemBackground), lineWidth: 2))
                }
            }
            .accessibilityLabel(collaborator.name)
    }

    @ViewBuilder
    private var portrait: some View {
        if let avatarName = collaborator.avatarName {
            Image(avatarName)
                .resizable()
                .scaledToFill()
        } else {
            ZStack {
                Circle()
                    .fill(Color("CollageAccent").opacity(0.2))
                Text(collaborator.initials)
                    .font(.system(size: size * 0.38, weight: .semibold, design: .rounded))
                    .foregroundStyle(Color("CollageAccent"))
            }
        }
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    HStack(spacing: 16) {
        AvatarView(collaborator: .maya)
        AvatarView(collaborator: .theo)
        AvatarView(collaborator: .longName, size: 64)
        AvatarView(collaborator: .theo, size: 28, showsStatus: false)
    }
    .padding()
}
