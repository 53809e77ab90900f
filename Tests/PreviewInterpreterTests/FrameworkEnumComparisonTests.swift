import PreviewInterpreter
import PreviewModel
import PreviewTestSupport
import Testing

/// SwiftUI's enums that previewd holds as native values (`Font.Weight`, `TextAlignment`, `ContentMode`) compare by
/// their case, against a value of their own type or an implicit member, in `==`, `!=` and `switch`.
struct FrameworkEnumComparisonTests {
    @Test func nativeEnumCasesCompareByCase() throws {
        let program = """
            import SwiftUI

            let weight: Font.Weight = .bold
            let alignment = TextAlignment.center
            let mode: ContentMode = .fill
            print(weight == .bold, weight == .heavy, weight == Font.Weight.bold, weight != .regular)
            print(alignment == .center, alignment == .leading, mode == .fill, mode == ContentMode.fit)
            switch alignment {
            case .leading: print("leading")
            case .center: print("center")
            case .trailing: print("trailing")
            }
            func label(_ weight: Font.Weight) -> String { weight == .semibold ? "semibold" : "other" }
            print(label(.semibold), label(weight))
            """
        let folder = try ProjectFolder(["Program.swift": program])
        let run = try #require(PreviewInterpreter(project: try folder.load()).run(program: "Program.swift"))
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics.map(\.message))")
        #expect(
            run.output == """
                true false true true
                true false true false
                center
                semibold other

                """)
    }
}
