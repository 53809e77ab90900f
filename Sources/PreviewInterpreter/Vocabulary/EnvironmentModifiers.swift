import Foundation
import PreviewLanguage
import PreviewModel
import PreviewViews
import SwiftSyntax

/// Modifiers that change what the code *below* them evaluates to (`@Environment` values, environment objects,
/// the colour scheme): the modified view is evaluated inside the change, before the modifier itself applies.
enum EnvironmentModifiers {
    struct Setting {
        var change: EnvironmentChange?
        /// `.preferredColorScheme` sets the whole presentation's appearance, not only its subtree's.
        var setsPresentation = false
        var key: String?
        var object: String?
        var value: Value = .void

        func apply<T>(_ evaluator: Evaluator, _ body: () throws -> T) throws -> T {
            if let change {
                if setsPresentation, case .colorScheme(let scheme) = change, evaluator.preferredColorScheme == nil {
                    evaluator.preferredColorScheme = scheme
                }
                return try evaluator.withEnvironment(change) { try applyCustom(evaluator, body) }
            }
            return try applyCustom(evaluator, body)
        }

        private func applyCustom<T>(_ evaluator: Evaluator, _ body: () throws -> T) throws -> T {
            guard key != nil || object != nil else { return try body() }
            return try evaluator.withCustomEnvironment(key: key, object: object, value: value, body)
        }
    }

    /// The modifiers `setting` may make a setting of, so a caller can tell before evaluating the arguments.
    static let names: Set<String> = [
        "preferredColorScheme", "colorScheme", "dynamicTypeSize", "environment", "tint", "accentColor", "labelStyle",
        "pickerStyle", "listStyle", "buttonStyle", "controlSize", "buttonBorderShape", "toggleStyle", "containerShape",
        "scrollContentBackground", "labelsHidden", "listRowBackground", "listRowInsets", "tabViewStyle",
        "previewContext", "foregroundStyle", "foregroundColor", "environmentObject", "progressViewStyle",
        "listRowSeparator", "listSectionSeparator", "gaugeStyle", "textFieldStyle", "groupBoxStyle",
        "disclosureGroupStyle", "headerProminence", "contentMargins", "modelContainer", "modelContext", "font",
    ]

    /// The setting modifier `name` makes with these arguments, or nil when it is not an environment setting.
    static func setting(_ name: String, arguments: [Argument], evaluator: Evaluator) throws -> Setting? {
        switch name {
        case "preferredColorScheme":
            guard let scheme = colorScheme(arguments.first?.value) else { return nil }
            return Setting(change: .colorScheme(scheme), setsPresentation: true)
        case "colorScheme":
            // The deprecated `.colorScheme(_:)` is `.environment(\.colorScheme, …)`: the subtree only.
            guard let scheme = colorScheme(arguments.first?.value) else { return nil }
            return Setting(change: .colorScheme(scheme))
        case "dynamicTypeSize":
            guard let size = dynamicTypeSize(arguments.first?.value) else { return nil }
            return Setting(change: .dynamicTypeSize(size))
        case "environment":
            if arguments.count == 1, let object = arguments.first?.value, case .instance(let instance) = object {
                return Setting(object: instance.type.name, value: object)
            }
            guard arguments.count == 2, case .keyPath(let path) = arguments[0].value, let key = path.first else {
                return nil
            }
            let value = arguments[1].value
            switch key {
            case "colorScheme": return colorScheme(value).map { Setting(change: .colorScheme($0)) }
            case "dynamicTypeSize": return dynamicTypeSize(value).map { Setting(change: .dynamicTypeSize($0)) }
            case "sizeCategory": return sizeCategory(value).map { Setting(change: .dynamicTypeSize($0)) }
            case "layoutDirection":
                // Layout mirrors the views below; a view reading `\.layoutDirection` gets the value too.
                guard case .symbol(let name) = value, let direction = LayoutDirection(rawValue: name) else {
                    return nil
                }
                return Setting(change: .layoutDirection(direction), key: key, value: value)
            default: return Setting(key: key, value: value)
            }
        case "tint", "accentColor":
            // Styles lowered below (`.buttonStyle(.borderedProminent)`) read the tint while they are evaluated.
            // A gradient (`.tint(Gradient(colors:))`) is kept for the gauges below, which paint their track with
            // it (`TintGradient`); every other control takes its first colour.
            guard let value = arguments.first?.value else { return nil }
            if let stops = TintGradient.stops(value, evaluator: evaluator), let first = stops.first {
                return Setting(change: .tint(first.color), key: TintGradient.key, value: value)
            }
            guard let color = Convert.color(value, evaluator: evaluator) else { return nil }
            return Setting(change: .tint(color), key: TintGradient.key, value: .null)
        case "labelStyle", "pickerStyle", "listStyle", "buttonStyle", "controlSize", "buttonBorderShape":
            // Read by the prelude's `Label` (`.iconOnly`, `.titleOnly`), `Picker` (`.segmented`), `List`
            // (`.plain`, `.grouped`, `.insetGrouped`) and `Button` (`ButtonStyling`), which are evaluated
            // inside the setting.
            guard let style = arguments.first?.value else { return nil }
            return Setting(key: name, value: style)
        case "toggleStyle":
            // `SwitchToggleStyle(tint:)`: the toggles below draw their switch in its tint; any other style is read
            // by the toggles below, which a project's style draws (`ProjectStyle`).
            guard let style = arguments.first?.value else { return nil }
            guard case .implicitCall("switch", let switchArguments) = style,
                let tint = switchArguments.first(where: { $0.label == "tint" })
            else { return Setting(key: name, value: style) }
            return Setting(key: "toggleTint", value: tint.value)
        case "containerShape":
            // Read by the `ContainerRelativeShape`s below.
            guard let shape = arguments.first?.value else { return nil }
            return Setting(key: name, value: shape)
        case "scrollContentBackground":
            // Read by `List` and `Form`, which leave out their grouped background for `.hidden`.
            guard let visibility = arguments.first?.value else { return nil }
            return Setting(key: name, value: visibility)
        case "labelsHidden":
            // The toggles, pickers and steppers below draw their control without its label (`Vocabulary+Controls`).
            return Setting(key: name, value: .bool(true))
        case "contentMargins":
            // Read by the scroll views below (`ScrollMargins`).
            return ScrollMargins.setting(arguments, evaluator: evaluator)
        case "listRowBackground", "listRowInsets":
            // A section's rows take it (`Section`), as SwiftUI's row traits reach the rows of what they are set on.
            guard let value = arguments.first?.value else { return nil }
            return Setting(key: name, value: value)
        case "listRowSeparator", "listSectionSeparator":
            // Read by the sections and lists below, whose rows take it (`HiddenSeparators`).
            guard let visibility = arguments.first(where: { $0.label == nil })?.value else { return nil }
            let edges = arguments.first { $0.label == "edges" }?.value ?? .symbol("all")
            return Setting(key: name, value: .tuple([visibility, edges], labels: [nil, nil]))
        case "progressViewStyle":
            // Read by `ProgressView`, which draws the spinner or the bar the style names, or reports it.
            guard let style = arguments.first?.value else { return nil }
            return Setting(key: name, value: style)
        case "gaugeStyle", "textFieldStyle", "groupBoxStyle", "disclosureGroupStyle":
            // Read by `Gauge`, `TextField`, `GroupBox` and `DisclosureGroup`, which a project's style draws
            // (`ProjectStyle`); `Gauge` draws SwiftUI's bar styles (`GaugeStyling`).
            guard let style = arguments.first?.value else { return nil }
            return Setting(key: name, value: style)
        case "headerProminence":
            // Read by the sections below, which set an `.increased` header larger (`ListStyling.section`).
            guard let prominence = arguments.first?.value else { return nil }
            return Setting(key: name, value: prominence)
        case "tabViewStyle":
            // Read by `TabView`, which draws pages with their index dots for `.page`.
            guard let style = arguments.first?.value else { return nil }
            return Setting(key: name, value: style)
        case "previewContext":
            // `WidgetPreviewContext(family:)`: the entry view below reads the family from `\.widgetFamily`.
            guard case .instance(let context)? = arguments.first?.value, context.type.name == "WidgetPreviewContext",
                let family = context.properties["family"]
            else { return nil }
            return Setting(key: "widgetFamily", value: family)
        case "disabled":
            // `\.isEnabled` below, which a project's styles and views read (`isEnabled ? .accent : .gray`).
            guard case .bool(let disabled)? = arguments.first?.value else { return nil }
            return Setting(key: "isEnabled", value: .bool(!disabled))
        case "foregroundStyle", "foregroundColor":
            // A button's label takes an explicit foreground style instead of its tint (`ButtonStyling`).
            // `.foreground` is the style set around it, or the default one: the primary label colour.
            guard let style = arguments.first?.value else { return nil }
            guard case .symbol("foreground") = style else { return Setting(key: "foregroundStyle", value: style) }
            return Setting(
                key: "foregroundStyle", value: evaluator.customEnvironment["foregroundStyle"] ?? .symbol("primary"))
        case "font":
            // A bordered button below draws its label in this font instead of its control size's (`ButtonStyling`);
            // `@Environment(\.font)` reads it. The font itself is set for layout by the `.font` modifier.
            guard let font = arguments.first?.value else { return nil }
            switch font {
            case .null, .opaque: return nil
            default: return Setting(key: name, value: font)
            }
        case "modelContainer", "modelContext":
            // Read by `@Environment(\.modelContext)` and `@Query` below (`SwiftDataStore`).
            return SwiftDataStore.setting(name, arguments: arguments, evaluator: evaluator)
        case "environmentObject":
            guard let object = arguments.first?.value, case .instance(let instance) = object else { return nil }
            return Setting(object: instance.type.name, value: object)
        default:
            return nil
        }
    }

    /// Environment values that are actions of SwiftUI and Apple's frameworks (`dismiss()`, `requestReview()`,
    /// StoreKit's `purchase`, AuthenticationServices' `authorizationController`).
    static let actions: Set<String> = [
        "dismiss", "openURL", "openWindow", "dismissWindow", "openDocument", "newDocument", "openSettings",
        "openImmersiveSpace", "dismissImmersiveSpace", "dismissSearch", "refresh", "rename", "resetFocus",
        "requestReview", "purchase", "displayStoreKitMessage", "authorizationController", "webAuthenticationSession",
    ]

    /// `@Environment(\.key)`: the built-in keys from the target's environment, custom keys from the nearest
    /// `.environment(\.key, …)` or their `EnvironmentKey`'s `defaultValue`.
    static func read(_ key: String, evaluator: Evaluator, at node: some SyntaxProtocol) throws -> Value {
        if let value = evaluator.customEnvironment[key] { return value }
        switch key {
        case "colorScheme": return .native(.colorScheme(evaluator.colorScheme))
        case "dynamicTypeSize": return .native(.dynamicTypeSize(evaluator.dynamicTypeSize))
        case "sizeCategory": return .symbol(evaluator.dynamicTypeSize.rawValue)
        case "horizontalSizeClass": return .symbol("compact")
        case "verticalSizeClass": return .symbol("regular")
        case "locale": return .native(.locale("en_US"))
        case "layoutDirection": return .symbol("leftToRight")
        case "isEnabled": return .bool(true)
        // Set by `.labelsHidden()` (`setting`); read by the prelude's `LabeledContent`.
        case "labelsHidden": return .bool(false)
        case "isLuminanceReduced": return .bool(false)
        case "labelStyle": return .symbol("automatic")
        case "displayScale": return .double(3)
        // Outside a widget preview's context, as SwiftUI's defaults: a small widget in full colour.
        case "widgetFamily": return .symbol("systemSmall")
        case "widgetRenderingMode": return .symbol("fullColor")
        case "showsWidgetContainerBackground": return .bool(true)
        // Foundation's own calendar and time zone, in the fixed place a render's dates are in (`FoundationDates`).
        case "calendar": return .native(.calendar(FoundationDates.calendar))
        case "timeZone": return .native(.timeZone(FoundationDates.timeZone))
        case "editMode", "modelContext", "managedObjectContext", "presentationMode", "scenePhase", "undoManager":
            return .opaque(key)
        case "isSearching", "isPresented", "supportsMultipleWindows", "accessibilityReduceMotion",
            "accessibilityReduceTransparency":
            return .bool(false)
        case _ where Self.actions.contains(key):
            // Called only when someone acts (a tap, a purchase): nothing to draw, and nothing happens in a still
            // frame or when a tap calls one.
            return .opaque(key)
        default:
            return try customDefault(key, evaluator: evaluator, at: node)
        }
    }

    /// The types of SwiftUI's environment values, which the semantic pass gives an `@Environment(\.key)` property
    /// written without a type (`Vocabulary.typeFacts`): `\.horizontalSizeClass` is optional, so it prints as
    /// `Optional(…)`, and `.compact` beside it is a `UserInterfaceSizeClass`.
    static func valueType(_ key: String) -> StaticType? {
        switch key {
        case "colorScheme": return .named("ColorScheme")
        case "horizontalSizeClass", "verticalSizeClass": return .optional(.named("UserInterfaceSizeClass"))
        case "dynamicTypeSize": return .named("DynamicTypeSize")
        case "sizeCategory": return .named("ContentSizeCategory")
        case "layoutDirection": return .named("LayoutDirection")
        case "locale": return .named("Locale")
        case "calendar": return .named("Calendar")
        case "timeZone": return .named("TimeZone")
        case "displayScale": return .named("CGFloat")
        case "isEnabled", "isSearching", "isPresented", "isLuminanceReduced", "accessibilityReduceMotion",
            "accessibilityReduceTransparency", "showsWidgetContainerBackground":
            return .named("Bool")
        case "scenePhase": return .named("ScenePhase")
        case "widgetFamily": return .named("WidgetFamily")
        case "dismiss": return .named("DismissAction")
        case "openURL": return .named("OpenURLAction")
        default: return nil
        }
    }

    /// The default of a custom environment key: `extension EnvironmentValues { var theme: Theme { self[ThemeKey.self] }
    /// }` reads `ThemeKey.defaultValue`; `extension EnvironmentValues { @Entry var theme: Theme = .light }` its value.
    private static func customDefault(_ key: String, evaluator: Evaluator, at node: some SyntaxProtocol) throws -> Value
    {
        if let entry = evaluator.indexedType("EnvironmentValues")?.storedProperty(named: key) {
            if let initializer = entry.initializer {
                let value = try evaluator.evaluate(initializer, scope: Scope())
                return try entry.type.map { try evaluator.coerceIfPossible(value, to: $0, at: initializer) } ?? value
            }
            // `@Entry var palette: Palette?` without a value: an optional's default is nil.
            if let type = entry.type,
                type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            {
                return .null
            }
        }
        guard let extended = evaluator.indexedType("EnvironmentValues"),
            case .computed(let getter, _, _)? = extended.members[key]
        else {
            evaluator.report("environment value '\\.\(key)' is not known; its value is left out", at: node)
            return .opaque(key)
        }
        // The getter is `self[SomeKey.self]`: find the key type it names.
        let text = getter.trimmedDescription
        if let open = text.range(of: "["), let close = text.range(of: ".self]", range: open.upperBound..<text.endIndex)
        {
            let keyType = String(text[open.upperBound..<close.lowerBound]).trimmingCharacters(in: .whitespaces)
            if let type = evaluator.userType(keyType) {
                return try evaluator.staticMember("defaultValue", of: type, at: node)
            }
        }
        return .opaque(key)
    }

    static func colorScheme(_ value: Value?) -> ColorScheme? {
        switch value {
        case .symbol(let name)?: return ColorScheme(rawValue: name)
        case .native(.colorScheme(let scheme))?: return scheme
        default: return nil
        }
    }

    static func dynamicTypeSize(_ value: Value?) -> DynamicTypeSize? {
        switch value {
        case .symbol(let name)?: return DynamicTypeSize(rawValue: name)
        case .native(.dynamicTypeSize(let size))?: return size
        default: return nil
        }
    }

    /// `ContentSizeCategory` names (`.accessibilityExtraLarge`) as Dynamic Type sizes.
    static func sizeCategory(_ value: Value?) -> DynamicTypeSize? {
        guard case .symbol(let name)? = value else { return nil }
        let table: [String: DynamicTypeSize] = [
            "extraSmall": .xSmall, "small": .small, "medium": .medium, "large": .large, "extraLarge": .xLarge,
            "extraExtraLarge": .xxLarge, "extraExtraExtraLarge": .xxxLarge, "accessibilityMedium": .accessibility1,
            "accessibilityLarge": .accessibility2, "accessibilityExtraLarge": .accessibility3,
            "accessibilityExtraExtraLarge": .accessibility4, "accessibilityExtraExtraExtraLarge": .accessibility5,
        ]
        return table[name]
    }
}
