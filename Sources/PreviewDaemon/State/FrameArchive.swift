package import Foundation
package import Logging
import PreviewFiles
package import PreviewProtocol

/// The frame store on disk (`frames/` in the project's state folder): the newest frame of every (preview,
/// target) as `<hash>.png`, an `index.json` naming them, and the catalog. After a restart, even one after
/// SIGKILL, reconnecting phones get their last frame from here at once, before the first new render finishes.
package struct FrameArchive: Sendable {
    /// One frame in `index.json`.
    struct Entry: Codable, Equatable {
        var preview: String
        var target: String
        var hash: String
        var width: Int
        var height: Int
        var scale: Double
        var generation: Int
    }

    struct Index: Codable, Equatable {
        var version = 1
        var frames: [Entry]
        var catalog: String
        var catalogGeneration: Int
    }

    package let directory: URL

    package init(directory: URL) {
        self.directory = directory
    }

    private var indexURL: URL { directory.appendingPathComponent("index.json") }

    private func imageURL(_ hash: String) -> URL { directory.appendingPathComponent("\(hash).png") }

    /// Puts the saved frames and catalog into `store`, marked restored; returns how many frames. A missing,
    /// corrupt or partly written archive restores what is intact and says what is not.
    @discardableResult
    package func restore(into store: FrameStore, logger: Logger) -> Int {
        let data: Data
        do {
            guard let index = try StateFile.read(indexURL) else { return 0 }
            data = index.data
        } catch {
            logger.warning("ignoring the saved frames", metadata: ["file": "\(indexURL.path)", "error": "\(error)"])
            return 0
        }
        guard let index = try? JSONDecoder().decode(Index.self, from: data), index.version == 1 else {
            logger.warning("ignoring the saved frames: unreadable index", metadata: ["file": "\(indexURL.path)"])
            return 0
        }
        var keys: Set<FrameKey> = []
        for entry in index.frames where Self.isSafeHash(entry.hash) {
            // A frame file lost or cut short (the index is written only after its frames, but disks fail).
            guard let png = try? StateFile.read(imageURL(entry.hash))?.data, Self.looksLikePNG(png) else {
                logger.warning(
                    "ignoring a saved frame that is missing or damaged", metadata: ["frame.hash": "\(entry.hash)"])
                continue
            }
            let key = FrameKey(preview: entry.preview, target: entry.target)
            store.publish(
                Frame(
                    key: key, seq: store.takeSequenceNumber(), generation: entry.generation, hash: entry.hash,
                    pixelWidth: entry.width, pixelHeight: entry.height, scale: entry.scale, png: Array(png),
                    isRestored: true))
            keys.insert(key)
        }
        store.publish(
            catalog: FrameStore.Catalog(json: index.catalog, generation: index.catalogGeneration), keeping: keys)
        return keys.count
    }

    /// Saves the store's current frames and catalog through `writer`: new frame files first, then the index,
    /// then frame files no longer named (so the index never names a file that is not there).
    package func save(_ store: FrameStore, with writer: StateWriter, logger: Logger) {
        let frames = store.latestFrames().values.sorted { $0.key < $1.key }
        let catalog = store.catalog
        let index = Index(
            frames: frames.map {
                Entry(
                    preview: $0.key.preview, target: $0.key.target, hash: $0.hash, width: $0.pixelWidth,
                    height: $0.pixelHeight, scale: $0.scale, generation: $0.generation)
            },
            catalog: catalog.json, catalogGeneration: catalog.generation)
        let directory = directory
        let indexURL = indexURL
        writer.perform(coalescing: directory.path) { [writer] in
            do {
                var wanted: Set<String> = [indexURL.lastPathComponent]
                for frame in frames where Self.isSafeHash(frame.hash) {
                    let url = directory.appendingPathComponent("\(frame.hash).png")
                    wanted.insert(url.lastPathComponent)
                    if FileManager.default.fileExists(atPath: url.path) { continue }
                    try AtomicFile.write(Data(frame.png), to: url, permissions: 0o600)
                }
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys]
                try AtomicFile.write(try encoder.encode(index), to: indexURL, permissions: 0o600)
                for name in (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
                where name.hasSuffix(".png") && !wanted.contains(name) {
                    try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
                }
                writer.recordSuccess()
            } catch {
                writer.recordFailure(error, writing: indexURL)
            }
        }
    }

    /// Hashes become file names: only hex digits, so nothing in an index can point outside the folder.
    static func isSafeHash(_ hash: String) -> Bool {
        !hash.isEmpty && hash.count <= 64 && hash.allSatisfy(\.isHexDigit)
    }

    static func looksLikePNG(_ data: Data) -> Bool {
        data.count > 8 && data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }
}
