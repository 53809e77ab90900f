import SwiftSyntax

/// `UNUserNotificationCenter.current()` as a still frame means it: a view that asks for permission or schedules a
/// reminder when it appears draws the same whatever the answer, so the center accepts everything, schedules
/// nothing, and answers that nothing is pending and permission is not (yet) granted.
enum UserNotifications {
    static let staticFunctions: [Construct] = [
        Construct("UNUserNotificationCenter.current", "()") { call in
            call.evaluator.sharedObject("UNUserNotificationCenter") {
                FoundationObject("UNUserNotificationCenter", .userNotificationCenter)
            }
        }
    ]

    /// What a view schedules with the center: values the center keeps to itself, so nothing to evaluate.
    static let constructs: [Construct] = [
        Construct("UNMutableNotificationContent", "()") { _ in .opaque("UNMutableNotificationContent") },
        Construct("UNNotificationRequest", "(identifier: String, content: Any, trigger: Any?)") { _ in
            .opaque("UNNotificationRequest")
        },
        Construct("UNTimeIntervalNotificationTrigger", "(timeInterval: Double, repeats: Bool)") { _ in
            .opaque("UNTimeIntervalNotificationTrigger")
        },
        Construct("UNCalendarNotificationTrigger", "(dateMatching dateComponents: DateComponents, repeats: Bool)") {
            _ in .opaque("UNCalendarNotificationTrigger")
        },
    ]

    static func method(_ name: String) -> NativeMethods.Method? {
        switch name {
        case "requestAuthorization":
            // `try await requestAuthorization(options:)` is false; the completion-handler form is called with it.
            return { _, arguments, evaluator, node in
                guard let handler = FoundationObjects.closure(arguments) else { return .bool(false) }
                _ = try FoundationObjects.call(handler, [.bool(false), .null], evaluator: evaluator, at: node)
                return .void
            }
        case "pendingNotificationRequests", "deliveredNotifications", "getPendingNotificationRequests",
            "getDeliveredNotifications":
            return { _, arguments, evaluator, node in
                guard let handler = FoundationObjects.closure(arguments) else { return .array([]) }
                _ = try FoundationObjects.call(handler, [.array([])], evaluator: evaluator, at: node)
                return .void
            }
        case "notificationSettings", "getNotificationSettings":
            return { _, arguments, evaluator, node in
                let settings = Value.opaque("UNNotificationSettings")
                guard let handler = FoundationObjects.closure(arguments) else { return settings }
                _ = try FoundationObjects.call(handler, [settings], evaluator: evaluator, at: node)
                return .void
            }
        case "add", "removeAllPendingNotificationRequests", "removeAllDeliveredNotifications",
            "removePendingNotificationRequests", "removeDeliveredNotifications", "setNotificationCategories",
            "setBadgeCount":
            return { _, arguments, evaluator, node in
                // `add(_:withCompletionHandler:)` reports success.
                if let handler = FoundationObjects.closure(arguments) {
                    _ = try FoundationObjects.call(handler, [.null], evaluator: evaluator, at: node)
                }
                return .void
            }
        default:
            return nil
        }
    }
}
