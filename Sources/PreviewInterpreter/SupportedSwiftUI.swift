import PreviewModel
import SwiftSyntax

/// `Documentation/SupportedSwiftUI.md`, rendered from the vocabulary and the prelude, so the page lists exactly the
/// signatures the interpreter binds calls to. `SupportedSwiftUIDocTests` keeps the checked-in page equal to it.
/// Everything is sorted by name, overloads in the order they are tried: the same registry gives the same page.
package enum SupportedSwiftUI {
    /// The whole page, Markdown, ending in one newline.
    package static func markdown() -> String {
        var page = Page()
        intro(&page)
        views(&page)
        composites(&page)
        modifiers(&page)
        inertModifiers(&page)
        values(&page)
        functions(&page)
        language(&page)
        gaps(&page)
        return page.text
    }

    // MARK: Families

    /// A titled group of constructs, from one family of the vocabulary.
    private struct Family {
        var title: String
        var names: [String]
    }

    /// The view families, in reading order; a name the registry has and no family lists lands in "Other views".
    private static var viewFamilies: [Family] {
        families(
            [
                ("Text", Vocabulary.textViews),
                ("Stacks, grids and `ForEach`", Vocabulary.stackViews),
                ("Shapes and gradients", Vocabulary.shapeViews + Vocabulary.meshGradientViews),
                ("Images", Vocabulary.imageViews),
                ("Controls", Vocabulary.controlViews),
                ("Navigation, lists, scroll views and other containers", Vocabulary.containerViews),
                (
                    "Live Activities (`attributes.previewContext(state, viewKind:)` draws the widget's own views)",
                    Vocabulary.liveActivityViews
                ),
                (
                    "Swift Charts (drawn with automatic scales, iOS's default axes, gridlines, legend and palette)",
                    Vocabulary.chartViews
                ),
            ], excluding: valueNames, registry: Vocabulary.initializers, other: "Other views")
    }

    /// Initialisers of values that are not views (`Color` is both: it is listed here, with the values).
    private static var valueNames: Set<String> {
        Set((Vocabulary.valueInitializers + Vocabulary.integerInitializers + FoundationCharacterSets.initializers
            + StringRegexes.initializers + Vocabulary.uikitAndFoundationInitializers + Vocabulary.meshPointValues
            + Vocabulary.strokeStyles)
            .map(\.name))
    }

    private static var modifierFamilies: [Family] {
        let imageNames = Set(Vocabulary.imageModifiers.map(\.name))
        return families([
            ("Layout", Vocabulary.layoutModifiers.filter { !imageNames.contains($0.name) }),
            ("Drawing and effects", Vocabulary.effectModifiers),
            ("Text, colour and environment", Vocabulary.textModifiers),
            ("Images", Vocabulary.imageModifiers),
            ("Swift Charts marks and charts", Vocabulary.chartModifiers),
        ], excluding: [], registry: Vocabulary.modifiers, other: "Other modifiers")
    }

    /// Families by name, each name in the first family that has it, plus the registry's names no family has.
    private static func families(
        _ sources: [(String, [Construct])], excluding excluded: Set<String>, registry: [String: Construct],
        other: String
    ) -> [Family] {
        var seen = excluded
        var result: [Family] = []
        for (title, constructs) in sources {
            let names = Set(constructs.map(\.name)).filter { registry[$0] != nil && !seen.contains($0) }
            seen.formUnion(names)
            if !names.isEmpty { result.append(Family(title: title, names: names.sorted())) }
        }
        let rest = Set(registry.keys).subtracting(seen)
        if !rest.isEmpty { result.append(Family(title: other, names: rest.sorted())) }
        return result
    }

    /// Modifiers evaluated before the view they modify, because they change what the code below them reads:
    /// `EnvironmentModifiers.setting`. Not "without effect", whatever `inertModifiers` says.
    private static let environmentSettingModifiers: Set<String> = [
        "environment", "environmentObject", "preferredColorScheme", "dynamicTypeSize", "labelStyle", "pickerStyle",
        "listStyle",
        "buttonStyle", "controlSize", "buttonBorderShape", "toggleStyle", "tabViewStyle", "containerShape",
        "previewContext",
        "scrollContentBackground", "labelsHidden", "listRowBackground", "listRowInsets", "headerProminence",
        "modelContainer", "modelContext",
    ]

    /// Modifiers in `inertModifiers` that do change the look in SwiftUI and are reported when a call asks for
    /// another look than the default one (`UndrawnModifiers`); listed under known gaps while they stay inert (one
    /// the vocabulary implements drops out of the list by itself).
    private static var drawnWithDefaults: [String] {
        let inert = Set(inertNames)
        return UndrawnModifiers.drawsDefault.keys.filter { inert.contains($0) }.sorted()
    }

    /// Inert modifiers that change the look only where previewd's frames do not show it.
    private static var drawnRightWhereTheyShow: [String] {
        let inert = Set(inertNames)
        return UndrawnModifiers.drawnRightWhereTheyShow.filter { inert.contains($0) }.sorted()
    }

    /// The types whose prelude extensions add modifiers, as `Evaluator.viewExtensionMethods` looks them up.
    private static let modifiedTypes = ["View", "Text", "Image", "Shape", "InsettableShape"]

    // MARK: Sections

    private static func intro(_ page: inout Page) {
        let viewCount = viewFamilies.reduce(0) { $0 + $1.names.count }
        let composites = preludeTypes.filter { $0.conformances.contains("View") }.count
        let modifierCount = Vocabulary.modifiers.count + preludeModifiers.count
        let inert = inertNames.count
        page.paragraph("# Supported SwiftUI")
        page.paragraph("""
            <!-- Generated from the vocabulary (Sources/PreviewInterpreter/SupportedSwiftUI.swift); do not edit. \
            Regenerate with: RECORD_SNAPSHOTS=1 swift test --filter SupportedSwiftUIDocTests -->
            """)
        page.paragraph("""
            previewd does not compile your project: it *interprets* the SwiftUI in it. This page lists what the \
            interpreter knows — \(viewCount) views, \(composites) composite views, \(modifierCount) modifiers, \
            \(inert) more modifiers accepted without effect on a still frame, and the values and functions of \
            SwiftUI, Foundation and the standard library that view code uses. It is generated from the same \
            registry the interpreter binds calls to, so every signature below is one a call can match, in the \
            order the overloads are tried.
            """)
        page.paragraph("What previewd does with the code it meets:")
        page.list([
            """
            **Supported** — everything on this page, and your own types built from it, drawn the way iOS 17 draws it \
            at rest. A preview that uses only supported code renders **clean**.
            """,
            """
            **Unsupported** — anything else. previewd reports a diagnostic (file, line and column; drawn in a banner \
            over the frame, logged and listed) and keeps going, so the rest of the preview still renders and the \
            preview counts as **degraded**:
              - an unknown **container** (a capitalised call with a trailing `{ … }` closure) draws its content \
            without itself: `'FancyCard' is not available in previews (it comes from a module previewd cannot \
            evaluate); its content is drawn without it`;
              - an unknown **modifier** is skipped: `modifier '.glassEffect' is not supported; drawn without it`;
              - an unknown **leaf view or type from another framework** (`KFImage(url:)`, `CKContainer(identifier:)`, \
            `MKMapItem`) becomes an *opaque value*: a labelled placeholder where a view is needed, and elsewhere a \
            value that absorbs member accesses and calls so the code around it keeps going: `'KFImage' is not \
            available in previews (it comes from a module previewd cannot evaluate); drawn as a placeholder`;
              - a known view called with arguments none of its signatures takes becomes a placeholder, and such a \
            modifier is skipped; the diagnostic lists the signatures it accepts.
            """,
            """
            A preview that draws nothing of its own — only placeholders, or nothing because its code stopped early or \
            ran out of its budget (see [Language](#language)) — is **failed**. Clean, degraded and failed are the \
            `status` that `previewd render` and the API report.
            """,
        ])
        page.paragraph("""
            Contents: [Views](#views) · [Composite views](#composite-views) · [Modifiers](#modifiers) · \
            [Modifiers accepted without effect](#modifiers-accepted-without-effect) · \
            [Values](#values-of-built-in-types) · [Functions](#functions) · [Language](#language) · \
            [Known gaps](#known-gaps)
            """)
    }

    private static func views(_ page: inout Page) {
        page.paragraph("## Views")
        page.paragraph("""
            Views made by calling their type. Signatures are SwiftUI's, written the way previewd binds them: \
            `Content`, `Label` and similar names are generic views, `Any` takes any value, a `Binding` parameter \
            (`isOn: Bool`, `text: String`) takes `$value` or `.constant(…)` and draws its current value. A `Color` is \
            a view too: its initialisers and named colours are under [Values](#values-of-built-in-types).
            """)
        for family in viewFamilies {
            page.paragraph("### \(family.title)")
            page.list(signatures(family.names, in: Vocabulary.initializers, prefix: ""))
        }
    }

    private static func composites(_ page: inout Page) {
        page.paragraph("## Composite views")
        page.paragraph("""
            These are written in SwiftUI itself, in previewd's bundled prelude \
            (`Sources/PreviewInterpreter/Prelude.swift`), and evaluated like your own views. Their initialisers:
            """)
        page.list(initializers(of: preludeTypes.filter { $0.conformances.contains("View") }))
        page.paragraph("Standard library types are written the same way:")
        page.list(initializers(of: preludeTypes.filter { !$0.conformances.contains("View") }))
    }

    private static func initializers(of types: [TypeDeclaration]) -> [String] {
        types.flatMap { type -> [String] in
            let initializers = type.initializers.map {
                "`\(type.name)\(flattened($0.signature.parameterClause.trimmedDescription))`"
            }
            return initializers.isEmpty ? ["`\(type.name)` (memberwise initialiser)"] : initializers
        }
    }

    private static func modifiers(_ page: inout Page) {
        page.paragraph("## Modifiers")
        page.paragraph("""
            View modifiers previewd evaluates. A modifier your project declares (`extension View { func card() … }`) \
            is used first when its labels fit; a custom `ViewModifier` works through `.modifier(_:)`, and a custom \
            `ButtonStyle`, `PrimitiveButtonStyle`, `LabelStyle`, `ToggleStyle`, `ProgressViewStyle`, `GaugeStyle`, \
            `GroupBoxStyle`, `DisclosureGroupStyle` or `TextFieldStyle` through its style modifier.
            """)
        for family in modifierFamilies {
            page.paragraph("### \(family.title)")
            page.list(signatures(family.names, in: Vocabulary.modifiers, prefix: "."))
        }
        if !preludeModifiers.isEmpty {
            page.paragraph("### Written in the prelude")
            page.list(preludeModifiers)
        }
        let settings = environmentSettingModifiers.sorted().map { "`.\($0)`" }.joined(separator: ", ")
        page.paragraph("""
            \(settings) change what the code *below* them reads — `@Environment` values, environment objects, the \
            colour scheme and Dynamic Type size — so the view they modify is evaluated inside the change. \
            `.environment(\\.colorScheme, …)`, `\\.dynamicTypeSize` and `\\.sizeCategory` change how it is drawn too; \
            other key paths set values your views read with `@Environment(\\.key)`.
            """)
    }

    /// `inertModifiers` without the ones the vocabulary or the environment settings give an effect.
    private static var inertNames: [String] {
        Vocabulary.inertModifiers.filter {
            Vocabulary.modifiers[$0] == nil && !environmentSettingModifiers.contains($0)
                && !Vocabulary.appearanceModifiers.contains($0)
        }.sorted()
    }

    private static func inertModifiers(_ page: inout Page) {
        page.paragraph("## Modifiers accepted without effect")
        page.paragraph("""
            A preview is a still frame, so most of these change nothing you could see in it: events and gestures do \
            nothing until someone interacts; sheets, alerts, popovers and other presentations are not \
            presented; animations and transitions show their end state; accessibility, focus, keyboard and preview \
            metadata do not change pixels. previewd accepts them silently, with any arguments: they do not make a \
            preview degraded. A few do change the look in SwiftUI and are drawn with the default look for now \
            (see [Known gaps](#known-gaps)).
            """)
        let appearance = Vocabulary.appearanceModifiers.sorted().map { "`.\($0)`" }.joined(separator: " and ")
        page.paragraph("""
            \(appearance) are not among them: a preview shows its views after they appeared, so their actions run \
            once the views are built (asynchronous work at once, to its end), and the views are built again from the \
            state the actions left; views that this state reveals appear in turn. What an action cannot evaluate is \
            reported, since the frame may not show what it would have left. A state that taps changed belongs to \
            views that appeared already: their actions do not run again. So does `.onPreferenceChange`: once the \
            views are built, each is given its views' preference value (combined by the key's `reduce`) when it \
            differs from the key's default, and the views are built again from the state it left, until the values \
            stay (four rounds at most, else the preview says so); `.onGeometryChange` likewise gives its action \
            the value it reads from the view's size as layout measured it, the first time too.
            """)
        let groups = Dictionary(grouping: inertNames) { $0.prefix(1).uppercased() }
        page.list(groups.keys.sorted().map { letter in
            "**\(letter)** " + groups[letter]!.map { "`.\($0)`" }.joined(separator: ", ")
        })
    }

    private static func values(_ page: inout Page) {
        page.paragraph("## Values of built-in types")
        page.paragraph("### Initialisers")
        page.paragraph(
            """
            Values made by calling their type: colours, numbers, strings, geometry, Foundation values, property \
            wrappers.
            """
        )
        page.list(
            signatures(
                valueNames.filter { Vocabulary.initializers[$0] != nil }.sorted(), in: Vocabulary.initializers,
                prefix: ""))

        page.paragraph("### Static members")
        page.paragraph("""
            `Type.member`, and the implicit `.member` wherever the type is expected (`.foregroundStyle(.red)`, \
            `.font(.title)`). Types with the same members share a line.
            """)
        var typesByMembers: [[String]: [String]] = [:]
        for (type, members) in Vocabulary.staticMembers {
            typesByMembers[members.keys.sorted(), default: []].append(type)
        }
        let rows = typesByMembers.map { members, types in (types: types.sorted(), members: members) }
        page.list(
            rows.sorted { $0.types.lexicographicallyPrecedes($1.types) }.map { row in
                row.types.map { "`\($0)`" }.joined(separator: ", ") + ": "
                    + row.members.map { "`\($0)`" }.joined(separator: ", ")
            })

        let functions = Vocabulary.staticFunctions.keys.sorted()
        page.paragraph("### Static functions")
        page.list(signatures(functions.filter { !$0.hasPrefix(".") }, in: Vocabulary.staticFunctions, prefix: ""))
        page.paragraph("""
            Implicit member functions, answered wherever a value of their kind is expected \
            (`.rotationEffect(.degrees(45))`, `.clipShape(.rect(cornerRadius: 8))`):
            """)
        page.list(signatures(functions.filter { $0.hasPrefix(".") }, in: Vocabulary.staticFunctions, prefix: ""))
    }

    private static func functions(_ page: inout Page) {
        page.paragraph("## Functions")
        page.paragraph("""
            Free functions of the standard library, Foundation and SwiftUI. Your project's own top-level functions are \
            evaluated too.
            """)
        var lines = signatures(Vocabulary.functions.keys.sorted(), in: Vocabulary.functions, prefix: "")
        for name in Prelude.index.functions.keys.sorted() {
            lines += Prelude.index.functions[name]!.map {
                "`\(name)\(flattened($0.0.signature.parameterClause.trimmedDescription))`"
            }
        }
        page.list(lines)
    }

    private static func language(_ page: inout Page) {
        let budget = PreviewInterpreter.Budget()
        page.paragraph("## Language")
        page.paragraph("The Swift that view code is written in, evaluated as Swift evaluates it:")
        page.list([
            """
            **Previews**: `#Preview { … }` and `#Preview("Name") { … }` (with traits), and `PreviewProvider` types \
            (each view of `previews` is a preview, named by `.previewDisplayName`).
            """,
            """
            **Declarations**: structs (value semantics), classes and actors (shared references), enums with raw \
            values, associated values and `allCases`, protocols (`is`, `as?`), extensions — also of SwiftUI's types \
            (`extension Color { static let brand = … }`, `extension View { func card() -> some View }`) — nested \
            types, types declared inside a function or a preview (a wrapper view holding `@State`), generics (type \
            arguments are erased), memberwise and explicit initialisers, stored, computed, `lazy` and static \
            properties, methods, top-level functions and globals.
            """,
            """
            **Types from context**, decided before evaluation as Swift's type checker decides them: an implicit member \
            (`.dark`, `.init(…)`, `.circle(radius: 2)`, the start of a chain such as `.compound.textPrimary` or \
            `.AppFont.bold.size(12)`) and an integer literal take the type of their context — a declared type, an \
            assignment, a `return`, the parameter an overload chosen by labels and argument types binds to (the \
            project's functions, methods, initialisers, memberwise initialisers and enum cases, SwiftUI's initialisers \
            and modifiers), the other operand of an operator, a typed collection — so `let ratio: Double = 3 / 2` is \
            1.5 and `.hourInDegree` beside a `Double` is `Double.hourInDegree`. Type aliases name what they alias; \
            `#available` answers as iOS 17.5, the release drawn.
            """,
            """
            **Protocols SwiftUI calls into**: your `View`s (`body`), `Shape`s (`path(in:)`), `ViewModifier`s \
            (`body(content:)`), `ButtonStyle`s (`makeBody(configuration:)`) and `EnvironmentKey`s (`defaultValue`).
            """,
            """
            **Property wrappers**: `@State` (with `State(initialValue:)` in an initialiser), `@Binding` (`$value`, \
            `.constant(…)`, `Binding(get:set:)`), `@StateObject`, `@ObservedObject`, `@EnvironmentObject` and \
            `@Environment(Model.self)` (from `.environmentObject(…)`/`.environment(…)` above the view), \
            `@Environment(\\.key)` for built-in keys (`\\.colorScheme`, `\\.dynamicTypeSize`, size classes, \
            `\\.locale`, …) and custom keys, `@AppStorage("key")` (what the preview stored under the key in its user \
            defaults, else the declared default). `@FocusState`, `@Namespace`, `@GestureState`, `@AppStorage`, \
            `@SceneStorage`, `@Query` and `@FetchRequest` are accepted and left out of memberwise initialisers, as \
            Swift does.
            """,
            """
            **SwiftData**: `ModelContainer(for: A.self, B.self, configurations: …)` and `(for: schema, \
            configurations: […])`, `ModelConfiguration` (`isStoredInMemoryOnly:`, `schema:`, a name, `for:`), \
            `Schema([…])`, `container.mainContext` and `ModelContext(container)` share one store per container, in \
            memory for one render: `insert(_:)` (with the models the inserted one holds), `delete(_:)`, `save()`, \
            `fetch(_:)` and `fetchCount(_:)` of a `FetchDescriptor<T>(predicate:sortBy:)` with `fetchLimit` and \
            `fetchOffset`. `#Predicate<T> { … }` runs its closure on each model. `.modelContainer(container)`, \
            `.modelContainer(for: T.self, inMemory: true)` and `.modelContext(context)` put the store in the \
            environment of the views below, where `@Environment(\\.modelContext)` reads it and `@Query` (`filter:`, \
            `sort:` with `order:`, `[SortDescriptor(…)]`, a `FetchDescriptor`, or `_items = Query(…)` in an \
            initialiser) fetches the same objects that were inserted. A container that stores on disk is reported (an \
            iOS preview also shows what the simulator's store holds), as is a `@Query` with no container above it \
            (it reads as empty). `@FetchRequest` (Core Data) reads as empty, with a diagnostic.
            """,
            """
            **Interactive mode** (a device's "interact" button): a tap runs the `Button` action or `.onTapGesture` it \
            lands on, flips the `Toggle` whose switch it lands on (`isOn: $value`) or steps a `Stepper` (`value: \
            $value` within its bounds, or `onIncrement`/`onDecrement`), and that device alone is sent \
            the frame after it. `@State` (and `@Previewable @State`) keeps its value per device, view by view, and \
            `@Binding`s passed as `$value` write through to it; an edit of the project starts every device afresh.
            """,
            """
            **Result builders**: `@ViewBuilder` bodies, parameters and stored closures, with `let`s, `if`/`else`, \
            `if let`, `switch` and `#if` inside.
            """,
            """
            **Statements and expressions**: `let`/`var`, `if`/`guard`/`switch` with patterns and `where` clauses, \
            `for`-`in`, `while`, `repeat`, `do`/`catch`/`throw`/`try?`, closures (trailing, `$0`), key paths, \
            optionals (`?.`, `??`, `!`), ranges (closed and half-open, of numbers, strings, dates and the project's \
            `Comparable` types), tuples, string interpolation and `String(format:)`, arithmetic and comparison (the \
            fixed-width integers and `Float` keep their type: `&+` wraps, overflow is reported where Swift traps), \
            `#colorLiteral` and `#imageLiteral`, and the everyday methods of strings, arrays, \
            dictionaries, numbers and dates (`map`, `filter`, `sorted`, `reduce`, `joined`, `formatted`, …). `async` \
            code runs to completion at once: a still frame needs the result, not the timing.
            """,
            """
            **`#if`** is decided as for an iOS simulator debug build, as Xcode's canvas builds: `os(iOS)`, `DEBUG`, \
            `targetEnvironment(simulator)` and `canImport` of Apple's iOS frameworks (`UIKit`, `SwiftData`, …) are \
            true; `os(macOS)`, `canImport(AppKit)` and other packages' modules are false.
            """,
            """
            **UIKit names in SwiftUI code**: `UIColor`/`NSColor` system colours with UIKit's light and dark values \
            (`.systemGroupedBackground`, `.secondaryLabel`, `.separator`, …; `UIColor.red` is UIKit's pure red), their \
            initialisers, `init(named:)` from the asset catalogs, dynamic colours (`UIColor { traits in … }`, asked \
            once light and once dark) and `withAlphaComponent`, through `Color(uiColor:)`, `Color(nsColor:)` and \
            `Color(_:)`; `UIFont` as the `Font` it stands for (`Font(UIFont.preferredFont(forTextStyle: .headline))`); \
            `UIImage(named:)`/`UIImage(systemName:)` in `Image(uiImage:)`, with its `size` in points, \
            `withRenderingMode(_:)` and `withTintColor(_:)`; `UIScreen.main` (`bounds`, `scale`) and \
            `UIDevice.current` (`userInterfaceIdiom`, `name`, `model`, `systemName`, `systemVersion` \
            \(UIKitDevice.systemVersion)) answer for the target being rendered, so an iPad target reads `.pad` and its \
            own bounds.
            """,
            """
            **Foundation's reference types as a still frame means them**: locks (`NSLock`, `NSRecursiveLock`, \
            `OSAllocatedUnfairLock` with its state) are always free; work sent to `DispatchQueue.main`, \
            `DispatchQueue(label:)` or `.global()` runs at once, in order (`sync` returns its result), and so does \
            `asyncAfter`: a frame shows the state at rest, after the delay. `Just`, `CurrentValueSubject` and \
            `PassthroughSubject` deliver to `sink` and `assign(to:on:)` synchronously through `map`, `filter`, \
            `compactMap`, `removeDuplicates`, `scan` and the scheduling operators (`receive(on:)`, `debounce`, … pass \
            values on); `Timer.scheduledTimer` and `Timer.publish(…).autoconnect()` never fire. \
            `NotificationCenter.default` delivers a post to block observers and `publisher(for:)` at once. \
            `UserDefaults.standard` and `UserDefaults(suiteName:)` live in memory for one render (`set`, the typed \
            getters, `register(defaults:)`), nothing read from or written to the disk. `ProcessInfo.processInfo` has \
            fixed values (`environment` holds only `XCODE_RUNNING_FOR_PREVIEWS=1`, as Xcode's canvas sets it; \
            `arguments` is empty; six processors; `isLowPowerModeEnabled` false). `FileManager` and `URLSession` \
            calls, and `Data(contentsOf:)`/`String(contentsOf:)` of anything but the project's own resources, are \
            refused with a diagnostic, never performed; `createDirectory` and `createFile` are skipped as if they \
            succeeded, since only reading the disk back (refused) could show they did not happen. \
            `CLLocationManager` is a preview process's: location services on, permission not asked for \
            (`.notDetermined`), no `location` or `heading`, its delegate never called; what an app sets on it is read \
            back, and the `kCLLocationAccuracy…` constants are CoreLocation's. A `URLRequest` is a value like any \
            other (its `url`, `httpMethod`, headers, `httpBody`, `timeoutInterval` and `cachePolicy`); only sending \
            it is refused.
            """,
            """
            **Foundation's values, run by Foundation**: format styles (`.dateTime.month().day()`, \
            `formatted(date:time:)`, `Date.FormatStyle(…)`, `.iso8601`, `.relative(presentation:)`, `.number` with \
            `precision`, `grouping`, `notation`, `rounded`, `sign`, `scale`, `.percent`, `.currency(code:)`, \
            `.byteCount`, `.list`, `Duration`'s `.time(pattern:)` and `.units(…)`), `DateFormatter`, \
            `ISO8601DateFormatter`, `NumberFormatter`, `ByteCountFormatter`, `String(format:)`, `Calendar` arithmetic \
            and ranges, `DateComponents`, `DateInterval`, `URL` and `URLComponents`, `Data`, `UUID(uuidString:)`, \
            `JSONEncoder` and `JSONDecoder` of `Codable` types, `CGRect` geometry (`integral`, `union`, \
            `intersection`, `insetBy`, `standardized`, …) and the C math library (`exp`, `log2`, `atan2`, `hypot`, …) \
            are computed by swift-corelibs-foundation itself, not imitated. Every render has the same clock and place: \
            "now" is 2026-01-15 09:41 UTC, the locale en_US and the time zone UTC (what `Calendar.current`, \
            `Locale.current` and a new formatter start with), so a frame is the same on every machine and at every \
            hour; code that names a locale, time zone or calendar gets that one. A relative date (`.relative(…)`, \
            `Text(date, style: .relative)`, `.timer`, `.offset`) is relative to that "now".
            """,
            """
            **swift-algorithms** (`import Algorithms`), without its sources checked out: `keyed(by:)` (also \
            `resolvingConflictsWith:`), `grouped(by:)`, `uniqued()`, `uniqued(on:)`, `adjacentPairs()`, \
            `compacted()`, `firstNonNil(_:)`, `striding(by:)`, `chunks(ofCount:)`, `chunked(by:)`, `chunked(on:)`, \
            `windows(ofCount:)`, `combinations(ofCount:)` and (on arrays) `indexed()` give the package's elements \
            in its order, as arrays where the package returns lazy collections; a method of the same name the \
            project declares wins.
            """,
            """
            **Assets**: `Color("Name")` and `Image("Name")` come from the project's asset catalogs (with dark variants \
            and scales), and an `AccentColor` colour set is the default tint of controls and links and what \
            `Color.accentColor` draws; `Image(systemName:)` draws about 650 common SF Symbol names, outline and \
            `.fill` variants, from the open Material icon fonts. A missing colour is gray, a missing image a box and a \
            symbol name without a glyph a dashed square, each with a diagnostic.
            """,
            """
            **Budgets**: each preview evaluates at most \(grouped(budget.steps)) expressions and statements, nests at \
            most \(grouped(budget.depth)) calls deep, uses at most \
            \(seconds(PreviewInterpreter.Budget.releaseSeconds)) of processor time \
            (\(seconds(PreviewInterpreter.Budget.debugSeconds)) in a debug build), makes collections and strings of at \
            most \(grouped(budget.elements)) elements, and a `ForEach` draws at most \
            \(grouped(Vocabulary.maximumForEachCount)) elements. A sample-data model that a zero-argument \
            initialiser makes (`FoodTruckModel()`), made once and shared by every preview, has a budget of its own, \
            \(PreviewInterpreter.Budget.sharedInitializerScale) times a preview's steps and processor time, not \
            counted against the preview that makes it first. `while true {}` or runaway recursion ends in a \
            diagnostic, not a hang. Nothing evaluated touches files or the network.
            """,
        ])
    }

    private static func gaps(_ page: inout Page) {
        page.paragraph("## Known gaps")
        page.list([
            """
            **A still frame.** Outside interactive mode buttons' actions and gestures do not run; timers, animations, \
            drags, long presses and text entry never do; `TabView` shows its first tab above its tab bar, \
            `NavigationSplitView` its sidebar, `Menu` its label, `Picker` its title and a chevron (not the current \
            choice), `DisclosureGroup` what `isExpanded` says, `AsyncImage` its placeholder (nothing is loaded from \
            the network).
            """,
            """
            **Approximations.** `GeometryReader` reports an iPhone-sized proxy (393 × 759 points) whatever the target; \
            `Grid` lays out its rows as stacks, without aligning columns across rows; custom fonts keep their size but \
            are drawn in the system font (Inter, and Inter Display from 20 points, tracked by Apple's published table \
            for San Francisco), as are the rounded and serif designs; text painted with a gradient takes its first \
            colour; the colour filters (`.grayscale`, `.saturation`, `.brightness`, `.contrast`, `.hueRotation`, \
            `.colorMultiply`, `.colorInvert`, `.luminanceToAlpha`) filter the view's rendered layer with SVG's colour \
            matrices over sRGB components; `.blendMode` composites the view's layer onto what lies beneath it (or \
            onto the nearest `.compositingGroup()` or `.drawingGroup()`) with the PDF blend operators Core Graphics \
            also uses, in sRGB; disabled controls other than buttons are dimmed to half their opacity with their \
            labels in the tertiary label grey.
            """,
            """
            **Accepted but not drawn yet, with a diagnostic.** `.trim` of a shape other than a circle or an ellipse \
            draws the whole shape; \
            `.rotation3DEffect` out of the screen's plane in perspective draws its content unturned (half turns \
            about the x or y axis are drawn as mirror images, turns about the z axis as rotations, and turns without \
            perspective as their flat projection); a project's own `Layout` is not evaluated; platform images other \
            than `UIImage(named:)` and `UIImage(systemName:)` (`Image(uiImage:)` of decoded data, `Image(cgImage:)`) \
            are drawn as a box. `.zIndex` orders the children of a `ZStack`; elsewhere views are drawn in the order \
            written.
            """,
            """
            **Drawn with the default look.** These accepted modifiers change the look in SwiftUI but not yet in \
            previewd; a call that asks for another look than the default is reported: \
            \(drawnWithDefaults.map { "`.\($0)`" }.joined(separator: ", ")). These change only text too long for \
            its space, or nothing on an iPhone or iPad, and are not reported: \
            \(drawnRightWhereTheyShow.map { "`.\($0)`" }.joined(separator: ", ")).
            """,
            """
            **Not evaluated.** Types declared inside functions, macros other than `#Preview` and the literals above, \
            and code from other modules or packages the project does not contain (see *Degraded* above). A standard \
            library method previewd does not know is reported by name: `method 'x' of 'String' is not supported`.
            """,
        ])
    }

    // MARK: Formatting

    /// One list item per overload, `prefix + name + signature` in a code span, names sorted.
    private static func signatures(_ names: [String], in registry: [String: Construct], prefix: String) -> [String] {
        names.flatMap { name in
            (registry[name]?.overloads ?? []).map { "`\(prefix)\(name)\($0.text)`" }
        }
    }

    /// The prelude's own types (not its extensions, nor its underscored helpers), sorted.
    private static var preludeTypes: [TypeDeclaration] {
        Prelude.index.types.values.filter { $0.kind != .extension && $0.parent == nil && !$0.name.hasPrefix("_") }
            .sorted { $0.name < $1.name }
    }

    /// Modifiers the prelude adds in `extension View { … }` and the like, sorted.
    private static var preludeModifiers: [String] {
        var lines: [String] = []
        for typeName in modifiedTypes {
            guard let type = Prelude.index[type: typeName] else { continue }
            for name in type.overloads.keys.sorted() {
                lines += type.overloads[name]!.map {
                    "`.\(name)\(flattened($0.signature.parameterClause.trimmedDescription))`"
                }
            }
        }
        return lines.sorted()
    }

    /// Source text on one line, runs of whitespace as one space.
    /// `text` on one line: a parameter list written over several lines reads as if written on one.
    private static func flattened(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
            .replacing("( ", with: "(").replacing(" )", with: ")")
    }

    /// `400000` as `400,000`.
    private static func grouped(_ number: Int) -> String {
        let digits = String(number)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return result
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) second\(value == 1 ? "" : "s")" : "\(value) seconds"
    }

    /// Markdown blocks separated by one blank line.
    private struct Page {
        private var blocks: [String] = []

        mutating func paragraph(_ text: String) { blocks.append(text) }

        mutating func list(_ items: [String]) {
            guard !items.isEmpty else { return }
            blocks.append(items.map { "- " + $0 }.joined(separator: "\n"))
        }

        var text: String { blocks.joined(separator: "\n\n") + "\n" }
    }
}
