import Foundation
package import PreviewInterpreter
package import PreviewLayout
package import PreviewModel
package import PreviewRender
package import PreviewViews

/// Turns one (preview, target) into pixels: interpret → layout → raster + encode. Not thread-safe: it owns a
/// Pango font map, so create it on the thread that renders and keep it there.
package final class PreviewFrameRenderer {
    /// One (preview, target) carried through the pipeline.
    package struct Output {
        package var evaluation: Evaluation
        package var displayList: DisplayList
        /// nil when the display list was unchanged and encoding was skipped.
        package var image: RenderedImage?
        /// What the frame's badge counts and clients are told: the evaluation's diagnostics, or, when there are
        /// none but the preview draws nothing of its own, one that says so (see `PreviewStatus.nothingDrawn`).
        package var diagnostics: [Diagnostic]
        /// Where this render's time went.
        package var timings: StageTimings

        /// The evaluation's status, degraded where drawing had to leave something out (`diagnostics` says what).
        package var status: PreviewStatus {
            let status = PreviewStatus(evaluation)
            return status == .clean && !diagnostics.isEmpty ? .degraded : status
        }
    }

    private let frameRenderer: FrameRenderer
    private let layout: LayoutEngine
    /// Layout's text measurement, with a time budget per layout (`textBudgetSeconds`).
    private let measurer: BudgetedTextMeasurer
    /// The measuring time one layout of a preview may take, as long as its evaluation may (`Budget.seconds`):
    /// beyond it, its text is estimated and the preview says so.
    package var textBudgetSeconds = PreviewInterpreter.Budget.defaultSeconds
    /// Evaluations of one preview at most, for `GeometryReader`s to learn their size (see `render`).
    static let maximumGeometryPasses = 3
    private let clock = ContinuousClock()
    /// Whether frames carry the diagnostics badge; off for snapshot comparison (`render --clean-frames`,
    /// `clean-frames` in previewd.toml), where a frame must show only the preview. The diagnostics are reported
    /// either way.
    package var drawsDiagnostics = true

    /// `imageBudget`: bytes of decoded asset images kept from frame to frame; by default
    /// `PREVIEWD_IMAGE_BUDGET_MB` megabytes when the environment gives a whole number, else 64 MB
    /// (Documentation/Performance.md says what an image costs).
    package init(imageBudget: Int = PreviewFrameRenderer.imageBudget(ProcessInfo.processInfo.environment)) throws {
        frameRenderer = try FrameRenderer(imageBudget: imageBudget)
        measurer = BudgetedTextMeasurer(frameRenderer.textMeasurer)
        layout = LayoutEngine(measurer: measurer)
    }

    /// The image budget `PREVIEWD_IMAGE_BUDGET_MB` sets (0–65536 MB), or the renderer's default.
    package static func imageBudget(_ environment: [String: String]) -> Int {
        guard let megabytes = environment["PREVIEWD_IMAGE_BUDGET_MB"].flatMap(Int.init), (0...65536).contains(megabytes)
        else { return FrameRenderer.defaultImageBudget }
        return megabytes << 20
    }

    /// Draws and encodes a small frame with text, so the font map's loading cost (tens of milliseconds) is paid
    /// now rather than by the first frame a user waits for.
    package func warmUp() {
        let list = DisplayList(
            size: Size(width: 120, height: 40),
            items: [
                .text(
                    "Warm up 🙂", rect: Rect(x: 8, y: 8, width: 104, height: 24), font: ResolvedFont(pointSize: 17),
                    color: RGBA(red: 0, green: 0, blue: 0), alignment: .leading)
            ])
        _ = try? frameRenderer.render(list, scale: 3)
    }

    /// Lets go of canvas memory kept for frames larger than any still shown (a device with a huge screen left): the
    /// renderer keeps a block only while it is at most twice the canvas drawn (`CanvasMemory.forCanvas`), so
    /// drawing the warm-up's small frame replaces the large block with a small one.
    package func releaseCanvasMemory() { warmUp() }

    /// Renders `preview` on `target`; when the display list equals `previous`, raster and encode are skipped
    /// (identical display lists mean identical pixels). `state` is what a client's taps changed (interactive mode).
    /// With `tiles` the image carries its tile hashes, and with `previousTiles` (the tiles of the frame clients
    /// hold) its damage too. With `encodeLater` an image with damage comes without its PNG (`renderInFull` makes
    /// it), and where the changes since `previous` can be bounded only their tiles are drawn
    /// (`FrameRenderer.renderChanges`). With `webp` a full image also carries its lossless WebP.
    package func render(
        _ preview: PreviewDeclaration, on target: Target, interpreter: PreviewInterpreter, previous: DisplayList? = nil,
        state: InteractionState = InteractionState(), tiles: Bool = false, previousTiles: TileHashes? = nil,
        encodeLater: Bool = false, webp: Bool = false
    ) throws -> Output {
        var output = layOut(preview, on: target, interpreter: interpreter, state: state)
        // Images this renderer could not draw before are named before drawing, so the frame is drawn once with its
        // badge, and a list unchanged since `previous` (not drawn again) still reports them.
        let known = frameRenderer.knownUndrawnImages(in: output.displayList)
        var extra = known.map { Self.diagnostic(for: $0, of: preview, in: interpreter.project) }
        // So are texts with characters no installed font has, which are drawn as boxes (the badge's own text aside).
        let badge: Set<String> =
            drawsDiagnostics && !output.diagnostics.isEmpty ? [DiagnosticBadge.text(for: output.diagnostics)] : []
        let boxed = frameRenderer.textsWithMissingGlyphs(in: output.displayList, ignoring: badge)
        if let missing = Self.diagnostic(for: boxed, of: preview, in: interpreter.project) { extra.append(missing) }
        if !extra.isEmpty {
            output = layOut(preview, on: target, interpreter: interpreter, state: state, adding: extra)
        }
        if output.displayList == previous { return output }
        let scale = target.device.scale
        func draw(_ output: Output) throws -> RenderedImage {
            if encodeLater, let previous, let previousTiles,
                let image = try frameRenderer.renderChanges(
                    output.displayList, since: previous, previous: previousTiles, scale: scale)
            {
                return image
            }
            return try frameRenderer.render(
                output.displayList, scale: scale, tiles: tiles, previous: previousTiles, encodeLater: encodeLater,
                webp: webp)
        }
        var image = try draw(output)
        // An image that failed only now (a file that turned out corrupt past its header) is reported like one of the
        // evaluation's diagnostics: the frame is drawn again with it in the badge.
        let failedNow = frameRenderer.lastFrameUndrawnImages.filter { !known.contains($0) }
        extra += failedNow.map { Self.diagnostic(for: $0, of: preview, in: interpreter.project) }
        if frameRenderer.lastFrameEffectsOverBudget > 0 {
            // Drawn again with the badge that says so; it is drawn the same way, effects left out the same way.
            extra.append(Self.diagnostic(
                """
                \(frameRenderer.lastFrameEffectsOverBudget) opacity, shadow or blur effects were drawn without their \
                layer: 
                """
                    + "their layers would take more than the \(DrawingLimits.offscreenBudget >> 20) MB a frame may use "
                    + "(nest fewer of them)",
                for: preview, in: interpreter.project))
        }
        if !failedNow.isEmpty || frameRenderer.lastFrameEffectsOverBudget > 0 {
            output = layOut(preview, on: target, interpreter: interpreter, state: state, adding: extra)
            image = try draw(output)
        }
        if let frame = frameRenderer.lastFrameTimings {
            output.timings.raster = frame.raster
            output.timings.encode = frame.encode
        }
        output.image = image
        return output
    }

    /// How many frames were drawn in part (only their changed tiles), for tests.
    package var framesDrawnInPart: Int { frameRenderer.framesDrawnInPart }

    /// The whole of `list` drawn and encoded, with its tiles: the PNG of a frame `render(encodeLater: true)` sent
    /// as damage, and the check of the tiles it reported. Returns the image and the time spent drawing and encoding.
    package func renderInFull(_ list: DisplayList, scale: Double, webp: Bool = false) throws -> (
        image: RenderedImage, timings: FrameTimings?
    ) {
        let image = try frameRenderer.render(list, scale: scale, tiles: true, webp: webp)
        return (image, frameRenderer.lastFrameTimings)
    }

    /// Runs what a tap at `point` (points on the target's canvas) reaches on `preview` as `state` shows it, and
    /// returns the state after it; nil when the tap lands on nothing tappable.
    package func tap(
        _ preview: PreviewDeclaration, on target: Target, interpreter: PreviewInterpreter, state: InteractionState,
        at point: Point
    ) -> InteractionState? {
        let shown = layOut(preview, on: target, interpreter: interpreter, state: state)
        guard let interaction = shown.displayList.interaction(at: point) else { return nil }
        let after = interpreter.evaluate(
            preview, environment: target.honoring(traits: preview.traits).environment,
            geometryReaderSizes: shown.evaluation.geometryReaderSizes, placedFrames: shown.evaluation.placedFrames,
            state: state, performing: interaction)
        return after.performed ? after.state : nil
    }

    /// Evaluates and lays out `preview` on `target`, without raster; `extra` diagnostics join the evaluation's.
    /// Interprets and lays out on a thread of `LargeStackThread`'s stack: layout recurses once per level of the view
    /// tree, as deep as the interpreter's depth budget lets a view nest (a chain of hundreds of modifiers), with an
    /// environment copied at each level, which a render thread's 8 MiB does not hold. The interpreter, already on
    /// such a thread, evaluates there directly.
    private func layOut(
        _ preview: PreviewDeclaration, on target: Target, interpreter: PreviewInterpreter, state: InteractionState,
        adding extra: [Diagnostic] = []
    ) -> Output {
        LargeStackThread.run {
            self.layOutOnThisThread(preview, on: target, interpreter: interpreter, state: state, adding: extra)
        }
    }

    private func layOutOnThisThread(
        _ preview: PreviewDeclaration, on target: Target, interpreter: PreviewInterpreter, state: InteractionState,
        adding extra: [Diagnostic]
    ) -> Output {
        // A preview's own traits beat the matrix (Documentation/Protocol.md, "Project configuration").
        let target = target.honoring(traits: preview.traits)
        var timings = StageTimings()
        var started = clock.now
        var evaluation = interpreter.evaluate(preview, environment: target.environment, state: state)
        var diagnostics: [Diagnostic] = []
        var list = DisplayList(size: target.size)
        // A `GeometryReader`'s proxy can report its real size, and an anchor where its view is, only once layout has
        // placed them: evaluate again with the measured sizes and frames until they agree (nested readers need one
        // pass per level; three passes at most).
        for pass in 1...Self.maximumGeometryPasses {
            let evaluated = clock.now
            timings.evaluate += evaluated - started
            var environment = target.environment
            if let scheme = evaluation.preferredColorScheme { environment.colorScheme = scheme }
            // `Color.accentColor` is the project's accent colour wherever it is drawn.
            environment.accentColor = interpreter.project.assets.accentColor
            diagnostics = PreviewStatus.diagnostics(of: evaluation, for: preview, in: interpreter.project) + extra
            var (root, canvas, safeArea, asked) = framed(
                evaluation, diagnostics: diagnostics, on: target, environment: environment)
            if let asked {
                // `%.0f`, not `Int(…)`: a size a view asks for may be far beyond what an `Int` holds.
                func points(_ size: Size) -> String {
                    String(format: "%.0f×%.0f", size.width.rounded(.up), size.height.rounded(.up))
                }
                let message =
                    """
                    the preview's canvas, \(points(asked)) points, is larger than a frame may be at \
                    \(target.device.scale.compact)×; 
                    """
                    + "drawn at \(points(canvas)) (give the view a smaller frame)"
                let oversized = Self.diagnostic(message, for: preview, in: interpreter.project)
                if !diagnostics.contains(oversized) { diagnostics.append(oversized) }
                (root, canvas, safeArea, _) = framed(
                    evaluation, diagnostics: diagnostics, on: target, environment: environment)
            }
            measurer.begin(budget: .seconds(textBudgetSeconds))
            var measured = layout.layoutMeasuringGeometryReaders(
                root, canvas: canvas, safeArea: safeArea, environment: environment)
            if measurer.exhausted {
                // Laid out again with the diagnostic in the badge; the measurer stays on its estimates.
                let slow = Self.diagnostic(
                    """
                    laying out this preview's text took longer than \(textBudgetSeconds.compact) s; the rest of its \
                    text is 
                    """
                        + "measured approximately (a very long text in a narrow frame?)",
                    for: preview, in: interpreter.project)
                if !diagnostics.contains(slow) { diagnostics.append(slow) }
                (root, canvas, safeArea, _) = framed(
                    evaluation, diagnostics: diagnostics, on: target, environment: environment)
                measured = layout.layoutMeasuringGeometryReaders(
                    root, canvas: canvas, safeArea: safeArea, environment: environment)
            }
            // A project's `Layout` runs its code during layout: what it reported joins the frame's diagnostics.
            let reportedInLayout = evaluation.layoutDiagnostics.all.filter { !diagnostics.contains($0) }
            if !reportedInLayout.isEmpty {
                diagnostics += reportedInLayout
                (root, canvas, safeArea, _) = framed(
                    evaluation, diagnostics: diagnostics, on: target, environment: environment)
                measured = layout.layoutMeasuringGeometryReaders(
                    root, canvas: canvas, safeArea: safeArea, environment: environment)
            }
            list = measured.displayList
            started = clock.now
            timings.layout += started - evaluated
            let settled =
                measured.geometryReaderSizes.allSatisfy { evaluation.geometryReaderSizes[$0.key] == $0.value }
                && evaluation.placedFrames.agrees(with: measured.placedFrames)
            guard pass < Self.maximumGeometryPasses, !settled else { break }
            evaluation = interpreter.evaluate(
                preview, environment: target.environment, geometryReaderSizes: measured.geometryReaderSizes,
                placedFrames: measured.placedFrames, state: state)
        }
        return Output(evaluation: evaluation, displayList: list, image: nil, diagnostics: diagnostics, timings: timings)
    }

    /// The largest canvas side a preview's own layout may ask for, in points.
    static let maximumCanvasSide = 4096.0

    /// The root to lay out with its diagnostics badge, the canvas it is drawn on, and the canvas's safe area: the
    /// target's screen, or the preview's own canvas (`Evaluation.canvas`), which has no safe area, as in Xcode.
    /// On a screen or a fixed canvas the badge lies over the bottom-trailing corner; a canvas that fits the view
    /// grows to hold the badge below it instead of covering the view with it. A preview's own canvas is kept within
    /// `maximumCanvasSide` and `FrameRenderer.maximumCanvasBytes` at the target's scale; `asked` is the size it
    /// asked for when that made it smaller.
    private func framed(
        _ evaluation: Evaluation, diagnostics: [Diagnostic], on target: Target, environment: EnvironmentValues
    ) -> (root: ViewNode, canvas: Size, safeArea: EdgeInsets, asked: Size?) {
        var asked: Size?
        let diagnostics = drawsDiagnostics ? diagnostics : []
        func clamped(_ size: Size) -> Size {
            let wanted = Size(width: max(size.width.rounded(.up), 1), height: max(size.height.rounded(.up), 1))
            var fitted = Size(
                width: min(wanted.width, Self.maximumCanvasSide), height: min(wanted.height, Self.maximumCanvasSide))
            // Whole points whose pixels fit the budget at this scale, the aspect ratio kept.
            let scale = target.device.scale
            let budget = Double(FrameRenderer.maximumCanvasBytes / 4) / (scale * scale)
            if fitted.width * fitted.height > budget {
                let shrink = (budget / (fitted.width * fitted.height)).squareRoot()
                fitted = Size(
                    width: max(1, (fitted.width * shrink).rounded(.down)),
                    height: max(1, (fitted.height * shrink).rounded(.down)))
            }
            if fitted != wanted, wanted.width.isFinite, wanted.height.isFinite { asked = wanted }
            return fitted
        }
        let canvas: Size, safeArea: EdgeInsets
        switch evaluation.canvas {
        case .sizeThatFits:
            let root = DiagnosticBadge.below(evaluation.root, with: diagnostics)
            let canvas = clamped(layout.fittingSize(of: root, proposal: target.size, environment: environment))
            return (root, canvas, .zero, asked)
        case .fixed(let width, let height):
            (canvas, safeArea) = (clamped(Size(width: width, height: height)), .zero)
        case nil:
            (canvas, safeArea) = (target.size, target.safeArea)
        }
        let safeSize = Size(width: canvas.width - safeArea.horizontal, height: canvas.height - safeArea.vertical)
        let root = DiagnosticBadge.decorate(evaluation.root, with: diagnostics, in: safeSize, safeArea: safeArea)
        return (root, canvas, safeArea, asked)
    }

    /// The warning that `preview` shows `image` as a box: the asset's name (its image set's, else the file's), the
    /// file within the project, and why it could not be drawn.
    static func diagnostic(for image: UndrawnImage, of preview: PreviewDeclaration, in project: Project) -> Diagnostic {
        let file = URL(fileURLWithPath: image.path)
        let folder = file.deletingLastPathComponent()
        let name =
            folder.pathExtension == "imageset"
            ? folder.deletingPathExtension().lastPathComponent : file.lastPathComponent
        let root = project.root.standardizedFileURL.path
        let relative = image.path.hasPrefix(root + "/") ? String(image.path.dropFirst(root.count + 1)) : image.path
        return diagnostic(
            "the image '\(name)' could not be drawn and is shown as a box: \(relative): \(image.reason)",
            for: preview, in: project)
    }

    /// A warning at `preview`'s declaration.
    static func diagnostic(_ message: String, for preview: PreviewDeclaration, in project: Project) -> Diagnostic {
        project.sourceFile(preview.file)?.diagnostic(at: preview.node, .warning, message, preview: preview.id)
            ?? Diagnostic(
                file: preview.file, line: preview.line, column: 1, severity: .warning, message: message,
                preview: preview.id)
    }
}
