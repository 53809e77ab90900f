import PreviewViews

/// `.redacted(reason: .placeholder)`: text is drawn as a rounded bar over each of its lines and images as a rounded
/// box, in the foreground colour made faint, as SwiftUI draws a placeholder while content loads.
enum Redaction {
    /// The bars' and boxes' colour: the foreground at the opacity SwiftUI's placeholder takes.
    static func color(_ environment: EnvironmentValues) -> RGBA {
        let foreground = environment.foregroundRGBA
        return foreground.withAlpha(foreground.alpha * 0.16)
    }

    /// One bar per set line, from a little above the line's x-height to just below its baseline.
    static func bars(
        _ lines: TextLines, in frame: Rect, font: ResolvedFont, alignment: HorizontalAlignment, color: RGBA
    ) -> [DisplayItem] {
        let size = font.pointSize
        return lines.lines.compactMap { line in
            guard line.width > 0, line.width.isFinite, line.baseline.isFinite else { return nil }
            let x: Double
            switch alignment {
            case .leading: x = line.x
            case .center: x = (frame.width - line.width) / 2
            case .trailing: x = frame.width - line.width
            }
            let rect = Rect(
                x: frame.minX + x, y: frame.minY + line.baseline - size * 0.75, width: line.width, height: size * 0.9)
            return .fill(.roundedRectangle(cornerRadius: size * 0.2), rect: rect, color: color)
        }
    }

    /// The box an image is drawn as.
    static func box(_ frame: Rect, color: RGBA) -> DisplayItem {
        .fill(.roundedRectangle(cornerRadius: min(6, min(frame.width, frame.height) / 4)), rect: frame, color: color)
    }
}
