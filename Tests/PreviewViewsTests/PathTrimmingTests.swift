import Foundation
import PreviewViews
import Testing

/// `.trim(from:to:)` keeps the part of an outline between two fractions of its length, measured along the subpaths
/// in drawing order.
@Suite struct PathTrimmingTests {
    func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    @Test func halfARectangleIsItsTopAndTrailingEdges() {
        let trimmed = PathTrimming.trimmed([.rect(Rect(x: 0, y: 0, width: 100, height: 50))], from: 0, to: 0.5)
        #expect(trimmed == [.move(p(0, 0)), .line(p(100, 0)), .line(p(100, 50))])
    }

    @Test func movesCoverNoLength() {
        let elements: [PathElement] = [.move(p(0, 0)), .line(p(10, 0)), .move(p(0, 10)), .line(p(10, 10))]
        let trimmed = PathTrimming.trimmed(elements, from: 0.25, to: 0.75)
        #expect(trimmed == [.move(p(5, 0)), .line(p(10, 0)), .move(p(0, 10)), .line(p(5, 10))])
    }

    @Test func aCloseRunsBackToTheStartOfItsSubpath() {
        let elements: [PathElement] = [.move(p(0, 0)), .line(p(30, 0)), .line(p(30, 40)), .close]
        // 30 + 40 + 50: the last fifth of the length lies on the closing line, from (14.4, 19.2) back to the start.
        let trimmed = PathTrimming.trimmed(elements, from: 0.8, to: 1)
        guard case .move(let start) = trimmed.first, case .line(let end) = trimmed.last else {
            Issue.record("\(trimmed)")
            return
        }
        #expect(abs(start.x - 14.4) < 1e-9 && abs(start.y - 19.2) < 1e-9)
        #expect(abs(end.x) < 1e-9 && abs(end.y) < 1e-9)
    }

    @Test func halfAQuarterArcEndsHalfwayRoundIt() throws {
        let arc = PathElement.arc(center: p(0, 0), radius: 100, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let trimmed = PathTrimming.trimmed([arc], from: 0, to: 0.5)
        guard case .line(let end) = trimmed.last else {
            Issue.record("\(trimmed)")
            return
        }
        // Followed in pieces about a point long: within a hundredth of a point of the true arc.
        #expect(abs(end.x - 100 * cos(.pi / 4)) < 0.01 && abs(end.y - 100 * sin(.pi / 4)) < 0.01, "\(end)")
    }

    @Test func aCurveIsMeasuredAlongItsLengthNotItsControlPoints() throws {
        // A cubic whose control points bunch at the start: by parameter, t = 0.5 is well short of the middle.
        let curve: [PathElement] = [.move(p(0, 0)), .curve(to: p(100, 0), control1: p(0, 0), control2: p(0, 0))]
        let trimmed = PathTrimming.trimmed(curve, from: 0, to: 0.5)
        guard case .line(let end) = trimmed.last else {
            Issue.record("\(trimmed)")
            return
        }
        #expect(abs(end.x - 50) < 0.5, "\(end)")
    }

    /// Sizes from a project's arithmetic gone wrong are cut into a bounded number of pieces, never trapping.
    @Test func hugeAndNonFiniteSizesAreFollowedInBoundedPieces() {
        let elements: [PathElement] = [
            .arc(center: p(0, 0), radius: 1e300, startAngle: 0, endAngle: 1, clockwise: false),
            .ellipse(Rect(x: 0, y: 0, width: 1e300, height: .nan)),
            .move(p(0, 0)), .curve(to: p(1e300, 0), control1: p(-1e300, 1e300), control2: p(0, 0)),
        ]
        let lines = PathTrimming.polylines(elements)
        #expect(lines.allSatisfy { $0.count <= 4097 })
        _ = PathTrimming.trimmed(elements, from: 0.1, to: 0.9)
    }

    @Test(arguments: [(0.5, 0.5), (0.7, 0.2), (2, 3)])
    func nothingIsKeptWhenTheEndIsNotPastTheStart(from: Double, to: Double) {
        #expect(PathTrimming.trimmed([.rect(Rect(x: 0, y: 0, width: 10, height: 10))], from: from, to: to).isEmpty)
    }
}
