import PreviewLanguage
import SwiftSyntax

extension Vocabulary {
    /// What the semantic pass may know of the built-in library: which names are types, the type of a static
    /// member (`Color.red` is a `Color`, `Double.pi` a `Double`, `Date.now` a `Date`) and the parameters of a
    /// type's initialisers, read from the same signatures the binder uses.
    static let typeFacts = BuiltinLibrary(
        modifierProtocol: "View",
        // The library enums previewd holds as symbols are types too: an argument of one (`role: .close`) is typed,
        // so a string catalog's generated `.close` is not taken for it.
        isType: { isKnownType($0) || standardTypeNames.contains($0) || symbolicTypes.contains($0) },
        staticMemberType: { type, member in staticMembers[type]?[member] != nil ? .named(type) : nil },
        initializers: { type in initializers[type]?.overloads.map(\.clause) ?? [] },
        modifiers: { name in modifiers[name]?.overloads.map(\.clause) ?? undrawnValueModifierClauses[name] ?? [] },
        environmentValueType: { key in EnvironmentModifiers.valueType(key) })

    /// The library's enums whose cases previewd holds by name (`.compact`), with the module that declares each: a
    /// case printed inside an optional shows its type's qualified name, as Swift prints it.
    static let libraryEnumModules: [String: String] = [
        "UserInterfaceSizeClass": "SwiftUI", "ColorScheme": "SwiftUI", "LayoutDirection": "SwiftUI",
        "DynamicTypeSize": "SwiftUI", "ContentSizeCategory": "SwiftUI", "ScenePhase": "SwiftUI",
        "ControlSize": "SwiftUI", "Visibility": "SwiftUI", "TextAlignment": "SwiftUI", "Edge": "SwiftUI",
        "Axis": "SwiftUI", "ContentMode": "SwiftUI", "WidgetFamily": "WidgetKit",
    ]

    /// Standard library and Foundation types that have no entry of their own in the vocabulary.
    private static let standardTypeNames: Set<String> = [
        "String", "Bool", "Character", "Substring", "Date", "URL", "UUID", "Data", "Decimal", "TimeInterval",
    ]
}
