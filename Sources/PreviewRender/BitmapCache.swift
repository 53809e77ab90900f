internal import CPangoCairo
import Foundation
import PreviewFiles
import PreviewViews

/// Decoded asset images as cairo surfaces, by file path and by the size they are drawn at, kept across frames.
///
/// A file is decoded once; each frame only checks its modification time and size, so an asset edited on disk
/// is picked up by the next frame that draws it. Files that cannot be decoded or are refused are remembered too
/// (and drawn as a neutral box) until they change. A file that is there but cannot be opened now (`EMFILE`, `EIO`)
/// keeps its last decoded version, and is tried again by the next frame. Files are read through `ProjectBoundary`,
/// as the model read them: a file swapped for a link since the model accepted it is not drawn. Not thread-safe:
/// owned by one `FrameRenderer`.
///
/// Asset catalogs hold photos and artwork far larger than a screen draws them (a 2400×2400 @3x layer shown as a
/// 60-point thumbnail). cairo's good filter shrinks such an image with a convolution over every source pixel it
/// covers, in every frame, which was a quarter of a real app's whole-project render; and the full-size surface,
/// 23 MB for that layer, was kept per renderer. So an image drawn much smaller than it is is kept at the pixel size
/// it is drawn at (one shrink, with the same filter), and its full-size decode only while few bytes are held so.
///
/// Everything kept, full-size decodes and shrunk copies alike, fits in `byteCapacity`: what a render thread holds
/// for images is known whatever a project's catalogs contain. Beyond it the least recently drawn surfaces go; one
/// drawn again is decoded (and shrunk) again.
final class BitmapCache {
    /// Images kept before the cache is emptied.
    static let capacity = 64
    /// Bytes of decoded pixels kept, per renderer. Full-size decodes of images drawn shrunk stay for the next size
    /// they are drawn at (the phone's @3x and the tablet's @2x frames of one preview alternate) while they fit.
    static let byteCapacity = 64 << 20
    /// Sizes of one image kept; beyond them it is drawn from its full-size decode.
    static let sizesPerImage = 8
    /// As the asset catalog's limit for an image file.
    static let maximumFileSize = 64 << 20
    /// Below this fraction of its size on both axes an image is kept at the size drawn: cairo's good filter turns
    /// from bilinear sampling to a convolution at about this scale.
    static let shrinkThreshold = 0.75

    /// Decoded pixels: a `cairo_surface_t*` in ARGB32 (premultiplied) and its size.
    final class Surface {
        let pointer: OpaquePointer
        let width: Int
        let height: Int

        init(pointer: OpaquePointer, width: Int, height: Int) {
            self.pointer = pointer
            self.width = width
            self.height = height
        }

        var bytes: Int { width * height * 4 }
        /// When it was last drawn, for `byteCapacity`.
        var lastUse = 0

        deinit { cairo_surface_destroy(pointer) }
    }

    /// One version of a file: its full-size decode (while kept) and the shrunk copies made from it.
    final class Entry {
        let stamp: FileStamp
        /// nil for a file that could not be decoded (`failure`), or whose full-size decode was let go.
        var original: Surface?
        /// Why the file could not be decoded, in lower case; nil when it was.
        let failure: String?
        let width: Int
        let height: Int
        var sizes: [PixelSize: Surface] = [:]

        var failed: Bool { failure != nil }

        init(stamp: FileStamp, decoded: Result<Surface, DecodeFailure>) {
            self.stamp = stamp
            switch decoded {
            case .success(let surface):
                (original, failure, width, height) = (surface, nil, surface.width, surface.height)
            case .failure(let reason):
                (original, failure, width, height) = (nil, reason.description, 0, 0)
            }
        }
    }

    struct PixelSize: Hashable {
        var width: Int
        var height: Int
    }

    /// What identifies one version of a file.
    struct FileStamp: Equatable {
        var modified: Date?
        var size: Int?
    }

    private var entries: [String: Entry] = [:]
    private var uses = 0
    /// Files decoded so far (cache misses, including a file decoded again for a new size), for tests.
    private(set) var decodes = 0

    /// Copies kept at a smaller size than their file.
    var shrunkCopies: Int { entries.values.reduce(0) { $0 + $1.sizes.count } }
    /// Bytes of decoded pixels kept: full-size decodes and shrunk copies.
    var heldBytes: Int {
        entries.values.reduce(0) { held, entry in
            held + (entry.original?.bytes ?? 0) + entry.sizes.values.reduce(0) { $0 + $1.bytes }
        }
    }

    /// Why the file at `path` could not be drawn when it was last tried, if that version of it is still there: a
    /// failure remembered, found without reading or decoding anything.
    func knownFailure(at path: String) -> String? {
        guard let cached = entries[path], cached.stamp == Self.stamp(of: path) else { return nil }
        return cached.failure
    }

    /// Why the latest `image(at:drawnAt:_:)` that returned nil could not give an image.
    private(set) var lastFailure = ""

    /// The decoded image at `path` for drawing over `width` × `height` device pixels: the full-size decode, or a
    /// copy already shrunk to that size when it is much smaller. Nil when the file cannot be read as a PNG or JPEG
    /// (`lastFailure` says why).
    func image(at path: String, drawnAt width: Double, _ height: Double) -> Surface? {
        let decodesBefore = decodes
        let stamp = Self.stamp(of: path)
        let entry: Entry
        if let cached = entries[path], cached.stamp == stamp {
            entry = cached
        } else {
            guard let decoded = decode(path, stamp: stamp, keepingOnFailure: entries[path]) else {
                lastFailure = "the file could not be opened"
                return nil
            }
            entry = decoded
        }
        if let failure = entry.failure {
            lastFailure = failure
            return nil
        }
        var surface: Surface
        var madeCopy = false
        let size = Self.shrunkSize(of: entry, drawnAt: width, height)
        if let size, let shrunk = entry.sizes[size] {
            surface = shrunk
        } else {
            guard let original = original(of: entry, path: path) else {
                lastFailure = "the file changed while it was read"
                return nil
            }
            surface = original
            if let size, let shrunk = Self.shrink(original, to: size) {
                entry.sizes[size] = shrunk
                surface = shrunk
                madeCopy = true
            }
        }
        uses += 1
        surface.lastUse = uses
        // Only a new decode or copy can take the cache past its bytes.
        if madeCopy || decodes != decodesBefore { trim(keeping: surface) }
        return surface
    }

    /// The pixel size to keep `entry` at when drawn over `width` × `height` device pixels, or nil to draw it from
    /// its full-size decode (not much smaller, or already kept at as many sizes as an image is).
    private static func shrunkSize(of entry: Entry, drawnAt width: Double, _ height: Double) -> PixelSize? {
        guard width.isFinite, height.isFinite, width > 0, height > 0,
            width < Double(entry.width) * shrinkThreshold, height < Double(entry.height) * shrinkThreshold
        else { return nil }
        let size = PixelSize(width: max(1, Int(width.rounded(.up))), height: max(1, Int(height.rounded(.up))))
        guard entry.sizes[size] != nil || entry.sizes.count < sizesPerImage else { return nil }
        return size
    }

    private static func stamp(of path: String) -> FileStamp {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        return FileStamp(
            modified: attributes?[.modificationDate] as? Date, size: (attributes?[.size] as? NSNumber)?.intValue)
    }

    /// Reads and decodes `path` into a new entry; nil (keeping `previous`) when the file cannot be opened now.
    private func decode(_ path: String, stamp: FileStamp, keepingOnFailure previous: Entry?) -> Entry? {
        let read = ProjectBoundary.readAccepted(atAbsolutePath: path, maximumSize: Self.maximumFileSize)
        if case .failure(.unreadable) = read {
            // Stale, not gone: the last version stays (its old stamp makes the next frame try again).
            return previous.flatMap { $0.failed ? nil : $0 }
        }
        if entries.count >= Self.capacity { entries.removeAll() }
        let entry = Entry(stamp: stamp, decoded: Self.decode(read))
        decodes += 1
        entries[path] = entry
        return entry
    }

    /// `entry`'s full-size decode, decoding the file again if it was let go (and the file still has the version
    /// the entry is of).
    private func original(of entry: Entry, path: String) -> Surface? {
        defer {
            uses += 1
            entry.original?.lastUse = uses
        }
        if entry.original == nil {
            let read = ProjectBoundary.readAccepted(atAbsolutePath: path, maximumSize: Self.maximumFileSize)
            guard case .success(let surface) = Self.decode(read), surface.width == entry.width, surface.height == entry.height
            else { return nil }
            decodes += 1
            entry.original = surface
        }
        return entry.original
    }

    /// Lets go of surfaces, other than `kept` (about to be drawn), until what is held fits `byteCapacity`: first the
    /// full-size decodes of images drawn shrunk (needed only to make a size not made yet, and the largest), least
    /// recently used first; then what frames draw, least recently drawn first. Letting a shrunk copy go while a
    /// full-size decode stays would make the next frame decode that image again.
    private func trim(keeping kept: Surface) {
        typealias Held = (entry: Entry, size: PixelSize?, surface: Surface)
        var spare: [Held] = []
        var drawn: [Held] = []
        for entry in entries.values {
            if let original = entry.original {
                let held: Held = (entry, nil, original)
                if entry.sizes.isEmpty { drawn.append(held) } else { spare.append(held) }
            }
            for (size, copy) in entry.sizes { drawn.append((entry, size, copy)) }
        }
        var bytes = (spare + drawn).reduce(0) { $0 + $1.surface.bytes }
        guard bytes > Self.byteCapacity else { return }
        let byAge = { (a: Held, b: Held) in a.surface.lastUse < b.surface.lastUse }
        for (entry, size, surface) in spare.sorted(by: byAge) + drawn.sorted(by: byAge) {
            guard bytes > Self.byteCapacity else { break }
            guard surface !== kept else { continue }
            if let size { entry.sizes[size] = nil } else { entry.original = nil }
            bytes -= surface.bytes
        }
    }

    /// `original` drawn into a new surface of `size` with the filter `CairoCanvas.draw` uses.
    private static func shrink(_ original: Surface, to size: PixelSize) -> Surface? {
        guard let pointer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height))
        else { return nil }
        let surface = Surface(pointer: pointer, width: size.width, height: size.height)
        guard cairo_surface_status(pointer) == CAIRO_STATUS_SUCCESS, let context = cairo_create(pointer) else {
            return nil
        }
        defer { cairo_destroy(context) }
        cairo_scale(context, Double(size.width) / Double(original.width), Double(size.height) / Double(original.height))
        guard let pattern = cairo_pattern_create_for_surface(original.pointer) else { return nil }
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_set_source(context, pattern)
        cairo_paint(context)
        cairo_surface_flush(pointer)
        return cairo_status(context) == CAIRO_STATUS_SUCCESS ? surface : nil
    }

    /// Why a file gave no image, in lower case.
    struct DecodeFailure: Error, CustomStringConvertible {
        var description: String
    }

    private static func decode(_ read: Result<ProjectFile, ProjectFileRefusal>) -> Result<Surface, DecodeFailure> {
        let file: ProjectFile
        switch read {
        case .success(let read): file = read
        case .failure(let refusal): return .failure(DecodeFailure(description: refusal.description))
        }
        let image: DecodedImage
        do {
            image = try decodeImage([UInt8](file.data))
        } catch let error as RenderError {
            return .failure(DecodeFailure(description: error.message))
        } catch {
            return .failure(DecodeFailure(description: "\(error)"))
        }
        guard image.width > 0, image.height > 0 else { return .failure(DecodeFailure(description: "the image is empty")) }
        let noMemory = DecodeFailure(description: "no memory for its \(image.width)×\(image.height) pixels")
        guard let pointer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height))
        else { return .failure(noMemory) }
        let surface = Surface(pointer: pointer, width: image.width, height: image.height)
        guard cairo_surface_status(pointer) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(pointer)
        else { return .failure(noMemory) }
        cairo_surface_flush(pointer)
        let stride = Int(cairo_image_surface_get_stride(pointer))
        // Straight RGBA bytes to cairo's premultiplied native-endian ARGB32 words. Once per file, so plain Swift.
        image.rgba.withUnsafeBufferPointer { source in
            for y in 0..<image.height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<image.width {
                    let i = (y * image.width + x) * 4
                    let alpha = UInt32(source[i + 3])
                    func premultiplied(_ value: UInt8) -> UInt32 { (UInt32(value) * alpha + 127) / 255 }
                    row[x] = alpha << 24 | premultiplied(source[i]) << 16 | premultiplied(source[i + 1]) << 8
                        | premultiplied(source[i + 2])
                }
            }
        }
        cairo_surface_mark_dirty(pointer)
        return .success(surface)
    }
}

/// A PNG or a JPEG, told apart by their first bytes rather than the file name (catalogs hold `.jpg` files that are
/// PNGs, and the reverse).
func decodeImage(_ bytes: [UInt8]) throws -> DecodedImage {
    bytes.starts(with: [0xFF, 0xD8, 0xFF]) ? try decodeJPEG(bytes) : try decodePNG(bytes)
}

extension CairoCanvas {
    /// How many device pixels `rect` covers on each axis under the current matrix.
    func devicePixels(of rect: Rect) -> (width: Double, height: Double) {
        var wx = rect.width, wy = 0.0, hx = 0.0, hy = rect.height
        cairo_user_to_device_distance(context, &wx, &wy)
        cairo_user_to_device_distance(context, &hx, &hy)
        return ((wx * wx + wy * wy).squareRoot(), (hx * hx + hy * hy).squareRoot())
    }

    /// Stretches `image` over `rect`; with a `tint`, paints the tint through the image's alpha (template images).
    func draw(_ image: BitmapCache.Surface, in rect: Rect, tint: RGBA?) {
        guard isDrawable(rect), image.width > 0, image.height > 0,
            canScale(rect.width / Double(image.width), rect.height / Double(image.height))
        else { return }
        cairo_save(context)
        cairo_new_path(context)
        cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(context)
        cairo_translate(context, rect.minX, rect.minY)
        cairo_scale(context, rect.width / Double(image.width), rect.height / Double(image.height))
        guard let pattern = cairo_pattern_create_for_surface(image.pointer) else {
            cairo_restore(context)
            return
        }
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        // Pad so the edge pixels are not blended with transparency when scaling up.
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        if let tint {
            setSource(tint)
            cairo_mask(context, pattern)
        } else {
            cairo_set_source(context, pattern)
            cairo_paint(context)
        }
        cairo_pattern_destroy(pattern)
        cairo_restore(context)
    }
}
