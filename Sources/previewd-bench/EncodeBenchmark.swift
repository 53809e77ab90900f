import CBenchBaselines
import Foundation
import PreviewInterpreter
import PreviewModel
import PreviewPipeline
import PreviewRender
import PreviewViews

/// Encode: real frames of the bundled examples at iPhone @3x and iPad @2x, each encoded by libpng with its
/// defaults (the baseline), by previewd's previous encoder (libdeflate over the whole frame) and by its current
/// one (flat rows written directly, the rest through libdeflate), interleaved in one run.
struct EncodeBenchmark {
    /// One rendered frame as cairo would hand it to the encoder: opaque ARGB32 rows, B,G,R,A in memory.
    struct SourceFrame {
        var name: String
        var width: Int
        var height: Int
        var argb32: [UInt8]
        /// The same pixels as straight RGBA, to compare decoded output with.
        var rgba: [UInt8]
    }

    enum Encoder: String, CaseIterable {
        case libpngDefault = "libpng default (baseline)"
        case previous = "previous: libdeflate L6 over the whole frame, no filter"
        case chosen = "chosen: flat rows written directly, the rest libdeflate L6"
        case level7 = "candidate: the same with libdeflate L7"
        case level8 = "candidate: the same with libdeflate L8"
        case level9 = "candidate: the same with libdeflate L9"
        case webp0 = "candidate: WebP lossless level 0"
        case webp1 = "candidate: WebP lossless level 1"
    }

    let examples: URL
    let rounds: Int
    let framesPerDevice: Int

    func run() throws -> [TableRow] {
        var rows: [TableRow] = []
        let encoders: [Encoder: PNGEncoder] = [
            .chosen: try PNGEncoder(), .previous: try PNGEncoder(flatRowsThroughLibdeflate: true),
            .level7: try PNGEncoder(level: 7), .level8: try PNGEncoder(level: 8), .level9: try PNGEncoder(level: 9),
        ]
        for (label, device) in benchmarkDevices {
            let frames = try sourceFrames(on: Target(device: device, colorScheme: .light))
            guard let first = frames.first else { continue }
            var milliseconds: [Encoder: [Double]] = [:]
            var bytes: [Encoder: Int] = [:]
            var identical = 0
            for round in 0..<rounds {
                for (index, frame) in frames.enumerated() {
                    // Rotate the order so that no encoder always runs first (cold caches) or last.
                    let order = Encoder.allCases.rotated(by: round + index)
                    for kind in order {
                        let started = ContinuousClock.now
                        let png = try encode(frame, with: kind, encoders: encoders)
                        milliseconds[kind, default: []].append((ContinuousClock.now - started) / .milliseconds(1))
                        if round == 0 {
                            bytes[kind, default: 0] += png.count
                            let rgba =
                                kind == .webp0 || kind == .webp1
                                ? WebPEncoder.decodeRGBA(png)?.rgba : try decodePNG(png).rgba
                            if kind == .chosen, rgba == frame.rgba { identical += 1 }
                            precondition(rgba == frame.rgba, "\(kind.rawValue) changed the pixels of \(frame.name)")
                        }
                    }
                }
            }
            let size = "\(first.width)×\(first.height)"
            let baselineMedian = median(milliseconds[.libpngDefault]!)
            let baselineBytes = Double(bytes[.libpngDefault]!) / Double(frames.count)
            for kind in Encoder.allCases {
                let ms = median(milliseconds[kind]!)
                let perFrame = Double(bytes[kind]!) / Double(frames.count)
                rows.append(
                    TableRow(
                        measure: "encode \(label) \(size), \(frames.count) frames × \(rounds)",
                        variant: kind.rawValue,
                        figure: String(format: "%.1f ms, %.0f KB", ms, perFrame / 1000),
                        ratio: kind == .libpngDefault
                            ? "1×"
                            : String(format: "%.1f× faster, %.2f× bytes", baselineMedian / ms, perFrame / baselineBytes)
                    ))
            }
            rows.append(
                TableRow(
                    measure: "encode \(label): decoded pixels identical (spng decoder)",
                    variant: Encoder.chosen.rawValue,
                    figure: "\(identical)/\(frames.count) frames", ratio: ""))
        }
        return rows
    }

    private func encode(_ frame: SourceFrame, with kind: Encoder, encoders: [Encoder: PNGEncoder]) throws -> [UInt8] {
        try frame.argb32.withUnsafeBytes { pixels in
            let base = pixels.baseAddress!
            switch kind {
            case .chosen, .previous, .level7, .level8, .level9:
                return try encoders[kind]!.encode(
                    argb32: base, stride: frame.width * 4, width: frame.width, height: frame.height)
            case .webp0, .webp1:
                return try WebPEncoder(level: kind == .webp0 ? 0 : 1).encode(
                    argb32: base, stride: frame.width * 4, width: frame.width, height: frame.height)
            case .libpngDefault:
                var output: UnsafeMutablePointer<UInt8>?
                let bytes = base.assumingMemoryBound(to: UInt8.self)
                let length = pvd_bench_libpng_default(bytes, frame.width * 4, frame.width, frame.height, &output)
                defer { free(output) }
                guard length > 0, let output else { throw BenchError("\(kind.rawValue) failed on \(frame.name)") }
                return [UInt8](UnsafeBufferPointer(start: output, count: length))
            }
        }
    }

    /// Up to `framesPerDevice` previews spread evenly over every example project, rendered on `target`.
    private func sourceFrames(on target: Target) throws -> [SourceFrame] {
        let renderer = try PreviewFrameRenderer()
        return try examplePreviews(in: examples, count: framesPerDevice).compactMap { project, preview in
            let output = try renderer.render(preview, on: target, interpreter: PreviewInterpreter(project: project))
            guard let image = output.image else { return nil }
            let decoded = try decodePNG(image.png)
            var argb32 = [UInt8](repeating: 255, count: decoded.rgba.count)
            for pixel in 0..<(decoded.width * decoded.height) {
                argb32[pixel * 4] = decoded.rgba[pixel * 4 + 2]
                argb32[pixel * 4 + 1] = decoded.rgba[pixel * 4 + 1]
                argb32[pixel * 4 + 2] = decoded.rgba[pixel * 4]
            }
            return SourceFrame(
                name: "\(project.name)/\(preview.id)", width: decoded.width, height: decoded.height, argb32: argb32,
                rgba: decoded.rgba)
        }
    }
}

extension Array {
    /// The elements starting at `offset` (modulo the count), wrapping around.
    func rotated(by offset: Int) -> [Element] {
        guard !isEmpty else { return self }
        let start = offset % count
        return Array(self[start...] + self[..<start])
    }
}

/// Up to `count` previews spread evenly over every example project under `examples` (each folder one project).
func examplePreviews(in examples: URL, count: Int) throws -> [(Project, PreviewDeclaration)] {
    let projects = try FileManager.default.contentsOfDirectory(at: examples, includingPropertiesForKeys: nil)
        .filter { $0.hasDirectoryPath }.sorted { $0.path < $1.path }
    var candidates: [(Project, PreviewDeclaration)] = []
    for folder in projects {
        let project = try Project(root: folder)
        candidates += project.previews.map { (project, $0) }
    }
    guard !candidates.isEmpty else { throw BenchError("no previews under \(examples.path)") }
    let step = max(1, candidates.count / count)
    return stride(from: 0, to: candidates.count, by: step).prefix(count).map { candidates[$0] }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
