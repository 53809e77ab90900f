import PreviewInterpreter
import PreviewViews
import Testing

/// MapKit's coordinate values are plain structs a view model builds and a view reads; the map itself is not drawn.
@Suite struct MapKitValuesTests {
    @Test func regionsAndSpansAreValues() throws {
        let fixture = try InterpreterFixture(body: "RegionView()", declarations: """
            struct RegionView: View {
                let park = CLLocationCoordinate2D(latitude: 37.33, longitude: -122.0)
                var region: MKCoordinateRegion {
                    MKCoordinateRegion(center: park, span: MKCoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.1))
                }
                var body: some View {
                    let near = MKCoordinateRegion(center: park, latitudinalMeters: 1000, longitudinalMeters: 1000)
                    let nearSpan = String(format: "%.3f %.3f", near.span.latitudeDelta, near.span.longitudeDelta)
                    let empty = MKCoordinateSpan().latitudeDelta
                    Text("\\(region.center.latitude) \\(region.span.longitudeDelta) \\(empty) \\(nearSpan)")
                }
            }
            """)
        #expect(try fixture.cleanDump() == #"Text "37.33 0.1 0.0 0.009 0.011""#)
    }

    /// A coordinate is a value of its own type, so what a project's extension declares for it applies: its static
    /// values and its methods, on a coordinate made any way.
    @Test func aProjectExtendsCoordinates() throws {
        let fixture = try InterpreterFixture(body: "CityView()", declarations: """
            extension CLLocationCoordinate2D {
                static var harbour = CLLocationCoordinate2D(latitude: 25.76, longitude: -80.19)
                func city(_ name: String) -> CLLocationCoordinate2D { name == "Harbour" ? .harbour : self }
                var label: String { "\\(latitude), \\(longitude)" }
            }

            struct CityView: View {
                var body: some View {
                    let found = CLLocationCoordinate2D().city("Harbour")
                    let kept = CLLocation(latitude: 1, longitude: 2).coordinate.city("Elsewhere")
                    Text("\\(found.label) / \\(kept.label) / \\(CLLocationCoordinate2D().latitude)")
                }
            }
            """)
        #expect(try fixture.cleanDump() == #"Text "25.76, -80.19 / 1.0, 2.0 / 0.0""#)
    }
}
