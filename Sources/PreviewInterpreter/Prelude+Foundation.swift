extension Prelude {
    /// Foundation's sort descriptors, in Swift: a `KeyPathComparator` or a `SortDescriptor` is the key path and the
    /// order it was made with, which `sorted(using:)`, `sort(using:)` and SwiftData's fetches read
    /// (`NativeMethods.sortComparators`); and CoreLocation's and MapKit's location values, which are plain types.
    static let foundationSource = #"""

    enum SortOrder: Hashable {
        case forward
        case reverse
    }

    struct KeyPathComparator<Compared>: Hashable {
        var keyPath: PartialKeyPath<Compared>
        var order: SortOrder

        init<Value>(_ keyPath: KeyPath<Compared, Value>, order: SortOrder = .forward) {
            self.keyPath = keyPath
            self.order = order
        }
    }

    // Foundation's `SortDescriptor`, which sorts as a `KeyPathComparator` does and orders SwiftData's fetches.
    struct SortDescriptor<Compared>: Hashable {
        var keyPath: PartialKeyPath<Compared>
        var order: SortOrder

        init<Value>(_ keyPath: KeyPath<Compared, Value>, order: SortOrder = .forward) {
            self.keyPath = keyPath
            self.order = order
        }
    }

    // The standard library's error for a cancelled task, which error handlers compare against and skip.
    struct CancellationError: Error {}

    // A session's settings: they change how requests are made, and a preview makes none
    // (`URLSession(configuration:)` is refused as `URLSession.shared` is).
    final class URLSessionConfiguration {
        static var `default`: URLSessionConfiguration { URLSessionConfiguration() }
        static var ephemeral: URLSessionConfiguration { URLSessionConfiguration() }
        var timeoutIntervalForRequest: Double = 60
        var timeoutIntervalForResource: Double = 604_800
        var httpAdditionalHeaders: [String: String]? = nil
        var httpMaximumConnectionsPerHost = 6
        var waitsForConnectivity = false
        var allowsCellularAccess = true
        var allowsExpensiveNetworkAccess = true
        var allowsConstrainedNetworkAccess = true
        var httpShouldSetCookies = true
        var requestCachePolicy = 0
        var urlCache: Int? = nil
        var httpCookieStorage: Int? = nil
        var identifier: String? = nil
    }

    // Foundation's request is a value a project builds, changes and reads; only performing it (`URLSession`) is
    // refused. Header names are matched ignoring case, and `addValue` joins a field's values with commas, as
    // Foundation does.
    struct URLRequest: Hashable, CustomStringConvertible {
        enum CachePolicy: UInt {
            case useProtocolCachePolicy = 0
            case reloadIgnoringLocalCacheData = 1
            case returnCacheDataElseLoad = 2
            case returnCacheDataDontLoad = 3
            case reloadIgnoringLocalAndRemoteCacheData = 4
            case reloadRevalidatingCacheData = 5
        }

        var url: URL?
        var cachePolicy: CachePolicy
        var timeoutInterval: TimeInterval
        var httpBody: Data? = nil
        var allHTTPHeaderFields: [String: String]? = nil
        var mainDocumentURL: URL? = nil
        var httpShouldHandleCookies = true
        var allowsCellularAccess = true
        private var method = "GET"

        init(url: URL, cachePolicy: CachePolicy = .useProtocolCachePolicy, timeoutInterval: TimeInterval = 60) {
            self.url = url
            self.cachePolicy = cachePolicy
            self.timeoutInterval = timeoutInterval
        }

        // Setting nil makes the request a GET again.
        var httpMethod: String? {
            get { method }
            set { method = newValue ?? "GET" }
        }

        var description: String { url?.absoluteString ?? "url: nil" }

        func value(forHTTPHeaderField field: String) -> String? {
            allHTTPHeaderFields?.first { $0.key.lowercased() == field.lowercased() }?.value
        }

        mutating func setValue(_ value: String?, forHTTPHeaderField field: String) {
            var fields = allHTTPHeaderFields ?? [:]
            if let existing = fields.keys.first(where: { $0.lowercased() == field.lowercased() }) {
                fields[existing] = nil
            }
            if let value {
                fields[field] = value
            }
            allHTTPHeaderFields = fields
        }

        mutating func addValue(_ value: String, forHTTPHeaderField field: String) {
            if let current = self.value(forHTTPHeaderField: field) {
                setValue(current + "," + value, forHTTPHeaderField: field)
            } else {
                setValue(value, forHTTPHeaderField: field)
            }
        }
    }

    // CoreLocation's values, which sample data is full of, as types of their own so that what a project's
    // extensions declare for them applies; maps that show them stay placeholders. A coordinate is a C struct:
    // `CLLocationCoordinate2D()` is the zero one.
    struct CLLocationCoordinate2D {
        var latitude: Double = 0
        var longitude: Double = 0
    }

    class CLLocation {
        let coordinate: CLLocationCoordinate2D

        init(latitude: Double, longitude: Double) {
            coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        }
    }

    // A location manager as a preview process has one: location services on, permission not asked for (a preview
    // cannot ask), so no location or heading is ever known and the delegate is never told one. What an app sets
    // on it is kept and read back; what it starts or requests does nothing.
    enum CLAuthorizationStatus: Int32 {
        case notDetermined = 0
        case restricted = 1
        case denied = 2
        case authorizedAlways = 3
        case authorizedWhenInUse = 4
    }

    enum CLAccuracyAuthorization: Int {
        case fullAccuracy = 0
        case reducedAccuracy = 1
    }

    enum CLActivityType: Int {
        case other = 1
        case automotiveNavigation = 2
        case fitness = 3
        case otherNavigation = 4
        case airborne = 5
    }

    protocol CLLocationManagerDelegate {}

    class CLLocationManager {
        var delegate: CLLocationManagerDelegate? = nil
        var desiredAccuracy: Double = -1
        var distanceFilter: Double = -1
        var activityType: CLActivityType = .other
        var allowsBackgroundLocationUpdates = false
        var pausesLocationUpdatesAutomatically = true
        var showsBackgroundLocationIndicator = false
        var headingFilter: Double = 1
        var authorizationStatus: CLAuthorizationStatus { .notDetermined }
        var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }
        var location: CLLocation? { nil }
        var heading: Double? { nil }

        static func locationServicesEnabled() -> Bool { true }
        static func headingAvailable() -> Bool { true }
        static func significantLocationChangeMonitoringAvailable() -> Bool { true }
        static func authorizationStatus() -> CLAuthorizationStatus { .notDetermined }

        func requestWhenInUseAuthorization() {}
        func requestAlwaysAuthorization() {}
        func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String) {}
        func requestLocation() {}
        func startUpdatingLocation() {}
        func stopUpdatingLocation() {}
        func startUpdatingHeading() {}
        func stopUpdatingHeading() {}
        func startMonitoringSignificantLocationChanges() {}
        func stopMonitoringSignificantLocationChanges() {}
    }

    // MapKit's region values, which view models build for a map; the `Map` drawing them stays a placeholder.
    struct MKCoordinateSpan: Hashable {
        var latitudeDelta: Double = 0
        var longitudeDelta: Double = 0
    }

    struct MKCoordinateRegion {
        var center: CLLocationCoordinate2D
        var span: MKCoordinateSpan

        init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
            self.center = center
            self.span = span
        }

        init(center: CLLocationCoordinate2D, latitudinalMeters: Double, longitudinalMeters: Double) {
            // MapKit's spherical approximation: a degree of latitude is 111 km, a degree of longitude shrinks
            // with the cosine of the latitude.
            self.center = center
            let metersPerDegree = 111_319.9
            let longitudeScale = max(cos(center.latitude * .pi / 180), 0.000_001)
            self.span = MKCoordinateSpan(
                latitudeDelta: latitudinalMeters / metersPerDegree,
                longitudeDelta: longitudinalMeters / (metersPerDegree * longitudeScale))
        }
    }

    // Foundation's `NSError`: a domain, a code, and the user info whose `NSLocalizedDescriptionKey` entry is the
    // description; without one, the sentence iOS writes.
    class NSError: Error {
        let domain: String
        let code: Int
        let userInfo: [String: Any]

        init(domain: String, code: Int, userInfo: [String: Any]? = nil) {
            self.domain = domain
            self.code = code
            self.userInfo = userInfo ?? [:]
        }

        var localizedDescription: String {
            userInfo[NSLocalizedDescriptionKey] as? String
                ?? "The operation couldn’t be completed. (\(domain) error \(code).)"
        }
    }

    """#
}
