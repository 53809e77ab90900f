import PreviewInterpreter
import PreviewViews
import Testing

/// `ViewThatFits` and `.alignmentGuide` as the interpreter hands them to layout.
@Suite struct LayoutConstructsTests {
    @Test func viewThatFitsKeepsEveryChildForLayoutToChoose() throws {
        let fixture = try InterpreterFixture(body: #"ViewThatFits(in: .horizontal) { Text("wide"); Text("w") }"#)
        #expect(try fixture.cleanDump() == lines("ViewThatFits axes=1", "  Text \"wide\"", "  Text \"w\""))
    }

    @Test(arguments: [
        ("{ d in d[.trailing] }", "alignmentGuide leading = 0 + 1w + 0h"),
        ("{ d in d.width / 2 + 4 }", "alignmentGuide leading = 4 + 0.5w + 0h"),
        ("{ _ in 12 }", "alignmentGuide leading = 12 + 0w + 0h"),
        ("{ d in d[.center] }", "alignmentGuide leading = 0 + 0.5w + 0h"),
    ])
    func anAlignmentGuideIsTheLinearFunctionItsClosureComputes(closure: String, expected: String) throws {
        let fixture = try InterpreterFixture(body: "Text(\"a\").alignmentGuide(.leading) \(closure)")
        #expect(try fixture.cleanDump() == lines(expected, "  Text \"a\""))
    }

    @Test func aVerticalGuideMeasuresTheHeight() throws {
        let fixture = try InterpreterFixture(body: "Text(\"a\").alignmentGuide(.top) { d in d[.bottom] - 3 }")
        #expect(try fixture.cleanDump() == lines("alignmentGuide top = -3 + 0w + 1h", "  Text \"a\""))
    }
}
