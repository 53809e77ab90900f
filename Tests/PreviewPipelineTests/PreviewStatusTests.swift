import PreviewLayout
import PreviewInterpreter
import PreviewModel
import PreviewTestSupport
import Testing

@testable import PreviewPipeline

/// `PreviewStatus` follows Protocol.md: `clean` shows the preview's own content with no diagnostics, `degraded`
/// shows it with placeholders or skipped parts, `failed` shows none of it (whether or not evaluation said why).
@Suite struct PreviewStatusTests {
    /// Renders the only preview of `source` (in `Card.swift`) on the first default target.
    func render(_ source: String) throws -> (PreviewFrameRenderer.Output, PreviewDeclaration) {
        let folder = try ProjectFolder(["Card.swift": source])
        let project = try folder.load()
        let preview = try #require(project.previews.first)
        #expect(project.previews.count == 1)
        let output = try PreviewFrameRenderer().render(
            preview, on: DeviceCatalog.defaultTargets[0], interpreter: PreviewInterpreter(project: project))
        return (output, preview)
    }

    @Test func aPreviewThatDrawsItsContentIsClean() throws {
        let (output, _) = try render(
            """
            import SwiftUI

            struct Card: View {
                var body: some View { VStack { Text("Title"); Spacer() }.padding() }
            }

            #Preview { Card() }
            """)
        #expect(output.evaluation.diagnostics.isEmpty)
        #expect(output.status == .clean)
        #expect(output.diagnostics.isEmpty)
        #expect(output.image != nil)
        #expect(!output.displayList.dump.contains(PreviewStatus.nothingDrawn))
    }

    @Test func anEmptyBodyFailsAndSaysSo() throws {
        let (output, preview) = try render(
            """
            import SwiftUI

            struct Card: View {
                var body: some View { EmptyView() }
            }

            #Preview("Empty") {
                Card()
            }
            """)
        #expect(output.evaluation.diagnostics.isEmpty, "evaluating EmptyView() is not a problem in itself")
        #expect(output.status == .failed)
        #expect(
            output.diagnostics == [
                Diagnostic(
                    file: "Card.swift", line: 7, column: 1, severity: .warning, message: PreviewStatus.nothingDrawn,
                    preview: preview.id)
            ])
        #expect(preview.line == 7)
        // The daemon still shows a frame, with the reason in its banner.
        #expect(output.image != nil)
        #expect(output.displayList.dump.contains(PreviewStatus.nothingDrawn))
    }

    @Test func onlySpacersAndEmptyViewsFail() throws {
        let (output, _) = try render(
            """
            import SwiftUI

            #Preview {
                VStack {
                    Spacer()
                    if false { Text("never") }
                    HStack { Spacer(minLength: 8) }
                }
                .padding()
            }
            """)
        #expect(output.status == .failed)
        #expect(output.diagnostics.map(\.message) == [PreviewStatus.nothingDrawn])
    }

    @Test func onlyAPlaceholderForAnUnknownModuleFails() throws {
        let (output, _) = try render(
            """
            import SwiftUI
            import DesignSystem

            #Preview {
                FancyCard(title: "Hello")
            }
            """)
        #expect(output.status == .failed)
        #expect(!output.evaluation.diagnostics.isEmpty)
        // Evaluation said why; no second diagnostic is added.
        #expect(output.diagnostics == output.evaluation.diagnostics)
        #expect(output.diagnostics.contains { $0.message.contains("'FancyCard'") && $0.line == 5 })
    }

    @Test func ownContentBesideAPlaceholderIsDegraded() throws {
        let (output, _) = try render(
            """
            import SwiftUI
            import DesignSystem

            #Preview {
                VStack {
                    Text("Hello")
                    FancyCard(title: "Hello")
                }
            }
            """)
        #expect(output.status == .degraded)
        #expect(output.diagnostics == output.evaluation.diagnostics)
        #expect(output.image != nil)
    }

    @Test func anUnsupportedModifierIsDegraded() throws {
        let (output, _) = try render(
            """
            import SwiftUI

            #Preview { Text("Hello").holographicShimmer(radius: 3) }
            """)
        #expect(output.status == .degraded)
        #expect(
            output.diagnostics.map(\.message) == ["modifier '.holographicShimmer' is not supported; drawn without it"])
    }

    /// A preview's status over its targets, or over the shards that rendered it, is the worst of them.
    @Test func theWorstStatusWins() {
        let all: [PreviewStatus] = [.clean, .degraded, .failed]
        for a in all {
            for b in all {
                let worst = all[max(all.firstIndex(of: a)!, all.firstIndex(of: b)!)]
                #expect(a.combined(with: b) == worst, "\(a) with \(b)")
            }
        }
    }
}
