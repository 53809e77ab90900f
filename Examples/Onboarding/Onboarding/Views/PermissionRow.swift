import SwiftUI

/// A permission and its answer, for the summary screen.
struct PermissionRow: View {
    let permission: Permission
    let status: PermissionStatus

    var body: some View {
        HStack {
            Label {
                VStack(alignment: .leading, spacing: 2) {
                    Text(permission.title)
                    Text(status.label)
                        .font(.caption)
                        .foregroundStyle(status.color)
                }
            } icon: {
                Image(systemName: permission.symbol)
                    .foregroundStyle(permission.tint)
            }
            Spacer()
            Image(systemName: status.symbol)
                .imageScale(.large)
                .foregroundStyle(status.color)
        }
        .padding(.vertical, 4)
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    VStack(alignment: .leading) {
        PermissionRow(permission: .camera, status: .granted)
        Divider()
        PermissionRow(permission: .microphone, status: .denied)
        Divider()
        PermissionRow(permission: .screenRecording, status: .notDetermined)
    }
    .padding()
}
