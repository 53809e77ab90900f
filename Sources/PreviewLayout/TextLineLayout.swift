import PreviewViews

/// The lines `.underline()` and `.strikethrough()` draw with a text: a filled rectangle along each set line at the
/// font's underline or strikethrough position, cut into dots and dashes for a pattern. They are display items of
/// their own, so a right-to-left layout mirrors them with the text and damage tracking sees them.
struct TextLineLayout {
    /// A line to draw: where the font puts it and in what colour.
    struct Stroke {
        var kind: TextLineKind
        var pattern: TextLineStyle.Pattern
        var color: RGBA
    }

    let strokes: [Stroke]

    /// The lines the environment asks for, in their colour or the text's (`textColor`).
    init(environment: EnvironmentValues, textColor: RGBA) {
        var strokes: [Stroke] = []
        for (kind, style) in [
            (TextLineKind.underline, environment.underline), (.strikethrough, environment.strikethrough),
        ] {
            guard let style else { continue }
            strokes.append(
                Stroke(kind: kind, pattern: style.pattern, color: style.color.map(environment.resolve) ?? textColor))
        }
        self.strokes = strokes
    }

    var isEmpty: Bool { strokes.isEmpty }

    /// The rectangles of every stroke along `lines`, for text laid out in `frame` with `alignment`.
    func items(_ lines: TextLines, in frame: Rect, alignment: HorizontalAlignment) -> [DisplayItem] {
        var items: [DisplayItem] = []
        for stroke in strokes {
            let (top, thickness): (Double, Double)
            switch stroke.kind {
            case .underline: (top, thickness) = (lines.underlineOffset, lines.underlineThickness)
            case .strikethrough: (top, thickness) = (-lines.strikethroughRise, lines.strikethroughThickness)
            }
            guard thickness > 0, thickness.isFinite, top.isFinite else { continue }
            for line in lines.lines where line.width > 0 {
                let x: Double
                switch alignment {
                case .leading: x = line.x
                case .center: x = (frame.width - line.width) / 2
                case .trailing: x = frame.width - line.width
                }
                let y = frame.minY + line.baseline + top
                for (start, length) in Self.segments(of: line.width, pattern: stroke.pattern, thickness: thickness) {
                    let rect = Rect(x: frame.minX + x + start, y: y, width: length, height: thickness)
                    items.append(.fill(.rectangle, rect: rect, color: stroke.color))
                }
            }
        }
        return items
    }

    /// The drawn parts of a line `width` long: (start, length), the pattern repeated from the line's start.
    static func segments(of width: Double, pattern: TextLineStyle.Pattern, thickness: Double) -> [(Double, Double)] {
        let lengths = pattern.segments.map { $0 * thickness }
        guard !lengths.isEmpty, lengths.allSatisfy({ $0 > 0 }) else { return [(0, width)] }
        var parts: [(Double, Double)] = []
        var position = 0.0
        var index = 0
        while position < width {
            let length = min(lengths[index % lengths.count], width - position)
            if index % 2 == 0 { parts.append((position, length)) }
            position += lengths[index % lengths.count]
            index += 1
        }
        return parts
    }
}
