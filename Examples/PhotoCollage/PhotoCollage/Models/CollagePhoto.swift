import SwiftUI

struct CollagePhoto: Identifiable, Hashable {
    let id: Int
    /// An image in the asset catalog; nil while the photo is still downloading.
    var imageName: String?
    var caption: String
    /// Shown in place of the photo until it arrives.
    var tint: Color
}
