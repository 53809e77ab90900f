import PreviewInterpreter
import PreviewModel
import PreviewTestSupport
import Testing

/// Ranges keep whether they were written closed and the bounds they were written with, whatever their bounds'
/// type: what the differential programs cannot show (reports) is checked here.
struct RangeValueTests {
    func run(_ source: String) throws -> (output: String, diagnostics: [String]) {
        let folder = try ProjectFolder(["Program.swift": source])
        let run = try #require(PreviewInterpreter(project: try folder.load()).run(program: "Program.swift"))
        return (run.output, run.diagnostics.map(\.message))
    }

    @Test func aClosedIntegerRangeKeepsItsUpperBound() throws {
        let run = try run("let r = 0...10\nprint(r.upperBound, r.count, r, (0..<10).upperBound, r == 0...10)")
        #expect(run.output == "10 11 0...10 10 true\n", "\(run.diagnostics)")
    }

    @Test func aRangeOfDoublesHoldsItsUpperBoundOnlyWhenClosed() throws {
        let run = try run("print((0.0...1.0).contains(1.0), (0.0..<1.0).contains(1.0), (0.0..<1.0) ~= 0.5)")
        #expect(run.output == "true false true\n", "\(run.diagnostics)")
    }

    @Test func aRandomDoubleInAClosedRangeOfIntegerLiteralsStaysInsideIt() throws {
        let run = try run(
            """
            let values = (0..<200).map { _ in Double.random(in: 5...6) }
            print(values.allSatisfy { $0 >= 5 && $0 <= 6 }, values.contains { $0 != values[0] })
            """)
        #expect(run.output == "true true\n", "\(run.diagnostics)")
    }

    @Test func reversedBoundsOfAnyTypeAreReported() throws {
        for source in ["let r = 2.0...1.0", "let r = \"b\"..<\"a\""] {
            let run = try run(source + "\nprint(r)")
            #expect(run.diagnostics.contains { $0.contains("bounds reversed") }, "\(source): \(run.diagnostics)")
        }
    }

    @Test func aRangeOfAProjectsComparableTypeHoldsWhatSortsBetweenItsBounds() throws {
        let run = try run(
            """
            struct Version: Comparable {
                var number: Int
                static func < (a: Version, b: Version) -> Bool { a.number < b.number }
            }
            let supported = Version(number: 2)...Version(number: 5)
            print(supported.contains(Version(number: 5)), supported.contains(Version(number: 6)))
            """)
        #expect(run.output == "true false\n", "\(run.diagnostics)")
    }
}
