import Foundation
import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// `.gaugeStyle(…)`: a project's own `GaugeStyle` draws the gauge through its `makeBody(configuration:)`, given the
/// gauge's value within its range and its labels; SwiftUI's bar styles are the bar, its accessory styles a ring or a
/// bar with a marker or a fill, and its other styles reported.
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
        // watchOS's circular style has no iOS look to draw.
        let circular = try InterpreterFixture(body: "Gauge(value: 0.5) { Text(\"A\") }.gaugeStyle(.circular)")
            .evaluate()
        #expect(
            circular.diagnostics.map(\.message) == ["this 'GaugeStyle' is not drawn yet; drawn with the default look"])
    }

    static let labelled = """
        Gauge(value: 30, in: 0...120) { Text("Speed") } currentValueLabel: { Text("30") } \
        minimumValueLabel: { Text("0") } maximumValueLabel: { Text("120") }
        """

    @Test(arguments: ["accessoryCircular", "accessoryCircularCapacity", "accessoryLinear", "accessoryLinearCapacity"])
    func anAccessoryStyleIsDrawnWithoutTheBar(style: String) throws {
        let dump = try InterpreterFixture(body: Self.labelled + ".gaugeStyle(.\(style))").cleanDump()
        #expect(dump.contains("GaugeTrack"), "\(dump)")
        #expect(!dump.contains("Capsule"), "\(dump)")
        // The marked bar shows the bounds at its ends and, with them, not the current value.
        #expect(dump.contains("Text \"30\"") == (style != "accessoryLinear"), "\(dump)")
        #expect(dump.contains("Text \"120\"") == (style != "accessoryCircularCapacity"), "\(dump)")
    }

    @Test func theOpenRingMarksTheValueAndShowsTheBoundsInItsOpening() throws {
        let dump = try InterpreterFixture(body: Self.labelled + ".gaugeStyle(.accessoryCircular)").cleanDump()
        // A quarter of the range: the marker a quarter of the way round the open ring.
        #expect(dump.contains("GaugeTrack(ring 0…1 marker 0.25)"), "\(dump)")
        #expect(dump.contains("Text \"0\"") && dump.contains("Text \"120\""), "\(dump)")
        // With the bounds in the opening, the gauge's label is not shown.
        #expect(!dump.contains("Text \"Speed\""), "\(dump)")
        // A fixed square, whatever the space offered.
        #expect(dump.contains("frame width=58 height=58"), "\(dump)")
    }

    @Test func aStyleWrittenAsATypeIsItsImplicitMember() throws {
        let member = try InterpreterFixture(body: Self.labelled + ".gaugeStyle(.accessoryCircular)").cleanDump()
        let type = try InterpreterFixture(body: Self.labelled + ".gaugeStyle(AccessoryCircularGaugeStyle())")
            .cleanDump()
        #expect(member == type)
    }

    @Test func withoutBoundsTheOpenRingShowsItsLabelInTheOpening() throws {
        let dump = try InterpreterFixture(
            body: "Gauge(value: 0.5) { Text(\"Speed\") }.gaugeStyle(.accessoryCircular)"
        ).cleanDump()
        #expect(dump.contains("Text \"Speed\""), "\(dump)")
    }

    @Test func theCapacityStylesFillTheTrackUpToTheValue() throws {
        let ring = try InterpreterFixture(body: Self.labelled + ".gaugeStyle(.accessoryCircularCapacity)").cleanDump()
        #expect(ring.contains("GaugeTrack(ring 0…1)") && ring.contains("GaugeTrack(ring 0…0.25)"), "\(ring)")
        let bar = try InterpreterFixture(body: Self.labelled + ".gaugeStyle(.accessoryLinearCapacity)").cleanDump()
        #expect(bar.contains("GaugeTrack(bar 0…1)") && bar.contains("GaugeTrack(bar 0…0.25)"), "\(bar)")
        // The capacity bar shows the label above it and the current value below.
        let label = try #require(bar.range(of: "Text \"Speed\""))
        let current = try #require(bar.range(of: "Text \"30\""))
        #expect(label.lowerBound < current.lowerBound, "\(bar)")
    }
}

/// `.tint(Gradient(…))`: the bar gauges paint their track with the gradient from leading to trailing end (the
/// value reveals part of it); a colour tint below it takes over.
@Suite struct GaugeGradientTintTests {
    @Test func theDefaultAndCapacityBarsPaintTheGradientAlongTheTrack() throws {
        for style in ["", ".gaugeStyle(.accessoryLinearCapacity)", ".gaugeStyle(.accessoryLinear)"] {
            let dump = try InterpreterFixture(
                body: "Gauge(value: 0.3) { Text(\"Level\") }\(style).tint(Gradient(colors: [.green, .red]))"
            ).cleanDump()
            #expect(dump.contains("linear(green@0,red@1"), "\(style): \(dump)")
        }
    }

    @Test func aColourTintInsideTheGradientTakesOver() throws {
        let dump = try InterpreterFixture(
            body: """
                VStack { Gauge(value: 0.3) { Text("Level") }.tint(.orange) }
                    .tint(Gradient(colors: [.green, .red]))
                """
        ).cleanDump()
        #expect(!dump.contains("linear("), "\(dump)")
        #expect(dump.contains("orange"), "\(dump)")
    }
}
