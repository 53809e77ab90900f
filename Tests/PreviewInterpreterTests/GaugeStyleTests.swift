import Foundation
import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// `.gaugeStyle(…)`: a project's own `GaugeStyle` draws the gauge through its `makeBody(configuration:)`, given the
/// gauge's value within its range and its labels; SwiftUI's bar styles are the bar, and its other styles reported.
@Suite struct GaugeStyleTests {
    static let segments = """
        struct SegmentStyle: GaugeStyle {
            var total: Int
            func makeBody(configuration: Configuration) -> some View {
                VStack(alignment: .leading) {
                    configuration.label
                    HStack {
                        ForEach(0..<total, id: \\.self) { index in
                            Rectangle().opacity(Double(index) < configuration.value * Double(total) ? 1 : 0.35)
                        }
                    }
                    configuration.currentValueLabel
                }
            }
        }
        """

    @Test func aProjectsStyleDrawsTheGaugeWithItsValueAndLabels() throws {
        let fixture = try InterpreterFixture(
            body: """
                Gauge(value: 2, in: 0...4) { Text("Orders") } currentValueLabel: { Text("2") }
                    .gaugeStyle(SegmentStyle(total: 4))
                """,
            declarations: Self.segments)
        let dump = try fixture.cleanDump()
        #expect(dump.contains("Text \"Orders\"") && dump.contains("Text \"2\""), "\(dump)")
        // Half of four segments are full, the others faint.
        #expect(dump.components(separatedBy: "opacity 0.35").count - 1 == 2, "\(dump)")
        #expect(!dump.contains("Capsule"), "\(dump)")
    }

    @Test func aStyleSetOnAContainerReachesTheGaugesInIt() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack { Gauge(value: 0.25) { Text("A") } }.gaugeStyle(SegmentStyle(total: 4))
                """,
            declarations: Self.segments)
        let dump = try fixture.cleanDump()
        #expect(dump.components(separatedBy: "opacity 0.35").count - 1 == 3, "\(dump)")
    }

    @Test func swiftUIsBarStylesAreTheBarAndItsOtherStylesAreReported() throws {
        for style in [".automatic", ".linearCapacity"] {
            let evaluation = try InterpreterFixture(body: "Gauge(value: 0.5) { Text(\"A\") }.gaugeStyle(\(style))")
                .evaluate()
            #expect(evaluation.diagnostics.isEmpty, "\(style): \(evaluation.diagnostics)")
        }
        let circular = try InterpreterFixture(body: "Gauge(value: 0.5) { Text(\"A\") }.gaugeStyle(.accessoryCircular)")
            .evaluate()
        #expect(
            circular.diagnostics.map(\.message) == ["this 'GaugeStyle' is not drawn yet; drawn with the default look"])
    }
}
