/// CoreLocation's accuracy and distance constants, as the numbers CoreLocation gives them (metres, or the negative
/// sentinels for "best" and "none"); `CLLocationManager` itself is in the prelude.
enum CoreLocationConstants {
    static let constants: [String: Value] = [
        "kCLLocationAccuracyBestForNavigation": .double(-2),
        "kCLLocationAccuracyBest": .double(-1),
        "kCLLocationAccuracyNearestTenMeters": .double(10),
        "kCLLocationAccuracyHundredMeters": .double(100),
        "kCLLocationAccuracyKilometer": .double(1000),
        "kCLLocationAccuracyThreeKilometers": .double(3000),
        "kCLLocationAccuracyReduced": .double(3000),
        "kCLDistanceFilterNone": .double(-1),
        "kCLHeadingFilterNone": .double(-1),
    ]
}
