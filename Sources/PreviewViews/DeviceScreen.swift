/// The screen of the device a preview is rendered for, as UIKit's `UIScreen.main` and `UIDevice.current`
/// describe it to view code: a preview that sizes itself from `UIScreen.main.bounds` gets the target's screen.
package struct DeviceScreen: Equatable, Hashable, Sendable {
    /// `UIUserInterfaceIdiom`: phones and tablets are the devices previews are drawn for.
    package enum Idiom: String, Equatable, Hashable, Sendable {
        case phone, pad
    }

    /// `UIDevice.current.name`: the catalog device's name ("iPhone 15 Pro").
    package var name: String
    /// `UIScreen.main.bounds.size`: points in the current orientation.
    package var size: Size
    /// `UIScreen.main.scale`.
    package var scale: Double
    package var idiom: Idiom

    package init(name: String, size: Size, scale: Double, idiom: Idiom? = nil) {
        self.name = name
        self.size = size
        self.scale = scale
        // iPads are at least 744 points on their short side (iPad mini); the largest phones are 440.
        self.idiom = idiom ?? (min(size.width, size.height) >= 600 ? .pad : .phone)
    }

    /// The iPhone 15 Pro, previewd's default device, for evaluations that are not given a target.
    package static let standard = DeviceScreen(
        name: "iPhone 15 Pro", size: Size(width: 393, height: 852), scale: 3, idiom: .phone)
}
