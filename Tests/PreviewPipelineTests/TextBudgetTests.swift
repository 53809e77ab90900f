import PreviewInterpreter
import PreviewModel
import PreviewTestSupport
import Testing

@testable import PreviewPipeline

/// A preview whose text takes longer to lay out than its budget is drawn with estimated text and says so, so that
/// it cannot hold up the render thread every other preview waits for.
@Suite struct TextBudgetTests {
    func render(textBudgetSeconds: Double) throws -> PreviewFrameRenderer.Output {
        let folder = try ProjectFolder([
            "Long.swift":
                "import SwiftUI\n\n#Preview { Text(String(repeating: \"word \", count: 400)).frame(width: 80) }\n"
        ])
        let project = try folder.load()
        let renderer = try PreviewFrameRenderer()
        renderer.textBudgetSeconds = textBudgetSeconds
        return try renderer.render(
            try #require(project.previews.first), on: DeviceCatalog.defaultTargets[0],
            interpreter: PreviewInterpreter(project: project))
    }

    @Test func textPastItsBudgetIsEstimatedAndReported() throws {
        let output = try render(textBudgetSeconds: 0)
        let messages = output.diagnostics.map(\.message)
        #expect(
            messages.contains { $0.hasPrefix("laying out this preview's text took longer than 0 s") }, "\(messages)")
        #expect(output.image != nil, "the preview is still drawn")
    }

    @Test func textWithinItsBudgetIsMeasuredAndClean() throws {
        let output = try render(textBudgetSeconds: 60)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics.map(\.message))")
    }
}
