import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// `Angle` values with a sign: `rotate(by: -layer.rotation)`, `.rotationEffect(-angle)`.
@Suite struct AngleArithmeticTests {
    @Test func prefixMinusTurnsAnAngleTheOtherWay() throws {
        let fixture = try InterpreterFixture(body: """
            VStack {
                Text("\\(Int((-Angle.degrees(30)).degrees.rounded()))")
                Text("\\(Int((+Angle.degrees(45)).degrees.rounded()))")
            }
            """)
        let dump = try fixture.cleanDump()
        #expect(dump.contains("\"-30\"") && dump.contains("\"45\""), "\(dump)")
    }

    /// `Angle` is `AdditiveArithmetic` and `Comparable`: `startAngle - rotation`, `a + .degrees(90)`, `a < b`.
    @Test func anglesAddSubtractAndCompare() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    Text("\\(Int(Sweep.sum.degrees.rounded())) \\(Int(Sweep.difference.degrees.rounded()))")
                    Text("\\(Sweep.ordered) \\(Sweep.equal) \\(Int(Sweep.shifted.degrees.rounded()))")
                }
                """,
            declarations: """
                enum Sweep {
                    static let start = Angle.degrees(200)
                    static let rotation = Angle.degrees(180)
                    static var sum: Angle { start + rotation }
                    static var difference: Angle { start - rotation }
                    static var ordered: Bool { rotation < start && start >= rotation && !(start <= rotation) }
                    static var equal: Bool { Angle.degrees(180) == rotation }
                    static var shifted: Angle {
                        var angle = start
                        angle -= .degrees(20)
                        angle += Angle(degrees: 5)
                        return angle
                    }
                }
                """)
        let dump = try fixture.cleanDump()
        #expect(dump.contains("\"380 20\"") && dump.contains("\"true true 185\""), "\(dump)")
    }
}
