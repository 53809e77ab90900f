import PreviewInterpreter
import PreviewLayout
import PreviewModel
import PreviewViews
import Testing

@testable import PreviewPipeline

/// A `Table` on an iPhone is drawn as iOS draws one in a compact width: a plain list of its rows, each row its
/// first column's cell, with no column headers.
@Suite struct TableRenderTests {
    static let people = """
        struct Person: Identifiable {
            let id: Int
            let name: String
            let city: String
        }

        let people = [
            Person(id: 1, name: "Ada", city: "London"),
            Person(id: 2, name: "Grace", city: "Arlington"),
        ]
        """

    /// `#Preview { body }` with the people above, drawn without a diagnostic.
    func displayList(_ body: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> DisplayList {
        let output = try renderOnlyPreview(body, declarations: Self.people)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)", sourceLocation: sourceLocation)
        return output.displayList
    }

    /// What the table must look like: a plain list of the first column's texts.
    func plainList() throws -> DisplayList {
        try displayList("List(people) { person in Text(person.name) }.listStyle(.plain)")
    }

    @Test func aKeyPathColumnDrawsItsTextInPlainListRows() throws {
        let list = try displayList(
            """
            Table(people) {
                TableColumn("Name", value: \\.name)
                TableColumn("City", value: \\.city)
            }
            """)
        #expect(list.items == (try plainList()).items, "\(list.items)")
        let ada = try drawnText("Ada", in: list), grace = try drawnText("Grace", in: list)
        #expect(grace.minY > ada.maxY)
        let texts = list.items.compactMap { item -> String? in
            if case .text(let string, _, _, _, _, _) = item { return string }
            return nil
        }
        #expect(!texts.contains("Name") && !texts.contains("London"), "\(texts)")
    }

    @Test func aViewBuilderColumnWithSelectionAndWidthDrawsItsCells() throws {
        let list = try displayList(
            """
            Table(people, selection: .constant(Set<Int>())) {
                TableColumn("Name") { person in
                    Text(person.name)
                }
                .width(min: 80, ideal: 120)
                TableColumn("City", value: \\.city)
            }
            """)
        #expect(list.items == (try plainList()).items, "\(list.items)")
    }

    @Test(arguments: ["of: Person.self", "selection: .constant(Set<Int>()), sortOrder: .constant([Int]())"])
    func explicitRowsAreDrawnByTheFirstColumn(arguments: String) throws {
        let list = try displayList(
            """
            Table(\(arguments)) {
                TableColumn("Name", value: \\.name)
            } rows: {
                TableRow(people[0])
                Section {
                    ForEach(people.dropFirst()) { person in
                        TableRow(person)
                    }
                }
            }
            """)
        // The rows' sections are the list's.
        let sectioned = try displayList(
            """
            List {
                Text(people[0].name)
                Section {
                    ForEach(people.dropFirst()) { person in Text(person.name) }
                }
            }
            .listStyle(.plain)
            """)
        #expect(list.items == sectioned.items, "\(list.items)")
    }
}
