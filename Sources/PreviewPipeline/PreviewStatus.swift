package import PreviewInterpreter
package import PreviewModel
import PreviewViews

/// How a preview rendered: the `status` of Protocol.md.
package enum PreviewStatus: String, Sendable {
    /// Rendered with no diagnostics, and the frame shows the preview's own content.
    case clean
    /// Rendered with placeholders or skipped parts, around content of the preview's own.
    case degraded
    /// No frame worth showing: the root draws none of the preview's own content (only placeholders, spacers,
    /// empty views, or nothing), whether or not evaluation reported why.
    case failed

    package init(_ evaluation: Evaluation) {
        if !evaluation.root.drawsOwnContent {
            self = .failed
        } else if evaluation.diagnostics.isEmpty {
            self = .clean
        } else {
            self = .degraded
        }
    }

    /// The worse of the two (failed over degraded over clean): a preview's status across its targets, and across
    /// the shards of `render --shard` that rendered parts of it.
    package func combined(with other: PreviewStatus) -> PreviewStatus {
        other.severity > severity ? other : self
    }

    private var severity: Int {
        switch self {
        case .clean: 0
        case .degraded: 1
        case .failed: 2
        }
    }

    /// The message of the diagnostic added when a preview draws nothing of its own and evaluation said nothing
    /// about why (an empty body, `EmptyView()`, only a `Spacer()`).
    package static let nothingDrawn = "the preview draws nothing of its own"

    /// `evaluation`'s diagnostics; when there are none but the preview failed, a warning at the preview's
    /// declaration that says so, so that every failed preview comes with a reason.
    package static func diagnostics(
        of evaluation: Evaluation, for preview: PreviewDeclaration, in project: Project
    ) -> [Diagnostic] {
        guard evaluation.diagnostics.isEmpty, PreviewStatus(evaluation) == .failed else {
            return evaluation.diagnostics
        }
        return [PreviewFrameRenderer.diagnostic(nothingDrawn, for: preview, in: project)]
    }
}
