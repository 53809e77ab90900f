import PreviewViews

/// Content laid out under a change of layout direction (`.environment(\.layoutDirection, .rightToLeft)`): it
/// chooses its size as it would left to right, and what it draws is mirrored within its frame, as SwiftUI mirrors
/// the layout — an HStack's first child on the right, leading padding and alignment on the right — while text
/// runs and images keep their own orientation.
final class MirroredElement: LayoutElement {
    let content: any LayoutElement

    init(content: any LayoutElement) {
        self.content = content
    }

    var yieldsInStack: Bool { content.yieldsInStack }
    var layoutPriority: Double { content.layoutPriority }

    func sizeThatFits(_ proposal: ProposedSize) -> Size { content.sizeThatFits(proposal) }

    func draw(proposal: ProposedSize, in frame: Rect, into items: inout [DisplayItem]) {
        var drawn: [DisplayItem] = []
        content.draw(proposal: proposal, in: frame, into: &drawn)
        let axis = frame.minX + frame.width / 2
        items += drawn.map { $0.mirrored(around: axis) }
    }
}

extension DisplayItem {
    /// The item reflected in the vertical line at `x = axis`: positions and shapes mirrored, text and images kept
    /// the right way round (a multi-line text's leading alignment becomes trailing).
    func mirrored(around axis: Double) -> DisplayItem {
        func rect(_ rect: Rect) -> Rect {
            Rect(x: 2 * axis - rect.minX - rect.width, y: rect.minY, width: rect.width, height: rect.height)
        }
        func point(_ point: Point) -> Point { Point(x: 2 * axis - point.x, y: point.y) }
        func paint(_ paint: ResolvedPaint) -> ResolvedPaint {
            switch paint {
            // A blurred backdrop is mirrored with what it blurs.
            case .color, .material: return paint
            case .linearGradient(let stops, let start, let end):
                return .linearGradient(stops, start: point(start), end: point(end))
            case .radialGradient(let stops, let center, let from, let to):
                return .radialGradient(stops, center: point(center), startRadius: from, endRadius: to)
            case .angularGradient(let stops, let center, let sweep):
                // Mirrored, the stops run the other way round: from the mirrored end, read backwards.
                let reversed = stops.reversed().map { ResolvedStop(color: $0.color, location: 1 - $0.location) }
                return .angularGradient(reversed, center: point(center), sweep: sweep.mirrored)
            case .meshGradient(let mesh): return .meshGradient(mesh.mapped(points: point, bounds: rect(mesh.bounds)))
            }
        }
        // A project's shape is asked for its outline first: the outline is what is mirrored.
        func shape(_ shape: ShapePath, _ box: Rect) -> ShapePath { shape.resolved(in: box.size).mirrored }
        switch self {
        case .fill(let outline, let box, let fill):
            return .fill(shape(outline, box), rect: rect(box), paint: paint(fill))
        // The mirrored outline runs the same way, so a dash pattern starts at the mirrored start: the line is
        // mirrored whole.
        case .stroke(let outline, let box, let stroke, let style):
            return .stroke(shape(outline, box), rect: rect(box), paint: paint(stroke), style: style)
        case .text(let string, let box, let font, let color, let alignment, let lineLimit):
            let flipped: HorizontalAlignment =
                alignment == .leading ? .trailing : alignment == .trailing ? .leading : .center
            return .text(string, rect: rect(box), font: font, color: color, alignment: flipped, lineLimit: lineLimit)
        case .symbol(let name, let box, let color, let secondary):
            return .symbol(name, rect: rect(box), color: color, secondary: secondary)
        case .bitmap(let path, let stamp, let box, let tint):
            return .bitmap(path: path, stamp: stamp, rect: rect(box), tint: tint)
        case .pushClip(let outline, let box): return .pushClip(shape(outline, box), rect: rect(box))
        case .pushOpacity(let opacity, let bounds): return .pushOpacity(opacity, bounds: rect(bounds))
        case .pushShadow(let color, let radius, let x, let y, let bounds):
            return .pushShadow(color: color, radius: radius, x: -x, y: y, bounds: rect(bounds))
        case .pushBlur(let radius, let bounds): return .pushBlur(radius: radius, bounds: rect(bounds))
        case .pushColorMatrix(let matrix, let bounds): return .pushColorMatrix(matrix, bounds: rect(bounds))
        case .pushBlend(let mode, let bounds): return .pushBlend(mode, bounds: rect(bounds))
        case .pushTransform(let transform):
            // The mirror M conjugates the transform (M·T·M): the items under it are mirrored already.
            let t = transform
            return .pushTransform(
                Transform2D(
                    a: t.a, b: -t.b, c: -t.c, d: t.d, tx: 2 * axis * (1 - t.a) - t.tx, ty: t.ty + 2 * axis * t.b))
        case .pop: return .pop
        case .hitRegion(let id, let box): return .hitRegion(id, rect: rect(box))
        }
    }
}

extension ShapePath {
    /// The outline reflected left to right within its rectangle: symmetric shapes are their own mirror image.
    var mirrored: ShapePath {
        guard case .path(let elements, let reference) = self else { return self }
        // An angle θ from the centre points the other way across the vertical axis at π − θ.
        return .path(
            elements.map {
                $0.mapping(
                    points: { Point(x: reference.width - $0.x, y: $0.y) }, angle: { .pi - $0 }, reversesArcs: true)
            }, reference: reference)
    }
}
