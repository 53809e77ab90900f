// NotificationCenter: a block observer receives what is posted under its name, at once and in order, with the
// object and user info; removed, it receives nothing more.
import Foundation

extension Notification.Name {
    static let cartChanged = Notification.Name("cartChanged")
    static let signedOut = Notification.Name("signedOut")
}

final class Badge {
    var count = 0
    var events: [String] = []
}

let badge = Badge()
let center = NotificationCenter.default
let observer = center.addObserver(forName: .cartChanged, object: nil, queue: nil) { note in
    badge.count = note.userInfo?["count"] as? Int ?? 0
    badge.events.append("cart \(badge.count)")
}
center.post(name: .cartChanged, object: nil, userInfo: ["count": 3])
center.post(name: .signedOut, object: nil)
center.post(name: .cartChanged, object: nil, userInfo: ["count": 5])
print(badge.count, badge.events)

center.removeObserver(observer)
print(
    ProcessInfo.processInfo.environment["PREVIEWD_UNSET_VARIABLE"] ?? "unset",
    ProcessInfo.processInfo.processorCount > 0)
