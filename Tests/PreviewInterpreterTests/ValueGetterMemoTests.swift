import PreviewInterpreter
import PreviewTestSupport
import Testing

/// Getters whose `self` no write can change (an enum case's, a type's static ones, an extension's of a number) keep
/// their value like an instance's: by what `self` is, while nothing they read is written.
@Suite struct ValueGetterMemoTests {
    static func run(_ program: String) throws -> ProgramRun {
        let folder = try ProjectFolder(["Program.swift": program])
        return try #require(PreviewInterpreter(project: try folder.load()).run(program: "Program.swift"))
    }

    @Test func anEnumCaseGetterIsEvaluatedOncePerCase() throws {
        let run = try Self.run(
            """
            enum Timeframe {
                case week, month
                var days: Int {
                    switch self {
                    case .week: return (1...7).reduce(0) { $0 + $1 / $1 }
                    case .month: return (1...30).reduce(0) { $0 + $1 / $1 }
                    }
                }
            }
            for _ in 0..<5 { print(Timeframe.week.days, Timeframe.month.days) }
            """)
        #expect(run.diagnostics.isEmpty)
        #expect(run.output == String(repeating: "7 30\n", count: 5))
        #expect(run.getterValuesReused == 8)
    }

    /// Payloads are part of what the case is: `.scaled(2)` and `.scaled(3)` keep a value each, and cases of two
    /// enums with the same names and payloads never share one.
    @Test func casesWithOtherPayloadsOrTypesKeepTheirOwnValues() throws {
        let run = try Self.run(
            """
            protocol Described {}
            extension Described {
                var label: String { "\\(self)" }
            }
            enum Size: Described {
                case scaled(Int)
                var area: Int {
                    switch self {
                    case .scaled(let factor): return factor * factor
                    }
                }
            }
            enum Weight: Described {
                case scaled(Int)
            }
            print(Size.scaled(2).area, Size.scaled(3).area, Size.scaled(2).area, Size.scaled(3).area)
            print(Size.scaled(2).label, Weight.scaled(2).label)
            """)
        #expect(run.diagnostics.isEmpty)
        #expect(run.output == "4 9 4 9\nscaled(2) scaled(2)\n")
        #expect(run.getterValuesReused == 2)
    }

    @Test func aStaticGetterIsReadAgainAfterAWriteToWhatItRead() throws {
        let run = try Self.run(
            """
            var rate = 2
            struct Price {
                static var base: [Int] { [1, 2, 3].map { $0 * rate } }
                static func setRate(_ value: Int) { rate = value }
            }
            print(Price.base, Price.base)
            Price.setRate(10)
            print(Price.base, Price.base)
            """)
        #expect(run.diagnostics.isEmpty)
        #expect(run.output == "[2, 4, 6] [2, 4, 6]\n[10, 20, 30] [10, 20, 30]\n")
        #expect(run.getterValuesReused == 2)
    }

    @Test func anExtensionGetterOfANumberIsKeptPerNumber() throws {
        let run = try Self.run(
            """
            extension Int {
                var squared: Int { self * self }
            }
            print(3.squared, 4.squared, 3.squared, 4.squared)
            """)
        #expect(run.diagnostics.isEmpty)
        #expect(run.output == "9 16 9 16\n")
        #expect(run.getterValuesReused == 2)
    }

    /// A static getter that makes an object or draws a random number gives a new one on each read.
    @Test func aStaticGetterWithAnIdentityOrEffectIsEvaluatedEachTime() throws {
        let run = try Self.run(
            """
            final class Box {}
            struct Factory {
                static var fresh: Box { Box() }
                static var roll: Int { Int.random(in: 1...1_000_000) }
            }
            print(Factory.fresh === Factory.fresh, Factory.roll == Factory.roll)
            """)
        #expect(run.diagnostics.isEmpty)
        #expect(run.output == "false false\n")
        #expect(run.getterValuesReused == 0)
    }
}
