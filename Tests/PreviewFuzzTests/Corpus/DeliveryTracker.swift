import ActivityKit
import SwiftUI
import WidgetKit

/// Sample data decoded from an inline JSON string, option sets, layouts as values and a Live Activity: the
/// constructs whose evaluation builds values from data rather than from view code.
struct Stop: Decodable, Identifiable {
    enum Kind: String, Decodable { case pickup, dropoff = "drop" }
    enum CodingKeys: String, CodingKey { case id, kind, minutesAway = "eta", window }
    var id: Int
    var kind: Kind
    var minutesAway: Double
    var window: Range<Double>
    var note: String?
}

let stopsJSON = #"""
    [{"id": 1, "kind": "pickup", "eta": 4, "window": [2, 6]}, {"id": 2, "kind": "drop", "eta": 12.5, "window": [10, \#
    15], "note": "gate B"}]
    """#

func decodeStops<T: Decodable>() -> T {
    try! JSONDecoder().decode(T.self, from: stopsJSON.data(using: .utf8)!)
}

struct Badges: OptionSet {
    let rawValue: Int
    static let fragile = Badges(rawValue: 1)
    static let cold = Badges(rawValue: 1 << 1)
    static let signature = Badges(rawValue: 1 << 2)
    static let all: Badges = [.fragile, .cold, .signature]
}

struct StopRow: View {
    var stop: Stop
    var badges: Badges = [.cold]

    var body: some View {
        let layout = stop.minutesAway > 10 ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(HStackLayout())
        layout {
            Label(
                stop.kind == .pickup ? "Pick up" : "Drop off",
                systemImage: stop.kind == .pickup ? "shippingbox" : "house")
            Text("\(Int(stop.minutesAway)) min, window \(Int(stop.window.upperBound - stop.window.lowerBound))")
                .foregroundStyle(.secondary)
            if badges.contains(.cold) { Image(systemName: "snowflake") }
            if let note = stop.note { Text(note).italic() }
        }
    }
}

struct DeliveryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var stopsLeft: Int }
    var route: String
}

struct DeliveryActivityWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            HStack {
                Text("Route \(context.attributes.route)").bold()
                Spacer()
                Text("\(context.state.stopsLeft) stops")
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Image(systemName: "truck.box") }
                DynamicIslandExpandedRegion(.trailing) { Text("\(context.state.stopsLeft)") }
            } compactLeading: {
                Image(systemName: "truck.box")
            } compactTrailing: {
                Text("\(context.state.stopsLeft)")
            } minimal: {
                Text("\(context.state.stopsLeft)")
            }
        }
    }
}

#Preview("Stops") {
    let stops: [Stop] = decodeStops()
    return List(stops) { stop in
        StopRow(stop: stop, badges: Badges.all)
    }
}

#Preview("Island") {
    DeliveryAttributes(route: "7").previewContext(
        DeliveryAttributes.ContentState(stopsLeft: 3), viewKind: .dynamicIsland(.expanded))
}

#Preview("Timeline") {
    TimelineView(.everyMinute) { context in
        Text(context.date, style: .time)
    }
}
