import PreviewLayout
import PreviewModel
import PreviewPipeline
import Testing

/// A gradient's stops as projects write them; stops previewd cannot read are reported, never dropped silently
/// (a gradient left with no stops draws nothing, which looked clean).
struct GradientStopTests {
    private func linearStops(_ body: String) throws -> [ResolvedStop] {
        let list = try cleanDisplayList(body)
        let stops = list.items.compactMap { item -> [ResolvedStop]? in
            if case .fill(_, _, .linearGradient(let stops, _, _)) = item { return stops }
            return nil
        }
        return try #require(stops.first, "\(list.items)")
    }

    @Test(arguments: [
        "LinearGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 0.8)], "
            + "startPoint: .leading, endPoint: .trailing)",
        "LinearGradient(gradient: Gradient(stops: [.init(color: .red, location: 0), .init(color: .blue, "
            + "location: 0.8)]), startPoint: .leading, endPoint: .trailing)",
    ])
    func implicitInitialisersInAStopsArrayAreStops(gradient: String) throws {
        let stops = try linearStops("Rectangle().fill(\(gradient)).frame(width: 100, height: 100)")
        #expect(stops.map(\.location) == [0, 0.8])
    }

    @Test func aStopThatIsNotAColourIsReported() throws {
        let output = try renderOnlyPreview(
            "Rectangle().fill(LinearGradient(colors: [.red, 5], startPoint: .leading, endPoint: .trailing))")
        #expect(
            output.diagnostics.map(\.message) == ["colour 2 of this gradient is not one previewd can read; left out"])
    }
}
