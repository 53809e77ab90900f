import Foundation
package import PreviewLanguage
package import PreviewModel
package import PreviewViews

/// The result of evaluating one preview for one target.
package struct Evaluation: Sendable {
    package var root: ViewNode
    /// Problems met while evaluating, each with a source location; the parts they concern are placeholders or
    /// were skipped.
    package var diagnostics: [Diagnostic]
    /// Files whose declarations the evaluation used: a change to any of them must re-render this preview.
    package var touchedFiles: Set<String>
    /// Set by `.preferredColorScheme(…)`, which in SwiftUI changes the whole presentation, not only its view:
    /// the frame's canvas takes this appearance.
    package var preferredColorScheme: ColorScheme?
    /// Set by `#Preview(traits: .sizeThatFitsLayout)`, `.fixedLayout(…)` or `.previewLayout(…)`: the frame is this
    /// canvas instead of the device's screen (and has no safe area).
    package var canvas: PreviewCanvas?
    /// The size each `GeometryReader`'s proxy reported, by id (`ViewNode.geometryReader`): when layout places a
    /// reader at another size, evaluating again with the sizes layout measured gives the proxy the real one.
    package var geometryReaderSizes: [Int: Size] = [:]
    /// The frames of `GeometryReader`s and anchor sources this evaluation read (`PlacedFrames`): when layout places
    /// one elsewhere, evaluating again with the frames layout measured resolves its anchors where they are.
    package var placedFrames = PlacedFrames()
    /// The `@State` values after this evaluation (and the interaction it performed, if any): what the next
    /// evaluation of the same client starts from.
    package var state = InteractionState()
    /// Whether the interaction asked for was found and ran (false when the id no longer exists).
    package var performed = false
    /// The target settings the evaluation read: it is also the evaluation of any environment that agrees with the
    /// one it was made in on those (and on everything that is not such a setting).
    package var environmentReads: EnvironmentReads = []
    /// What a project's `Layout` reported when layout ran its code (it runs after evaluation): layout adds these
    /// to the frame's diagnostics.
    package var layoutDiagnostics = LayoutDiagnostics()
}

/// The settings that vary between targets and that an evaluation may read: the colour scheme (an
/// `@Environment(\.colorScheme)` property, an image with a dark variant), the Dynamic Type size and the screen.
package struct EnvironmentReads: OptionSet, Hashable, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    package static let colorScheme = EnvironmentReads(rawValue: 1 << 0)
    package static let dynamicTypeSize = EnvironmentReads(rawValue: 1 << 1)
    /// `UIScreen.main` or `UIDevice.current`: the target's screen size, scale or device.
    package static let screen = EnvironmentReads(rawValue: 1 << 2)
}

/// Evaluates previews by walking their syntax trees: a built-in vocabulary of SwiftUI constructs lowered to
/// primitives, plus the project's own types. Never runs user code natively and never touches files or the
/// network.
package struct PreviewInterpreter: Sendable {
    /// Limits that turn runaway or hostile code into a diagnostic instead of a hang or a crash.
    package struct Budget: Sendable {
        /// Expressions and statements evaluated per preview: about what a release build evaluates in `seconds`
        /// (a step takes about half a microsecond), so a heavy but finite preview gets the processor time this
        /// budget promises, while runaway code stops at whichever limit it reaches first.
        package var steps: Int
        /// Nested calls, getters, closures and expressions. Calibrated to `LargeStackThread.stackSize`: each level
        /// costs a few kilobytes of native stack in a debug build.
        package var depth: Int
        /// Processor time limit per preview, measured on the evaluating thread so that a machine busy with other
        /// work (a build, other previews) does not fail previews that fit on an idle one. Ten times this much wall
        /// time stops an evaluation in any case.
        package var seconds: Double
        /// The most elements a collection or string may have (`ForEach(0..<10_000_000)`).
        package var elements: Int

        /// One second of processor time; five in a debug build, which evaluates several times slower, so that
        /// `make run` draws what a release build draws (a scroll view of 2,000 modified shapes needs more than a
        /// second in a debug build).
        package static let releaseSeconds = 1.0
        package static let debugSeconds = 5.0
        #if DEBUG
            package static let defaultSeconds = debugSeconds
        #else
            package static let defaultSeconds = releaseSeconds
        #endif

        package init(
            steps: Int = 2_000_000, depth: Int = 1_500, seconds: Double = Budget.defaultSeconds, elements: Int = 100_000
        ) {
            self.steps = steps
            self.depth = depth
            self.seconds = seconds
            self.elements = elements
        }

        /// The wall-clock time an evaluation on this budget may take at most: ten times its processor time, a
        /// backstop for a thread starved of the processor on a loaded machine.
        package var wallSeconds: Double { seconds * 10 }

        /// How many times a preview's steps and processor time a shared sample-data initialiser has
        /// (`sharedInitializer`).
        package static let sharedInitializerScale = 10

        /// The budget of a zero-argument initialiser of a project type made once and shared by every preview
        /// (`SharedInitializers`): a model that generates a year of sample orders may take about as long as a
        /// preview's whole budget, and it is made once per version of the files it reads, not once per preview.
        /// Its steps and time are its own, not those of the preview that happens to make it first, so whether that
        /// preview fits its budget does not depend on the order previews are rendered in.
        package var sharedInitializer: Budget {
            let scale = Self.sharedInitializerScale
            let (scaledSteps, overflow) = steps.multipliedReportingOverflow(by: scale)
            return Budget(
                steps: overflow ? .max : scaledSteps, depth: depth, seconds: seconds * Double(scale),
                elements: elements)
        }
    }

    package let project: Project
    package let budget: Budget
    /// Shared by every copy of this interpreter, which all have the same project and budget.
    private let memo = EvaluationMemo()
    /// The static meaning of the project's code, found once for all evaluations of this version.
    let semantics: SemanticModel

    /// Instances of sample-data initialisers, shared with other interpreters of later versions of the project (a
    /// daemon keeps one across renders).
    package let sharedInitializers: SharedInitializers

    /// `semanticModels` hands on the semantic model of the version a daemon evaluated before (a command that
    /// evaluates one version needs none).
    package init(
        project: Project, budget: Budget = Budget(), sharedInitializers: SharedInitializers = SharedInitializers(),
        semanticModels: SemanticModelCache = SemanticModelCache()
    ) {
        self.project = project
        self.budget = budget
        self.sharedInitializers = sharedInitializers
        semantics = semanticModels.model(for: project, builtins: Vocabulary.typeFacts)
    }

    /// Evaluates `preview` in `environment` (the target's colour scheme, Dynamic Type size, …).
    /// `geometryReaderSizes` are the sizes an earlier layout of the same preview placed its `GeometryReader`s at,
    /// `placedFrames` the frames it placed them and its anchor sources at.
    /// `state` is what earlier taps left; `performing` is the id of a `ViewNode.tapTarget` of this evaluation to
    /// run once the view is built (a tap), whose effect is in the result's `state`, not in its `root`.
    package func evaluate(
        _ preview: PreviewDeclaration, environment: EnvironmentValues, geometryReaderSizes: [Int: Size] = [:],
        placedFrames: PlacedFrames = PlacedFrames(), state: InteractionState = InteractionState(),
        performing interaction: Int? = nil
    ) -> Evaluation {
        // What taps changed or are about to change belongs to one client: only the plain evaluation is shared.
        guard state.isEmpty, interaction == nil else {
            return memo.unshared {
                evaluateAnew(
                    preview, environment: environment, geometryReaderSizes: geometryReaderSizes,
                    placedFrames: placedFrames, state: state, performing: interaction)
            }
        }
        return memo.evaluation(
            of: preview.id, in: environment, geometryReaderSizes: geometryReaderSizes, placedFrames: placedFrames
        ) {
            evaluateAnew(
                preview, environment: environment, geometryReaderSizes: geometryReaderSizes,
                placedFrames: placedFrames, state: state, performing: nil)
        }
    }

    /// How many evaluations this interpreter has made: an evaluation another target shared is not counted. For
    /// tests.
    package var evaluationsMade: Int { memo.evaluationsMade }

    private func evaluateAnew(
        _ preview: PreviewDeclaration, environment: EnvironmentValues, geometryReaderSizes: [Int: Size],
        placedFrames: PlacedFrames, state: InteractionState, performing interaction: Int?
    ) -> Evaluation {
        let project = self.project, budget = self.budget, shared = sharedInitializers, semantics = self.semantics
        return LargeStackThread.run {
            func makeEvaluator(from state: InteractionState) -> Evaluator {
                let evaluator = Evaluator(
                    project: project, preview: preview, environment: environment, budget: budget, semantics: semantics,
                    geometryReaderSizes: geometryReaderSizes, placedFrames: placedFrames, state: state)
                evaluator.sharedInitializers = shared
                return evaluator
            }
            var evaluator = makeEvaluator(from: state)
            var root = evaluator.evaluatePreview()
            // A preview shows its views after they appeared: SwiftUI has run their `.onAppear` and `.task` actions
            // (previewd runs asynchronous work at once, so a `.task` has finished), and, once layout handed their
            // preferences up, the `.onPreferenceChange` actions whose value changed. Each round runs the actions of
            // the views built, then builds the views again from the state they left. A state that earlier taps
            // left belongs to views that appeared already.
            var appearance: (diagnostics: [Diagnostic], touchedFiles: Set<String>, reads: EnvironmentReads) = (
                [], [], []
            )
            var appeared: Set<AppearanceKey> = []
            var delivered: [AppearanceKey: String] = [:]
            var rounds = 0
            while rounds < Evaluator.preferenceRounds {
                let appearing =
                    state.isEmpty && !evaluator.appearanceActions.isEmpty && rounds < Evaluator.appearanceRounds
                guard appearing || !evaluator.preferenceChanges.isEmpty else { break }
                rounds += 1
                let built = evaluator.diagnostics.count
                if appearing { evaluator.runAppearance() }
                delivered.merge(evaluator.runPreferenceChanges()) { $1 }
                appearance.diagnostics += evaluator.diagnostics[built...]
                appearance.touchedFiles.formUnion(evaluator.touchedFiles)
                appearance.reads.formUnion(evaluator.environmentReads)
                if appearing { appeared.formUnion(evaluator.appearanceActions.map(\.key)) }
                evaluator.didPerform = true
                let next = makeEvaluator(from: evaluator.capturedState())
                next.appeared = appeared
                next.deliveredPreferences = delivered
                // Statics and globals the actions set (a cache of thumbnails) keep their values, as in a running app.
                next.staticValues = evaluator.staticValues
                next.staticDiagnostics = evaluator.staticDiagnostics
                let nextRoot = next.evaluatePreview()
                // Views that drew before their actions ran but cannot be built from the state the actions left (the
                // data a `.task` loaded is too much to evaluate in time) are drawn as they were, saying why: the
                // frame shows the preview's own views instead of a placeholder.
                if !nextRoot.drawsOwnContent, root.drawsOwnContent {
                    appearance.diagnostics += next.diagnostics
                    evaluator.report(
                        "the views could not be built again from the state their appearance actions left; drawn as "
                            + "they were before the actions ran", at: preview.node, .error)
                    break
                }
                evaluator = next
                root = nextRoot
            }
            if let unsettled = evaluator.preferenceChanges.first {
                evaluator.report(
                    "'.onPreferenceChange' was still changing the state after \(rounds) rounds; drawn as the last "
                        + "round left it", at: unsettled.node)
            }
            let performed = interaction.map(evaluator.perform) ?? false
            var diagnostics = appearance.diagnostics
            for diagnostic in evaluator.diagnostics where !diagnostics.contains(diagnostic) {
                diagnostics.append(diagnostic)
            }
            return Evaluation(
                root: root, diagnostics: diagnostics,
                touchedFiles: evaluator.touchedFiles.union(appearance.touchedFiles),
                preferredColorScheme: evaluator.preferredColorScheme, canvas: evaluator.previewCanvas,
                geometryReaderSizes: evaluator.geometryReaderSizes, placedFrames: evaluator.placedFramesRead,
                state: evaluator.capturedState(),
                performed: performed,
                environmentReads: evaluator.environmentReads.union(appearance.reads),
                layoutDiagnostics: evaluator.layoutDiagnostics)
        }
    }
}
