import PreviewInterpreter
import PreviewTestSupport
import Testing

/// A closure held by a global of another file, called by the global's name (`flip(wires)`), as a test file calls
/// what the sources under test declare.
struct GlobalClosureCallTests {
    @Test func aGlobalClosureOfAnotherFileIsCalledByItsName() throws {
        let folder = try ProjectFolder([
            "Sources/Wires.swift": """
                typealias Change = ((String, String)) -> (String, String)
                let flip: Change = { (pair: (String, String)) -> (String, String) in
                    let (a, b) = pair
                    return (b, a)
                }
                let max = { (a: Int, b: Int) in a + b }
                """,
            "Tests/Program.swift": """
                print(flip(("a", "b")), max(2, 3))
                """,
        ])
        let run = try #require(PreviewInterpreter(project: try folder.load()).run(program: "Tests/Program.swift"))
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.output == "(\"b\", \"a\") 5\n")
    }

    /// A method, an observer or an initialiser writing a global another file declares writes that global, not a
    /// property of `self` that its type does not have.
    @Test func aMethodWritesTheGlobalItNames() throws {
        let folder = try ProjectFolder([
            "Sources/Counter.swift": """
                var launches = 0
                var history: [String] = []
                final class Tracker {
                    var name = "t"
                    init() { launches += 1 }
                    func record(_ entry: String) { history.append(entry) }
                    var last = "" { didSet { history.append("last " + last) } }
                }
                """,
            "Tests/Program.swift": """
                let tracker = Tracker()
                tracker.record("open")
                tracker.last = "x"
                print(launches, history, tracker.name)
                """,
        ])
        let run = try #require(PreviewInterpreter(project: try folder.load()).run(program: "Tests/Program.swift"))
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)")
        #expect(run.output == "1 [\"open\", \"last x\"] t\n")
    }
}
