import PreviewLayout
import PreviewViews

/// Reads a `HostileFrame` out of `FuzzBytes`; `HostileEncoder` (the tests' seed writer) mirrors every decision.
struct HostileDecoder {
    var bytes: FuzzBytes
    let imageFolder: String
    private var nodes = 0

    init(bytes: FuzzBytes, imageFolder: String) {
        self.bytes = bytes
        self.imageFolder = imageFolder
    }

    mutating func frame() -> HostileFrame {
        let isView = bytes.choice(2) == 0
        let (canvas, scale) = canvasAndScale()
        let content: HostileFrame.Content
        if isView {
            let colorScheme: ColorScheme = bytes.flag() ? .dark : .light
            let safeArea: EdgeInsets
            switch bytes.choice(3) {
            case 0: safeArea = EdgeInsets(top: 59, bottom: 34)
            case 1: safeArea = .zero
            default: safeArea = insets()
            }
            content = .view(view(depth: 0, nesting: 0), safeArea: safeArea, colorScheme: colorScheme)
        } else {
            content = .items(items())
        }
        let edits = (0..<bytes.choice(5)).map { _ -> HostileFrame.Edit in
            switch bytes.choice(3) {
            case 0: return .replace(at: Int(bytes.byte()), item())
            case 1: return .insert(at: Int(bytes.byte()), item())
            default: return .remove(at: Int(bytes.byte()))
            }
        }
        return HostileFrame(canvas: canvas, scale: scale, content: content, edits: edits)
    }

    /// Mostly a phone at 3×.
    mutating func canvasAndScale() -> (Size, Double) {
        switch bytes.choice(8) {
        case 0...4: return (HostileFrame.phone, 3)
        case 5: return (HostileFrame.tablet, 2)
        case 6: return (size(), 3)
        default: return (size(), bytes.number())
        }
    }

    // MARK: View trees

    /// A view; leaves come first among the choices, so that running out of input ends the tree.
    mutating func view(depth: Int, nesting: Int) -> ViewNode {
        let kind = bytes.choice(24)
        guard nodes < HostileFrame.maximumNodes, nesting < HostileFrame.maximumNesting,
            kind < 6 || kind > 10 || depth < HostileFrame.maximumContainerDepth
        else { return .empty }
        nodes += 1
        func child() -> ViewNode { view(depth: depth, nesting: nesting + 1) }
        func children() -> [ViewNode] {
            (0..<bytes.choice(HostileFrame.maximumChildren + 1)).map { _ in
                view(depth: depth + 1, nesting: nesting + 1)
            }
        }
        switch kind {
        case 0: return .text(bytes.string())
        case 1: return .shape(shapePath(), shapeStyle())
        case 2: return .image(imageSpec())
        case 3: return .spacer(minLength: bytes.optionalNumber())
        case 4:
            return .placeholder(
                label: bytes.string(), sizing: bytes.flag() ? .fill : .leaf,
                standsFor: bytes.flag() ? .otherFramework : .unevaluated)
        case 5: return .empty
        case 6:
            return .stack(
                axis: bytes.flag() ? .horizontal : .vertical, alignment: alignment(), spacing: bytes.optionalNumber(),
                children: children())
        case 7: return .zstack(alignment: alignment(), children: children())
        case 8: return .group(children())
        case 9: return .scroll(axes: AxisSet(rawValue: bytes.choice(4)), content: child())
        case 10: return .geometryReader(id: Int(bytes.byte()), content: child())
        case 11: return .padding(insets(), child())
        case 12: return .frame(frameSpec(), child())
        case 13: return .fixedSize(horizontal: bytes.flag(), vertical: bytes.flag(), child())
        case 14: return .aspectRatio(bytes.optionalNumber(), bytes.flag() ? .fill : .fit, child())
        case 15: return .layoutPriority(bytes.number(), child())
        case 16: return .offset(x: bytes.number(), y: bytes.number(), child())
        case 17: return .position(x: bytes.number(), y: bytes.number(), child())
        case 18:
            let decoration = child()
            let placement: DecorationPlacement = [.behind, .inFront, .listRow][bytes.choice(3)]
            return .decoration(decoration, placement: placement, alignment: alignment(), content: child())
        case 19: return .clip(shapePath(), child())
        case 20: return .effect(visualEffect(), child())
        case 21: return .ignoresSafeArea(EdgeSet(rawValue: bytes.choice(16)), child())
        case 22: return .environment(environmentChange(), child())
        default: return .tapTarget(id: Int(bytes.byte()), child())
        }
    }

    mutating func frameSpec() -> FrameSpec {
        FrameSpec(
            width: bytes.optionalNumber(), height: bytes.optionalNumber(), minWidth: bytes.optionalNumber(),
            idealWidth: bytes.optionalNumber(), maxWidth: bytes.optionalNumber(), minHeight: bytes.optionalNumber(),
            idealHeight: bytes.optionalNumber(), maxHeight: bytes.optionalNumber(), alignment: alignment())
    }

    mutating func visualEffect() -> VisualEffect {
        switch bytes.choice(6) {
        case 0: return .opacity(bytes.number())
        case 1: return .shadow(color: colorValue(), radius: bytes.number(), x: bytes.number(), y: bytes.number())
        case 2: return .blur(radius: bytes.number())
        case 3: return .rotation(radians: bytes.number(), anchor: unitPoint())
        case 4: return .scale(x: bytes.number(), y: bytes.number(), anchor: unitPoint())
        default: return .colorFilter(.saturation(bytes.number()))
        }
    }

    mutating func environmentChange() -> EnvironmentChange {
        switch bytes.choice(10) {
        case 0:
            let size: FontSpec.Size =
                bytes.flag()
                ? .fixed(bytes.number()) : .style(TextStyle.allCases[bytes.choice(TextStyle.allCases.count)])
            let weight = bytes.choice(FontWeight.allCases.count + 1)
            return .font(
                FontSpec(size: size, weight: weight == 0 ? nil : FontWeight.allCases[weight - 1], italic: bytes.flag()))
        case 1: return .foreground(colorValue())
        case 2: return .colorScheme(bytes.flag() ? .dark : .light)
        case 3: return .dynamicTypeSize(DynamicTypeSize.allCases[bytes.choice(DynamicTypeSize.allCases.count)])
        case 4: return .fontWeight(fontWeight())
        case 5: return .italic
        case 6: return .lineLimit(bytes.integer())
        case 7: return .multilineTextAlignment([.leading, .center, .trailing][bytes.choice(3)])
        case 8: return .tint(colorValue())
        default: return .uppercase(bytes.flag())
        }
    }

    mutating func imageSpec() -> ImageSpec {
        let source: ImageSpec.Source
        switch bytes.choice(3) {
        case 0: source = .symbol(HostileFrame.symbolNames[bytes.choice(HostileFrame.symbolNames.count)])
        case 1: source = .asset(bytes.string())
        default: source = .file(path: imagePath(), size: size(), stamp: "1")
        }
        let resizable = bytes.flag()
        let template: [Bool?] = [nil, false, true]
        return ImageSpec(source: source, resizable: resizable, template: template[bytes.choice(3)])
    }

    mutating func shapeStyle() -> ShapeStyle {
        bytes.flag() ? .stroke(paint(), strokeStyle(), inset: bytes.flag()) : .fill(paint())
    }

    /// A line's width, then whether it is styled: its cap, join, miter limit, up to three dash lengths and phase.
    mutating func strokeStyle() -> StrokeStyle {
        var style = StrokeStyle(lineWidth: bytes.number())
        guard bytes.flag() else { return style }
        style.lineCap = [.butt, .round, .square][bytes.choice(3)]
        style.lineJoin = [.miter, .round, .bevel][bytes.choice(3)]
        style.miterLimit = bytes.number()
        style.dash = (0..<bytes.choice(4)).map { _ in bytes.number() }
        style.dashPhase = bytes.number()
        return style
    }

    mutating func paint() -> Paint {
        switch bytes.choice(6) {
        case 0: return .foreground
        case 1: return .color(colorValue())
        case 2: return .linearGradient(gradientStops(), start: unitPoint(), end: unitPoint())
        case 3:
            return .radialGradient(
                gradientStops(), center: unitPoint(), startRadius: bytes.number(), endRadius: bytes.number())
        case 4: return .angularGradient(gradientStops(), center: unitPoint(), sweep: angularSweep())
        default: return .meshGradient(meshGradient())
        }
    }

    /// A grid of up to 4 × 4 points (fewer than 2 a side included), a point and a colour for each.
    mutating func meshGradient() -> MeshGradientSpec {
        let width = bytes.choice(5), height = bytes.choice(5)
        let points = (0..<(width * height)).map { _ in unitPoint() }
        let colors = (0..<(width * height)).map { _ in colorValue() }
        return MeshGradientSpec(
            width: width, height: height, points: points, colors: colors, background: colorValue(),
            smoothsColors: bytes.flag())
    }

    mutating func gradientStops() -> [GradientStop] {
        (0..<bytes.choice(7)).map { _ in GradientStop(color: colorValue(), location: bytes.number()) }
    }

    mutating func colorValue() -> ColorValue {
        switch bytes.choice(4) {
        case 0: return .system(systemColor())
        case 1: return .rgba(rgba())
        case 2: return .opacity(.system(systemColor()), bytes.number())
        default: return .adaptive(light: rgba(), dark: rgba())
        }
    }

    mutating func systemColor() -> SystemColor { SystemColor.allCases[bytes.choice(SystemColor.allCases.count)] }

    mutating func unitPoint() -> UnitPoint {
        bytes.flag()
            ? UnitPoint(x: bytes.number(), y: bytes.number()) : Self.unitPoints[bytes.choice(Self.unitPoints.count)]
    }

    static let unitPoints: [UnitPoint] = [
        .center, .top, .bottom, .leading, .trailing, .topLeading, .topTrailing, .bottomLeading, .bottomTrailing,
    ]

    // MARK: Display lists

    /// Items, with "repeat the last item" decisions expanded.
    mutating func items() -> [DisplayItem] {
        var items: [DisplayItem] = []
        for _ in 0..<Int(bytes.byte()) {
            guard items.count < HostileFrame.maximumItems else { break }
            let kind = bytes.choice(13)
            if kind == Self.repeatKind {
                let times = bytes.choice(HostileFrame.maximumRepeat) + 1
                guard let last = items.last else { continue }
                items += repeatElement(last, count: min(times, HostileFrame.maximumItems - items.count))
            } else {
                items.append(item(kind: kind))
            }
        }
        return items
    }

    /// The item kind that, in a list, repeats the item before it.
    static let repeatKind = 12

    mutating func item() -> DisplayItem { item(kind: bytes.choice(13)) }

    mutating func item(kind: Int) -> DisplayItem {
        switch kind {
        case 0: return .fill(shapePath(), rect: rect(), paint: resolvedPaint())
        case 1: return .stroke(shapePath(), rect: rect(), paint: resolvedPaint(), style: strokeStyle())
        case 2:
            return .text(
                bytes.string(), rect: rect(),
                font: ResolvedFont(pointSize: bytes.number(), weight: fontWeight(), italic: bytes.flag()),
                color: rgba(), alignment: horizontalAlignment(), lineLimit: bytes.integer())
        case 3:
            return .symbol(
                HostileFrame.symbolNames[bytes.choice(HostileFrame.symbolNames.count)], rect: rect(), color: rgba(),
                secondary: bytes.flag() ? rgba() : nil)
        case 4: return .bitmap(path: imagePath(), stamp: "1", rect: rect(), tint: bytes.flag() ? rgba() : nil)
        case 5: return .pushClip(shapePath(), rect: rect())
        case 6: return .pushOpacity(bytes.number(), bounds: rect())
        case 7:
            return .pushShadow(
                color: rgba(), radius: bytes.number(), x: bytes.number(), y: bytes.number(), bounds: rect())
        case 8: return .pushBlur(radius: bytes.number(), bounds: rect())
        case 9: return .pushTransform(transform())
        case 10: return .pop
        default: return .hitRegion(Int(bytes.byte()), rect: rect())  // 11, and 12 (a repeat) outside a list
        }
    }

    /// Any two angles; those SwiftUI has no sweep for draw a whole turn, as the interpreter never makes them.
    mutating func angularSweep() -> AngularSweep {
        AngularSweep(startAngle: bytes.number(), endAngle: bytes.number()) ?? .fullTurn
    }

    mutating func resolvedPaint() -> ResolvedPaint {
        switch bytes.choice(5) {
        case 0: return .color(rgba())
        case 1: return .linearGradient(resolvedStops(), start: point(), end: point())
        case 2:
            return .radialGradient(
                resolvedStops(), center: point(), startRadius: bytes.number(), endRadius: bytes.number())
        case 3: return .angularGradient(resolvedStops(), center: point(), sweep: angularSweep())
        default: return .meshGradient(resolvedMesh())
        }
    }

    /// A grid of up to 4 × 4 points (fewer than 2 a side included), a point and a colour for each.
    mutating func resolvedMesh() -> ResolvedMesh {
        let width = bytes.choice(5), height = bytes.choice(5)
        let points = (0..<(width * height)).map { _ in point() }
        let colors = (0..<(width * height)).map { _ in rgba() }
        return ResolvedMesh(
            width: width, height: height, points: points, colors: colors, background: rgba(),
            smoothsColors: bytes.flag(), bounds: rect())
    }

    mutating func resolvedStops() -> [ResolvedStop] {
        (0..<bytes.choice(7)).map { _ in ResolvedStop(color: rgba(), location: bytes.number()) }
    }

    /// Identity, a rotation, a scale, all zeros (not invertible), or any six numbers.
    mutating func transform() -> Transform2D {
        switch bytes.choice(5) {
        case 0: return .identity
        case 1: return .rotation(bytes.number(), around: point())
        case 2: return .scale(x: bytes.number(), y: bytes.number(), around: point())
        case 3: return Transform2D(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
        default:
            return Transform2D(
                a: bytes.number(), b: bytes.number(), c: bytes.number(), d: bytes.number(), tx: bytes.number(),
                ty: bytes.number())
        }
    }

    // MARK: Shared

    mutating func shapePath() -> ShapePath {
        switch bytes.choice(6) {
        case 0: return .rectangle
        case 1: return .roundedRectangle(cornerRadius: bytes.number())
        case 2: return .circle
        case 3: return .capsule
        case 4: return .ellipse
        default: return .path((0..<bytes.choice(9)).map { _ in pathElement() }, reference: size())
        }
    }

    mutating func pathElement() -> PathElement {
        switch bytes.choice(8) {
        case 0: return .move(point())
        case 1: return .line(point())
        case 2: return .quadCurve(to: point(), control: point())
        case 3: return .curve(to: point(), control1: point(), control2: point())
        case 4:
            return .arc(
                center: point(), radius: bytes.number(), startAngle: bytes.number(), endAngle: bytes.number(),
                clockwise: bytes.flag())
        case 5: return .rect(rect())
        case 6: return .ellipse(rect())
        default: return .close
        }
    }

    /// Mostly an ordinary colour; a quarter of the time any four numbers.
    mutating func rgba() -> RGBA {
        guard bytes.choice(4) == 3 else { return Self.palette[bytes.choice(Self.palette.count)] }
        return RGBA(red: bytes.number(), green: bytes.number(), blue: bytes.number(), alpha: bytes.number())
    }

    static let palette: [RGBA] = [
        RGBA(0, 0, 0), RGBA(255, 255, 255), RGBA(0, 122, 255), RGBA(255, 59, 48), RGBA(142, 142, 147, alpha: 0.5),
        RGBA(0, 0, 0, alpha: 0), RGBA(255, 204, 0),
    ]

    mutating func fontWeight() -> FontWeight { FontWeight.allCases[bytes.choice(FontWeight.allCases.count)] }

    mutating func horizontalAlignment() -> HorizontalAlignment { [.leading, .center, .trailing][bytes.choice(3)] }

    mutating func alignment() -> Alignment {
        let value = Int(bytes.byte())
        let horizontal: [HorizontalAlignment] = [.leading, .center, .trailing]
        let vertical: [VerticalAlignment] = [.top, .center, .bottom]
        return Alignment(horizontal: horizontal[value % 3], vertical: vertical[value / 3 % 3])
    }

    mutating func insets() -> EdgeInsets {
        bytes.flag()
            ? EdgeInsets(top: bytes.number(), leading: bytes.number(), bottom: bytes.number(), trailing: bytes.number())
            : EdgeInsets(all: bytes.number())
    }

    mutating func imagePath() -> String {
        let paths = HostileFrame.imagePaths(in: imageFolder)
        return paths[bytes.choice(paths.count)]
    }

    mutating func rect() -> Rect {
        Rect(x: bytes.number(), y: bytes.number(), width: bytes.number(), height: bytes.number())
    }
    mutating func point() -> Point { Point(x: bytes.number(), y: bytes.number()) }
    mutating func size() -> Size { Size(width: bytes.number(), height: bytes.number()) }
}
