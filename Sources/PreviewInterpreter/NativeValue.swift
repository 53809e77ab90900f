import Foundation
import PreviewViews

/// SwiftUI and Foundation values that are not views, colours or fonts, typed so constructs can read them.
enum NativeValue {
    case alignment(Alignment)
    case horizontalAlignment(HorizontalAlignment)
    case verticalAlignment(VerticalAlignment)
    case edges(EdgeSet)
    case axes(AxisSet)
    case unitPoint(UnitPoint)
    /// An angle in radians.
    case angle(Double)
    case paint(Paint)
    case contentMode(ContentMode)
    case fontWeight(FontWeight)
    case textAlignment(TextAlignment)
    case insets(EdgeInsets)
    case size(Size)
    case point(Point)
    case rect(Rect)
    /// A path being built (`Path { p in p.move(to:) … }`, `var path = Path()`).
    case path([PathElement])
    /// A shape used as a value (`.clipShape(Circle())` passes the view; `AnyShape`, `.rect(cornerRadius:)`).
    case shape(ShapePath)
    case gridItem(GridItemSpec)
    /// Seconds since 2001-01-01 (Foundation's reference date), fixed per render so frames are stable.
    case date(Double)
    case uuid(String)
    case url(String)
    case urlComponents(URLComponents)
    case locale(String)
    case colorScheme(ColorScheme)
    case dynamicTypeSize(DynamicTypeSize)
    /// `LengthFormatter()`, by its described style.
    case format(String)
    /// A format style being chained (`.dateTime.month()`, `.number.precision(…)`), formatted by Foundation's own
    /// style of the value's type (`FoundationFormatStyles`).
    case formatStyle(FormatStyleSpec)
    /// `Duration.seconds(90)`: Swift's own duration.
    case duration(Duration)
    /// `Data`: the bytes of a project resource or of a string (`json.data(using: .utf8)`).
    case data(Data)
    /// `Bundle.main`: the app being previewed, its Info.plist, strings and resources (`FoundationBundle`).
    case bundle
    /// `Bundle(path:)` of one of the app's `.lproj` folders, by its language: its strings tables.
    case languageBundle(String)
    /// A `JSONDecoder`: a class, so a strategy set on it holds for every copy of the value, as in Swift.
    case jsonDecoder(JSONDecoder)
    /// Foundation's own calendar, time zone, date components and date formatter (`FoundationDates`); a formatter is
    /// a class, so every copy of the value is one object, as in Swift.
    case calendar(Calendar)
    case timeZone(TimeZone)
    case dateComponents(DateComponents)
    case dateFormatter(DateFormatter)
    case dateInterval(DateInterval)
    /// Foundation's `CharacterSet` (`FoundationCharacterSets`).
    case characterSet(CharacterSet)
    /// Foundation's `Measurement` and its units (`FoundationMeasurements`).
    case measurement(Measurement<Dimension>)
    case measurementUnit(Dimension)
    /// Foundation's `AttributedString`, as the runs `Text` draws (`AttributedStrings`).
    case attributedString([TextRun])
    /// An `AttributeContainer`: attributes by name, set on an attributed string's runs when merged.
    case attributeContainer([String: Value])
    /// Foundation's `Decimal` (`FoundationDecimals`).
    case decimal(Decimal)
    /// Foundation's `NSRange`, in UTF-16 code units (`FoundationRegularExpressions`).
    case nsRange(NSRange)
    /// JSON decoded where the type is a generic parameter (`decoder.decode(T.self, from:)` in a project's
    /// `load<T: Decodable>`): typed where the value is stored (`var hikes: [Hike] = load("hikeData.json")`).
    case untypedJSON(JSONValue, strategies: JSONDecodingStrategies)
    /// A widget's `ActivityConfiguration(for:content:dynamicIsland:)`: its attributes type and closures, run by
    /// `attributes.previewContext(state, viewKind:)`.
    indirect case activityConfiguration(attributesType: String, content: Value, dynamicIsland: Value)
    /// A `DynamicIsland` with its presentations evaluated: expanded, compactLeading, compactTrailing, minimal.
    case dynamicIsland([String: ViewNode])
    /// A Foundation, Combine or UIKit object (`NSLock`, `UserDefaults`, `DispatchQueue`, a subject): a class, so
    /// every copy of the value is the one object (`FoundationObject`).
    case object(FoundationObject)
    /// A `Canvas`'s `GraphicsContext` (`CanvasContext`).
    case graphicsContext(CanvasContext)
    /// A `Regex` and a match of one (`StringRegexes`).
    case regex(StringRegexes.Pattern)
    case regexMatch(StringRegexes.Match)

    /// Paints and shapes pass where SwiftUI takes a `ShapeStyle`, a `Shape` or a view.
    var isShapeStyleOrShape: Bool {
        switch self {
        case .paint, .shape, .path: return true
        default: return false
        }
    }

    /// Whether a parameter of type `type` takes this value: one of its own type, or of another name Swift code gives
    /// the same value (previews hold UIKit's and AppKit's font weights as SwiftUI's).
    func isOfType(_ type: String) -> Bool {
        typeName == type || Self.otherTypeNames[typeName]?.contains(type) == true
    }

    private static let otherTypeNames: [String: Set<String>] = ["Font.Weight": ["UIFont.Weight", "NSFont.Weight"]]

    var typeName: String {
        switch self {
        case .alignment: return "Alignment"
        case .horizontalAlignment: return "HorizontalAlignment"
        case .verticalAlignment: return "VerticalAlignment"
        case .edges: return "Edge.Set"
        case .axes: return "Axis.Set"
        case .unitPoint: return "UnitPoint"
        case .angle: return "Angle"
        case .paint: return "ShapeStyle"
        case .contentMode: return "ContentMode"
        case .fontWeight: return "Font.Weight"
        case .textAlignment: return "TextAlignment"
        case .insets: return "EdgeInsets"
        case .size: return "CGSize"
        case .point: return "CGPoint"
        case .rect: return "CGRect"
        case .path: return "Path"
        case .shape: return "Shape"
        case .gridItem: return "GridItem"
        case .date: return "Date"
        case .uuid: return "UUID"
        case .url: return "URL"
        case .urlComponents: return "URLComponents"
        case .locale: return "Locale"
        case .colorScheme: return "ColorScheme"
        case .dynamicTypeSize: return "DynamicTypeSize"
        case .format: return "FormatStyle"
        case .formatStyle: return "FormatStyle"
        case .duration: return "Duration"
        case .data: return "Data"
        case .bundle, .languageBundle: return "Bundle"
        case .jsonDecoder: return "JSONDecoder"
        case .calendar: return "Calendar"
        case .timeZone: return "TimeZone"
        case .dateComponents: return "DateComponents"
        case .dateFormatter: return "DateFormatter"
        case .dateInterval: return "DateInterval"
        case .characterSet: return "CharacterSet"
        case .nsRange: return "NSRange"
        case .measurement: return "Measurement"
        case .measurementUnit(let unit): return FoundationMeasurements.typeName(of: unit)
        case .decimal: return "Decimal"
        case .attributedString: return "AttributedString"
        case .attributeContainer: return "AttributeContainer"
        case .untypedJSON: return "Decodable"
        case .activityConfiguration: return "ActivityConfiguration"
        case .dynamicIsland: return "DynamicIsland"
        case .object(let object): return object.typeName
        case .graphicsContext: return "GraphicsContext"
        case .regex: return "Regex"
        case .regexMatch: return "Regex.Match"
        }
    }
}

/// `GridItem(.flexible())`, `.fixed(80)`, `.adaptive(minimum: 100)`.
struct GridItemSpec {
    enum Size {
        case fixed(Double)
        case flexible
        case adaptive(minimum: Double)
    }

    var size: Size
    var spacing: Double?
}

extension NativeValue {
    /// A case of a SwiftUI enum that previewd holds natively (`Font.Weight.bold`, `TextAlignment.center`), by its
    /// type and case name: what `==`, `switch` and an implicit member beside it (`weight == .bold`) compare.
    var frameworkEnumCase: (type: String, name: String)? {
        switch self {
        case .fontWeight(let weight): return ("Font.Weight", String(describing: weight))
        case .textAlignment(let alignment): return ("TextAlignment", alignment.rawValue)
        case .contentMode(let mode): return ("ContentMode", mode.rawValue)
        case .colorScheme(let scheme): return ("ColorScheme", scheme.rawValue)
        case .dynamicTypeSize(let size): return ("DynamicTypeSize", size.rawValue)
        default: return nil
        }
    }
}
