import PreviewInterpreter
import PreviewLayout
import PreviewModel
import PreviewViews
import Testing

@testable import PreviewPipeline

/// A navigation stack whose path holds values, or whose views present a destination, shows the top screen as iOS
/// does: its own title and toolbar, and a back button titled with the screen under it, chevron 8 points from the
/// edge in the bar row (59–103 points on an iPhone 15 Pro).
@Suite struct PushedDestinationTests {
    func texts(in list: DisplayList) -> [String: Rect] {
        var found: [String: Rect] = [:]
        for item in list.items {
            if case .text(let string, let rect, _, _, _, _) = item, found[string] == nil { found[string] = rect }
        }
        return found
    }

    func chevron(in list: DisplayList) -> Rect? {
        list.items.lazy.compactMap { item -> Rect? in
            if case .symbol("chevron.left", let rect, _, _) = item { return rect }
            return nil
        }.first
    }

    @Test func aPathShowsTheDestinationOfItsLastValueUnderABackButton() throws {
        let output = try renderOnlyPreview(
            """
            NavigationStack(path: .constant(["Detail"])) {
                Text("Inbox body")
                    .navigationTitle("Inbox")
                    .navigationDestination(for: String.self) { value in
                        Text("Showing \\(value)").navigationTitle(value)
                    }
            }
            """)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let texts = texts(in: output.displayList)
        #expect(texts["Inbox body"] == nil)
        let shown = try #require(texts["Showing Detail"])
        let back = try #require(texts["Inbox"])
        let arrow = try #require(chevron(in: output.displayList))
        #expect(arrow.minX > 6 && arrow.minX < 10, "\(arrow)")
        #expect(back.minX > arrow.maxX && back.midY > 59 && back.midY < 103, "\(back)")
        // `.automatic` takes the root's large title.
        let title = try #require(texts["Detail"])
        #expect(title.minX == 16 && title.minY >= 103 && shown.minY > title.maxY, "\(title) \(shown)")
    }

    @Test func aStatePathOfProjectValuesPushesEachScreen() throws {
        let output = try renderOnlyPreview(
            "Groceries()",
            declarations: """
                struct Item: Hashable {
                    let name: String
                }

                struct Groceries: View {
                    @State private var path = [Item(name: "Fruit"), Item(name: "Apples")]
                    var body: some View {
                        NavigationStack(path: $path) {
                            List {
                                Text("All")
                            }
                            .navigationTitle("Groceries")
                            .navigationDestination(for: Item.self) { item in
                                Text("Aisle of \\(item.name)")
                                    .navigationTitle(item.name)
                                    .navigationBarTitleDisplayMode(.inline)
                            }
                        }
                    }
                }
                """)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let texts = texts(in: output.displayList)
        #expect(texts["Aisle of Apples"] != nil && texts["All"] == nil && texts["Groceries"] == nil, "\(texts)")
        let title = try #require(texts["Apples"])
        let back = try #require(texts["Fruit"])
        #expect(abs(title.midX - 393 / 2) < 1 && title.midY > 59 && title.midY < 103, "\(title)")
        #expect(back.midY > 59 && back.midY < 103 && back.maxX < title.minX, "\(back)")
    }

    @Test func aPresentedDestinationIsPushedWithABackButtonNamedBack() throws {
        let output = try renderOnlyPreview(
            """
            NavigationStack {
                Text("Root")
                    .navigationDestination(isPresented: .constant(true)) {
                        Text("Settings body").navigationTitle("Settings").navigationBarTitleDisplayMode(.inline)
                    }
            }
            """)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let texts = texts(in: output.displayList)
        #expect(texts["Root"] == nil && texts["Settings body"] != nil && texts["Back"] != nil, "\(texts)")
    }

    /// A link's `isActive:` binding (a state that starts true, or a constant) pushes its destination, in a
    /// `NavigationView` as in a `NavigationStack`; a false one leaves the root.
    @Test(arguments: ["NavigationView", "NavigationStack"])
    func anActiveLinkShowsItsDestinationUnderABackButton(container: String) throws {
        let output = try renderOnlyPreview(
            "Inbox()",
            declarations: """
                struct Inbox: View {
                    @State private var showsDraft = true
                    var body: some View {
                        \(container) {
                            List {
                                NavigationLink("Draft", isActive: $showsDraft) {
                                    Text("Draft body").navigationTitle("Draft")
                                }
                                NavigationLink("Sent", isActive: .constant(false)) {
                                    Text("Sent body")
                                }
                            }
                            .navigationTitle("Mail")
                        }
                    }
                }
                """)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let texts = texts(in: output.displayList)
        #expect(texts["Draft body"] != nil && texts["Sent body"] == nil && texts["Sent"] == nil, "\(texts)")
        let back = try #require(texts["Mail"])
        #expect(back.midY > 59 && back.midY < 103 && chevron(in: output.displayList) != nil, "\(back)")
    }

    /// A link whose tag is the selection has pushed its destination; `.navigationDestination(isPresented:)` with a
    /// state that is true does too.
    @Test func aSelectedTagAndAPresentedStateShowTheirDestinations() throws {
        let output = try renderOnlyPreview(
            "Folders()",
            declarations: """
                struct Folders: View {
                    @State private var selection: Int? = 2
                    @State private var showsSettings = true
                    var body: some View {
                        NavigationView {
                            VStack {
                                NavigationLink(tag: 1, selection: $selection) {
                                    Text("Folder 1")
                                } label: {
                                    Text("One")
                                }
                                NavigationLink(tag: 2, selection: $selection) {
                                    Text("Folder 2")
                                        .navigationDestination(isPresented: $showsSettings) { Text("Settings body") }
                                } label: {
                                    Text("Two")
                                }
                            }
                        }
                    }
                }
                """)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let texts = texts(in: output.displayList)
        #expect(texts["Settings body"] != nil && texts["Folder 1"] == nil && texts["One"] == nil, "\(texts)")
        #expect(texts["Back"] != nil, "\(texts)")
    }

    @Test func aHiddenBackButtonIsNotDrawn() throws {
        let output = try renderOnlyPreview(
            """
            NavigationStack(path: .constant([1])) {
                Text("Root")
                    .navigationDestination(for: Int.self) { number in
                        Text("Number \\(number)").navigationBarBackButtonHidden(true)
                    }
            }
            """)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        #expect(texts(in: output.displayList)["Number 1"] != nil)
        #expect(chevron(in: output.displayList) == nil)
    }

    /// `Order.ID.self` names an associated type: its registration is kept out quietly, the root drawn clean.
    @Test func aDestinationForAnAssociatedTypeIsNoError() throws {
        let output = try renderOnlyPreview(
            "Orders()",
            declarations: """
                struct Order: Identifiable {
                    var id: String
                }

                struct Orders: View {
                    var body: some View {
                        NavigationStack {
                            Text("Root").navigationDestination(for: Order.ID.self) { id in Text(id) }
                        }
                    }
                }
                """)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        #expect(texts(in: output.displayList)["Root"] != nil)
    }

    @Test func aValueNoDestinationShowsIsReportedAndTheRootDrawn() throws {
        let output = try renderOnlyPreview(
            """
            NavigationStack(path: .constant([1])) {
                Text("Root")
                    .navigationDestination(for: String.self) { Text($0) }
            }
            """)
        #expect(output.diagnostics.contains { $0.message.contains("no '.navigationDestination(for: Int.self)'") })
        #expect(texts(in: output.displayList)["Root"] != nil)
    }

    /// A path deeper than previews draw shows the deepest screen drawn, and the frame says it is not the top one.
    @Test func aPathDeeperThanPreviewsDrawIsReported() throws {
        let output = try renderOnlyPreview(
            """
            NavigationStack(path: .constant(Array(0..<90_000))) {
                Text("Root")
                    .navigationDestination(for: Int.self) { Text("Screen \\($0)") }
            }
            """)
        #expect(
            output.diagnostics.map(\.message) == [
                "the path holds 90000 screens; previews draw the first 16, not the top one"
            ], "\(output.diagnostics)")
        #expect(texts(in: output.displayList)["Screen 15"] != nil)
    }
}
