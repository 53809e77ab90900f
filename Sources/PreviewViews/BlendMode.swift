/// SwiftUI's `BlendMode`: how a view's layer is composited onto what lies beneath it (`.blendMode(_:)`).
package enum BlendMode: String, CaseIterable, Equatable, Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference
    case exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut, plusDarker
    case plusLighter
    /// Not one of SwiftUI's modes: what lies beneath keeps only as much of its opacity as the layer has, which is
    /// how `.mask(_:)` composites its mask over the masked view.
    case destinationIn

    /// The modes `.blendMode(_:)` takes.
    package static let swiftUIModes = allCases.filter { $0 != .destinationIn }
}
