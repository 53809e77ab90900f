import Foundation
import PreviewInterpreter
import PreviewModel
import PreviewTestSupport
import PreviewViews
import Synchronization
import Testing

/// A sample-data model made by a zero-argument initialiser is made once and copied into every evaluation that
/// makes it in the same state, across previews and versions of the project, until a file it read changes.
@Suite struct SharedInitializersTests {
    static let files = [
        "Model.swift": """
            import SwiftUI

            class Store {
                var items: [String] = []
                var count = 0
                init() {
                    for number in 1...3 { items.append("Item \\(number)") }
                    count = items.count
                }
            }
            """,
        "First.swift": """
            import SwiftUI

            #Preview("First") {
                let store = Store()
                store.count += 10
                return Text("first \\(store.count) \\(store.items.last!)")
            }
            """,
        "Second.swift": """
            import SwiftUI

            #Preview("Second") {
                Text("second \\(Store().count)")
            }
            """,
    ]

    /// A model whose initialiser never returns, and what a preview on a 0.05 s budget that makes it reports.
    static let spinner = """
        struct Spinner {
            init() {
                while true {}
            }
        }
        """
    static let spinnerStop =
        "'Spinner()' did not finish within the budget of an initialiser made once and shared by every preview "
        + "(10 times a preview's): evaluation took longer than 0.5 s"

    /// The text of `name`'s preview in `project`, evaluated with `shared`, and the files it touched.
    static func evaluate(
        _ name: String, in project: Project, _ shared: SharedInitializers,
        budget: PreviewInterpreter.Budget = PreviewInterpreter.Budget()
    ) throws -> (dump: String, touched: Set<String>) {
        let preview = try #require(project.previews.first { $0.name == name })
        let evaluation = PreviewInterpreter(project: project, budget: budget, sharedInitializers: shared)
            .evaluate(preview, environment: EnvironmentValues())
        #expect(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
        return (evaluation.root.dump, evaluation.touchedFiles)
    }

    @Test func everyPreviewGetsItsOwnCopyOfOneInstance() throws {
        let folder = try ProjectFolder(Self.files)
        let project = try folder.load()
        let shared = SharedInitializers()
        let first = try Self.evaluate("First", in: project, shared)
        let second = try Self.evaluate("Second", in: project, shared)
        let again = try Self.evaluate("First", in: project, shared)
        #expect(shared.instancesReused == 2)
        // The first preview's change to its store reached neither the second preview nor its own next evaluation.
        #expect(first.dump.contains("\"first 13 Item 3\""), "\(first.dump)")
        #expect(second.dump.contains("\"second 3\""), "\(second.dump)")
        #expect(again.dump == first.dump)
        // A reused instance still makes the preview depend on the model's file.
        #expect(second.touched.contains("Model.swift"))
    }

    /// Foundation values a sample model holds (a delivery's distance, a time slot, a highlighted range) are values
    /// like any other: the model is still made once and shared.
    @Test func aModelHoldingFoundationValuesIsShared() throws {
        let folder = try ProjectFolder([
            "Orders.swift": """
                import Foundation

                struct Order {
                    var distance: Measurement<UnitLength>
                    var wait: Duration
                    var highlight: NSRange
                }

                class Orders {
                    var all: [Order] = []
                    init() {
                        for number in 1...3 {
                            all.append(Order(
                                distance: Measurement(value: Double(number), unit: .kilometers),
                                wait: .seconds(number * 60), highlight: NSRange(location: number, length: 2)))
                        }
                    }
                }
                """,
            "Views.swift": """
                import SwiftUI

                #Preview("Distance") {
                    Text("\\(Orders().all[2].distance.converted(to: .meters).value)")
                }
                #Preview("Range") {
                    Text("\\(Orders().all[1].highlight.location) \\(Orders().all.count)")
                }
                """,
        ])
        let project = try folder.load()
        let shared = SharedInitializers()
        let distance = try Self.evaluate("Distance", in: project, shared)
        let range = try Self.evaluate("Range", in: project, shared)
        #expect(distance.dump.contains("\"3000.0\""), "\(distance.dump)")
        #expect(range.dump.contains("\"2 3\""), "\(range.dump)")
        #expect(shared.instancesReused == 2)
    }

    /// A folder of several apps, each declaring its own `ContentView`: each app's preview gets its own app's view,
    /// never the one another app's preview made first.
    @Test func sameNamedTypesOfDifferentAppsAreSharedApart() throws {
        let folder = try ProjectFolder([
            "Maps/Maps/ContentView.swift": """
                import SwiftUI
                struct ContentView: View {
                    let title = "maps"
                    var body: some View { Text(title) }
                }
                #Preview("Maps") { ContentView() }
                """,
            "Photos/Photos/ContentView.swift": """
                import SwiftUI
                struct ContentView: View {
                    let title = "photos"
                    var body: some View { Text(title) }
                }
                #Preview("Photos") { ContentView() }
                """,
        ])
        let project = try folder.load()
        let shared = SharedInitializers()
        let photos = try Self.evaluate("Photos", in: project, shared)
        let maps = try Self.evaluate("Maps", in: project, shared)
        #expect(photos.dump.contains("\"photos\""), "\(photos.dump)")
        #expect(maps.dump.contains("\"maps\""), "\(maps.dump)")
    }

    @Test func anEditOfTheModelsFileMakesItAgainAndAnEditOfAViewDoesNot() throws {
        let folder = try ProjectFolder(Self.files)
        var project = try folder.load()
        let shared = SharedInitializers()
        _ = try Self.evaluate("First", in: project, shared)

        try folder.write("Second.swift", Self.files["Second.swift"]!.replacingOccurrences(of: "second", with: "other"))
        let applied1 = project.apply(changedPaths: ["Second.swift"])
        #expect(applied1)
        let afterViewEdit = try Self.evaluate("Second", in: project, shared)
        #expect(shared.instancesReused == 1)
        #expect(afterViewEdit.dump.contains("\"other 3\""), "\(afterViewEdit.dump)")

        try folder.write("Model.swift", Self.files["Model.swift"]!.replacingOccurrences(of: "1...3", with: "1...5"))
        let applied2 = project.apply(changedPaths: ["Model.swift"])
        #expect(applied2)
        let afterModelEdit = try Self.evaluate("Second", in: project, shared)
        #expect(shared.instancesReused == 1)
        #expect(afterModelEdit.dump.contains("\"other 5\""), "\(afterModelEdit.dump)")
    }

    @Test func aNewFileMakesItAgain() throws {
        // A file added can declare what a name in the initialiser resolves to.
        let folder = try ProjectFolder(Self.files)
        var project = try folder.load()
        let shared = SharedInitializers()
        _ = try Self.evaluate("Second", in: project, shared)
        try folder.write("Extra.swift", "let unrelated = 1\n")
        let applied3 = project.apply(changedPaths: ["Extra.swift"])
        #expect(applied3)
        _ = try Self.evaluate("Second", in: project, shared)
        #expect(shared.instancesReused == 0)
    }

    @Test func anEditOfAJSONResourceTheModelDecodedMakesItAgain() throws {
        let folder = try ProjectFolder([
            "Resources/names.json": #"["Ada", "Grace"]"#,
            "Model.swift": """
                import Foundation

                struct Names {
                    var all: [String]
                    init() {
                        let url = Bundle.main.url(forResource: "names.json", withExtension: nil)!
                        all = try! JSONDecoder().decode([String].self, from: Data(contentsOf: url))
                    }
                }
                """,
            "Preview.swift": """
                import SwiftUI

                #Preview("Names") { Text(Names().all.joined(separator: ", ")) }
                """,
        ])
        var project = try folder.load()
        let shared = SharedInitializers()
        #expect(try Self.evaluate("Names", in: project, shared).dump.contains("\"Ada, Grace\""))
        try folder.write("Resources/names.json", #"["Ada", "Grace", "Edsger"]"#)
        let applied4 = project.apply(changedPaths: ["Resources/names.json"])
        #expect(applied4)
        let edited = try Self.evaluate("Names", in: project, shared)
        #expect(edited.dump.contains("\"Ada, Grace, Edsger\""), "\(edited.dump)")
        #expect(shared.instancesReused == 0)
        #expect(edited.touched.contains("Resources/names.json"))
    }

    @Test func staticsAndUUIDsAnInitialiserChangedAreCarriedWithItsInstance() throws {
        // The second `Ticket()` runs after the first changed a static, so it is made anew; the first, reused in the
        // next evaluation, leaves the static and the UUID counter as making it would.
        let folder = try ProjectFolder([
            "Ticket.swift": """
                import Foundation

                struct Ticket {
                    static var issued = 0
                    let number: Int
                    let id = UUID()
                    init() {
                        Ticket.issued += 1
                        number = Ticket.issued
                    }
                }
                """,
            "Preview.swift": """
                import SwiftUI

                #Preview("Tickets") {
                    let first = Ticket()
                    let second = Ticket()
                    return Text("\\(first.number) \\(second.number) \\(second.id.uuidString.suffix(2))")
                }
                """,
        ])
        let project = try folder.load()
        let shared = SharedInitializers()
        let made = try Self.evaluate("Tickets", in: project, shared)
        let reused = try Self.evaluate("Tickets", in: project, shared)
        #expect(made.dump.contains("\"1 2 02\""), "\(made.dump)")
        #expect(reused.dump == made.dump)
        #expect(shared.instancesReused == 1)
    }

    @Test func aModelMadeOnceHasABudgetOfItsOwnWhicheverPreviewMakesItFirst() throws {
        // The model's loop takes more steps than a preview may, and each preview then takes steps of its own: both
        // fit, the first as well as the one that gets a copy, since the model's steps are not the preview's.
        let folder = try ProjectFolder([
            "Model.swift": """
                import SwiftUI

                struct Orders {
                    var total = 0
                    init() {
                        for number in 0..<500 { total += number }
                    }
                }
                """,
            "Previews.swift": """
                import SwiftUI

                #Preview("First") {
                    let orders = Orders()
                    var shown = 0
                    for number in 0..<50 { shown += number }
                    return Text("first \\(orders.total) \\(shown)")
                }

                #Preview("Second") {
                    Text("second \\(Orders().total)")
                }
                """,
        ])
        let project = try folder.load()
        let shared = SharedInitializers()
        let budget = PreviewInterpreter.Budget(steps: 600, seconds: 120)
        let first = try Self.evaluate("First", in: project, shared, budget: budget)
        let second = try Self.evaluate("Second", in: project, shared, budget: budget)
        #expect(first.dump.contains("\"first 124750 1225\""), "\(first.dump)")
        #expect(second.dump.contains("\"second 124750\""), "\(second.dump)")
        #expect(shared.instancesReused == 1)
    }

    @Test func aRunawayInitialiserStopsEveryPreviewThatMakesItWithOneDiagnostic() throws {
        let folder = try ProjectFolder([
            "Model.swift": "import SwiftUI\n\n" + Self.spinner,
            "Previews.swift": """
                import SwiftUI

                #Preview("First") { Text("\\(Spinner())") }

                #Preview("Second") { Text("\\(Spinner())") }
                """,
        ])
        let project = try folder.load()
        let shared = SharedInitializers()
        let budget = PreviewInterpreter.Budget(steps: .max, seconds: 0.05)
        for name in ["First", "Second"] {
            let preview = try #require(project.previews.first { $0.name == name })
            let clock = ContinuousClock()
            let start = clock.now
            let evaluation = PreviewInterpreter(project: project, budget: budget, sharedInitializers: shared)
                .evaluate(preview, environment: EnvironmentValues())
            let elapsed = clock.now - start
            #expect(evaluation.diagnostics.map(\.message) == [Self.spinnerStop])
            #expect(evaluation.diagnostics.map(\.file) == ["Model.swift"])
            #expect(evaluation.touchedFiles.contains("Model.swift"))
            guard case .placeholder = evaluation.root else {
                Issue.record("expected a placeholder root, got \(evaluation.root.dump)")
                continue
            }
            // The second preview gets the first one's stop without running the initialiser's budget out again.
            if name == "Second" { #expect(elapsed < .milliseconds(500), "\(elapsed)") }
        }
        #expect(shared.instancesReused == 1)
    }

    /// A model whose initialiser makes another shared model that runs out of its budget reports that model's stop
    /// alone, not wrapped in a second "did not finish" for the outer one.
    @Test func aStopInANestedSharedInitialiserIsReportedAsItsOwn() throws {
        let folder = try ProjectFolder([
            "Model.swift": Self.spinner + """

                struct Store {
                    var spinner: Spinner
                    init() {
                        spinner = Spinner()
                    }
                }
                """,
            "Previews.swift": """
                import SwiftUI

                #Preview("Store") { Text("\\(Store())") }
                """,
        ])
        let project = try folder.load()
        let preview = try #require(project.previews.first)
        let evaluation = PreviewInterpreter(
            project: project, budget: PreviewInterpreter.Budget(steps: .max, seconds: 0.05),
            sharedInitializers: SharedInitializers()
        ).evaluate(preview, environment: EnvironmentValues())
        #expect(evaluation.diagnostics.map(\.message) == [Self.spinnerStop])
    }

    /// Two previews evaluated at the same time on two threads (two render workers) that both need the model make
    /// it once: the second waits for the first one's instance and gets a copy.
    @Test func previewsEvaluatedAtOnceMakeTheModelOnce() throws {
        let folder = try ProjectFolder([
            "Model.swift": """
                import SwiftUI

                struct Orders {
                    var total = 0
                    init() {
                        for number in 0..<30000 { total += number % 7 }
                    }
                }
                """,
            "Previews.swift": """
                import SwiftUI

                #Preview("First") { Text("first \\(Orders().total)") }

                #Preview("Second") { Text("second \\(Orders().total)") }
                """,
        ])
        let project = try folder.load()
        let shared = SharedInitializers()
        let dumps = Mutex<[String: String]>([:])
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let name = ["First", "Second"][index]
            guard let preview = project.previews.first(where: { $0.name == name }) else { return }
            let evaluation = PreviewInterpreter(project: project, sharedInitializers: shared)
                .evaluate(preview, environment: EnvironmentValues())
            dumps.withLock { $0[name] = evaluation.root.dump }
        }
        let made = dumps.withLock { $0 }
        #expect(made["First"]?.contains("\"first 89995\"") == true, "\(made)")
        #expect(made["Second"]?.contains("\"second 89995\"") == true, "\(made)")
        #expect(shared.instancesReused == 1)
    }

    /// Two models whose initialisers make each other (endless in Swift too), made at once by two previews: neither
    /// evaluation waits for the other, which would wait for it in turn; both stop at the nesting budget.
    @Test func modelsMadeAtOnceThatMakeEachOtherDoNotWaitForEachOther() throws {
        let folder = try ProjectFolder([
            "Model.swift": """
                import SwiftUI

                final class Left {
                    var right: Right?
                    init() {
                        var spins = 0
                        for number in 0..<3000 { spins += number }
                        right = Right()
                    }
                }

                final class Right {
                    var left: Left?
                    init() {
                        var spins = 0
                        for number in 0..<3000 { spins += number }
                        left = Left()
                    }
                }
                """,
            "Previews.swift": """
                import SwiftUI

                #Preview("Left") { Text("\\(Left().right == nil)") }

                #Preview("Right") { Text("\\(Right().left == nil)") }
                """,
        ])
        let project = try folder.load()
        let shared = SharedInitializers()
        // Waiting for each other would last the shared budget's wall-clock time: 10 s, ten times for sharing, ten
        // times on the wall clock.
        let budget = PreviewInterpreter.Budget(steps: .max, depth: 200, seconds: 10)
        let stops = Mutex<[String: [String]]>([:])
        let clock = ContinuousClock()
        let start = clock.now
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            let name = ["Left", "Right"][index]
            guard let preview = project.previews.first(where: { $0.name == name }) else { return }
            let evaluation = PreviewInterpreter(project: project, budget: budget, sharedInitializers: shared)
                .evaluate(preview, environment: EnvironmentValues())
            stops.withLock { $0[name] = evaluation.diagnostics.map(\.message) }
        }
        let elapsed = clock.now - start
        let messages = stops.withLock { $0 }
        for name in ["Left", "Right"] {
            #expect(messages[name]?.contains { $0.contains("nested deeper than 200 levels") } == true, "\(messages)")
        }
        #expect(elapsed < .seconds(200), "\(elapsed)")
    }

    @Test func thePreviewKeepsItsOwnBudgetAfterMakingTheModel() throws {
        // The model's budget ends with the model: the preview's own endless loop stops at the preview's budget.
        let folder = try ProjectFolder([
            "Model.swift": """
                import SwiftUI

                struct Orders {
                    var total = 0
                    init() {
                        for number in 0..<50 { total += number }
                    }
                }
                """,
            "Previews.swift": """
                import SwiftUI

                #Preview("Endless") {
                    let orders = Orders()
                    var spins = orders.total
                    while true { spins += 1 }
                    return Text("never \\(spins)")
                }
                """,
        ])
        let project = try folder.load()
        let preview = try #require(project.previews.first)
        let evaluation = PreviewInterpreter(
            project: project, budget: PreviewInterpreter.Budget(steps: .max, seconds: 0.05),
            sharedInitializers: SharedInitializers()
        ).evaluate(preview, environment: EnvironmentValues())
        #expect(evaluation.diagnostics.map(\.message) == ["evaluation took longer than 0.05 s"])
        #expect(evaluation.diagnostics.map(\.file) == ["Previews.swift"])
    }
}
