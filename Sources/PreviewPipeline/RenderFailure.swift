package import PreviewModel
import PreviewRender

/// What a user is told when a preview could not be drawn on a target at all.
///
/// Only a fault of previewd's own asks to be reported: a value of the project's that cannot be drawn (a canvas
/// larger than a frame may be, an image that is no PNG) says what is wrong with it instead.
package enum RenderFailure {
    package static func diagnostic(_ error: any Error, preview: PreviewDeclaration, target: Target) -> Diagnostic {
        let message: String
        if let error = error as? RenderError, !error.isInternal {
            message = "cannot draw this preview on '\(target.id)': \(error.message)"
        } else {
            message =
                "internal error in previewd while drawing this preview on '\(target.id)': \(error); please report it"
        }
        return Diagnostic(
            file: preview.file, line: preview.line, column: 1, severity: .error, message: message, preview: preview.id)
    }
}
