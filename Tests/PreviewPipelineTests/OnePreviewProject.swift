import PreviewInterpreter
import PreviewModel
import PreviewTestSupport
import PreviewViews
import Testing
@testable import PreviewPipeline

/// The light iPhone 15 Pro of the catalog (393×852 points, @3x), which most pipeline tests draw on.
let lightPhone = DeviceCatalog.defaultTargets.first { $0.colorScheme == .light }!

/// A project of one Swift file holding `#Preview { body }` and `declarations` (the types it uses), interpreted,
/// laid out and drawn on `target`.
func renderOnlyPreview(
    _ body: String, declarations: String = "", in file: String = "Screen.swift", on target: Target = lightPhone
) throws -> PreviewFrameRenderer.Output {
    let folder = try ProjectFolder([file: "import SwiftUI\n\n#Preview {\n\(body)\n}\n\n\(declarations)\n"])
    let project = try folder.load()
    let preview = try #require(project.previews.first)
    return try PreviewFrameRenderer().render(preview, on: target, interpreter: PreviewInterpreter(project: project))
}
