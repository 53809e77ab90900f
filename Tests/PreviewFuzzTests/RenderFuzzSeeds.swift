@testable import PreviewFuzzHarnesses
import PreviewLayout
import PreviewViews

/// What each checked-in seed in Fuzz/Seeds/render is: the cases the layout and raster stages must survive, written
/// as the frames they decode to. `RenderFuzzTests` checks that each file holds these bytes (`RECORD_SNAPSHOTS=1`
/// rewrites them after a change to the decoder) and replays every file in the folder.
enum RenderFuzzSeeds {
    /// The image folder the seeds are written for: only a path's name in it is encoded.
    static let imageFolder = "/render-fuzz-images"

    static let all: [(name: String, frame: HostileFrame)] = [
        (
            "view-ordinary-card",
            frame(
                .view(card, safeArea: phoneInsets, colorScheme: .light),
                edits: [
                    .replace(
                        at: 3,
                        .text(
                            "Edited", rect: Rect(x: 40, y: 300, width: 120, height: 22),
                            font: ResolvedFont(pointSize: 17),
                            color: RGBA(0, 0, 0), alignment: .leading))
                ])
        ),
        (
            "view-huge-frame-huge-blur",
            frame(
                .view(
                    .effect(
                        .blur(radius: 1e9),
                        .frame(
                            FrameSpec(width: 1e9, height: 1e9),
                            .zstack(
                                alignment: .center, children: [.color(.system(.blue)), .text("Hello, world")]))),
                    safeArea: phoneInsets, colorScheme: .light))
        ),
        ("view-nan-everywhere", frame(.view(nanTree, safeArea: EdgeInsets(all: .nan), colorScheme: .dark))),
        (
            "view-infinite-offsets",
            frame(
                .view(
                    .stack(
                        axis: .vertical, alignment: .center, spacing: .infinity,
                        children: [
                            .offset(
                                x: .infinity, y: -.infinity,
                                .effect(.shadow(color: .system(.black), radius: 8, x: 0, y: 4), .text("Hello, world"))),
                            .position(x: -.infinity, y: .infinity, .shape(.circle, .fill(.color(.system(.red))))),
                            .offset(
                                x: .greatestFiniteMagnitude, y: 1e300, .image(ImageSpec(source: .symbol("star.fill")))),
                        ]), safeArea: phoneInsets, colorScheme: .light))
        ),
        (
            "view-nested-effects-30-deep",
            frame(
                .view(
                    nested(30, around: .padding(EdgeInsets(all: 44), card)) { depth in
                        depth.isMultiple(of: 2)
                            ? .shadow(color: .system(.black), radius: 1e5, x: 44, y: -44) : .blur(radius: 390)
                    }, safeArea: phoneInsets, colorScheme: .light))
        ),
        (
            "view-huge-scale-effects",
            frame(
                .view(
                    .zstack(
                        alignment: .center,
                        children: [
                            .effect(.scale(x: 1e300, y: 1e300, anchor: .center), .text("Hello, world")),
                            .effect(
                                .scale(x: 1e9, y: -1e9, anchor: .topLeading),
                                .effect(
                                    .scale(x: 1e9, y: 1e9, anchor: .bottomTrailing),
                                    .shape(.capsule, .stroke(.foreground, lineWidth: 1, inset: false)))),
                            .effect(
                                .scale(x: 0, y: -0.0, anchor: .center),
                                .shape(.rectangle, .fill(.color(.system(.green))))),
                            .effect(
                                .scale(x: .leastNonzeroMagnitude, y: 1e-300, anchor: UnitPoint(x: 1e9, y: -1e9)),
                                .text("W")),
                            .effect(
                                .rotation(radians: .infinity, anchor: .center),
                                .image(ImageSpec(source: .symbol("heart")))),
                        ]), safeArea: phoneInsets, colorScheme: .light))
        ),
        (
            "view-hostile-paths",
            frame(
                .view(
                    .stack(
                        axis: .vertical, alignment: .center, spacing: nil,
                        children: [
                            .shape(
                                hostilePath,
                                .stroke(
                                    .linearGradient(
                                        hostileStops, start: .topLeading, end: UnitPoint(x: .nan, y: 1e300)),
                                    lineWidth: 1e9, inset: true)),
                            .shape(
                                hostilePath,
                                .fill(
                                    .radialGradient(
                                        hostileStops, center: .center, startRadius: -1e9, endRadius: .infinity))),
                            .clip(
                                hostilePath,
                                .shape(
                                    .roundedRectangle(cornerRadius: 1e300),
                                    .fill(.angularGradient(hostileStops, center: UnitPoint(x: .infinity, y: 0))))),
                        ]), safeArea: phoneInsets, colorScheme: .light))
        ),
        (
            "view-text-extremes",
            frame(
                .view(
                    .stack(
                        axis: .vertical, alignment: .leading, spacing: 0,
                        children: [
                            .environment(.font(FontSpec(size: .fixed(1e9))), .text("Hello, world")),
                            .environment(
                                .font(FontSpec(size: .fixed(.nan), weight: .black, italic: true)), .text("Wörld ✓ ñ")),
                            .environment(.font(FontSpec(size: .fixed(-1))), .text("مرحبا بالعالم")),
                            .environment(
                                .lineLimit(.min),
                                .frame(
                                    FrameSpec(width: 0),
                                    .text(String(repeating: "Supercalifragilisticexpialidocious", count: 32)))),
                            .environment(
                                .lineLimit(.max),
                                .environment(
                                    .dynamicTypeSize(.accessibility5), .text(String(repeating: "W", count: 1020)))),
                            .environment(.uppercase(true), .text("e\u{301}\u{302}\u{303}\u{304}")),
                        ]), safeArea: phoneInsets, colorScheme: .light))
        ),
        (
            "view-edits-reach-hostile-items",
            frame(
                .view(card, safeArea: phoneInsets, colorScheme: .light),
                edits: [
                    .insert(at: 2, .pushBlur(radius: 1e9, bounds: Rect(x: 0, y: 0, width: 1e9, height: 1e9))),
                    .replace(
                        at: 5,
                        .fill(
                            .circle, rect: Rect(x: .nan, y: 0, width: .infinity, height: 44),
                            color: RGBA(255, 59, 48))),
                    .insert(at: 200, .pop),
                    .remove(at: 1),
                ])
        ),
        (
            "list-huge-blur-and-shadow",
            frame(
                .items([
                    .pushBlur(radius: 1e9, bounds: Rect(x: -1e9, y: -1e9, width: 1e9, height: 1e9)),
                    .fill(.rectangle, rect: Rect(x: 0, y: 0, width: 1e9, height: 1e9), color: RGBA(0, 122, 255)),
                    .pop,
                    .pushShadow(
                        color: RGBA(0, 0, 0), radius: 1e300, x: 1e9, y: -1e9,
                        bounds: Rect(x: 0, y: 0, width: 390, height: 844)),
                    .fill(
                        .roundedRectangle(cornerRadius: 44), rect: Rect(x: 44, y: 44, width: 248, height: 248),
                        color: RGBA(255, 59, 48)),
                    .pop,
                    .pushShadow(
                        color: RGBA(0, 0, 0), radius: .nan, x: .infinity, y: .nan,
                        bounds: Rect(x: .nan, y: 0, width: .infinity, height: 1)),
                    label(Rect(x: 44, y: 44, width: 248, height: 44)),
                    .pop,
                ]))
        ),
        (
            "list-nested-blurs-and-shadows-30-deep",
            frame(
                .items(
                    (0..<30).map { depth -> DisplayItem in
                        depth.isMultiple(of: 2)
                            ? .pushShadow(
                                color: RGBA(0, 0, 0), radius: 44, x: 4, y: 4,
                                bounds: Rect(x: 0, y: 0, width: 390, height: 844))
                            : .pushBlur(radius: 4, bounds: Rect(x: 0, y: 0, width: 390, height: 844))
                    } + [label(Rect(x: 44, y: 44, width: 248, height: 44))]
                        + Array(repeating: .pop, count: 30)))
        ),
        (
            "list-degenerate-transforms",
            frame(
                .items([
                    .pushTransform(Transform2D(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)),
                    .fill(.rectangle, rect: Rect(x: 0, y: 0, width: 44, height: 44), color: RGBA(255, 59, 48)),
                    .pop,
                    .pushTransform(Transform2D(a: .nan, b: 1, c: 1, d: .nan, tx: .infinity, ty: 0)),
                    label(Rect(x: 0, y: 0, width: 248, height: 44)),
                    .pop,
                    .pushTransform(Transform2D(a: 1e300, b: 0, c: 0, d: 1e300, tx: 0, ty: 0)),
                    .pushTransform(Transform2D(a: 1e-300, b: 0, c: 0, d: 1e-300, tx: 0, ty: 0)),
                    .symbol("star.fill", rect: Rect(x: 44, y: 44, width: 44, height: 44), color: RGBA(255, 204, 0)),
                    .pop,
                    .pop,
                    .pushTransform(Transform2D(a: 1, b: 1, c: 1, d: 1, tx: 0, ty: 0)),
                    .stroke(
                        .circle, rect: Rect(x: 44, y: 44, width: 44, height: 44), color: RGBA(0, 122, 255), lineWidth: 4
                    ),
                    .pop,
                    .pushTransform(Transform2D(a: 1e9, b: 0, c: 0, d: 1e9, tx: -1e9, ty: -1e9)),
                    .pushBlur(radius: 4, bounds: Rect(x: 0, y: 0, width: 1, height: 1)),
                    .fill(.circle, rect: Rect(x: 0, y: 0, width: 1, height: 1), color: RGBA(0, 0, 0)),
                    .pop,
                    .pop,
                ]))
        ),
        (
            "list-hostile-stroke-styles",
            frame(
                .items([
                    stroke(StrokeStyle(lineWidth: 4, lineCap: .round, dash: [.nan, 4], dashPhase: .infinity)),
                    stroke(StrokeStyle(lineWidth: 4, lineCap: .square, dash: [-4, 8], dashPhase: -1e300)),
                    stroke(StrokeStyle(lineWidth: 4, lineJoin: .bevel, dash: [0, 0, 0])),
                    stroke(StrokeStyle(lineWidth: 4, lineCap: .round, dash: [1e-300, 1e-300])),
                    stroke(
                        StrokeStyle(lineWidth: 4, lineJoin: .round, miterLimit: .nan, dash: [1e300], dashPhase: 1e300)),
                    stroke(StrokeStyle(lineWidth: .nan, miterLimit: -.infinity, dash: [0, 8])),
                ]))
        ),
        (
            "list-unbalanced-pops",
            frame(
                .items([
                    .pop, .pop,
                    .fill(.rectangle, rect: Rect(x: 0, y: 0, width: 390, height: 844), color: RGBA(255, 255, 255)),
                    .pushClip(.circle, rect: Rect(x: 44, y: 44, width: 248, height: 248)),
                    .pushOpacity(0.5, bounds: Rect(x: 44, y: 44, width: 248, height: 248)),
                    .pushBlur(radius: 4, bounds: Rect(x: 44, y: 44, width: 248, height: 248)),
                    .pushShadow(
                        color: RGBA(0, 0, 0), radius: 8, x: 0, y: 4, bounds: Rect(x: 44, y: 44, width: 248, height: 248)
                    ),
                    .pushTransform(.rotation(0.5, around: Point(x: 168, y: 168))),
                    .fill(.circle, rect: Rect(x: 44, y: 44, width: 248, height: 248), color: RGBA(255, 59, 48)),
                    .pop, .pop, .pop, .pop, .pop, .pop, .pop, .pop,
                    .pushBlur(radius: 44, bounds: Rect(x: 0, y: 0, width: 390, height: 844)),
                    .pushShadow(
                        color: RGBA(0, 0, 0), radius: 44, x: 4, y: 4,
                        bounds: Rect(x: 0, y: 0, width: 390, height: 844)),
                    label(Rect(x: 44, y: 400, width: 248, height: 44)),
                ]), edits: [.insert(at: 0, .pop), .remove(at: 17)])
        ),
        (
            "list-nan-rects",
            frame(
                .items([
                    .fill(
                        .rectangle, rect: Rect(x: .nan, y: .nan, width: .nan, height: .nan), color: RGBA(255, 59, 48)),
                    .fill(
                        .circle, rect: Rect(x: -.infinity, y: 0, width: .infinity, height: 44), color: RGBA(255, 59, 48)
                    ),
                    .stroke(
                        .roundedRectangle(cornerRadius: .nan), rect: Rect(x: 0, y: 0, width: 44, height: 44),
                        color: RGBA(0, 122, 255), lineWidth: .nan),
                    .stroke(
                        .rectangle, rect: Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9), color: RGBA(0, 122, 255),
                        lineWidth: 1e9),
                    .pushClip(.ellipse, rect: Rect(x: .nan, y: 0, width: 44, height: 44)),
                    .text(
                        "Hello, world", rect: Rect(x: 0, y: 0, width: .nan, height: 44),
                        font: ResolvedFont(pointSize: .nan),
                        color: RGBA(red: .nan, green: 0, blue: 0, alpha: .nan), alignment: .center),
                    .pop,
                    .symbol(
                        "star.fill", rect: Rect(x: 0, y: .infinity, width: 44, height: 44), color: RGBA(255, 204, 0)),
                    .symbol(
                        "no.such.symbol", rect: Rect(x: 1e300, y: 1e300, width: 1e300, height: 1e300),
                        color: RGBA(255, 204, 0)),
                    .pushOpacity(
                        .nan,
                        bounds: Rect(x: 0, y: 0, width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)),
                    .fill(
                        .capsule, rect: Rect(x: 0, y: 0, width: .greatestFiniteMagnitude, height: 44),
                        color: RGBA(52, 199, 89)),
                    .pop,
                    .hitRegion(7, rect: Rect(x: .nan, y: .nan, width: .nan, height: .nan)),
                ]))
        ),
        (
            "list-edit-moves-a-shape-to-1e300",
            frame(
                .items([
                    .fill(.rectangle, rect: Rect(x: 0, y: 0, width: 390, height: 844), color: RGBA(255, 255, 255)),
                    .fill(
                        .roundedRectangle(cornerRadius: 44), rect: Rect(x: 44, y: 44, width: 248, height: 248),
                        color: RGBA(255, 59, 48)),
                ]),
                edits: [
                    .replace(
                        at: 1,
                        .fill(
                            .roundedRectangle(cornerRadius: 44), rect: Rect(x: 1e300, y: -1, width: 248, height: 248),
                            color: RGBA(255, 59, 48)))
                ])
        ),
        (
            "list-hostile-gradients",
            frame(
                .items([
                    .fill(
                        .rectangle, rect: Rect(x: 0, y: 0, width: 390, height: 390),
                        paint: .linearGradient(
                            resolvedHostileStops, start: Point(x: 0, y: 0), end: Point(x: 0, y: 0))),
                    .fill(
                        .circle, rect: Rect(x: 0, y: 390, width: 390, height: 390),
                        paint: .radialGradient(
                            resolvedHostileStops, center: Point(x: .nan, y: 0), startRadius: -1, endRadius: 1e300)),
                    .fill(
                        .ellipse, rect: Rect(x: 0, y: 0, width: 390, height: 844),
                        paint: .angularGradient([], center: Point(x: .infinity, y: -.infinity))),
                    // Sweeps of many turns and of the least angle there is.
                    .fill(
                        .circle, rect: Rect(x: 0, y: 0, width: 248, height: 248),
                        paint: .angularGradient(
                            resolvedHostileStops, center: Point(x: 124, y: 124),
                            sweep: AngularSweep(startAngle: -1e300, endAngle: 1e300)!)),
                    .fill(
                        .circle, rect: Rect(x: 0, y: 248, width: 248, height: 248),
                        paint: .angularGradient(
                            resolvedHostileStops, center: Point(x: 124, y: 372),
                            sweep: AngularSweep(startAngle: 0, endAngle: .leastNonzeroMagnitude)!)),
                    .stroke(
                        .capsule, rect: Rect(x: 44, y: 44, width: 248, height: 44),
                        paint: .linearGradient(
                            [
                                ResolvedStop(color: RGBA(0, 0, 0), location: 1),
                                ResolvedStop(color: RGBA(255, 255, 255), location: 0),
                            ],
                            start: Point(x: 1e300, y: 0), end: Point(x: -1e300, y: 0)), lineWidth: 4),
                ]))
        ),
        (
            "list-hostile-meshes",
            frame(
                .items([
                    // A mesh many screens wide: drawn as one colour, never rasterised patch by patch.
                    .fill(
                        .rectangle, rect: Rect(x: 0, y: 0, width: 390, height: 844),
                        paint: .meshGradient(
                            hostileMesh(
                                points: [
                                    Point(x: -1e300, y: 0), Point(x: 1e300, y: 0), Point(x: 0, y: 1e9),
                                    Point(x: 390, y: 844),
                                ], bounds: Rect(x: 0, y: 0, width: 390, height: 844)))),
                    // A point that is not a number, and a background over a rectangle far beyond cairo's reach.
                    .fill(
                        .circle, rect: Rect(x: 0, y: 0, width: 390, height: 390),
                        paint: .meshGradient(
                            hostileMesh(
                                points: [
                                    Point(x: 0, y: 0), Point(x: .nan, y: 0), Point(x: 0, y: 390),
                                    Point(x: 390, y: .infinity),
                                ], bounds: Rect(x: -1e12, y: 0, width: 2e12, height: 390)))),
                    // Every point on one spot, and a grid one point high (no cell).
                    .fill(
                        .rectangle, rect: Rect(x: 0, y: 0, width: 390, height: 390),
                        paint: .meshGradient(
                            hostileMesh(
                                points: Array(repeating: Point(x: 195, y: 195), count: 4),
                                bounds: Rect(x: 0, y: 0, width: 390, height: 390)))),
                    .fill(
                        .rectangle, rect: Rect(x: 0, y: 0, width: 390, height: 390),
                        paint: .meshGradient(
                            ResolvedMesh(
                                width: 4, height: 1, points: Array(repeating: .zero, count: 4),
                                colors: Array(repeating: RGBA(0, 0, 0), count: 4), background: RGBA(0, 0, 0),
                                smoothsColors: true, bounds: Rect(x: 0, y: 0, width: 390, height: 390)))),
                ]))
        ),
        (
            "list-bitmaps",
            frame(
                .items(
                    HostileFrame.imagePaths(in: imageFolder).flatMap { path -> [DisplayItem] in
                        [
                            .bitmap(
                                path: path, stamp: "1", rect: Rect(x: 44, y: 44, width: 248, height: 248), tint: nil),
                            .bitmap(
                                path: path, stamp: "1", rect: Rect(x: 0, y: 0, width: 1e9, height: 1e-300),
                                tint: RGBA(0, 122, 255)),
                            .bitmap(
                                path: path, stamp: "1", rect: Rect(x: .nan, y: 0, width: 44, height: 44),
                                tint: RGBA(red: .nan, green: .infinity, blue: -1, alpha: 1e300)),
                        ]
                    }))
        ),
        (
            "list-long-strings",
            frame(
                .items([
                    .text(
                        String(repeating: "Supercalifragilisticexpialidocious", count: 32),
                        rect: Rect(x: 0, y: 0, width: 390, height: 844),
                        font: ResolvedFont(pointSize: 17), color: RGBA(0, 0, 0), alignment: .leading),
                    .text(
                        String(repeating: "W", count: 1020), rect: Rect(x: 0, y: 0, width: 0.5, height: 844),
                        font: ResolvedFont(pointSize: 44), color: RGBA(0, 0, 0), alignment: .trailing, lineLimit: 1000),
                    .text(
                        String(repeating: "👩‍👩‍👧‍👦🏳️‍🌈🇯🇵", count: 32), rect: Rect(x: 0, y: 0, width: 390, height: 1e9),
                        font: ResolvedFont(pointSize: 1e5), color: RGBA(0, 0, 0), alignment: .center, lineLimit: .min),
                    .text(
                        "\u{0}\u{1}\u{7F}", rect: Rect(x: 0, y: 0, width: -1, height: -1),
                        font: ResolvedFont(pointSize: 1e-300),
                        color: RGBA(0, 0, 0), alignment: .leading, lineLimit: 0),
                ]))
        ),
        (
            "canvas-4096-points-at-3x",
            HostileFrame(
                canvas: Size(width: 4096, height: 4096), scale: 3,
                content: .view(card, safeArea: .zero, colorScheme: .light))
        ),
        (
            "canvas-scale-nearly-zero",
            HostileFrame(
                canvas: HostileFrame.phone, scale: .leastNonzeroMagnitude,
                content: .view(card, safeArea: phoneInsets, colorScheme: .light))
        ),
    ]

    // MARK: Parts

    static let phoneInsets = EdgeInsets(top: 59, bottom: 34)

    /// A line of body text in black.
    static func label(_ rect: Rect) -> DisplayItem {
        .text("Hello, world", rect: rect, font: ResolvedFont(pointSize: 17), color: RGBA(0, 0, 0), alignment: .leading)
    }

    /// A star path stroked with `style`: open ends for the caps, corners for the joins, length for the dashes.
    static func stroke(_ style: StrokeStyle) -> DisplayItem {
        let star: [PathElement] = [
            .move(Point(x: 0, y: 16)), .line(Point(x: 44, y: 0)), .line(Point(x: 8, y: 44)), .line(Point(x: 22, y: 0)),
        ]
        return .stroke(
            .path(star, reference: Size(width: 44, height: 44)), rect: Rect(x: 44, y: 44, width: 248, height: 248),
            paint: .color(RGBA(0, 122, 255)), style: style)
    }

    static func frame(_ content: HostileFrame.Content, edits: [HostileFrame.Edit] = []) -> HostileFrame {
        HostileFrame(canvas: HostileFrame.phone, scale: 3, content: content, edits: edits)
    }

    /// An ordinary card: a title, a symbol, a body text, a button-like capsule, on a rounded rectangle with a shadow.
    static let card = ViewNode.padding(
        EdgeInsets(all: 44),
        .decoration(
            .effect(
                .shadow(color: .opacity(.system(.black), 0.5), radius: 8, x: 0, y: 4),
                .shape(.roundedRectangle(cornerRadius: 44), .fill(.color(.system(.white))))),
            placement: .behind, alignment: .center,
            content: .padding(
                EdgeInsets(all: 44),
                .stack(
                    axis: .vertical, alignment: .leading, spacing: 4,
                    children: [
                        .stack(
                            axis: .horizontal, alignment: .center, spacing: nil,
                            children: [
                                .environment(
                                    .foreground(.system(.yellow)), .image(ImageSpec(source: .symbol("star.fill")))),
                                .environment(.font(FontSpec(size: .style(.headline))), .text("Hello, world")),
                                .spacer(minLength: nil),
                            ]),
                        .environment(.foreground(.system(.secondary)), .text("Wörld ✓ ñ")),
                        .frame(
                            FrameSpec(maxWidth: .infinity),
                            .decoration(
                                .text("W"), placement: .inFront, alignment: .center,
                                content: .shape(.capsule, .fill(.color(.system(.blue)))))),
                    ]))))

    /// NaN wherever a view takes a number.
    static let nanTree = ViewNode.stack(
        axis: .horizontal, alignment: .center, spacing: .nan,
        children: [
            .frame(
                FrameSpec(
                    width: .nan, height: .nan, minWidth: .nan, idealWidth: .nan, maxWidth: .nan, minHeight: .nan,
                    idealHeight: .nan,
                    maxHeight: .nan), .text("Hello, world")),
            .padding(
                EdgeInsets(all: .nan),
                .shape(
                    .roundedRectangle(cornerRadius: .nan),
                    .stroke(
                        .color(.rgba(RGBA(red: .nan, green: .nan, blue: .nan, alpha: .nan))), lineWidth: .nan,
                        inset: true))),
            .offset(
                x: .nan, y: .nan,
                .position(x: .nan, y: .nan, .image(ImageSpec(source: .symbol("heart"), resizable: true)))),
            .effect(
                .opacity(.nan),
                .effect(
                    .shadow(color: .opacity(.system(.black), .nan), radius: .nan, x: .nan, y: .nan),
                    .effect(
                        .blur(radius: .nan),
                        .effect(
                            .rotation(radians: .nan, anchor: UnitPoint(x: .nan, y: .nan)),
                            .effect(.scale(x: .nan, y: .nan, anchor: .center), .text("W")))))),
            .aspectRatio(.nan, .fill, .layoutPriority(.nan, .spacer(minLength: .nan))),
            .group([
                .environment(
                    .font(FontSpec(size: .fixed(.nan))),
                    .scroll(axes: [.horizontal, .vertical], content: .text("Wörld ✓ ñ"))),
                .image(
                    ImageSpec(
                        source: .file(
                            path: "\(imageFolder)/image.png", size: Size(width: .nan, height: .nan), stamp: "1"),
                        resizable: true)),
            ]),
        ])

    /// Every kind of path element, with numbers no screen shows.
    static let hostilePath = ShapePath.path(
        [
            .move(Point(x: .nan, y: 0)), .line(Point(x: 1e300, y: -1e300)),
            .quadCurve(to: Point(x: .infinity, y: 0), control: Point(x: 0, y: .nan)),
            .curve(
                to: Point(x: 44, y: 44), control1: Point(x: -1e9, y: 1e9),
                control2: Point(x: .greatestFiniteMagnitude, y: 0)),
            .arc(center: Point(x: 0.5, y: 0.5), radius: 1e300, startAngle: 0, endAngle: .infinity, clockwise: true),
            .rect(Rect(x: 0, y: 0, width: .nan, height: 1)), .ellipse(Rect(x: -1e9, y: 0, width: 1e9, height: 1e-300)),
            .close,
        ], reference: Size(width: 1e-300, height: 0))

    static let hostileStops = [
        GradientStop(color: .system(.red), location: .nan),
        GradientStop(color: .rgba(RGBA(red: 2, green: -1, blue: .infinity, alpha: 1)), location: -1e9),
        GradientStop(color: .system(.blue), location: 1e300),
        GradientStop(color: .opacity(.system(.green), .nan), location: 0.5),
    ]

    /// A two-by-two mesh of hostile colours at `points`.
    static func hostileMesh(points: [Point], bounds: Rect) -> ResolvedMesh {
        ResolvedMesh(
            width: 2, height: 2, points: points,
            colors: [RGBA(255, 59, 48), RGBA(red: .nan, green: 0, blue: 0, alpha: 1), RGBA(0, 122, 255),
                     RGBA(red: 1e300, green: -1, blue: 0, alpha: .infinity)],
            background: RGBA(red: 0, green: 0, blue: 0, alpha: .nan), smoothsColors: true, bounds: bounds)
    }

    static let resolvedHostileStops = [
        ResolvedStop(color: RGBA(255, 59, 48), location: .nan),
        ResolvedStop(color: RGBA(red: 2, green: -1, blue: .infinity, alpha: 1), location: -1e9),
        ResolvedStop(color: RGBA(0, 122, 255), location: 1e300),
        ResolvedStop(color: RGBA(0, 0, 0, alpha: 0), location: 0.5),
        ResolvedStop(color: RGBA(255, 204, 0), location: .infinity),
        ResolvedStop(color: RGBA(255, 255, 255), location: 0.5),
    ]

    /// `content` wrapped in `depth` effects, the outermost first.
    static func nested(_ depth: Int, around content: ViewNode, _ effect: (Int) -> VisualEffect) -> ViewNode {
        (0..<depth).reversed().reduce(content) { inner, level in .effect(effect(level), inner) }
    }
}
