import PreviewInterpreter
import PreviewModel
import PreviewTestSupport
import PreviewViews
import Testing

@testable import PreviewPipeline

/// One preview of `body` on a fixed canvas, with `declarations` beside it in its file, rendered on the light iPhone
/// target: how the look tests get the display list and the pixels a modifier draws.
enum FixedLayoutPreview {
    static let phone = DeviceCatalog.defaultTargets.first { $0.colorScheme == .light }!

    static func render(_ body: String, declarations: String = "", width: Int = 200, height: Int = 200) throws
        -> PreviewFrameRenderer.Output
    {
        let source = """
            import SwiftUI

            \(declarations)

            #Preview(traits: .fixedLayout(width: \(width), height: \(height))) {
            \(body)
            }
            """
        let project = try ProjectFolder(["Look.swift": source]).load()
        let preview = try #require(project.previews.first)
        return try PreviewFrameRenderer().render(preview, on: phone, interpreter: PreviewInterpreter(project: project))
    }
}
