import Testing

@testable import PreviewModel

/// previewd.toml text that would make toml++ abort the process is refused first, with its line; valid TOML that
/// only looks like those mistakes (inside strings, comments and nested arrays) is left to the parser.
@Suite struct TOMLPreflightTests {
    @Test func textTomlPlusPlusAssertsOnIsAnErrorWithItsLine() throws {
        let cases: [(String, Int, String)] = [
            ("[%", 1, "not '%' (U+25)"),
            ("ignore = []\n[[ ?x]]", 2, "not '?' (U+3F)"),
            ("[[[targets]]\n", 1, "not '[' (U+5B)"),
            ("ignore = []\r\n[%\r\n", 2, "not '%' (U+25)"),
            ("#\n[\u{35A}=1", 2, "not '\u{35A}' (U+35A)"),
            ("\n\n  [\n", 3, "not the end of the line"),
            ("color-schemes = [\"light\",}\"dark\"]", 1, "in the list, not '}' (U+7D)"),
            ("ignore = [\n  # first\n  }\n]", 3, "in the list, not '}' (U+7D)"),
            ("ignore = [\u{2028}]", 1, "in the list, not '\u{2028}' (U+2028)"),
            ("a = \"open\n\t[\t\u{0}", 2, "not '\u{0}' (U+0)"),
        ]
        for (text, line, message) in cases {
            let problem = try #require(TOMLPreflight.firstProblem(in: text), "\(text.debugDescription)")
            #expect(problem.line == line && problem.message.hasSuffix(message), "\(text.debugDescription): \(problem)")
            #expect(throws: ProjectConfiguration.Error.self) { try ProjectConfiguration.parse(text) }
        }
    }

    @Test func theSameCharactersInsideStringsCommentsAndNestedArraysAreFine() {
        let text = #"""
            ignore = ["[%", '[%', "a\"}", "}"]  # ["x",}]
            note = """
            [%
            ["a",}]
            """
            literal = '''
            [%'''
            nested = [
              [1, 2],
              [ [3], {a = "}"} ],
            ]
            [targets-x]
            [[targets]]
            device = "iphone-se"
            """#
        #expect(TOMLPreflight.firstProblem(in: text) == nil)
    }

    @Test func aBrokenFileIsAnErrorMessageNotAnAbort() {
        do {
            _ = try ProjectConfiguration.parse("devices = [\"iphone-se\"]\n[%\n")
            Issue.record("expected an error")
        } catch {
            #expect(
                error.description
                    == "previewd.toml:2: a table name must start with a letter, a digit, '_', '-' or a quote, not '%' "
                    + "(U+25)")
        }
    }
}
