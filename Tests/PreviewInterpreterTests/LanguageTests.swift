import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// The Swift that view code is made of: names, extensions of SwiftUI's types, `#if`, value semantics,
/// patterns, loops, errors, closures and the standard library.
struct LanguageTests {
    /// Static members are visible unqualified inside their type, backtick names resolve, file-scope globals are
    /// found, and `_x = State(initialValue:)` in an initialiser sets `x`.
    @Test func namesAsSwiftResolvesThem() throws {
        let fixture = try InterpreterFixture([
            "Counter.swift": """
                import SwiftUI

                let appName = "Counter"
                private var launches = 3

                struct Counter: View {
                    @State private var count: Int
                    static let `default` = 5
                    static let step = 2
                    static var doubled: Int { `default` * step }

                    init(start: Int) {
                        _count = State(initialValue: start)
                    }

                    var body: some View {
                        Text("\\(appName) \\(count) \\(Counter.default) \\(Self.doubled) \\(launches)")
                    }
                }

                struct Counter_Previews: PreviewProvider {
                    static let sample = 7
                    static func make() -> Counter { Counter(start: sample) }
                    static var previews: some View {
                        make()
                    }
                }
                """
        ])
        #expect(try fixture.cleanDump("Counter_Previews.1") == #"Text "Counter 7 5 10 3""#)
    }

    /// `extension Color { static let brand }` adds to SwiftUI's `Color`; a project overload of `.padding` does not
    /// hide SwiftUI's.
    @Test func extensionsAddToBuiltinTypes() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    Color.brand
                    Color.clear
                    Color(hex: 0x336699)
                    Text("a").padding(vertical: 4, horizontal: 8)
                    Text("b").padding(2)
                    Text("\\([1, 2, 3].total)")
                }
                """,
            declarations: """
                extension Color {
                    static let brand = Color(red: 1, green: 0, blue: 0)
                    init(hex: Int) {
                        self.init(
                            red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
                            blue: Double(hex & 0xFF) / 255)
                    }
                }

                extension View {
                    func padding(vertical: CGFloat, horizontal: CGFloat) -> some View {
                        padding(.vertical, vertical).padding(.horizontal, horizontal)
                    }
                }

                extension Array where Element == Int {
                    var total: Int { reduce(0, +) }
                }
                """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=center spacing=default",
                    "  Rectangle fill #ff0000",
                    "  Rectangle fill clear",
                    "  Rectangle fill #336699",
                    "  padding 0,8,0,8",
                    "    padding 4,0,4,0",
                    "      Text \"a\"",
                    "  padding 2,2,2,2",
                    "    Text \"b\"",
                    "  Text \"6\""))
    }

    /// `#if` inside a body, a member list and a modifier chain takes the branch an iOS debug build compiles.
    @Test func conditionalCompilationTakesTheIOSDebugBranch() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    #if os(macOS)
                    Text("mac")
                    #elseif os(iOS)
                    Text(Platform.name)
                    #endif
                    #if DEBUG
                    Text("debug")
                    #endif
                    Text("chain")
                        #if os(iOS)
                        .padding(3)
                        #else
                        .padding(30)
                        #endif
                }
                """,
            declarations: """
                enum Platform {
                    #if os(iOS)
                    static let name = "iOS"
                    #else
                    static let name = "other"
                    #endif
                }
                """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=center spacing=default",
                    "  Text \"iOS\"",
                    "  Text \"debug\"",
                    "  padding 3,3,3,3",
                    "    Text \"chain\""))
    }

    /// A `PreviewProvider`'s views share the getter's local `let`s.
    @Test func providerViewsKeepTheirSharedLets() throws {
        let fixture = try InterpreterFixture([
            "Badge.swift": """
                import SwiftUI

                struct Badge: View {
                    let label: String
                    var body: some View { Text(label) }
                }

                struct Badge_Previews: PreviewProvider {
                    static var previews: some View {
                        let label = "shared"
                        Badge(label: label)
                        Badge(label: label + "!")
                    }
                }
                """
        ])
        #expect(try fixture.cleanDump("Badge_Previews.1") == #"Text "shared""#)
        #expect(try fixture.cleanDump("Badge_Previews.2") == #"Text "shared!""#)
    }

    /// Structs are values: a copy changed by a mutating method leaves the original alone; classes are shared.
    @Test func structsAreValuesAndClassesAreShared() throws {
        let fixture = try InterpreterFixture(
            body: """
                let first = Tally()
                var second = first
                second.add(3)
                let box = Box()
                let alias = box
                alias.items.append("x")
                return Text("\\(first.count) \\(second.count) \\(box.items.count)")
                """,
            declarations: """
                struct Tally {
                    var count = 0
                    mutating func add(_ n: Int) { count += n }
                }
                final class Box {
                    var items: [String] = []
                }
                """)
        #expect(try fixture.cleanDump() == #"Text "0 3 1""#)
    }

    /// Loops, optionals, tuples, closures, key paths, `do`/`catch`, `try?` and the collection methods view
    /// models use.
    @Test func everydaySwift() throws {
        let fixture = try InterpreterFixture(
            body: #"""
                var total = 0
                for (index, value) in [5, 6, 7].enumerated() where index > 0 {
                    total += value
                }
                var n = 0
                while n < 3 { n += 1 }
                let name: String? = nil
                let shown = name ?? "anon"
                let people = [Person(name: "b", age: 30), Person(name: "a", age: 20)]
                let names = people.sorted { $0.age < $1.age }.map(\.name).joined(separator: ",")
                let parsed = (try? parse("x")) ?? -1
                let result: String
                do {
                    result = try describe(2)
                } catch {
                    result = "failed"
                }
                return Text("\(total) \(n) \(shown) \(names) \(parsed) \(result) \(String(format: "%.1f", 2.25))")
                """#,
            declarations: """
                struct Person { let name: String; let age: Int }
                struct ParseError: Error {}
                func parse(_ text: String) throws -> Int {
                    guard let value = Int(text) else { throw ParseError() }
                    return value
                }
                func describe(_ n: Int) throws -> String {
                    if n > 1 { throw ParseError() }
                    return "ok"
                }
                """)
        let dump = try fixture.cleanDump()
        #expect(dump == #"Text "13 3 anon a,b -1 failed 2.2""#)
    }

    /// A project `Shape`, `ViewModifier` and `ButtonStyle` are evaluated through their protocol requirements.
    @Test func customShapesModifiersAndButtonStyles() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    Triangle().fill(Color.red)
                    Text("card").modifier(Card())
                    Button("Go") {}.buttonStyle(Pill())
                }
                """,
            declarations: """
                struct Triangle: Shape {
                    func path(in rect: CGRect) -> Path {
                        var path = Path()
                        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                        path.closeSubpath()
                        return path
                    }
                }
                struct Card: ViewModifier {
                    func body(content: Content) -> some View {
                        content.padding(4)
                    }
                }
                struct Pill: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label.padding(2).opacity(configuration.isPressed ? 0.5 : 1)
                    }
                }
                """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=center spacing=default",
                    "  Triangle fill red",
                    "  padding 4,4,4,4",
                    "    Text \"card\"",
                    "  tapTarget #0",
                    "    opacity 1",
                    "      padding 2,2,2,2",
                    "        Text \"Go\""))
    }

    /// A `ButtonStyle` or `ViewModifier` reads `@Environment` where it is applied, as a view does: `\.isEnabled`
    /// follows `.disabled(…)` and `\.colorScheme` the scheme around the button.
    @Test func stylesAndModifiersReadTheEnvironmentWhereTheyAreApplied() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    Button("On") {}.buttonStyle(Dimmable())
                    Button("Off") {}.buttonStyle(Dimmable()).disabled(true)
                    Text("scheme").modifier(SchemeBadge())
                }
                """,
            declarations: """
                struct Dimmable: ButtonStyle {
                    @Environment(\\.isEnabled) private var isEnabled
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label.opacity(isEnabled ? 1 : 0.25)
                    }
                }
                struct SchemeBadge: ViewModifier {
                    @Environment(\\.colorScheme) private var colorScheme
                    func body(content: Content) -> some View {
                        content.padding(colorScheme == .dark ? 8 : 2)
                    }
                }
                """)
        #expect(
            try fixture.cleanDump(colorScheme: .dark)
                == lines(
                    "VStack alignment=center spacing=default",
                    "  tapTarget #0",
                    "    opacity 1",
                    "      Text \"On\"",
                    "  tapTarget #1",
                    "    opacity 0.25",
                    "      Text \"Off\"",
                    "  padding 8,8,8,8",
                    "    Text \"scheme\""))
    }

    /// Values from frameworks previews cannot evaluate absorb member access and calls; the code around them
    /// keeps going and the preview is degraded, not failed.
    @Test func valuesFromOtherModulesAreOpaque() throws {
        let fixture = try InterpreterFixture(
            body: """
                let container = 1️⃣CKContainer(identifier: "iCloud.example")
                let database = container.privateCloudDatabase
                return VStack {
                    Text("title")
                    2️⃣KFImage(url: nil).resizable().frame(width: 40, height: 40)
                }
                """)
        let evaluation = try fixture.evaluate()
        #expect(
            evaluation.root.dump
                == lines(
                    "VStack alignment=center spacing=default",
                    "  Text \"title\"",
                    "  frame width=40 height=40 alignment=center/center",
                    "    Placeholder \"KFImage\""))
        #expect(evaluation.diagnostics.map { fixture.location(of: $0) } == [fixture["1️⃣"], fixture["2️⃣"]])
        #expect(evaluation.root.drawsOwnContent)
    }

    /// A `@Query` property reads as an empty array, as a fetch from an empty store does (its `isEmpty` is a
    /// Boolean, `+` joins it), with a diagnostic where it is declared: previews do not fetch from a data store.
    @Test func queriesReadAsEmptyArrays() throws {
        let fixture = try InterpreterFixture(
            body: "Shelf()",
            declarations: """
                struct Item { let name: String }

                struct Shelf: View {
                    1️⃣@Query(sort: \\Item.name) var items: [Item]
                    let extra = [Item(name: "spare")]

                    var body: some View {
                        if items.isEmpty {
                            Text("empty \\((items + extra).count)")
                        } else {
                            Text("full")
                        }
                    }
                }
                """)
        let evaluation = try fixture.evaluate()
        #expect(evaluation.root.dump == #"Text "empty 1""#)
        #expect(evaluation.diagnostics.map { fixture.location(of: $0) } == [fixture["1️⃣"]])
    }

    /// Inputs that used to crash the interpreter end in diagnostics: an error inside a multi-statement preview's
    /// `return`, a preview whose value is not a view, and an initialiser that delegates to itself forever.
    @Test(arguments: [
        ("let x = 1\nreturn Text(1️⃣missing.value)", "cannot find 'missing' in scope; its value is left out"),
        ("1️⃣Wrapper()", "expected a view but found a value of type 'Wrapper'; it is not drawn"),
        ("1️⃣Looping(title: \"a\")", "evaluation nested deeper than \(PreviewInterpreter.Budget().depth) levels"),
    ])
    func formerCrashesEndInDiagnostics(body: String, message: String) throws {
        let fixture = try InterpreterFixture(
            body: body,
            declarations: """
                struct Wrapper {}
                struct Looping: View {
                    let title: String
                    init(title: String) { self.init(title: title) }
                    var body: some View { Text(title) }
                }
                """)
        let evaluation = try fixture.evaluate()
        let diagnostic = try #require(evaluation.diagnostics.first)
        #expect(diagnostic.message == message)
    }

    /// Sample data that real projects generate: random numbers from a fixed seed (so frames are stable),
    /// localized strings, text concatenation, nested types of the enclosing type, Dynamic Type comparisons.
    @Test func sampleDataAsProjectsWriteIt() throws {
        let fixture = try InterpreterFixture(
            body: #"""
                let rolls = (0..<3).map { _ in Int.random(in: 1...6) }
                let sameAgain = Int.random(in: 1...6) == rolls[0]
                return VStack {
                    Text(
                        "\(rolls.allSatisfy { (1...6).contains($0) }) "
                            + "\(String(localized: "Hello", comment: "greeting"))")
                    Text("a") + Text("b")
                    Widget.Provider().make()
                    Text("\(DynamicTypeSize.accessibility2 >= .xxLarge)")
                }
                """#,
            declarations: """
                struct Widget {
                    struct Entry { let title: String }
                    struct Provider {
                        func make() -> Text { Text(Entry(title: "entry").title) }
                    }
                }
                struct Other {
                    struct Entry { let count: Int }
                }
                """)
        let first = try fixture.evaluate()
        let second = try fixture.evaluate()
        #expect(first.diagnostics.isEmpty, "\(first.diagnostics)")
        #expect(first.root.dump == second.root.dump, "random sample data must give the same frame every time")
        #expect(
            first.root.dump
                == lines(
                    "VStack alignment=center spacing=default",
                    "  Text \"true Hello\"",
                    "  Text \"ab\"",
                    "  Text \"entry\"",
                    "  Text \"true\""))
    }

    /// A call that cannot be evaluated is reported once and becomes an opaque value, so a model whose sample
    /// data uses something unsupported still gives its views a value.
    @Test func unsupportedCallsInSampleDataDoNotBlankTheView() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    Text(Sample.note.title)
                    Text("\\(Sample.note.words)")
                }
                """,
            declarations: """
                struct Note { let title: String; let words: Int }
                enum Sample {
                    static let note = Note(title: "Groceries", words: 1️⃣Data(count: 3).count)
                }
                """)
        let evaluation = try fixture.evaluate()
        #expect(
            evaluation.root.dump
                == lines("VStack alignment=center spacing=default", "  Text \"Groceries\"", "  Text \"‹count›\""))
        #expect(evaluation.diagnostics.map { fixture.location(of: $0) } == [fixture["1️⃣"]])
    }

    /// Values sample data is made of: locations, dates moved by seconds, sets, decimals.
    @Test func sampleDataValues() throws {
        let fixture = try InterpreterFixture(
            body: #"""
                let spot = CLLocation(latitude: 37.33, longitude: -122.01)
                let later = Date.now + 90
                let earlier = later - 30
                let tags = ["a", "b"].union(["b", "c"])
                let order = Order(total: Decimal(3) * 1.5)
                return Text("\(spot.coordinate.latitude) \(later > earlier) \(tags.count) \(order.total)")
                """#,
            declarations: "struct Order { let total: Decimal }")
        #expect(try fixture.cleanDump() == #"Text "37.33 true 3 4.5""#)
    }

    /// `reduce(into:)` with a mutating method on the accumulator, and a `Binding` parameter given a value.
    @Test func reduceIntoAndBindingParameters() throws {
        let fixture = try InterpreterFixture(
            body: #"""
                let total = [1, 2, 3].reduce(into: Tally.empty) { partial, n in partial.add(n) }
                return row(isOn: .constant(true), title: "\(total.count)") { Text("icon") }
                """#,
            declarations: """
                struct Tally {
                    var count = 0
                    static let empty = Tally()
                    mutating func add(_ n: Int) { count += n }
                }
                func row<V: View>(
                    isOn: Binding<Bool>, title: String, details: String = "", icon: () -> V
                ) -> some View {
                    HStack { icon(); Text(isOn.wrappedValue ? title : "off") }
                }
                """)
        #expect(
            try fixture.cleanDump()
                == lines("HStack alignment=center spacing=default", "  Text \"icon\"", "  Text \"6\""))
    }

    /// Several targets in one folder declare the same type names: each preview evaluates its own target's
    /// types, and a shared file's preview prefers the iOS one.
    @Test func sameNamedTypesOfSeveralTargetsStayApart() throws {
        let fixture = try InterpreterFixture([
            "App iOS/ContentView.swift": """
                import SwiftUI
                struct ContentView: View {
                    var body: some View { Text("iOS \\(Theme.name)") }
                }
                #Preview("iOS") { ContentView() }
                """,
            "App macOS/ContentView.swift": """
                import SwiftUI
                struct ContentView: View {
                    let columns: Int
                    var body: some View { Text("macOS \\(columns)") }
                }
                #Preview("macOS") { ContentView(columns: 3) }
                """,
            "Shared/Theme.swift": """
                import SwiftUI
                enum Theme { static let name = "shared" }
                #Preview("Shared") { ContentView() }
                """,
        ])
        #expect(try fixture.cleanDump("App iOS.ContentView.ios") == #"Text "iOS shared""#)
        #expect(try fixture.cleanDump("App macOS.ContentView.macos") == #"Text "macOS 3""#)
        #expect(try fixture.cleanDump("Theme.shared") == #"Text "iOS shared""#)
    }
}

/// A project's `extension View { func padding(_:_:) }` adds an overload; a call that does not fit it is SwiftUI's.
@Test func projectOverloadsDoNotHideSwiftUIModifiers() throws {
    let fixture = try InterpreterFixture(
        body: "Header().padding(.top, 20)",
        declarations: """
            struct Header: View { var body: some View { Text("h") } }
            extension View {
                func padding(_ horizontal: CGFloat, _ vertical: CGFloat) -> some View {
                    self.padding(.horizontal, horizontal).padding(.vertical, vertical)
                }
            }
            """)
    let evaluation = try fixture.evaluate()
    #expect(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
    #expect(evaluation.root.dump == lines("padding 20,0,0,0", "  Text \"h\""))
}

/// A computed property in `extension View` (`var erased: AnyView`, `var embedInNavigation: some View`) is read on any
/// view, as the extension's methods are called on one.
@Test func viewExtensionPropertiesAreReadOnViews() throws {
    let fixture = try InterpreterFixture(
        body: "VStack { Text(\"A\").erased; Text(\"B\").bordered.padding(2) }",
        declarations: """
            extension View {
                var erased: AnyView { AnyView(self) }
                var bordered: some View { self.border(Color.red) }
            }
            """)
    let evaluation = try fixture.evaluate()
    #expect(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
    let dump = try fixture.cleanDump()
    #expect(dump.contains("Text \"A\"") && dump.contains("Text \"B\"") && dump.contains("red"), "\(dump)")
}
