import Foundation

extension SyncMonitor {
    static let preview = SyncMonitor(status: .syncing(progress: 0.62), pendingUploads: 3)

    static var failed: SyncMonitor {
        SyncMonitor(status: .failed(message: "The shared album is full. Remove some photos and try again."),
                    pendingUploads: 5)
    }

    static var offline: SyncMonitor {
        SyncMonitor(status: .offline, pendingUploads: 1)
    }

    static var upToDate: SyncMonitor {
        SyncMonitor(status: .upToDate(lastSynced: .now.addingTimeInterval(-90)))
    }
}
