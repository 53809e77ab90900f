import PreviewLayout
import PreviewModel
import PreviewPipeline
import PreviewViews
import Testing

/// `.offset`, `.rotation` and `.scale` on a shape give a shape (`OffsetShape`, `RotatedShape`, `ScaledShape`), so
/// `.fill` and `.stroke` still apply after them.
struct TransformedShapeTests {
    private func fills(_ list: DisplayList) -> [(Rect, ResolvedPaint)] {
        list.items.compactMap { item in
            if case .fill(_, let rect, let paint) = item { return (rect, paint) }
            return nil
        }
    }

    @Test func anOffsetShapeIsFilledWhereItWasMoved() throws {
        let list = try cleanDisplayList(
            "Rectangle().offset(x: 10, y: 15).fill(Color.red).frame(width: 40, height: 2)")
        let red = SystemColor.red.resolved(in: .light)
        let rects = fills(list).filter { $0.1 == .color(red) }.map(\.0)
        let rect = try #require(rects.first, "\(list.items)")
        // Centred on the 393 × 852 screen below the status bar, then moved.
        #expect(rect.width == 40 && rect.height == 2)
        #expect(rect.minX == 176.5 + 10)
    }

    @Test(arguments: [
        "Rectangle().rotation(.degrees(45)).fill(Color.red)", "Circle().scale(0.5).fill(Color.red)",
        "Capsule().scale(x: 0.5, y: 1, anchor: .leading).stroke(Color.red, lineWidth: 2)",
    ])
    func aRotatedOrScaledShapeTakesItsStyle(shape: String) throws {
        let list = try cleanDisplayList("\(shape).frame(width: 100, height: 100)")
        let red = SystemColor.red.resolved(in: .light)
        let painted = list.items.contains { item in
            switch item {
            case .fill(_, _, .color(red)), .stroke(_, _, .color(red), _): return true
            default: return false
            }
        }
        #expect(painted, "\(list.items)")
    }

    @Test func aTransformOfAViewThatIsNotAShapeIsReported() throws {
        let output = try renderOnlyPreview("Text(\"A\").rotation(.degrees(10))")
        #expect(output.diagnostics.map(\.message).contains("this transform is supported on shapes"))
    }
}
