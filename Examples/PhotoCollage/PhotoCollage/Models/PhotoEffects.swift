import Foundation

/// The adjustments applied to every photo of a collage.
struct PhotoEffects: Equatable {
    /// -1 (darker) … 1 (brighter).
    var brightness = 0.0
    /// 0.5 … 1.5.
    var contrast = 1.0
    /// 0 (grey) … 2 (vivid).
    var saturation = 1.0
    /// 0 … 1.
    var vignette = 0.0
    var isBlackAndWhite = false
    var showsBorder = true

    static let original = PhotoEffects()
    static let vivid = PhotoEffects(brightness: 0.1, contrast: 1.2, saturation: 1.6, vignette: 0.3)
    static let noir = PhotoEffects(contrast: 1.3, vignette: 0.6, isBlackAndWhite: true, showsBorder: false)

    var isEdited: Bool { self != .original }
}
