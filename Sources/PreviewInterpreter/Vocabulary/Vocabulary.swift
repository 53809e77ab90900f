import PreviewModel
import PreviewViews
import SwiftSyntax

/// SwiftUI's public surface as previewd knows it: each construct defined once, by its Swift signatures and its
/// lowering to primitives. Families live in one file each (`Vocabulary+Stacks.swift`, `Modifiers+Layout.swift`,
/// …); adding a construct is one entry in one family. Composite constructs that are plain SwiftUI over these are
/// written in Swift in the prelude (`Prelude.swift`).
enum Vocabulary {
    /// Views and value types made by calling their type: `Text("a")`, `VStack { … }`, `Color(red:green:blue:)`.
    static let initializers: [String: Construct] = index(
        textViews + stackViews + shapeViews + controlViews + containerViews + toolbarViews + imageViews
            + valueInitializers + integerInitializers
            + FoundationCharacterSets.initializers + StringRegexes.initializers + liveActivityViews
            + uikitAndFoundationInitializers + chartViews + strokeStyles + pageTabViewStyles
            + navigationViewStyles + gridViews + canvasViews + meshGradientViews
            + meshPointValues + UniformTypes.initializers)
    /// The constructs whose first argument is an unlabelled title key (`Button("Save")`, `Toggle("Wi-Fi", isOn:)`): a
    /// `LocalizedStringKey`, which may interpolate images and styled texts as a `Text` key does.
    static let titleKeyConstructs: Set<String> = Set(
        initializers.values.filter { construct in
            construct.overloads.contains { overload in
                guard let first = overload.signature.parameters.first else { return false }
                return first.label == nil && first.name == "title" && first.typeName == "String"
            }
        }.map(\.name))
    /// View modifiers: `.padding()`, `.frame(maxWidth:)`, `.font(.title)`.
    static let modifiers: [String: Construct] = index(
        layoutModifiers + navigationModifiers + effectModifiers + textModifiers + interactionModifiers + chartModifiers
            + customLayoutModifiers + widgetPreviewModifiers + navigationViewStyleModifiers
            + gridCellModifiers + shapePathModifiers + insetShapeModifiers + scrollMarginModifiers
            + listSeparatorModifiers + symbolRenderingModifiers + PickerOptions.modifiers + tabItemModifiers
            + Preferences.modifiers + PushedDestinations.modifiers)
    /// Static members of built-in types and implicit members by type: `Color.red`, `Font.title`, `CGFloat.pi`.
    static let staticMembers: [String: [String: Value]] = typeConstants.merging(uikitConstants) { $1 }
        .merging(FoundationFormatStyles.typeConstants) { $1 }.merging(FoundationMeasurements.typeConstants) { $1 }
        .merging(FoundationDurations.typeConstants) { $1 }
        .merging(FoundationDecimals.typeConstants) { $1 }.merging(JSONCustomStrategies.typeConstants) { $1 }
        .merging(GlassEffect.typeConstants) { $1 }.merging(UniformTypes.typeConstants) { $1 }
        .merging(Transitions.typeConstants) { $1 }
    /// Static functions of built-in types: `Font.system(size:)`, `Color.init(hex:)` is the project's.
    static let staticFunctions: [String: Construct] = index(
        valueFunctions + randomFunctions + uikitAndFoundationStaticFunctions)
    /// UIKit names and Foundation's reference types as a still frame means them (`UIKit*.swift`, `Foundation*.swift`).
    static let uikitAndFoundationInitializers = UIKitColors.constructs + UIKitFonts.constructs + UIKitImages.constructs
        + UIKitHaptics.constructs
        + UIKitPaths.constructs + UserNotifications.constructs + SystemLogging.constructs
        + FoundationConcurrency.constructs + FoundationDefaults.constructs + FoundationSystem.constructs
        + FoundationCombine.constructs
        + FoundationScanner.constructs + FoundationRegularExpressions.constructs + FoundationFormatStyles.constructs
        + FoundationFormatters.constructs
        + FoundationURLs.constructs + FoundationBundle.constructs + FoundationJSONEncoding.constructs
        + FoundationMath.conversions + FoundationLocalization.constructs + StructuredConcurrency.taskConstructs
        + SwiftDataStore.constructs + DecodingErrors.constructs + FoundationMeasurements.constructs
        + FoundationDecimals.constructs + AttributedStrings.constructs + FoundationCaches.constructs
        + UIKitAppearance.constructs + CombineSubscribers.constructs
    static let uikitAndFoundationStaticFunctions =
        UIKitFonts.staticFunctions + UIKitDevice.staticFunctions + FoundationConcurrency.staticFunctions
        + UserNotifications.staticFunctions + FoundationJSONSerialization.staticFunctions
        + FoundationDefaults.staticFunctions + FoundationSystem.staticFunctions + FoundationCombine.staticFunctions
        + FoundationDurations.staticFunctions + FoundationFormatters.staticFunctions
        + FoundationLocalization.staticFunctions + StructuredConcurrency.taskStaticFunctions
        + FoundationRegularExpressions.staticFunctions + DecodingErrors.staticFunctions
        + JSONCustomStrategies.staticFunctions + MemoryLayouts.staticFunctions
        + UIKitApplication.staticFunctions + UIKitAppearance.staticFunctions
    static let uikitConstants = UIKitFonts.typeConstants.merging([
        "UIColor": UIKitColors.constants, "NSColor": UIKitColors.constants, "UIRectCorner": UIKitPaths.constants,
        "UIResponder": UIKitNotifications.keyboard, "UIApplication": UIKitNotifications.application,
    ]) { $1 }.merging(UIKitTextInput.typeConstants) { $1 }.merging(UIKitDevice.typeConstants) { $1 }
    /// The standard library's and SwiftUI's free functions (`min`, `max`, `zip`, `print`, …), which code also passes
    /// as values.
    static let standardLibraryFunctions: [String: Construct] = index(globalFunctions)
    /// Free functions: `min`, `max`, `abs`, `zip`, `stride`, `withAnimation`, …
    static let functions: [String: Construct] = index(
        globalFunctions + randomGlobalFunctions + FoundationMath.functions + FoundationLocalization.functions
            + SystemLogging.functions + StructuredConcurrency.functions + FoundationRegularExpressions.functions
            + FoundationKeychain.functions + FoundationConcurrency.functions
            + [ProjectStyle.preludeHook, ListRowLabel.preludeHook])

    /// Free constants of Apple's C frameworks: `kSecClass`, `errSecSuccess`, `kCFBooleanTrue`.
    static let globalConstants: [String: Value] = FoundationKeychain.constants
        .merging(FoundationRegularExpressions.constants) { $1 }.merging(FoundationErrors.userInfoKeys) { $1 }
        .merging(CoreLocationConstants.constants) { $1 }

    /// Names of the built-in types, for name resolution.
    static let typeNames: Set<String> = Set(initializers.keys).union(staticMembers.keys).union(
        staticFunctions.keys.compactMap { $0.split(separator: ".").first.map(String.init) }
    ).union(extraTypeNames)

    static func isKnownType(_ name: String) -> Bool { typeNames.contains(name) }

    /// Modifiers whose action SwiftUI runs when the view appears: a preview shows what it left
    /// (Evaluator+Appearance).
    static let appearanceModifiers: Set<String> = ["onAppear", "task"]

    /// Modifiers with no effect on a still frame: accepted silently. Documentation/SupportedSwiftUI.md lists them.
    static let inertModifiers: Set<String> = [
        // Previews and identity
        "previewDisplayName", "previewDevice", "previewInterfaceOrientation",
        "id", "equatable", "modelContainer", "modelContext", "environment", "environmentObject",
        // Accessibility
        "accessibilityLabel", "accessibilityHint", "accessibilityIdentifier", "accessibilityElement",
        "accessibilityValue",
        "accessibilityAddTraits", "accessibilityRemoveTraits", "accessibilityHidden", "accessibilityAction",
        "accessibilitySortPriority", "accessibilityRepresentation", "accessibilityInputLabels", "accessibility",
        "accessibilityShowsLargeContentViewer", "accessibilityChildren", "accessibilityRotor", "accessibilityHeading",
        "accessibilityAdjustableAction", "accessibilityActions", "accessibilityScrollAction", "accessibilityZoomAction",
        "accessibilityFocused", "accessibilityCustomContent", "accessibilityTextContentType",
        "accessibilityDirectTouch", "accessibilityActivationPoint", "accessibilityRespondsToUserInteraction",
        "accessibilityLinkedGroup", "accessibilityLabeledPair", "accessibilityDefaultFocus", "accessibilityRotorEntry",
        // Appearance: their actions run once the views are built (`appearanceModifiers`), nothing else to draw
        "onAppear", "task",
        // Events and gestures: nothing happens until someone interacts
        "onDisappear", "onLongPressGesture", "onChange", "onReceive", "onSubmit",
        "onDrag", "onDrop", "onHover", "onOpenURL",
        "onContinuousHover", "draggable", "dropDestination", "onMove", "onDelete", "onInsert", "refreshable",
        "onScrollGeometryChange", "onKeyPress", "onCommand", "focusable",
        "focused", "focusedValue", "focusedSceneValue", "focusSection", "defaultFocus", "userActivity",
        "handlesExternalEvents",
        "sensoryFeedback", "onScrollPhaseChange", "onScrollVisibilityChange", "scrollPosition", "scrollTargetLayout",
        // Presentation: alerts, dialogs and covers are not presented in a still frame (a presented sheet is)
        "fullScreenCover", "popover", "popoverTip", "alert", "actionSheet", "confirmationDialog", "fileImporter",
        "fileExporter",
        "photosPicker", "inspector", "contextMenu", "help", "keyboardShortcut",
        "interactiveDismissDisabled", "presentationBackground",
        "presentationCornerRadius", "presentationBackgroundInteraction", "presentationCompactAdaptation",
        // StoreKit's sheets, presented only when someone asks
        "refundRequestSheet", "offerCodeRedemption", "manageSubscriptionsSheet", "subscriptionStatusTask",
        "currentEntitlementTask", "storeProductTask", "storeProductsTask", "onInAppPurchaseCompletion",
        "onInAppPurchaseStart",
        // Animation and transitions: a still frame shows the end state
        "animation", "transition", "matchedGeometryEffect", "contentTransition", "transaction", "phaseAnimator",
        "keyframeAnimator", "symbolEffect", "symbolEffectsRemoved", "navigationTransition", "matchedTransitionSource",
        "geometryGroup",
        // Behaviour that does not change pixels
        "disabled", "allowsHitTesting", "contentShape", "buttonRepeatBehavior", "submitLabel", "textContentType",
        "keyboardType", "autocapitalization", "textInputAutocapitalization", "autocorrectionDisabled",
        "disableAutocorrection",
        "scrollDismissesKeyboard", "scrollDisabled", "scrollBounceBehavior", "scrollIndicators", "scrollClipDisabled",
        "scrollTargetBehavior", "defaultScrollAnchor", "privacySensitive", "labelsHidden",
        "deleteDisabled", "moveDisabled", "selectionDisabled", "typesettingLanguage", "speechAdjustedPitch",
        "statusBarHidden", "statusBar", "persistentSystemOverlays",
        "navigationBarHidden", "toolbarBackground", "toolbarColorScheme", "toolbarVisibility",
        "toolbarRole", "navigationSplitViewColumnWidth",
        "navigationSplitViewStyle", "listRowSeparatorTint", "listSectionSeparatorTint",
        "listItemTint", "swipeActions", "searchSuggestions",
        "searchScopes", "searchCompletion", "controlSize", "menuStyle", "menuIndicator", "pickerStyle",
        "datePickerStyle", "toggleStyle", "textFieldStyle", "progressViewStyle", "gaugeStyle", "indexViewStyle",
        "tabViewStyle", "listStyle", "formStyle", "labelStyle", "buttonStyle", "buttonBorderShape", "headerProminence",
        "groupBoxStyle", "disclosureGroupStyle",
        "dynamicTypeSize", "truncationMode",
        "baselineOffset", "textSelection", "flipsForRightToLeftLayoutDirection",
        "contentMargins", "listRowInsets", "listRowSpacing", "listSectionSpacing",
        "environment", "transformEnvironment", "navigationSubtitle",
        "scenePadding", "persistentSystemOverlays", "sensoryFeedback", "widgetURL", "widgetAccentable",
        "fontWidth",
        "hoverEffect", "menuOrder", "typeSelectEquivalent",
        "manageSubscriptionsSheet", "subscriptionStatusTask", "storeProductTask",
        // Live Activities: the system draws the banner's tint and the island's placement.
        "activityBackgroundTint", "activitySystemActionForegroundColor", "dynamicIsland", "keylineTint",
        // Chart settings drawn with Swift Charts' defaults (automatic scales, no selection, no overlay).
        "chartXScale", "chartYScale", "chartPlotStyle", "chartOverlay",
        "chartBackground", "chartForegroundStyleScale", "chartXSelection", "chartYAxisLabel", "chartXAxisLabel",
        "chartScrollableAxes", "chartXVisibleDomain", "chartSymbolScale", "chartAngleSelection",
    ]

    /// Built-in types whose members previewd reads as implicit members (`Edge.Set.top` is `.top`); a member of
    /// any other built-in type previewd does not model (`Bundle.main`, `UIDevice.current`) is opaque.
    static let symbolicTypes: Set<String> = [
        "UIUserInterfaceIdiom", "UIUserInterfaceStyle", "UIDeviceOrientation", "DispatchQoS", "DispatchQoS.QoSClass",
        "Edge", "Edge.Set", "Axis", "Axis.Set", "Alignment", "HorizontalAlignment", "VerticalAlignment", "UnitPoint",
        "ColorScheme", "DynamicTypeSize", "ContentSizeCategory", "TextAlignment", "ContentMode", "Font.Weight",
        "Font.Design", "Font.TextStyle", "Text.Case", "Visibility", "Animation", "RoundedCornerStyle", "ButtonRole",
        "ToolbarItemPlacement", "NavigationBarItem.TitleDisplayMode", "ToolbarTitleDisplayMode", "WidgetFamily",
        "WidgetRenderingMode", "String.CompareOptions", "NSString.CompareOptions", "CoordinateSpace", "CGLineCap",
        "CGLineJoin",
    ]

    /// Built-in type names known only through their members (`Edge.Set`, `UnitPoint`).
    static let extraTypeNames: Set<String> = [
        "UIKit", "AppKit", "Combine", "UIUserInterfaceIdiom", "UIUserInterfaceStyle", "UIDeviceOrientation",
        "DispatchQoS", "String.CompareOptions", "NSString", "NSString.CompareOptions", "NSTextCheckingResult",
        "UIWindowScene", "UIWindow", "UIScene", "CoordinateSpace", "UIFontDescriptor", "CGLineCap", "CGLineJoin",
        "DispatchQoS.QoSClass", "UITraitCollection",
        "Edge", "Axis", "Alignment", "HorizontalAlignment", "VerticalAlignment", "UnitPoint", "ColorScheme",
        "DynamicTypeSize", "ContentSizeCategory", "CGFloat", "Double", "Float", "Int", "String", "Bool", "Character",
        "EdgeInsets", "UIColor", "Array", "Dictionary", "Set", "Date", "UUID", "URL", "Calendar", "Locale",
        "TimeZone", "DateFormatter", "NumberFormatter", "Angle", "CGSize", "CGPoint", "CGRect", "Path", "GridItem",
        "Font", "Color", "ShapeStyle", "Gradient", "TextAlignment", "ContentMode", "Animation", "AnyView",
        "LocalizedStringKey", "AttributedString", "Binding", "State", "Optional", "Never", "Void", "Data",
        "JSONDecoder",
        "JSONEncoder", "UTF8", "Bundle", "ProcessInfo", "DispatchQueue", "Task", "Timer", "Image",
        "AnyShape", "Text", "SwiftUI", "Foundation", "ToolbarItemPlacement", "NavigationBarItem",
        "ToolbarTitleDisplayMode",
        "WidgetFamily", "WidgetRenderingMode", "Font.TextStyle",
    ]

    private static func index(_ constructs: [Construct]) -> [String: Construct] {
        var result: [String: Construct] = [:]
        for construct in constructs {
            if var existing = result[construct.name] {
                existing.overloads += construct.overloads
                result[construct.name] = existing
            } else {
                result[construct.name] = construct
            }
        }
        return result
    }
}

/// One construct of the vocabulary: its overloads, each a Swift signature and what a call of it means.
/// `@unchecked Sendable`: built once at start-up and never mutated; the closures capture nothing mutable.
struct Construct: @unchecked Sendable {
    struct Overload {
        var signature: Signature
        /// The signature as written and as syntax, which the semantic pass reads (`Vocabulary.typeFacts`).
        var text: String
        var clause: FunctionParameterClauseSyntax
        var lower: (inout Call) throws -> Value
    }

    var name: String
    var overloads: [Overload]

    /// A construct with one or more signatures sharing one meaning.
    init(_ name: String, _ signatures: [String], _ lower: @escaping (inout Call) throws -> Value) {
        self.name = name
        self.overloads = signatures.map { text in
            let clause = Signature.parameterClause(parsing: text)
            return Overload(signature: Signature(clause), text: text, clause: clause, lower: lower)
        }
    }

    init(_ name: String, _ signature: String, _ lower: @escaping (inout Call) throws -> Value) {
        self.init(name, [signature], lower)
    }
}

/// A call of a construct, bound to one of its signatures: typed access to the arguments by parameter name.
struct Call {
    let evaluator: Evaluator
    /// The construct's name (`frame`, `blur`), for diagnostics about its arguments.
    let construct: String
    let node: Syntax
    /// The receiver, for modifiers (the view being modified) and methods.
    var receiver: Value
    private let values: [String: Value]
    private let nodes: [String: Syntax]
    /// Names of the parameters the call passed explicitly (not defaults).
    let passed: Set<String>

    init(
        evaluator: Evaluator, construct: String, node: Syntax, receiver: Value, values: [String: Value],
        nodes: [String: Syntax],
        passed: Set<String>
    ) {
        self.evaluator = evaluator
        self.construct = construct
        self.node = node
        self.receiver = receiver
        self.values = values
        self.nodes = nodes
        self.passed = passed
    }

    subscript(_ name: String) -> Value { values[name] ?? .null }
    func has(_ name: String) -> Bool { passed.contains(name) }
    func node(_ name: String) -> Syntax { nodes[name] ?? node }
    func expression(_ name: String) -> ExprSyntax {
        node(name).as(ExprSyntax.self) ?? ExprSyntax(NilLiteralExprSyntax())
    }

    var receiverView: ViewNode {
        get throws { try evaluator.viewOrPlaceholder(receiver, at: node) }
    }

    func number(_ name: String) throws -> Double? {
        let value = self[name]
        if case .null = value { return nil }
        guard let number = Convert.number(value) else {
            throw EvaluationError("'\(node(name).trimmedDescription)' is not a number", at: node(name))
        }
        return number
    }

    func string(_ name: String) throws -> String? {
        let value = self[name]
        if case .null = value { return nil }
        return try evaluator.describe(value, at: node(name))
    }

    /// A text parameter SwiftUI takes as a `LocalizedStringKey` (a `Text`'s, a `Button`'s or a navigation title):
    /// a plain string literal is a key of the app's strings table, shown in the language of the environment's
    /// locale (`.environment(\.locale, …)`), else in the development language; a string variable, an
    /// interpolation, `verbatim:`, or a key no table has, shows as it is.
    /// A title key drawn as a label (`Button("Add \(Image(systemName: "plus"))")`): its text, or the line of text
    /// and images the key's interpolations made.
    func titleView(_ name: String) throws -> ViewNode {
        if case .view(let line) = self[name] { return line }
        return .text(try localizedText(name) ?? "")
    }

    func localizedText(_ name: String) throws -> String? {
        guard let text = try string(name) else { return nil }
        guard let literal = expression(name).as(StringLiteralExprSyntax.self),
            literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }),
            literal.parent?.as(LabeledExprSyntax.self)?.label?.text != "verbatim"
        else { return text }
        let bundle = evaluator.project.bundle
        if case .native(.locale(let identifier))? = evaluator.customEnvironment["locale"] {
            let language = String(identifier.prefix { $0 != "_" && $0 != "-" }).lowercased()
            if let translated = bundle.localizedString(text, table: nil, language: language) { return translated }
        }
        return bundle.localizedString(text, table: nil) ?? text
    }

    /// A Bool argument, or the value of a binding to one written `.constant(x)`.
    func bool(_ name: String) -> Bool? {
        if case .bool(let value) = Vocabulary.bindingValue(self[name]) { return value }
        return nil
    }

    /// A view argument or a view-builder closure, evaluated (failures become placeholders with a diagnostic).
    func view(_ name: String) throws -> ViewNode {
        let value = self[name]
        if case .null = value { return .empty }
        do {
            return try evaluator.viewOrPlaceholder(value, at: node(name))
        } catch let error as EvaluationError {
            evaluator.report(error.message, at: error.node)
            return .placeholder(label: error.message)
        }
    }

    /// A view builder's children, flattened.
    func children(_ name: String) throws -> [ViewNode] { ViewNode.flatten([try view(name)]) }

    func color(_ name: String) throws -> ColorValue? {
        let value = self[name]
        // An opaque value was reported where it was made; the colour is left out.
        if case .null = value { return nil }
        if case .opaque = value { return nil }
        guard let color = Convert.color(value, evaluator: evaluator) else {
            throw EvaluationError("'\(node(name).trimmedDescription)' is not a supported colour", at: node(name))
        }
        return color
    }

    func paint(_ name: String) throws -> Paint? {
        let value = self[name]
        if case .null = value { return nil }
        if case .opaque = value { return nil }
        guard let paint = Convert.paint(value, evaluator: evaluator) else {
            throw EvaluationError("'\(node(name).trimmedDescription)' is not a supported shape style", at: node(name))
        }
        return paint
    }

    func alignment(_ name: String) -> Alignment? { Convert.alignment(self[name]) }
    func horizontalAlignment(_ name: String) -> HorizontalAlignment? { Convert.horizontalAlignment(self[name]) }
    func verticalAlignment(_ name: String) -> VerticalAlignment? { Convert.verticalAlignment(self[name]) }
    func edges(_ name: String) -> EdgeSet? { Convert.edges(self[name]) }
    func unitPoint(_ name: String) -> UnitPoint? { Convert.unitPoint(self[name]) }

    func font(_ name: String) throws -> FontSpec? {
        let value = self[name]
        if case .null = value { return nil }
        if case .opaque = value { return nil }
        guard let font = try Convert.font(value, evaluator: evaluator, at: node(name)) else {
            throw EvaluationError("'\(node(name).trimmedDescription)' is not a supported font", at: node(name))
        }
        return font
    }

    /// A diagnostic at the construct's call.
    func report(_ message: String) { evaluator.report(message, at: node) }
}
