import Foundation
import PreviewLayout
import PreviewRender
import PreviewViews
import Testing

/// Pixels of the newer draw operations: clips, groups, gradients, paths, symbols and bitmaps.
@Suite("Effects, paints and images")
struct EffectRenderingTests {
    static let blue = SystemColor.blue.resolved(in: .light)
    static let bluePixel = RGBA8(0, 122, 255)

    /// Whether two pixels differ by at most `tolerance` in every channel.
    func close(_ a: RGBA8, _ b: RGBA8, _ tolerance: Int = 3) -> Bool {
        abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
            && abs(Int(a.blue) - Int(b.blue)) <= tolerance
    }

    @Test("clipping to a circle leaves the corners background-coloured")
    func clipToCircle() throws {
        let rect = Rect(x: 0, y: 0, width: 40, height: 40)
        let image = try renderDecoded(
            [.pushClip(.circle, rect: rect), .fill(.rectangle, rect: rect, color: systemRed), .pop,
             .fill(.rectangle, rect: Rect(x: 0, y: 0, width: 2, height: 2), color: Self.blue)],
            width: 40, height: 40)
        #expect(image.pixel(x: 20, y: 20) == systemRedPixel)
        #expect(image.pixel(x: 20, y: 1) == systemRedPixel)
        for (x, y) in [(39, 0), (0, 39), (39, 39), (4, 35)] {
            #expect(image.pixel(x: x, y: y) == white, "(\(x), \(y)) should be background")
        }
        // After the pop, drawing is no longer clipped.
        #expect(image.pixel(x: 0, y: 0) == Self.bluePixel)
    }

    @Test("opacity halves a colour over the background", arguments: [1.0, 3.0])
    func opacity(scale: Double) throws {
        let rect = Rect(x: 0, y: 0, width: 20, height: 20)
        let image = try renderDecoded(
            [.pushOpacity(0.5, bounds: rect), .fill(.rectangle, rect: rect, color: RGBA(0, 0, 0)),
             .fill(.rectangle, rect: Rect(x: 0, y: 0, width: 10, height: 20), color: RGBA(0, 0, 0)), .pop],
            width: 30, height: 20, scale: scale)
        // Black at half opacity over white, once: the overlapping fills inside the group do not add up.
        #expect(close(image.pixel(x: Int(5 * scale), y: Int(10 * scale)), RGBA8(128, 128, 128), 2))
        #expect(close(image.pixel(x: Int(15 * scale), y: Int(10 * scale)), RGBA8(128, 128, 128), 2))
        #expect(image.pixel(x: Int(25 * scale), y: Int(10 * scale)) == white)
    }

    @Test("a linear gradient has its stop colours at its ends")
    func linearGradient() throws {
        let stops = [ResolvedStop(color: systemRed, location: 0), ResolvedStop(color: Self.blue, location: 1)]
        let paint = ResolvedPaint.linearGradient(stops, start: Point(x: 0, y: 0), end: Point(x: 100, y: 0))
        let image = try renderDecoded(
            [.fill(.rectangle, rect: Rect(x: 0, y: 0, width: 100, height: 10), paint: paint)], width: 100, height: 10)
        #expect(close(image.pixel(x: 0, y: 5), systemRedPixel))
        #expect(close(image.pixel(x: 99, y: 5), Self.bluePixel))
        // Halfway, halfway between the two.
        let middle = image.pixel(x: 50, y: 5)
        #expect(abs(Int(middle.red) - (255 + 0) / 2) <= 4 && abs(Int(middle.blue) - (48 + 255) / 2) <= 4)
    }

    @Test("radial and angular gradients draw their stop colours")
    func radialAndAngular() throws {
        let stops = [ResolvedStop(color: systemRed, location: 0), ResolvedStop(color: Self.blue, location: 1)]
        let radial = try renderDecoded(
            [.fill(.rectangle, rect: Rect(x: 0, y: 0, width: 60, height: 60),
                   paint: .radialGradient(stops, center: Point(x: 30, y: 30), startRadius: 0, endRadius: 20))],
            width: 60, height: 60)
        #expect(close(radial.pixel(x: 30, y: 30), systemRedPixel, 12))
        #expect(close(radial.pixel(x: 2, y: 2), Self.bluePixel))  // beyond the end radius: padded

        let angular = try renderDecoded(
            [.fill(.circle, rect: Rect(x: 0, y: 0, width: 60, height: 60),
                   paint: .angularGradient(stops, center: Point(x: 30, y: 30)))],
            width: 60, height: 60)
        // Just below 3 o'clock (start) is red, just above it (the end of the turn) is blue.
        #expect(close(angular.pixel(x: 55, y: 31), systemRedPixel, 12))
        #expect(close(angular.pixel(x: 55, y: 28), Self.bluePixel, 20))
    }

    @Test("an angular gradient's stops run from its start angle, and a half sweep leaves halves of its end colours")
    func angularSweeps() throws {
        let stops = [ResolvedStop(color: systemRed, location: 0), ResolvedStop(color: Self.blue, location: 1)]
        func render(_ sweep: AngularSweep) throws -> DecodedImage {
            try renderDecoded(
                [.fill(.circle, rect: Rect(x: 0, y: 0, width: 60, height: 60),
                       paint: .angularGradient(stops, center: Point(x: 30, y: 30), sweep: sweep))],
                width: 60, height: 60)
        }
        // From 12 o'clock round to 12 o'clock: red just right of it, blue just left of it.
        let fromTop = try render(try #require(AngularSweep(startAngle: -.pi / 2, endAngle: 3 * .pi / 2)))
        #expect(close(fromTop.pixel(x: 31, y: 5), systemRedPixel, 12))
        #expect(close(fromTop.pixel(x: 28, y: 5), Self.bluePixel, 20))
        // 3 o'clock to 9 o'clock through 6: past the end, blue up to 12 o'clock, then red back to 3.
        let lowerHalf = try render(try #require(AngularSweep(startAngle: 0, endAngle: .pi)))
        #expect(close(lowerHalf.pixel(x: 30, y: 55), halfway(systemRedPixel, Self.bluePixel), 12))
        #expect(close(lowerHalf.pixel(x: 12, y: 12), Self.bluePixel))
        #expect(close(lowerHalf.pixel(x: 48, y: 12), systemRedPixel))
    }

    private func halfway(_ a: RGBA8, _ b: RGBA8) -> RGBA8 {
        RGBA8(
            UInt8((Int(a.red) + Int(b.red)) / 2), UInt8((Int(a.green) + Int(b.green)) / 2),
            UInt8((Int(a.blue) + Int(b.blue)) / 2))
    }

    @Test("a custom path is scaled from its reference size into the rect")
    func customPath() throws {
        // A right triangle in a 10×10 reference, drawn into 40×20: the hypotenuse runs (40, 0) → (0, 20).
        let triangle = ShapePath.path(
            [.move(Point(x: 0, y: 0)), .line(Point(x: 10, y: 0)), .line(Point(x: 0, y: 10)), .close],
            reference: Size(width: 10, height: 10))
        let image = try renderDecoded(
            [.fill(triangle, rect: Rect(x: 0, y: 0, width: 40, height: 20), color: systemRed)], width: 40, height: 20)
        #expect(image.pixel(x: 5, y: 2) == systemRedPixel)
        #expect(image.pixel(x: 30, y: 2) == systemRedPixel)
        #expect(image.pixel(x: 35, y: 17) == white)
        #expect(image.inkBounds() == PixelBox(minX: 0, minY: 0, maxX: 40, maxY: 20))
    }

    @Test("arcs and curves in custom paths draw")
    func arcsAndCurves() throws {
        let pie = ShapePath.path(
            [
                .move(Point(x: 10, y: 10)),
                .arc(center: Point(x: 10, y: 10), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false),
                .close, .move(Point(x: 0, y: 0)), .quadCurve(to: Point(x: 4, y: 0), control: Point(x: 2, y: 4)), .close,
            ],
            reference: Size(width: 20, height: 20))
        let image = try renderDecoded(
            [.fill(pie, rect: Rect(x: 0, y: 0, width: 40, height: 40), color: systemRed)], width: 40, height: 40)
        // The quarter below and right of the centre is filled (clockwise on screen from 3 to 6 o'clock).
        #expect(image.pixel(x: 28, y: 28) == systemRedPixel)
        #expect(image.pixel(x: 12, y: 28) == white)
        #expect(image.pixel(x: 28, y: 12) == white)
    }

    @Test(
        "a symbol draws in the foreground colour",
        arguments: ["star.fill", "bell", "bolt.fill", "person.circle.fill", "eye.slash", "no.such.symbol"])
    func symbol(name: String) throws {
        let rect = Rect(x: 10, y: 10, width: 40, height: 40)
        let image = try renderDecoded([.symbol(name, rect: rect, color: Self.blue)], width: 60, height: 60, scale: 2)
        var solid = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image.pixel(x: x, y: y)
                if pixel == Self.bluePixel { solid += 1 }
                // Only the foreground colour and its antialiased blends with white: no other hue.
                if pixel != white { #expect(pixel.blue == 255, "(\(x), \(y)) is \(pixel)") }
            }
        }
        #expect(solid > 40)
        let ink = try #require(image.inkBounds())
        // Within the rect (20…100 pixels at 2×), give or take one antialiased pixel.
        #expect(ink.minX >= 19 && ink.minY >= 19 && ink.maxX <= 101 && ink.maxY <= 101, "\(ink)")
    }

    @Test("a symbol after a knocked-out enclosure still draws")
    func symbolAfterFilledEnclosure() throws {
        // Regression: the filled circle's group stayed the source, so the next glyph's mask came out empty.
        let image = try renderDecoded(
            [.symbol("plus.circle.fill", rect: Rect(x: 0, y: 0, width: 40, height: 40), color: Self.blue),
             .symbol("gear", rect: Rect(x: 40, y: 0, width: 40, height: 40), color: Self.blue)],
            width: 80, height: 40)
        let gearInk = (0..<40).flatMap { y in (40..<80).map { x in image.pixel(x: x, y: y) } }.filter { $0 != white }
        #expect(gearInk.count > 200)
        // The plus is knocked out of the disc: the centre shows the background.
        #expect(image.pixel(x: 20, y: 20) == white)
        #expect(image.pixel(x: 20, y: 4) == Self.bluePixel)
    }

    @Test(
        "a symbol keeps all its ink when rotated or knocked out inside a transform",
        arguments: ["star.fill", "plus.circle.fill"])
    func symbolUnderARotation(name: String) throws {
        // Each glyph's offscreen group is clipped to its box to keep the group small; the clip is taken in the
        // transformed space, so a quarter turn about the canvas centre moves every pixel and cuts none.
        let rect = Rect(x: 10, y: 20, width: 40, height: 40)
        let upright = try renderDecoded([.symbol(name, rect: rect, color: Self.blue)], width: 80, height: 80)
        let turned = try renderDecoded(
            [
                .pushTransform(.rotation(.pi / 2, around: Point(x: 40, y: 40))),
                .symbol(name, rect: rect, color: Self.blue), .pop,
            ],
            width: 80, height: 80)
        var differing = 0
        for y in 0..<80 {
            for x in 0..<80 where upright.pixel(x: x, y: y) != turned.pixel(x: 79 - y, y: x) { differing += 1 }
        }
        let ink = (0..<80).flatMap { y in (0..<80).map { x in upright.pixel(x: x, y: y) } }.filter { $0 != white }.count
        #expect(ink > 300)
        // A quarter turn maps the pixel grid onto itself, but the glyph's outline is rasterised after the turn, so
        // about a tenth of the inked pixels come out a shade apart; a clip taken in the wrong space cuts the glyph
        // away, and more pixels differ than the glyph has.
        #expect(differing <= ink / 4, "\(differing) of \(ink) inked pixels differ")
    }

    @Test("a shadow darkens the background below the content")
    func shadow() throws {
        let rect = Rect(x: 20, y: 10, width: 20, height: 20)
        let image = try renderDecoded(
            [.pushShadow(color: RGBA(0, 0, 0, alpha: 0.5), radius: 2, x: 0, y: 10, bounds: rect),
             .fill(.rectangle, rect: rect, color: systemRed), .pop],
            width: 60, height: 60)
        #expect(image.pixel(x: 30, y: 20) == systemRedPixel)
        let below = image.pixel(x: 30, y: 35)
        #expect(below.red < 200 && below.red > 60 && below.red == below.blue)
        #expect(image.pixel(x: 5, y: 55) == white)
    }

    @Test("a blur softens edges and keeps the middle")
    func blur() throws {
        let rect = Rect(x: 20, y: 20, width: 40, height: 40)
        let image = try renderDecoded(
            [.pushBlur(radius: 4, bounds: rect), .fill(.rectangle, rect: rect, color: RGBA(0, 0, 0)), .pop],
            width: 80, height: 80, scale: 2)
        #expect(close(image.pixel(x: 80, y: 80), RGBA8(0, 0, 0), 8))
        let edge = image.pixel(x: 40, y: 80)
        #expect(edge.red > 30 && edge.red < 225)
        #expect(image.pixel(x: 2, y: 2) == white)
    }

    @Test("a rotation turns a wide bar into a tall one")
    func rotation() throws {
        let rect = Rect(x: 10, y: 25, width: 40, height: 10)
        let image = try renderDecoded(
            [
                .pushTransform(.rotation(.pi / 2, around: Point(x: 30, y: 30))),
                .fill(.rectangle, rect: rect, color: systemRed), .pop,
            ],
            width: 60, height: 60)
        #expect(image.inkBounds() == PixelBox(minX: 25, minY: 10, maxX: 35, maxY: 50))
    }

    @Test("unbalanced and degenerate groups do not break the frame")
    func unbalanced() throws {
        let image = try renderDecoded(
            [
                .pop, .pushTransform(.scale(x: 0, y: 1, around: .zero)),
                .fill(.rectangle, rect: Rect(x: 0, y: 0, width: 5, height: 5), color: systemRed),
                .pop, .pushOpacity(0.5, bounds: Rect(x: .nan, y: 0, width: 1, height: 1)),
                .pushClip(.circle, rect: Rect(x: 0, y: 0, width: 0, height: 0)),
                .fill(.rectangle, rect: Rect(x: 0, y: 0, width: 5, height: 5), color: systemRed),
                .pushBlur(radius: .infinity, bounds: Rect(x: 0, y: 0, width: 10, height: 10)),
            ],
            width: 10, height: 10)
        #expect(image.inkBounds() == nil)
        // The next frame from the same renderer starts clean.
        let renderer = try FrameRenderer()
        _ = try renderer.render(
            DisplayList(
                size: Size(width: 10, height: 10),
                items: [.pushOpacity(0.5, bounds: Rect(x: 0, y: 0, width: 10, height: 10))]), scale: 1)
        let next = try renderDecoded(
            [.fill(.rectangle, rect: Rect(x: 0, y: 0, width: 10, height: 10), color: systemRed)], width: 10, height: 10,
            renderer: renderer)
        #expect(next.pixel(x: 5, y: 5) == systemRedPixel)
    }

    @Test("a PNG asset is drawn stretched over its rect, decoded once, and tinted when a template")
    func bitmap() throws {
        // A 2×2 PNG: red on the left column, blue on the right, made by the renderer itself.
        let renderer = try FrameRenderer()
        let source = try renderer.render(
            DisplayList(
                size: Size(width: 2, height: 2),
                items: [.fill(.rectangle, rect: Rect(x: 0, y: 0, width: 1, height: 2), color: systemRed),
                        .fill(.rectangle, rect: Rect(x: 1, y: 0, width: 1, height: 2), color: Self.blue)]),
            scale: 1)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "previewd-bitmap-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("tile.png").path
        try Data(source.png).write(to: URL(fileURLWithPath: path))

        let items: [DisplayItem] = [
            .bitmap(path: path, stamp: "1", rect: Rect(x: 0, y: 0, width: 40, height: 20), tint: nil)
        ]
        let image = try renderDecoded(items, width: 40, height: 20, renderer: renderer)
        #expect(image.pixel(x: 2, y: 10) == systemRedPixel)
        #expect(image.pixel(x: 37, y: 10) == Self.bluePixel)
        _ = try renderDecoded(items, width: 40, height: 20, renderer: renderer)
        #expect(renderer.bitmapDecodes == 1)

        let tinted = try renderDecoded(
            [.bitmap(path: path, stamp: "1", rect: Rect(x: 0, y: 0, width: 40, height: 20), tint: RGBA(0, 0, 0))],
            width: 40, height: 20,
            renderer: renderer)
        #expect(tinted.pixel(x: 2, y: 10) == RGBA8(0, 0, 0))

        // A missing file draws a pale box instead of failing the frame.
        let missing = try renderDecoded(
            [
                .bitmap(
                    path: directory.appendingPathComponent("none.png").path, stamp: "1",
                    rect: Rect(x: 0, y: 0, width: 20, height: 20), tint: nil)
            ],
            width: 20, height: 20, renderer: renderer)
        #expect(missing.pixel(x: 10, y: 10) != white)
    }

    @Test("text cut by a line limit ends in an ellipsis and keeps to one line")
    func lineLimit() throws {
        let renderer = try FrameRenderer()
        let font = ResolvedFont(pointSize: 17)
        let text = "A sentence much too long to fit on one short line"
        let one = renderer.textMeasurer.measure(text, font: font, maxWidth: 100, lineLimit: 1)
        let all = renderer.textMeasurer.measure(text, font: font, maxWidth: 100, lineLimit: nil)
        #expect(one.width <= 100 && one.height * 2 < all.height)
        let image = try renderDecoded(
            [
                .text(
                    text, rect: Rect(x: 0, y: 0, width: 100, height: one.height), font: font, color: RGBA(0, 0, 0),
                    alignment: .leading, lineLimit: 1)
            ],
            width: 120, height: 80, renderer: renderer)
        let ink = try #require(image.inkBounds())
        #expect(ink.maxY <= Int(one.height.rounded(.up)) + 1)
        #expect(ink.maxX <= 101)
    }
}
