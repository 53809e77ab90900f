import SwiftUI

/// Shown when there are no notes yet.
struct EmptyNotesView: View {
    var onCreate: () -> Void

    var body: some View {
        VStack(spacing: 20) {
            ZStack {
                Circle()
                    .fill(
                        LinearGradient(
                            colors: [.yellow.opacity(0.6), .orange.opacity(0.4)],
                            startPoint: .topLeading, endPoint: .bottomTrailing)
                    )
                    .frame(width: 120, height: 120)
                Image(systemName: "note.text")
                    .font(.system(size: 48, weight: .light))
                    .foregroundStyle(.white)
            }
            VStack(spacing: 6) {
                Text("No Notes Yet")
                    .font(.title2.bold())
                Text("Notes you write appear here. They sync to all your devices.")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
            }
            Button(action: onCreate) {
                Label("New Note", systemImage: "square.and.pencil")
                    .padding(.horizontal, 8)
            }
            .buttonStyle(.bordered)
            .controlSize(.large)
        }
        .padding(32)
    }
}

#Preview {
    EmptyNotesView(onCreate: {})
}
