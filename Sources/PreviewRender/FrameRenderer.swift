internal import CPangoCairo
package import PreviewLayout
import PreviewVector
import PreviewViews

/// Draws display lists into PNG frames. Not thread-safe: create one per thread and keep it (its cairo and Pango
/// objects must never be used by two threads at once, and the first frame pays the font loading cost).
///
/// Each renderer owns its Pango font map rather than using the per-thread default, so it may move between
/// threads as long as only one uses it at a time. It keeps its canvas memory (for frames of any size that fits), its
/// text caches and its encoder scratch buffer from frame to frame, so a long-lived renderer is much cheaper than
/// a new one per frame.
package final class FrameRenderer {
    /// The largest canvas width or height in pixels, matching what `decodePNG` accepts.
    package static let maximumPixelSide = maximumDecodedPixelSide

    /// Painted under every frame before the first item, so that every pixel is opaque.
    private static let background = RGBA(red: 1, green: 1, blue: 1)

    private let text: PangoTextEngine
    private let symbols: SymbolPainter
    private let bitmaps: BitmapCache
    /// Mesh gradients drawn once and kept (`MeshRaster`); nil draws every mesh in full in every frame.
    private let meshRasters: MeshRasterCache?
    private let encoder: PNGEncoder
    /// The canvas of the latest frame, kept for the next one of the same size (`canvas(pixelWidth:pixelHeight:)`).
    private(set) var canvas: CairoCanvas?
    private var canvasMemory: CanvasMemory?
    private let clock = ContinuousClock()

    /// How long the latest `render` spent drawing and encoding; nil before the first frame.
    package private(set) var lastFrameTimings: FrameTimings?

    /// Bytes of decoded images a renderer keeps by default (`init(imageBudget:)`).
    package static let defaultImageBudget = BitmapCache.defaultByteCapacity

    /// Throws `RenderError` when Pango cannot set up its font map or contexts. `imageBudget` bounds the bytes of
    /// decoded asset images kept from frame to frame (`BitmapCache`); `meshRasters` keeps mesh gradients' rasters
    /// (shared by every renderer unless given another; nil draws each mesh's patches in full, as a baseline).
    package init(
        imageBudget: Int = FrameRenderer.defaultImageBudget, meshRasters: MeshRasterCache? = .shared
    ) throws {
        bitmaps = BitmapCache(byteCapacity: max(0, imageBudget))
        self.meshRasters = meshRasters
        text = try PangoTextEngine()
        encoder = try PNGEncoder()
        symbols = SymbolPainter(contexts: text.drawContexts)
    }

    /// Measures text exactly as `render` draws it (same font map, same options).
    package var textMeasurer: any TextMeasurer { PangoTextMeasurer(engine: text) }

    /// The characters of `text` in `font` that no installed font has a glyph for (`textsWithMissingGlyphs(in:)`).
    func missingCharacters(_ string: String, font: ResolvedFont) -> [Unicode.Scalar] {
        text.missingCharacters(string, font: font)
    }

    /// How much text this renderer has shaped so far (cache misses), for tests and frame statistics.
    package var textStatistics: TextCacheStatistics { text.statistics }

    /// How many image files this renderer has decoded (cache misses), for tests.
    package var bitmapDecodes: Int { bitmaps.decodes }

    /// The images this renderer keeps at the smaller size they are drawn at, and the bytes of full-size decodes it
    /// keeps for them, for tests.
    package var bitmapSizes: (shrunk: Int, heldBytes: Int) { (bitmaps.shrunkCopies, bitmaps.heldBytes) }

    /// Sizes of one image a renderer keeps copies of, for tests.
    package static var imageSizesKept: Int { BitmapCache.sizesPerImage }

    /// Bytes of pixel and encoder memory the renderer keeps between frames (its canvas memory, the PNG encoder's
    /// scratch), for tests: sized to the frames it draws now, not to the largest it has drawn.
    package var keptFrameBytes: Int { (canvasMemory.map { $0.stride * $0.pixelHeight } ?? 0) + encoder.keptBytes }

    /// How many frames `renderChanges` drew in part, for tests.
    package private(set) var framesDrawnInPart = 0

    /// How many opacities, shadows and blurs the latest frame drew without their offscreen layer, because its layers
    /// would have taken more than `DrawingLimits.offscreenBudget`.
    package private(set) var lastFrameEffectsOverBudget = 0

    /// The image files the latest frame drew as a neutral box because they could not be decoded or read. A frame
    /// drawn in part (`renderChanges`) names only those in the tiles it drew; `knownUndrawnImages(in:)` names all.
    package var lastFrameUndrawnImages: [UndrawnImage] { undrawn.all }
    private var undrawn = UndrawnImages()

    /// The most pixel memory one canvas may take: a 2,896-point square at 2×, or a phone-wide preview 9,000 points
    /// tall at 3×.
    /// Larger canvases are refused (`RenderError.Code.invalidCanvas`) before anything is allocated.
    package static let maximumCanvasBytes = 128 << 20

    /// The pixels per point a canvas may have: far beyond any screen's 1–3 either way, and enough for cairo to
    /// invert the canvas matrix (a scale of 5e-324 cannot be).
    package static let scaleRange = (1.0 / 64)...64

    /// Rasterises `list` at `scale` pixels per point and encodes it as PNG.
    ///
    /// The image is `ceil(size * scale)` pixels on each side, white where no item draws. With `tiles` it also
    /// hashes its own tiles, and with `previous` (the tiles of the frame the clients have) it encodes the changed
    /// rectangles as patches (`RenderedImage.damage`) besides the full PNG, which stays the keyframe and the frame
    /// served by hash. With `encodeLater`, an image that has patches comes back without its PNG, so its damage can
    /// be sent before the PNG is encoded (a phone frame's takes about 25 ms): the caller renders the list again
    /// for it, with `tiles` and no `previous`. With `webp`, the image also carries a lossless WebP of the whole
    /// frame wherever it carries the PNG.
    package func render(
        _ list: DisplayList, scale: Double, tiles: Bool = false, previous: TileHashes? = nil, encodeLater: Bool = false,
        webp: Bool = false
    ) throws -> RenderedImage {
        try discardingStateOnFailure {
            try renderWhole(list, scale: scale, tiles: tiles, previous: previous, encodeLater: encodeLater, webp: webp)
        }
    }

    private func renderWhole(
        _ list: DisplayList, scale: Double, tiles: Bool, previous: TileHashes?, encodeLater: Bool, webp: Bool
    ) throws -> RenderedImage {
        let start = clock.now
        let (pixelWidth, pixelHeight) = try Self.pixelSize(of: list.size, scale: scale)
        let canvas = try draw(list, scale: scale, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        let drawn = clock.now
        let image = try canvas.withPixels { pixels, stride in
            func encodeWebP() throws -> [UInt8]? {
                webp
                    ? try WebPEncoder().encode(argb32: pixels, stride: stride, width: pixelWidth, height: pixelHeight)
                    : nil
            }
            guard tiles || previous != nil else {
                let png = try encoder.encode(argb32: pixels, stride: stride, width: pixelWidth, height: pixelHeight)
                var image = RenderedImage(pixelWidth: pixelWidth, pixelHeight: pixelHeight, png: png)
                image.webp = try encodeWebP()
                return image
            }
            let grid = TileHashes(argb32: pixels, stride: stride, width: pixelWidth, height: pixelHeight)
            // Identical pixels have nothing to patch; the pipeline does not publish them anyway.
            let damage = try previous.flatMap { DamageRegion.rectangles(grid, since: $0) }.flatMap { rectangles in
                rectangles.isEmpty ? nil : try patches(rectangles, pixels: pixels, stride: stride)
            }
            var image = RenderedImage(
                pixelWidth: pixelWidth, pixelHeight: pixelHeight, png: [], tiles: grid, damage: damage)
            if !encodeLater || damage == nil {
                image.png = try encoder.encode(argb32: pixels, stride: stride, width: pixelWidth, height: pixelHeight)
                image.webp = try encodeWebP()
            }
            return image
        }
        lastFrameTimings = FrameTimings(raster: drawn - start, encode: clock.now - drawn)
        return image
    }

    /// Draws only the tiles of `list` that its changes since `old` can reach (`DisplayList.damage`): their
    /// background and the items that reach them (`DisplayList.keepingItems`), onto a canvas that may hold another
    /// frame elsewhere. Returns the image with its tiles and its damage against `previous` (the tiles of `old`'s
    /// frame) but no PNG: the tiles it did not draw keep their hashes from `previous`. A one-label edit of a phone
    /// frame draws a few items and hashes a few tiles instead of 3 million pixels.
    ///
    /// The caller renders the whole list afterwards for the PNG (`render` with `tiles`) and compares the hashes,
    /// so a change `damage` did not bound is corrected by a full frame. Nil when a full render is needed now: a
    /// different canvas, changes that cannot be bounded, or changes that reach more than half the frame.
    package func renderChanges(_ list: DisplayList, since old: DisplayList, previous: TileHashes, scale: Double) throws
        -> RenderedImage?
    {
        try discardingStateOnFailure { try renderPart(list, since: old, previous: previous, scale: scale) }
    }

    private func renderPart(_ list: DisplayList, since old: DisplayList, previous: TileHashes, scale: Double) throws
        -> RenderedImage?
    {
        let start = clock.now
        let (pixelWidth, pixelHeight) = try Self.pixelSize(of: list.size, scale: scale)
        guard previous.pixelWidth == pixelWidth, previous.pixelHeight == pixelHeight,
            let areas = list.damage(since: old)
        else {
            return nil
        }
        let tileSize = previous.tileSize, columns = previous.columns, rows = previous.rows
        var reached = [Bool](repeating: false, count: columns * rows)
        // A pixel coordinate of `points`, kept to the canvas before it becomes an `Int` (a change a billion
        // points away is off the canvas, and would not fit an `Int` at all further out).
        func pixel(_ points: Double, _ rounding: FloatingPointRoundingRule, _ limit: Int) -> Int {
            let value = (points * scale).rounded(rounding)
            return value.isNaN ? 0 : Int(Swift.min(Swift.max(value, 0), Double(limit)))
        }
        for area in areas {
            let left = pixel(area.minX, .down, pixelWidth), top = pixel(area.minY, .down, pixelHeight)
            let right = pixel(area.maxX, .up, pixelWidth), bottom = pixel(area.maxY, .up, pixelHeight)
            guard right > left, bottom > top else { continue }
            let tiles = PixelRect(x: left, y: top, width: right - left, height: bottom - top).tiles(of: tileSize)
            for row in tiles.rows { for column in tiles.columns { reached[row * columns + column] = true } }
        }
        let regions = DamageRegion.merge(
            changed: reached, columns: columns, rows: rows, tileSize: tileSize, pixelWidth: pixelWidth,
            pixelHeight: pixelHeight)
        let drawnArea = regions.reduce(0) { $0 + $1.area }
        guard Double(drawnArea) <= DamageRegion.maximumDamagedFraction * Double(pixelWidth * pixelHeight) else {
            return nil
        }
        // More regions than `maximumRectangles` merge into their bounding box, which may take in tiles not reached.
        for region in regions {
            let tiles = region.tiles(of: tileSize)
            for row in tiles.rows { for column in tiles.columns { reached[row * columns + column] = true } }
        }
        let reachedPoints = regions.map { region in
            Rect(
                x: Double(region.x) / scale, y: Double(region.y) / scale, width: Double(region.width) / scale,
                height: Double(region.height) / scale)
        }
        let canvas = try draw(
            list.keepingItems(reaching: reachedPoints, scale: scale), scale: scale, pixelWidth: pixelWidth,
            pixelHeight: pixelHeight,
            only: regions)
        framesDrawnInPart += 1
        let drawn = clock.now
        let image = try canvas.withPixels { pixels, stride -> RenderedImage? in
            var hashes = previous.hashes
            for region in regions {
                let part = TileHashes(
                    argb32: pixels + region.y * stride + region.x * 4, stride: stride, width: region.width,
                    height: region.height, tileSize: tileSize)
                let tiles = region.tiles(of: tileSize)
                for (row, gridRow) in tiles.rows.enumerated() {
                    for (column, gridColumn) in tiles.columns.enumerated() {
                        hashes[gridRow * columns + gridColumn] = part.hashes[row * part.columns + column]
                    }
                }
            }
            let grid = TileHashes(pixelWidth: pixelWidth, pixelHeight: pixelHeight, tileSize: tileSize, hashes: hashes)
            guard let changed = DamageRegion.rectangles(grid, since: previous) else { return nil }
            // Patches are cut from the canvas, which holds this frame only where it was drawn.
            let inside = changed.allSatisfy { rect in
                let tiles = rect.tiles(of: tileSize)
                return tiles.rows.allSatisfy { row in tiles.columns.allSatisfy { reached[row * columns + $0] } }
            }
            guard inside else { return nil }
            let damage = changed.isEmpty ? nil : try patches(changed, pixels: pixels, stride: stride)
            return RenderedImage(pixelWidth: pixelWidth, pixelHeight: pixelHeight, png: [], tiles: grid, damage: damage)
        }
        lastFrameTimings = FrameTimings(raster: drawn - start, encode: clock.now - drawn)
        return image
    }

    /// Runs one frame's work; when it throws, drops the canvas and its memory, so that whatever state the failure
    /// left in cairo (an error status is sticky: every later call on that context is a no-op) cannot reach the
    /// next frame, which starts on a new canvas.
    private func discardingStateOnFailure<Result>(_ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch {
            canvas = nil
            canvasMemory = nil
            throw error
        }
    }

    /// Paints the background (everywhere, or only inside `regions`) and `list` on the canvas for this pixel size.
    private func draw(
        _ list: DisplayList, scale: Double, pixelWidth: Int, pixelHeight: Int, only regions: [PixelRect]? = nil
    ) throws -> CairoCanvas {
        let canvas = try self.canvas(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        canvas.beginFrame(scale: scale, background: Self.background, only: regions)
        undrawn = UndrawnImages()
        try text.beginFrame(on: canvas, scale: scale)
        draw(list.items, on: canvas, clippingTopLevelTo: regions)
        text.endFrame()
        lastFrameEffectsOverBudget = canvas.effectsOverBudget
        try canvas.finishFrame()
        return canvas
    }

    /// Each rectangle of the raster at `pixels` encoded as a PNG of its own.
    private func patches(_ rectangles: [PixelRect], pixels: UnsafeRawPointer, stride: Int) throws -> [ImagePatch] {
        try rectangles.map { rect in
            ImagePatch(rect: rect, png: try encoder.encode(
                argb32: pixels + rect.y * stride + rect.x * 4, stride: stride, width: rect.width, height: rect.height))
        }
    }

    /// Draws `items` back to front, opening and closing groups as the push and pop items say.
    ///
    /// Layout always balances pushes and pops; for any other list an extra pop is ignored and groups left
    /// open are closed at the end, so a bad list draws something rather than leaking cairo state.
    ///
    /// With `regions` (drawing in part), rectangles filled with one colour outside every group are clipped to
    /// them, so a full-screen background does not cost a full-screen fill; the same pixels come out inside. Other
    /// items are drawn whole: cairo anti-aliases strokes and shape clips under a rectangle clip slightly
    /// differently (`PartialRasterTests` caught both), and those are small anyway.
    private func draw(_ items: [DisplayItem], on canvas: CairoCanvas, clippingTopLevelTo regions: [PixelRect]? = nil) {
        var open: [OpenGroup] = []
        for item in items {
            switch item {
            case .pushClip(let shape, let rect):
                open.append(canvas.pushClip(shape, in: rect))
            case .pushTransform(let transform):
                open.append(canvas.pushTransform(transform))
            case .pushOpacity(let opacity, let bounds):
                open.append(canvas.pushGroup(.opacity(opacity), region: bounds))
            case .pushShadow(let color, let radius, let x, let y, let bounds):
                let region = item.effectBounds ?? bounds
                open.append(
                    canvas.pushGroup(.shadow(color: color, radius: radius, x: x, y: y, region: region), region: region))
            case .pushBlur(let radius, let bounds):
                let region = item.effectBounds ?? bounds
                open.append(canvas.pushGroup(.blur(radius: radius, region: region), region: region))
            case .pushColorMatrix(let matrix, let bounds):
                open.append(canvas.pushGroup(.colorMatrix(matrix, region: bounds), region: bounds))
            case .pushBlend(let mode, let bounds):
                open.append(canvas.pushGroup(.blend(mode, region: bounds), region: bounds))
            case .pop:
                if let group = open.popLast() { canvas.close(group) }
            case .fill(.rectangle, _, .color) where regions != nil && open.isEmpty:
                canvas.clipped(to: regions!) { drawLeaf(item, on: canvas) }
            case .fill, .stroke, .text, .symbol, .bitmap, .hitRegion:
                drawLeaf(item, on: canvas)
            }
        }
        while let group = open.popLast() { canvas.close(group) }
    }

    /// Draws one item that opens no group.
    private func drawLeaf(_ item: DisplayItem, on canvas: CairoCanvas) {
        switch item {
        case .fill(let shape, let rect, let paint):
            canvas.fill(shape, in: rect, paint: paint)
        case .stroke(let shape, let rect, let paint, let style):
            canvas.stroke(shape, in: rect, paint: paint, style: style)
        case .text(let string, let rect, let font, let color, let alignment, let lineLimit):
            // Text, symbols and images beyond `DrawingLimits` are left out: no screen shows them.
            guard canvas.reach(of: rect) == .whole else { return }
            text.draw(
                string, in: rect, font: font, color: color, alignment: alignment, lineLimit: lineLimit, on: canvas)
        case .symbol(let name, let rect, let color, let secondary):
            guard canvas.reach(of: rect) == .whole else { return }
            symbols.draw(name, in: rect, color: color, secondary: secondary, on: canvas)
        case .bitmap(let path, let stamp, let rect, let tint):
            guard canvas.reach(of: rect) == .whole else { return }
            let pixels = canvas.devicePixels(of: rect)
            if let format = VectorDocument.Format(path: path) {
                if let failure = canvas.drawVector(at: path, stamp: stamp, format: format, in: rect, tint: tint) {
                    canvas.fill(.roundedRectangle(cornerRadius: 4), in: rect, paint: .color(Self.missingImage))
                    undrawn.add(path, failure)
                }
            } else if let visible = canvas.visibleFraction(of: rect) {
                guard let image = bitmaps.image(at: path, drawnAt: pixels.width, pixels.height, showing: visible) else {
                    // Unreadable, or neither a PNG nor a JPEG: the same neutral box layout draws for a missing asset,
                    // and the frame names it, so the preview says why it shows a box.
                    canvas.fill(.roundedRectangle(cornerRadius: 4), in: rect, paint: .color(Self.missingImage))
                    undrawn.add(path, bitmaps.lastFailure)
                    return
                }
                canvas.draw(image, in: rect, tint: tint)
            } else if let failure = bitmaps.knownFailure(at: path) {
                // Clipped away entirely: nothing to draw, but a file known to be broken is still named.
                undrawn.add(path, failure)
            }
        case .hitRegion, .pushClip, .pushTransform, .pushOpacity, .pushShadow, .pushBlur, .pushColorMatrix, .pushBlend,
            .pop:
            break  // hit regions draw nothing (layout keeps them in `DisplayList.hitRegions`); groups are `draw`'s
        }
    }

    /// Why the file at `path` (of version `stamp`, for vector documents) could not be drawn when last tried; nil when
    /// it was drawn, or has not been tried in this version.
    func knownFailure(at path: String, stamp: String) -> String? {
        if let format = VectorDocument.Format(path: path) {
            guard
                case .failure(let error)? = VectorDocumentCache.shared.document(
                    path: path, stamp: stamp, format: format, data: { nil })
            else { return nil }
            return error.description
        }
        return bitmaps.knownFailure(at: path)
    }

    /// The fill of an image that cannot be drawn: the grey layout uses for missing assets.
    private static let missingImage = RGBA(142, 142, 147, alpha: 0.2)

    /// The canvas for this pixel size: the previous one when the size is unchanged, else a new one over the same
    /// memory where it fits (`CanvasMemory`).
    private func canvas(pixelWidth: Int, pixelHeight: Int) throws -> CairoCanvas {
        if let canvas, canvas.pixelWidth == pixelWidth, canvas.pixelHeight == pixelHeight,
            canvas.status == CAIRO_STATUS_SUCCESS
        {
            return canvas
        }
        canvas = nil
        let memory = CanvasMemory.forCanvas(pixelWidth: pixelWidth, pixelHeight: pixelHeight, current: canvasMemory)
        canvasMemory = memory
        let fresh = try CairoCanvas(
            pixelWidth: pixelWidth, pixelHeight: pixelHeight, memory: memory, meshRasters: meshRasters)
        canvas = fresh
        return fresh
    }

    /// `ceil(size * scale)` per side, validated.
    static func pixelSize(of size: Size, scale: Double) throws -> (width: Int, height: Int) {
        guard scale.isFinite, scale > 0 else {
            throw RenderError(.invalidCanvas, "scale \(scale) is not a positive number")
        }
        guard scaleRange.contains(scale) else {
            throw RenderError(.invalidCanvas, """
                scale \(scale) is no screen's: a scale is from \(scaleRange.lowerBound) to \(scaleRange.upperBound) \
                pixels per point
                """)
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
        let width = try pixels(size.width, "width"), height = try pixels(size.height, "height")
        guard width * height * 4 <= maximumCanvasBytes else {
            throw RenderError(
                .invalidCanvas,
                """
                canvas \(width)×\(height) px would take \(width * height * 4 >> 20) MB, more than the \
                \(maximumCanvasBytes >> 20) MB a frame may use
                """)
        }
        return (width, height)
    }
}

/// Where one frame's time went, for logs (`frame.ms`) and performance reports.
package struct FrameTimings: Equatable, Sendable {
    /// Painting the background and every item, text included.
    package var raster: Duration
    /// Converting to PNG scanlines and compressing them into a PNG.
    package var encode: Duration

    package var total: Duration { raster + encode }
}
