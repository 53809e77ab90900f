import PreviewModel
import Testing

/// A type declaration is a value whose fields one reference holds until a copy is written: copies are one identity,
/// and writing a copy leaves the value it was copied from as it was.
@Suite struct TypeDeclarationStorageTests {
    static let index = DeclarationIndex(files: [
        SourceFile(
            path: "Donut.swift",
            text: """
                struct Donut: Identifiable {
                    var id: Int
                    var name: String
                    func label() -> String { name }
                }
                extension Donut { static let plain = Donut(id: 0, name: "Plain") }
                """)
    ])

    @Test func copiesShareOneIdentityUntilOneIsWritten() throws {
        let donut = try #require(Self.index[type: "Donut"])
        let again = try #require(Self.index[type: "Donut"])
        #expect(donut.identity == again.identity)

        var renamed = donut
        #expect(renamed.identity == donut.identity)
        renamed.name = "Cruller"
        renamed.members["glaze"] = renamed.members["label"]
        renamed.conformances.insert("Hashable")
        #expect(renamed.identity != donut.identity)
        #expect(renamed.name == "Cruller")
        #expect(renamed.members.keys.sorted() == ["glaze", "label", "plain"])
        #expect(renamed.conformances == ["Identifiable", "Hashable"])
        // What the index holds did not change.
        #expect(donut.name == "Donut")
        #expect(donut.members.keys.sorted() == ["label", "plain"])
        #expect(donut.conformances == ["Identifiable"])
        #expect(Self.index[type: "Donut"]?.name == "Donut")
        #expect(donut.storedProperties.map(\.name) == ["id", "name"])
    }
}
