import SwiftUI

// Screens whose frames are kept as PNG goldens (`GoldenFrameTests`): iOS's chrome and controls together, so that
// a change anywhere in layout or drawing that moves what an iOS developer sees shows up as a changed golden.

#Preview("Settings") {
    NavigationStack {
        Form {
            Section("Network") {
                Toggle("Wi-Fi", isOn: .constant(true))
                Label("Bluetooth", systemImage: "antenna.radiowaves.left.and.right")
                Stepper("Retries: 3", value: .constant(3))
            }
            Section {
                Button("Sign Out", role: .destructive) {}
            } footer: {
                Text("Signing out removes this device's data.")
            }
        }
        .navigationTitle("Settings")
        .toolbar { ToolbarItem(placement: .confirmationAction) { Button("Done") {} } }
    }
}

#Preview("Tabs") {
    TabView {
        NavigationStack {
            List {
                ForEach(["Oranges", "Pears", "Plums"], id: \.self) { fruit in
                    Label(fruit, systemImage: "leaf")
                }
            }
            .listStyle(.plain)
            .navigationTitle("Fruit")
            .navigationBarTitleDisplayMode(.inline)
        }
        .tabItem { Label("Fruit", systemImage: "leaf") }
        Text("Cart").tabItem { Label("Cart", systemImage: "cart") }.badge(2)
    }
}

#Preview("Controls") {
    VStack(spacing: 16) {
        Button("Bordered") {}.buttonStyle(.bordered)
        Button("Prominent") {}.buttonStyle(.borderedProminent).controlSize(.large)
        ProgressView(value: 0.4)
        Text("Fading edge").font(.title.bold())
            .mask(LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing))
        Text("A title that shrinks to fit").font(.title).lineLimit(1).minimumScaleFactor(0.5).frame(width: 200)
    }
    .padding()
}

#Preview("Sheet") {
    Text("Behind").sheet(isPresented: .constant(true)) {
        VStack(spacing: 8) {
            Image(systemName: "checkmark.circle.fill").font(.largeTitle).foregroundStyle(.green)
            Text("Saved")
        }
        .presentationDetents([.medium, .large])
    }
}
