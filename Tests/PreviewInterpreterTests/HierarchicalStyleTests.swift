import PreviewInterpreter
import Testing

/// A level written as a style (`.secondary`, `.tertiary`, a choice between levels) is a level
/// of the foreground above; `Color.secondary` is the fixed grey; `.foreground` is the style above, its primary level.
@Suite struct HierarchicalStyleTests {
    @Test(arguments: [
        (#"Text("a").foregroundStyle(.secondary)"#, "foregroundLevel secondary"),
        (#"Text("a").foregroundStyle(.tertiary)"#, "foregroundLevel tertiary"),
        (#"Text("a").foregroundStyle(on ? .primary : .quaternary)"#, "foregroundLevel quaternary"),
        (#"Text("a").foregroundStyle(.foreground)"#, "foregroundLevel primary"),
        (#"Text("a").foregroundStyle(Color.secondary)"#, "foreground secondary"),
        (#"Text("a").foregroundColor(.secondary)"#, "foreground secondary"),
    ])
    func levelsWrittenAsStylesAreHierarchical(_ body: String, _ expected: String) throws {
        let dump = try InterpreterFixture(body: body, declarations: "let on = false").cleanDump()
        #expect(dump.contains(expected), "\(dump)")
        if expected.hasPrefix("foreground secondary") { #expect(!dump.contains("foregroundLevel"), "\(dump)") }
    }
}
