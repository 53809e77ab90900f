import Foundation
import PreviewLayout
import PreviewModel
import PreviewRender
import PreviewViews

/// Mesh gradients: a frame filled edge to edge with a 3×3 mesh (the usual backdrop) and a 4×4 one with moved inner
/// points, drawn as cairo's patches at full resolution in every frame (the baseline) and from a raster drawn once
/// and kept (`MeshRasterCache`): its first frame, which draws the raster, and the frames after it.
struct MeshBenchmark {
    let rounds: Int

    func run() throws -> [TableRow] {
        var rows: [TableRow] = []
        for (label, device) in benchmarkDevices {
            for side in [3, 4] {
                let list = Self.meshFrame(side: side, size: device.size)
                let measure = "\(side)×\(side) mesh filling \(label): draw ms per frame"
                let exact = try FrameRenderer(meshRasters: nil)
                let exactMs = try (0..<rounds).map { _ in try drawMs(list, scale: device.scale, renderer: exact) }
                var firstMs: [Double] = [], keptMs: [Double] = []
                for _ in 0..<rounds {
                    // A new cache each round, so that every round's first frame draws the raster.
                    let rastered = try FrameRenderer(meshRasters: MeshRasterCache())
                    firstMs.append(try drawMs(list, scale: device.scale, renderer: rastered))
                    keptMs.append(try drawMs(list, scale: device.scale, renderer: rastered))
                }
                let baseline = median(exactMs)
                rows.append(
                    TableRow(
                        measure: measure, variant: "patches at full resolution, every frame (baseline)",
                        figure: String(format: "%.1f ms", baseline), ratio: "1×"))
                rows.append(
                    TableRow(
                        measure: measure, variant: "raster: first frame, which draws it",
                        figure: String(format: "%.1f ms", median(firstMs)),
                        ratio: String(format: "%.1f× faster", baseline / median(firstMs))))
                rows.append(
                    TableRow(
                        measure: measure, variant: "raster: later frames, kept (chosen)",
                        figure: String(format: "%.1f ms", median(keptMs)),
                        ratio: String(format: "%.1f× faster", baseline / median(keptMs))))
            }
        }
        return rows
    }

    /// The time `renderer` took to paint `list` (encoding left out: both ways encode the same pixels).
    private func drawMs(_ list: DisplayList, scale: Double, renderer: FrameRenderer) throws -> Double {
        _ = try renderer.render(list, scale: scale)
        return renderer.lastFrameTimings!.raster / .milliseconds(1)
    }

    /// A `side` × `side` mesh over the whole of `size`, its inner points moved, in saturated colours.
    static func meshFrame(side: Int, size: Size) -> DisplayList {
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let palette = [RGBA(255, 45, 85), RGBA(0, 122, 255), RGBA(255, 204, 0), RGBA(52, 199, 89), RGBA(175, 82, 222)]
        var points: [Point] = [], colors: [RGBA] = []
        for row in 0..<side {
            for column in 0..<side {
                let inner = column > 0 && column < side - 1 && row > 0 && row < side - 1
                let u = Double(column) / Double(side - 1) + (inner ? 0.1 : 0)
                let v = Double(row) / Double(side - 1) - (inner ? 0.05 : 0)
                points.append(Point(x: u * size.width, y: v * size.height))
                colors.append(palette[(row * side + column) % palette.count])
            }
        }
        let mesh = ResolvedMesh(
            width: side, height: side, points: points, colors: colors, background: RGBA(0, 0, 0, alpha: 0),
            smoothsColors: true, bounds: bounds)
        return DisplayList(size: size, items: [.fill(.rectangle, rect: bounds, paint: .meshGradient(mesh))])
    }
}
