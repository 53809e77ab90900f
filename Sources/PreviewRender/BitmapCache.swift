internal import CPangoCairo
import Foundation
import PreviewFiles
import PreviewViews

/// Decoded asset images as cairo surfaces, by file path, kept across frames.
///
/// A file is decoded once; each frame only checks its modification time and size, so an asset edited on disk
/// is picked up by the next frame that draws it. Files that cannot be decoded or are refused are remembered too
/// (and drawn as a neutral box) until they change. A file that is there but cannot be opened now (`EMFILE`, `EIO`)
/// keeps its last decoded version, and is tried again by the next frame. Files are read through `ProjectBoundary`,
/// as the model read them: a file swapped for a link since the model accepted it is not drawn. Not thread-safe:
/// owned by one `FrameRenderer`.
final class BitmapCache {
    /// Images kept before the cache is emptied (a phone-sized PNG is a few megabytes decoded).
    static let capacity = 64
    /// As the asset catalog's limit for an image file.
    static let maximumFileSize = 64 << 20

    /// One decoded file, or the knowledge that it could not be decoded.
    final class Entry {
        let stamp: FileStamp
        /// `cairo_surface_t*` in ARGB32 (premultiplied), or nil for an unreadable file.
        let surface: OpaquePointer?
        let width: Int
        let height: Int

        init(stamp: FileStamp, surface: OpaquePointer?, width: Int, height: Int) {
            self.stamp = stamp
            self.surface = surface
            self.width = width
            self.height = height
        }

        deinit { if let surface { cairo_surface_destroy(surface) } }
    }

    /// What identifies one version of a file.
    struct FileStamp: Equatable {
        var modified: Date?
        var size: Int?
    }

    private var entries: [String: Entry] = [:]
    /// Files decoded so far (cache misses), for tests.
    private(set) var decodes = 0

    /// The decoded image at `path`, or nil when it cannot be read as a PNG or JPEG.
    func image(at path: String) -> Entry? {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let stamp = FileStamp(
            modified: attributes?[.modificationDate] as? Date, size: (attributes?[.size] as? NSNumber)?.intValue)
        if let cached = entries[path], cached.stamp == stamp { return cached.surface == nil ? nil : cached }
        let read = ProjectBoundary.readAccepted(atAbsolutePath: path, maximumSize: Self.maximumFileSize)
        if case .failure(.unreadable) = read {
            // Stale, not gone: the last version stays (its old stamp makes the next frame try again).
            return entries[path]?.surface == nil ? nil : entries[path]
        }
        if entries.count >= Self.capacity { entries.removeAll() }
        let entry = Self.decode(read, stamp: stamp)
        decodes += 1
        entries[path] = entry
        return entry.surface == nil ? nil : entry
    }

    private static func decode(_ read: Result<ProjectFile, ProjectFileRefusal>, stamp: FileStamp) -> Entry {
        guard case .success(let file) = read,
            let image = try? decodeImage([UInt8](file.data)),
            image.width > 0, image.height > 0,
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height))
        else { return Entry(stamp: stamp, surface: nil, width: 0, height: 0) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface)
        else {
            cairo_surface_destroy(surface)
            return Entry(stamp: stamp, surface: nil, width: 0, height: 0)
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
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
        cairo_surface_mark_dirty(surface)
        return Entry(stamp: stamp, surface: surface, width: image.width, height: image.height)
    }
}

/// A PNG or a JPEG, told apart by their first bytes rather than the file name (catalogs hold `.jpg` files that are
/// PNGs, and the reverse).
func decodeImage(_ bytes: [UInt8]) throws -> DecodedImage {
    bytes.starts(with: [0xFF, 0xD8, 0xFF]) ? try decodeJPEG(bytes) : try decodePNG(bytes)
}

extension CairoCanvas {
    /// Stretches `image` over `rect`; with a `tint`, paints the tint through the image's alpha (template images).
    func draw(_ image: BitmapCache.Entry, in rect: Rect, tint: RGBA?) {
        guard let surface = image.surface, isDrawable(rect), image.width > 0, image.height > 0,
            canScale(rect.width / Double(image.width), rect.height / Double(image.height))
        else { return }
        cairo_save(context)
        cairo_new_path(context)
        cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(context)
        cairo_translate(context, rect.minX, rect.minY)
        cairo_scale(context, rect.width / Double(image.width), rect.height / Double(image.height))
        guard let pattern = cairo_pattern_create_for_surface(surface) else {
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
