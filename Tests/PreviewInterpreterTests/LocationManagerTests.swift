import Testing

/// `CLLocationManager` as a preview process has one: permission not asked for, so no location is known and the
/// delegate is never told one; what the app sets is read back and what it starts does nothing. A view model that
/// made one was "not available in previews", and so was every preview that used the view model.
struct LocationManagerTests {
    @Test func aViewModelsLocationManagerHasNoPermissionAndNoLocation() throws {
        let fixture = try InterpreterFixture(
            body: "NearbyView()",
            declarations: """
                final class LocationModel: NSObject, ObservableObject, CLLocationManagerDelegate {
                    private let manager = CLLocationManager()
                    @Published var status: CLAuthorizationStatus
                    @Published var coordinate: CLLocationCoordinate2D?
                    override init() {
                        status = manager.authorizationStatus
                        super.init()
                        manager.delegate = self
                        manager.desiredAccuracy = kCLLocationAccuracyHundredMeters
                        manager.requestWhenInUseAuthorization()
                        manager.startUpdatingLocation()
                        coordinate = manager.location?.coordinate
                    }
                    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
                        coordinate = locations.last?.coordinate
                    }
                    var accuracy: Double { manager.desiredAccuracy }
                }
                struct NearbyView: View {
                    @StateObject private var model = LocationModel()
                    var body: some View {
                        Text("\\(model.status == .notDetermined) \\(model.coordinate == nil) \\(Int(model.accuracy))")
                    }
                }
                """)
        #expect(try fixture.cleanDump() == #"Text "true true 100""#)
    }

    @Test func locationServicesAreOnAndTheDeprecatedStatusIsNotDetermined() throws {
        let fixture = try InterpreterFixture(body: """
            let on = CLLocationManager.locationServicesEnabled()
            let status = CLLocationManager.authorizationStatus()
            return Text("\\(on) \\(status.rawValue) \\(Int(kCLLocationAccuracyBest)) \\(Int(kCLDistanceFilterNone))")
            """)
        #expect(try fixture.cleanDump() == #"Text "true 0 -1 -1""#)
    }
}
