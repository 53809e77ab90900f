import PreviewViews

/// `UIScreen.main` and `UIDevice.current` answer for the target being rendered: a view that sizes itself from
/// `UIScreen.main.bounds` or branches on `userInterfaceIdiom == .pad` draws on an iPad as it would on one. An
/// evaluation that reads them is made once per screen (`EnvironmentReads.screen`), not shared between devices.
enum UIKitDevice {
    /// The iOS version previews stand for.
    static let systemVersion = "\(FoundationSystem.systemVersion.major).\(FoundationSystem.systemVersion.minor)"

    static let staticFunctions: [Construct] = [
        Construct("UIScreen.main", "()") { call in screen(call.evaluator.screen) },
        Construct("UIDevice.current", "()") { call in device(call.evaluator.screen) },
        Construct("UITraitCollection.current", "()") { call in UIKitColors.traits(call.evaluator.colorScheme) },
    ]

    static func screen(_ screen: DeviceScreen) -> Value {
        let bounds = Rect(origin: .zero, size: screen.size)
        let native = Rect(
            x: 0, y: 0, width: min(screen.size.width, screen.size.height) * screen.scale,
            height: max(screen.size.width, screen.size.height) * screen.scale)
        return .tuple(
            [.native(.rect(bounds)), .double(screen.scale), .native(.rect(native)), .double(screen.scale), .double(1)],
            labels: screenLabels)
    }

    /// The members of `UIScreen.main`, which answers for a `UIScreen` (`extension UIScreen { var isSmall: Bool }`).
    static let screenLabels: [String?] = ["bounds", "scale", "nativeBounds", "nativeScale", "brightness"]

    /// The members of `UIDevice.current`, which answers for a `UIDevice` (`extension UIDevice { var isPhone }`).
    static let deviceLabels: [String?] = [
        "userInterfaceIdiom", "name", "systemName", "systemVersion", "model", "localizedModel", "orientation",
        "isBatteryMonitoringEnabled", "batteryLevel", "batteryState", "isProximityMonitoringEnabled",
        "identifierForVendor",
    ]

    /// `UIDevice.current.identifierForVendor`: one fixed identifier, the same on every target and in every frame,
    /// as one device's is for an app.
    static let vendorIdentifier = "5E7A1C2D-9B4F-4E3A-8C6D-2F1B0A9E8D7C"

    /// `UIDeviceOrientation.landscapeLeft` and `UIInterfaceOrientation.portrait` written with their type.
    static let typeConstants: [String: [String: Value]] = [
        "UIDeviceOrientation": Dictionary(
            uniqueKeysWithValues: (["unknown", "faceUp", "faceDown"] + orientations).map { ($0, Value.symbol($0)) }),
        "UIInterfaceOrientation": Dictionary(
            uniqueKeysWithValues: (["unknown"] + orientations).map { ($0, Value.symbol($0)) }),
    ]

    private static let orientations = ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]

    /// `orientation.isLandscape`, `.isPortrait`, `.isFlat`, `.isValidInterfaceOrientation` of a device's or
    /// interface's orientation; nil for other names.
    static func orientationProperty(_ name: String, of orientation: String) -> Value? {
        switch name {
        case "isLandscape": return .bool(orientation.hasPrefix("landscape"))
        case "isPortrait": return .bool(orientation.hasPrefix("portrait"))
        case "isFlat": return .bool(orientation.hasPrefix("face"))
        case "isValidInterfaceOrientation": return .bool(orientations.contains(orientation))
        default: return nil
        }
    }

    static func device(_ screen: DeviceScreen) -> Value {
        let isPad = screen.idiom == .pad
        let model = isPad ? "iPad" : "iPhone"
        return .tuple(
            [
                .symbol(screen.idiom.rawValue), .string(screen.name), .string(isPad ? "iPadOS" : "iOS"),
                .string(systemVersion), .string(model),
                .string(model), .symbol(screen.size.width > screen.size.height ? "landscapeLeft" : "portrait"),
                .bool(false), .double(-1),
                .symbol("unknown"), .bool(false), .native(.uuid(vendorIdentifier)),
            ],
            labels: deviceLabels)
    }
}
