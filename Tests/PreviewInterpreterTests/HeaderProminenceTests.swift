import Foundation
import PreviewInterpreter
import Testing

/// `.headerProminence(.increased)` sets the headers of the sections below it as iOS does: bold, in the title 3
/// size and the primary colour, as written; the standard prominence keeps the small grey capitals.
@Suite struct HeaderProminenceTests {
    static let list = """
        List {
            Section("Ready") { Text("Order 1") }
            Section("Completed") { Text("Order 2") }
        }
        """

    @Test func anIncreasedHeaderIsLargeBoldPrimaryAndAsWritten() throws {
        let dump = try InterpreterFixture(body: Self.list + ".headerProminence(.increased)").cleanDump()
        #expect(dump.components(separatedBy: "font .title3.weight(bold)").count - 1 == 2, "\(dump)")
        #expect(dump.contains("foreground primary"), "\(dump)")
        #expect(!dump.contains("uppercase true"), "\(dump)")
        #expect(!dump.contains("font .footnote"), "\(dump)")
    }

    @Test func aProminenceSetOnOneSectionIsThatSectionsOnly() throws {
        let dump = try InterpreterFixture(
            body: """
                List {
                    Section("Ready") { Text("Order 1") }.headerProminence(.increased)
                    Section("Completed") { Text("Order 2") }
                }
                """
        ).cleanDump()
        #expect(dump.components(separatedBy: "font .title3.weight(bold)").count - 1 == 1, "\(dump)")
        #expect(dump.components(separatedBy: "uppercase true").count - 1 == 1, "\(dump)")
    }

    @Test func theStandardProminenceKeepsTheSmallCapitals() throws {
        let dump = try InterpreterFixture(body: Self.list + ".headerProminence(.standard)").cleanDump()
        #expect(!dump.contains("title3"), "\(dump)")
        #expect(dump.components(separatedBy: "uppercase true").count - 1 == 2, "\(dump)")
    }
}
