import SwiftUI

/// The big filled button at the bottom of each onboarding step.
struct RequestButtonStyle: ButtonStyle {
    var tint: Color = .accentColor

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundStyle(.white)
            .frame(maxWidth: .infinity)
            .padding(.vertical, 16)
            .background(tint, in: RoundedRectangle(cornerRadius: 14, style: .continuous))
            .scaleEffect(configuration.isPressed ? 0.97 : 1)
            .opacity(configuration.isPressed ? 0.85 : 1)
            .animation(.easeOut(duration: 0.15), value: configuration.isPressed)
    }
}

extension ButtonStyle where Self == RequestButtonStyle {
    static var request: RequestButtonStyle { RequestButtonStyle() }
}

#Preview(traits: .sizeThatFitsLayout) {
    VStack(spacing: 12) {
        Button("Allow Camera Access") {}
            .buttonStyle(RequestButtonStyle(tint: .blue))
        Button {
        } label: {
            Label("Continue", systemImage: "arrow.right")
        }
        .buttonStyle(.request)
    }
    .padding()
}
