import Foundation
import PreviewInterpreter
import PreviewModel
import PreviewViews
import SwiftSyntax
import Testing

/// The bundled examples must stay clean as the interpreter changes: every preview evaluates without diagnostics.
struct ExampleProjectTests {
    /// `Examples/Hello` in this repository, found from this file's path (Tests/PreviewInterpreterTests/…).
    private static let exampleRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/Hello", isDirectory: true)

    @Test func exampleParsesAndHasEveryKindOfPreview() throws {
        let project = try Project(root: Self.exampleRoot)
        #expect(project.diagnostics.isEmpty, "\(project.diagnostics)")
        let previews = project.previews
        #expect(previews.contains { $0.id.hasSuffix(".preview-1") }, "an unnamed #Preview")
        let macroPreviews = previews.filter { if case .statements = $0.body { true } else { false } }
        #expect(macroPreviews.contains { !$0.id.contains(".preview-") }, "a named #Preview")
        let providerViews = previews.filter { if case .providerView = $0.body { true } else { false } }
        #expect(providerViews.count >= 2, "a PreviewProvider with two views")
        #expect(providerViews.contains { $0.node.description.contains(".previewDisplayName(") })
        #expect(providerViews.contains { $0.node.description.contains(".preferredColorScheme(.dark)") })
    }

    /// Every preview of every bundled example evaluates clean and draws its own content, in light and dark.
    @Test(arguments: ["Hello", "PhotoCollage", "Onboarding", "Notes"], [ColorScheme.light, .dark])
    func everyPreviewEvaluatesClean(example: String, scheme: ColorScheme) throws {
        let root = Self.exampleRoot.deletingLastPathComponent().appendingPathComponent(example, isDirectory: true)
        let project = try Project(root: root)
        #expect(project.diagnostics.isEmpty, "\(project.diagnostics)")
        try #require(!project.previews.isEmpty)
        let interpreter = PreviewInterpreter(project: project)
        for preview in project.previews {
            let evaluation = interpreter.evaluate(preview, environment: EnvironmentValues(colorScheme: scheme))
            #expect(evaluation.diagnostics.isEmpty, "\(preview.id): \(evaluation.diagnostics)")
            #expect(evaluation.root.drawsOwnContent, "\(preview.id) draws nothing of its own")
        }
    }
}
