import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// Combine pipelines of view models as a still frame means them (Combine is not on Linux, so no differential
/// program): `$property` of an `@Published` property is its publisher, values flow at once, subscriptions are
/// kept where `store(in:)` puts them, and the project's own `extension Publisher` methods apply.
@Suite struct CombinePipelinesTests {
    @Test func publishedPropertiesArePublishersThatSendEachWrite() throws {
        let fixture = try InterpreterFixture(body: "FruitView()", declarations: """
            import Combine
            final class Fruits: ObservableObject {
                @Published var query = ""
                @Published var items = ["apple", "banana", "cherry"]
                @Published private(set) var shown: [String] = []
                @Published var changes = 0
                private var cancellables = Set<AnyCancellable>()
                init() {
                    $query
                        .combineLatest($items)
                        .map { query, items in query.isEmpty ? items : items.filter { $0.contains(query) } }
                        .receive(on: DispatchQueue.main)
                        .assign(to: &$shown)
                    self.$items.dropFirst()
                        .sink { [weak self] items in self?.changes += items.count }
                        .store(in: &cancellables)
                    query = "an"
                    items.append("mango")
                }
            }
            struct FruitView: View {
                @StateObject private var fruits = Fruits()
                var body: some View { Text("\\(fruits.shown.joined(separator: ",")) \\(fruits.changes)") }
            }
            """)
        #expect(try fixture.cleanDump() == #"Text "banana,mango 4""#)
    }

    @Test func storedCancellablesJoinTheirSetOrArray() throws {
        let fixture = try InterpreterFixture(body: "BagView()", declarations: """
            import Combine
            final class Bag: ObservableObject {
                @Published var value = 1
                var set = Set<AnyCancellable>()
                var list: [AnyCancellable] = []
                init() {
                    $value.sink { _ in }.store(in: &set)
                    Just(2).sink { _ in }.store(in: &set)
                    Just(3).sink { _ in }.store(in: &list)
                }
            }
            struct BagView: View {
                @StateObject private var bag = Bag()
                var body: some View { Text("\\(bag.set.count) \\(bag.list.count)") }
            }
            """)
        #expect(try fixture.cleanDump() == #"Text "2 1""#)
    }

    @Test func operatorsThatJoinPublishersAndTheProjectsOwnExtensions() throws {
        let fixture = try InterpreterFixture(body: "LogView()", declarations: """
            import Combine
            extension Publisher where Failure == Never {
                func weakAssign<Root: AnyObject>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on root: Root)
                    -> AnyCancellable
                {
                    sink { [weak root] in root?[keyPath: keyPath] = $0 }
                }
            }
            final class Log: ObservableObject {
                @Published var lines: [String] = []
                @Published var state = "idle"
                let echo = PassthroughSubject<String, Never>()
                let events = PassthroughSubject<String, Never>()
                private var bag = Set<AnyCancellable>()
                init() {
                    echo.sink { [weak self] in self?.lines.append("echo " + $0) }.store(in: &bag)
                    Deferred { Publishers.MergeMany([Just("a"), Just("b")]) }
                        .prepend("start")
                        .handleEvents(receiveOutput: echo.send)
                        .eraseToAnyPublisher()
                        .weakAssign(to: \\.state, on: self)
                        .store(in: &bag)
                    Just(Just(5)).switchToLatest().flatMap { Just($0 * 2) }
                        .sink { [weak self] in self?.lines.append("n\\($0)") }
                        .store(in: &bag)
                    Publishers.CombineLatest(Just(1), Just(2)).map { $0 + $1 }
                        .sink { [weak self] in self?.lines.append("c\\($0)") }
                        .store(in: &bag)
                    events.merge(with: Just("m")).sink { [weak self] in self?.lines.append($0) }.store(in: &bag)
                    events.send("x")
                }
            }
            struct LogView: View {
                @StateObject private var log = Log()
                var body: some View { Text("\\(log.lines.joined(separator: ",")) \\(log.state)") }
            }
            """)
        #expect(try fixture.cleanDump() == #"Text "echo start,echo a,echo b,n10,c3,m,x b""#)
    }

    /// `Publishers.CombineLatest3`, `CombineLatest4` and `Merge3`…`Merge8` join three or more publishers the way the
    /// two-publisher ones join two: a form's checks of three fields become one value.
    @Test func joiningPublishersOfEachArity() throws {
        let fixture = try InterpreterFixture(body: "FormView()", declarations: """
            import Combine
            final class SignUp: ObservableObject {
                @Published var name = "ada"
                @Published var password = "secret"
                @Published var repeated = "secret"
                @Published var verdict = ""
                @Published var events: [String] = []
                private var bag = Set<AnyCancellable>()
                init() {
                    Publishers.CombineLatest3($name, $password, $repeated)
                        .map { name, password, repeated in
                            name.isEmpty ? "no name" : password == repeated ? "ok" : "mismatch"
                        }
                        .assign(to: \\.verdict, on: self)
                        .store(in: &bag)
                    Publishers.CombineLatest4(Just(1), Just(2), Just(3), Just(4)).map { $0 + $1 + $2 + $3 }
                        .sink { [weak self] in self?.events.append("sum\\($0)") }
                        .store(in: &bag)
                    Publishers.Merge3(Just("a"), Just("b"), Just("c"))
                        .sink { [weak self] in self?.events.append($0) }
                        .store(in: &bag)
                    repeated = "other"
                }
            }
            struct FormView: View {
                @StateObject private var form = SignUp()
                var body: some View { Text("\\(form.verdict) \\(form.events.joined(separator: ","))") }
            }
            """)
        #expect(try fixture.cleanDump() == #"Text "mismatch sum10,a,b,c""#)
    }

    /// Subscribers made by hand receive what the publisher sends, `Just`'s and a subject's value at once; a
    /// project's own `Subscriber` type is reported.
    @Test func subscribersMadeByHandReceiveValuesAtInit() throws {
        let fixture = try InterpreterFixture(body: "ScoreView()", declarations: """
            import Combine
            final class Score: ObservableObject {
                @Published var total = 0
                @Published var label = ""
                var seen: [Int] = []
                let level = CurrentValueSubject<Int, Never>(3)
                init() {
                    Just(7).subscribe(Subscribers.Assign(object: self, keyPath: \\.total))
                    level.map { "level \\($0)" }
                        .receive(subscriber: Subscribers.Assign(object: self, keyPath: \\.label))
                    let sink = Subscribers.Sink<Int, Never>(
                        receiveCompletion: { _ in }, receiveValue: { self.seen.append($0) })
                    level.subscribe(on: DispatchQueue.main).subscribe(sink)
                    level.send(4)
                }
            }
            struct ScoreView: View {
                @StateObject private var score = Score()
                var body: some View { Text("\\(score.total) \\(score.label) \\(score.seen)") }
            }
            """)
        #expect(try fixture.cleanDump() == #"Text "7 level 4 [3, 4]""#)
    }

    @Test func aProjectsOwnSubscriberIsReported() throws {
        let fixture = try InterpreterFixture(body: "Text(Feed().state)", declarations: """
            import Combine
            final class Printer: Subscriber {
                typealias Input = Int
                typealias Failure = Never
                func receive(subscription: Subscription) { subscription.request(.unlimited) }
                func receive(_ input: Int) -> Subscribers.Demand { .none }
                func receive(completion: Subscribers.Completion<Never>) {}
            }
            final class Feed {
                var state = "ready"
                init() { Just(1).subscribe(Printer()) }
            }
            """)
        let evaluation = try fixture.evaluate()
        #expect(evaluation.root.dump == #"Text "ready""#)
        #expect(
            evaluation.diagnostics.map(\.message) == [
                "'Printer' subscribes as a project's own Subscriber, which receives nothing in previews (the demand "
                    + "it requests is not run)"
            ])
    }
}
