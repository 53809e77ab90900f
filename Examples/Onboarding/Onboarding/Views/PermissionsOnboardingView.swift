import SwiftUI

/// Asks for one permission per step; the icons along the top show where the user is.
struct PermissionsOnboardingView: View {
    @State var statuses: [Permission: PermissionStatus] = .initial
    @State var step: Permission = .camera
    var onFinish: () -> Void = {}

    private var stepIndex: Int {
        Permission.allCases.firstIndex(of: step) ?? 0
    }

    private var currentStatus: PermissionStatus {
        statuses.status(of: step)
    }

    var body: some View {
        VStack(spacing: 28) {
            iconRow
                .padding(.top, 40)
            VStack(spacing: 12) {
                Text(step.title)
                    .font(.largeTitle.bold())
                Text(step.explanation)
                    .font(.body)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
                    .fixedSize(horizontal: false, vertical: true)
            }
            Label(currentStatus.label, systemImage: currentStatus.symbol)
                .font(.footnote.weight(.medium))
                .foregroundStyle(currentStatus.color)
            Spacer()
            VStack(spacing: 12) {
                Button(currentStatus == .denied ? "Open Settings" : "Allow \(step.title)") {
                    request()
                }
                .buttonStyle(RequestButtonStyle(tint: step.tint))
                Button("Not Now", action: advance)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            ProgressDots(count: Permission.allCases.count, current: stepIndex, tint: step.tint)
        }
        .padding(24)
    }

    private var iconRow: some View {
        HStack(spacing: 20) {
            ForEach(Permission.allCases) { permission in
                ZStack(alignment: .topTrailing) {
                    Image(systemName: permission.symbol)
                        .font(.system(size: 26))
                        .foregroundStyle(permission.tint)
                        .frame(width: 64, height: 64)
                        .background(permission.tint.opacity(0.12), in: Circle())
                    if statuses.status(of: permission) == .granted {
                        Image(systemName: "checkmark.circle.fill")
                            .foregroundStyle(.green)
                            .background(Circle().fill(.white))
                            .offset(x: 4, y: -4)
                    }
                }
                .opacity(permission == step ? 1 : 0.35)
                .scaleEffect(permission == step ? 1.1 : 1)
            }
        }
    }

    /// The app asks the system here (AVCaptureDevice, ReplayKit); the onboarding only records the answer.
    private func request() {
        statuses[step] = .granted
        advance()
    }

    private func advance() {
        if let next = step.next {
            step = next
        } else {
            onFinish()
        }
    }
}

#Preview("First step") {
    PermissionsOnboardingView()
}

#Preview("Microphone, camera allowed") {
    PermissionsOnboardingView(statuses: [.camera: .granted], step: .microphone)
}

#Preview("Screen recording, microphone denied") {
    PermissionsOnboardingView(
        statuses: [.camera: .granted, .microphone: .denied, .screenRecording: .denied],
        step: .screenRecording)
}

struct PermissionsOnboardingView_Previews: PreviewProvider {
    static var previews: some View {
        PermissionsOnboardingView(step: .microphone)
            .preferredColorScheme(.dark)
            .previewDisplayName("Dark")
        PermissionsOnboardingView()
            .environment(\.dynamicTypeSize, .accessibility2)
            .previewDisplayName("Accessibility 2")
    }
}
