import PreviewInterpreter
import PreviewTestSupport
import Testing

/// A computed property read again while nothing it read was written gives its kept value; every kind of write to
/// what it read makes the next read evaluate it again, and a getter that changes something is never kept.
@Suite struct GetterMemoTests {
    static let types = """
        var rate = 2

        struct Line {
            var count: Int
        }

        struct Place {
            var city: String
        }

        final class Owner {
            var name = "Ann"
        }

        struct Shop {
            var lines: [Line]
            var place: Place
            var stock: [String: Int]
            let owner: Owner
            var total: Int { lines.reduce(0) { $0 + $1.count } * rate + stock.values.reduce(0, +) }
            var label: String { "\\(owner.name) in \\(place.city): \\(total)" }
        }

        enum Rates {
            static func set(_ value: Int) { rate = value }
        }

        func bump(_ line: inout Line) { line.count += 100 }

        var shop = Shop(lines: [Line(count: 1), Line(count: 2)], place: Place(city: "Rome"), stock: [:], owner: Owner())
        """

    static func run(_ statements: String) throws -> ProgramRun {
        let folder = try ProjectFolder(["Program.swift": types + "\n" + statements])
        return try #require(PreviewInterpreter(project: try folder.load()).run(program: "Program.swift"))
    }

    @Test func aGetterReadManyTimesIsEvaluatedOnce() throws {
        let run = try Self.run("for _ in 0..<20 { print(shop.label) }")
        #expect(run.diagnostics.isEmpty)
        #expect(run.output == String(repeating: "Ann in Rome: 6\n", count: 20))
        // `label` is kept after its first read; `total`, read only inside it, is kept too but never read again.
        #expect(run.getterValuesReused == 19)
    }

    /// Each write is to something `label` read, directly or through `total`; the read after it sees the write.
    @Test(arguments: [
        ("shop.lines[1].count = 10", "Ann in Rome: 22"),  // an element of a collection
        ("shop.lines.append(Line(count: 4))", "Ann in Rome: 14"),  // the collection
        ("shop.place.city = \"Milan\"", "Ann in Milan: 6"),  // a nested struct's field
        ("shop.stock[\"bread\"] = 5", "Ann in Rome: 11"),  // a dictionary's value
        ("shop.owner.name = \"Bob\"", "Bob in Rome: 6"),  // an object held by the struct
        ("let alias = shop.owner; alias.name = \"Cy\"", "Cy in Rome: 6"),  // the object through another reference
        ("Rates.set(5)", "Ann in Rome: 15"),  // a global
        ("bump(&shop.lines[0])", "Ann in Rome: 206"),  // an inout argument
        ("shop = Shop(lines: [], place: Place(city: \"Oslo\"), stock: [:], owner: Owner())", "Ann in Oslo: 0"),
    ])
    func aWriteToWhatItReadIsSeen(write: String, after: String) throws {
        let run = try Self.run(
            """
            print(shop.label)
            print(shop.label)
            \(write)
            print(shop.label)
            print(shop.label)
            """)
        #expect(run.diagnostics.isEmpty)
        #expect(run.output == "Ann in Rome: 6\nAnn in Rome: 6\n\(after)\n\(after)\n")
        // One reuse before the write and one after it.
        #expect(run.getterValuesReused == 2)
    }

    @Test func aWriteToSomethingMadeLaterKeepsTheValue() throws {
        let run = try Self.run(
            """
            print(shop.label)
            var other = Line(count: 1)
            other.count = 7
            print(shop.label, other.count)
            """)
        #expect(run.output == "Ann in Rome: 6\nAnn in Rome: 6 7\n")
        #expect(run.getterValuesReused == 1)
    }

    @Test func aGetterThatWritesIsEvaluatedEachTime() throws {
        let run = try Self.run(
            """
            final class Ticker {
                var ticks = 0
                var next: Int {
                    ticks += 1
                    return ticks
                }
            }
            struct Reader {
                let ticker: Ticker
                var doubled: Int { ticker.next * 2 }
            }
            let reader = Reader(ticker: Ticker())
            print(reader.doubled, reader.doubled, reader.doubled)
            """)
        #expect(run.output == "2 4 6\n")
        #expect(run.getterValuesReused == 0)
    }

    @Test func aGetterThatCallsAClosureFromOutsideIsEvaluatedEachTime() throws {
        let run = try Self.run(
            """
            var counter = 1
            struct Watcher {
                let read: () -> Int
                var current: Int { read() }
            }
            let watcher = Watcher(read: { counter })
            print(watcher.current)
            counter = 2
            print(watcher.current)
            """)
        #expect(run.output == "1\n2\n")
        #expect(run.getterValuesReused == 0)
    }

    @Test func aGetterThatMakesAnObjectGivesANewOneEachTime() throws {
        let run = try Self.run(
            """
            final class Box {
                var contents = 0
            }
            struct Factory {
                var fresh: Box { Box() }
            }
            let factory = Factory()
            print(factory.fresh === factory.fresh)
            """)
        #expect(run.output == "false\n")
        #expect(run.getterValuesReused == 0)
    }
}
