import PreviewLayout
import PreviewViews

/// Draws display lists into PNG frames. Not thread-safe: create one per thread and keep it (its cairo and Pango
/// objects must never be used by two threads at once, and the first frame pays the font loading cost).
///
/// Each renderer owns its Pango font map rather than using the per-thread default, so it may move between
/// threads as long as only one uses it at a time. It keeps its canvas (while the pixel size stays the same), its
/// text caches and its encoder scratch buffer from frame to frame, so a long-lived renderer is much cheaper than
/// a new one per frame.
package final class FrameRenderer {
    /// The largest canvas width or height in pixels, matching what `decodePNG` accepts.
    package static let maximumPixelSide = maximumDecodedPixelSide

    /// Painted under every frame before the first item, so that every pixel is opaque.
    private static let background = RGBA(red: 1, green: 1, blue: 1)

    private let text: PangoTextEngine
    private let symbols: SymbolPainter
    private let bitmaps = BitmapCache()
    private let encoder: PNGEncoder
    private var canvas: CairoCanvas?
    private let clock = ContinuousClock()

    /// How long the latest `render` spent drawing and encoding; nil before the first frame.
    package private(set) var lastFrameTimings: FrameTimings?

    /// Throws `RenderError` when Pango cannot set up its font map or contexts.
    package init() throws {
        text = try PangoTextEngine()
        encoder = try PNGEncoder()
        symbols = SymbolPainter(context: text.drawContext)
    }

    /// Measures text exactly as `render` draws it (same font map, same options).
    package var textMeasurer: any TextMeasurer { PangoTextMeasurer(engine: text) }

    /// How much text this renderer has shaped so far (cache misses), for tests and frame statistics.
    package var textStatistics: TextCacheStatistics { text.statistics }

    /// How many image files this renderer has decoded (cache misses), for tests.
    package var bitmapDecodes: Int { bitmaps.decodes }

    /// Rasterises `list` at `scale` pixels per point and encodes it as PNG.
    ///
    /// The image is `ceil(size * scale)` pixels on each side, white where no item draws. With `tiles` it also
    /// hashes its own tiles, and with `previous` (the tiles of the frame the clients have) it encodes the changed
    /// rectangles as patches (`RenderedImage.damage`) besides the full PNG, which stays the keyframe and the frame
    /// served by hash. With `encodeLater`, an image that has patches comes back without its PNG: the pixels are
    /// copied out instead (`RenderedImage.unencoded`), so its damage can be sent while `encodeFullImage` runs later
    /// (a phone frame's PNG takes about 25 ms; the copy about 2).
    package func render(
        _ list: DisplayList, scale: Double, tiles: Bool = false, previous: TileHashes? = nil, encodeLater: Bool = false
    ) throws -> RenderedImage {
        let start = clock.now
        let (pixelWidth, pixelHeight) = try Self.pixelSize(of: list.size, scale: scale)
        let canvas = try self.canvas(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        canvas.beginFrame(scale: scale, background: Self.background)
        text.beginFrame(on: canvas)
        draw(list.items, on: canvas)
        text.endFrame()
        try canvas.finishFrame()
        let drawn = clock.now
        let image = try canvas.withPixels { pixels, stride in
            guard tiles || previous != nil else {
                let png = try encoder.encode(argb32: pixels, stride: stride, width: pixelWidth, height: pixelHeight)
                return RenderedImage(pixelWidth: pixelWidth, pixelHeight: pixelHeight, png: png)
            }
            let grid = TileHashes(argb32: pixels, stride: stride, width: pixelWidth, height: pixelHeight)
            // Identical pixels have nothing to patch; the pipeline does not publish them anyway.
            let damage = try previous.flatMap { DamageRegion.rectangles(grid, since: $0) }.flatMap { rectangles in
                rectangles.isEmpty ? nil : try rectangles.map { rect in
                    ImagePatch(rect: rect, png: try encoder.encode(
                        argb32: pixels + rect.y * stride + rect.x * 4, stride: stride, width: rect.width, height: rect.height))
                }
            }
            var image = RenderedImage(pixelWidth: pixelWidth, pixelHeight: pixelHeight, png: [], tiles: grid, damage: damage)
            if encodeLater && damage != nil {
                image.unencoded = UnencodedPixels(
                    argb32: Array(UnsafeRawBufferPointer(start: pixels, count: stride * pixelHeight)), stride: stride)
            } else {
                image.png = try encoder.encode(argb32: pixels, stride: stride, width: pixelWidth, height: pixelHeight)
            }
            return image
        }
        lastFrameTimings = FrameTimings(raster: drawn - start, encode: clock.now - drawn)
        return image
    }

    /// Encodes the PNG of an image `render(encodeLater: true)` left unencoded, and drops its pixel copy.
    package func encodeFullImage(_ image: inout RenderedImage) throws {
        guard let pixels = image.unencoded else { return }
        let start = clock.now
        image.png = try pixels.argb32.withUnsafeBytes { buffer in
            try encoder.encode(argb32: buffer.baseAddress!, stride: pixels.stride, width: image.pixelWidth, height: image.pixelHeight)
        }
        image.unencoded = nil
        lastFrameTimings = FrameTimings(raster: .zero, encode: clock.now - start)
    }

    /// Draws `items` back to front, opening and closing groups as the push and pop items say.
    ///
    /// Layout always balances pushes and pops; for any other list an extra pop is ignored and groups left
    /// open are closed at the end, so a bad list draws something rather than leaking cairo state.
    private func draw(_ items: [DisplayItem], on canvas: CairoCanvas) {
        var open: [OpenGroup] = []
        for item in items {
            switch item {
            case .fill(let shape, let rect, let paint):
                canvas.fill(shape, in: rect, paint: paint)
            case .stroke(let shape, let rect, let paint, let lineWidth):
                canvas.stroke(shape, in: rect, paint: paint, lineWidth: lineWidth)
            case .text(let string, let rect, let font, let color, let alignment, let lineLimit):
                text.draw(string, in: rect, font: font, color: color, alignment: alignment, lineLimit: lineLimit, on: canvas)
            case .symbol(let name, let rect, let color):
                symbols.draw(name, in: rect, color: color, on: canvas)
            case .bitmap(let path, let rect, let tint):
                if let image = bitmaps.image(at: path) {
                    canvas.draw(image, in: rect, tint: tint)
                } else {
                    // Unreadable or not a PNG: the same neutral box layout draws for a missing asset.
                    canvas.fill(.roundedRectangle(cornerRadius: 4), in: rect, paint: .color(Self.missingImage))
                }
            case .pushClip(let shape, let rect):
                open.append(canvas.pushClip(shape, in: rect))
            case .pushTransform(let transform):
                open.append(canvas.pushTransform(transform))
            case .pushOpacity(let opacity, let bounds):
                open.append(canvas.pushGroup(.opacity(opacity), region: bounds))
            case .pushShadow(let color, let radius, let x, let y, let bounds):
                let region = item.effectBounds ?? bounds
                open.append(canvas.pushGroup(.shadow(color: color, radius: radius, x: x, y: y, region: region), region: region))
            case .pushBlur(let radius, let bounds):
                let region = item.effectBounds ?? bounds
                open.append(canvas.pushGroup(.blur(radius: radius, region: region), region: region))
            case .pop:
                if let group = open.popLast() { canvas.close(group) }
            case .hitRegion:
                continue  // not drawn; layout keeps these in `DisplayList.hitRegions`
            }
        }
        while let group = open.popLast() { canvas.close(group) }
    }

    /// The fill of an image that cannot be drawn: the grey layout uses for missing assets.
    private static let missingImage = RGBA(142, 142, 147, alpha: 0.2)

    /// The canvas for this pixel size, reusing the previous one when the size is unchanged.
    private func canvas(pixelWidth: Int, pixelHeight: Int) throws -> CairoCanvas {
        if let canvas, canvas.pixelWidth == pixelWidth, canvas.pixelHeight == pixelHeight { return canvas }
        canvas = nil  // release the old surface before allocating the new one
        let fresh = try CairoCanvas(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        canvas = fresh
        return fresh
    }

    /// `ceil(size * scale)` per side, validated.
    static func pixelSize(of size: Size, scale: Double) throws -> (width: Int, height: Int) {
        guard scale.isFinite, scale > 0 else {
            throw RenderError(.invalidCanvas, "scale \(scale) is not a positive number")
        }
        func pixels(_ points: Double, _ name: String) throws -> Int {
            // The tolerance keeps products like 852 × 3.0000000000000004 from growing a stray pixel.
            let exact = points * scale
            guard exact.isFinite, exact > 0 else {
                throw RenderError(.invalidCanvas, "canvas \(name) \(points) × \(scale) is not a positive number")
            }
            let rounded = (exact - 1e-9).rounded(.up)
            guard rounded <= Double(maximumPixelSide) else {
                throw RenderError(.invalidCanvas, "canvas \(name) \(rounded) px exceeds \(maximumPixelSide) px")
            }
            return max(1, Int(rounded))
        }
        return (try pixels(size.width, "width"), try pixels(size.height, "height"))
    }
}

/// Where one frame's time went, for logs (`frame.ms`) and performance reports.
package struct FrameTimings: Equatable, Sendable {
    /// Painting the background and every item, text included.
    package var raster: Duration
    /// Converting to PNG scanlines and compressing them into a PNG.
    package var encode: Duration
}
