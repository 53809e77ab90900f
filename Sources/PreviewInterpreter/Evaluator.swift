import Foundation
import PreviewLanguage
import PreviewModel
import PreviewViews
import SwiftSyntax

/// One evaluation of one preview for one target: walks syntax, tracks the budget, collects diagnostics.
/// Not shared between threads; runs on the interpreter's large-stack thread.
final class Evaluator {
    let project: Project
    let preview: PreviewDeclaration
    /// The environment where evaluation currently is: the target's, changed by enclosing environment modifiers
    /// (`.preferredColorScheme(.dark)`). Read only through `colorScheme`, `dynamicTypeSize` and `tint`, so that
    /// `environmentReads` knows which of the target's settings the evaluation depended on.
    private var environment: EnvironmentValues
    /// The target settings this evaluation read: one that never read the colour scheme is the same in light and
    /// dark (colours and images adapt when drawn), and `EvaluationMemo` shares it between them.
    private(set) var environmentReads: EnvironmentReads = []
    /// Values set with `.environment(\.customKey, value)` for the subtree being evaluated, by key name.
    var customEnvironment: [String: Value] {
        readEnvironment = true
        return customEnvironmentStorage
    }
    private var customEnvironmentStorage: [String: Value] = [:]
    /// Objects set with `.environmentObject(…)` / `.environment(object)`, by type name.
    var environmentObjects: [String: Value] {
        readEnvironment = true
        return environmentObjectsStorage
    }
    private var environmentObjectsStorage: [String: Value] = [:]
    /// Whether the environment was read since a getter started (`memoisedGetter`): what it computed may differ
    /// under other environment modifiers.
    var readEnvironment = false
    /// Computed properties' values kept while nothing they read changes (Evaluator+GetterMemo).
    var getterMemo = GetterMemo()
    /// The evaluation's budget, whatever `budget` is counting now.
    let evaluationBudget: PreviewInterpreter.Budget
    /// The budget being counted: the evaluation's, or a shared initialiser's while one runs (`withBudget`).
    private(set) var budget: PreviewInterpreter.Budget
    /// The contextual types of implicit members and literals, decided before evaluation (Semantics/).
    let semantics: SemanticModel
    private(set) var diagnostics: [Diagnostic] = []
    var touchedFiles: Set<String> = []
    /// Instances of zero-argument initialisers shared with other evaluations (Evaluator+SharedInitializers).
    var sharedInitializers: SharedInitializers?
    /// The scheme of the outermost `.preferredColorScheme(…)`: it sets the whole preview's appearance.
    var preferredColorScheme: ColorScheme?
    /// The canvas the preview's traits or outermost `.previewLayout(…)` ask for; nil: the device's screen.
    var previewCanvas: PreviewCanvas?
    /// What a widget view's `.containerBackground(for: .widget)` lifted out to the widget's container, until the
    /// `.previewContext(WidgetPreviewContext(…))` above it draws the container (`WidgetPreviews`).
    var widgetContainerBackground: ViewNode?
    /// Static stored properties and globals are initialised once per evaluation, as Swift does once per run.
    var staticValues: [String: Value] = [:]
    /// A program's top level (`PreviewInterpreter.run(program:)`), whose variables are its globals, as in
    /// `main.swift`: the functions and methods elsewhere that read or write them reach them there.
    var programTopLevel: Scope?
    /// What initialising each static or global reported, by its key in `staticValues`: said again wherever its
    /// value is read, also in the rounds after appearance actions, which take the values over (`storeStatic`).
    var staticDiagnostics: [String: [Diagnostic]] = [:]
    /// Statics being initialised, to report a cycle instead of recursing forever.
    var initialising: Set<String> = []
    /// Types and signatures looked up by name so far.
    var lookups = EvaluationLookups()
    /// Names written qualified by a library module while they are looked up (`seeingLibrary`): the project's
    /// declarations of them are out of sight.
    var libraryQualifiedNames: Set<String> = []
    /// Names of the types declared inside functions so far (`declareLocalTypes`).
    var localTypeNames: Set<String> = []
    /// What `print` wrote, as standard output would have it, up to `maximumPrinted` bytes.
    var printed = ""
    /// Bytes of `print` output kept; what a preview prints after that is dropped.
    static let maximumPrinted = 1 << 20
    /// The expression being evaluated for a variable or property of a written type, and that type: a generic
    /// function it calls binds its result's type parameters from it (Evaluator+GenericBindings).
    var resultTypeContext: (expression: SyntaxIdentifier, type: TypeSyntax)?
    /// The generic type whose static member is being read through its written arguments (`Box<String>.kind`), and
    /// what each of its generic parameters stands for meanwhile (Evaluator+GenericTypeArguments).
    var staticGenericArguments: (type: String, arguments: [String: String])?
    /// What a `mutating` method of an enum left in `self`, read by the call that ran it (`callMethod`).
    var mutatedSelf: Value?
    /// The `#expect`/`#require` conditions that did not hold (Evaluator+Expectations).
    var failedExpectations: [String] = []
    /// Makes `UUID()` deterministic so identical code gives identical frames.
    var uuidCounter = 0
    /// The state of `Int.random(in:)` and friends: a fixed seed per evaluation, so sample data generated with
    /// random numbers gives the same frame every time.
    var randomState: UInt64 = Evaluator.initialRandomState
    private var steps = 0
    private var depth = 0
    /// The evaluating thread's processor time at the first step (`Budget.seconds` counts from there).
    private var startCPUTime = 0.0
    /// The backstop for a thread starved of processor time (`Budget.wallSeconds`).
    private var wallDeadline: Date
    /// The sizes an earlier layout placed this preview's `GeometryReader`s at, by id.
    private let measuredGeometryReaders: [Int: Size]
    /// The frames an earlier layout placed this preview's readers and anchor sources at, by id.
    private let measuredFrames: PlacedFrames
    /// The frames this evaluation read: what tells whether a later layout placed them elsewhere.
    private(set) var placedFramesRead = PlacedFrames()
    /// How many anchor sources (`.anchorPreference`) this evaluation made: the next one's id.
    private var anchorSources = 0
    /// What a project's `Layout` reported while layout ran its code, after this evaluation ended.
    let layoutDiagnostics = LayoutDiagnostics()
    /// Runs the project's `Layout` code for layout, one call at a time (`LayoutRunner`); held by the layouts.
    weak var layoutRunner: LayoutRunner?
    /// The size each `GeometryReader` proxy reported in this evaluation, by id.
    private(set) var geometryReaderSizes: [Int: Size] = [:]
    /// What taps can run, in evaluation order: the index is a `ViewNode.tapTarget`'s id (Evaluator+Interaction).
    var interactions: [Interaction] = []
    /// `@State` values earlier taps left, which replace the declared initial values.
    let restoredState: InteractionState
    /// The views and preview variables holding `@State` in this evaluation, to read back after a tap.
    var stateHolders: [StateHolder] = []
    /// How many bodies of each view type were evaluated so far: a view's `@State` identity.
    var bodyOrdinals: [String: Int] = [:]
    /// The scope each `$binding` argument was written in, so a control can write through it.
    var bindingScopes: [SyntaxIdentifier: Scope] = [:]
    /// How many project views' bodies are being evaluated: 0 while the preview's own code runs.
    var viewBodyDepth = 0
    /// The objects (instances of project classes) the preview's own code made, by identity, to keep after a tap.
    var previewObjects: [(identity: String, value: Value)] = []
    /// How many objects of each class the preview's own code made so far: an object's identity.
    var previewObjectOrdinals: [String: Int] = [:]
    /// Whether a tap ran in this evaluation.
    var didPerform = false
    /// Whether a tap's action is running now: a `Task` it starts runs to its end at once (`Vocabulary+Values`).
    var isRunningTap = false
    /// `.onAppear` and `.task` actions of the views built, to run once the view is built (Evaluator+Appearance).
    var appearanceActions: [AppearanceAction] = []
    /// How many times each appearance modifier's call site was met so far in this evaluation.
    var appearanceOrdinals: [SyntaxIdentifier: Int] = [:]
    /// The appearance actions earlier rounds of the same evaluation ran: not run again.
    var appeared: Set<AppearanceKey> = []
    /// While an appearance action runs, how many times it reached each `Task.sleep` call site (Evaluator+Appearance).
    var sleepsInAppearance: [SyntaxIdentifier: Int]?
    /// `.onPreferenceChange` actions whose value changed, to run once the view is built (Evaluator+Preferences).
    var preferenceChanges: [PreferenceChange] = []
    /// How many times each `.onPreferenceChange` call site was met so far in this evaluation.
    var preferenceOrdinals: [SyntaxIdentifier: Int] = [:]
    /// The value each `.onPreferenceChange` was given by earlier rounds of the same evaluation, as it prints.
    var deliveredPreferences: [AppearanceKey: String] = [:]

    init(
        project: Project, preview: PreviewDeclaration, environment: EnvironmentValues,
        budget: PreviewInterpreter.Budget,
        semantics: SemanticModel, geometryReaderSizes: [Int: Size] = [:], placedFrames: PlacedFrames = PlacedFrames(),
        state: InteractionState = InteractionState()
    ) {
        self.project = project
        self.preview = preview
        self.environment = environment
        self.budget = budget
        self.evaluationBudget = budget
        self.semantics = semantics
        self.restoredState = state
        self.measuredGeometryReaders = geometryReaderSizes
        self.measuredFrames = placedFrames
        self.wallDeadline = Date(timeIntervalSinceNow: budget.wallSeconds)
        touchedFiles.insert(preview.file)
    }

    /// The preview's root view; never throws: what cannot be evaluated becomes a diagnostic and a placeholder.
    func evaluatePreview() -> ViewNode {
        do {
            switch preview.body {
            case .statements(let statements):
                readCanvasTraits()
                return try viewBuilder(statements, scope: Scope())
            case .providerView(let statements, let view):
                let provider = enclosingType(of: view)
                let scope = Scope(selfValue: provider.map { .type($0.name) }, selfType: provider)
                // The getter's local `let`s are shared by its views; its other views are not this preview.
                for item in statements.activeItems {
                    if case .decl(let decl) = item.item { try declare(decl, scope: scope) }
                }
                return try viewOrPlaceholder(view, scope: scope)
            }
        } catch let error as any EvaluationStop {
            report(error.message, at: error.node, error.severity)
            return .placeholder(label: "evaluation stopped: \(error.message)")
        } catch let error as EvaluationError {
            report(error.message, at: error.node, .error)
            return .placeholder(label: error.message)
        } catch let error as ThrownValue {
            report(
                "the preview threw an error that nothing caught: \(describeThrown(error.value))", at: error.node, .error
            )
            return .placeholder(label: "uncaught error")
        } catch {
            report(
                "internal error in previewd while evaluating this preview: \(error); please report it",
                at: preview.node, .error)
            return .placeholder(label: "internal error")
        }
    }

    /// The project type whose member `node` is (a `PreviewProvider` for its `previews`).
    private func enclosingType(of node: some SyntaxProtocol) -> TypeDeclaration? {
        var current = node.parent
        while let parent = current {
            if let decl = parent.as(StructDeclSyntax.self) { return indexedType(decl.name.bareName) }
            if let decl = parent.as(EnumDeclSyntax.self) { return indexedType(decl.name.bareName) }
            if let decl = parent.as(ExtensionDeclSyntax.self) {
                return indexedType(decl.extendedTypeName)
            }
            current = parent.parent
        }
        return nil
    }

    // MARK: Diagnostics

    func report(_ message: String, at node: some SyntaxProtocol, _ severity: Diagnostic.Severity = .warning) {
        // Past the limit nothing more is kept, so where it is need not be found.
        guard diagnostics.count < 100 else { return }
        let syntax = Syntax(node)
        let file = sourceFile(of: syntax)
        let location = file?.location(of: syntax) ?? (line: 0, column: 0)
        let diagnostic = Diagnostic(
            file: file?.path ?? preview.file, line: location.line, column: location.column, severity: severity,
            message: message, preview: preview.id)
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }

    /// The value static or global `key` was initialised to, if it was, with what its initialisation reported said
    /// again: the views that read it draw what it holds, so a value made wrong is reported in every round.
    func initialisedStatic(_ key: String) -> Value? {
        guard let value = staticValues[key] else { return nil }
        for diagnostic in staticDiagnostics[key] ?? [] where !diagnostics.contains(diagnostic) {
            guard diagnostics.count < 100 else { break }
            diagnostics.append(diagnostic)
        }
        return value
    }

    /// Keeps `value` for static or global `key`, with what its initialisation reported: the diagnostics after the
    /// first `reportedBefore`.
    func storeStatic(_ key: String, _ value: Value, reportedBefore: Int) {
        staticValues[key] = value
        if diagnostics.count > reportedBefore { staticDiagnostics[key] = Array(diagnostics[reportedBefore...]) }
    }

    /// Runs `body` without keeping the diagnostics it reports.
    func quietly<T>(_ body: () -> T) -> T {
        let saved = diagnostics
        defer { diagnostics = saved }
        return body()
    }

    /// The next `GeometryReader`'s id and the size its proxy reports: what layout measured for that id, or
    /// before any layout `unmeasured`, by default a phone's safe area (iPhone 15 Pro points). A
    /// `.containerRelativeFrame` takes its id here too, and its container's size.
    func nextGeometryReader(unmeasured: Size = Size(width: 393, height: 759)) -> (id: Int, size: Size) {
        let id = geometryReaderSizes.count
        let size = measuredGeometryReaders[id] ?? unmeasured
        geometryReaderSizes[id] = size
        return (id, size)
    }

    /// The next anchor source's id and its bounds in the canvas: where layout placed it, or an empty rectangle at
    /// the origin before any layout.
    func nextAnchorSource() -> (id: Int, bounds: Rect) {
        let id = anchorSources
        anchorSources += 1
        let bounds = measuredFrames.anchors[id] ?? Rect(x: 0, y: 0, width: 0, height: 0)
        placedFramesRead.anchors[id] = bounds
        return (id, bounds)
    }

    /// Where layout placed the view that names coordinate space `name` in the canvas; nil before any layout, or where
    /// no view names it.
    func namedSpaceFrame(_ name: String) -> Rect? {
        let frame = measuredFrames.namedSpaces[name] ?? nil
        placedFramesRead.namedSpaces[name] = .some(frame)
        return frame
    }

    /// Where layout placed `GeometryReader` `id` in the canvas (at the origin before any layout): read only to
    /// resolve an anchor, so a reader that resolves none costs no layout pass.
    func geometryReaderOrigin(_ id: Int) -> Point {
        let frame =
            measuredFrames.readers[id]
            ?? Rect(origin: Point(x: 0, y: 0), size: geometryReaderSizes[id] ?? Size(width: 0, height: 0))
        placedFramesRead.readers[id] = frame
        return frame.origin
    }

    func touch(_ type: TypeDeclaration) { touchedFiles.formUnion(type.files) }
    func touch(file: String) { touchedFiles.insert(file) }

    /// The colour scheme where evaluation is; the evaluation now depends on the target's.
    var colorScheme: ColorScheme {
        environmentReads.insert(.colorScheme)
        readEnvironment = true
        return environment.colorScheme
    }

    /// The Dynamic Type size where evaluation is; the evaluation now depends on the target's.
    var dynamicTypeSize: DynamicTypeSize {
        environmentReads.insert(.dynamicTypeSize)
        readEnvironment = true
        return environment.dynamicTypeSize
    }

    /// The target's screen (`UIScreen.main`, `UIDevice.current`); the evaluation now depends on it.
    var screen: DeviceScreen {
        environmentReads.insert(.screen)
        readEnvironment = true
        return environment.screen
    }

    /// The tint `.tint(…)` above set, if any. Not recorded: targets do not vary it, and `EvaluationMemo` shares
    /// evaluations only between environments equal in everything but the recorded settings.
    var tint: ColorValue? {
        readEnvironment = true
        return environment.tint
    }

    /// Runs `body` in the environment `change` makes: how content below an environment modifier sees it.
    func withEnvironment<T>(_ change: EnvironmentChange, _ body: () throws -> T) rethrows -> T {
        let saved = environment
        environment = environment.applying(change)
        defer { environment = saved }
        return try body()
    }

    /// Runs `body` with a custom environment value or environment object set.
    func withCustomEnvironment<T>(
        key: String? = nil, object: String? = nil, value: Value, _ body: () throws -> T
    ) rethrows -> T {
        let savedKeys = customEnvironmentStorage, savedObjects = environmentObjectsStorage
        if let key { customEnvironmentStorage[key] = value }
        if let object { environmentObjectsStorage[object] = value }
        defer {
            customEnvironmentStorage = savedKeys
            environmentObjectsStorage = savedObjects
        }
        return try body()
    }

    // MARK: Budget

    /// Counts one evaluation step; throws once the step or time budget is spent.
    func step(_ node: some SyntaxProtocol) throws {
        steps += 1
        if steps > budget.steps {
            throw BudgetExceeded(message: "evaluation exceeded \(budget.steps) steps", node: Syntax(node))
        }
        if steps == 1 { startCPUTime = Self.threadCPUTime() }
        if steps & 1023 == 0 { try checkTime(at: node) }
    }

    /// Throws once the time budget is spent. Steps read it every thousand; native work whose cost grows with its
    /// input and that takes no steps of its own (matching a regex over a long text) reads it when it returns.
    func checkTime(at node: some SyntaxProtocol) throws {
        guard steps > 0 else { return }
        if Self.threadCPUTime() - startCPUTime > budget.seconds || Date() > wallDeadline {
            throw BudgetExceeded(
                message: "evaluation took longer than \(budget.seconds.formatted()) s", node: Syntax(node))
        }
    }

    /// Seconds of processor time the calling thread has used.
    private static func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Gives code run after the evaluation, for layout (a project's `Layout`), a budget of its own: its steps and
    /// processor time count from here, on the thread that runs it.
    func restartBudget() {
        steps = 0
        wallDeadline = Date(timeIntervalSinceNow: budget.wallSeconds)
    }

    /// Runs `body`, which waits for another evaluation (one making a shared initialiser), without counting the
    /// wait against this evaluation's time: waiting takes no processor time, and the wall-clock limit stops only
    /// runaway work.
    func waitingOutsideBudget<T>(_ body: () -> T) -> T {
        let wallBefore = Date()
        defer { wallDeadline = wallDeadline.addingTimeInterval(Date().timeIntervalSince(wallBefore)) }
        return body()
    }

    /// Runs `body` on a budget of its own: its steps and processor time are counted against `ownBudget` and not
    /// against the evaluation's, which goes on, once `body` returns or throws, from where it was before.
    func withBudget<T>(_ ownBudget: PreviewInterpreter.Budget, _ body: () throws -> T) rethrows -> T {
        let saved = (budget: budget, steps: steps, startCPUTime: startCPUTime, wallDeadline: wallDeadline)
        let cpuBefore = Self.threadCPUTime(), wallBefore = Date()
        budget = ownBudget
        steps = 0
        wallDeadline = Date(timeIntervalSinceNow: ownBudget.wallSeconds)
        defer {
            budget = saved.budget
            steps = saved.steps
            startCPUTime = saved.startCPUTime + (Self.threadCPUTime() - cpuBefore)
            wallDeadline = saved.wallDeadline.addingTimeInterval(Date().timeIntervalSince(wallBefore))
        }
        return try body()
    }

    /// Runs `body` one level deeper; throws when nesting exceeds the budget (runaway recursion). Every call,
    /// initialiser (delegating ones included), getter, closure and nested expression goes through here.
    func nested<T>(_ node: some SyntaxProtocol, _ body: () throws -> T) throws -> T {
        depth += 1
        defer { depth -= 1 }
        if depth > budget.depth {
            throw BudgetExceeded(message: "evaluation nested deeper than \(budget.depth) levels", node: Syntax(node))
        }
        return try body()
    }

    /// Checks a collection or string about to be created against the size budget.
    func checkSize(_ count: Int, at node: some SyntaxProtocol) throws {
        if count > budget.elements {
            throw BudgetExceeded(
                message: "a value of \(count) elements exceeds the limit of \(budget.elements)", node: Syntax(node))
        }
    }

    /// The source file a node belongs to, for closures and members evaluated later.
    func sourceFile(of node: some SyntaxProtocol) -> SourceFile? {
        let root = Syntax(node).root.id
        if let file = project.files[preview.file], file.tree.id == root { return file }
        return project.sourceFile(rootedAt: root)
    }

    /// A deterministic UUID string for `UUID()`.
    func nextUUID() -> String {
        uuidCounter += 1
        let hex = String(uuidCounter, radix: 16)
        return "00000000-0000-4000-8000-" + String(repeating: "0", count: max(0, 12 - hex.count)) + hex
    }

    /// The next pseudo-random number (SplitMix64).
    func nextRandom() -> UInt64 {
        randomState &+= 0x9E37_79B9_7F4A_7C15
        var z = randomState
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A pseudo-random Double in 0..<1.
    func nextUnitRandom() -> Double { Double(nextRandom() >> 11) / Double(1 << 53) }

    func describeQuietly(_ value: Value) -> String {
        (try? describe(value, at: preview.node)) ?? value.kindName
    }
}
