import SwiftUI

/// A banner with the state of the shared album upload.
struct SyncStatusView: View {
    @EnvironmentObject private var monitor: SyncMonitor

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: symbolName)
                .font(.title3)
                .foregroundStyle(tint)
                .frame(width: 36, height: 36)
                .background(Circle().fill(tint.opacity(0.15)))
            VStack(alignment: .leading, spacing: 4) {
                Text(title)
                    .font(.subheadline.weight(.semibold))
                detail
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if case .failed = monitor.status {
                Button("Retry", action: monitor.retry)
                    .buttonStyle(.bordered)
                    .controlSize(.small)
            }
        }
        .padding(12)
        .background(RoundedRectangle(cornerRadius: 14, style: .continuous).fill(Color(.secondarySystemBackground)))
    }

    private var title: String {
        switch monitor.status {
        case .upToDate: "Up to date"
        case .syncing: "Syncing…"
        case .offline: "Offline"
        case .failed: "Sync failed"
        }
    }

    private var symbolName: String {
        switch monitor.status {
        case .upToDate: "checkmark.icloud.fill"
        case .syncing: "arrow.triangle.2.circlepath.icloud.fill"
        case .offline: "icloud.slash.fill"
        case .failed: "exclamationmark.icloud.fill"
        }
    }

    private var tint: Color {
        switch monitor.status {
        case .upToDate: .green
        case .syncing: Color("CollageAccent")
        case .offline: .gray
        case .failed: .red
        }
    }

    @ViewBuilder
    private var detail: some View {
        switch monitor.status {
        case .upToDate(let lastSynced):
            Text("Last synced \(lastSynced, style: .relative) ago")
        case .syncing(let progress):
            ProgressView(value: progress)
                .tint(tint)
        case .offline:
            Text("\(monitor.pendingUploads) photos waiting to upload")
        case .failed(let message):
            Text(message)
                .lineLimit(2)
        }
    }
}

#Preview("Syncing") {
    SyncStatusView()
        .padding()
        .environmentObject(SyncMonitor.preview)
}

#Preview("Failed") {
    SyncStatusView()
        .padding()
        .environmentObject(SyncMonitor.failed)
}

#Preview("Offline and up to date") {
    VStack(spacing: 12) {
        SyncStatusView()
            .environmentObject(SyncMonitor.offline)
        SyncStatusView()
            .environmentObject(SyncMonitor.upToDate)
    }
    .padding()
}
