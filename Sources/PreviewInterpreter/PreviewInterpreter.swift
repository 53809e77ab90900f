import Foundation
import PreviewModel
import PreviewViews

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
}

/// Evaluates previews by walking their syntax trees: a built-in vocabulary of SwiftUI constructs lowered to
/// primitives, plus the project's own types. Never runs user code natively and never touches files or the
/// network.
package struct PreviewInterpreter: Sendable {
    /// Limits that turn runaway or hostile code into a diagnostic instead of a hang or a crash.
    package struct Budget: Sendable {
        /// Expressions and statements evaluated per preview.
        package var steps: Int
        /// Nested calls, getters, closures and expressions. Calibrated to `stackSize`: each level costs a few
        /// kilobytes of native stack in a debug build.
        package var depth: Int
        /// Wall-clock limit per preview.
        package var seconds: Double
        /// The most elements a collection or string may have (`ForEach(0..<10_000_000)`).
        package var elements: Int

        package init(steps: Int = 400_000, depth: Int = 1_500, seconds: Double = 1, elements: Int = 100_000) {
            self.steps = steps
            self.depth = depth
            self.seconds = seconds
            self.elements = elements
        }
    }

    /// The native stack evaluation runs on: deep enough that `budget.depth` ends recursion long before it
    /// overflows (virtual memory; only the pages used are touched).
    package static let stackSize = 512 << 20

    package let project: Project
    package var budget: Budget

    package init(project: Project, budget: Budget = Budget()) {
        self.project = project
        self.budget = budget
    }

    /// Evaluates `preview` in `environment` (the target's colour scheme, Dynamic Type size, …).
    package func evaluate(_ preview: PreviewDeclaration, environment: EnvironmentValues) -> Evaluation {
        let project = self.project, budget = self.budget
        return LargeStackThread.run {
            let evaluator = Evaluator(project: project, preview: preview, environment: environment, budget: budget)
            let root = evaluator.evaluatePreview()
            return Evaluation(
                root: root, diagnostics: evaluator.diagnostics, touchedFiles: evaluator.touchedFiles,
                preferredColorScheme: evaluator.preferredColorScheme)
        }
    }
}

/// Runs a closure on a new thread with `PreviewInterpreter.stackSize` of stack and waits for it: a tree-walking
/// interpreter recurses natively, and the default 8 MiB (512 KiB off the main thread) is not enough for the
/// depth real view code reaches.
enum LargeStackThread {
    /// Carries the work to the new thread; `@unchecked Sendable` because the caller waits in `pthread_join`, so
    /// the two threads never touch it at once.
    private final class Box: @unchecked Sendable {
        var body: (() -> Void)?
        init() {}
    }

    static func run<T>(_ body: @escaping () -> T) -> T {
        var result: T?
        let box = Box()
        box.body = { result = body() }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, PreviewInterpreter.stackSize)
        var thread = pthread_t()
        let context = Unmanaged.passRetained(box).toOpaque()
        let status = pthread_create(&thread, &attributes, { raw in
            let box = Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue()
            box.body?()
            return nil
        }, context)
        if status != 0 {
            // No thread could be made (resource limits): evaluate here, where the depth budget still applies.
            Unmanaged<Box>.fromOpaque(context).release()
            return body()
        }
        pthread_join(thread, nil)
        return result!
    }
}
