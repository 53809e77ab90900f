import PreviewInterpreter
import PreviewModel
import PreviewTestSupport
import Testing

/// Where Swift traps on fixed-width arithmetic the program stops with a report at the expression, and a value
/// previews cannot hold is refused rather than printed wrong.
struct FixedWidthArithmeticTests {
    func run(_ source: String) throws -> (output: String, diagnostics: [String]) {
        let folder = try ProjectFolder(["Program.swift": source])
        let run = try #require(PreviewInterpreter(project: try folder.load()).run(program: "Program.swift"))
        return (run.output, run.diagnostics.map(\.message))
    }

    @Test func overflowPastTheTypesRangeIsReportedWhereSwiftTraps() throws {
        let run = try run(
            """
            let byte: UInt8 = 250
            print(byte &+ 10)
            print(byte + 10)
            """)
        #expect(run.output == "4\n")
        #expect(run.diagnostics.contains { $0.contains("overflow") && $0.contains("UInt8") }, "\(run.diagnostics)")
    }

    @Test func aLiteralOutOfTheDeclaredTypesRangeIsReported() throws {
        let run = try run("let level: Int8 = 200\nprint(level)")
        #expect(run.diagnostics.contains { $0.contains("overflows") && $0.contains("Int8") }, "\(run.diagnostics)")
    }

    @Test func anUnsignedValueAboveIntMaxIsRefusedNotWrappedToANegativeNumber() throws {
        let run = try run("let zero: UInt64 = 0\nprint(zero &- 1)")
        #expect(!run.output.contains("-1"))
        #expect(run.diagnostics.contains { $0.contains("cannot hold") }, "\(run.diagnostics)")
    }

    @Test func operandsOfTwoFixedWidthTypesAreNotMixed() throws {
        let run = try run("let a = UInt8(1)\nlet b = Int16(2)\nprint(a + b)")
        #expect(run.diagnostics.contains { $0.contains("'UInt8' and 'Int16'") }, "\(run.diagnostics)")
    }

    @Test func floatArithmeticRoundsToSinglePrecision() throws {
        let run = try run("let third = Float(1) / 3\nprint(third, Double(third) == 1.0 / 3.0, third * 3 == 1)")
        #expect(run.output == "0.33333334 false true\n", "\(run.diagnostics)")
    }
}
