import PreviewViews

/// `UIApplication.shared` as a still frame means it: one connected window scene holding one key window, whose
/// `bounds` and `safeAreaInsets` are the target's (as `UIScreen.main` answers for it), so a view that pads itself
/// by `(UIApplication.shared.connectedScenes.first as? UIWindowScene)?.keyWindow?.safeAreaInsets.top` draws as on
/// that device. What would leave the app or change the system does nothing: `open(_:)` opens nothing,
/// `canOpenURL(_:)` is false (no other app is installed beside a preview), `sendAction(_:to:from:for:)` finds no
/// first responder (no text field is being edited in a still frame) and `registerForRemoteNotifications()`
/// registers nothing.
enum UIKitApplication {
    static let staticFunctions: [Construct] = [
        Construct("UIApplication.shared", "()") { _ in FoundationObject("UIApplication", .application).value }
    ]

    static let windowLabels: [String?] = ["bounds", "frame", "safeAreaInsets", "isKeyWindow", "screen"]
    static let sceneLabels: [String?] = ["windows", "keyWindow", "screen", "interfaceOrientation", "activationState"]

    static func method(_ name: String) -> NativeMethods.Method? {
        switch name {
        case "open", "registerForRemoteNotifications", "unregisterForRemoteNotifications", "setAlternateIconName":
            return { _, _, _, _ in .void }
        case "canOpenURL", "sendAction":
            return { _, _, _, _ in .bool(false) }
        default:
            return nil
        }
    }

    static func property(_ name: String, evaluator: Evaluator) -> Value? {
        switch name {
        case "connectedScenes": return .set([scene(evaluator.screen)])
        case "windows": return .array([window(evaluator.screen)])
        case "keyWindow": return window(evaluator.screen)
        case "applicationState": return .symbol("active")
        case "applicationIconBadgeNumber": return .int(0)
        case "isIdleTimerDisabled", "isRegisteredForRemoteNotifications": return .bool(false)
        default: return nil
        }
    }

    static func scene(_ screen: DeviceScreen) -> Value {
        let window = window(screen)
        let orientation = screen.size.width > screen.size.height ? "landscapeRight" : "portrait"
        return .tuple(
            [.array([window]), window, UIKitDevice.screen(screen), .symbol(orientation), .symbol("foregroundActive")],
            labels: sceneLabels)
    }

    static func window(_ screen: DeviceScreen) -> Value {
        let bounds = Value.native(.rect(Rect(origin: .zero, size: screen.size)))
        let insets = Presentations.safeArea(on: screen)
        let safeArea = Value.tuple(
            [.double(insets.top), .double(insets.leading), .double(insets.bottom), .double(insets.trailing)],
            labels: ["top", "left", "bottom", "right"])
        return .tuple([bounds, bounds, safeArea, .bool(true), UIKitDevice.screen(screen)], labels: windowLabels)
    }
}
