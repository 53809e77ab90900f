import SwiftUI

struct SettingRow: View {
    let title: String
    let value: String
    var tint: Color = .accentColor

    var body: some View {
        HStack {
            RoundedRectangle(cornerRadius: 6)
                .fill(tint)
                .frame(width: 28, height: 28)
            Text(title)
            Spacer()
            Text(value)
                .foregroundColor(.secondary)
        }
        .padding(.vertical, 4)
    }
}

struct SettingsPanel: View {
    @Environment(\.colorScheme) private var colorScheme
    @State private var notificationsOn = true
    @State private var volume = 0.6

    private var appearance: String {
        colorScheme == .dark ? "Dark" : "Light"
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            #if os(iOS)
            Text("iPhone Settings")
                .font(.largeTitle.bold())
            #elseif os(macOS)
            Text("Preferences")
                .font(.title)
            #else
            Text("Settings")
            #endif
            Group {
                SettingRow(title: "Appearance", value: appearance, tint: .purple)
                SettingRow(title: "Notifications", value: notificationsOn ? "On" : "Off", tint: .red)
                SettingRow(title: "Volume", value: "\(Int(volume * 100))%", tint: .green)
            }
            .padding(.horizontal)
            #if DEBUG
            Text("Debug build")
                .font(.caption.monospaced())
                .foregroundStyle(.orange)
                .padding()
            #endif
        }
        .background(colorScheme == .dark ? Color.black : Color.white)
    }
}

#Preview {
    SettingsPanel()
}

#Preview("Dark") {
    SettingsPanel()
        .environment(\.colorScheme, .dark)
}
