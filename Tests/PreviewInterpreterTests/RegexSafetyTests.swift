import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// A regex whose repeated group itself repeats (`(a+)+`) can take the standard library's backtracking engine
/// exponential time, and a render cannot be interrupted inside a match: previewd refuses such a pattern with a
/// diagnostic instead of hanging, and runs every other pattern.
@Suite struct RegexSafetyTests {
    @Test(arguments: [
        #"/(a+)+$/"#, #"/^(\w+\s?)*$/"#, #"/(x*){2,}y/"#, #"/((ab)+c?)+/"#, #"try! Regex("(\\d+)*z")"#,
        #"/^(a|a)*$/"#, #"/^(a|aa)+$/"#, #"/(\d|[0-9a-f])+!/"#, #"/(?:\w|_)+!/"#, #"/((a)|[^b])+$/"#,
    ])
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
            let disjoint = log.firstMatch(of: /(\d|\.)+/).map { "\($0.output.0)" } ?? "none"
            let alternatives = log.contains(/(?:beta|rc|alpha)+/) && log.contains(/(?=v)(v|x)+/)
            return Text("\(version) \(words) \(optional) \(bracketed) \(classes) \(disjoint) \(alternatives)")
            """#)
        #expect(try fixture.cleanDump() == #"Text "1.2.3 3 true true true 1.2.3 true""#)
    }

    /// Positions are character offsets; counting each match's offset from the start of the text made the matches
    /// of a long text quadratic, and 33,000 of them ran out of the evaluation's time budget.
    @Test func theManyMatchesOfALongTextStayWithinTheBudget() throws {
        let fixture = try InterpreterFixture(body: #"""
            let text = String(repeating: "1,2; 3, ", count: 11_000)
            let numbers = text.matches(of: /\d/)
            let ranges = text.ranges(of: /\d/)
            let fields = text.split(separator: /[,;] ?/)
            let last = numbers.last.map { "\($0.output)" } ?? "none"
            return Text("\(numbers.count) \(ranges.count) \(fields.count) \(last)")
            """#)
        #expect(try fixture.cleanDump() == #"Text "33000 33000 33000 3""#)
    }
}
