import CPangoCairo
import PreviewLayout
@testable import PreviewRender
import PreviewViews
import Testing

/// A frame whose numbers no screen can show draws what can be drawn and leaves nothing behind: the next frame on
/// the same renderer is exactly what a fresh renderer draws. And a frame's memory is bounded, whatever it asks for.
@Suite("Hostile geometry")
struct HostileGeometryTests {
    static let phone = Size(width: 393, height: 852)
    static let black = RGBA(red: 0, green: 0, blue: 0)

    /// An ordinary frame: text, a symbol, a shadow, a blur; drawn after each hostile one.
    static func ordinary(_ text: String) -> DisplayList {
        CanvasReuseTests.list(Size(width: 130, height: 280), text: text)
    }

    /// `Rectangle().frame(width: 1e9, height: 1e9).blur(radius: 1e9)` as layout draws it, centred on a phone.
    static let billionPointBlur: [DisplayItem] = {
        let huge = Rect(x: 196.5 - 5e8, y: 426 - 5e8, width: 1e9, height: 1e9)
        return [.pushBlur(radius: 1e9, bounds: huge), .fill(.rectangle, rect: huge, color: black), .pop]
    }()

    /// Lists with every kind of number a project's mistake can produce, in every kind of item.
    static let hostileLists: [(name: String, items: [DisplayItem])] = {
        let values: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, 1e9, -1e9, .greatestFiniteMagnitude]
        var lists: [(String, [DisplayItem])] = [("a billion-point blur", billionPointBlur)]
        for value in values {
            let rect = Rect(x: value, y: 10, width: abs(value), height: abs(value))
            let box = Rect(x: 20, y: 20, width: 100, height: 100)
            lists.append(
                (
                    "\(value) in every item",
                    [
                        .fill(.circle, rect: rect, color: black),
                        .fill(.roundedRectangle(cornerRadius: value), rect: box, color: black),
                        .stroke(.rectangle, rect: rect, color: black, lineWidth: value),
                        .text(
                            "Hello", rect: rect, font: ResolvedFont(pointSize: 17), color: black, alignment: .leading),
                        .symbol("star.fill", rect: rect, color: black),
                        .pushClip(.capsule, rect: rect), .fill(.rectangle, rect: box, color: black), .pop,
                        .pushTransform(Transform2D(a: value, b: 0, c: 0, d: value, tx: value, ty: 0)),
                        .fill(.ellipse, rect: box, color: black), .pop,
                        .pushShadow(color: black, radius: value, x: value, y: value, bounds: rect),
                        .fill(.rectangle, rect: box, color: black), .pop,
                        .pushBlur(radius: value, bounds: box), .pushOpacity(value, bounds: rect),
                        .fill(
                            .path(
                                [
                                    .move(Point(x: value, y: 0)), .line(Point(x: 50, y: value)),
                                    .arc(
                                        center: Point(x: 9, y: 9), radius: value, startAngle: 0, endAngle: value,
                                        clockwise: false),
                                ], reference: Size(width: value, height: 1)), rect: box, color: black),
                        .pop, .pop,
                        .fill(
                            .rectangle, rect: box,
                            paint: .linearGradient(
                                [
                                    ResolvedStop(color: black, location: value),
                                    ResolvedStop(color: RGBA(1, 0, 0), location: 1),
                                ], start: Point(x: value, y: 0), end: Point(x: 0, y: value))),
                        .fill(
                            .rectangle, rect: box,
                            paint: .radialGradient(
                                [
                                    ResolvedStop(color: black, location: 0),
                                    ResolvedStop(color: RGBA(1, 0, 0), location: 1),
                                ], center: Point(x: 50, y: 50), startRadius: 0, endRadius: value)),
                    ]
                ))
        }
        // Scale effects nested until a point is a billionth of a pixel, or a billion pixels.
        for factor in [1e-3, 1e3] {
            let nested = Array(
                repeating: DisplayItem.pushTransform(Transform2D(a: factor, b: 0, c: 0, d: factor, tx: 0, ty: 0)),
                count: 6)
            lists.append(
                (
                    "transforms scaling by \(factor) six deep",
                    nested + [.fill(.rectangle, rect: Rect(x: 0, y: 0, width: 10, height: 10), color: black)]
                        + Array(repeating: .pop, count: 6)
                ))
        }
        // An angular gradient centred far off the canvas: its wedges would reach as far as the centre is.
        let stops = [
            ResolvedStop(color: RGBA(255, 204, 0), location: 0), ResolvedStop(color: RGBA(0, 0, 255), location: 1),
        ]
        for center in [Point(x: 1e300, y: 4096), Point(x: 5000, y: -3000), Point(x: -1e9, y: 1e9)] {
            lists.append(
                (
                    "an angular gradient centred at \(center)",
                    [
                        .fill(
                            .rectangle, rect: Rect(x: -1, y: 44, width: 1e300, height: 1e300),
                            paint: .angularGradient(stops, center: center))
                    ]
                ))
        }
        lists.append(
            (
                "more pops than pushes",
                [.pop, .pop, .fill(.rectangle, rect: Rect(x: 0, y: 0, width: 10, height: 10), color: black), .pop]
            ))
        lists.append(
            (
                "pushes never popped",
                Array(repeating: .pushBlur(radius: 4, bounds: Rect(x: 0, y: 0, width: 393, height: 852)), count: 40)
            ))
        return lists
    }()

    @Test("a hostile frame draws, and the frames after it on the same renderer are what a fresh renderer draws")
    func hostileFramesLeaveNothingBehind() throws {
        let renderer = try FrameRenderer()
        for (index, hostile) in Self.hostileLists.enumerated() {
            _ = try renderer.render(DisplayList(size: Self.phone, items: hostile.items), scale: 3, tiles: true)
            let list = Self.ordinary("Frame \(index) after \(hostile.name)")
            let after = try renderer.render(list, scale: 3, tiles: true)
            let fresh = try FrameRenderer().render(list, scale: 3, tiles: true)
            #expect(
                after == fresh,
                "the frame after '\(hostile.name)' differs from a fresh renderer's: \(after.hash) ≠ \(fresh.hash)")
        }
    }

    @Test("a canvas whose cairo context has failed is never drawn on again")
    func aFailedCanvasIsReplaced() throws {
        let renderer = try FrameRenderer()
        let list = Self.ordinary("Before the failure")
        _ = try renderer.render(list, scale: 3)
        // What a cairo failure leaves: a sticky error status on the context, after which every call is a no-op.
        var singular = cairo_matrix_t()
        let canvas = try #require(renderer.canvas)
        cairo_set_matrix(canvas.context, &singular)
        #expect(canvas.status != CAIRO_STATUS_SUCCESS)
        let after = try renderer.render(Self.ordinary("After the failure"), scale: 3)
        #expect(after == (try FrameRenderer().render(Self.ordinary("After the failure"), scale: 3)))
    }

    @Test("a rectangle a billion points wide fills the canvas exactly as one the canvas's size does")
    func hugeRectangleIsCutToTheCanvas() throws {
        let red = RGBA(255, 59, 48)
        let huge = try FrameRenderer().render(
            DisplayList(
                size: Self.phone,
                items: [.fill(.rectangle, rect: Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9), color: red)]), scale: 3
        )
        let exact = try FrameRenderer().render(
            DisplayList(
                size: Self.phone, items: [.fill(.rectangle, rect: Rect(origin: .zero, size: Self.phone), color: red)]),
            scale: 3)
        #expect(huge.png == exact.png)
    }

    @Test("offscreen layers stop at the budget; the effects beyond it are drawn without their layer and counted")
    func offscreenLayersHaveABudget() throws {
        let renderer = try FrameRenderer()
        let screen = Rect(origin: .zero, size: Self.phone)
        let depth = 40
        let items = Array(repeating: DisplayItem.pushOpacity(0.99, bounds: screen), count: depth)
            + [.fill(.rectangle, rect: screen, color: Self.black)] + Array(repeating: .pop, count: depth)
        _ = try renderer.render(DisplayList(size: Self.phone, items: items), scale: 3)
        // Each layer is the whole 1179×2556 canvas (the bounds grown by a point and cut to the canvas).
        let layerBytes = 1179 * 2556 * 4
        let allowed = DrawingLimits.offscreenBudget / layerBytes
        #expect(renderer.lastFrameEffectsOverBudget == depth - allowed)
        _ = try renderer.render(Self.ordinary("Within budget"), scale: 3)
        #expect(renderer.lastFrameEffectsOverBudget == 0)
    }

    @Test("a canvas larger than a frame may be is refused before anything is allocated, as the project's error")
    func oversizedCanvasIsTheProjectsError() throws {
        let renderer = try FrameRenderer()
        let error = try #require(throws: RenderError.self) {
            try renderer.render(DisplayList(size: Size(width: 4000, height: 4000)), scale: 3)
        }
        #expect(error.code == .invalidCanvas)
        #expect(!error.isInternal)
        #expect(error.message.contains("MB"))
        let after = try renderer.render(Self.ordinary("After the refusal"), scale: 3)
        #expect(after == (try FrameRenderer().render(Self.ordinary("After the refusal"), scale: 3)))
    }
}
