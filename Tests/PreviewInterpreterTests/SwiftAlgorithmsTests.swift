import PreviewInterpreter
import PreviewModel
import PreviewTestSupport
import Testing

/// swift-algorithms' best-known methods on built-in collections. The expected output is what the same program
/// prints compiled against swift-algorithms 1.2, with each lazy wrapper collection turned into an array.
struct SwiftAlgorithmsTests {
    func run(_ source: String) throws -> (output: String, diagnostics: [String]) {
        let folder = try ProjectFolder(["Program.swift": "import Algorithms\n\n" + source])
        let run = try #require(PreviewInterpreter(project: try folder.load()).run(program: "Program.swift"))
        return (run.output, run.diagnostics.map(\.message))
    }

    @Test func groupingAndUniquingMethodsGiveThePackagesElements() throws {
        let run = try run(
            """
            struct Note { let name: String; let number: Int }
            let notes = [Note(name: "C", number: 0), Note(name: "E", number: 4), Note(name: "B#", number: 0)]
            let byNumber = notes.keyed { $0.number }
            print(byNumber[0]!.name, byNumber[4]!.name, byNumber.count)
            let first = notes.keyed(by: \\.number, resolvingConflictsWith: { _, old, _ in old })
            print(first[0]!.name)
            print([3, 1, 3, 2, 1].uniqued().map { $0 })
            print(["a", "bb", "cc", "d"].uniqued(on: \\.count).map { $0 })
            print([1, nil, 3].compacted().map { $0 })
            print(["x", "12", "y"].firstNonNil { Int($0) } ?? -1)
            """)
        #expect(run.diagnostics == [])
        #expect(run.output == "B# E 2\nC\n[3, 1, 2]\n[\"a\", \"bb\"]\n[1, 3]\n12\n")
    }

    @Test func slicingMethodsGiveThePackagesElementsInOrder() throws {
        let run = try run(
            """
            let numbers = [1, 2, 3, 4, 5]
            print(numbers.chunks(ofCount: 2).map { Array($0) })
            print(numbers.windows(ofCount: 3).map { Array($0) })
            print(numbers.combinations(ofCount: 2).count, numbers.combinations(ofCount: 3).map { Array($0) }.first!)
            print(numbers.adjacentPairs().map { $0.0 + $0.1 })
            print([1, 2, 4, 5, 7].chunked { $1 == $0 + 1 }.map { Array($0) })
            print(["ant", "ape", "bee"].chunked(on: \\.first).map { Array($0.1) })
            for (index, element) in ["a", "b"].indexed() { print(index, element) }
            print(numbers.striding(by: 2).map { $0 })
            """)
        #expect(run.diagnostics == [])
        #expect(
            run.output
                == "[[1, 2], [3, 4], [5]]\n[[1, 2, 3], [2, 3, 4], [3, 4, 5]]\n10 [1, 2, 3]\n[3, 5, 7, 9]\n"
                + "[[1, 2], [4, 5], [7]]\n[[\"ant\", \"ape\"], [\"bee\"]]\n0 a\n1 b\n[1, 3, 5]\n")
    }

    @Test func rangesStringsAndSetsHaveTheMethodsToo() throws {
        let run = try run(
            """
            print((1...4).chunks(ofCount: 2).map { Array($0) })
            print("aab".uniqued().map { String($0) })
            print(Set([3]).adjacentPairs().count)
            """)
        #expect(run.diagnostics == [])
        #expect(run.output == "[[1, 2], [3, 4]]\n[\"a\", \"b\"]\n0\n")
    }

    @Test func aProjectsOwnMethodOfTheSameNameWins() throws {
        let run = try run(
            """
            extension Array {
                func chunks(ofCount count: Int) -> String { "own \\(count)" }
            }
            print([1, 2, 3].chunks(ofCount: 2))
            """)
        #expect(run.diagnostics == [])
        #expect(run.output == "own 2\n")
    }
}
