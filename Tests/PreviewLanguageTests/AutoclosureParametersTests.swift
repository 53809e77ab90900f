import PreviewLanguage
import PreviewTestSupport
import Testing

/// The semantic model knows, once per version of a project, which arguments a call defers for `@autoclosure`.
struct AutoclosureParametersTests {
    @Test func positionsAreFoundByCalledNameLabelAndOrdinal() throws {
        let source = """
            func both(_ first: Bool, _ second: @autoclosure () -> Bool) -> Bool { first && second() }
            struct Gate {
                init(open: Bool, when condition: @autoclosure () -> Bool) {}
                func log(_ message: @autoclosure () -> String, level: Int = 0) {}
                func plain(_ value: Int) {}
            }
            """
        let project = try ProjectFolder(["Sources/Program.swift": source]).load()
        let positions = SemanticModel(project: project, builtins: SemanticModelTests.library()).autoclosurePositions
        #expect(positions["both"] == [AutoclosurePosition(label: "_", ordinal: 1)])
        #expect(positions["init"] == [AutoclosurePosition(label: "when", ordinal: 0)])
        #expect(positions["Gate"] == [AutoclosurePosition(label: "when", ordinal: 0)])
        #expect(positions["log"] == [AutoclosurePosition(label: "_", ordinal: 0)])
        #expect(positions["plain"] == nil)
    }
}
