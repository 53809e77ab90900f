import SwiftUI

enum PermissionStatus: Equatable {
    case notDetermined
    case granted
    case denied

    var label: String {
        switch self {
        case .notDetermined: "Not asked yet"
        case .granted: "Allowed"
        case .denied: "Denied in Settings"
        }
    }

    var symbol: String {
        switch self {
        case .notDetermined: "questionmark.circle"
        case .granted: "checkmark.circle.fill"
        case .denied: "xmark.octagon.fill"
        }
    }

    var color: Color {
        switch self {
        case .notDetermined: .secondary
        case .granted: .green
        case .denied: .red
        }
    }
}

extension Dictionary where Key == Permission, Value == PermissionStatus {
    /// Every permission not asked yet.
    static var initial: Self {
        Dictionary(uniqueKeysWithValues: Permission.allCases.map { ($0, .notDetermined) })
    }

    func status(of permission: Permission) -> PermissionStatus {
        self[permission, default: .notDetermined]
    }

    var grantedCount: Int { values.filter { $0 == .granted }.count }
}
