/// SwiftUI's `BlendMode`: how a view's layer is composited onto what lies beneath it (`.blendMode(_:)`).
package enum BlendMode: String, CaseIterable, Equatable, Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference
    case exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut, plusDarker
    case plusLighter
}
