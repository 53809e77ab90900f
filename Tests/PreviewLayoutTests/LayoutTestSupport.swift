import PreviewLayout
import PreviewTestSupport
import PreviewViews

/// A 20 pt fixed font: with `FakeTextMeasurer` each character is 10 points wide and a line 25 points tall.
let twentyPoint = EnvironmentValues(font: FontSpec(size: .fixed(20)))

/// Lays out `root` with fake text metrics on a 200×100 canvas (unless told otherwise).
func layout(
    _ root: ViewNode, canvas: Size = Size(width: 200, height: 100), safeArea: EdgeInsets = .zero,
    environment: EnvironmentValues = twentyPoint
) -> DisplayList {
    LayoutEngine(measurer: FakeTextMeasurer())
        .layout(root, canvas: canvas, safeArea: safeArea, environment: environment)
}

func vstack(alignment: HorizontalAlignment = .center, spacing: Double? = nil, _ children: ViewNode...)
    -> ViewNode
{
    .stack(
        axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing,
        children: children)
}

func hstack(alignment: VerticalAlignment = .center, spacing: Double? = nil, _ children: ViewNode...)
    -> ViewNode
{
    .stack(
        axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing,
        children: children)
}

func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center, _ content: ViewNode)
    -> ViewNode
{
    .frame(FrameSpec(width: width, height: height, alignment: alignment), content)
}

extension DisplayList {
    /// The rectangle of the text item showing `string`, if there is one.
    func textRect(_ string: String) -> Rect? {
        for case .text(let text, let rect, _, _, _, _) in items where text == string { return rect }
        return nil
    }

    /// The fills drawn after the canvas background, in order.
    var contentFills: [(shape: ShapePath, rect: Rect, color: String)] {
        items.dropFirst().compactMap { item in
            guard case .fill(let shape, let rect, let paint) = item else { return nil }
            return (shape, rect, paint.description)
        }
    }

    /// The rectangle of the first item drawing `symbol`, if any.
    func symbolRect(_ name: String) -> Rect? {
        for case .symbol(let symbol, let rect, _, _) in items where symbol == name { return rect }
        return nil
    }

    /// Every item's dump line, without the canvas background.
    var contentLines: [String] {
        items.dropFirst().map(\.dumpLine)
    }

    /// Every number in every rectangle, for checking that none is NaN or infinite.
    var allCoordinates: [Double] {
        items.flatMap { item -> [Double] in
            let rect: Rect
            switch item {
            case .fill(_, let r, _), .stroke(_, let r, _, _), .text(_, let r, _, _, _, _), .symbol(_, let r, _, _),
                .bitmap(_, _, let r, _), .pushClip(_, let r), .pushOpacity(_, let r), .pushBlur(_, let r),
                .pushShadow(_, _, _, _, let r), .pushColorMatrix(_, let r), .pushBlend(_, let r), .hitRegion(_, let r):
                rect = r
            case .pushTransform, .pop:
                return []
            }
            return [rect.minX, rect.minY, rect.width, rect.height]
        }
    }
}
