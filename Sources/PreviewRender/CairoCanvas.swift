internal import CPangoCairo
import PreviewLayout
import PreviewViews

/// One cairo ARGB32 image surface over `CanvasMemory` and its drawing context, kept across frames of the same pixel
/// size.
///
/// Not thread-safe and not `Sendable`: it belongs to one `FrameRenderer`, which uses it from one thread at a time.
final class CairoCanvas {
    let pixelWidth: Int
    let pixelHeight: Int
    /// `cairo_surface_t*`.
    private let surface: OpaquePointer
    /// `cairo_t*`; the text engine draws through it too.
    let context: OpaquePointer
    /// The pixels `surface` draws into, kept alive as long as it.
    private let memory: CanvasMemory
    /// Bytes of each offscreen layer now open, innermost last (`pushGroup`), against `DrawingLimits.offscreenBudget`.
    var openLayerBytes: [Int] = []
    /// Effects of this frame drawn without their layer because the budget was spent.
    var effectsOverBudget = 0
    /// Where mesh gradients' rasters are kept; nil draws every mesh's patches in full (`setMeshSource`).
    let meshRasters: MeshRasterCache?

    /// A canvas drawing into `memory`, which must fit it; its pixels are undefined until `beginFrame` paints them.
    init(pixelWidth: Int, pixelHeight: Int, memory: CanvasMemory, meshRasters: MeshRasterCache? = .shared) throws {
        precondition(memory.fits(pixelWidth: pixelWidth, pixelHeight: pixelHeight), "canvas larger than its memory")
        self.memory = memory
        self.meshRasters = meshRasters
        guard let surface = cairo_image_surface_create_for_data(
            memory.bytes.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(pixelWidth),
            Int32(pixelHeight), Int32(memory.stride))
        else { throw RenderError(.cairo, "cairo_image_surface_create_for_data returned null") }
        // cairo never returns null on failure but a "nil surface" carrying the error status.
        let surfaceStatus = cairo_surface_status(surface)
        guard surfaceStatus == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderError(
                .cairo, "cannot create a \(pixelWidth)×\(pixelHeight) surface: \(describe(surfaceStatus))")
        }
        guard let context = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            throw RenderError(.cairo, "cairo_create returned null")
        }
        let contextStatus = cairo_status(context)
        guard contextStatus == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(context)
            cairo_surface_destroy(surface)
            throw RenderError(.cairo, "cannot create a drawing context: \(describe(contextStatus))")
        }
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.surface = surface
        self.context = context
        // The graphics state as cairo made it, which `beginFrame` goes back to.
        cairo_save(context)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// Resets the context to its initial graphics state, paints the whole canvas opaque `background` (or only
    /// `regions` of it) and sets `scale` pixels per point.
    ///
    /// Painting opaque first keeps every pixel at alpha 255, which is what lets the encoder skip
    /// un-premultiplying and write RGB instead of RGBA.
    func beginFrame(scale: Double, background: RGBA, only regions: [PixelRect]? = nil) {
        precondition(background.alpha >= 1, "the frame background must be opaque")
        // A frame that ended with groups still open (never from layout) must not leak them into this one.
        while cairo_get_group_target(context) != cairo_get_target(context) {
            cairo_pattern_destroy(cairo_pop_group(context))
        }
        openLayerBytes = []
        effectsOverBudget = 0
        // Back to the state saved when the context was made: whatever the last frame set (line joins, caps, dashes,
        // fill rules, matrix, clip) must not reach this one, or a frame would depend on what was drawn before it.
        cairo_restore(context)
        cairo_save(context)
        cairo_new_path(context)
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgb(context, background.red, background.green, background.blue)
        if let regions {
            // Whole pixels: no anti-aliased edge, so every pixel inside gets exactly the background.
            for region in regions {
                cairo_rectangle(
                    context, Double(region.x), Double(region.y), Double(region.width), Double(region.height))
            }
            cairo_fill(context)
        } else {
            cairo_paint(context)
        }
        cairo_set_operator(context, CAIRO_OPERATOR_OVER)
        cairo_scale(context, scale, scale)
    }

    /// Flushes drawing into the pixel buffer and reports any error cairo recorded while drawing.
    ///
    /// cairo's error state is sticky: once set, every later call is a no-op, so one check per frame suffices.
    func finishFrame() throws {
        let status = self.status
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError(.cairo, "drawing failed: \(describe(status))")
        }
        cairo_surface_flush(surface)
    }

    /// The error cairo recorded on this canvas's context, `CAIRO_STATUS_SUCCESS` when none: once set it stays, and
    /// every later drawing call is a no-op (`FrameRenderer` then drops the canvas).
    var status: cairo_status_t { cairo_status(context) }

    /// Calls `body` with the surface's pixels (native-endian premultiplied ARGB32 rows) and the row stride in bytes.
    func withPixels<Result>(_ body: (UnsafeRawPointer, Int) throws -> Result) throws -> Result {
        guard let data = cairo_image_surface_get_data(surface) else {
            throw RenderError(.cairo, "the image surface has no pixel data")
        }
        return try body(UnsafeRawPointer(data), Int(cairo_image_surface_get_stride(surface)))
    }

    /// Fills `shape` inscribed in `rect` (points) with `paint`.
    func fill(_ shape: ShapePath, in rect: Rect, paint: ResolvedPaint) {
        guard isDrawable(rect), let rect = drawableRect(rect, shape: shape) else { return }
        appendPath(shape, in: rect)
        // A material frosts what is behind it under its tint.
        if case .material(let blur, let tint) = paint, fillMaterial(blurring: blur, tint: tint, around: rect) { return }
        guard setSource(paint) else {
            cairo_new_path(context)
            return
        }
        cairo_fill(context)
    }

    /// Strokes the outline of `shape` inscribed in `rect` with a line centred on it, as SwiftUI's `.stroke`
    /// (layout has already inset the shape for `.strokeBorder`).
    func stroke(_ shape: ShapePath, in rect: Rect, paint: ResolvedPaint, style: StrokeStyle) {
        let lineWidth = style.lineWidth
        guard isDrawable(rect), lineWidth.isFinite, lineWidth > 0,
            let rect = drawableRect(rect, shape: shape, outset: lineWidth * deviceScale)
        else { return }
        appendPath(shape, in: rect)
        guard setSource(paint) else {
            cairo_new_path(context)
            return
        }
        setLine(style)
        cairo_stroke(context)
    }

    /// Makes `style` the line the next stroke draws. Lengths are in points: the context's scale turns them into
    /// device pixels, dashes as well as the width.
    private func setLine(_ style: StrokeStyle) {
        cairo_set_line_width(context, style.lineWidth)
        cairo_set_line_cap(context, style.lineCap.cairo)
        cairo_set_line_join(context, style.lineJoin.cairo)
        // A miter is never shorter than the line is wide, so a limit below 1 means what 1 does.
        cairo_set_miter_limit(context, style.miterLimit.isFinite ? max(1, style.miterLimit) : 10)
        // A pattern repeating within a device pixel looks solid, and would cost cairo a segment per dash.
        if let dash = style.drawableDash, dash.reduce(0, +) * deviceScale >= 1 {
            let phase = style.dashPhase.isFinite ? style.dashPhase : 0
            cairo_set_dash(context, dash, Int32(dash.count), phase)
        } else {
            cairo_set_dash(context, nil, 0, 0)
        }
    }

    func setSource(_ color: RGBA) {
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
    }

    func isDrawable(_ rect: Rect) -> Bool {
        rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite
            && rect.width > 0 && rect.height > 0
    }

    func isVisible(_ color: RGBA) -> Bool {
        color.red.isFinite && color.green.isFinite && color.blue.isFinite && color.alpha.isFinite && color.alpha > 0
    }
}

/// cairo's own text for a status, e.g. "out of memory".
func describe(_ status: cairo_status_t) -> String {
    String(cString: cairo_status_to_string(status))
}

extension StrokeStyle.Cap {
    var cairo: cairo_line_cap_t {
        switch self {
        case .butt: return CAIRO_LINE_CAP_BUTT
        case .round: return CAIRO_LINE_CAP_ROUND
        case .square: return CAIRO_LINE_CAP_SQUARE
        }
    }
}

extension StrokeStyle.Join {
    var cairo: cairo_line_join_t {
        switch self {
        case .miter: return CAIRO_LINE_JOIN_MITER
        case .round: return CAIRO_LINE_JOIN_ROUND
        case .bevel: return CAIRO_LINE_JOIN_BEVEL
        }
    }
}
