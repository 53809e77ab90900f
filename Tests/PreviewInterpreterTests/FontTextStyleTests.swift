import PreviewInterpreter
import PreviewModel
import PreviewTestSupport
import Testing

/// `Font.TextStyle` as a type: its cases written in full (`Font.TextStyle.body`) or as implicit members, compared,
/// switched over, and given properties by the project's `extension Font.TextStyle`.
struct FontTextStyleTests {
    @Test func aProjectsTextStyleExtensionRunsOnItsCases() throws {
        let program = """
            import SwiftUI

            extension Font.TextStyle {
                var scale: Double {
                    switch self {
                    case .body: return 1
                    case .title: return 2
                    default: return 0
                    }
                }
            }

            let style: Font.TextStyle = .title
            print(style.scale, style == .title, Font.TextStyle.body == .body, Font.TextStyle.body.scale)
            let styles: [Font.TextStyle] = [.body, .caption, Font.TextStyle.title]
            print(styles.map(\\.scale))
            """
        let folder = try ProjectFolder(["Program.swift": program])
        let run = try #require(PreviewInterpreter(project: try folder.load()).run(program: "Program.swift"))
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics.map(\.message))")
        #expect(run.output == "2.0 true true 1.0\n[1.0, 0.0, 2.0]\n")
    }
}
