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
}
