import PreviewViews
import Testing

/// One mapping moves a path's points for `Path.offsetBy`, a chart's plot and right-to-left mirroring.
@Suite struct PathElementMappingTests {
    @Test func anOffsetMovesEveryPointAndKeepsSizesAndAngles() {
        let elements: [PathElement] = [
            .arc(center: Point(x: 10, y: 20), radius: 5, startAngle: 0, endAngle: 1, clockwise: false),
            .rect(Rect(x: 1, y: 2, width: 3, height: 4)),
            .quadCurve(to: Point(x: 1, y: 1), control: Point(x: 2, y: 2)),
        ]
        #expect(
            elements.map { $0.offsetBy(dx: 10, dy: -2) } == [
                .arc(center: Point(x: 20, y: 18), radius: 5, startAngle: 0, endAngle: 1, clockwise: false),
                .rect(Rect(x: 11, y: 0, width: 3, height: 4)),
                .quadCurve(to: Point(x: 11, y: -1), control: Point(x: 12, y: 0)),
            ])
    }

    @Test func aReflectionFlipsBoxesAndTurnsArcsTheOtherWay() {
        let elements: [PathElement] = [
            .ellipse(Rect(x: 10, y: 0, width: 20, height: 5)),
            .arc(center: Point(x: 30, y: 0), radius: 4, startAngle: 0, endAngle: .pi / 2, clockwise: false),
        ]
        let mirrored = elements.map {
            $0.mapping(points: { Point(x: 100 - $0.x, y: $0.y) }, angle: { .pi - $0 }, reversesArcs: true)
        }
        #expect(
            mirrored == [
                .ellipse(Rect(x: 70, y: 0, width: 20, height: 5)),
                .arc(center: Point(x: 70, y: 0), radius: 4, startAngle: .pi, endAngle: .pi / 2, clockwise: true),
            ])
    }
}
