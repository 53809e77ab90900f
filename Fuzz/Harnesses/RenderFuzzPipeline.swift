import Foundation
import PreviewLayout
import PreviewPipeline
import PreviewRender
import PreviewViews

/// One render fuzz input carried through what the daemon does with a preview's view tree: layout (for a view
/// tree, with the renderer's own Pango measurer), a frame with tiles, then the next frame of the same preview drawn
/// in part (`renderChanges`) and in full. Reports which property each result broke:
///
/// - a frame may fail only with a `RenderError` that is the user's own (`isInternal` false: a canvas that cannot
///   be drawn); an internal error means previewd asked a library for something it must never ask;
/// - after every hostile frame the same renderer draws an ordinary reference frame, whose PNG must be byte for
///   byte the one it drew before any hostile input: otherwise a failed or hostile frame leaked state into the
///   next render;
/// - resident memory stays within `Bounds.residentGrowth` of what it was before the first input;
/// - no layout or frame takes longer than `Bounds.stageSeconds`.
///
/// Keeps one renderer across inputs, as the daemon's render thread does, and replaces it after a violation so that
/// each input is judged on its own. Not thread-safe: use it from one thread at a time.
final class RenderFuzzPipeline {
    struct Bounds {
        /// Resident memory over the baseline taken when the pipeline was made: the renderer's canvas (at most
        /// `FrameRenderer.maximumCanvasBytes`) and its offscreen layers (`DrawingLimits.offscreenBudget`) fit many
        /// times over.
        var residentGrowth = 1536 << 20
        /// Wall time of one layout or one render call, debug builds included (a phone frame takes tens of ms).
        var stageSeconds = 10.0
    }

    /// What one input did.
    struct Report {
        /// The input in a few words: what it drew and on which canvas.
        var summary = ""
        /// Items of the first frame's display list.
        var displayItems = 0
        /// Hostile frames that rendered (the partial one counts when it drew).
        var framesDrawn = 0
        /// Frames refused with an error that is the user's own, with the error.
        var refused: [String] = []
        var slowestStage = 0.0
        /// Largest resident memory over the baseline seen after a stage.
        var residentGrowth = 0
        /// Properties this input broke, one line each: empty means the input is fine.
        var violations: [String] = []
    }

    let imageFolder: URL
    var bounds = Bounds()
    private var renderer: FrameRenderer
    /// The reference frame's PNG as the current renderer drew it before any hostile input.
    private var referencePNG: [UInt8]
    /// Resident bytes once the first renderer had drawn the reference.
    let baselineResident: Int
    private let clock = ContinuousClock()

    /// `imageFolder` is an existing folder the pipeline may write its image files into (`HostileFrame.imageNames`).
    init(imageFolder: URL) throws {
        self.imageFolder = imageFolder
        renderer = try FrameRenderer()
        referencePNG = try renderer.render(Self.reference, scale: Self.referenceScale, tiles: true).png
        guard try renderer.render(Self.reference, scale: Self.referenceScale, tiles: true).png == referencePNG else {
            throw PipelineError(
                message: "the reference frame comes out differently when drawn twice; nothing can be compared to it")
        }
        try Self.writeImageFiles(into: imageFolder, drawingWith: renderer)
        baselineResident = ResidentMemory.bytes() ?? 0
    }

    struct PipelineError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    func run(_ bytes: [UInt8]) -> Report {
        var report = Report()
        let frame = HostileFrame(decoding: bytes, imageFolder: imageFolder.path)
        let canvas = Self.describe(frame.canvas, scale: frame.scale)
        let first: DisplayList
        switch frame.content {
        case .view(let root, let safeArea, let colorScheme):
            let (nodes, depth) = Self.measure(root)
            report.summary = "a view tree of \(nodes) nodes (depth \(depth)) on \(canvas)"
            let engine = LayoutEngine(measurer: renderer.textMeasurer)
            let started = clock.now
            first = engine.layout(
                root, canvas: frame.canvas, safeArea: safeArea,
                environment: EnvironmentValues(colorScheme: colorScheme))
            checkTime(of: "layout", since: started, &report)
        case .items(let items):
            report.summary = "a display list on \(canvas)"
            first = DisplayList(size: frame.canvas, items: items)
        }
        report.displayItems = first.items.count
        report.summary += ", \(first.items.count) items, \(frame.edits.count) edits"

        let scale = frame.scale
        let image = draw("the first frame", first, scale: scale, &report) {
            try renderer.render(first, scale: scale, tiles: true)
        }
        let second = DisplayList(size: first.size, items: frame.editing(first.items), hitRegions: first.hitRegions)
        if let tiles = image?.tiles {
            _ = draw("the second frame in part", second, scale: scale, partial: true, &report) {
                try renderer.renderChanges(second, since: first, previous: tiles, scale: scale)
            }
        }
        _ = draw("the second frame", second, scale: scale, &report) {
            try renderer.render(second, scale: scale, tiles: true, previous: image?.tiles)
        }
        return report
    }

    // MARK: Stages

    /// Runs one hostile frame, then the checks that follow every one: its error, its PNG, the reference frame,
    /// memory and time.
    private func draw(
        _ stage: String, _ list: DisplayList, scale: Double, partial: Bool = false, _ report: inout Report,
        _ body: () throws -> RenderedImage?
    ) -> RenderedImage? {
        let started = clock.now
        var image: RenderedImage?
        do {
            image = try body()
            if image != nil { report.framesDrawn += 1 }
            checkTime(of: stage, since: started, &report)
            if let image, let problem = Self.headerProblem(image) {
                report.violations.append("\(stage) (\(describe(list, scale: scale))): \(problem)")
            }
        } catch let error as RenderError where !error.isInternal {
            report.refused.append("\(stage): \(error)")
        } catch {
            checkTime(of: stage, since: started, &report)
            let culprit = partial ? "" : firstFailingItem(of: list) { fresh, prefix in
                do {
                    _ = try fresh.render(prefix, scale: scale, tiles: true)
                    return false
                } catch let error as RenderError {
                    return error.isInternal
                } catch {
                    return true
                }
            }
            report.violations.append(
                "\(stage) (\(describe(list, scale: scale))) failed with an internal error: \(error)\(culprit)")
        }
        checkReference(after: stage, list, scale: scale, partial: partial, &report)
        checkMemory(after: stage, &report)
        return image
    }

    /// Draws the reference frame with the renderer that drew the hostile one and compares it to the frame that
    /// renderer drew before any hostile input; after a difference the renderer is replaced.
    private func checkReference(
        after stage: String, _ list: DisplayList, scale: Double, partial: Bool, _ report: inout Report
    ) {
        let problem: String
        do {
            let png = try renderer.render(Self.reference, scale: Self.referenceScale, tiles: true).png
            guard png != referencePNG else { return }
            problem = "came out different (\(png.count) PNG bytes, \(referencePNG.count) before)"
        } catch {
            problem = "failed with \(error)"
        }
        let culprit = partial ? "" : firstFailingItem(of: list) { fresh, prefix in
            guard let before = try? fresh.render(Self.reference, scale: Self.referenceScale, tiles: true).png else {
                return true
            }
            _ = try? fresh.render(prefix, scale: scale, tiles: true)
            return (try? fresh.render(Self.reference, scale: Self.referenceScale, tiles: true).png) != before
        }
        report.violations.append(
            "the reference frame drawn after \(stage) (\(describe(list, scale: scale))) \(problem): "
                + "a failed or hostile frame leaked state into the next render\(culprit)")
        replaceRenderer(&report)
    }

    private func replaceRenderer(_ report: inout Report) {
        do {
            renderer = try FrameRenderer()
            let png = try renderer.render(Self.reference, scale: Self.referenceScale, tiles: true).png
            if png != referencePNG {
                report.violations.append(
                    "a new renderer draws the reference frame differently: state leaked beyond the renderer")
                referencePNG = png
            }
        } catch {
            report.violations.append("a new renderer cannot draw the reference frame: \(error)")
        }
    }

    private func checkMemory(after stage: String, _ report: inout Report) {
        let grown = (ResidentMemory.bytes() ?? 0) - baselineResident
        defer { report.residentGrowth = max(report.residentGrowth, grown) }
        guard grown > bounds.residentGrowth, report.residentGrowth <= bounds.residentGrowth else { return }
        report.violations.append(
            "resident memory is \(grown >> 20) MiB over the baseline after \(stage) "
                + "(bound \(bounds.residentGrowth >> 20) MiB)")
    }

    private func checkTime(of stage: String, since started: ContinuousClock.Instant, _ report: inout Report) {
        let elapsed = (clock.now - started) / .seconds(1)
        report.slowestStage = max(report.slowestStage, elapsed)
        if elapsed > bounds.stageSeconds {
            report.violations.append(
                "\(stage) took \(String(format: "%.1f", elapsed)) s "
                    + "(bound \(String(format: "%.0f", bounds.stageSeconds)) s)")
        }
    }

    // MARK: Finding the item

    /// Which item makes `fails` hold on a fresh renderer, found by bisecting the list's prefixes (an unbalanced
    /// prefix is fine: the renderer closes open groups), as text to append to a violation.
    private func firstFailingItem(of list: DisplayList, _ fails: (FrameRenderer, DisplayList) -> Bool) -> String {
        func failsWith(first count: Int) -> Bool {
            guard let fresh = try? FrameRenderer() else { return true }
            var prefix = list
            prefix.items = Array(list.items.prefix(count))
            return fails(fresh, prefix)
        }
        guard failsWith(first: list.items.count) else { return "; a new renderer does not fail on this frame alone" }
        guard !failsWith(first: 0) else { return "; a new renderer fails on this canvas without any item" }
        var passing = 0, failing = list.items.count
        while failing - passing > 1 {
            let middle = (passing + failing) / 2
            if failsWith(first: middle) { failing = middle } else { passing = middle }
        }
        let index = failing - 1
        var open: [String] = []
        for item in list.items[..<index] {
            if item.opensGroup {
                open.append(Self.short(item.dumpLine))
            } else if case .pop = item, !open.isEmpty {
                open.removeLast()
            }
        }
        let inside = open.isEmpty ? "" : " inside `\(open.suffix(3).joined(separator: "` › `"))`"
        return "; a new renderer fails from item #\(index) `\(Self.short(list.items[index].dumpLine))`\(inside)"
    }

    private func describe(_ list: DisplayList, scale: Double) -> String {
        "\(list.items.count) items on \(Self.describe(list.size, scale: scale))"
    }

    /// `390×844 @3`, with every number as it is (`compact` rounds 5e-324 to 0).
    private static func describe(_ canvas: Size, scale: Double) -> String {
        func exact(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
        }
        return "\(exact(canvas.width))×\(exact(canvas.height)) @\(exact(scale))"
    }

    private static func short(_ text: String) -> String {
        text.count <= 160 ? text : String(text.prefix(160)) + "…"
    }

    // MARK: Fixtures

    /// An ordinary phone frame: texts, shapes, a gradient, a shadow, a blur, an opacity, a clip, a rotation.
    static let reference = DisplayList(size: HostileFrame.phone, items: [
        .fill(.rectangle, rect: Rect(x: 0, y: 0, width: 390, height: 844), color: RGBA(255, 255, 255)),
        .text(
            "Reference", rect: Rect(x: 20, y: 64, width: 350, height: 41),
            font: ResolvedFont(pointSize: 34, weight: .bold), color: RGBA(0, 0, 0), alignment: .leading),
        .text(
            "A paragraph long enough to wrap over several lines in the body font, cut after the third.",
            rect: Rect(x: 20, y: 120, width: 350, height: 66), font: ResolvedFont(pointSize: 17),
            color: RGBA(60, 60, 67, alpha: 0.6), alignment: .leading, lineLimit: 3),
        .pushShadow(
            color: RGBA(0, 0, 0, alpha: 0.25), radius: 8, x: 0, y: 4,
            bounds: Rect(x: 20, y: 210, width: 350, height: 120)),
        .fill(
            .roundedRectangle(cornerRadius: 16), rect: Rect(x: 20, y: 210, width: 350, height: 120),
            paint: .linearGradient(
                [
                    ResolvedStop(color: RGBA(0, 122, 255), location: 0),
                    ResolvedStop(color: RGBA(175, 82, 222), location: 1),
                ],
                start: Point(x: 20, y: 210), end: Point(x: 370, y: 330))),
        .pop,
        .symbol("star.fill", rect: Rect(x: 40, y: 240, width: 44, height: 44), color: RGBA(255, 204, 0)),
        .stroke(.capsule, rect: Rect(x: 20, y: 360, width: 350, height: 50), color: RGBA(0, 122, 255), lineWidth: 2),
        .pushBlur(radius: 6, bounds: Rect(x: 20, y: 440, width: 350, height: 80)),
        .fill(.circle, rect: Rect(x: 40, y: 450, width: 60, height: 60), color: RGBA(255, 59, 48)),
        .text(
            "Blurred", rect: Rect(x: 120, y: 465, width: 200, height: 30), font: ResolvedFont(pointSize: 22),
            color: RGBA(0, 0, 0), alignment: .leading),
        .pop,
        .pushOpacity(0.5, bounds: Rect(x: 20, y: 550, width: 350, height: 60)),
        .fill(.rectangle, rect: Rect(x: 20, y: 550, width: 350, height: 60), color: RGBA(52, 199, 89)),
        .pop,
        .pushClip(.roundedRectangle(cornerRadius: 12), rect: Rect(x: 20, y: 640, width: 160, height: 100)),
        .fill(
            .rectangle, rect: Rect(x: 0, y: 620, width: 220, height: 140),
            paint: .radialGradient(
                [
                    ResolvedStop(color: RGBA(255, 149, 0), location: 0),
                    ResolvedStop(color: RGBA(255, 45, 85), location: 1),
                ],
                center: Point(x: 100, y: 690), startRadius: 0, endRadius: 90)),
        .pop,
        .pushTransform(.rotation(0.2, around: Point(x: 280, y: 690))),
        .text(
            "Rotated", rect: Rect(x: 230, y: 675, width: 100, height: 30),
            font: ResolvedFont(pointSize: 20, weight: .semibold, italic: true), color: RGBA(0, 0, 0),
            alignment: .center),
        .pop,
    ])
    static let referenceScale = 3.0

    /// The files `HostileFrame.imageNames` names: a real PNG, a PNG header that claims 100 000 × 100 000 pixels and
    /// stops, an empty file, and no file at all.
    private static func writeImageFiles(into imageFolder: URL, drawingWith renderer: FrameRenderer) throws {
        let picture = DisplayList(size: Size(width: 3, height: 2), items: [
            .fill(.rectangle, rect: Rect(x: 0, y: 0, width: 2, height: 2), color: RGBA(255, 59, 48)),
        ])
        let png = try renderer.render(picture, scale: 1).png
        let claim: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
                              0, 1, 0x86, 0xA0, 0, 1, 0x86, 0xA0, 8, 6, 0, 0, 0, 0xDE, 0xAD, 0xBE, 0xEF]
        let files: [(String, [UInt8])] = [("image.png", png), ("garbage.png", claim), ("empty.png", [])]
        for (name, bytes) in files { try Data(bytes).write(to: imageFolder.appendingPathComponent(name)) }
        try? FileManager.default.removeItem(at: imageFolder.appendingPathComponent("missing.png"))
    }

    // MARK: Measuring

    /// What is wrong with the image's PNG header, if anything: it must say the image's own size.
    static func headerProblem(_ image: RenderedImage) -> String? {
        guard !image.png.isEmpty else { return nil }
        let png = image.png
        guard png.count > 24, png[0] == 0x89, png[1] == 0x50, png[12..<16].elementsEqual("IHDR".utf8) else {
            return "its PNG has no PNG header (\(png.count) bytes)"
        }
        func word(_ at: Int) -> Int { png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        guard word(16) == image.pixelWidth, word(20) == image.pixelHeight else {
            return "its PNG is \(word(16))×\(word(20)) px for an image of \(image.pixelWidth)×\(image.pixelHeight) px"
        }
        return nil
    }

    /// Node count and depth of a view tree.
    static func measure(_ node: ViewNode) -> (nodes: Int, depth: Int) {
        let children: [ViewNode]
        switch node {
        case .stack(_, _, _, let nodes), .zstack(_, let nodes), .group(let nodes), .firstThatFits(_, let nodes),
            .customLayout(_, let nodes):
            children = nodes
        case .scroll(_, let content), .geometryReader(_, let content), .alignmentGuide(_, let content),
            .padding(_, let content), .frame(_, let content),
            .fixedSize(_, _, let content), .aspectRatio(_, _, let content), .layoutPriority(_, let content),
            .offset(_, _, let content), .position(_, _, let content), .clip(_, let content), .effect(_, let content),
            .ignoresSafeArea(_, let content), .environment(_, let content), .tapTarget(_, let content),
            .layoutValue(_, let content):
            children = [content]
        case .decoration(let decoration, _, _, let content): children = [decoration, content]
        case .chart(let spec): children = spec.marks.compactMap(\.annotation)
        case .text, .styledText, .image, .shape, .spacer, .placeholder, .empty: children = []
        }
        var total = (nodes: 1, depth: 1)
        for child in children {
            let (nodes, depth) = measure(child)
            total = (total.nodes + nodes, max(total.depth, depth + 1))
        }
        return total
    }
}
