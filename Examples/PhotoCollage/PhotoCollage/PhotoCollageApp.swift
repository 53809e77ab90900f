import SwiftUI

@main
struct PhotoCollageApp: App {
    @StateObject private var syncMonitor = SyncMonitor()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(syncMonitor)
        }
    }
}
