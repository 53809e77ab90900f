import PreviewViews

/// One draw operation, in points, with colours already resolved for the target's appearance.
package enum DisplayItem: Equatable, Hashable, Sendable {
    /// Fill `shape` inscribed in `rect`.
    case fill(ShapeKind, rect: Rect, color: RGBA)
    /// Stroke the outline of `shape` inscribed in `rect`.
    case stroke(ShapeKind, rect: Rect, color: RGBA, lineWidth: Double)
    /// A text run laid out at `rect.origin`, wrapped at `rect.width` exactly as `TextMeasurer` measured it.
    case text(String, rect: Rect, font: ResolvedFont, color: RGBA, alignment: HorizontalAlignment)
}

/// What the rasteriser draws for one (preview, target): flat draw operations, back to front.
///
/// Identical display lists mean identical pixels, so the daemon compares them to skip raster and encode.
package struct DisplayList: Equatable, Hashable, Sendable {
    /// The canvas size in points.
    package var size: Size
    package var items: [DisplayItem]

    package init(size: Size, items: [DisplayItem] = []) {
        self.size = size
        self.items = items
    }
}

extension DisplayList {
    /// One line per item, stable across runs: the form display-list snapshot tests compare.
    package var dump: String {
        var lines = ["canvas \(size)"]
        for item in items {
            switch item {
            case .fill(let shape, let rect, let color):
                lines.append("fill \(shape) \(rect) \(color)")
            case .stroke(let shape, let rect, let color, let width):
                lines.append("stroke \(shape) \(rect) \(color) width=\(width.compact)")
            case .text(let string, let rect, let font, let color, let alignment):
                lines.append("text \(string.debugDescription) \(rect) \(font) \(color) \(alignment.rawValue)")
            }
        }
        return lines.joined(separator: "\n")
    }
}
