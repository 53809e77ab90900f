// For pthread_attr_t's zero initialiser, which Swift takes from Dispatch's C module on Linux.
import CDispatch
import Foundation
import PreviewInterpreter
import PreviewLayout
import PreviewModel
import PreviewTestSupport
import PreviewViews

/// One Swift source file carried through what the daemon does with a saved file: load the project, evaluate every
/// preview for one target, lay the result out. Reports what it measured and which bound each result broke.
///
/// Runs on the thread that calls `run`; use `FuzzThread` to give it the daemon's render-thread stack.
struct FuzzPipeline {
    /// What no input may exceed. The interpreter's own budget is 400 000 steps and 1 s of processor time per
    /// preview (5 s in a debug build, which is what `swift test` runs); these bounds are generous multiples of it,
    /// so breaking one means a budget was not enforced somewhere.
    struct Bounds {
        /// Wall time of one `evaluate` call: three times the processor-time budget. A mutant that spends the whole
        /// budget takes a little longer than it in wall time (the clock is read every 1,024 steps, and the thread
        /// shares two cores with the rest of the test run), so a bound equal to the budget failed at random.
        var evaluationSeconds = 3 * PreviewInterpreter.Budget.defaultSeconds
        /// Wall time of one `LayoutEngine.layout` call (layout has no budget of its own).
        var layoutSeconds = 5.0
        /// Nodes in one evaluated view tree.
        var treeNodes = 800_000
        /// Items in one display list.
        var displayItems = 2_000_000
        /// UTF-8 bytes of all text items of one display list.
        var textBytes = 64 << 20
    }

    /// What one run measured.
    struct Report {
        /// The file parsed without errors (otherwise the project skips it and nothing is evaluated).
        var parsed = false
        var previews = 0
        var diagnostics = 0
        /// Largest view tree, in nodes, and its depth.
        var treeNodes = 0
        var treeDepth = 0
        var displayItems = 0
        var textBytes = 0
        var slowestEvaluation = 0.0
        var slowestLayout = 0.0
        /// Bounds this input broke, one line each: empty means the input is fine.
        var violations: [String] = []
    }

    /// The target the daemon renders first by default.
    static let target = Target(device: DeviceCatalog.iPhone15Pro, colorScheme: .light)
    /// The file name the source is written under.
    static let fileName = "Mutant.swift"

    let root: URL
    var bounds = Bounds()

    /// `root` is an existing, otherwise empty folder the pipeline may overwrite `fileName` in.
    init(root: URL) {
        self.root = root
    }

    func run(_ source: Data) -> Report {
        var report = Report()
        do {
            try source.write(to: root.appendingPathComponent(Self.fileName))
        } catch {
            report.violations.append("could not write the project file: \(error)")
            return report
        }
        let project: Project
        do {
            project = try Project(root: root)
        } catch {
            report.violations.append("project failed to load: \(error)")
            return report
        }
        report.parsed = project.sourceFile(Self.fileName) != nil
        report.previews = project.previews.count

        let interpreter = PreviewInterpreter(project: project)
        let layout = LayoutEngine(measurer: FakeTextMeasurer())
        let target = Self.target
        for preview in project.previews {
            var started = Date()
            let evaluation = interpreter.evaluate(preview, environment: target.environment)
            let evaluationSeconds = Date().timeIntervalSince(started)
            report.slowestEvaluation = max(report.slowestEvaluation, evaluationSeconds)
            report.diagnostics += evaluation.diagnostics.count
            if evaluationSeconds > bounds.evaluationSeconds {
                report.violations.append(
                    "preview '\(preview.name)' took \(seconds(evaluationSeconds)) to evaluate "
                        + "(bound \(seconds(bounds.evaluationSeconds)))")
            }

            let (nodes, depth) = Self.measure(evaluation.root)
            report.treeNodes = max(report.treeNodes, nodes)
            report.treeDepth = max(report.treeDepth, depth)
            if nodes > bounds.treeNodes {
                report.violations.append(
                    "preview '\(preview.name)' evaluated to \(nodes) nodes (bound \(bounds.treeNodes))")
            }

            var environment = target.environment
            if let scheme = evaluation.preferredColorScheme { environment.colorScheme = scheme }
            started = Date()
            // On a large stack, as `PreviewFrameRenderer` lays out.
            let list = LargeStackThread.run {
                layout.layout(evaluation.root, canvas: target.size, safeArea: target.safeArea, environment: environment)
            }
            let layoutSeconds = Date().timeIntervalSince(started)
            report.slowestLayout = max(report.slowestLayout, layoutSeconds)
            if layoutSeconds > bounds.layoutSeconds {
                report.violations.append(
                    "preview '\(preview.name)' took \(seconds(layoutSeconds)) to lay out "
                        + "(bound \(seconds(bounds.layoutSeconds)))")
            }
            let textBytes = list.items.reduce(0) { sum, item in
                if case .text(let string, _, _, _, _, _) = item { return sum + string.utf8.count }
                return sum
            }
            report.displayItems = max(report.displayItems, list.items.count)
            report.textBytes = max(report.textBytes, textBytes)
            if list.items.count > bounds.displayItems {
                report.violations.append(
                    "preview '\(preview.name)' laid out to \(list.items.count) display items "
                        + "(bound \(bounds.displayItems))")
            }
            if textBytes > bounds.textBytes {
                report.violations.append(
                    "preview '\(preview.name)' laid out \(textBytes) bytes of text (bound \(bounds.textBytes))")
            }
        }
        return report
    }

    /// Node count and depth of a view tree, walked with an explicit stack so that a deep tree cannot overflow
    /// this function's own stack.
    static func measure(_ root: ViewNode) -> (nodes: Int, depth: Int) {
        var pending: [(ViewNode, Int)] = [(root, 1)]
        var nodes = 0
        var depth = 0
        while let (node, level) = pending.popLast() {
            nodes += 1
            depth = max(depth, level)
            for child in children(of: node) { pending.append((child, level + 1)) }
        }
        return (nodes, depth)
    }

    private static func children(of node: ViewNode) -> [ViewNode] {
        switch node {
        case .stack(_, _, _, let children), .zstack(_, let children), .group(let children):
            return children
        case .scroll(_, let content), .padding(_, let content), .frame(_, let content),
            .fixedSize(_, _, let content), .aspectRatio(_, _, let content), .layoutPriority(_, let content),
            .offset(_, _, let content), .position(_, _, let content), .clip(_, let content), .effect(_, let content),
            .ignoresSafeArea(_, let content), .environment(_, let content):
            return [content]
        case .decoration(let decoration, _, _, let content):
            return [decoration, content]
        default:
            // Leaves, and any case added after this was written (counted as one node).
            return []
        }
    }

    private func seconds(_ value: Double) -> String { String(format: "%.2f s", value) }
}

/// Runs work on a new thread with the stack the daemon's render thread has (a Foundation `Thread`, which on Linux
/// gets the 8 MiB default), so that anything deeper than the daemon tolerates fails here too. The interpreter and
/// layout move to their own 512 MiB thread; loading stays on this one, as in the daemon.
enum FuzzThread {
    static let stackSize = 8 << 20

    /// Carries the work to the worker and signals its end; `@unchecked Sendable` because the result is written
    /// once by the worker before it signals and read by the waiter only after.
    private final class Job: @unchecked Sendable {
        let body: () -> Void
        let done = DispatchSemaphore(value: 0)
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    private final class Slot<T>: @unchecked Sendable {
        var value: T?
    }

    /// Starts `body` and waits up to `timeout` seconds for it; nil when it has not finished by then (the thread
    /// is left running: a thread cannot be stopped from outside). `poll` is called about every 50 ms while
    /// waiting, e.g. to watch memory.
    static func run<T>(timeout: Double, poll: () -> Void = {}, _ body: @escaping () -> T) -> T? {
        let result = Slot<T>()
        let job = Job { result.value = body() }
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        var thread = pthread_t()
        let context = Unmanaged.passRetained(job).toOpaque()
        let status = pthread_create(&thread, &attributes, { raw in
            let job = Unmanaged<Job>.fromOpaque(raw!).takeRetainedValue()
            job.body()
            job.done.signal()
            return nil
        }, context)
        precondition(status == 0, "pthread_create failed: \(status)")
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if job.done.wait(timeout: .now() + .milliseconds(50)) == .success { return result.value }
            poll()
        }
        return nil
    }
}
