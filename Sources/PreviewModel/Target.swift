package import PreviewViews

/// A device previews can be shown on: logical size in points, pixel scale and safe area.
package struct Device: Equatable, Hashable, Sendable {
    package var id: String
    package var name: String
    /// Portrait size in points.
    package var size: Size
    package var scale: Double
    /// Portrait safe-area insets in points.
    package var safeArea: EdgeInsets

    /// An iPad: its bars stay where they are when it turns.
    package var isTablet: Bool { id.hasPrefix("ipad") }
}

/// Portrait or landscape.
package enum Orientation: String, Equatable, Hashable, Sendable, CaseIterable {
    case portrait, landscape
}

/// One configuration a preview is rendered in: a device, a colour scheme, a Dynamic Type size, an orientation.
package struct Target: Equatable, Hashable, Sendable, Identifiable {
    package var id: String
    package var name: String
    package var device: Device
    package var colorScheme: ColorScheme
    package var dynamicTypeSize: DynamicTypeSize
    package var orientation: Orientation

    package init(
        device: Device, colorScheme: ColorScheme, dynamicTypeSize: DynamicTypeSize = .large,
        orientation: Orientation = .portrait
    ) {
        self.device = device
        self.colorScheme = colorScheme
        self.dynamicTypeSize = dynamicTypeSize
        self.orientation = orientation
        var id = "\(device.id)-\(colorScheme.rawValue)"
        var name = "\(device.name), \(colorScheme.rawValue)"
        if dynamicTypeSize != .large {
            id += "-\(dynamicTypeSize.rawValue.lowercased())"
            name += ", \(dynamicTypeSize.rawValue)"
        }
        if orientation != .portrait {
            id += "-\(orientation.rawValue)"
            name += ", \(orientation.rawValue)"
        }
        self.id = id
        self.name = name
    }

    /// Size in points in this orientation.
    package var size: Size {
        orientation == .portrait ? device.size : Size(width: device.size.height, height: device.size.width)
    }

    /// Safe-area insets in this orientation. A phone turned to landscape moves its sensor housing to the leading
    /// edge and hides the status bar; an iPad keeps its status bar along the top and its home indicator along the
    /// bottom in both orientations.
    package var safeArea: EdgeInsets {
        let portrait = device.safeArea
        guard orientation == .landscape, !device.isTablet else { return portrait }
        return EdgeInsets(top: 0, leading: portrait.top, bottom: portrait.bottom > 0 ? 21 : 0, trailing: portrait.top)
    }

    /// The environment a preview starts from on this target.
    package var environment: EnvironmentValues {
        var environment = EnvironmentValues(colorScheme: colorScheme, dynamicTypeSize: dynamicTypeSize)
        environment.screen = DeviceScreen(name: device.name, size: size, scale: device.scale)
        return environment
    }
}

/// The devices previewd knows, and the default configuration matrix.
package enum DeviceCatalog {
    package static let iPhoneSE = Device(
        id: "iphone-se", name: "iPhone SE", size: Size(width: 375, height: 667), scale: 2,
        safeArea: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
    package static let iPhone15Pro = Device(
        id: "iphone-15-pro", name: "iPhone 15 Pro", size: Size(width: 393, height: 852), scale: 3,
        safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
    package static let iPhone15ProMax = Device(
        id: "iphone-15-pro-max", name: "iPhone 15 Pro Max", size: Size(width: 430, height: 932), scale: 3,
        safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
    package static let iPadPro11 = Device(
        id: "ipad-pro-11", name: "iPad Pro 11-inch", size: Size(width: 834, height: 1194), scale: 2,
        safeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0))
    // Current iPads, from Apple's published screen sizes: every model with a home indicator has a 24-point status
    // bar and a 20-point home-indicator area.
    package static let iPadMini = Device(
        id: "ipad-mini", name: "iPad mini", size: Size(width: 744, height: 1133), scale: 2,
        safeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0))
    package static let iPadAir11 = Device(
        id: "ipad-air-11", name: "iPad Air 11-inch", size: Size(width: 820, height: 1180), scale: 2,
        safeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0))
    package static let iPadAir13 = Device(
        id: "ipad-air-13", name: "iPad Air 13-inch", size: Size(width: 1024, height: 1366), scale: 2,
        safeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0))
    package static let iPadPro13 = Device(
        id: "ipad-pro-13", name: "iPad Pro 13-inch", size: Size(width: 1032, height: 1376), scale: 2,
        safeArea: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0))

    package static let devices = [
        iPhoneSE, iPhone15Pro, iPhone15ProMax, iPadMini, iPadAir11, iPadPro11, iPadAir13, iPadPro13,
    ]

    /// What `serve` and `render` use when the project configures nothing: one iPhone in light and dark.
    package static let defaultTargets = [
        Target(device: iPhone15Pro, colorScheme: .light), Target(device: iPhone15Pro, colorScheme: .dark),
    ]

    package static func device(id: String) -> Device? { devices.first { $0.id == id } }
}
