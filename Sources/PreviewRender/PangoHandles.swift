internal import CPangoCairo
import PreviewViews

/// A Pango font map owned by one renderer.
///
/// Not the per-thread default map (`pango_cairo_font_map_get_default`): with our own map, a renderer that is
/// created on one thread and later used on another never reaches into a map that belongs to a third thread.
final class FontMapHandle {
    /// `PangoFontMap*`.
    let pointer: UnsafeMutablePointer<PangoFontMap>

    init() throws {
        guard let map = pango_cairo_font_map_new() else {
            throw RenderError(.pango, "pango_cairo_font_map_new returned null")
        }
        pointer = map
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }
}

/// A Pango context configured so that text metrics do not depend on the output scale.
///
/// Hinting snaps glyph advances to whole device pixels, so a string measured at 1× (layout) and drawn at 3×
/// (raster) would get different widths and could wrap differently. Both contexts therefore turn metric
/// hinting, outline hinting and glyph-position rounding off.
final class TextContextHandle {
    /// `PangoContext*`.
    let pointer: OpaquePointer
    /// Keeps the font map alive for as long as the context refers to it.
    private let fontMap: FontMapHandle

    init(fontMap: FontMapHandle) throws {
        guard let context = pango_font_map_create_context(fontMap.pointer) else {
            throw RenderError(.pango, "pango_font_map_create_context returned null")
        }
        guard let options = cairo_font_options_create() else {
            g_object_unref(UnsafeMutableRawPointer(context))
            throw RenderError(.cairo, "cairo_font_options_create returned null")
        }
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        // Grey antialiasing whatever fontconfig says: subpixel (coloured) edges would make frames differ
        // between machines and look wrong on a phone that scales the image.
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)  // copies the options
        pango_context_set_round_glyph_positions(context, 0)
        self.pointer = context
        self.fontMap = fontMap
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }
}

/// A `PangoFontDescription` for one resolved font in the system family.
final class FontDescriptionHandle {
    /// Inter stands in for SF Pro Text; emoji and scripts Inter lacks fall back through fontconfig.
    static let family = "Inter"
    /// Inter Display stands in for SF Pro Display, the design iOS uses from 20 points (`SystemFontDesignSize`).
    static let displayFamily = "Inter Display"
    /// DejaVu Sans Mono stands in for SF Mono (`.monospaced()`); it comes with `fonts-dejavu-core`.
    static let monospacedFamily = "DejaVu Sans Mono"
    /// Larger sizes are clamped: Pango keeps sizes in a 32-bit int of 1/1024 points, and FreeType refuses
    /// glyphs far beyond any screen size, leaving cairo's scaled font in an error state.
    static let maximumPointSize = 2048.0

    /// `PangoFontDescription*`.
    let pointer: OpaquePointer
    /// Digits of equal width (`.monospacedDigit()`): OpenType's tabular figures, set on the layout's attributes.
    let tabularDigits: Bool
    /// Points between characters: the system font's tracking at this size (see `SystemFontDesignSize`); none for
    /// another family (an icon font), whose glyphs are drawn one at a time.
    let letterSpacing: Double
    /// Points between lines (`.lineSpacing`); none for another family, whose glyphs are drawn one at a time.
    let lineSpacing: Double

    init(_ font: ResolvedFont, family: String? = nil) {
        tabularDigits = font.monospacedDigits
        letterSpacing = family == nil ? font.tracking : 0
        lineSpacing = family == nil ? font.paragraphLineSpacing : 0
        // GLib aborts the process when an allocation fails, so null here would be a broken Pango.
        guard let description = pango_font_description_new() else {
            preconditionFailure("pango_font_description_new returned null")
        }
        let systemFamily: String
        if font.monospaced {
            systemFamily = Self.monospacedFamily
        } else {
            systemFamily = font.designSize == .display ? Self.displayFamily : Self.family
        }
        pango_font_description_set_family(description, family ?? systemFamily)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight.rawValue)))
        pango_font_description_set_style(description, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        // Absolute size is in user-space units: points, because the cairo context is scaled to pixels.
        let size = font.pointSize.isFinite ? min(max(0, font.pointSize), Self.maximumPointSize) : 0
        pango_font_description_set_absolute_size(description, size * Double(PANGO_SCALE))
        pointer = description
    }

    deinit { pango_font_description_free(pointer) }
}

/// One `PangoLayout`: a paragraph shaped for a context, reused while its text and settings stay the same.
final class LayoutHandle {
    /// `PangoLayout*`.
    let pointer: OpaquePointer

    /// Keeps the context alive for as long as the layout refers to it.
    private let context: TextContextHandle

    init(context: TextContextHandle) {
        // As for font descriptions: GLib aborts on allocation failure, so null is impossible.
        guard let layout = pango_layout_new(context.pointer) else {
            preconditionFailure("pango_layout_new returned null")
        }
        self.pointer = layout
        self.context = context
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }

    /// Sets everything that decides line breaks and glyph positions. Pango keeps its shaped lines when a
    /// setter receives the value it already has, so re-applying unchanged settings is cheap.
    ///
    /// `lineLimit` cuts the text after that many lines with an ellipsis (Pango counts them per paragraph, so
    /// text with explicit newlines may keep more lines in all than SwiftUI would).
    func configure(
        text: String, font: FontDescriptionHandle, wrapWidth: Int32, alignment: PangoAlignment, lineLimit: Int? = nil
    ) {
        let text = UnbrokenRuns.bounded(text)
        pango_layout_set_text(pointer, text, Int32(clamping: text.utf8.count))
        pango_layout_set_font_description(pointer, font.pointer)
        setAttributes(LayoutAttributes(tabularDigits: font.tabularDigits, letterSpacing: font.letterSpacing))
        setWrapWidth(wrapWidth, letterSpacing: font.letterSpacing)
        // Pango puts the spacing between lines, not after the last, as iOS does.
        pango_layout_set_spacing(pointer, Self.pangoUnits(font.lineSpacing))
        pango_layout_set_alignment(pointer, alignment)
        if let lineLimit {
            pango_layout_set_ellipsize(pointer, PANGO_ELLIPSIZE_END)
            pango_layout_set_height(pointer, -Int32(clamping: max(1, lineLimit)))
        } else {
            pango_layout_set_ellipsize(pointer, PANGO_ELLIPSIZE_NONE)
            pango_layout_set_height(pointer, -1)
        }
    }

    /// Sets a paragraph of runs, each in its own font (with its tracking and figures), leading-aligned and wrapped at
    /// `wrapWidth`: the byte ranges of the runs in the layout's text are `ranges`.
    /// The character an inline object stands on in a paragraph: the shape Pango gives it is the object's box.
    static let objectReplacement = "\u{FFFC}"

    func configure(
        runs: [(text: String, font: FontDescriptionHandle, inlineWidth: Double?)], wrapWidth: Int32
    ) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var offset = 0
        for run in runs {
            ranges.append(offset..<offset + run.text.utf8.count)
            offset += run.text.utf8.count
        }
        let text = runs.map(\.text).joined()
        pango_layout_set_text(pointer, text, Int32(clamping: text.utf8.count))
        if let first = runs.first { pango_layout_set_font_description(pointer, first.font.pointer) }
        let list = pango_attr_list_new()
        pango_attr_list_insert(list, pango_attr_insert_hyphens_new(0))
        for (run, range) in zip(runs, ranges) where !range.isEmpty {
            func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = UInt32(range.lowerBound)
                attribute.pointee.end_index = UInt32(range.upperBound)
                pango_attr_list_insert(list, attribute)
            }
            insert(pango_attr_font_desc_new(run.font.pointer))
            if let width = run.inlineWidth {
                var box = PangoRectangle(x: 0, y: 0, width: Self.pangoUnits(width), height: 0)
                insert(pango_attr_shape_new(&box, &box))
            }
            if run.font.tabularDigits { insert(pango_attr_font_features_new("tnum")) }
            if run.font.letterSpacing != 0 {
                insert(pango_attr_letter_spacing_new(Self.pangoUnits(run.font.letterSpacing)))
            }
        }
        pango_layout_set_attributes(pointer, list)
        pango_attr_list_unref(list)
        attributes = nil  // the next plain text sets its own again
        setWrapWidth(wrapWidth, letterSpacing: runs.map(\.font.letterSpacing).max() ?? 0)
        pango_layout_set_spacing(pointer, Self.pangoUnits(runs.map(\.font.lineSpacing).max() ?? 0))
        pango_layout_set_alignment(pointer, PANGO_ALIGN_LEFT)
        pango_layout_set_ellipsize(pointer, PANGO_ELLIPSIZE_NONE)
        pango_layout_set_height(pointer, -1)
        return ranges
    }

    /// Pango breaks lines counting the letter spacing after a line's last character, and takes it off once the
    /// line is set: a text measured on one line (its width without that spacing) and then wrapped at that width
    /// broke before its last letter. Positive spacing is added back to the wrap width; the lines Pango sets still
    /// keep to the width asked for.
    private func setWrapWidth(_ wrapWidth: Int32, letterSpacing: Double) {
        guard wrapWidth >= 0, letterSpacing > 0, letterSpacing.isFinite else {
            pango_layout_set_width(pointer, wrapWidth)
            return
        }
        pango_layout_set_width(pointer, Int32(clamping: Int64(wrapWidth) + Int64(Self.pangoUnits(letterSpacing))))
    }

    /// Points as Pango units (1/1024 point) in the 32-bit int Pango keeps them in: a project's `.tracking(1e12)`
    /// or `.kerning(.nan)` is clamped or dropped rather than trapping the conversion.
    static func pangoUnits(_ points: Double) -> Int32 {
        guard points.isFinite else { return 0 }
        let units = (points * Double(PANGO_SCALE)).rounded()
        return Int32(max(Double(Int32.min), min(Double(Int32.max), units)))
    }

    /// What a layout's attributes depend on.
    private struct LayoutAttributes: Equatable {
        var tabularDigits: Bool
        var letterSpacing: Double
    }

    /// The attributes last set, so that an unchanged layout keeps its shaped lines.
    private var attributes: LayoutAttributes?

    /// Pango inserts a hyphen where it breaks inside a word ("Effe-cts"); iOS wraps whole words and breaks an
    /// overlong word between characters without one, so hyphens are off, for measuring and drawing alike (both
    /// configure their layouts here). Tabular figures are an OpenType feature of the font (Inter has them). Letter
    /// spacing is the system font's tracking; Pango puts it between characters, not after the last one of a line.
    private func setAttributes(_ wanted: LayoutAttributes) {
        guard attributes != wanted else { return }
        attributes = wanted
        let list = pango_attr_list_new()
        pango_attr_list_insert(list, pango_attr_insert_hyphens_new(0))
        if wanted.tabularDigits { pango_attr_list_insert(list, pango_attr_font_features_new("tnum")) }
        if wanted.letterSpacing != 0 {
            pango_attr_list_insert(list, pango_attr_letter_spacing_new(Self.pangoUnits(wanted.letterSpacing)))
        }
        pango_layout_set_attributes(pointer, list)
        pango_attr_list_unref(list)
    }

    /// The ink extents (what the glyphs cover) in points, relative to the layout's top-left corner.
    var inkRect: Rect {
        var ink = PangoRectangle()
        pango_layout_get_extents(pointer, &ink, nil)
        let scale = Double(PANGO_SCALE)
        return Rect(
            x: Double(ink.x) / scale, y: Double(ink.y) / scale, width: Double(ink.width) / scale,
            height: Double(ink.height) / scale)
    }

    /// The logical extents (ascent to descent of every line, advance widths) in points.
    var logicalSize: Size {
        var logical = PangoRectangle()
        pango_layout_get_extents(pointer, nil, &logical)
        let scale = Double(PANGO_SCALE)
        return Size(width: Double(logical.width) / scale, height: Double(logical.height) / scale)
    }
}

extension LayoutHandle {
    /// Pango's wrap width in Pango units for a width in points; nil, infinite or huge widths mean no wrapping (-1).
    static func wrapWidth(points: Double?) -> Int32 {
        guard let points, points.isFinite else { return -1 }
        let units = (max(0, points) * Double(PANGO_SCALE)).rounded(.down)
        return units < Double(Int32.max) ? Int32(units) : -1
    }
}
