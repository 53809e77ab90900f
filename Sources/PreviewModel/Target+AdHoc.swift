package import PreviewViews

/// Ad-hoc targets: built from what a phone's browser reports (viewport, devicePixelRatio, colour scheme), so a
/// preview fills that phone's screen exactly. Devices that report the same values get the same target id, so one
/// render serves all of them.
extension Target {
    /// Viewport sides accepted, in points; anything else is not a screen (and a hostile client must not make the
    /// daemon render huge frames).
    package static let adHocSideRange = 120.0...2048.0
    /// Pixel densities accepted.
    package static let adHocScaleRange = 1.0...4.0

    /// The target for a viewport of `width` × `height` CSS pixels at `scale` device pixels per CSS pixel, or nil
    /// when the values are not a plausible screen. Sizes are rounded to whole points and the scale to quarter
    /// steps (Android reports values such as 2.625), so nearby reports share one target.
    package static func adHoc(width: Double, height: Double, scale: Double, colorScheme: ColorScheme) -> Target? {
        guard width.isFinite, height.isFinite, scale.isFinite else { return nil }
        let width = width.rounded(), height = height.rounded()
        let scale = (scale * 4).rounded() / 4
        guard adHocSideRange.contains(width), adHocSideRange.contains(height), adHocScaleRange.contains(scale) else {
            return nil
        }
        let short = Int(min(width, height)), long = Int(max(width, height))
        let scaleText = scale == scale.rounded() ? String(Int(scale)) : String(scale)
        // The browser's viewport already excludes the status bar and browser chrome: no safe-area insets.
        let device = Device(
            id: "viewport-\(short)x\(long)@\(scaleText)", name: "\(short)×\(long) @\(scaleText)x",
            size: Size(width: Double(short), height: Double(long)), scale: scale, safeArea: EdgeInsets())
        return Target(device: device, colorScheme: colorScheme, orientation: width > height ? .landscape : .portrait)
    }

    /// Whether this target was built from a browser's report rather than taken from the catalog.
    package var isAdHoc: Bool { Self.isAdHocID(id) }
}

extension Target {
    /// Sides a fixed-size target accepts, in points: the largest canvas a preview's own layout may ask for.
    package static let fixedSideRange = 1.0...4096.0

    /// The target `render --size` draws every preview on: a canvas of exactly `width` × `height` points at `scale`,
    /// with no safe-area insets, as a snapshot test's `.fixed(width:height:)` lays a view out. Nil when a side or
    /// the scale is out of range (`fixedSideRange`, `adHocScaleRange`) or not a whole number of points.
    package static func fixed(width: Double, height: Double, scale: Double, colorScheme: ColorScheme) -> Target? {
        guard fixedSideRange.contains(width), fixedSideRange.contains(height), adHocScaleRange.contains(scale),
            width == width.rounded(), height == height.rounded()
        else { return nil }
        let scaleText = scale == scale.rounded() ? String(Int(scale)) : String(scale)
        let device = Device(
            id: "size-\(Int(width))x\(Int(height))@\(scaleText)", name: "\(Int(width))×\(Int(height)) @\(scaleText)x",
            size: Size(width: width, height: height), scale: scale, safeArea: EdgeInsets())
        return Target(device: device, colorScheme: colorScheme)
    }
}

extension Target {
    /// Whether a target id names an ad-hoc target.
    package static func isAdHocID(_ id: String) -> Bool { id.hasPrefix("viewport-") }
}

extension Target {
    /// The target as a preview's own traits ask for it: `#Preview(traits: .landscapeLeft)` (or `.landscapeRight`)
    /// renders it landscape, `.portrait` upright, whatever the matrix says. The id stays the matrix target's, so
    /// the frame keeps its place; only its size changes.
    package func honoring(traits: [String]) -> Target {
        var adjusted = self
        for trait in traits {
            switch trait {
            case "landscapeLeft", "landscapeRight": adjusted.orientation = .landscape
            case "portrait", "portraitUpsideDown": adjusted.orientation = .portrait
            default: continue
            }
        }
        return adjusted
    }
}
