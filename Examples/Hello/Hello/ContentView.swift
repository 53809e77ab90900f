import SwiftUI

struct ContentView: View {
    var profile: Profile

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Hello, \(profile.name)!")
                .font(.largeTitle.bold())
            Text("Edit this file while previewd is running and watch every screen update.")
                .font(.body)
                .foregroundStyle(.secondary)
            ProfileCard(profile: profile)
            HStack {
                ForEach(["Swift", "Linux", "Live"], id: \.self) { tag in
                    Text(tag)
                        .font(.footnote)
                        .padding(.horizontal, 12)
                        .padding(.vertical, 6)
                        .background(Capsule().fill(profile.accent.opacity(0.2)))
                }
            }
        }
        .padding(24)
    }
}

#Preview("Welcome") {
    ContentView(profile: .sample)
}

#Preview {
    ContentView(profile: .newcomer)
}
