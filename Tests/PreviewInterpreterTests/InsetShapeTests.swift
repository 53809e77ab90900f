import PreviewViews
import Testing

@testable import PreviewInterpreter

/// `InsettableShape.inset(by:)`: the shape in its rectangle made smaller on every side, rounded corners tightened by
/// as much.
@Suite struct InsetShapeTests {
    static let size = Size(width: 100, height: 60)

    func outline(_ base: ShapePath, by amount: Double, in size: Size = size) -> ShapePath {
        InsetShape(base, by: amount).outline(in: size)
    }

    @Test func aRoundedRectangleIsSmallerWithTighterCorners() {
        #expect(
            outline(.roundedRectangle(cornerRadius: 10), by: 4)
                == .path(
                    RoundedRectPath.elements(Rect(x: 4, y: 4, width: 92, height: 52), radii: .init(all: 6)),
                    reference: Self.size))
        // A corner no rounder than the inset becomes square.
        #expect(
            outline(.roundedRectangle(cornerRadius: 3), by: 4)
                == .path(
                    RoundedRectPath.elements(Rect(x: 4, y: 4, width: 92, height: 52), radii: .init(all: 0)),
                    reference: Self.size))
    }

    @Test func ovalsAndRectanglesAreInscribedInTheSmallerRectangle() {
        let inner = Rect(x: 5, y: 5, width: 90, height: 50)
        #expect(outline(.rectangle, by: 5) == .path([.rect(inner)], reference: Self.size))
        #expect(outline(.ellipse, by: 5) == .path([.ellipse(inner)], reference: Self.size))
        #expect(
            outline(.circle, by: 5) == .path([.ellipse(Rect(x: 25, y: 5, width: 50, height: 50))], reference: Self.size)
        )
        #expect(
            outline(.capsule, by: 5)
                == .path(RoundedRectPath.elements(inner, radii: .init(all: 25)), reference: Self.size))
    }

    @Test func aNegativeInsetGrowsTheShape() {
        #expect(
            outline(.rectangle, by: -2)
                == .path([.rect(Rect(x: -2, y: -2, width: 104, height: 64))], reference: Self.size))
    }

    @Test func anInsetThatLeavesNoRoomDrawsNothing() {
        #expect(outline(.circle, by: 30) == .path([], reference: Self.size))
    }

    @Test func insetsAddUpAndTightenTheCornersTwice() throws {
        let twice = try #require(InsetShape(.roundedRectangle(cornerRadius: 10), by: 2).inset(by: 3))
        #expect(
            twice.outline(in: Size(width: 94, height: 54))
                == .path(
                    RoundedRectPath.elements(Rect(x: 2, y: 2, width: 90, height: 50), radii: .init(all: 5)),
                    reference: Size(width: 94, height: 54)))
    }

    @Test func unevenCornersEachTighten() throws {
        let radii = UnevenRoundedRectangleShape.Radii(
            topLeading: 10, bottomLeading: 2, bottomTrailing: 0, topTrailing: 20)
        #expect(
            outline(.custom(CustomShape(UnevenRoundedRectangleShape(radii))), by: 4)
                == .path(
                    RoundedRectPath.elements(
                        Rect(x: 4, y: 4, width: 92, height: 52),
                        radii: .init(topLeft: 6, topRight: 16, bottomRight: 0, bottomLeft: 0)),
                    reference: Self.size))
    }

    @Test func pathInARectangleOfAnInsetShapeIsItsOutlineThere() {
        let shape = ShapePath.custom(CustomShape(InsetShape(.rectangle, by: 10)))
        #expect(
            shape.elements(in: Rect(x: 100, y: 200, width: 50, height: 40))
                == [.rect(Rect(x: 110, y: 210, width: 30, height: 20))])
    }
}
