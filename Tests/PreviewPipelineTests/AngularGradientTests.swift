import PreviewLayout
import PreviewModel
import PreviewPipeline
import PreviewViews
import Testing

/// `AngularGradient`'s angles place its stops around the centre; they were dropped, so every angular gradient ran
/// from 3 o'clock whatever the project asked for.
struct AngularGradientTests {
    private func paint(_ gradient: String, direction: String = "leftToRight") throws -> ResolvedPaint {
        let list = try cleanDisplayList(
            """
            Circle().fill(\(gradient)).frame(width: 60, height: 60).environment(\\.layoutDirection, .\(direction))
            """)
        let paints = list.items.compactMap { item -> ResolvedPaint? in
            if case .fill(_, _, let paint) = item, case .angularGradient = paint { return paint }
            return nil
        }
        return try #require(paints.first, "\(list.items)")
    }

    private func sweep(of paint: ResolvedPaint) -> AngularSweep? {
        if case .angularGradient(_, _, let sweep) = paint { return sweep }
        return nil
    }

    @Test func startAndEndAnglesPlaceTheStops() throws {
        let ring = try paint(
            "AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(-90), "
                + "endAngle: .degrees(270))")
        #expect(sweep(of: ring) == AngularSweep(startAngle: -.pi / 2, endAngle: 3 * .pi / 2))
        let half = try paint(
            "AngularGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)], "
                + "center: .center, startAngle: .zero, endAngle: .degrees(180))")
        #expect(sweep(of: half)?.span == .pi)
    }

    @Test func aConicGradientTurnsOnceFromItsAngle() throws {
        let conic = try paint("AngularGradient(colors: [.red, .blue], center: .center, angle: .degrees(90))")
        #expect(sweep(of: conic) == AngularSweep(fullTurnFrom: .pi / 2))
        #expect(sweep(of: try paint("AngularGradient(colors: [.red, .blue], center: .center)")) == .fullTurn)
    }

    @Test func rightToLeftRunsTheStopsBackwardsFromTheMirroredEnd() throws {
        let mirrored = try paint(
            "AngularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(180))",
            direction: "rightToLeft")
        guard case .angularGradient(let stops, _, let sweep) = mirrored else {
            Issue.record("\(mirrored)")
            return
        }
        #expect(sweep == AngularSweep(startAngle: 0, endAngle: .pi)?.mirrored)
        #expect(stops.map(\.location) == [0, 1])
        #expect(stops.first?.color == SystemColor.blue.resolved(in: .light))
    }

    @Test func anglesThatAreNotFiniteAreReportedAsThat() throws {
        let output = try renderOnlyPreview(
            "Circle().fill(AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(.nan), "
                + "endAngle: .degrees(.infinity)))")
        #expect(output.diagnostics.map(\.message).contains("this angular gradient's angles are not finite"))
    }

    @Test func anEndBeforeTheStartIsReported() throws {
        let output = try renderOnlyPreview(
            "Circle().fill(AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(90), "
                + "endAngle: .zero))")
        #expect(
            output.diagnostics.map(\.message).contains {
                $0.contains("an angular gradient whose end angle is before its start is not supported")
            }, "\(output.diagnostics)")
    }
}
