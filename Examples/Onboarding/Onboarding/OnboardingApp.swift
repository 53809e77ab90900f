import SwiftUI

@main
struct OnboardingApp: App {
    @AppStorage("didFinishOnboarding") private var didFinishOnboarding = false

    var body: some Scene {
        WindowGroup {
            if didFinishOnboarding {
                PermissionSummaryView(statuses: [:])
            } else {
                PermissionsOnboardingView {
                    didFinishOnboarding = true
                }
            }
        }
    }
}
