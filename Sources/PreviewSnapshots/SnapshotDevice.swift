/// A device a snapshot test lays a view out on (`.image(layout: .device(config: .iPhone13))`,
/// `.image(on: .iPadPro11(.portrait))`): its screen in points and its safe area, as swift-snapshot-testing's
/// `ViewImageConfig` defines them. The scale is not part of it: the library draws at the recording simulator's
/// scale, so previewd reads the scale from the reference image.
package struct SnapshotDevice: Equatable, Sendable {
    package var name: String
    package var width: Double
    package var height: Double
    /// Top, leading, bottom, trailing, in points.
    package var safeArea: (top: Double, left: Double, bottom: Double, right: Double)

    package static func == (a: SnapshotDevice, b: SnapshotDevice) -> Bool {
        a.name == b.name && a.width == b.width && a.height == b.height && a.safeArea == b.safeArea
    }

    /// How a tablet shares its screen (`.landscape(splitView: .oneThird)`).
    package enum Split: String, Sendable { case oneThird, oneHalf, twoThirds, full }

    /// The configuration named `name` (`iPhone13`, `iPadPro11`) in `landscape` or portrait and, for tablets, the
    /// split; nil for a name the library does not define or a split the orientation does not have. Without an
    /// orientation a phone is portrait and a tablet landscape, as the library's static properties are.
    package static func named(_ name: String, landscape: Bool? = nil, split: Split = .full) -> SnapshotDevice? {
        if let phone = phones[name] {
            guard split == .full else { return nil }
            let isLandscape = landscape ?? false
            let label = isLandscape ? "\(name) landscape" : name
            return isLandscape
                ? SnapshotDevice(
                    name: label, width: phone.height, height: phone.width, safeArea: phone.landscapeSafeArea)
                : SnapshotDevice(
                    name: label, width: phone.width, height: phone.height, safeArea: phone.portraitSafeArea)
        }
        guard let tablet = tablets[name] else { return nil }
        let isLandscape = landscape ?? true
        let widths = isLandscape ? tablet.landscapeWidths : tablet.portraitWidths
        guard let width = widths[split] else { return nil }
        let height = isLandscape ? tablet.short : tablet.long
        let label = name + (isLandscape ? " landscape" : " portrait") + (split == .full ? "" : " \(split.rawValue)")
        return SnapshotDevice(name: label, width: width, height: height, safeArea: tablet.safeArea)
    }

    private typealias Insets = (top: Double, left: Double, bottom: Double, right: Double)

    private struct Phone {
        var width: Double, height: Double
        var portraitSafeArea: Insets
        var landscapeSafeArea: Insets

        init(width: Double, height: Double, safeAreas: SafeAreas) {
            self.width = width
            self.height = height
            portraitSafeArea = safeAreas.portrait
            landscapeSafeArea = safeAreas.landscape
        }
    }

    private struct Tablet {
        var short: Double, long: Double
        var landscapeWidths: [Split: Double], portraitWidths: [Split: Double]
        var safeArea: Insets
    }

    private typealias SafeAreas = (portrait: Insets, landscape: Insets)
    private static let homeButton: SafeAreas = (portrait: (20, 0, 0, 0), landscape: (0, 0, 0, 0))
    private static let notch: SafeAreas = (portrait: (44, 0, 34, 0), landscape: (0, 44, 24, 44))
    private static let notch12: SafeAreas = (portrait: (47, 0, 34, 0), landscape: (0, 47, 21, 47))
    private static let notch13Mini: SafeAreas = (portrait: (50, 0, 34, 0), landscape: (0, 50, 21, 50))

    private static let phones: [String: Phone] = [
        "iPhoneSe": Phone(width: 320, height: 568, safeAreas: homeButton),
        "iPhone8": Phone(width: 375, height: 667, safeAreas: homeButton),
        "iPhone8Plus": Phone(width: 414, height: 736, safeAreas: homeButton),
        "iPhoneX": Phone(width: 375, height: 812, safeAreas: notch),
        "iPhoneXsMax": Phone(width: 414, height: 896, safeAreas: notch),
        "iPhoneXr": Phone(width: 414, height: 896, safeAreas: notch),
        "iPhone12": Phone(width: 390, height: 844, safeAreas: notch12),
        "iPhone12Pro": Phone(width: 390, height: 844, safeAreas: notch12),
        "iPhone12ProMax": Phone(width: 428, height: 926, safeAreas: notch12),
        "iPhone13": Phone(width: 390, height: 844, safeAreas: notch12),
        "iPhone13Pro": Phone(width: 390, height: 844, safeAreas: notch12),
        "iPhone13Mini": Phone(width: 375, height: 812, safeAreas: notch13Mini),
        "iPhone13ProMax": Phone(width: 428, height: 926, safeAreas: notch12),
    ]

    private static let iPadMini = Tablet(
        short: 768, long: 1024, landscapeWidths: [.oneThird: 320, .oneHalf: 507, .twoThirds: 694, .full: 1024],
        portraitWidths: [.oneThird: 320, .twoThirds: 438, .full: 768], safeArea: (20, 0, 0, 0))

    private static let tablets: [String: Tablet] = [
        "iPadMini": iPadMini,
        "iPad9_7": iPadMini,
        "iPad10_2": Tablet(
            short: 810, long: 1080, landscapeWidths: [.oneThird: 320, .oneHalf: 535, .twoThirds: 750, .full: 1080],
            portraitWidths: [.oneThird: 320, .twoThirds: 480, .full: 810], safeArea: (20, 0, 0, 0)),
        "iPadPro10_5": Tablet(
            short: 834, long: 1112, landscapeWidths: [.oneThird: 320, .oneHalf: 551, .twoThirds: 782, .full: 1112],
            portraitWidths: [.oneThird: 320, .twoThirds: 504, .full: 834], safeArea: (20, 0, 0, 0)),
        "iPadPro11": Tablet(
            short: 834, long: 1194, landscapeWidths: [.oneThird: 375, .oneHalf: 592, .twoThirds: 809, .full: 1194],
            portraitWidths: [.oneThird: 320, .twoThirds: 504, .full: 834], safeArea: (24, 0, 20, 0)),
        "iPadPro12_9": Tablet(
            short: 1024, long: 1366, landscapeWidths: [.oneThird: 375, .oneHalf: 678, .twoThirds: 981, .full: 1366],
            portraitWidths: [.oneThird: 375, .twoThirds: 639, .full: 1024], safeArea: (20, 0, 0, 0)),
    ]
}
