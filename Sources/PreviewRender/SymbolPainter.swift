internal import CPangoCairo
import PreviewLayout
import PreviewViews

/// Draws SF Symbol names (see `SymbolCatalog`) as icon-font glyphs in one colour, at the size iOS draws them.
///
/// Each glyph is shaped once at a nominal size and kept. Drawing puts its ink (not its advance box, which differs
/// wildly between glyphs) in the middle of the target, as large as fits inside the frame's margins
/// (`SymbolMetrics.inkRect`): in the frame layout gave the symbol that is its ink at the size of its font, and in a
/// resizable symbol's frame the largest it fits. Every glyph is painted through as a mask, so only its coverage
/// counts, in the symbol's colour, like a template symbol. A name without a glyph draws a dashed rounded square:
/// a neutral "some symbol" that does not pretend to be one (the interpreter reports the name). Not thread-safe:
/// owned by one renderer.
final class SymbolPainter {
    /// The size glyphs are shaped at, in points; drawing scales from it.
    static let nominalSize = 100.0
    /// The largest glyph scale relative to the target height, as a fraction of the em, for the characters set
    /// inside an enclosure (`1.circle`): digits and capitals have ink about 0.7 em tall.
    static let inkCap = 0.7
    /// Stroke width of enclosures, outlines and slashes relative to the symbol's ink (SF's regular weight).
    static let lineFraction = 0.085
    /// Stroke width of a contour drawn as an outline variant, relative to the em: Material's outline twins draw
    /// 2 units of their 24-unit grid.
    static let contourWidth = 2.0 / 24

    private struct Shaped {
        let layout: LayoutHandle
        let ink: Rect
    }

    /// Shaped glyphs kept before the cache is emptied: the symbol table is finite, the scales devices report are not.
    static let shapedCapacity = 2048

    private struct ShapedKey: Hashable {
        var text: String
        var font: SymbolCatalog.Font
        /// Layouts belong to the drawing context of their canvas scale.
        var scale: Double
    }

    private let contexts: DrawContexts
    private var fonts: [SymbolCatalog.Font: FontDescriptionHandle] = [:]
    private var shaped: [ShapedKey: Shaped] = [:]

    init(contexts: DrawContexts) {
        self.contexts = contexts
    }

    /// Draws the symbol `name` in its frame `rect` in `color`; with a `secondary` colour, an enclosure in it under
    /// the base glyph in `color` (the palette rendering mode).
    func draw(_ name: String, in rect: Rect, color: RGBA, secondary: RGBA? = nil, on canvas: CairoCanvas) {
        guard canvas.isDrawable(rect), canvas.isVisible(color) || secondary.map(canvas.isVisible) == true else {
            return
        }
        // Either colour of a palette may be clear, so that only the other part shows.
        let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
        let color = canvas.isVisible(color) ? color : clear
        let secondary = secondary.map { canvas.isVisible($0) ? $0 : clear }
        let glyph = secondary.flatMap { _ in SymbolCatalog.layeredGlyph(for: name) } ?? SymbolCatalog.glyph(for: name)
        let perPoint = SymbolMetrics.inkPerPoint(of: name, glyph: glyph) { source in
            let ink = shaped(SymbolCatalog.Glyph(source: source)).ink
            guard ink.width > 0, ink.height > 0 else { return nil }
            return Size(width: ink.width / Self.nominalSize, height: ink.height / Self.nominalSize)
        }
        guard let ink = SymbolMetrics.inkRect(in: rect, inkPerPoint: perPoint) else { return }
        let side = min(ink.width, ink.height)
        let line = side * Self.lineFraction
        let cr = canvas.context
        // The line settings below are the symbol's own: restored after it, so strokes drawn later keep theirs.
        cairo_save(cr)
        defer { cairo_restore(cr) }
        guard let glyph else {
            canvas.setSource(color)
            canvas.appendRoundedRect(ink.insetBy(line / 2), radius: side * 0.18)
            cairo_set_line_width(cr, line)
            var dashes = [side * 0.12, side * 0.08]
            cairo_set_dash(cr, &dashes, 2, 0)
            cairo_stroke(cr)
            return
        }
        let inner = Self.innerBox(of: glyph.enclosure, in: ink)
        switch glyph.enclosure {
        case .none:
            // The ink rect has the glyph's own proportions: it fills it exactly, however small its ink (a minus).
            drawGlyph(glyph, in: ink, capped: false, color: color, on: canvas)
        case .circle, .square, .cloud:
            canvas.setSource(secondary ?? color)
            appendEnclosure(glyph.enclosure, in: ink.insetBy(line / 2), on: canvas)
            cairo_set_line_width(cr, line)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            cairo_stroke(cr)
            drawGlyph(glyph, in: inner, color: color, on: canvas)
        case .circleFill, .squareFill, .cloudFill:
            if let secondary {
                // Palette: the filled shape in the secondary colour, the glyph over it in the primary one.
                canvas.setSource(secondary)
                appendEnclosure(glyph.enclosure, in: ink, on: canvas)
                cairo_fill(cr)
                drawGlyph(glyph, in: inner, color: color, on: canvas)
                break
            }
            // The glyph is knocked out of the filled shape, so whatever is behind shows through, as in SF.
            cairo_save(cr)
            Self.clipGroup(to: ink, on: canvas)
            cairo_push_group(cr)
            canvas.setSource(color)
            appendEnclosure(glyph.enclosure, in: ink, on: canvas)
            cairo_fill(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
            drawGlyph(glyph, in: inner, color: RGBA(red: 0, green: 0, blue: 0), on: canvas)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            cairo_pop_group_to_source(cr)
            cairo_paint(cr)
            cairo_restore(cr)
        }
        if glyph.slash {
            // SF's slash runs corner to corner of the symbol's square, a little beyond its ink.
            let centre = Point(x: ink.minX + ink.width / 2, y: ink.minY + ink.height / 2)
            let reach = max(ink.width, ink.height) * 0.45
            canvas.setSource(color)
            cairo_set_line_width(cr, line)
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            cairo_move_to(cr, centre.x - reach, centre.y - reach)
            cairo_line_to(cr, centre.x + reach, centre.y + reach)
            cairo_stroke(cr)
        }
    }

    private func appendEnclosure(_ enclosure: SymbolCatalog.Enclosure, in box: Rect, on canvas: CairoCanvas) {
        switch enclosure {
        case .circle, .circleFill: canvas.appendPath(.circle, in: box)
        case .square, .squareFill: canvas.appendPath(.roundedRectangle(cornerRadius: box.width * 0.2), in: box)
        case .cloud, .cloudFill:
            let shape = shaped(SymbolCatalog.Glyph(source: SymbolCatalog.cloud))
            guard let fit = fit(shape, in: box, on: canvas) else { return }
            // The path is kept in device space, so it outlives the transform it was built under.
            let cr = canvas.context
            cairo_save(cr)
            cairo_translate(cr, fit.x, fit.y)
            cairo_scale(cr, fit.scale, fit.scale)
            cairo_move_to(cr, 0, 0)
            pango_cairo_layout_path(cr, shape.layout.pointer)
            cairo_restore(cr)
        case .none: break
        }
    }

    /// Where the base glyph goes inside its enclosure `ink`: the middle of a circle or square, the lower middle of
    /// a cloud, whose bumps take its top.
    private static func innerBox(of enclosure: SymbolCatalog.Enclosure, in ink: Rect) -> Rect {
        switch enclosure {
        case .none: return ink
        case .circle, .circleFill, .square, .squareFill: return ink.insetBy(min(ink.width, ink.height) * 0.26)
        case .cloud, .cloudFill:
            let inner = ink.width * 0.3
            return Rect(
                x: ink.minX + (ink.width - inner) / 2, y: ink.minY + (ink.height - inner) / 2 + ink.width * 0.06,
                width: inner, height: inner)
        }
    }

    /// The translation and scale that put `shape`'s ink in the middle of `box`, as large as fits (within the cap
    /// if `capped`, so a short glyph in a square stays short); nil when nothing would show.
    private func fit(
        _ shape: Shaped, in box: Rect, capped: Bool = true, on canvas: CairoCanvas
    ) -> (x: Double, y: Double, scale: Double)? {
        guard shape.ink.width > 0, shape.ink.height > 0, box.width > 0, box.height > 0 else { return nil }
        let cap = capped ? box.height / (Self.nominalSize * Self.inkCap) : .infinity
        let scale = min(box.width / shape.ink.width, box.height / shape.ink.height, cap)
        // A symbol a billionth of a point wide is nothing to draw, and a matrix cairo could not invert.
        guard canvas.canScale(scale, scale) else { return nil }
        return (
            box.minX + (box.width - shape.ink.width * scale) / 2 - shape.ink.minX * scale,
            box.minY + (box.height - shape.ink.height * scale) / 2 - shape.ink.minY * scale, scale
        )
    }

    /// The glyph's ink centred in `box`, as large as fits (within the cap if `capped`).
    private func drawGlyph(
        _ glyph: SymbolCatalog.Glyph, in box: Rect, capped: Bool = true, color: RGBA, on canvas: CairoCanvas
    ) {
        let shape = shaped(glyph)
        guard let fit = fit(shape, in: box, capped: capped, on: canvas) else { return }
        let cr = canvas.context
        cairo_save(cr)
        Self.clipGroup(to: box, on: canvas)
        cairo_translate(cr, fit.x, fit.y)
        cairo_scale(cr, fit.scale, fit.scale)
        cairo_move_to(cr, 0, 0)
        // Always through a mask: fontconfig may still fall back to a colour emoji for a text glyph (⚡ has
        // emoji presentation), and only the coverage may count, filled with the symbol's colour.
        cairo_push_group(cr)
        // The group starts from the caller's operator (DEST_OUT when knocking out): draw into it plainly.
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        // Opaque, so the mask is the glyph's coverage; the source left over from earlier drawing may be a
        // pattern placed elsewhere.
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        if glyph.contour {
            // The contour stroked inside the glyph only (the clip is the glyph itself), so the outline variant
            // keeps the filled glyph's extent, as SF's pairs do.
            pango_cairo_layout_path(cr, shape.layout.pointer)
            cairo_clip_preserve(cr)
            cairo_set_line_width(cr, 2 * Self.contourWidth * Self.nominalSize)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            cairo_stroke(cr)
        } else {
            pango_cairo_show_layout(cr, shape.layout.pointer)
        }
        if let mask = cairo_pop_group(cr) {
            canvas.setSource(color)
            cairo_mask(cr, mask)
            cairo_pattern_destroy(mask)
        }
        cairo_restore(cr)
    }

    /// Clips to `box` with a margin for anti-aliasing before a `cairo_push_group`, whose surface is the size of
    /// the clip: without one it is the whole canvas, a 12 MB surface allocated and cleared for every symbol on a
    /// phone frame (from a half to two thirds of a Notes edit's raster time, the more where the allocator hands
    /// back fresh pages to fault in).
    private static func clipGroup(to box: Rect, on canvas: CairoCanvas) {
        let grown = box.insetBy(-2)
        cairo_new_path(canvas.context)
        cairo_rectangle(canvas.context, grown.minX, grown.minY, grown.width, grown.height)
        cairo_clip(canvas.context)
    }

    private func shaped(_ glyph: SymbolCatalog.Glyph) -> Shaped {
        let source = glyph.source
        let key = ShapedKey(text: source.text, font: source.font, scale: contexts.currentScale)
        if let cached = shaped[key] { return cached }
        let font =
            fonts[source.font]
            ?? FontDescriptionHandle(ResolvedFont(pointSize: Self.nominalSize), family: source.font.family)
        fonts[source.font] = font
        let layout = LayoutHandle(context: contexts.current)
        layout.configure(text: source.text, font: font, wrapWidth: -1, alignment: PANGO_ALIGN_LEFT)
        let result = Shaped(layout: layout, ink: layout.inkRect)
        if shaped.count >= Self.shapedCapacity { shaped.removeAll() }
        shaped[key] = result
        return result
    }
}
