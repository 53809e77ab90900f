import Foundation
import PreviewModel
import PreviewViews

extension Vocabulary {
    /// Value types made by calling their type: colours, numbers, strings, geometry, Foundation values.
    static let valueInitializers: [Construct] =
        [
            Construct(
                "Color",
                [
                    "(red: Double, green: Double, blue: Double, opacity: Double = 1)",
                    "(_ colorSpace: Any, red: Double, green: Double, blue: Double, opacity: Double = 1)",
                ]
            ) { call in
                .color(
                    .rgba(
                        RGBA(
                            red: try call.number("red") ?? 0, green: try call.number("green") ?? 0,
                            blue: try call.number("blue") ?? 0, alpha: try call.number("opacity") ?? 1)))
            },
            Construct(
                "Color",
                ["(white: Double, opacity: Double = 1)", "(_ colorSpace: Any, white: Double, opacity: Double = 1)"]
            ) { call in
                let white = try call.number("white") ?? 0
                return .color(
                    .rgba(RGBA(red: white, green: white, blue: white, alpha: try call.number("opacity") ?? 1)))
            },
            Construct("Color", ["(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1)"]) { call in
                .color(
                    .rgba(
                        hsb(
                            try call.number("hue") ?? 0, try call.number("saturation") ?? 0,
                            try call.number("brightness") ?? 0, try call.number("opacity") ?? 1)))
            },
            Construct("Color", ["(_ name: String, bundle: Bundle? = nil)"]) { call in
                let name = try call.string("name") ?? ""
                if let asset = call.evaluator.project.assets.color(named: name) {
                    return .color(.adaptive(light: asset.light, dark: asset.dark ?? asset.light))
                }
                call.report(call.evaluator.missingAsset("colour", name, kind: .color) + "; drawn in gray")
                return .color(.system(.gray))
            },
            Construct("Alignment", "(horizontal: HorizontalAlignment, vertical: VerticalAlignment)") { call in
                guard let horizontal = Convert.horizontalAlignment(call["horizontal"]) else {
                    throw EvaluationError(
                        "'\(call["horizontal"].kindName)' is not a horizontal alignment", at: call.node("horizontal"))
                }
                guard let vertical = Convert.verticalAlignment(call["vertical"]) else {
                    throw EvaluationError(
                        "'\(call["vertical"].kindName)' is not a vertical alignment", at: call.node("vertical"))
                }
                return .native(.alignment(Alignment(horizontal: horizontal, vertical: vertical)))
            },
            // A key `Text` shows: the string it is made of. Previews show the development language, where a project's
            // keys are its text unless its strings table says otherwise (`Text` looks a literal key up there).
            Construct("LocalizedStringKey", ["(_ value: String)", "(stringLiteral value: String)"]) { call in
                .string(try call.string("value") ?? "")
            },
            Construct(
                "String",
                [
                    "()", "(_ value: Any)", "(describing subject: Any)",
                    """
                    (localized key: String, table: String? = nil, bundle: Bundle? = nil, locale: Locale? = nil, \
                    comment: String? = nil)
                    """,
                    """
                    (localized key: String, defaultValue: String, table: String? = nil, bundle: Bundle? = nil, locale: \
                    Locale? = nil, comment: String? = nil)
                    """,
                ]
            ) { call in
                if !call.has("value"), !call.has("subject"), !call.has("key") { return .string("") }
                // Previews show the development language: the project's strings table, else the default value or the
                // key.
                if call.has("key") {
                    let defaultValue = call.has("defaultValue") ? try call.string("defaultValue") : nil
                    let key = try call.string("key") ?? ""
                    return .string(
                        FoundationLocalization.localized(
                            key, table: try call.string("table"), defaultValue: defaultValue, call.evaluator))
                }
                // `String(describing: words)` prints the array; `String(characters)` spells the characters.
                let value = call.has("value") ? call["value"] : call.has("key") ? call["key"] : call["subject"]
                // `String(characters)`, `String(s.reversed())`: a sequence of characters makes the string they spell.
                if call.has("value"), case .array(let characters) = value,
                    characters.allSatisfy({
                        if case .string = $0 { return true }
                        return false
                    })
                {
                    return StringCollection.joined(characters)
                }
                let written = call.has("subject") ? call.node("subject") : call.node
                return .string(try call.evaluator.describe(value, writtenAs: written))
            },
            Construct("String", "(repeating repeatedValue: String, count: Int)") { call in
                let count = max(0, Convert.clampedInt(try call.number("count") ?? 0))
                let unit = try call.string("repeatedValue") ?? ""
                try call.evaluator.checkSize(count * max(1, unit.utf8.count), at: call.node)
                return .string(String(repeating: unit, count: count))
            },
            Construct("String", "(format: String, _ arguments: Any...)") { call in
                guard case .array(let arguments) = call["arguments"] else {
                    return .string(try call.string("format") ?? "")
                }
                return .string(
                    StringFormat.format(try call.string("format") ?? "", arguments) {
                        call.evaluator.report($0, at: call.node)
                    })
            },
            Construct("String", "(_ value: Any, radix: Int, uppercase: Bool = false)") { call in
                guard case .int(let value) = call["value"].asInt, let radix = try call.number("radix"),
                    (2...36).contains(Convert.clampedInt(radix))
                else { return .null }
                return .string(
                    String(value, radix: Convert.clampedInt(radix), uppercase: call.bool("uppercase") ?? false))
            },
            Construct("Int", ["()", "(_ value: Any)", "(_ value: Any, radix: Int)"]) { call in
                guard call.has("value") else { return .int(0) }
                switch call["value"] {
                case .int(let int), .fixedWidthInteger(let int, _): return .int(int)
                case .double(let double): return double.isFinite && abs(double) < 9e18 ? .int(Int(double)) : .null
                case .float(let float): return float.isFinite && abs(float) < 9e18 ? .int(Int(float)) : .null
                case .string(let text):
                    let radix = Convert.clampedInt(try call.number("radix") ?? 10)
                    return (2...36).contains(radix) ? Int(text, radix: radix).map(Value.int) ?? .null : .null
                case .bool(let bool): return .int(bool ? 1 : 0)
                default: return .opaque("Int")
                }
            },
            Construct("Double", ["()", "(_ value: Any)"]) { call in
                call.has("value") ? number(call["value"]) : .double(0)
            },
            // A character or Unicode scalar is a one-character string here (`StringCollection`).
            Construct("Character", "(_ value: Any)") { call in
                guard case .string(let text) = call["value"], text.count == 1 else {
                    throw EvaluationError("'Character(_:)' takes a string of exactly one character", at: call.node)
                }
                return .string(text)
            },
            Construct("UnicodeScalar", "(_ value: Any)") { call in unicodeScalar(call["value"]) },
            Construct("Unicode.Scalar", "(_ value: Any)") { call in unicodeScalar(call["value"]) },
            Construct("AnyShapeStyle", "(_ style: ShapeStyle)") { call in call["style"] },
            Construct("CGFloat", ["()", "(_ value: Any)"]) { call in
                call.has("value") ? number(call["value"]) : .double(0)
            },
            Construct("Float", ["()", "(_ value: Any)"]) { call in
                guard call.has("value") else { return .float(0) }
                guard case .double(let double) = number(call["value"]) else { return number(call["value"]) }
                return .float(Float(double))
            },
            Construct("Bool", ["()", "(_ value: Any)"]) { call in
                guard call.has("value") else { return .bool(false) }
                if case .string(let text) = call["value"] { return Bool(text).map(Value.bool) ?? .null }
                return call["value"]
            },
            // A metatype's identity is its type; an object's is the object. Dependency containers key factories by it
            // (`registrations[ObjectIdentifier(Service.self)]`).
            Construct("ObjectIdentifier", "(_ x: Any)") { call in
                switch call["x"] {
                case .type(let name): return .string("ObjectIdentifier(\(name).Type)")
                case .instance(let instance):
                    return .string("ObjectIdentifier(\(ObjectIdentifier(instance).hashValue))")
                default: throw EvaluationError("ObjectIdentifier takes a class instance or a type", at: call.node)
                }
            },
            // Optionals hold their value directly (nil is `.null`), so wrapping one is the value itself.
            Construct("Optional", ["(_ some: Any)"]) { call in call["some"] },
            Construct("Array", ["()", "(_ elements: Any)", "(repeating repeatedValue: Any, count: Int)"]) { call in
                if call.has("repeatedValue") {
                    let count = max(0, Convert.clampedInt(try call.number("count") ?? 0))
                    try call.evaluator.checkSize(count, at: call.node)
                    return .array(Array(repeating: call["repeatedValue"], count: count))
                }
                if call.has("elements") {
                    return .array(try call.evaluator.elements(of: call["elements"], at: call.node))
                }
                return .array([])
            },
            Construct("Set", ["()", "(_ elements: Any)", "(arrayLiteral literal: Any...)"]) { call in
                guard call.has("elements") || call.has("literal") else { return .set([]) }
                return .set(
                    unique: try call.evaluator.elements(
                        of: call[call.has("literal") ? "literal" : "elements"], at: call.node))
            },
            Construct(
                "Dictionary",
                [
                    "()", "(uniqueKeysWithValues keysAndValues: Any)",
                    "(_ keysAndValues: Any, uniquingKeysWith combine: Any)",
                    "(grouping values: Any, by keyForValue: (Any) -> Any)",
                ]
            ) { call in
                if call.has("values") {
                    var groups = DictionaryValue()
                    for element in try call.evaluator.elements(of: call["values"], at: call.node) {
                        let key = try call.evaluator.invoke(
                            call["keyForValue"],
                            arguments: [Argument(label: nil, value: element, node: call.expression("values"))],
                            at: call.node)
                        var group: [Value] = []
                        if case .array(let existing)? = groups[key] { group = existing }
                        groups[key] = .array(group + [element])
                    }
                    return .dictionary(groups)
                }
                let source = call.has("keysAndValues") ? call["keysAndValues"] : .array([])
                var dictionary = DictionaryValue()
                for pair in try call.evaluator.elements(of: source, at: call.node) {
                    if case .tuple(let parts, _) = pair, parts.count == 2 { dictionary[parts[0]] = parts[1] }
                }
                return .dictionary(dictionary)
            },
            Construct(
                "Date",
                [
                    "()", "(timeIntervalSinceNow: Double)", "(timeIntervalSince1970: Double)",
                    "(timeIntervalSinceReferenceDate: Double)", "(timeInterval: Double, since date: Date)",
                    "(_ value: String, strategy: Any)",
                ]
            ) { call in
                if call.has("strategy") {
                    guard let spec = FoundationFormatStyles.spec(call["strategy"]) else {
                        throw EvaluationError(
                            "'Date(_:strategy:)' takes a date format style", at: call.node("strategy"))
                    }
                    return try FoundationFormatStyles.parseDate(try call.string("value") ?? "", spec, at: call.node)
                }
                if let seconds = try call.number("timeIntervalSince1970") {
                    return .native(.date(seconds - 978_307_200))
                }
                if let seconds = try call.number("timeIntervalSinceReferenceDate") { return .native(.date(seconds)) }
                if let seconds = try call.number("timeIntervalSinceNow") {
                    return .native(.date(Formatting.now + seconds))
                }
                if let seconds = try call.number("timeInterval"), case .native(.date(let base)) = call["date"] {
                    return .native(.date(base + seconds))
                }
                return .native(.date(Formatting.now))
            },
            Construct("JSONDecoder", "()") { _ in .native(.jsonDecoder(ProjectJSONDecoder())) },
            Construct("Data", ["()", "(contentsOf url: URL, options: Any = [])"]) { call in
                call.has("url")
                    ? try call.evaluator.resourceData(call["url"], at: call.node("url")) : .native(.data(Data()))
            },
            Construct("Locale", ["(identifier: String)"]) { call in
                .native(.locale(try call.string("identifier") ?? "en_US"))
            },
            Construct("CGSize", ["(width: CGFloat, height: CGFloat)", "()"]) { call in
                .native(.size(Size(width: try call.number("width") ?? 0, height: try call.number("height") ?? 0)))
            },
            Construct("CGPoint", ["(x: CGFloat, y: CGFloat)", "()"]) { call in
                .native(.point(Point(x: try call.number("x") ?? 0, y: try call.number("y") ?? 0)))
            },
            Construct(
                "CGRect",
                ["(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat)", "(origin: CGPoint, size: CGSize)", "()"]
            ) { call in
                if case .native(.point(let origin)) = call["origin"], case .native(.size(let size)) = call["size"] {
                    return .native(.rect(Rect(origin: origin, size: size)))
                }
                return .native(
                    .rect(
                        Rect(
                            x: try call.number("x") ?? 0, y: try call.number("y") ?? 0,
                            width: try call.number("width") ?? 0, height: try call.number("height") ?? 0)))
            },
            Construct(
                "EdgeInsets", ["(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0)"]
            ) { call in
                .native(
                    .insets(
                        EdgeInsets(
                            top: try call.number("top") ?? 0, leading: try call.number("leading") ?? 0,
                            bottom: try call.number("bottom") ?? 0, trailing: try call.number("trailing") ?? 0)))
            },
            Construct("UnitPoint", "(x: CGFloat, y: CGFloat)") { call in
                .native(.unitPoint(UnitPoint(x: try call.number("x") ?? 0, y: try call.number("y") ?? 0)))
            },
            Construct("Angle", ["(degrees: Double)", "(radians: Double)"]) { call in
                if let degrees = try call.number("degrees") { return .native(.angle(degrees * .pi / 180)) }
                return .native(.angle(try call.number("radians") ?? 0))
            },
            Construct(
                "GridItem",
                "(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil)"
            ) { call in
                var size = GridItemSpec.Size.flexible
                if case .implicitCall(let name, let arguments) = call["size"] {
                    let amount = arguments.first.flatMap { Convert.number($0.value) } ?? 80
                    size =
                        name == "fixed" ? .fixed(amount) : name == "adaptive" ? .adaptive(minimum: amount) : .flexible
                }
                return .native(.gridItem(GridItemSpec(size: size, spacing: try call.number("spacing"))))
            },
            Construct("State", ["(initialValue value: Any)", "(wrappedValue value: Any)"]) { call in call["value"] },
            Construct("StateObject", "(wrappedValue value: Any)") { call in call["value"] },
            Construct("ObservedObject", ["(initialValue value: Any)", "(wrappedValue value: Any)"]) { call in
                call["value"]
            },
            Construct(
                "Binding", ["(get: () -> Value, set: (Value) -> Void)", "(_ base: Any)", "(projectedValue: Any)"]
            ) { call in
                if call.has("get") { return try call.evaluator.invoke(call["get"], arguments: [], at: call.node) }
                return call.has("base") ? call["base"] : call["projectedValue"]
            },
            Construct("Gradient.Stop", "(color: Color, location: CGFloat)") { call in
                .tuple([call["color"], call["location"]], labels: ["color", "location"])
            },
            Construct("LengthFormatter", "()") { _ in .native(.format("length")) },
            // Styles written as types are their implicit members (`SegmentedPickerStyle()` is `.segmented`).
            Construct("SegmentedPickerStyle", "()") { _ in .symbol("segmented") },
            Construct("MenuPickerStyle", "()") { _ in .symbol("menu") },
            Construct("WheelPickerStyle", "()") { _ in .symbol("wheel") },
            Construct("InlinePickerStyle", "()") { _ in .symbol("inline") },
            Construct("DefaultPickerStyle", "()") { _ in .symbol("automatic") },
            Construct("PlainListStyle", "()") { _ in .symbol("plain") },
            Construct("GroupedListStyle", "()") { _ in .symbol("grouped") },
            Construct("InsetGroupedListStyle", "()") { _ in .symbol("insetGrouped") },
            Construct("InsetListStyle", "()") { _ in .symbol("inset") },
            Construct("SidebarListStyle", "()") { _ in .symbol("sidebar") },
            Construct("DefaultListStyle", "()") { _ in .symbol("automatic") },
            // iOS's defaults, which previews draw: a switch, a compact date picker.
            Construct("SwitchToggleStyle", "()") { _ in .symbol("switch") },
            // The switch in this tint: `.toggleStyle(…)` hands it to the toggles below (`EnvironmentModifiers`).
            Construct("SwitchToggleStyle", "(tint: Color)") { call in
                .implicitCall("switch", [Argument(label: "tint", value: call["tint"], node: call.expression("tint"))])
            },
            Construct("DefaultToggleStyle", "()") { _ in .symbol("automatic") },
            Construct("AccessoryCircularGaugeStyle", "()") { _ in .symbol("accessoryCircular") },
            Construct("AccessoryCircularCapacityGaugeStyle", "()") { _ in .symbol("accessoryCircularCapacity") },
            Construct("AccessoryLinearGaugeStyle", "()") { _ in .symbol("accessoryLinear") },
            Construct("AccessoryLinearCapacityGaugeStyle", "()") { _ in .symbol("accessoryLinearCapacity") },
            Construct("CircularProgressViewStyle", "()") { _ in .symbol("circular") },
            Construct("LinearProgressViewStyle", "()") { _ in .symbol("linear") },
            Construct("DefaultProgressViewStyle", "()") { _ in .symbol("automatic") },
            // The spinner or bar in this tint, read by `ProgressView` below `.progressViewStyle(…)`.
            Construct("CircularProgressViewStyle", "(tint: Color)") { call in
                .implicitCall("circular", [Argument(label: "tint", value: call["tint"], node: call.expression("tint"))])
            },
            Construct("LinearProgressViewStyle", "(tint: Color)") { call in
                .implicitCall("linear", [Argument(label: "tint", value: call["tint"], node: call.expression("tint"))])
            },
            Construct("CompactDatePickerStyle", "()") { _ in .symbol("compact") },
            Construct("DefaultDatePickerStyle", "()") { _ in .symbol("automatic") },
            Construct("DefaultButtonStyle", "()") { _ in .symbol("automatic") },
            Construct("PlainButtonStyle", "()") { _ in .symbol("plain") },
            Construct("BorderlessButtonStyle", "()") { _ in .symbol("borderless") },
            Construct("BorderedButtonStyle", "()") { _ in .symbol("bordered") },
            Construct("BorderedProminentButtonStyle", "()") { _ in .symbol("borderedProminent") },
            Construct("DefaultTextFieldStyle", "()") { _ in .symbol("automatic") },
            Construct("PlainTextFieldStyle", "()") { _ in .symbol("plain") },
            Construct("RoundedBorderTextFieldStyle", "()") { _ in .symbol("roundedBorder") },
            Construct("DefaultLabelStyle", "()") { _ in .symbol("automatic") },
            Construct("TitleAndIconLabelStyle", "()") { _ in .symbol("titleAndIcon") },
            Construct("IconOnlyLabelStyle", "()") { _ in .symbol("iconOnly") },
            Construct("TitleOnlyLabelStyle", "()") { _ in .symbol("titleOnly") },
            Construct("ButtonToggleStyle", "()") { _ in .symbol("button") },
            Construct("DefaultGroupBoxStyle", "()") { _ in .symbol("automatic") },
            Construct("DefaultGaugeStyle", "()") { _ in .symbol("automatic") },
            Construct("LinearCapacityGaugeStyle", "()") { _ in .symbol("linearCapacity") },
        ] + FoundationDates.constructs

    private static func number(_ value: Value) -> Value {
        switch value {
        case .int(let int), .fixedWidthInteger(let int, _): return .double(Double(int))
        case .double: return value
        case .float(let float): return .double(Double(float))
        case .string(let text): return Double(text).map(Value.double) ?? .null
        default: return .opaque("Double")
        }
    }

    static func hsb(_ hue: Double, _ saturation: Double, _ brightness: Double, _ alpha: Double) -> RGBA {
        let h = (hue - hue.rounded(.down)) * 6, c = brightness * saturation
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)), m = brightness - c
        let (r, g, b): (Double, Double, Double)
        switch Convert.clampedInt(h) {
        case 0: (r, g, b) = (c, x, 0)
        case 1: (r, g, b) = (x, c, 0)
        case 2: (r, g, b) = (0, c, x)
        case 3: (r, g, b) = (0, x, c)
        case 4: (r, g, b) = (x, 0, c)
        default: (r, g, b) = (c, 0, x)
        }
        return RGBA(red: r + m, green: g + m, blue: b + m, alpha: alpha)
    }

    /// `Unicode.Scalar(65)`, `Unicode.Scalar("A")`: the scalar as a one-character string; nil for a number that is
    /// not a scalar value, as the failable initialiser gives.
    private static func unicodeScalar(_ value: Value) -> Value {
        switch value {
        case .int(let code):
            return UInt32(exactly: code).flatMap(Unicode.Scalar.init).map { .string(String($0)) } ?? .null
        case .string(let text) where text.unicodeScalars.count == 1: return value
        default: return .null
        }
    }
}
