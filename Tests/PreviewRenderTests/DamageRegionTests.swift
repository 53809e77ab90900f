import PreviewLayout
import PreviewRender
import PreviewViews
import Testing

@Suite("Damage: changed tiles become a few rectangles, or a full frame")
struct DamageRegionTests {
    /// `rows` strings of `.` (unchanged) and `#` (changed) tiles.
    func merge(_ rows: [String], tileSize: Int = 10, width: Int? = nil, height: Int? = nil) -> [PixelRect] {
        let columns = rows[0].count
        return DamageRegion.merge(
            changed: rows.flatMap { $0.map { $0 == "#" } }, columns: columns, rows: rows.count, tileSize: tileSize,
            pixelWidth: width ?? columns * tileSize, pixelHeight: height ?? rows.count * tileSize)
    }

    @Test func nothingChangedIsNoRectangle() {
        #expect(merge(["...", "..."]).isEmpty)
    }

    @Test func oneTileIsItsSquare() {
        #expect(merge(["...", ".#.", "..."]) == [PixelRect(x: 10, y: 10, width: 10, height: 10)])
    }

    @Test func aRunAcrossARowIsOneRectangle() {
        #expect(merge([".##.", "...."]) == [PixelRect(x: 10, y: 0, width: 20, height: 10)])
    }

    @Test func sameColumnsInConsecutiveRowsGrowDownwards() {
        #expect(merge([".##.", ".##.", ".##.", "...."]) == [PixelRect(x: 10, y: 0, width: 20, height: 30)])
    }

    @Test func differentColumnsStaySeparate() {
        // An L shape: the wide run below does not match the narrow one above, so two rectangles, no overdraw.
        #expect(
            merge(["#...", "###."]) == [
                PixelRect(x: 0, y: 0, width: 10, height: 10), PixelRect(x: 0, y: 10, width: 30, height: 10),
            ])
    }

    @Test func separateAreasAreSeparateRectangles() {
        #expect(merge(["#..#", "....", ".#.."]) == [
            PixelRect(x: 0, y: 0, width: 10, height: 10), PixelRect(x: 30, y: 0, width: 10, height: 10),
            PixelRect(x: 10, y: 20, width: 10, height: 10),
        ])
    }

    @Test func edgeTilesAreClippedToTheFrame() {
        // 35×25 px in 10 px tiles: the last column is 5 px wide, the last row 5 px high.
        #expect(merge(["...#", "....", "...#"], width: 35, height: 25) == [
            PixelRect(x: 30, y: 0, width: 5, height: 10), PixelRect(x: 30, y: 20, width: 5, height: 5),
        ])
    }

    @Test func tooManyRectanglesBecomeTheirBoundingBox() {
        // A checkerboard row pattern gives one rectangle per changed tile: more than the limit.
        let rows = ["#.#.#.#.#.", ".#.#.#.#.#"]
        #expect(merge(rows) == [PixelRect(x: 0, y: 0, width: 100, height: 20)])
        #expect(merge(["#.#.#.#.", "........"]).count == 4)
    }

    // MARK: Tile hashes of real pixels

    /// `width`×`height` opaque ARGB32 pixels of one colour, with `changed` pixels set to another.
    func hashes(width: Int, height: Int, tileSize: Int, changed: [(Int, Int)] = []) -> TileHashes {
        var pixels = [UInt32](repeating: 0xFF20_4060, count: width * height)
        for (x, y) in changed { pixels[y * width + x] = 0xFF20_4061 }
        return pixels.withUnsafeBytes {
            TileHashes(argb32: $0.baseAddress!, stride: width * 4, width: width, height: height, tileSize: tileSize)
        }
    }

    @Test func oneChangedPixelDamagesOnlyItsTile() throws {
        let old = hashes(width: 100, height: 80, tileSize: 32)
        let new = hashes(width: 100, height: 80, tileSize: 32, changed: [(70, 40)])
        #expect(old.columns == 4 && old.rows == 3)
        let rectangles = try #require(DamageRegion.rectangles(new, since: old))
        #expect(rectangles == [PixelRect(x: 64, y: 32, width: 32, height: 32)])
        #expect(DamageRegion.rectangles(old, since: old) == [])
    }

    /// Deterministic pseudo-random opaque pixels, so that every word the hash reads differs from its neighbours.
    func noise(width: Int, height: Int, seed: UInt64) -> [UInt32] {
        var state = seed
        return (0..<width * height).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return 0xFF00_0000 | UInt32(truncatingIfNeeded: state >> 33)
        }
    }

    @Test(
        "any one changed bit of any pixel changes its tile's hash and no other",
        arguments: [(67, 45, 8), (129, 70, 64), (30, 9, 5)])
    func everyPixelReachesItsTileHash(width: Int, height: Int, tileSize: Int) {
        // Odd widths and tiles leave single pixels after the two-pixel words, which go through another path.
        var pixels = noise(width: width, height: height, seed: 7)
        func grid() -> TileHashes {
            pixels.withUnsafeBytes {
                TileHashes(argb32: $0.baseAddress!, stride: width * 4, width: width, height: height, tileSize: tileSize)
            }
        }
        let original = grid()
        var failures: [String] = []
        for y in 0..<height {
            for x in 0..<width {
                let bit = UInt32(1) << UInt32((x * 7 + y * 3) % 32)
                pixels[y * width + x] ^= bit
                let changed = grid().changedTiles(since: original) ?? []
                pixels[y * width + x] ^= bit
                let tile = (y / tileSize) * original.columns + x / tileSize
                if changed.indices.contains(where: { changed[$0] != ($0 == tile) }) { failures.append("(\(x), \(y))") }
            }
        }
        #expect(failures.isEmpty, "pixels whose change was missed or spilled: \(failures.prefix(10))")
    }

    @Test func aTileAlignedPartHashesItsTilesAsTheWholeFrameDoes() {
        // Drawing in part hashes only the tiles it drew, and keeps the others' hashes from the full frame.
        let width = 203, height = 150, tileSize = 32
        let pixels = noise(width: width, height: height, seed: 11)
        let whole = pixels.withUnsafeBytes {
            TileHashes(argb32: $0.baseAddress!, stride: width * 4, width: width, height: height, tileSize: tileSize)
        }
        let (left, top) = (64, 32)
        let part = pixels.withUnsafeBytes {
            TileHashes(
                argb32: $0.baseAddress! + (top * width + left) * 4, stride: width * 4, width: width - left, height: 96,
                tileSize: tileSize)
        }
        for row in 0..<part.rows {
            for column in 0..<part.columns {
                #expect(
                    part.hashes[row * part.columns + column]
                        == whole.hashes[(top / tileSize + row) * whole.columns + left / tileSize + column])
            }
        }
    }

    @Test func damageOverHalfTheFrameAsksForAFullFrame() {
        let old = hashes(width: 64, height: 64, tileSize: 32)
        let threeTiles = hashes(width: 64, height: 64, tileSize: 32, changed: [(0, 0), (40, 0), (0, 40)])
        #expect(DamageRegion.rectangles(threeTiles, since: old) == nil)
        let twoTiles = hashes(width: 64, height: 64, tileSize: 32, changed: [(0, 0), (40, 0)])
        #expect(DamageRegion.rectangles(twoTiles, since: old) == [PixelRect(x: 0, y: 0, width: 64, height: 32)])
    }

    @Test func aResizedFrameHasNoDamageRelation() {
        let old = hashes(width: 64, height: 64, tileSize: 32)
        #expect(DamageRegion.rectangles(hashes(width: 64, height: 96, tileSize: 32), since: old) == nil)
    }

    // MARK: Patches drawn over the old frame give the new frame

    @Test func patchesOverTheOldFrameEqualTheNewFrame() throws {
        let renderer = try FrameRenderer()
        func list(_ label: String) -> DisplayList {
            DisplayList(
                size: Size(width: 200, height: 300),
                items: [
                    .fill(
                        .rectangle, rect: Rect(x: 10, y: 10, width: 180, height: 60), paint: .color(RGBA(0, 122, 255))),
                    .text(
                        label, rect: Rect(x: 20, y: 200, width: 160, height: 30), font: ResolvedFont(pointSize: 17),
                        color: RGBA(red: 0, green: 0, blue: 0), alignment: .leading),
                ])
        }
        let old = try renderer.render(list("Hello"), scale: 2, tiles: true)
        let new = try renderer.render(list("Hello, edited"), scale: 2, previous: old.tiles)
        let patches = try #require(new.damage)
        #expect(!patches.isEmpty)
        // The edit is in the label's rows only: the blue bar at the top is not resent.
        #expect(patches.allSatisfy { $0.rect.y >= 128 && $0.rect.y + $0.rect.height <= 512 })
        var composited = try decodePNG(old.png)
        for patch in patches {
            let pixels = try decodePNG(patch.png)
            #expect(pixels.width == patch.rect.width && pixels.height == patch.rect.height)
            for row in 0..<pixels.height {
                let from = row * pixels.width * 4
                let to = ((patch.rect.y + row) * composited.width + patch.rect.x) * 4
                composited.rgba.replaceSubrange(
                    to..<to + pixels.width * 4, with: pixels.rgba[from..<from + pixels.width * 4])
            }
        }
        #expect(composited == (try decodePNG(new.png)))
        #expect(composited != (try decodePNG(old.png)))
    }

    @Test func anImageEncodedLaterHasItsDamageAndHashButNoPNGYet() throws {
        let renderer = try FrameRenderer()
        func list(_ color: RGBA) -> DisplayList {
            DisplayList(
                size: Size(width: 120, height: 90),
                items: [.fill(.rectangle, rect: Rect(x: 10, y: 10, width: 40, height: 30), paint: .color(color))])
        }
        let old = try renderer.render(list(RGBA(0, 122, 255)), scale: 3, tiles: true)
        let now = try renderer.render(list(RGBA(255, 59, 48)), scale: 3, tiles: true, previous: old.tiles)
        let later = try renderer.render(
            list(RGBA(255, 59, 48)), scale: 3, tiles: true, previous: old.tiles, encodeLater: true)
        #expect(later.png.isEmpty && !now.png.isEmpty)
        #expect(later.damage == now.damage && later.hash == now.hash)
        // Without damage there is nothing to send early, so the PNG is encoded at once.
        let first = try renderer.render(list(RGBA(0, 122, 255)), scale: 3, tiles: true, encodeLater: true)
        #expect(first.png == old.png)
    }

    /// A card with a shadow, a rotated badge and a row of labels: what `renderChanges` must get right.
    private static func screen(title: String, badge: RGBA, shadowRadius: Double = 6) -> DisplayList {
        DisplayList(
            size: Size(width: 390, height: 844),
            items: [
                .fill(.rectangle, rect: Rect(x: 0, y: 0, width: 390, height: 844), paint: .color(RGBA(242, 242, 247))),
                .pushShadow(
                    color: RGBA(0, 0, 0, alpha: 0.3), radius: shadowRadius, x: 0, y: 4,
                    bounds: Rect(x: 20, y: 100, width: 350, height: 200)),
                .fill(
                    .roundedRectangle(cornerRadius: 12), rect: Rect(x: 20, y: 100, width: 350, height: 200),
                    color: RGBA(255, 255, 255)),
                .text(
                    title, rect: Rect(x: 36, y: 120, width: 300, height: 24), font: ResolvedFont(pointSize: 20),
                    color: RGBA(0, 0, 0), alignment: .leading),
                .pop,
                .pushTransform(Transform2D(a: 0.7071, b: 0.7071, c: -0.7071, d: 0.7071, tx: 300, ty: 500)),
                .fill(.rectangle, rect: Rect(x: -20, y: -20, width: 40, height: 40), color: badge),
                .pop,
                .text("Footer", rect: Rect(x: 20, y: 780, width: 200, height: 20), font: ResolvedFont(pointSize: 15),
                      color: RGBA(60, 60, 67), alignment: .leading),
            ])
    }

    @Test(arguments: [
        ("a label in a card with a shadow", screen(title: "Hello, world", badge: RGBA(255, 59, 48))),
        ("a rotated badge's colour", screen(title: "Hello", badge: RGBA(52, 199, 89))),
        ("the shadow itself", screen(title: "Hello", badge: RGBA(255, 59, 48), shadowRadius: 10)),
    ])
    func aFrameDrawnInPartHasTheTilesAndDamageOfTheWholeFrame(_ change: String, _ edited: DisplayList) throws {
        let renderer = try FrameRenderer()
        let original = Self.screen(title: "Hello", badge: RGBA(255, 59, 48))
        let before = try renderer.render(original, scale: 3, tiles: true)
        let whole = try renderer.render(edited, scale: 3, tiles: true, previous: before.tiles)
        // The canvas holds another frame where `renderChanges` does not draw.
        _ = try renderer.render(
            DisplayList(
                size: original.size,
                items: [.fill(.rectangle, rect: Rect(x: 0, y: 0, width: 390, height: 844), color: RGBA(0, 0, 0))]),
            scale: 3)
        let beforeTiles = try #require(before.tiles)
        let part = try #require(try renderer.renderChanges(edited, since: original, previous: beforeTiles, scale: 3))
        #expect(part.png.isEmpty)
        #expect(part.tiles == whole.tiles, "\(change)")
        #expect(part.hash == whole.hash)
        #expect(part.damage == whole.damage)
        #expect(try #require(part.damage).count > 0)
    }

    /// A translucent gradient circle whose bottom edge is `gap` points above the first tile row an edited label
    /// reaches (row 10 at 3×: 640 pixels, 213⅓ points), or inside that row when negative. Closer than a pixel it
    /// is drawn with the label; farther it is left out (`DisplayListDamageTests` checks which). Either way the
    /// drawn tiles must be the whole frame's: the canvas holds another frame, so a pixel the circle should have
    /// touched and did not shows.
    @Test(arguments: [-0.3, -0.1, 0.0, 0.1, 0.3, 0.34, 0.5, 0.7, 0.99])
    func aFillJustOutsideOrInsideTheDrawnTilesGivesTheWholeFramesTiles(gap: Double) throws {
        func screen(_ label: String) -> DisplayList {
            let stops = [
                ResolvedStop(color: RGBA(0, 122, 255, alpha: 0.35), location: 0),
                ResolvedStop(color: RGBA(175, 82, 222, alpha: 0.2), location: 1),
            ]
            let bottom = 640.0 / 3 - gap
            return DisplayList(
                size: Size(width: 390, height: 844),
                items: [
                    .fill(
                        .rectangle, rect: Rect(x: 0, y: 0, width: 390, height: 844),
                        paint: .color(RGBA(255, 255, 255))),
                    .fill(
                        .circle, rect: Rect(x: 135.2, y: bottom - 120, width: 120, height: 120),
                        paint: .linearGradient(
                            stops, start: Point(x: 135, y: bottom - 120), end: Point(x: 255, y: bottom))),
                    .text(
                        label, rect: Rect(x: 100, y: 220, width: 190, height: 20), font: ResolvedFont(pointSize: 16),
                        color: RGBA(0, 0, 0), alignment: .center),
                ])
        }
        let renderer = try FrameRenderer()
        let before = try #require(try renderer.render(screen("No Notes Yet"), scale: 3, tiles: true).tiles)
        let whole = try renderer.render(screen("No Notes Yet 1"), scale: 3, tiles: true, previous: before)
        _ = try renderer.render(
            DisplayList(
                size: Size(width: 390, height: 844),
                items: [.fill(.rectangle, rect: Rect(x: 0, y: 0, width: 390, height: 844), color: RGBA(0, 0, 0))]),
            scale: 3)
        let part = try #require(
            try renderer.renderChanges(
                screen("No Notes Yet 1"), since: screen("No Notes Yet"), previous: before, scale: 3))
        #expect(part.tiles == whole.tiles)
        #expect(part.damage == whole.damage)
    }

    /// A stripe changes colour a few points above a material card: the card frosts the stripe into its top edge, so
    /// drawing the changed tiles alone must draw the card again too.
    @Test func aChangeBehindAMaterialRedrawsTheMaterial() throws {
        func screen(_ stripe: RGBA) -> DisplayList {
            DisplayList(
                size: Size(width: 390, height: 844),
                items: [
                    .fill(.rectangle, rect: Rect(x: 0, y: 0, width: 390, height: 844), color: RGBA(255, 255, 255)),
                    .fill(.rectangle, rect: Rect(x: 20, y: 300, width: 350, height: 20), color: stripe),
                    .fill(
                        .roundedRectangle(cornerRadius: 16), rect: Rect(x: 20, y: 326, width: 350, height: 120),
                        paint: .material(blur: 20, tint: RGBA(246, 246, 248, alpha: 0.5))),
                ])
        }
        let renderer = try FrameRenderer()
        let original = screen(RGBA(255, 59, 48)), edited = screen(RGBA(52, 199, 89))
        let before = try #require(try renderer.render(original, scale: 3, tiles: true).tiles)
        let whole = try renderer.render(edited, scale: 3, tiles: true, previous: before)
        _ = try renderer.render(original, scale: 3)
        let part = try #require(try renderer.renderChanges(edited, since: original, previous: before, scale: 3))
        #expect(part.tiles == whole.tiles)
        #expect(part.damage == whole.damage)
    }

    @Test func changesThatReachMostOfTheFrameAreDrawnInFull() throws {
        let renderer = try FrameRenderer()
        func list(_ color: RGBA) -> DisplayList {
            DisplayList(
                size: Size(width: 100, height: 100),
                items: [.fill(.rectangle, rect: Rect(x: 0, y: 0, width: 100, height: 100), color: color)])
        }
        let before = try #require(try renderer.render(list(RGBA(255, 255, 255)), scale: 2, tiles: true).tiles)
        #expect(
            try renderer.renderChanges(
                list(RGBA(0, 0, 0)), since: list(RGBA(255, 255, 255)), previous: before, scale: 2) == nil)
        // Another canvas size has no tiles to compare with.
        let bigger = DisplayList(size: Size(width: 120, height: 100), items: list(RGBA(0, 0, 0)).items)
        #expect(try renderer.renderChanges(bigger, since: list(RGBA(255, 255, 255)), previous: before, scale: 2) == nil)
    }
}
