internal import CPangoCairo
import Foundation
import PreviewFiles
import PreviewViews

/// Decoded asset images as cairo surfaces, each kept at the size and over the part that frames draw it, across
/// frames, targets and renders.
///
/// A file is read once per version; each frame only checks its modification time and size, so an asset edited on
/// disk is picked up by the next frame that draws it. Files that cannot be decoded or are refused are remembered too
/// (and drawn as a neutral box) until they change. A file that is there but cannot be opened now (`EMFILE`, `EIO`)
/// keeps what was decoded of its last version, and is tried again by the next frame. Files are read through
/// `ProjectBoundary`, as the model read them: a file swapped for a link since the model accepted it is not drawn.
/// Not thread-safe: owned by one `FrameRenderer`.
///
/// Asset catalogs hold photos and artwork far larger than a screen draws them: a 2400-pixel photo shown as a
/// 60-point thumbnail, or a 3600-pixel layer of which a 400-point canvas shows a fifth. So an image is kept at the
/// pixel size it is drawn at when that is much smaller (area averages made as the file's rows are decoded, so the
/// image is never held at its own size, instead of cairo's convolution over every source pixel in every frame),
/// and only over the part of it the frames' clips let show, grown as later frames show more (`ImageRegionDecoder`
/// decodes no row below that part). What one image costs is then its drawn width × height × 4 bytes at most, per
/// size it is drawn at; each size is decoded from the file.
///
/// Everything kept fits in `byteCapacity`. When an image does not fit, it is admitted only in place of images drawn
/// less often lately (each image's draws are counted, and halved every `agingPeriod` draws): a frame that draws more
/// than the budget holds keeps a stable subset from frame to frame, and decodes only the rest again, where evicting
/// the least recently drawn would evict each image just before the next frame draws it, and decode every one of them
/// in every frame.
final class BitmapCache {
    /// Bytes of decoded pixels a renderer keeps by default (`FrameRenderer.init(imageBudget:)`).
    static let defaultByteCapacity = 64 << 20
    /// Files remembered (their failures, sizes and draw counts, and what is kept of them) before those that hold no
    /// pixels are forgotten.
    static let capacity = 256
    /// Shrunk copies of one image kept; a new size beyond them takes the place of the size drawn least recently.
    /// Every size is drawn from a copy made for it from the file: drawing one size from another would give other
    /// pixels, so a frame would depend on which sizes the renderer drew before it.
    static let sizesPerImage = 8
    /// As the asset catalog's limit for an image file.
    static let maximumFileSize = 64 << 20
    /// Below this fraction of its size on both axes an image is kept at the size drawn: cairo's good filter turns
    /// from bilinear sampling to a convolution at about this scale.
    static let shrinkThreshold = 0.75
    /// Pixels kept beyond the part drawn, at the copy's size, so that the filter's samples at its edges are the
    /// image's own; parts are also rounded out to multiples of `regionAlignment`, so that frames whose clips
    /// differ by a little share one copy.
    static let regionMargin = 4
    static let regionAlignment = 64
    /// Draws after which every image's draw count is halved, so that images drawn often long ago give way.
    static let agingPeriod = 1024

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
        /// When it was last drawn, to choose among images drawn as often.
        var lastUse = 0

        deinit { cairo_surface_destroy(pointer) }
    }

    /// What a frame draws: `surface` holds the pixels of `region` of the image scaled to `size` pixels.
    struct Placed {
        let surface: Surface
        let region: PixelRect
        let size: PixelSize
    }

    /// One version of a file: its size, what is kept of it, and how often it is drawn.
    final class Entry {
        let stamp: FileStamp
        /// Why the file could not be decoded, in lower case; nil when it was.
        var failure: String?
        let width: Int
        let height: Int
        /// Copies by the size the whole image is drawn at; the file's own size for images not shrunk.
        var copies: [PixelSize: Placed] = [:]
        /// Draws, halved every `agingPeriod` draws of any image.
        var frequency = 0

        var failed: Bool { failure != nil }

        init(stamp: FileStamp, width: Int, height: Int, failure: String?) {
            (self.stamp, self.width, self.height, self.failure) = (stamp, width, height, failure)
        }

        var surfaces: [Surface] { copies.values.map(\.surface) }
    }

    struct PixelSize: Hashable {
        var width: Int
        var height: Int
    }

    /// The part of an image a frame lets show, as fractions of its width and height (0 at the top left, 1 at the
    /// bottom right).
    struct Fraction: Equatable {
        var minX: Double
        var minY: Double
        var maxX: Double
        var maxY: Double

        static let whole = Fraction(minX: 0, minY: 0, maxX: 1, maxY: 1)
    }

    /// What identifies one version of a file.
    struct FileStamp: Equatable {
        var modified: Date?
        var size: Int?
    }

    /// Bytes of decoded pixels kept, at most.
    let byteCapacity: Int
    private var entries: [String: Entry] = [:]
    private var uses = 0
    private var draws = 0
    /// Image files decoded so far, in whole or in part (cache misses), for tests.
    private(set) var decodes = 0

    init(byteCapacity: Int = BitmapCache.defaultByteCapacity) {
        self.byteCapacity = byteCapacity
    }

    /// Copies kept at a smaller size than their file.
    var shrunkCopies: Int {
        entries.values.reduce(0) { count, entry in
            count + entry.copies.keys.filter { $0 != PixelSize(width: entry.width, height: entry.height) }.count
        }
    }
    /// Bytes of decoded pixels kept.
    var heldBytes: Int { entries.values.reduce(0) { $0 + $1.surfaces.reduce(0) { $0 + $1.bytes } } }

    /// Why the file at `path` could not be drawn when it was last tried, if that version of it is still there: a
    /// failure remembered, found without reading or decoding anything.
    func knownFailure(at path: String) -> String? {
        guard let cached = entries[path], cached.stamp == Self.stamp(of: path) else { return nil }
        return cached.failure
    }

    /// Why the latest `image(at:drawnAt:_:showing:)` that returned nil could not give an image.
    private(set) var lastFailure = ""

    /// The image at `path` for drawing over `width` × `height` device pixels, of which `showing` can show: a copy
    /// at that size when it is much smaller than the file, else at the file's size, holding at least that part.
    /// Nil when the file cannot be read as a PNG or JPEG (`lastFailure` says why).
    func image(
        at path: String, drawnAt width: Double, _ height: Double, showing visible: Fraction = .whole
    ) -> Placed? {
        let stamp = Self.stamp(of: path)
        let entry: Entry
        var bytes: [UInt8]? = nil
        if let cached = entries[path], cached.stamp == stamp {
            entry = cached
        } else {
            guard let read = open(path, stamp: stamp, keepingOnFailure: entries[path]) else {
                lastFailure = "the file could not be opened"
                return nil
            }
            (entry, bytes) = read
        }
        if let failure = entry.failure {
            lastFailure = failure
            return nil
        }
        count(entry)
        let size = Self.keptSize(of: entry, drawnAt: width, height)
        let wanted = Self.region(visible, of: size)
        if let kept = entry.copies[size], kept.region.contains(wanted) {
            uses += 1
            kept.surface.lastUse = uses
            return kept
        }
        // A part shown before stays: the copy grows to take in both, rather than alternate between them.
        let region = entry.copies[size].map { $0.region.union(wanted) } ?? wanted
        guard let placed = makeCopy(of: entry, path: path, bytes: bytes, size: size, region: region) else { return nil }
        uses += 1
        placed.surface.lastUse = uses
        entry.copies[size] = nil
        Self.makeRoomForSize(size, of: entry)
        if admit(placed.surface, of: entry) { entry.copies[size] = placed }
        return placed
    }

    private func count(_ entry: Entry) {
        entry.frequency += 1
        draws += 1
        if draws % Self.agingPeriod == 0 {
            for entry in entries.values { entry.frequency /= 2 }
        }
    }

    /// The pixel size to keep `entry` at when drawn over `width` × `height` device pixels: that size when it is much
    /// smaller, else the file's own. It depends on nothing drawn before, so neither do a frame's pixels.
    private static func keptSize(of entry: Entry, drawnAt width: Double, _ height: Double) -> PixelSize {
        let own = PixelSize(width: entry.width, height: entry.height)
        guard width.isFinite, height.isFinite, width > 0, height > 0,
            width < Double(entry.width) * shrinkThreshold, height < Double(entry.height) * shrinkThreshold
        else { return own }
        return PixelSize(width: max(1, Int(width.rounded(.up))), height: max(1, Int(height.rounded(.up))))
    }

    /// Lets go of `entry`'s shrunk copy drawn least recently when it already holds as many as an image keeps, to make
    /// room for a copy at `size`.
    private static func makeRoomForSize(_ size: PixelSize, of entry: Entry) {
        let own = PixelSize(width: entry.width, height: entry.height)
        guard size != own, entry.copies[size] == nil else { return }
        let shrunk = entry.copies.filter { $0.key != own }
        guard shrunk.count >= sizesPerImage,
            let oldest = shrunk.min(by: { $0.value.surface.lastUse < $1.value.surface.lastUse })
        else { return }
        entry.copies[oldest.key] = nil
    }

    /// The pixels of an image drawn at `size` that `visible` covers, with `regionMargin` around and rounded out to
    /// `regionAlignment`, within the image.
    static func region(_ visible: Fraction, of size: PixelSize) -> PixelRect {
        func span(_ from: Double, _ to: Double, _ side: Int) -> (start: Int, end: Int) {
            func pixel(_ fraction: Double, _ rounding: FloatingPointRoundingRule, _ margin: Int) -> Int {
                let value = (fraction * Double(side)).rounded(rounding) + Double(margin)
                return value.isNaN ? 0 : Int(max(0, min(Double(side), value)))
            }
            let alignment = regionAlignment
            let start = min(side - 1, pixel(from, .down, -regionMargin) / alignment * alignment)
            let end = min(side, (pixel(to, .up, regionMargin) + alignment - 1) / alignment * alignment)
            return (start, max(start + 1, end))
        }
        let (left, right) = span(visible.minX, visible.maxX, size.width)
        let (top, bottom) = span(visible.minY, visible.maxY, size.height)
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    private static func stamp(of path: String) -> FileStamp {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        return FileStamp(
            modified: attributes?[.modificationDate] as? Date, size: (attributes?[.size] as? NSNumber)?.intValue)
    }

    /// Reads `path` and its header into a new entry (with the bytes read, to decode now); nil (keeping `previous`)
    /// when the file cannot be opened now.
    private func open(_ path: String, stamp: FileStamp, keepingOnFailure previous: Entry?) -> (Entry, [UInt8]?)? {
        let read = ProjectBoundary.readAccepted(atAbsolutePath: path, maximumSize: Self.maximumFileSize)
        let entry: Entry
        var bytes: [UInt8]? = nil
        switch read {
        case .failure(.unreadable):
            // Stale, not gone: the last version stays (its old stamp makes the next frame try again).
            return previous.flatMap { $0.failed ? nil : ($0, nil) }
        case .failure(let refusal):
            entry = Entry(stamp: stamp, width: 0, height: 0, failure: refusal.description)
            decodes += 1
        case .success(let file):
            bytes = [UInt8](file.data)
            do {
                let decoder = try ImageRegionDecoder(bytes!)
                entry = Entry(stamp: stamp, width: decoder.width, height: decoder.height, failure: nil)
            } catch {
                entry = Entry(stamp: stamp, width: 0, height: 0, failure: Self.reason(error))
                decodes += 1
            }
        }
        if entries.count >= Self.capacity {
            entries = entries.filter { !$0.value.surfaces.isEmpty }
            if entries.count >= Self.capacity { entries.removeAll() }
        }
        if let previous { entry.frequency = previous.frequency }
        entries[path] = entry
        return (entry, bytes)
    }

    private static func reason(_ error: any Error) -> String {
        (error as? RenderError)?.message ?? "\(error)"
    }

    /// A copy of `region` of `entry` at `size`, decoded from the file (`bytes`, or read again) as far down as
    /// `region` reaches, and shrunk as its rows are decoded when `size` is smaller than the file. Nil, with
    /// `lastFailure` set, when the file cannot be read or decoded now.
    private func makeCopy(
        of entry: Entry, path: String, bytes: [UInt8]?, size: PixelSize, region: PixelRect
    ) -> Placed? {
        guard let bytes = bytes ?? reread(path, entry: entry) else { return nil }
        do {
            let decoder = try ImageRegionDecoder(bytes)
            let surface = size == PixelSize(width: entry.width, height: entry.height)
                ? try decoder.decode(region) : try decoder.decode(region, shrunkTo: (size.width, size.height))
            decodes += 1
            return Placed(surface: surface, region: region, size: size)
        } catch {
            lastFailure = Self.reason(error)
            entry.failure = lastFailure
            return nil
        }
    }

    /// The file's bytes again, for a version whose decode was let go; nil (with `lastFailure`) when it cannot be
    /// read now or is not the version `entry` is of.
    private func reread(_ path: String, entry: Entry) -> [UInt8]? {
        let read = ProjectBoundary.readAccepted(atAbsolutePath: path, maximumSize: Self.maximumFileSize)
        guard case .success(let file) = read,
            Self.stamp(of: path) == entry.stamp
        else {
            lastFailure = "the file changed while it was read"
            return nil
        }
        return [UInt8](file.data)
    }

    /// Whether `surface`, a new copy of `entry`, is kept: when it fits, or when letting go of copies of images drawn
    /// less often than `entry` (least recently drawn first among them) makes it fit. Nothing is let go unless that is
    /// enough.
    private func admit(_ surface: Surface, of entry: Entry) -> Bool {
        guard surface.bytes <= byteCapacity else { return false }
        let excess = heldBytes + surface.bytes - byteCapacity
        guard excess > 0 else { return true }
        var copies: [(Entry, PixelSize, Surface)] = []
        for other in entries.values {
            if other.frequency < entry.frequency {
                for (size, placed) in other.copies { copies.append((other, size, placed.surface)) }
            }
        }
        copies.sort { ($0.0.frequency, $0.2.lastUse) < ($1.0.frequency, $1.2.lastUse) }
        var freed = 0
        var victims: [(Entry, PixelSize)] = []
        for (other, size, kept) in copies where freed < excess {
            freed += kept.bytes
            victims.append((other, size))
        }
        guard freed >= excess else { return false }
        for (other, size) in victims {
            other.copies[size] = nil
        }
        return true
    }
}

extension PixelRect {
    func contains(_ other: PixelRect) -> Bool {
        other.x >= x && other.y >= y && other.x + other.width <= x + width && other.y + other.height <= y + height
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

    /// The part of `rect` the current clip (and the canvas's edges) can let show, as fractions of its width and
    /// height; nil when none of it can.
    func visibleFraction(of rect: Rect) -> BitmapCache.Fraction? {
        var left = 0.0, top = 0.0, right = 0.0, bottom = 0.0
        // A bounding box in user space: under a rotation, of the clip's device box turned back.
        cairo_clip_extents(context, &left, &top, &right, &bottom)
        let visible = BitmapCache.Fraction(
            minX: max(0, (left - rect.minX) / rect.width), minY: max(0, (top - rect.minY) / rect.height),
            maxX: min(1, (right - rect.minX) / rect.width), maxY: min(1, (bottom - rect.minY) / rect.height))
        guard visible.maxX > visible.minX, visible.maxY > visible.minY else {
            // Not finite (a rect too small to divide by) draws the whole image; an empty part draws nothing.
            return [visible.minX, visible.minY, visible.maxX, visible.maxY].allSatisfy(\.isFinite) ? nil : .whole
        }
        return visible
    }

    /// Stretches the image `placed` holds part of over `rect`; with a `tint`, paints the tint through the image's
    /// alpha (template images).
    func draw(_ placed: BitmapCache.Placed, in rect: Rect, tint: RGBA?) {
        let size = placed.size
        guard isDrawable(rect), size.width > 0, size.height > 0,
            canScale(rect.width / Double(size.width), rect.height / Double(size.height))
        else { return }
        cairo_save(context)
        cairo_new_path(context)
        cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(context)
        cairo_translate(context, rect.minX, rect.minY)
        cairo_scale(context, rect.width / Double(size.width), rect.height / Double(size.height))
        // The copy's first pixel is the region's: the same samples as drawing the whole image there.
        cairo_translate(context, Double(placed.region.x), Double(placed.region.y))
        guard let pattern = cairo_pattern_create_for_surface(placed.surface.pointer) else {
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
