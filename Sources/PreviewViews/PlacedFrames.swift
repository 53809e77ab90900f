/// Where layout placed the views whose place evaluation reads, by id, in the canvas's coordinates: the
/// `GeometryReader`s (`ViewNode.geometryReader`) that resolve an anchor, and the views an anchor is taken from
/// (marked with `anchorSourceKey` by `.anchorPreference`). Evaluation comes before layout, so a preview that reads
/// them is evaluated again with what layout measured, as it is for a reader's size. The views that name a
/// coordinate space (`.coordinateSpace(name:)`) are there by name; a name read that no view has is read as nil.
package struct PlacedFrames: Hashable, Sendable {
    package var readers: [Int: Rect]
    package var anchors: [Int: Rect]
    package var namedSpaces: [String: Rect?]

    /// The `ViewNode.layoutValue` key of a view whose bounds an anchor reads; the mark's value is the anchor's id.
    package static let anchorSourceKey = "anchor source"
    /// The `ViewNode.layoutValue` key of a view that names a coordinate space; the mark's value is the name.
    package static let namedSpaceKey = "named coordinate space"

    package init(readers: [Int: Rect] = [:], anchors: [Int: Rect] = [:], namedSpaces: [String: Rect?] = [:]) {
        self.readers = readers
        self.anchors = anchors
        self.namedSpaces = namedSpaces
    }

    /// Whether every frame read here is where `measured` placed it.
    package func agrees(with measured: PlacedFrames) -> Bool {
        readers.allSatisfy { measured.readers[$0.key] == $0.value }
            && anchors.allSatisfy { measured.anchors[$0.key] == $0.value }
            && namedSpaces.allSatisfy { (measured.namedSpaces[$0.key] ?? nil) == $0.value }
    }
}
