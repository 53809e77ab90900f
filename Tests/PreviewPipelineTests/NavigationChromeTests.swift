import PreviewInterpreter
import PreviewLayout
import PreviewModel
import PreviewTestSupport
import PreviewViews
import Testing

@testable import PreviewPipeline

/// A navigation stack's bars at iOS 17's metrics on an iPhone 15 Pro (393×852 points, 59-point top and 34-point
/// bottom safe area): a 44-point bar row under the status bar, a 52-point large-title row under it, toolbar items
/// 16 points from the edges, the content centred in what is left.
@Suite struct NavigationChromeTests {
    /// The bar row runs from the top of the safe area to 44 points below it.
    static let barTop = 59.0, barBottom = 103.0
    static let bottomEdge = 852.0 - 34

    func symbol(_ name: String, in list: DisplayList, sourceLocation: SourceLocation = #_sourceLocation) throws -> Rect
    {
        let rects = list.items.compactMap { item -> Rect? in
            if case .symbol(name, let rect, _, _) = item { return rect }
            return nil
        }
        return try #require(rects.first, "no symbol \(name) in \(list.items)", sourceLocation: sourceLocation)
    }

    @Test func aLargeTitleSitsOnItsOwnRowUnderTheBarRow() throws {
        let list = try cleanDisplayList("NavigationStack { Text(\"Body\").navigationTitle(\"Notes\") }")
        let title = try drawnText("Notes", in: list)
        #expect(title.minX == 16)
        #expect(title.minY >= Self.barBottom, "under the 44-point bar row: \(title)")
        #expect(abs(title.maxY - (Self.barBottom + 52 - 8)) <= 1, "on the bottom of its 52-point row: \(title)")
    }

    @Test func aTitleMenuDrawsItsChevronAfterTheTitle() throws {
        let large = try cleanDisplayList(
            "NavigationStack { Text(\"Body\").navigationTitle(\"Donuts\").toolbarTitleMenu { Button(\"Rename\") {} } }")
        let title = try drawnText("Donuts", in: large)
        let chevron = try symbol("chevron.down", in: large)
        #expect(chevron.minX > title.maxX && chevron.minX < title.maxX + 20, "\(title) \(chevron)")
        #expect(abs(chevron.midY - title.midY) <= 2, "beside the title: \(title) \(chevron)")
        // In a toolbar, as `ToolbarTitleMenu`, on an inline title: centred with the title as one.
        let inline = try cleanDisplayList("""
            NavigationStack {
                Text("Body").navigationTitle("Donuts").navigationBarTitleDisplayMode(.inline)
                    .toolbar { ToolbarTitleMenu { Button("Rename") {} } }
            }
            """)
        let inlineTitle = try drawnText("Donuts", in: inline), inlineChevron = try symbol("chevron.down", in: inline)
        // The glyph is centred in its 18-point circle, which is where the group ends.
        let groupEnd = inlineChevron.midX + 9
        #expect(abs((inlineTitle.minX + groupEnd) / 2 - 393 / 2) <= 2, "\(inlineTitle) \(inlineChevron)")
    }

    @Test func anInlineTitleIsCentredInTheBarRowInSemibold() throws {
        let list = try cleanDisplayList(
            "NavigationStack { Text(\"Body\").navigationTitle(\"Edit\").navigationBarTitleDisplayMode(.inline) }")
        let title = try drawnText("Edit", in: list)
        #expect(abs(title.midX - 393 / 2) <= 0.5, "\(title)")
        #expect(abs(title.midY - (Self.barTop + 22)) <= 0.5, "\(title)")
        let font = list.items.compactMap { item -> ResolvedFont? in
            if case .text("Edit", _, let font, _, _, _) = item { return font }
            return nil
        }.first
        #expect(font?.pointSize == 17)
        #expect(font?.weight == .semibold)
    }

    /// A bottom toolbar over content that runs on under it is a material with a hairline along its top, as a tab
    /// bar is; over content that ends above it, it stays transparent and in its place.
    @Test func aBottomToolbarIsAMaterialOnlyOverContentThatRunsUnderIt() throws {
        func hairlines(_ content: String) throws -> [Rect] {
            let list = try cleanDisplayList(
                """
                NavigationStack {
                    \(content)
                        .toolbar { ToolbarItem(placement: .bottomBar) { Button("Share") {} } }
                }
                """)
            let share = try drawnText("Share", in: list)
            #expect(abs(share.midY - (Self.bottomEdge - 22)) <= 0.5, "\(share)")
            return list.items.compactMap { item -> Rect? in
                guard case .fill(.rectangle, let rect, _) = item, abs(rect.height - 1.0 / 3) < 0.01 else { return nil }
                return rect
            }
        }
        let long = try hairlines("List(0..<40) { Text(\"Row \\($0)\") }")
        #expect(long.count == 1 && long.first?.minY == Self.bottomEdge - 44, "\(long)")
        #expect(try hairlines("Text(\"Body\")").isEmpty)
    }

    @Test func toolbarItemsTakeTheirPlacementsInTheBars() throws {
        let list = try cleanDisplayList(
            """
            NavigationStack {
                Text("Body")
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
                        ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
                        ToolbarItem(placement: .principal) { Text("Middle") }
                        ToolbarItemGroup(placement: .bottomBar) {
                            Button("Left") {}
                            Button("Right") {}
                        }
                    }
            }
            """)
        let cancel = try drawnText("Cancel", in: list)
        let done = try drawnText("Done", in: list)
        let middle = try drawnText("Middle", in: list)
        #expect(cancel.minX == 16)
        #expect(abs(done.maxX - (393 - 16)) <= 0.5, "\(done)")
        #expect(abs(middle.midX - 393 / 2) <= 0.5, "\(middle)")
        for rect in [cancel, done, middle] { #expect(abs(rect.midY - (Self.barTop + 22)) <= 0.5, "\(rect)") }
        let left = try drawnText("Left", in: list), right = try drawnText("Right", in: list)
        #expect(left.minX == 16)
        #expect(abs(right.maxX - (393 - 16)) <= 0.5, "\(right)")
        for rect in [left, right] { #expect(abs(rect.midY - (Self.bottomEdge - 22)) <= 0.5, "bottom bar: \(rect)") }
    }

    @Test(arguments: ["primaryAction", "topBarTrailing", "navigationBarTrailing", "automatic"])
    func trailingPlacementsEndSixteenPointsFromTheEdge(placement: String) throws {
        let list = try cleanDisplayList(
            """
            NavigationStack {
                Text("Body").toolbar {
                    ToolbarItem(placement: .\(placement)) { Button { } label: { Image(systemName: "plus") } }
                }
            }
            """)
        let plus = try symbol("plus", in: list)
        #expect(abs(plus.maxX - (393 - 16)) <= 0.5, "\(plus)")
        #expect(abs(plus.midY - (Self.barTop + 22)) <= 0.5, "\(plus)")
    }

    @Test(arguments: ["topBarLeading", "navigationBarLeading"])
    func leadingPlacementsStartSixteenPointsFromTheEdge(placement: String) throws {
        let list = try cleanDisplayList(
            "NavigationStack { Text(\"Body\").toolbar { ToolbarItem(placement: .\(placement)) { EditButton() } } }")
        #expect(try drawnText("Edit", in: list).minX == 16)
    }

    @Test func aBareViewInAToolbarIsATrailingItem() throws {
        let list = try cleanDisplayList("NavigationStack { Text(\"Body\").toolbar { Button(\"Add\") {} } }")
        #expect(abs(try drawnText("Add", in: list).maxX - (393 - 16)) <= 0.5)
    }

    @Test(arguments: [
        "ProgressView(\"Loading\")", "Text(\"Loading\")", "ContentUnavailableView(\"Loading\", systemImage: \"tray\")",
    ])
    func aLoneViewIsCentredInTheSpaceUnderTheBars(content: String) throws {
        let list = try cleanDisplayList("NavigationStack { \(content).navigationTitle(\"Inbox\") }")
        let rect = try drawnText("Loading", in: list)
        // Under the 96 points of bar and large title, above the bottom safe area.
        let middle = (Self.barBottom + 52 + Self.bottomEdge) / 2
        #expect(abs(rect.midY - middle) <= 40, "\(rect) centred near \(middle)")
        #expect(abs(rect.midX - 393 / 2) <= 0.5, "\(rect)")
    }

    @Test func aGroupedListsBackgroundRunsUnderTheBars() throws {
        let list = try cleanDisplayList("NavigationStack { List { Text(\"Row\") }.navigationTitle(\"Settings\") }")
        let grey = ListStylingColours.groupedLight
        let backdrop = list.items.contains { item in
            if case .fill(.rectangle, let rect, .color(let color)) = item {
                return rect.minY == 0 && rect.width == 393 && color == grey
            }
            return false
        }
        #expect(backdrop, "the grouped grey starts at the top of the screen")
        #expect(try drawnText("Row", in: list).minY > Self.barBottom + 52)
    }

    @Test func chromeOutsideANavigationStackDrawsNothing() throws {
        let list = try cleanDisplayList("Text(\"Body\").navigationTitle(\"Hidden\").toolbar { Button(\"Add\") {} }")
        let texts = list.items.compactMap { item -> String? in
            if case .text(let string, _, _, _, _, _) = item { return string }
            return nil
        }
        #expect(texts == ["Body"])
    }
}

/// The grouped background's light colour, as the list draws it.
enum ListStylingColours {
    static let groupedLight = RGBA(242, 242, 247)
}

extension Rect {
    var midX: Double { minX + width / 2 }
    var midY: Double { minY + height / 2 }
}
