import PreviewInterpreter
import PreviewLayout
import PreviewModel
import PreviewViews
import Testing

@testable import PreviewPipeline

/// Lazy grids lay out each section apart, as iOS does: a vertical grid's header above its section's rows, a
/// horizontal grid's header to the leading side of its section's columns, and the sections one after the other
/// along the grid's axis; cells take the lengths of their grid items. Outside a list, a section is drawn as written.
@Suite struct LazyGridSectionTests {
    /// The filled rectangles `width` points wide, in drawing order.
    func cells(width: Double, in list: DisplayList) -> [Rect] {
        list.items.compactMap { item -> Rect? in
            if case .fill(_, let rect, _) = item, abs(rect.width - width) < 0.01 { return rect }
            return nil
        }
    }

    @Test func aHorizontalGridLaysItsSectionsSideBySideWithHeadersLeading() throws {
        let list = try cleanDisplayList(
            """
            LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: 8) {
                Section(header: Text("A")) {
                    ForEach(0..<3) { _ in Color.red.frame(width: 30) }
                }
                Section(header: Text("B")) {
                    ForEach(0..<2) { _ in Color.blue.frame(width: 31) }
                }
            }
            """)
        let first = cells(width: 30, in: list)
        let second = cells(width: 31, in: list)
        try #require(first.count == 3 && second.count == 2, "\(list.items)")
        #expect(first.allSatisfy { $0.height == 40 } && second.allSatisfy { $0.height == 40 })
        // Down the first column, then the next column.
        #expect(first[1].minX == first[0].minX && first[1].minY == first[0].maxY + 8, "\(first)")
        #expect(first[2].minX == first[0].maxX + 8 && first[2].minY == first[0].minY, "\(first)")
        let a = try drawnText("A", in: list)
        let b = try drawnText("B", in: list)
        #expect(a.maxX <= first[0].minX && abs(a.midY - (first[0].minY + 44)) < 1, "\(a) \(first)")
        #expect(b.minX >= first[2].maxX && b.maxX <= second[0].minX, "\(b) \(second)")
        #expect(second[0].minY == first[0].minY, "\(second)")
    }

    @Test func aVerticalGridStartsEachSectionOnARowUnderItsHeader() throws {
        let list = try cleanDisplayList(
            """
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]) {
                Section(header: Text("Fruit"), footer: Text("End")) {
                    ForEach(0..<4) { _ in Color.red.frame(height: 20) }
                }
                Section(header: Text("Veg")) {
                    ForEach(0..<2) { _ in Color.blue.frame(height: 20) }
                }
            }
            .frame(width: 300)
            """)
        let fills = list.items.compactMap { item -> Rect? in
            if case .fill(_, let rect, _) = item, rect.height == 20 { return rect }
            return nil
        }
        try #require(fills.count == 6, "\(list.items)")
        let fruit = try drawnText("Fruit", in: list)
        let end = try drawnText("End", in: list)
        let veg = try drawnText("Veg", in: list)
        #expect(fruit.maxY <= fills[0].minY && abs(fruit.midX - fills[1].midX) < 1, "\(fruit) \(fills)")
        #expect(fills[3].minX == fills[0].minX && fills[3].minY > fills[0].maxY, "\(fills)")
        #expect(end.minY >= fills[3].maxY && veg.minY >= end.maxY && fills[4].minY >= veg.maxY, "\(end) \(veg)")
        #expect(fills[4].minX == fills[0].minX, "the second section starts a row of its own: \(fills)")
    }

    @Test func fixedGridItemsKeepTheirLengthAndSpacing() throws {
        let list = try cleanDisplayList(
            """
            LazyVGrid(columns: [GridItem(.fixed(50), spacing: 10), GridItem(.fixed(50))], spacing: 30) {
                ForEach(0..<4) { _ in Color.red.frame(height: 20) }
            }
            """)
        let fills = cells(width: 50, in: list)
        try #require(fills.count == 4, "\(list.items)")
        #expect(fills[1].minX == fills[0].maxX + 10 && fills[2].minY == fills[0].maxY + 30, "\(fills)")
    }

    @Test func aSectionInAStackIsDrawnAsWritten() throws {
        let list = try cleanDisplayList(
            """
            VStack(alignment: .leading, spacing: 4) {
                Section(header: Text("Header")) {
                    Text("Row one")
                    Text("Row two")
                }
            }
            """)
        let header = try drawnText("Header", in: list)
        let one = try drawnText("Row one", in: list)
        let two = try drawnText("Row two", in: list)
        #expect(one.minY == header.maxY + 4 && two.minY == one.maxY + 4, "\(header) \(one) \(two)")
        #expect(header.minX == one.minX)
        // No list separators between the rows.
        #expect(!list.items.contains { if case .fill(_, let rect, _) = $0 { rect.height < 1 } else { false } })
    }

    /// Each section's last line is filled out to the grid's items with empty cells: a project that puts many
    /// one-cell sections in a grid of many items meets the element limit instead of making millions of cells.
    @Test func aGridWhoseSectionsWouldMakeTooManyCellsStopsAtTheElementLimit() throws {
        let output = try renderOnlyPreview(
            """
            ScrollView(.horizontal) {
                LazyHGrid(rows: Array(repeating: GridItem(.fixed(1)), count: 1_000)) {
                    ForEach(0..<200) { index in
                        Section(header: Text("Header \\(index)")) { Text("Cell \\(index)") }
                    }
                }
            }
            """)
        #expect(
            output.diagnostics.map(\.message) == ["a value of 200000 elements exceeds the limit of 100000"],
            "\(output.diagnostics)")
    }
}
