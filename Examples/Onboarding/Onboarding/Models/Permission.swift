import SwiftUI

/// What the recorder app asks for, in the order the onboarding asks.
enum Permission: String, CaseIterable, Identifiable {
    case camera
    case microphone
    case screenRecording

    var id: String { rawValue }

    var title: String {
        switch self {
        case .camera: return "Camera"
        case .microphone: return "Microphone"
        case .screenRecording: return "Screen Recording"
        }
    }

    var symbol: String {
        switch self {
        case .camera: return "camera.fill"
        case .microphone: return "mic.fill"
        case .screenRecording: return "record.circle"
        }
    }

    var explanation: String {
        switch self {
        case .camera:
            return "Show your face in a corner of the recording so viewers know who is talking."
        case .microphone:
            return "Narrate while you record. Audio never leaves your device until you share."
        case .screenRecording:
            return "Capture the app you are demonstrating. You choose when recording starts and stops."
        }
    }

    var tint: Color {
        switch self {
        case .camera: return .blue
        case .microphone: return .orange
        case .screenRecording: return .red
        }
    }

    /// The step after this one, or nil for the last.
    var next: Permission? {
        let all = Self.allCases
        guard let index = all.firstIndex(of: self), index + 1 < all.count else { return nil }
        return all[index + 1]
    }
}
