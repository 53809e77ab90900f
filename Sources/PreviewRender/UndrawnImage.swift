package import PreviewLayout
import PreviewVector

/// An image file a frame showed as a neutral box because it could not be drawn: its header was readable when the
/// model listed it, but its data is missing or corrupt, or it was refused when read. The pipeline reports each as a
/// diagnostic, so a frame with such a box is never clean.
package struct UndrawnImage: Hashable, Sendable {
    /// The file's absolute path, as the display list names it.
    package var path: String
    /// Why it could not be drawn, in lower case.
    package var reason: String

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}

extension FrameRenderer {
    /// The images of `list` this renderer already failed to draw, in the order the list draws them, found from what
    /// its caches remember without reading or decoding anything: what a frame of `list` would report, known before
    /// it is drawn (or when it is not drawn again because it has not changed).
    package func knownUndrawnImages(in list: DisplayList) -> [UndrawnImage] {
        var seen: Set<String> = []
        var undrawn: [UndrawnImage] = []
        for case .bitmap(let path, let stamp, _, _) in list.items where !seen.contains(path) {
            seen.insert(path)
            if let reason = knownFailure(at: path, stamp: stamp) {
                undrawn.append(UndrawnImage(path: path, reason: reason))
            }
        }
        return undrawn
    }
}

/// The frame's images it could not draw, each once, in the order they were first met.
struct UndrawnImages {
    private(set) var all: [UndrawnImage] = []
    private var paths: Set<String> = []

    mutating func add(_ path: String, _ reason: String) {
        guard paths.insert(path).inserted else { return }
        all.append(UndrawnImage(path: path, reason: reason))
    }
}
