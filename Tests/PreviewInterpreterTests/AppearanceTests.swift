import Foundation
import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// A preview shows its views after they appeared: the `.onAppear` and `.task` actions SwiftUI runs then have run,
/// once per view, and what they left is drawn.
@Suite struct AppearanceTests {
    @Test func onAppearChangesTheStateTheFrameShows() throws {
        let fixture = try InterpreterFixture(
            body: "Greeting()",
            declarations: """
                struct Greeting: View {
                    @State private var title = "Waiting"
                    var body: some View {
                        Text(title).onAppear { title = "Hello" }
                    }
                }
                """)
        let evaluation = try fixture.evaluate()
        #expect(evaluation.root.dump.contains("\"Hello\""), "\(evaluation.root.dump)")
        #expect(!evaluation.root.dump.contains("\"Waiting\""))
        #expect(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
    }

    @Test func viewsTheLoadedStateCannotBuildInTimeAreDrawnAsBeforeTheTask() throws {
        let fixture = try InterpreterFixture(
            body: "Parks()",
            declarations: """
                struct Parks: View {
                    @State private var ids: [Int] = []
                    var body: some View {
                        VStack {
                            Text("Parks")
                            ForEach(ids.filter { $0 % 2 == 0 }.prefix(3), id: \\.self) { Text("Park \\($0)") }
                        }
                        .task { ids = Array(0..<50_000) }
                    }
                }
                """)
        // Filtering fifty thousand ids takes more steps than this budget has; the first build takes a few dozen.
        let evaluation = try fixture.evaluate(budget: PreviewInterpreter.Budget(steps: 20_000, seconds: 120))
        #expect(evaluation.root.drawsOwnContent)
        #expect(evaluation.root.dump.contains("\"Parks\""), "\(evaluation.root.dump)")
        #expect(
            evaluation.diagnostics.map(\.message) == [
                "evaluation exceeded 20000 steps",
                "the views could not be built again from the state their appearance actions left; drawn as they "
                    + "were before the actions ran",
            ])
    }

    /// A task that waits at the same sleep round after round (an animation loop) is left waiting after
    /// `PeriodicTaskWaits.rounds` rounds, without running into the step budget; a loop of a few rounds runs to its
    /// end.
    @Test(arguments: [("while !Task.isCancelled", 99), ("for _ in 0..<10", 10)])
    func aRepeatingTaskIsLeftWaitingWhereALoopOfAFewRoundsEnds(loop: String, rounds: Int) throws {
        let fixture = try InterpreterFixture(
            body: "Ticker()",
            declarations: """
                struct Ticker: View {
                    @State private var ticks = 0
                    var body: some View {
                        Text("\\(ticks) ticks")
                            .task {
                                \(loop) {
                                    try? await Task.sleep(for: .seconds(1))
                                    ticks += 1
                                }
                            }
                    }
                }
                """)
        #expect(try fixture.cleanDump().contains("Text \"\(rounds) ticks\""))
    }

    /// A static made wrong is reported in the frame drawn after the appearance actions ran, too: that round
    /// takes the static's value over without initialising it again.
    @Test func aStaticMadeWrongIsStillReportedAfterTheViewAppeared() throws {
        let fixture = try InterpreterFixture(
            body: "Shelf(book: Book.sample)",
            declarations: """
                final class Book {
                    var title = "Dune"
                    static var sample = Book(catalogue: ["title": "Emma"])
                }
                struct Shelf: View {
                    let book: Book
                    @State private var shown = false
                    var body: some View { Text(book.title).onAppear { shown = true } }
                }
                """)
        let evaluation = try fixture.evaluate()
        #expect(evaluation.diagnostics.map(\.message).contains("no initializer of 'Book' takes (catalogue:)"))
    }

    @Test func taskLoadsAModelTheViewMade() throws {
        let fixture = try InterpreterFixture(
            body: "Shelf()",
            declarations: """
                @Observable final class Library {
                    var books: [String] = []
                    var isLoading = true
                    func load() async {
                        try? await Task.sleep(for: .seconds(2))
                        books = ["Dune", "Emma"]
                        isLoading = false
                    }
                }
                struct Shelf: View {
                    @State private var library = Library()
                    var body: some View {
                        VStack {
                            if library.isLoading { Text("Loading") }
                            ForEach(library.books, id: \\.self) { Text($0) }
                        }
                        .task { await library.load() }
                    }
                }
                """)
        let dump = try fixture.evaluate().root.dump
        #expect(dump.contains("\"Dune\"") && dump.contains("\"Emma\""), "\(dump)")
        #expect(!dump.contains("\"Loading\""))
    }

    @Test func eachViewAppearsOnceAndViewsItsStateRevealsAppearToo() throws {
        let fixture = try InterpreterFixture(
            body: "Rows()",
            declarations: """
                final class Counter: ObservableObject {
                    @Published var seen = 0
                }
                struct Rows: View {
                    @StateObject private var counter = Counter()
                    @State private var ready = false
                    var body: some View {
                        VStack {
                            Text("seen \\(counter.seen)")
                            if ready {
                                ForEach(0..<3) { row in
                                    Text("row \\(row)").onAppear { counter.seen += 1 }
                                }
                            }
                        }
                        .onAppear { ready = true }
                    }
                }
                """)
        let dump = try fixture.evaluate().root.dump
        // The container appears first; its rows appear once `ready` shows them, each once.
        #expect(dump.contains("\"seen 3\""), "\(dump)")
    }

    @Test func staticsTheActionsSetKeepTheirValues() throws {
        let fixture = try InterpreterFixture(
            body: "Thumbnail(name: \"donut\")",
            declarations: """
                struct Thumbnail: View {
                    static private var cache: [String: String] = [:]
                    var name: String
                    @State private var isReady = false
                    var body: some View {
                        if isReady {
                            Text(Self.cache[name]!)
                        } else {
                            Text("Loading").onAppear {
                                Self.cache[name] = "drawn " + name
                                isReady = true
                            }
                        }
                    }
                }
                """)
        let evaluation = try fixture.evaluate()
        #expect(evaluation.root.dump.contains("\"drawn donut\""), "\(evaluation.root.dump)")
        #expect(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
    }

    @Test func aTapStartsFromTheAppearedStateAndDoesNotAppearAgain() throws {
        let fixture = try InterpreterFixture(
            body: "Score()",
            declarations: """
                struct Score: View {
                    @State private var points = 0
                    var body: some View {
                        VStack {
                            Text("Points: \\(points)")
                            Button("Add") { points += 1 }
                        }
                        .onAppear { points = 10 }
                    }
                }
                """)
        #expect(try fixture.evaluate().root.dump.contains("\"Points: 10\""))
        let tapped = try fixture.evaluate(performing: 0)
        #expect(tapped.performed)
        let after = try fixture.evaluate(state: tapped.state)
        #expect(after.root.dump.contains("\"Points: 11\""), "\(after.root.dump)")
        #expect(after.state.summary["Score#0.points"] == "11")
    }

    @Test func anActionThatFailsIsReportedAndTheRestStillAppear() throws {
        let fixture = try InterpreterFixture(
            body: "Broken()",
            declarations: """
                struct Broken: View {
                    @State private var first = "no"
                    @State private var second = "no"
                    var body: some View {
                        VStack {
                            Text("first \\(first)").onAppear { fatalError("no network in this preview") }
                            Text("second \\(second)").onAppear { second = "yes" }
                        }
                    }
                }
                """)
        let evaluation = try fixture.evaluate()
        #expect(evaluation.root.dump.contains("\"second yes\""), "\(evaluation.root.dump)")
        #expect(evaluation.root.dump.contains("\"first no\""))
        // What stopped it is reported where it happened, so the preview is not clean.
        #expect(evaluation.diagnostics.contains { $0.message.contains("fatalError(no network in this preview)") },
                "\(evaluation.diagnostics)")
    }

    @Test func anActionThatNeverEndsIsStoppedByTheBudget() throws {
        let fixture = try InterpreterFixture(
            body: "Spinner()",
            declarations: """
                struct Spinner: View {
                    @State private var turns = 0
                    var body: some View {
                        Text("turns").onAppear { while true { turns += 1 } }
                    }
                }
                """)
        let evaluation = PreviewInterpreter(project: fixture.project, budget: .init(steps: 20_000))
            .evaluate(try fixture.preview(), environment: EnvironmentValues())
        #expect(evaluation.diagnostics.contains { $0.message.contains(".onAppear stopped") && $0.severity == .error },
                "\(evaluation.diagnostics)")
    }
}
