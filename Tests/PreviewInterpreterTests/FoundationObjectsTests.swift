import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// Foundation's and Combine's reference types in view models, as a still frame means them: what Linux's
/// Foundation also has is held to swiftc by the differential programs (`Locks`, `DispatchQueues`, `UserDefaults`,
/// `Notifications`); this covers what only Apple's platforms have and how views read the results.
@Suite struct FoundationObjectsTests {
    @Test func workSentToQueuesHasRunWhenTheFrameIsDrawn() throws {
        let fixture = try InterpreterFixture(body: "FeedView()", declarations: """
            final class FeedModel: ObservableObject {
                @Published var title = "Loading"
                @Published var count = 0
                init() {
                    DispatchQueue.main.async { self.title = "Feed" }
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { self.count = 3 }
                    DispatchQueue.global(qos: .background).async {
                        let total = DispatchQueue.main.sync { 40 + 2 }
                        self.count += total
                    }
                }
            }
            struct FeedView: View {
                @StateObject private var model = FeedModel()
                var body: some View { Text("\\(model.title) \\(model.count)") }
            }
            """)
        #expect(try fixture.cleanDump() == #"Text "Feed 45""#)
    }

    /// Observers registered with `#selector` (an Objective-C method, which Linux's Swift cannot compile, so not a
    /// differential program): each post calls the named method, with the notification when it takes one; UIKit's
    /// own selectors (the keyboard's `resignFirstResponder`) are values that name nothing previews call.
    @Test func selectorObserversRunOnEachPost() throws {
        let fixture = try InterpreterFixture(body: "StoreView()", declarations: """
            extension Notification.Name { static let itemAdded = Notification.Name("itemAdded") }
            final class Store: ObservableObject {
                @Published var log: [String] = []
                init() {
                    NotificationCenter.default.addObserver(
                        self, selector: #selector(handleAdded(_:)), name: .itemAdded, object: nil)
                    NotificationCenter.default.addObserver(
                        self, selector: #selector(self.refresh), name: .itemAdded, object: nil)
                    let dismissKeyboard = #selector(UIResponder.resignFirstResponder)
                    _ = dismissKeyboard
                    NotificationCenter.default.post(name: .itemAdded, object: "tea")
                }
                @objc func handleAdded(_ notification: Notification) {
                    log.append("added \\(notification.object as? String ?? "?")")
                }
                @objc private func refresh() { log.append("refreshed") }
            }
            struct StoreView: View {
                @StateObject private var store = Store()
                var body: some View { Text(store.log.joined(separator: ", ")) }
            }
            """)
        #expect(try fixture.cleanDump() == #"Text "added tea, refreshed""#)
    }

    /// UIKit's keyboard and app notifications are names code observes: nothing posts them in a still frame (no
    /// keyboard shows), so a keyboard inset stays zero; a post of the same name reaches its observers.
    @Test func keyboardAndAppNotificationsAreNamesNothingPosts() throws {
        let fixture = try InterpreterFixture(body: "KeyboardView()", declarations: """
            import Combine
            final class KeyboardModel: ObservableObject {
                @Published var inset: CGFloat = 0
                @Published var activations = 0
                private var bag = Set<AnyCancellable>()
                init() {
                    NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
                        .compactMap { $0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect }
                        .map { $0.height }
                        .assign(to: \\.inset, on: self)
                        .store(in: &bag)
                    NotificationCenter.Publisher(
                        center: .default, name: UIApplication.didBecomeActiveNotification
                    )
                    .sink { _ in self.activations += 1 }
                    .store(in: &bag)
                    NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: nil)
                }
            }
            struct KeyboardView: View {
                @StateObject private var model = KeyboardModel()
                var body: some View { Text("\\(Int(model.inset)) \\(model.activations)") }
            }
            """)
        #expect(try fixture.cleanDump() == #"Text "0 1""#)
    }

    /// Every platform notification, not only those previewd lists, is a name by Cocoa's convention (the type's name,
    /// then the member's, capitalised: `NSUbiquitousKeyValueStoreDidChangeExternallyNotification`): a project may
    /// alias one, observe it and post it, and its observers run once per post, without a placeholder or a warning.
    @Test func anyPlatformNotificationIsNamedAsCocoaNamesIt() throws {
        let fixture = try InterpreterFixture(body: "SyncView()", declarations: """
            extension Notification.Name {
                static let cloudChanged = NSUbiquitousKeyValueStore.didChangeExternallyNotification
            }
            final class SyncModel: ObservableObject {
                @Published var changes = 0
                @Published var name = ""
                init() {
                    name = Notification.Name.cloudChanged.rawValue
                    NotificationCenter.default.addObserver(
                        forName: NSUbiquitousKeyValueStore.didChangeExternallyNotification, object: nil, queue: .main
                    ) { _ in self.changes += 1 }
                    NotificationCenter.default.post(name: .cloudChanged, object: nil)
                    NotificationCenter.default.post(name: UIApplication.backgroundRefreshStatusDidChangeNotification,
                                                    object: nil)
                }
            }
            struct SyncView: View {
                @StateObject private var model = SyncModel()
                var body: some View {
                    Text("\\(model.name) \\(model.changes)")
                        .onReceive(NotificationCenter.default.publisher(for: .cloudChanged)) { _ in }
                }
            }
            """)
        #expect(try fixture.cleanDump() == #"Text "NSUbiquitousKeyValueStoreDidChangeExternallyNotification 1""#)
    }

    /// A session injected as `.shared` (a parameter's default) is `URLSession.shared`, whose requests previews refuse
    /// with a diagnostic; what the response would have given is left out (drawn as a placeholder), and the tuple
    /// taken apart from it binds its parts as unknown instead of failing as a pattern.
    @Test func anInjectedSharedSessionIsRefusedLikeTheSpelledOutOne() throws {
        let fixture = try InterpreterFixture(body: "SizeView()", declarations: """
            final class Loader: ObservableObject {
                @Published var size = 0
                let session: URLSession
                init(session: URLSession = .shared) { self.session = session }
                func load() async {
                    do {
                        let (data, _) = try await session.data(from: URL(string: "https://example.com")!)
                        size = data.count
                    } catch {
                        size = -1
                    }
                }
            }
            struct SizeView: View {
                @StateObject var loader = Loader()
                var body: some View { Text("\\(loader.size)").task { await loader.load() } }
            }
            """)
        let evaluation = try fixture.evaluate()
        let messages = evaluation.diagnostics.map(\.message)
        #expect(messages.contains { $0.hasPrefix("'URLSession.data' would use the network") }, "\(messages)")
        #expect(!messages.contains { $0.contains("pattern") }, "\(messages)")
        #expect(evaluation.root.dump.contains(#"Text "‹count›""#), "\(evaluation.root.dump)")
    }

    /// A session of its own, made from a configuration whose settings the project changes, is refused as the
    /// shared one is; `CancellationError` is the standard library's error, which handlers compare against.
    @Test func aConfiguredSessionIsRefusedLikeTheSharedOne() throws {
        let fixture = try InterpreterFixture(body: "StatusView()", declarations: """
            final class Network {
                private let session: URLSession
                init(timeout: Double = 30) {
                    let configuration = URLSessionConfiguration.default
                    configuration.timeoutIntervalForRequest = timeout
                    configuration.waitsForConnectivity = true
                    session = URLSession(configuration: configuration)
                }
                func fetch() async throws -> Int {
                    let (data, _) = try await session.data(from: URL(string: "https://example.com")!)
                    return data.count
                }
                func describe(_ error: Error) -> String {
                    type(of: error) == CancellationError.self ? "cancelled" : "failed"
                }
            }
            struct StatusView: View {
                @State private var status = "idle"
                var body: some View {
                    Text(status + " " + Network().describe(CancellationError()))
                        .task {
                            do { _ = try await Network().fetch() } catch { status = "offline" }
                        }
                }
            }
            """)
        let evaluation = try fixture.evaluate()
        let messages = evaluation.diagnostics.map(\.message)
        #expect(
            messages == ["'URLSession.data' would use the network; previews never do, so its result is left out"],
            "\(messages)")
        #expect(evaluation.root.dump.contains(#"cancelled"#), "\(evaluation.root.dump)")
    }

    /// A request is built and read as a value (its method, headers and body drawn from it); only sending it is
    /// refused, as for any session request.
    @Test func aRequestIsAValueAndOnlySendingItIsRefused() throws {
        let fixture = try InterpreterFixture(body: "RequestView()", declarations: """
            struct RequestView: View {
                @State private var sent = "not sent"
                var request: URLRequest {
                    var request = URLRequest(url: URL(string: "https://example.com/items")!)
                    request.httpMethod = "POST"
                    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
                    request.httpBody = Data("{}".utf8)
                    return request
                }
                var method: String { request.httpMethod ?? "" }
                var type: String { request.value(forHTTPHeaderField: "content-type") ?? "" }
                var body: some View {
                    Text("\\(method) \\(type) \\(sent)")
                        .task {
                            do {
                                _ = try await URLSession.shared.data(for: request)
                                sent = "sent"
                            } catch {
                                sent = "failed"
                            }
                        }
                }
            }
            """)
        let evaluation = try fixture.evaluate()
        let messages = evaluation.diagnostics.map(\.message)
        #expect(
            messages == ["'URLSession.data' would use the network; previews never do, so its result is left out"],
            "\(messages)")
        #expect(evaluation.root.dump.contains("POST application/json"), "\(evaluation.root.dump)")
    }

    /// An opaque value taken apart by a tuple pattern binds each part as unknown.
    @Test func aTuplePatternTakesAnUnknownValueApart() throws {
        let fixture = try InterpreterFixture(body: "PairView()", declarations: """
            struct PairView: View {
                var body: some View {
                    let (first, _) = SomeLibrary.pair()
                    Text(first == nil ? "none" : "some")
                }
            }
            """)
        let messages = try fixture.evaluate().diagnostics.map(\.message)
        #expect(!messages.contains { $0.contains("pattern") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("'SomeLibrary' is not available in previews") }, "\(messages)")
    }

    /// Haptic feedback generators kept by views and globals are objects whose methods do nothing in a still frame.
    @Test func hapticGeneratorsAreInert() throws {
        let fixture = try InterpreterFixture(body: "GalleryView()", declarations: """
            let feedback = UINotificationFeedbackGenerator()
            struct GalleryView: View {
                let haptics = UIImpactFeedbackGenerator(style: .medium)
                @State private var shown = "grid"
                var body: some View {
                    Text(shown)
                        .onAppear {
                            haptics.prepare()
                            haptics.impactOccurred()
                            feedback.notificationOccurred(.success)
                            UISelectionFeedbackGenerator().selectionChanged()
                            shown = "grid ready"
                        }
                }
            }
            """)
        #expect(try fixture.cleanDump() == #"Text "grid ready""#)
    }

    @Test func whatAViewLogsDrawsNothingButItsMessageIsStillEvaluated() throws {
        let fixture = try InterpreterFixture(body: "InboxView()", declarations: """
            import OSLog
            final class InboxModel: ObservableObject {
                private let logger = Logger(subsystem: "com.example.inbox", category: "model")
                @Published var unread = 0
                init() {
                    logger.debug("loading")
                    unread = 4
                    logger.info("loaded \\(self.unread, privacy: .public) messages")
                    os_log("done", log: OSLog(subsystem: "com.example.inbox", category: "legacy"), type: .info)
                }
            }
            struct InboxView: View {
                @StateObject private var model = InboxModel()
                var body: some View { Text("\\(model.unread) unread") }
            }
            """)
        #expect(try fixture.cleanDump() == #"Text "4 unread""#)
        let failing = try InterpreterFixture(body: """
            let logger = Logger()
            logger.error("failed: \\(missingValue)")
            return Text("after")
            """)
        let diagnostics = try failing.evaluate().diagnostics
        #expect(diagnostics.contains { $0.message.contains("missingValue") }, "\(diagnostics)")
    }

    @Test func aContinuationNobodyResumesStopsTheCodeAfterItAndSaysSo() throws {
        let fixture = try InterpreterFixture(body: "StatusView()", declarations: """
            final class StatusModel: ObservableObject {
                @Published var status = "waiting"
                var pending: CheckedContinuation<String, Never>?
                func refresh() async {
                    status = await withCheckedContinuation { continuation in pending = continuation }
                }
            }
            struct StatusView: View {
                @StateObject private var model = StatusModel()
                var body: some View { Text(model.status).task { await model.refresh() } }
            }
            """)
        let evaluation = try fixture.evaluate()
        #expect(evaluation.root.dump.contains(#"Text "waiting""#), "\(evaluation.root.dump)")
        #expect(evaluation.diagnostics.contains { $0.message.contains("never resumed") }, "\(evaluation.diagnostics)")
    }

    @Test func anUnfairLockChangesTheStateItHolds() throws {
        let fixture = try InterpreterFixture(body: """
            let counter = OSAllocatedUnfairLock(initialState: 10)
            let next = counter.withLock { state in
                state += 5
                return state * 2
            }
            let plain = NSLock()
            return Text("\\(next) \\(counter.withLock { $0 }) \\(plain.withLock { "free" })")
            """)
        #expect(try fixture.cleanDump() == #"Text "30 15 free""#)
    }

    @Test func darwinsUnfairLockGuardsWorkSpreadOverConcurrentIterations() throws {
        let fixture = try InterpreterFixture(body: """
            var lock = os_unfair_lock()
            var squares: [Int] = []
            DispatchQueue.concurrentPerform(iterations: 4) { index in
                os_unfair_lock_lock(&lock)
                squares.append(index * index)
                os_unfair_lock_unlock(&lock)
            }
            let taken = os_unfair_lock_trylock(&lock)
            return Text("\\(squares.sorted()) \\(taken)")
            """)
        #expect(try fixture.cleanDump() == #"Text "[0, 1, 4, 9] true""#)
    }

    @Test func appStorageReadsWhatThePreviewStored() throws {
        let fixture = try InterpreterFixture(body: """
            UserDefaults.standard.set("Ada", forKey: "username")
            UserDefaults(suiteName: "group.shared")?.set(4, forKey: "level")
            return SettingsView()
            """, declarations: """
            struct SettingsView: View {
                @AppStorage("username") private var username = "Guest"
                @AppStorage("theme") private var theme = "system"
                @AppStorage("level", store: UserDefaults(suiteName: "group.shared")) private var level = 1
                var body: some View { Text("\\(username) \\(theme) \\(level)") }
            }
            """)
        #expect(try fixture.cleanDump() == #"Text "Ada system 4""#)
    }

    @Test func subjectsDeliverToSubscribersAndTimersNeverFire() throws {
        let fixture = try InterpreterFixture(body: "TickerView()", declarations: """
            import Combine
            final class Ticker: ObservableObject {
                let prices = CurrentValueSubject<Double, Never>(10)
                let events = PassthroughSubject<String, Never>()
                @Published var label = ""
                @Published var seen: [String] = []
                var ticks = 0
                private var cancellables = Set<AnyCancellable>()
                init() {
                    prices.map { "$\\(Int($0))" }.receive(on: DispatchQueue.main).assign(to: \\.label, on: self)
                        .store(in: &cancellables)
                    events.filter { !$0.isEmpty }.removeDuplicates().sink { [weak self] in self?.seen.append($0) }
                        .store(in: &cancellables)
                    Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { _ in self.ticks += 1 }
                        .store(in: &cancellables)
                    Just(5).sink { self.ticks += $0 }.store(in: &cancellables)
                    prices.send(12)
                    prices.value = 15.5
                    for event in ["a", "", "a", "b"] { events.send(event) }
                }
            }
            struct TickerView: View {
                @StateObject private var ticker = Ticker()
                let clock = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                var body: some View {
                    Text("\\(ticker.label) \\(ticker.prices.value) \\(ticker.seen) \\(ticker.ticks)")
                        .onReceive(clock) { _ in }
                }
            }
            """)
        let dump = try fixture.cleanDump()
        #expect(dump == #"Text "$15 15.5 [\"a\", \"b\"] 5""#)
    }

    @Test func theProcessIsTheCanvassAndTheDiskAndNetworkAreRefused() throws {
        let fixture = try InterpreterFixture(body: """
            let info = ProcessInfo.processInfo
            let inPreviews = info.environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1"
            let exists = 1️⃣FileManager.default.fileExists(atPath: "/etc/passwd")
            2️⃣URLSession.shared.dataTask(with: URL(string: "https://example.com")!).resume()
            let power = info.isLowPowerModeEnabled
            return Text("\\(inPreviews) \\(info.arguments.count) \\(power) \\(info.processorCount)")
            """)
        let evaluation = try fixture.evaluate()
        #expect(evaluation.root.dump == #"Text "true 0 false 6""#)
        let messages = evaluation.diagnostics.map { "\(fixture.location(of: $0)) \($0.message)" }
        #expect(messages == [
            "\(fixture["1️⃣"]) 'FileManager.fileExists' would use the disk; previews never do, so its result is "
                + "left out",
            "\(fixture["2️⃣"]) 'URLSession.dataTask' would use the network; previews never do, so its result is "
                + "left out",
        ])
    }

    @Test func creatingAFolderOrAFileIsSkippedAsDoneAndReadingItBackIsRefused() throws {
        let fixture = try InterpreterFixture(
            body: "CacheView()",
            declarations: """
                final class Cache {
                    static let shared = Cache()
                    let folder: URL
                    var created = false
                    init() {
                        folder = FileManager.default.temporaryDirectory.appendingPathComponent("thumbnails")
                        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                        created = FileManager.default.createFile(atPath: folder.path + "/index", contents: nil)
                    }
                }
                struct CacheView: View {
                    var body: some View { Text("\\(Cache.shared.folder.lastPathComponent) \\(Cache.shared.created)") }
                }
                """)
        #expect(try fixture.cleanDump() == #"Text "thumbnails true""#)

        let reading = try InterpreterFixture(body: """
            try? FileManager.default.createDirectory(atPath: "/tmp/notes", withIntermediateDirectories: true)
            let names = 1️⃣FileManager.default.contentsOfDirectory(atPath: "/tmp/notes")
            return Text("\\(names.count)")
            """)
        let messages = try reading.evaluate().diagnostics.map { "\(reading.location(of: $0)) \($0.message)" }
        let refusal = "\(reading["1️⃣"]) 'FileManager.contentsOfDirectory' would use the disk"
        #expect(messages.first?.hasPrefix(refusal) == true, "\(messages)")
    }

    /// Every `ObservableObject` class has `objectWillChange`, a subclass of one included; what is sent through it
    /// reaches its subscribers, and a subclass stores its `AnyCancellable`s in its superclass's set.
    @Test func anObservableObjectsWillChangePublisherReachesItsSubscribers() throws {
        let fixture = try InterpreterFixture(
            body: "CartView()",
            declarations: """
                class BaseModel: ObservableObject {
                    var cancellables = Set<AnyCancellable>()
                    var changes = 0
                    init() {
                        objectWillChange.sink { [weak self] in self?.changes += 1 }.store(in: &cancellables)
                    }
                }
                final class CartModel: BaseModel {
                    @Published var count = 0
                    override init() {
                        super.init()
                        $count.dropFirst().sink { [weak self] _ in self?.objectWillChange.send() }
                            .store(in: &cancellables)
                        count = 3
                    }
                }
                struct CartView: View {
                    @StateObject private var model = CartModel()
                    var body: some View { Text("\\(model.changes) \\(model.cancellables.count)") }
                }
                """)
        #expect(try fixture.cleanDump() == #"Text "1 2""#)
    }

    @Test func theNotificationCenterAcceptsEverythingAndSchedulesNothing() throws {
        let fixture = try InterpreterFixture(
            body: "Reminders()",
            declarations: """
                final class Delegate: NSObject, UNUserNotificationCenterDelegate {}
                struct Reminders: View {
                    @State private var status = "unknown"
                    @State private var pending = -1
                    var body: some View {
                        Text("\\(status) \\(pending)")
                            .task {
                                let center = UNUserNotificationCenter.current()
                                center.delegate = Delegate()
                                let granted =
                                    (try? await center.requestAuthorization(options: [.alert, .sound])) ?? false
                                status = granted ? "granted" : "not granted"
                                let content = UNMutableNotificationContent()
                                content.title = "Water the plants"
                                let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)
                                center.add(UNNotificationRequest(identifier: "a", content: content, trigger: trigger))
                                pending = await center.pendingNotificationRequests().count
                            }
                    }
                }
                """)
        let evaluation = try fixture.evaluate()
        #expect(evaluation.root.dump == "Text \"not granted 0\"", "\(evaluation.root.dump)")
        #expect(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
    }
}

