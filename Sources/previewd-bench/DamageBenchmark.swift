import Foundation
import PreviewInterpreter
import PreviewLayout
import PreviewModel
import PreviewPipeline
import PreviewProtocol
import PreviewRender
import PreviewViews

/// Damage frames: a one-label edit of real example previews at iPhone @3x and iPad @2x, sent as the full frame
/// (the baseline: what every client got before) and as damage (one PNG per changed rectangle), plus the
/// alternative design of one PNG of the rectangles' bounding box. Bytes are whole WebSocket messages.
struct DamageBenchmark {
    let examples: URL
    let rounds: Int
    let framesPerDevice: Int

    func run() throws -> [TableRow] {
        var rows: [TableRow] = []
        let renderer = try FrameRenderer()
        let encoder = try PNGEncoder()
        for (label, device) in benchmarkDevices {
            let target = Target(device: device, colorScheme: .light)
            let edits = try labelEdits(on: target)
            var fullBytes = 0, damageBytes = 0, boundingBytes = 0, asDamage = 0, rectangles = 0
            var plainMs: [Double] = [], damageMs: [Double] = []
            // Until the damage is known: the whole frame drawn, hashed, patched and encoded / the same without the
            // PNG (sent later) / only the changed tiles drawn and hashed (`renderChanges`), whole where it declines.
            var withPNGMs: [Double] = [], wholeMs: [Double] = [], partMs: [Double] = []
            var drawnInPart = 0, sameDamage = 0
            var patchPNGBytes = 0, webpBytes = 0, webpMs = 0.0
            for (name, before, after) in edits {
                let scale = device.scale
                let base = try renderer.render(before, scale: scale, tiles: true)
                for round in 0..<rounds {
                    // The baseline path: the edited frame encoded whole, no tiles.
                    _ = try renderer.render(after, scale: scale)
                    plainMs.append(renderer.lastFrameTimings!.encode / .milliseconds(1))
                    let edited = try renderer.render(after, scale: scale, previous: base.tiles)
                    damageMs.append(renderer.lastFrameTimings!.encode / .milliseconds(1))
                    withPNGMs.append(renderer.lastFrameTimings!.total / .milliseconds(1))
                    let whole = try renderer.render(
                        after, scale: scale, tiles: true, previous: base.tiles, encodeLater: true)
                    wholeMs.append(renderer.lastFrameTimings!.total / .milliseconds(1))
                    let part = try renderer.renderChanges(after, since: before, previous: base.tiles!, scale: scale)
                    partMs.append(
                        renderer.lastFrameTimings!.total / .milliseconds(1) + (part == nil ? wholeMs.last! : 0))
                    if round == 0, let part {
                        drawnInPart += 1
                        if part.damage == whole.damage && part.hash == whole.hash { sameDamage += 1 }
                    }
                    guard round == 0 else { continue }
                    let key = FrameKey(preview: name, target: target.id)
                    let baseFrame = Frame(
                        key: key, seq: 1, generation: 1, hash: base.hash, pixelWidth: base.pixelWidth,
                        pixelHeight: base.pixelHeight, scale: scale, png: base.png)
                    let patches = (edited.damage ?? []).map {
                        FrameDamage.Patch(
                            x: $0.rect.x, y: $0.rect.y, width: $0.rect.width, height: $0.rect.height, png: $0.png)
                    }
                    let frame = Frame(
                        key: key, seq: 2, generation: 2, hash: edited.hash, pixelWidth: edited.pixelWidth,
                        pixelHeight: edited.pixelHeight, scale: scale, png: edited.png,
                        damage: patches.isEmpty ? nil : (baseFrame, patches))
                    fullBytes += frame.message.count
                    damageBytes += frame.damage?.message.count ?? frame.message.count
                    // Same header, one image instead of the patches.
                    boundingBytes += try boundingPatchBytes(edited, rects: edited.damage?.map(\.rect), encoder: encoder)
                        .map { (frame.damage?.message.count ?? 0) - patches.reduce(0) { $0 + $1.png.count } + $0 }
                        ?? frame.message.count
                    if frame.damage != nil { asDamage += 1 }
                    let pngPatchBytes = patches.reduce(0) { $0 + $1.png.count }
                    let webp = try webpPatches(edited, rects: edited.damage?.map(\.rect) ?? [])
                    webpBytes += webp.bytes
                    webpMs += webp.ms
                    patchPNGBytes += pngPatchBytes
                    rectangles += patches.count
                }
            }
            guard !edits.isEmpty, fullBytes > 0 else { continue }
            let size = "\(edits.count) frames"
            func kb(_ bytes: Int) -> String { String(format: "%.1f KB", Double(bytes) / Double(edits.count) / 1000) }
            func ratio(_ bytes: Int) -> String { String(format: "%.3f× bytes", Double(bytes) / Double(fullBytes)) }
            rows.append(
                TableRow(
                    measure: "one-label edit \(label), \(size)", variant: "full frame (baseline)",
                    figure: kb(fullBytes), ratio: "1×"))
            rows.append(
                TableRow(
                    measure: "one-label edit \(label), \(size)", variant: "damage, one PNG per rectangle (chosen)",
                    figure: "\(kb(damageBytes)), \(asDamage)/\(edits.count) as damage, \(rectangles) rects",
                    ratio: ratio(damageBytes)))
            rows.append(
                TableRow(
                    measure: "one-label edit \(label), \(size)", variant: "candidate: one PNG of the bounding box",
                    figure: kb(boundingBytes), ratio: ratio(boundingBytes)))
            rows.append(
                TableRow(
                    measure: "one-label edit \(label): the patches' image bytes",
                    variant: "PNG (chosen) = baseline / lossless WebP level 1",
                    figure: String(
                        format: "%.1f / %.1f KB, WebP %.2f ms per frame",
                        Double(patchPNGBytes) / Double(edits.count) / 1000,
                        Double(webpBytes) / Double(edits.count) / 1000, webpMs / Double(edits.count)),
                    ratio: String(format: "1× / %.2f× bytes", Double(webpBytes) / Double(max(1, patchPNGBytes)))))
            let withPNG = median(withPNGMs)
            rows.append(
                TableRow(
                    measure: "one-label edit \(label): ms per frame until its damage is known",
                    variant: "whole frame drawn, hashed, patched, full PNG encoded (baseline)",
                    figure: String(format: "%.1f ms", withPNG), ratio: "1×"))
            rows.append(
                TableRow(
                    measure: "one-label edit \(label): ms per frame until its damage is known",
                    variant: "previous: the same, the full PNG left for later",
                    figure: String(format: "%.1f ms", median(wholeMs)),
                    ratio: String(format: "%.1f× faster", withPNG / median(wholeMs))))
            rows.append(
                TableRow(
                    measure: "one-label edit \(label): ms per frame until its damage is known",
                    variant: "chosen: only the changed tiles drawn and hashed (whole where it declines)",
                    figure: String(
                        format: "%.1f ms; %d/%d drawn in part, %d/%d with the whole frame's damage and hash",
                        median(partMs),
                        drawnInPart, edits.count, sameDamage, drawnInPart),
                    ratio: String(format: "%.1f× faster", withPNG / median(partMs))))
            let plain = median(plainMs)
            let damage = median(damageMs)
            rows.append(
                TableRow(
                    measure: "one-label edit \(label): encode ms per frame",
                    variant: "full PNG + tile hashes + patches",
                    figure: String(format: "%.1f ms (full PNG only: %.1f ms)", damage, plain),
                    ratio: String(format: "%.2f× the time", damage / plain)))
        }
        return rows
    }

    /// (name, display list, the same list with its first label changed) for previews spread over the examples.
    private func labelEdits(on target: Target) throws -> [(String, DisplayList, DisplayList)] {
        let renderer = try PreviewFrameRenderer()
        return try examplePreviews(in: examples, count: framesPerDevice).compactMap { project, preview in
            let list = try renderer.render(preview, on: target, interpreter: PreviewInterpreter(project: project))
                .displayList
            // The edit a user makes most: one label's text changes, nothing else moves.
            guard
                let at = list.items.firstIndex(where: {
                    if case .text(let s, _, _, _, _, _) = $0 { !s.isEmpty } else { false }
                }),
                case .text(let string, let rect, let font, let color, let alignment, let lineLimit) = list.items[at]
            else { return nil }
            var edited = list
            edited.items[at] = .text(
                String(string.dropLast()) + (string.last == "!" ? "?" : "!"), rect: rect, font: font, color: color,
                alignment: alignment, lineLimit: lineLimit)
            return ("\(project.name)/\(preview.id)", list, edited)
        }
    }

    /// The bytes of the patches encoded as lossless WebP instead of PNG, and the milliseconds that took.
    private func webpPatches(_ image: RenderedImage, rects: [PixelRect]) throws -> (bytes: Int, ms: Double) {
        let (argb32, stride) = try pixels(of: image)
        let encoder = WebPEncoder()
        let started = ContinuousClock.now
        let bytes = try argb32.withUnsafeBytes { pixels in
            try rects.reduce(0) { total, rect in
                total + (try encoder.encode(
                    argb32: pixels.baseAddress! + rect.y * stride + rect.x * 4, stride: stride, width: rect.width,
                    height: rect.height)).count
            }
        }
        return (bytes, (ContinuousClock.now - started) / .milliseconds(1))
    }

    /// The image's pixels as cairo's ARGB32 rows, and their stride.
    private func pixels(of image: RenderedImage) throws -> ([UInt8], Int) {
        let decoded = try decodePNG(image.png)
        var argb32 = [UInt8](repeating: 255, count: decoded.rgba.count)
        for pixel in 0..<(decoded.width * decoded.height) {
            argb32[pixel * 4] = decoded.rgba[pixel * 4 + 2]
            argb32[pixel * 4 + 1] = decoded.rgba[pixel * 4 + 1]
            argb32[pixel * 4 + 2] = decoded.rgba[pixel * 4]
        }
        return (argb32, decoded.width * 4)
    }

    /// The bytes of one PNG of the rectangles' bounding box (the design not chosen), nil without damage.
    private func boundingPatchBytes(_ image: RenderedImage, rects: [PixelRect]?, encoder: PNGEncoder) throws -> Int? {
        guard let rects, let first = rects.first else { return nil }
        let box = rects.dropFirst().reduce(first) { $0.union($1) }
        let (argb32, stride) = try pixels(of: image)
        let png = try argb32.withUnsafeBytes {
            try encoder.encode(
                argb32: $0.baseAddress! + box.y * stride + box.x * 4, stride: stride, width: box.width,
                height: box.height)
        }
        return png.count
    }
}
