import SwiftUI

/// Uploads edits to the shared album and reports how far it got.
final class SyncMonitor: ObservableObject {
    enum Status: Equatable {
        case upToDate(lastSynced: Date)
        case syncing(progress: Double)
        case offline
        case failed(message: String)
    }

    @Published var status: Status
    @Published var pendingUploads: Int

    init(status: Status = .offline, pendingUploads: Int = 0) {
        self.status = status
        self.pendingUploads = pendingUploads
    }

    func retry() {
        status = .syncing(progress: 0)
    }
}
