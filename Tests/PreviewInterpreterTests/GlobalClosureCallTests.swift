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
}
