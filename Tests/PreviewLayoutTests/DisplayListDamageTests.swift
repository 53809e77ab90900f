import PreviewLayout
import PreviewViews
import Testing

@Suite("Display list damage: where a changed list can draw other pixels")
struct DisplayListDamageTests {
    private static let black = RGBA(0, 0, 0)
    private static let red = RGBA(255, 59, 48)

    private static func list(_ items: [DisplayItem], width: Double = 300, height: Double = 600) -> DisplayList {
        DisplayList(size: Size(width: width, height: height), items: items)
    }

    private static func label(_ text: String, y: Double) -> DisplayItem {
        .text(
            text, rect: Rect(x: 10, y: y, width: 200, height: 20), font: ResolvedFont(pointSize: 16), color: black,
            alignment: .leading)
    }

    @Test func anUnchangedListHasNoDamage() {
        let list = Self.list([Self.label("One", y: 10), .hitRegion(1, rect: Rect(x: 0, y: 0, width: 10, height: 10))])
        #expect(list.damage(since: Self.list([Self.label("One", y: 10)])) == [])
    }

    @Test func anotherCanvasSizeCannotBeBounded() {
        #expect(Self.list([], width: 320).damage(since: Self.list([])) == nil)
    }

    @Test func aChangedLabelDamagesItsInkInBothVersions() throws {
        let old = Self.list([Self.label("One", y: 10), Self.label("Two", y: 300)])
        let new = Self.list([Self.label("One", y: 10), Self.label("Three", y: 300)])
        let areas = try #require(new.damage(since: old))
        // Both versions' ink: the text rectangle grown by a quarter of the point size and the anti-aliasing margin.
        #expect(areas == [Rect(x: 5, y: 295, width: 210, height: 30), Rect(x: 5, y: 295, width: 210, height: 30)])
        #expect(!areas.contains { $0.minY < 100 })
    }

    @Test func anInsertedItemDamagesEverythingBetweenTheCommonEnds() throws {
        let old = Self.list([Self.label("One", y: 10), Self.label("Three", y: 300)])
        let new = Self.list([Self.label("One", y: 10), Self.label("Two", y: 150), Self.label("Three", y: 300)])
        let areas = try #require(new.damage(since: old))
        #expect(areas.map(\.minY) == [145])
    }

    @Test func aChangeInsideATransformIsMappedToTheCanvas() throws {
        func moved(_ color: RGBA) -> DisplayList {
            Self.list([
                .pushTransform(Transform2D(a: 2, b: 0, c: 0, d: 2, tx: 100, ty: 200)),
                .fill(.rectangle, rect: Rect(x: 0, y: 0, width: 10, height: 10), color: color),
                .pop,
            ])
        }
        let areas = try #require(moved(Self.red).damage(since: moved(Self.black)))
        // (−1, −1, 12, 12) in the group's coordinates, scaled by 2 and moved by (100, 200).
        #expect(areas.first == Rect(x: 98, y: 198, width: 24, height: 24))
    }

    /// A card with a shadow, and a label `labelY` points down the canvas.
    private static func card(_ title: String, labelY: Double) -> DisplayList {
        list([
            .pushShadow(color: black, radius: 5, x: 0, y: 4, bounds: Rect(x: 20, y: 100, width: 260, height: 100)),
            .fill(.rectangle, rect: Rect(x: 20, y: 100, width: 260, height: 100), color: RGBA(255, 255, 255)),
            .pop,
            label(title, y: labelY),
        ])
    }

    @Test func aChangeNearAShadowTakesInTheWholeShadowGroup() throws {
        let areas = try #require(Self.card("B", labelY: 230).damage(since: Self.card("A", labelY: 230)))
        // The label's ink (y 225…255) is clear of the shadow, which reaches down to y 219: nothing more is added.
        #expect(areas.count == 2)
        #expect(areas.allSatisfy { $0.minY == 225 })
        let reached = try #require(Self.card("B", labelY: 205).damage(since: Self.card("A", labelY: 205)))
        // The shadow group's whole region (bounds and their offset copy, grown by three radii), once per list.
        let shadow = Rect(x: 5, y: 85, width: 290, height: 134)
        #expect(reached.filter { $0 == shadow }.count == 2)
    }

    @Test func aChangeInsideAShadowGrowsByItsReach() throws {
        func card(_ color: RGBA) -> DisplayList {
            Self.list([
                .pushShadow(
                    color: Self.black, radius: 4, x: 0, y: 0, bounds: Rect(x: 100, y: 100, width: 10, height: 10)),
                .fill(.rectangle, rect: Rect(x: 100, y: 100, width: 10, height: 10), color: color),
                .pop,
            ])
        }
        let areas = try #require(card(Self.red).damage(since: card(Self.black)))
        #expect(areas.contains(Rect(x: 87, y: 87, width: 36, height: 36)))
    }

    @Test func coordinatesThatAreNotFiniteCannotBeBounded() {
        let old = Self.list([.fill(.rectangle, rect: Rect(x: 0, y: 0, width: 10, height: 10), color: Self.black)])
        let new = Self.list([
            .fill(.rectangle, rect: Rect(x: .infinity, y: 0, width: 10, height: 10), color: Self.black)
        ])
        #expect(new.damage(since: old) == nil)
    }

    @Test func drawingInPartKeepsTheItemsThatReachTheAreasAndEveryGroup() {
        let list = Self.list([
            Self.label("Top", y: 10),
            .pushTransform(Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 400)),
            .fill(.rectangle, rect: Rect(x: 0, y: 0, width: 50, height: 50), color: Self.red),
            .pop,
            .pushShadow(color: Self.black, radius: 10, x: 0, y: 0, bounds: Rect(x: 0, y: 200, width: 50, height: 50)),
            .fill(.rectangle, rect: Rect(x: 0, y: 200, width: 50, height: 50), color: Self.red),
            .pop,
        ])
        // An area at y 420…430: the moved square reaches it, the label does not; the shadowed square is 200…250
        // but its shadow spreads 30 points further, short of 420.
        let kept = list.keepingItems(reaching: [Rect(x: 0, y: 420, width: 300, height: 10)], scale: 3)
        #expect(kept.items.count == list.items.count - 2)
        #expect(!kept.items.contains(Self.label("Top", y: 10)))
        #expect(kept.items.filter { if case .fill = $0 { true } else { false } }.count == 1)
        // An area just below the shadowed square, inside its shadow's reach.
        let nearShadow = list.keepingItems(reaching: [Rect(x: 0, y: 270, width: 300, height: 10)], scale: 3)
        #expect(nearShadow.items.count == list.items.count - 2)
    }

    /// At 3× a device pixel is ⅓ point: a filled circle 0.5 points from the area cannot touch it and is left out,
    /// one 0.2 points away can; a custom path and a stroke keep the whole point of margin.
    @Test func aBuiltInShapesFillIsKeptOnlyWithinADevicePixelOfTheArea() {
        let area = Rect(x: 0, y: 100, width: 300, height: 20)
        func kept(_ item: DisplayItem) -> Bool {
            Self.list([item]).keepingItems(reaching: [area], scale: 3).items.count == 1
        }
        #expect(!kept(.fill(.circle, rect: Rect(x: 0, y: 0, width: 99.5, height: 99.5), color: Self.red)))
        #expect(kept(.fill(.circle, rect: Rect(x: 0, y: 0, width: 99.8, height: 99.8), color: Self.red)))
        let triangle = ShapePath.path(
            [.move(Point(x: 0, y: 0)), .line(Point(x: 1, y: 1)), .line(Point(x: 0, y: 1))],
            reference: Size(width: 1, height: 1))
        #expect(kept(.fill(triangle, rect: Rect(x: 0, y: 0, width: 99.5, height: 99.5), color: Self.red)))
        #expect(kept(.stroke(.circle, rect: Rect(x: 0, y: 0, width: 99, height: 99), color: Self.red, lineWidth: 0.2)))
        // Through a transform: moved down by 50, the circle's bottom is 0.5 points above the area.
        let moved: [DisplayItem] = [
            .pushTransform(Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 50)),
            .fill(.circle, rect: Rect(x: 0, y: 0, width: 49.5, height: 49.5), color: Self.red), .pop,
        ]
        #expect(Self.list(moved).keepingItems(reaching: [area], scale: 3).items.count == 2)
    }
}
