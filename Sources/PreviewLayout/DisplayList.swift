package import PreviewViews

/// What the rasteriser draws for one (preview, target): flat draw operations, back to front.
///
/// Identical display lists mean identical pixels, so the daemon compares them to skip raster and encode.
/// (For `bitmap` items that holds as long as the file at `path` does not change; see `FrameRenderer`.)
package struct DisplayList: Equatable, Hashable, Sendable {
    /// The canvas size in points.
    package var size: Size
    package var items: [DisplayItem]
    /// Where taps run interactions, in the order layout placed them (see `interaction(at:)`).
    package var hitRegions: [HitRegion] = []

    package init(size: Size, items: [DisplayItem] = [], hitRegions: [HitRegion] = []) {
        self.size = size
        self.items = items
        self.hitRegions = hitRegions
    }
}

extension DisplayList {
    /// One line per item, stable across runs, indented inside groups: the form snapshot tests compare.
    ///
    /// ```
    /// canvas 200×100
    /// fill Rectangle (0, 0, 200, 100) #ffffff
    /// push clip Circle (80, 30, 40, 40)
    ///   fill Rectangle (80, 30, 40, 40) linear(#ff3b30@0,#007aff@1 (100,30)→(100,70))
    /// pop
    /// ```
    package var dump: String {
        var lines = ["canvas \(size)"]
        var depth = 0
        for item in items {
            if case .pop = item { depth = max(0, depth - 1) }
            lines.append(String(repeating: "  ", count: depth) + item.dumpLine)
            if item.opensGroup { depth += 1 }
        }
        return lines.joined(separator: "\n")
    }
}

extension DisplayItem {
    /// This item as one line of `DisplayList.dump`.
    package var dumpLine: String {
        switch self {
        case .fill(let shape, let rect, let paint):
            return "fill \(shape) \(rect) \(paint)"
        case .stroke(let shape, let rect, let paint, let style):
            return "stroke \(shape) \(rect) \(paint) \(style)"
        case .text(let string, let rect, let font, let color, let alignment, let lineLimit):
            return "text \(string.debugDescription) \(rect) \(font) \(color) \(alignment.rawValue)"
                + (lineLimit.map { " lines=\($0)" } ?? "")
        case .symbol(let name, let rect, let color, let secondary):
            return "symbol \(name) \(rect) \(color)" + (secondary.map { " secondary=\($0)" } ?? "")
        case .bitmap(let path, _, let rect, let tint):
            return "bitmap \(path.split(separator: "/").last.map(String.init) ?? path) \(rect)"
                + (tint.map { " tint=\($0)" } ?? "")
        case .pushClip(let shape, let rect):
            return "push clip \(shape) \(rect)"
        case .pushOpacity(let opacity, let bounds):
            return "push opacity \(opacity.compact) \(bounds)"
        case .pushShadow(let color, let radius, let x, let y, let bounds):
            return "push shadow \(color) radius=\(radius.compact) x=\(x.compact) y=\(y.compact) \(bounds)"
        case .pushBlur(let radius, let bounds):
            return "push blur \(radius.compact) \(bounds)"
        case .pushColorMatrix(let matrix, let bounds):
            return "push colorMatrix \(matrix) \(bounds)"
        case .pushBlend(let mode, let bounds):
            return "push blend \(mode.rawValue) \(bounds)"
        case .pushTransform(let transform):
            return "push transform \(transform)"
        case .pop:
            return "pop"
        case .hitRegion(let id, let rect):
            return "hit #\(id) \(rect)"
        }
    }
}
