import PreviewLayout
import PreviewViews
import Testing

/// `ViewThatFits` and `.alignmentGuide` laid out with fake text metrics: 10 points a character, 25 a line.
@Suite struct FirstThatFitsLayoutTests {
    let long = ViewNode.text("a long label"), short = ViewNode.text("short")

    @Test(arguments: [(200.0, "a long label"), (100, "short")])
    func theFirstChildThatFitsTheWidthIsDrawn(width: Double, expected: String) throws {
        let list = layout(
            .firstThatFits(axes: .horizontal, children: [long, short]), canvas: Size(width: width, height: 100))
        let drawn = list.items.compactMap { item -> String? in
            if case .text(let string, _, _, _, _, _) = item { return string }
            return nil
        }
        #expect(drawn == [expected])
        // It takes the chosen child's size, centred on the canvas.
        let rect = try #require(list.textRect(expected))
        #expect(rect.width == Double(expected.count) * 10)
        #expect(rect.minY == 37.5)
    }

    @Test func theLastChildIsDrawnWhenNoneFits() throws {
        let list = layout(
            .firstThatFits(axes: .horizontal, children: [long, .text("medium one")]),
            canvas: Size(width: 40, height: 100))
        #expect(list.textRect("medium one") != nil)
        #expect(list.textRect("a long label") == nil)
    }

    @Test func onlyTheConstrainedAxesAreMeasured() throws {
        // Along the vertical axis alone the long label wraps to fit the width: three 25-point lines fit 100.
        let list = layout(
            .firstThatFits(axes: .vertical, children: [long, short]), canvas: Size(width: 50, height: 100))
        #expect(list.textRect("a long label") != nil)
        let tight = layout(
            .firstThatFits(axes: .vertical, children: [long, short]), canvas: Size(width: 50, height: 40))
        #expect(tight.textRect("short") != nil)
    }

    /// In a leading-aligned VStack the guided child's leading guide sits 20 points in, so the other child starts
    /// there: the stack is 40 wide and centred on the 200-point canvas.
    @Test func aGuideShiftsTheOtherChildrenOfAStack() throws {
        let guided = ViewNode.alignmentGuide(AlignmentGuide(guide: .horizontal(.leading), constant: 20), .text("aaaa"))
        let list = layout(vstack(alignment: .leading, spacing: 0, guided, .text("bb")))
        #expect(list.textRect("aaaa")?.minX == 80)
        #expect(list.textRect("bb")?.minX == 100)
    }

    /// `d[.trailing]` as the leading guide: the child's trailing edge lines up with the others' leading edges.
    @Test func aGuideProportionalToTheWidth() throws {
        let guided = ViewNode.alignmentGuide(
            AlignmentGuide(guide: .horizontal(.leading), constant: 0, perWidth: 1), .text("aaaa"))
        let list = layout(vstack(alignment: .leading, spacing: 0, guided, .text("bb")))
        let a = try #require(list.textRect("aaaa")), b = try #require(list.textRect("bb"))
        #expect(a.maxX == b.minX)
        #expect(b.maxX - a.minX == 60)
    }

    @Test func aGuideForTheOtherAxisChangesNothing() throws {
        let guided = ViewNode.alignmentGuide(AlignmentGuide(guide: .vertical(.top), constant: 20), .text("aaaa"))
        let list = layout(vstack(alignment: .leading, spacing: 0, guided, .text("bb")))
        #expect(list.textRect("aaaa")?.minX == list.textRect("bb")?.minX)
    }

    @Test func aZStackLinesUpGuidesInBothDimensions() throws {
        let guided = ViewNode.alignmentGuide(AlignmentGuide(guide: .vertical(.top), constant: 10), .text("aa"))
        let list = layout(.zstack(alignment: .topLeading, children: [.text("bbbb"), guided]))
        let a = try #require(list.textRect("aa")), b = try #require(list.textRect("bbbb"))
        #expect(a.minY == b.minY - 10)
        #expect(a.minX == b.minX)
    }
}
