import Foundation
import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// iOS 18's tab content (`TabSection`, a tab's `hidden(_:)`), iOS 26's `ToolbarSpacer` and buttons labelled by their
/// role, as apps that adopted them write them.
struct TabSectionsAndToolbarSpacersTests {
    @Test func aHiddenTabIsLeftOutAndASectionListsItsTabs() throws {
        let fixture = try InterpreterFixture(
            body: "Tabs()",
            declarations: """
                struct Tabs: View {
                    @Environment(\\.horizontalSizeClass) private var sizeClass
                    var body: some View {
                        TabView {
                            Tab("Journal", systemImage: "book", value: 0) { Text("journal") }
                                .hidden(sizeClass == .compact)
                            TabSection("Stock", content: {
                                Tab("Purchase", systemImage: "cart", value: 1) { Text("purchase") }
                            })
                            .hidden(sizeClass != .compact)
                        }
                    }
                }
                """)
        // The tab shown is the section's, and the tab bar lists the section's tab, not the hidden one.
        let dump = try fixture.cleanDump()
        #expect(dump.contains("Text \"purchase\"") && dump.contains("Text \"Purchase\""), "\(dump)")
        #expect(!dump.lowercased().contains("journal"), "\(dump)")
    }

    /// A search tab (`role: .search`) is one of a phone's tab bar items; with only its role it is "Search" with a
    /// magnifying glass.
    @Test func searchRoleTabsAreTabBarItems() throws {
        let fixture = try InterpreterFixture(body: """
            TabView {
                Tab("Explore", systemImage: "house") { Text("explore") }
                Tab("Discover", systemImage: "safari", role: .search) { Text("discover") }
                Tab(role: .search) { Text("find") }
            }
            """)
        let dump = try fixture.cleanDump()
        #expect(dump.contains("Text \"Discover\"") && dump.contains("Text \"Search\""), "\(dump)")
        #expect(dump.contains("magnifyingglass"), "\(dump)")
    }

    @Test func aValueThatIsNotABoolIsReported() throws {
        let fixture = try InterpreterFixture(body: """
            TabView { Tab("A", systemImage: "a.circle") { Text("a") }.hidden("yes") }
            """)
        let messages = try fixture.evaluate().diagnostics.map(\.message)
        #expect(
            messages == ["'hidden(_:)' is not supported (supported: hidden(), hidden(_ hidden: Bool))"], "\(messages)")
    }

    @Test func onlyAFlexibleSpacerInTheBottomToolbarTakesRoom() throws {
        let fixture = try InterpreterFixture(body: """
            NavigationStack {
                Text("Body")
                    .toolbar {
                        ToolbarItem(placement: .primaryAction) { Button("Add") {} }
                        ToolbarSpacer(.fixed)
                        ToolbarSpacer(.flexible, placement: .bottomBar)
                        ToolbarItem(placement: .bottomBar) { Button("Edit") {} }
                        ToolbarSpacer()
                    }
            }
            """)
        let dump = try fixture.cleanDump()
        // The bar row's own spacer aside, the flexible one pushes "Edit" to the trailing end of the bottom toolbar;
        // the fixed one and the one in the navigation bar draw nothing.
        // (The bottom toolbar is laid out both transparent and on its material: `BottomBars`.)
        let bars = dump.components(separatedBy: "Text \"Body\"")
        #expect(bars.count == 3 && bars[0].components(separatedBy: "Spacer").count == 2, "\(dump)")
        let lines = (bars.last ?? "").split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let row = lines.firstIndex(of: "HStack alignment=center spacing=16")
        #expect(row.map { Array(lines[($0 + 1)...].prefix(2)) } == ["Spacer", "tapTarget #1"], "\(dump)")
    }

    @Test func aButtonGivenOnlyARoleDrawsTheRolesGlyph() throws {
        let fixture = try InterpreterFixture(body: """
            HStack {
                Button(role: .cancel) {}
                Button(role: .confirm, action: {})
                Button(role: .close) {}
            }
            """)
        let dump = try fixture.cleanDump()
        #expect(
            dump.components(separatedBy: "systemName=xmark").count == 3 && dump.contains("systemName=checkmark"),
            "\(dump)")
    }

    @Test func aButtonGivenARoleWithoutAGlyphIsReported() throws {
        let fixture = try InterpreterFixture(body: "Button(role: .destructive) {}")
        let messages = try fixture.evaluate().diagnostics.map(\.message)
        #expect(messages == ["a button with role '.destructive' needs a label"], "\(messages)")
    }
}
