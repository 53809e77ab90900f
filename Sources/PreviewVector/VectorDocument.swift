internal import CPoppler
internal import CRsvg
package import Foundation

/// An SVG (read by librsvg) or a PDF's first page (read by poppler), kept as a cairo recording: parsed once, then
/// replayed at any size into any cairo context without the parser.
///
/// A custom symbol (Apple's symbol template: glyph groups named `Regular-M`, `Bold-L`, …, with `Baseline-M`,
/// `Capline-M` and margin guides) also keeps its glyphs, each as a recording of its own with the box it is
/// placed by. The parsers' handles are freed once recorded. Thread-safe: replaying takes a lock, as one cairo
/// surface is not meant to be read by several threads at once.
package final class VectorDocument: @unchecked Sendable {
    package enum Format: String, Sendable {
        case svg = "SVG", pdf = "PDF"

        /// Nil for other files.
        package init?(pathExtension: String) {
            switch pathExtension.lowercased() {
            case "svg": self = .svg
            case "pdf": self = .pdf
            default: return nil
            }
        }

        /// The format a file's name says; nil for other files.
        package init?(path: String) {
            self.init(pathExtension: (path as NSString).pathExtension)
        }
    }

    /// Why a file could not be read, in words for a diagnostic.
    package struct ParseError: Error, CustomStringConvertible {
        package var description: String
    }

    /// The largest side, in points, of a document previews draw: far beyond any real artwork (an A0 poster is
    /// 3370 points tall), while a size like 1e8 points is a mistake in the file that would otherwise scale every
    /// drawing to nothing, silently.
    package static let maximumSide = 100_000.0

    /// Refuses a size no image has, saying which.
    private static func checkSize(_ width: Double, _ height: Double) throws {
        guard width <= maximumSide, height <= maximumSide else {
            throw ParseError(
                description: "its size (\(points(width)) × \(points(height)) points) is larger than previews draw, "
                    + "\(Int(maximumSide)) points a side")
        }
    }

    private static func points(_ value: Double) -> String {
        value < 1e15 ? String(Int(value.rounded())) : String(format: "%.3g", value)
    }

    /// One glyph of a symbol template, in template units: where its margins and baseline put it.
    package struct Glyph: @unchecked Sendable {
        /// The glyph group's id (`Regular-M`).
        package let name: String
        /// The glyph's ink.
        package let ink: CGRectValue
        /// From the left margin guide to the right one (the ink's extent when the template has no margins).
        package let left: Double
        package let right: Double
        /// `cairo_surface_t*`: the glyph drawn in template coordinates.
        fileprivate let recording: OpaquePointer

        /// The glyph's width between its margins.
        package var width: Double { right - left }
    }

    /// A rectangle in document units (Foundation's `CGRect` is not `Sendable` on every platform).
    package struct CGRectValue: Equatable, Sendable {
        package var x, y, width, height: Double
    }

    package let format: Format
    /// The document's own size in points (SVG user units are points, as in Xcode).
    package let width: Double
    package let height: Double
    /// The template's point size (100 in Xcode's templates): a glyph drawn for a font of this size is unscaled.
    package let templatePointSize: Double
    /// `cairo_surface_t*`: the whole document.
    private let recording: OpaquePointer
    private let glyphs: [String: Glyph]
    private let lock = NSLock()

    /// Glyph names of a symbol template: weights from light to heavy by scale.
    package static let weights = [
        "Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black",
    ]
    package static let scales = ["S", "M", "L"]

    /// Parses `data`; throws `ParseError` saying why it cannot be drawn. External files the document names are not
    /// read (no base location is given to the parser).
    package init(data: Data, format: Format) throws {
        self.format = format
        switch format {
        case .svg:
            let parsed = try Self.recordSVG(data)
            (width, height, recording, glyphs, templatePointSize) =
                (parsed.width, parsed.height, parsed.recording, parsed.glyphs, parsed.pointSize)
        case .pdf:
            let parsed = try Self.recordPDF(data)
            (width, height, recording, glyphs, templatePointSize) = (
                parsed.width, parsed.height, parsed.recording, [:], 100
            )
        }
    }

    deinit {
        cairo_surface_destroy(recording)
        for glyph in glyphs.values { cairo_surface_destroy(glyph.recording) }
    }

    /// The glyph `weight-scale` when the template has it, else `Regular-M`, else the first there is.
    package func glyph(weight: String = "Regular", scale: String = "M") -> Glyph? {
        glyphs["\(weight)-\(scale)"] ?? glyphs["Regular-M"] ?? Self.weights.lazy.compactMap { w in
            Self.scales.lazy.compactMap { self.glyphs["\(w)-\($0)"] }.first
        }.first
    }

    /// Replays the document stretched over `(x, y, width, height)` of the cairo context `context` (a `cairo_t*`);
    /// with `tint` (red, green, blue, alpha in 0…1) only its coverage counts, painted in that colour.
    package func draw(
        into context: OpaquePointer, x: Double, y: Double, width: Double, height: Double,
        tint: (Double, Double, Double, Double)?
    ) {
        guard self.width > 0, self.height > 0, width > 0, height > 0 else { return }
        replay(recording, into: context, tint: tint) {
            cairo_rectangle(context, x, y, width, height)
            cairo_clip(context)
            cairo_translate(context, x, y)
            cairo_scale(context, width / self.width, height / self.height)
        }
    }

    /// Replays `glyph` at `scale` (points per template unit) with the centre of its margin box at `centerX` and
    /// the centre of its ink at `centerY`.
    package func draw(
        _ glyph: Glyph, into context: OpaquePointer, centerX: Double, centerY: Double, scale: Double,
        tint: (Double, Double, Double, Double)?
    ) {
        guard scale > 0, scale.isFinite else { return }
        replay(glyph.recording, into: context, tint: tint) {
            cairo_translate(context, centerX, centerY)
            cairo_scale(context, scale, scale)
            cairo_translate(context, -(glyph.left + glyph.right) / 2, -(glyph.ink.y + glyph.ink.height / 2))
        }
    }

    private func replay(
        _ surface: OpaquePointer, into context: OpaquePointer, tint: (Double, Double, Double, Double)?,
        place: () -> Void
    ) {
        lock.lock()
        defer { lock.unlock() }
        cairo_save(context)
        place()
        if let (red, green, blue, alpha) = tint {
            cairo_set_source_rgba(context, red, green, blue, alpha)
            cairo_mask_surface(context, surface, 0, 0)
        } else {
            cairo_set_source_surface(context, surface, 0, 0)
            cairo_paint(context)
        }
        cairo_restore(context)
    }

    // MARK: Parsing

    /// A cairo recording surface without bounds, to draw into.
    private static func newRecording() -> (surface: OpaquePointer, context: OpaquePointer) {
        let surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil)!
        return (surface, cairo_create(surface)!)
    }

    /// The message of a GLib error, which is freed.
    private static func message(_ error: UnsafeMutablePointer<GError>?, otherwise: String) -> String {
        guard let error else { return otherwise }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0).trimmingCharacters(in: .whitespacesAndNewlines) }
            ?? otherwise
    }

    private static func recordSVG(_ data: Data) throws -> (
        width: Double, height: Double, recording: OpaquePointer, glyphs: [String: Glyph], pointSize: Double
    ) {
        var error: UnsafeMutablePointer<GError>?
        let handle = data.withUnsafeBytes { bytes in
            rsvg_handle_new_from_data(bytes.bindMemory(to: UInt8.self).baseAddress, gsize(bytes.count), &error)
        }
        guard let handle else { throw ParseError(description: message(error, otherwise: "it is not SVG")) }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        // Units as Xcode reads them: a user unit is a point, and so is `pt`.
        rsvg_handle_set_dpi(handle, 72)
        var width = 0.0, height = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) == 0 {
            // Only a viewBox: it is the size.
            var hasViewBox: gboolean = 0
            var viewBox = RsvgRectangle()
            rsvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
            guard hasViewBox != 0 else { throw ParseError(description: "it has neither a size nor a viewBox") }
            (width, height) = (viewBox.width, viewBox.height)
        }
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw ParseError(description: "its size (\(width) × \(height)) is empty")
        }
        try checkSize(width, height)
        var viewport = RsvgRectangle(x: 0, y: 0, width: width, height: height)
        let whole = newRecording()
        defer { cairo_destroy(whole.context) }
        guard rsvg_handle_render_document(handle, whole.context, &viewport, &error) != 0 else {
            cairo_surface_destroy(whole.surface)
            throw ParseError(description: message(error, otherwise: "it cannot be drawn"))
        }
        var glyphs: [String: Glyph] = [:]
        for weight in weights {
            for scale in scales {
                let name = "\(weight)-\(scale)"
                if let glyph = recordGlyph(name, of: handle, viewport: &viewport) { glyphs[name] = glyph }
            }
        }
        return (width, height, whole.surface, glyphs, templatePointSize(data) ?? 100)
    }

    /// The glyph group `name` and its margins (`left-margin-Regular-M`, or the template's single `left-margin`
    /// pair, which belongs to `Regular-M`); nil when the document has no such group or it has no ink.
    private static func recordGlyph(
        _ name: String, of handle: UnsafeMutablePointer<RsvgHandle>, viewport: inout RsvgRectangle
    ) -> Glyph? {
        guard rsvg_handle_has_sub(handle, "#" + name) != 0, let ink = bounds(of: name, in: handle, viewport: &viewport),
            ink.width > 0, ink.height > 0
        else { return nil }
        func margin(_ side: String) -> Double? {
            // The guide's geometry, not its ink: librsvg's ink box of a stroked line reaches back to the origin.
            let guide =
                bounds(of: "\(side)-margin-\(name)", in: handle, viewport: &viewport, ink: false)
                ?? (name == "Regular-M"
                    ? bounds(of: "\(side)-margin", in: handle, viewport: &viewport, ink: false) : nil)
            return guide.map { $0.x + $0.width / 2 }
        }
        var left = ink.x, right = ink.x + ink.width
        if let marginLeft = margin("left"), let marginRight = margin("right"), marginRight > marginLeft {
            (left, right) = (marginLeft, marginRight)
        }
        let recording = newRecording()
        defer { cairo_destroy(recording.context) }
        var error: UnsafeMutablePointer<GError>?
        guard rsvg_handle_render_layer(handle, recording.context, "#" + name, &viewport, &error) != 0 else {
            _ = message(error, otherwise: "")
            cairo_surface_destroy(recording.surface)
            return nil
        }
        return Glyph(name: name, ink: ink, left: left, right: right, recording: recording.surface)
    }

    /// The ink (or, without `ink`, geometry) rectangle of element `id` in document units; nil when there is no such
    /// element.
    private static func bounds(
        of id: String, in handle: UnsafeMutablePointer<RsvgHandle>, viewport: inout RsvgRectangle,
        ink wantsInk: Bool = true
    ) -> CGRectValue? {
        guard rsvg_handle_has_sub(handle, "#" + id) != 0 else { return nil }
        var ink = RsvgRectangle(), logical = RsvgRectangle()
        var error: UnsafeMutablePointer<GError>?
        guard rsvg_handle_get_geometry_for_layer(handle, "#" + id, &viewport, &ink, &logical, &error) != 0 else {
            _ = message(error, otherwise: "")
            return nil
        }
        let rect = wantsInk ? ink : logical
        return CGRectValue(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }

    /// The point size Xcode's template writer notes in its comment (`point size: 100.0`).
    private static func templatePointSize(_ data: Data) -> Double? {
        let head = String(decoding: data.prefix(4096), as: UTF8.self)
        guard let range = head.range(of: "point size: ") else { return nil }
        let number = head[range.upperBound...].prefix { $0.isNumber || $0 == "." }
        return Double(number).flatMap { $0 > 0 ? $0 : nil }
    }

    private static func recordPDF(_ data: Data) throws -> (width: Double, height: Double, recording: OpaquePointer) {
        var error: UnsafeMutablePointer<GError>?
        // poppler keeps reading the bytes it is given while the document lives: a GBytes copy it owns.
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        guard let document = poppler_document_new_from_bytes(bytes, nil, &error) else {
            throw ParseError(description: message(error, otherwise: "it is not a PDF"))
        }
        defer { g_object_unref(UnsafeMutableRawPointer(document)) }
        guard poppler_document_get_n_pages(document) > 0, let page = poppler_document_get_page(document, 0) else {
            throw ParseError(description: "it has no page")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        var width = 0.0, height = 0.0
        poppler_page_get_size(page, &width, &height)
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw ParseError(description: "its page is empty")
        }
        try checkSize(width, height)
        let whole = newRecording()
        defer { cairo_destroy(whole.context) }
        poppler_page_render(page, whole.context)
        return (width, height, whole.surface)
    }
}
