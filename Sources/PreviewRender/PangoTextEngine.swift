internal import CPangoCairo
import PreviewLayout
import PreviewViews

/// Measures and draws text with Pango so that both agree on every line break.
///
/// Measuring runs on a context with an identity matrix (points); drawing runs on contexts that follow the cairo
/// context's scale, one per scale (`DrawContexts`). All come from one font map with hinting off (see
/// `TextContextHandle`), and drawing wraps at the measured width plus `wrapSlack`, which absorbs the last bits of
/// rounding between the two.
///
/// Shaping costs about 10 µs per label, so results are cached: measured sizes by (text, font, width), and
/// drawn layouts by everything that affects their glyphs, kept across frames until the cache fills up.
/// Not thread-safe: owned by one `FrameRenderer`.
final class PangoTextEngine {
    /// Points added to a text item's width before wrapping it for drawing.
    static let wrapSlack = 0.5
    /// Cached measurements kept before the cache is emptied (a size is a few bytes; the key holds the text).
    static let measurementCapacity = 8192
    /// Cached drawing layouts kept before those not used by the latest frame are dropped.
    static let layoutCapacity = 1024

    private struct MeasureKey: Hashable {
        var text: String
        var font: ResolvedFont
        var wrapWidth: Int32
        var lineLimit: Int?
    }

    private struct MissingKey: Hashable {
        var text: String
        var font: ResolvedFont
    }

    private struct DrawKey: Hashable {
        /// Layouts belong to the context of their canvas scale.
        var scale: Double
        var text: String
        var font: ResolvedFont
        var wrapWidth: Int32
        var alignment: HorizontalAlignment
        var lineLimit: Int?
    }

    private final class CachedLayout {
        let layout: LayoutHandle
        var lastFrame: UInt64

        init(layout: LayoutHandle, lastFrame: UInt64) {
            self.layout = layout
            self.lastFrame = lastFrame
        }
    }

    private let measureContext: TextContextHandle
    /// The contexts text and symbols are drawn with, one per canvas scale (see `beginFrame`).
    let drawContexts: DrawContexts
    /// One layout reused for every measurement: Pango re-shapes on `set_text`, so a fresh one would gain nothing.
    private let measureLayout: LayoutHandle
    private var fonts: [ResolvedFont: FontDescriptionHandle] = [:]
    private var measurements: [MeasureKey: Size] = [:]
    /// Symbol glyphs' ink (`symbolInk`): one per glyph of the finite symbol table.
    private var symbolInks: [SymbolCatalog.Source: Size?] = [:]
    private var drawLayouts: [DrawKey: CachedLayout] = [:]
    /// What `missingCharacters` found, by text and font (emptied when it holds `measurementCapacity` texts).
    private var missing: [MissingKey: [Unicode.Scalar]] = [:]
    private var frameNumber: UInt64 = 0
    private(set) var statistics = TextCacheStatistics()

    init() throws {
        let fontMap = try FontMapHandle()
        measureContext = try TextContextHandle(fontMap: fontMap)
        drawContexts = try DrawContexts(fontMap: fontMap)
        measureLayout = LayoutHandle(context: measureContext)
    }

    /// The logical size of `text` in points, wrapped at `maxWidth` points (nil: only at explicit newlines) and
    /// cut after `lineLimit` lines.
    func measure(_ text: String, font: ResolvedFont, maxWidth: Double?, lineLimit: Int? = nil) -> Size {
        let key = MeasureKey(
            text: text, font: font, wrapWidth: LayoutHandle.wrapWidth(points: maxWidth), lineLimit: lineLimit)
        if let size = measurements[key] { return size }
        measureLayout.configure(
            text: text, font: fontDescription(font), wrapWidth: key.wrapWidth, alignment: PANGO_ALIGN_LEFT,
            lineLimit: lineLimit)
        var size = measureLayout.logicalSize
        // Pango ellipsizes a line to its width, but with negative letter spacing (the tracking of text from 13
        // points) the ellipsized line it reports can overshoot that width by the spacing it took back from the
        // cut characters; the line iOS would draw keeps to what it was offered.
        if lineLimit != nil, let maxWidth, maxWidth.isFinite { size.width = min(size.width, max(0, maxWidth)) }
        statistics.measurementsShaped += 1
        if measurements.count >= Self.measurementCapacity { measurements.removeAll(keepingCapacity: true) }
        measurements[key] = size
        return size
    }

    /// The lines of `text` set as `measure` sets it, and the font's underline and strikethrough positions.
    func lines(_ text: String, font: ResolvedFont, maxWidth: Double?, lineLimit: Int? = nil) -> TextLines {
        let description = fontDescription(font)
        measureLayout.configure(
            text: text, font: description, wrapWidth: LayoutHandle.wrapWidth(points: maxWidth),
            alignment: PANGO_ALIGN_LEFT, lineLimit: lineLimit)
        statistics.measurementsShaped += 1
        let scale = Double(PANGO_SCALE)
        var lines: [TextLines.Line] = []
        if let iterator = pango_layout_get_iter(measureLayout.pointer) {
            defer { pango_layout_iter_free(iterator) }
            repeat {
                var logical = PangoRectangle()
                pango_layout_iter_get_line_extents(iterator, nil, &logical)
                let baseline = Double(pango_layout_iter_get_baseline(iterator)) / scale
                lines.append(
                    TextLines.Line(
                        x: Double(logical.x) / scale, width: Double(logical.width) / scale, baseline: baseline))
            } while pango_layout_iter_next_line(iterator) != 0
        }
        guard let metrics = pango_context_get_metrics(measureContext.pointer, description.pointer, nil) else {
            return TextLines.estimated(text, font: font, maxWidth: maxWidth, lineLimit: lineLimit, measurer: measurer)
        }
        defer { pango_font_metrics_unref(metrics) }
        // Pango gives each line's top above the baseline: the underline's is below it (negative).
        return TextLines(
            lines: lines,
            underlineOffset: -Double(pango_font_metrics_get_underline_position(metrics)) / scale,
            underlineThickness: Double(pango_font_metrics_get_underline_thickness(metrics)) / scale,
            strikethroughRise: Double(pango_font_metrics_get_strikethrough_position(metrics)) / scale,
            strikethroughThickness: Double(pango_font_metrics_get_strikethrough_thickness(metrics)) / scale)
    }

    /// `runs` set as one paragraph wrapped at `maxWidth`: its size, each line's width, and each piece of a run
    /// where the paragraph put it (top-left of the piece's own logical box, which is where the piece drawn alone
    /// puts its baseline on the paragraph's).
    func place(_ runs: [FontRun], maxWidth: Double?) -> PlacedText {
        // Unbroken runs get their invisible break opportunities run by run, so no range straddles two runs.
        let pieces = runs.map {
            (
                text: $0.inlineWidth == nil ? UnbrokenRuns.bounded($0.text) : LayoutHandle.objectReplacement,
                font: fontDescription($0.font), inlineWidth: $0.inlineWidth
            )
        }
        let ranges = measureLayout.configure(runs: pieces, wrapWidth: LayoutHandle.wrapWidth(points: maxWidth))
        statistics.measurementsShaped += 1
        let bytes = Array(pieces.map(\.text).joined().utf8)
        let scale = Double(PANGO_SCALE)
        var lineWidths: [Double] = []
        var fragments: [PlacedText.Fragment] = []
        if let lines = pango_layout_get_iter(measureLayout.pointer) {
            defer { pango_layout_iter_free(lines) }
            repeat {
                var logical = PangoRectangle()
                pango_layout_iter_get_line_extents(lines, nil, &logical)
                lineWidths.append(Double(logical.width) / scale)
            } while pango_layout_iter_next_line(lines) != 0
        }
        if let iterator = pango_layout_get_iter(measureLayout.pointer) {
            defer { pango_layout_iter_free(iterator) }
            var line = -1
            var lastLine: UnsafeMutablePointer<PangoLayoutLine>?
            repeat {
                let current = pango_layout_iter_get_line_readonly(iterator)
                if current != lastLine {
                    line += 1
                    lastLine = current
                }
                guard let run = pango_layout_iter_get_run_readonly(iterator), let item = run.pointee.item else {
                    continue
                }
                let start = Int(item.pointee.offset), end = start + Int(item.pointee.length)
                guard start >= 0, start < end, end <= bytes.count,
                    let index = ranges.firstIndex(where: { $0.contains(start) })
                else { continue }
                var logical = PangoRectangle()
                pango_layout_iter_get_run_extents(iterator, nil, &logical)
                fragments.append(
                    PlacedText.Fragment(
                        run: index, text: String(decoding: bytes[start..<end], as: UTF8.self), line: line,
                        x: Double(logical.x) / scale, y: Double(logical.y) / scale,
                        width: Double(logical.width) / scale,
                        height: Double(logical.height) / scale))
            } while pango_layout_iter_next_run(iterator) != 0
        }
        return PlacedText(size: measureLayout.logicalSize, lineWidths: lineWidths, fragments: fragments)
    }

    /// The ink of an icon-font glyph as a fraction of its em, shaped once at `SymbolPainter.nominalSize` on the
    /// measuring context; nil for a glyph with no ink (a font fontconfig does not have).
    func symbolInk(_ source: SymbolCatalog.Source) -> Size? {
        if let cached = symbolInks[source] { return cached }
        let description = FontDescriptionHandle(
            ResolvedFont(pointSize: SymbolPainter.nominalSize), family: source.font.family)
        measureLayout.configure(text: source.text, font: description, wrapWidth: -1, alignment: PANGO_ALIGN_LEFT)
        let ink = measureLayout.inkRect
        let size: Size? =
            ink.width > 0 && ink.height > 0
            ? Size(width: ink.width / SymbolPainter.nominalSize, height: ink.height / SymbolPainter.nominalSize) : nil
        symbolInks[source] = size
        return size
    }

    /// The characters of `text` that no font fontconfig offers has a glyph for, each once, in text order: Pango
    /// draws each as a box holding its code point. Empty when every character has a glyph.
    func missingCharacters(_ text: String, font: ResolvedFont) -> [Unicode.Scalar] {
        let key = MissingKey(text: text, font: font)
        if let found = missing[key] { return found }
        measureLayout.configure(text: text, font: fontDescription(font), wrapWidth: -1, alignment: PANGO_ALIGN_LEFT)
        var found: [Unicode.Scalar] = []
        if pango_layout_get_unknown_glyphs_count(measureLayout.pointer) > 0,
            let iterator = pango_layout_get_iter(measureLayout.pointer)
        {
            defer { pango_layout_iter_free(iterator) }
            repeat {
                guard let run = pango_layout_iter_get_run_readonly(iterator), let glyphs = run.pointee.glyphs else {
                    continue
                }
                for index in 0..<Int(max(0, glyphs.pointee.num_glyphs)) {
                    let glyph = glyphs.pointee.glyphs[index].glyph
                    guard let scalar = Self.missingCharacter(glyph), !found.contains(scalar) else { continue }
                    found.append(scalar)
                }
            } while pango_layout_iter_next_run(iterator) != 0
        }
        statistics.measurementsShaped += 1
        if missing.count >= Self.measurementCapacity { missing.removeAll(keepingCapacity: true) }
        missing[key] = found
        return found
    }

    /// The character a glyph stands for when it is Pango's box for a character no font has: Pango's
    /// `PANGO_GET_UNKNOWN_GLYPH` sets `PANGO_GLYPH_UNKNOWN_FLAG` (0x10000000, a C macro Swift does not import) on
    /// the code point. `PANGO_GLYPH_EMPTY` (0x0FFFFFFF) and `PANGO_GLYPH_INVALID_INPUT` (0xFFFFFFFF) are not such
    /// boxes: the first draws nothing and the second stands for bytes that are not UTF-8, which a Swift string never
    /// holds.
    static func missingCharacter(_ glyph: UInt32) -> Unicode.Scalar? {
        let unknownFlag: UInt32 = 0x1000_0000
        guard glyph != 0xFFFF_FFFF, glyph & 0xF000_0000 == unknownFlag else { return nil }
        return Unicode.Scalar(glyph & ~unknownFlag)
    }

    /// Measurement without this engine's metrics, for when Pango has none for a font.
    private var measurer: PangoTextMeasurer { PangoTextMeasurer(engine: self) }

    /// Starts a frame on `canvas`, whose matrix already holds the frame's `scale`.
    func beginFrame(on canvas: CairoCanvas, scale: Double) throws {
        frameNumber += 1
        try drawContexts.begin(on: canvas, scale: scale)
    }

    /// Draws `text` with the top-left of its first line at `rect.origin`, wrapped at `rect.width`.
    func draw(
        _ text: String, in rect: Rect, font: ResolvedFont, color: RGBA, alignment: HorizontalAlignment,
        lineLimit: Int? = nil, on canvas: CairoCanvas
    ) {
        guard !text.isEmpty, rect.minX.isFinite, rect.minY.isFinite, color.alpha > 0 else { return }
        let key = DrawKey(
            scale: drawContexts.currentScale, text: text, font: font,
            wrapWidth: LayoutHandle.wrapWidth(points: rect.width + Self.wrapSlack), alignment: alignment,
            lineLimit: lineLimit)
        let layout = cachedLayout(for: key)
        // Pango aligns lines inside the wrap width, which is `wrapSlack` wider than the rect: shift back by
        // the part of the slack that alignment put on the leading side.
        let shift: Double
        switch alignment {
        case .leading: shift = 0
        case .center: shift = Self.wrapSlack / 2
        case .trailing: shift = Self.wrapSlack
        }
        cairo_move_to(canvas.context, rect.minX - shift, rect.minY)
        canvas.setSource(color)
        pango_cairo_show_layout(canvas.context, layout.pointer)
    }

    /// Ends a frame: when the layout cache is full, keeps only the layouts this frame drew.
    func endFrame() {
        guard drawLayouts.count > Self.layoutCapacity else { return }
        drawLayouts = drawLayouts.filter { $0.value.lastFrame == frameNumber }
    }

    private func cachedLayout(for key: DrawKey) -> LayoutHandle {
        if let cached = drawLayouts[key] {
            cached.lastFrame = frameNumber
            return cached.layout
        }
        let layout = LayoutHandle(context: drawContexts.current)
        layout.configure(
            text: key.text, font: fontDescription(key.font), wrapWidth: key.wrapWidth,
            alignment: pangoAlignment(key.alignment), lineLimit: key.lineLimit)
        statistics.layoutsCreated += 1
        drawLayouts[key] = CachedLayout(layout: layout, lastFrame: frameNumber)
        return layout
    }

    private func fontDescription(_ font: ResolvedFont) -> FontDescriptionHandle {
        if let description = fonts[font] { return description }
        let description = FontDescriptionHandle(font)
        fonts[font] = description
        return description
    }

    private func pangoAlignment(_ alignment: HorizontalAlignment) -> PangoAlignment {
        switch alignment {
        case .leading: return PANGO_ALIGN_LEFT
        case .center: return PANGO_ALIGN_CENTER
        case .trailing: return PANGO_ALIGN_RIGHT
        }
    }
}

/// Counts of the text work a renderer did, to check that unchanged text is not shaped again.
package struct TextCacheStatistics: Equatable, Sendable {
    /// Measurements that needed Pango (cache misses).
    package var measurementsShaped = 0
    /// Layouts created for drawing (cache misses).
    package var layoutsCreated = 0
}

/// The `TextMeasurer` layout uses: the renderer's own Pango engine, so measured and drawn text agree.
final class PangoTextMeasurer: TextMeasurer {
    private let engine: PangoTextEngine

    init(engine: PangoTextEngine) {
        self.engine = engine
    }

    func measure(_ text: String, font: ResolvedFont, maxWidth: Double?) -> Size {
        engine.measure(text, font: font, maxWidth: maxWidth)
    }

    func measure(_ text: String, font: ResolvedFont, maxWidth: Double?, lineLimit: Int?) -> Size {
        engine.measure(text, font: font, maxWidth: maxWidth, lineLimit: lineLimit)
    }

    func lines(_ text: String, font: ResolvedFont, maxWidth: Double?, lineLimit: Int?) -> TextLines {
        engine.lines(text, font: font, maxWidth: maxWidth, lineLimit: lineLimit)
    }

    func place(_ runs: [FontRun], maxWidth: Double?) -> PlacedText {
        engine.place(runs, maxWidth: maxWidth)
    }

    func symbolInk(_ source: SymbolCatalog.Source) -> Size? {
        engine.symbolInk(source)
    }
}
