import PreviewInterpreter
import PreviewLayout
import PreviewModel
import Testing

@testable import PreviewPipeline

/// Views that expand and collapse show what their binding says, `.constant(…)` included. `Section(isExpanded:)`: a
/// collapsed section shows its header alone; in a sidebar list the header ends in the disclosure chevron, pointing
/// down while the section is expanded and to the side while it is collapsed.
@Suite struct ExpansionTests {
    func symbols(in list: DisplayList) -> [String] {
        list.items.compactMap { item -> String? in
            guard case .symbol(let name, _, _, _) = item else { return nil }
            return name
        }
    }

    func texts(in list: DisplayList) -> [String] {
        list.items.compactMap { item -> String? in
            guard case .text(let string, _, _, _, _, _) = item else { return nil }
            return string
        }
    }

    @Test func aCollapsedSectionShowsItsHeaderWithoutItsRows() throws {
        let list = try cleanDisplayList(
            """
            List {
                Section(isExpanded: .constant(false)) {
                    Text("Hidden row")
                } header: {
                    Text("Pantry")
                }
                Section("Fridge", isExpanded: .constant(true)) {
                    Text("Milk")
                }
            }
            """)
        let drawn = texts(in: list)
        #expect(drawn.contains { $0.uppercased() == "PANTRY" }, "\(drawn)")
        #expect(drawn.contains("Milk"), "\(drawn)")
        #expect(!drawn.contains("Hidden row"), "\(drawn)")
        // Outside a sidebar, the header has no chevron.
        #expect(symbols(in: list).isEmpty, "\(symbols(in: list))")
    }

    @Test func aSidebarSectionsHeaderShowsWhetherItIsExpanded() throws {
        let list = try cleanDisplayList(
            """
            List {
                Section(isExpanded: .constant(true)) {
                    Text("Milk")
                } header: {
                    Text("Fridge")
                }
                Section(isExpanded: .constant(false)) {
                    Text("Rice")
                } header: {
                    Text("Pantry")
                }
            }
            .listStyle(.sidebar)
            """)
        #expect(symbols(in: list) == ["chevron.down", "chevron.right"], "\(list.items)")
        #expect(texts(in: list).contains("Milk") && !texts(in: list).contains("Rice"), "\(texts(in: list))")
    }

    @Test func aDisclosureGroupExpandedByAConstantBindingShowsItsContent() throws {
        let list = try cleanDisplayList(
            """
            VStack {
                DisclosureGroup("Details", isExpanded: .constant(true)) {
                    Text("Inside")
                }
                DisclosureGroup("More", isExpanded: .constant(false)) {
                    Text("Folded")
                }
            }
            """)
        #expect(texts(in: list).contains("Inside") && !texts(in: list).contains("Folded"), "\(texts(in: list))")
    }
}
