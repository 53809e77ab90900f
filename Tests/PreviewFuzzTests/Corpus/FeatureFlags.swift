import SwiftUI

#if canImport(UIKit)
let platformName = "UIKit"
#elseif canImport(AppKit)
let platformName = "AppKit"
#else
let platformName = "Unknown"
#endif

enum Flag: String, CaseIterable, Identifiable {
    case newEditor, fastSync, darkIcons

    var id: String { rawValue }

    var isEnabledByDefault: Bool {
        #if DEBUG
        return true
        #else
        return self == .fastSync
        #endif
    }
}

@available(iOS 17, macOS 14, *)
struct FlagRow: View {
    let flag: Flag
    @State private var isOn: Bool

    init(flag: Flag) {
        self.flag = flag
        _isOn = State(initialValue: flag.isEnabledByDefault)
    }

    var body: some View {
        HStack {
            Text(flag.rawValue)
                .font(.body.monospaced())
            Spacer()
            Text(isOn ? "ON" : "OFF")
                .foregroundColor(isOn ? .green : .red)
        }
    }
}

struct FeatureFlags: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Flags (\(platformName))")
                .font(.headline)
            ForEach(Flag.allCases) { flag in
                FlagRow(flag: flag)
            }
            #if swift(>=5.9)
            Text("Swift 5.9+")
            #endif
            #if compiler(>=99)
            Text("From the future")
            #endif
        }
        .padding()
    }
}

#Preview {
    FeatureFlags()
}
