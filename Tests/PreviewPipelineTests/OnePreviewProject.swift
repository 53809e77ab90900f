import PreviewInterpreter
import PreviewLayout
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

/// The display list of `#Preview { body }` on the light iPhone, which must draw without a diagnostic.
func cleanDisplayList(_ body: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> DisplayList {
    let output = try renderOnlyPreview(body)
    #expect(output.diagnostics.isEmpty, "\(output.diagnostics)", sourceLocation: sourceLocation)
    return output.displayList
}

/// Where `list` draws the text `string` (the first place it does).
func drawnText(_ string: String, in list: DisplayList, sourceLocation: SourceLocation = #_sourceLocation) throws -> Rect
{
    let rects = list.items.compactMap { item -> Rect? in
        if case .text(string, let rect, _, _, _, _) = item { return rect }
        return nil
    }
    return try #require(rects.first, "no text \"\(string)\" in \(list.items)", sourceLocation: sourceLocation)
}
