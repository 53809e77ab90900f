import PreviewInterpreter
import PreviewLayout
import PreviewModel
import PreviewRender
import PreviewViews

/// Turns one (preview, target) into pixels: interpret → layout → raster + encode. Not thread-safe: it owns a
/// Pango font map, so create it on the thread that renders and keep it there.
package final class PreviewFrameRenderer {
    /// One (preview, target) carried through the pipeline.
    package struct Output {
        package var evaluation: Evaluation
        package var displayList: DisplayList
        /// nil when the display list was unchanged and encoding was skipped.
        package var image: RenderedImage?

        package var status: PreviewStatus { PreviewStatus(evaluation) }
    }

    private let frameRenderer: FrameRenderer
    private let layout: LayoutEngine

    package init() throws {
        frameRenderer = try FrameRenderer()
        layout = LayoutEngine(measurer: frameRenderer.textMeasurer)
    }

    /// Renders `preview` on `target`; when the display list equals `previous`, raster and encode are skipped
    /// (identical display lists mean identical pixels).
    package func render(
        _ preview: PreviewDeclaration, on target: Target, interpreter: PreviewInterpreter, previous: DisplayList? = nil
    ) throws -> Output {
        let evaluation = interpreter.evaluate(preview, environment: target.environment)
        var environment = target.environment
        if let scheme = evaluation.preferredColorScheme { environment.colorScheme = scheme }
        let safeSize = Size(
            width: target.size.width - target.safeArea.horizontal, height: target.size.height - target.safeArea.vertical)
        let root = DiagnosticBanner.decorate(evaluation.root, with: evaluation.diagnostics, in: safeSize)
        let list = layout.layout(root, canvas: target.size, safeArea: target.safeArea, environment: environment)
        if list == previous { return Output(evaluation: evaluation, displayList: list, image: nil) }
        let image = try frameRenderer.render(list, scale: target.device.scale)
        return Output(evaluation: evaluation, displayList: list, image: image)
    }
}

/// How a preview rendered: the `status` of Protocol.md.
package enum PreviewStatus: String, Sendable {
    /// Rendered with no diagnostics.
    case clean
    /// Rendered with placeholders or skipped parts.
    case degraded
    /// No frame worth showing: evaluation stopped or produced nothing but a placeholder.
    case failed

    init(_ evaluation: Evaluation) {
        if evaluation.diagnostics.isEmpty {
            self = .clean
        } else if case .placeholder = evaluation.root {
            self = .failed
        } else {
            self = .degraded
        }
    }
}

/// Draws a preview's diagnostics into its frame, so whoever looks at a phone sees why something is missing.
enum DiagnosticBanner {
    /// Lines shown before "and N more".
    static let maximumLines = 3

    /// `root` centred in `size` (the safe area) with the banner along its bottom edge.
    static func decorate(_ root: ViewNode, with diagnostics: [Diagnostic], in size: Size) -> ViewNode {
        guard !diagnostics.isEmpty else { return root }
        var lines = diagnostics.prefix(maximumLines).map { ViewNode.text("\($0.file):\($0.line): \($0.message)") }
        if diagnostics.count > maximumLines { lines.append(.text("and \(diagnostics.count - maximumLines) more")) }
        let hasError = diagnostics.contains { $0.severity == .error }
        let banner = ViewNode.padding(
            EdgeInsets(all: 8),
            .decoration(
                .shape(.roundedRectangle(cornerRadius: 10), .fill(.color(.opacity(.system(hasError ? .red : .orange), 0.92)))),
                placement: .behind, alignment: .center,
                content: .padding(
                    EdgeInsets(all: 10),
                    .environment(
                        .foreground(.system(.white)),
                        .environment(
                            .font(FontSpec(size: .fixed(12), weight: .medium)),
                            .environment(
                                .lineLimit(2),
                                .stack(axis: .vertical, alignment: .leading, spacing: 4, children: lines)))))))
        let content = ViewNode.frame(FrameSpec(width: size.width, height: size.height), root)
        return .zstack(alignment: .bottom, children: [content, banner])
    }
}
