import SwiftUI

/// What the user allowed, shown after onboarding and from Settings.
struct PermissionSummaryView: View {
    let statuses: [Permission: PermissionStatus]

    private var allGranted: Bool {
        statuses.grantedCount == Permission.allCases.count
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(Permission.allCases) { permission in
                        PermissionRow(permission: permission, status: statuses.status(of: permission))
                    }
                } header: {
                    Text("Access")
                } footer: {
                    Text("You can change these at any time in the Settings app.")
                }

                if !allGranted {
                    Section {
                        Label("Some features are turned off", systemImage: "exclamationmark.triangle.fill")
                            .foregroundStyle(.orange)
                    }
                }
            }
            .navigationTitle("Permissions")
        }
    }
}

#Preview("Everything allowed") {
    PermissionSummaryView(statuses: [.camera: .granted, .microphone: .granted, .screenRecording: .granted])
}

#Preview("Mixed") {
    PermissionSummaryView(statuses: [.camera: .granted, .microphone: .denied])
}
