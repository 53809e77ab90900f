import PreviewInterpreter
import PreviewViews
import Testing

/// A regex whose repeated group itself repeats (`(a+)+`) can take the standard library's backtracking engine
/// exponential time, and a render cannot be interrupted inside a match: previewd refuses such a pattern with a
/// diagnostic instead of hanging, and runs every other pattern.
@Suite struct RegexSafetyTests {
    @Test(arguments: [#"/(a+)+$/"#, #"/^(\w+\s?)*$/"#, #"/(x*){2,}y/"#, #"/((ab)+c?)+/"#, #"try! Regex("(\\d+)*z")"#])
    func aGroupOfRepeatsThatRepeatsIsRefusedAtOnce(_ pattern: String) throws {
        let fixture = try InterpreterFixture(body: """
            let text = String(repeating: "a", count: 40) + "!"
            let found = text.contains(\(pattern))
            return Text(found ? "found" : "not found")
            """)
        let evaluation = try fixture.evaluate()
        #expect(
            evaluation.diagnostics.contains { $0.message.contains("may take exponential time") },
            "\(evaluation.diagnostics)")
    }

    @Test func patternsThatRepeatOnlyOnceOverAreRun() throws {
        let fixture = try InterpreterFixture(body: #"""
            let log = "v1.2.3 (build 42) [beta]"
            let version = log.firstMatch(of: /v(\d+)\.(\d+)\.(\d+)/).map { "\($0.1).\($0.2).\($0.3)" } ?? "none"
            let words = log.matches(of: /[a-z]+/).count
            let optional = "12px".wholeMatch(of: /(\d+)(px)?/) != nil
            let bracketed = log.contains(/\[(beta|rc)+\]/)
            let classes = log.contains(/[(+*)]+/)
            return Text("\(version) \(words) \(optional) \(bracketed) \(classes)")
            """#)
        #expect(try fixture.cleanDump() == #"Text "1.2.3 3 true true true""#)
    }
}
