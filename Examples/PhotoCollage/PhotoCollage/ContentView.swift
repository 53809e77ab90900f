import SwiftUI

struct ContentView: View {
    @State private var collage = Collage(title: "New Collage")

    var body: some View {
        VStack(spacing: 0) {
            CollageEditor(collage: collage)
            SyncStatusView()
                .padding([.horizontal, .bottom])
        }
    }
}

#Preview {
    ContentView()
        .environmentObject(SyncMonitor.preview)
}
