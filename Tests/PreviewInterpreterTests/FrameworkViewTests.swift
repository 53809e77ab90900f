import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// Views whose pixels come from other frameworks, and SwiftUI constructs that describe rather than draw: Live
/// Activities, layouts as values, timelines, option sets.
struct FrameworkViewTests {
    /// A `UIViewRepresentable` (also through a project's own typealias) and MapKit's `Map` are placeholders that
    /// stand for content: the preview is degraded, not failed. An unknown view is a placeholder for what is missing.
    @Test func otherFrameworksStandInForContent() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    WebPage()
                    AliasedPage()
                }
                """,
            declarations: """
                import UIKit
                private typealias ViewControllerRepresentable = UIViewControllerRepresentable
                struct WebPage: UIViewRepresentable {
                    func makeUIView(context: Context) -> UIView { UIView() }
                    func updateUIView(_ view: UIView, context: Context) {}
                }
                struct AliasedPage: ViewControllerRepresentable {
                    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
                    func updateUIViewController(_ controller: UIViewController, context: Context) {}
                }
                """)
        let evaluation = try fixture.evaluate()
        #expect(
            evaluation.root.dump
                == lines(
                    "VStack alignment=center spacing=default",
                    "  Placeholder \"WebPage\" fill other-framework",
                    "  Placeholder \"AliasedPage\" fill other-framework"))
        #expect(evaluation.root.drawsOwnContent)

        let map = try InterpreterFixture(body: "Map()")
        #expect(try map.evaluate().root.drawsOwnContent)
        let unknown = try InterpreterFixture(body: "SomeKitView()")
        #expect(try !unknown.evaluate().root.drawsOwnContent)
    }

    /// `attributes.previewContext(state, viewKind:)` draws the project widget's own Live Activity views in the
    /// lock-screen banner or the Dynamic Island's compact, minimal and expanded shapes.
    @Test func liveActivityPreviewsDrawTheWidgetsViews() throws {
        let fixture = try InterpreterFixture([
            "Widget.swift": """
                import ActivityKit
                import SwiftUI
                import WidgetKit

                struct DeliveryAttributes: ActivityAttributes {
                    struct ContentState: Codable, Hashable { var minutes: Int }
                    var orderID: String
                }

                struct DeliveryWidget: Widget {
                    var body: some WidgetConfiguration {
                        ActivityConfiguration(for: DeliveryAttributes.self) { context in
                            Text("Order \\(context.attributes.orderID), \\(context.state.minutes) min")
                                .activityBackgroundTint(.blue)
                        } dynamicIsland: { context in
                            DynamicIsland {
                                DynamicIslandExpandedRegion(.leading) { Text("L") }
                                DynamicIslandExpandedRegion(.trailing) { Text("\\(context.state.minutes)") }
                            } compactLeading: {
                                Text("C")
                            } compactTrailing: {
                                Text("\\(context.state.minutes)m")
                            } minimal: {
                                Text("M")
                            }
                            .keylineTint(.red)
                        }
                    }
                }

                struct DeliveryWidget_Previews: PreviewProvider {
                    static let attributes = DeliveryAttributes(orderID: "42")
                    static var previews: some View {
                        attributes.previewContext(DeliveryAttributes.ContentState(minutes: 7), viewKind: .content)
                        attributes.previewContext(
                            DeliveryAttributes.ContentState(minutes: 7), viewKind: .dynamicIsland(.compact))
                        attributes.previewContext(
                            DeliveryAttributes.ContentState(minutes: 7), viewKind: .dynamicIsland(.minimal))
                        attributes.previewContext(
                            DeliveryAttributes.ContentState(minutes: 7), viewKind: .dynamicIsland(.expanded))
                    }
                }
                """
        ])
        #expect(try fixture.cleanDump("DeliveryWidget_Previews.1").contains(#"Text "Order 42, 7 min""#))
        let compact = try fixture.cleanDump("DeliveryWidget_Previews.2")
        #expect(
            compact.contains("Capsule fill #000000") && compact.contains(#"Text "C""#)
                && compact.contains(#"Text "7m""#), "\(compact)")
        let minimal = try fixture.cleanDump("DeliveryWidget_Previews.3")
        #expect(minimal.contains("Circle fill #000000") && minimal.contains(#"Text "M""#), "\(minimal)")
        let expanded = try fixture.cleanDump("DeliveryWidget_Previews.4")
        #expect(
            expanded.contains(#"Text "L""#) && expanded.contains(#"Text "7""#) && !expanded.contains(#"Text "C""#),
            "\(expanded)")
    }

    /// A Live Activity preview without a widget for its attributes says so.
    @Test func liveActivityWithoutWidgetIsADiagnostic() throws {
        let fixture = try InterpreterFixture(
            body: "Attributes().previewContext(Attributes.ContentState(), viewKind: .content)",
            declarations: "struct Attributes: ActivityAttributes { struct ContentState: Codable, Hashable {} }")
        #expect(
            try fixture.evaluate().diagnostics.map(\.message) == [
                "no widget of the project has an 'ActivityConfiguration' for 'Attributes'"
            ])
    }

    /// `AnyLayout(VStackLayout())` values are called with content; `TimelineView` draws its first entry.
    @Test func layoutValuesAndTimelines() throws {
        let fixture = try InterpreterFixture(
            body: """
                let compact = true
                let layout = compact ? AnyLayout(VStackLayout(spacing: 4)) : AnyLayout(HStackLayout())
                return VStack {
                    layout {
                        Text("a")
                        Text("b")
                    }
                    TimelineView(.periodic(from: .now, by: 1)) { context in
                        Text(context.date == .now ? "now" : "then")
                    }
                }
                """)
        let dump = try fixture.cleanDump()
        #expect(
            dump
                == lines(
                    "VStack alignment=center spacing=default",
                    "  VStack alignment=center spacing=4",
                    "    Text \"a\"",
                    "    Text \"b\"",
                    "  Text \"now\""), "\(dump)")
    }

    /// An `OptionSet` gets set algebra over its raw value; an array literal given to it is one set.
    @Test func optionSets() throws {
        let fixture = try InterpreterFixture(
            body: """
                var layers = Layers.base
                layers.insert(.icing)
                let all = Layers.all.contains(.sprinkles)
                let union = layers.union(.sprinkles) == Layers.all
                return Text("\\(all) \\(layers.contains(.icing)) \\(layers.contains(.sprinkles)) \\(union)")
                """,
            declarations: """
                struct Layers: OptionSet {
                    let rawValue: Int
                    static let base = Layers(rawValue: 1)
                    static let icing = Layers(rawValue: 1 << 1)
                    static let sprinkles = Layers(rawValue: 1 << 2)
                    static let all: Layers = [.base, .icing, sprinkles]
                }
                """)
        #expect(try fixture.cleanDump() == #"Text "true true false true""#)
    }

    /// `value[keyPath: path]`, key paths with a nested root type, and `switch` over key paths.
    @Test func keyPathSubscriptsAndSwitches() throws {
        let fixture = try InterpreterFixture(
            body: """
                let sample = Hike.Sample(pace: 2.0..<5.0, rate: 80.0..<120.0)
                let path = \\Hike.Sample.rate
                let range = sample[keyPath: path]
                return Text("\\(range.upperBound - range.lowerBound) \\(name(of: path))")
                """,
            declarations: """
                struct Hike { struct Sample { var pace: Range<Double>; var rate: Range<Double> } }
                func name(of path: KeyPath<Hike.Sample, Range<Double>>) -> String {
                    switch path {
                    case \\.pace: return "pace"
                    case \\.rate: return "rate"
                    default: return "?"
                    }
                }
                """)
        #expect(try fixture.cleanDump() == #"Text "40.0 rate""#)
    }
}
