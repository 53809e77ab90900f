import Foundation
package import PreviewInterpreter
import PreviewModel

/// What happened to one test: it passed, a condition it checks did not hold (or it threw), or the interpreter
/// could not evaluate it (a construct it does not support, a budget it ran out of).
package struct TestResult: Sendable {
    package enum Status: String, Sendable, Codable { case passed, failed, unsupported }

    package var test: TestCase
    package var status: Status
    /// Why it did not pass, in a form that groups alike causes (numbers and string contents left out).
    package var cause: String?
    /// The full first message: the failed expectation with both sides, or the diagnostic with its position.
    package var detail: String?
}

/// The results of one folder's tests.
package struct FolderResult: Sendable {
    package var folder: String
    package var results: [TestResult]
    /// A problem that kept the whole folder from running (no tests, a file that does not parse).
    package var problem: String?

    package init(folder: String, results: [TestResult], problem: String? = nil) {
        self.folder = folder
        self.results = results
        self.problem = problem
    }

    package func count(_ status: TestResult.Status) -> Int { results.filter { $0.status == status }.count }
}

/// Runs a folder's tests with the interpreter: its sources and tests (and XCTest's assertions) become one project,
/// and each test is a small program calling one test function, evaluated in a fresh evaluation.
package struct ConformanceRunner: Sendable {
    package var budget: PreviewInterpreter.Budget

    package init(budget: PreviewInterpreter.Budget) { self.budget = budget }

    /// A budget for test code, which loops far more than a view body: 20 million steps and 10 seconds of processor
    /// time per test.
    package static let testBudget = PreviewInterpreter.Budget(steps: 20_000_000, seconds: 10, elements: 1_000_000)

    package func run(_ folder: TestFolder) throws -> FolderResult {
        var tests: [TestCase] = []
        for path in folder.tests {
            let text = try String(contentsOf: folder.root.appendingPathComponent(path), encoding: .utf8)
            tests += TestDiscovery.tests(inFile: path, source: text)
        }
        guard !tests.isEmpty else { return FolderResult(folder: folder.name, results: [], problem: "no tests found") }
        let copy = try ProjectCopy(folder, withXCTest: tests.contains { $0.framework == .xcTest })
        defer { copy.remove() }
        let project = try Project(root: copy.root)
        if let broken = project.diagnostics.first(where: { $0.severity == .error }) {
            let cause = "the code does not parse: " + Self.grouped(broken.message)
            return FolderResult(
                folder: folder.name,
                results: tests.map {
                    TestResult(test: $0, status: .unsupported, cause: cause, detail: broken.description)
                })
        }
        let interpreter = PreviewInterpreter(project: project, budget: budget)
        return FolderResult(folder: folder.name, results: tests.map { test in
            Self.result(of: test, interpreter.run(program: SourceFile(path: "TestRun.swift", text: test.program)))
        })
    }

    /// Unsupported when the interpreter reported anything but an uncaught throw: an error, or a warning that it
    /// evaluated something by a fallback (a placeholder value, a call it could not bind), since then neither a
    /// pass nor a failure says anything about Swift. Otherwise failed when an expectation did not hold or an error
    /// went uncaught, and passed.
    static func result(of test: TestCase, _ run: ProgramRun) -> TestResult {
        let failure = run.failedExpectations.first
        if let problem = run.diagnostics.first(where: { !$0.message.hasPrefix(Self.uncaughtPrefix) }) {
            let detail = problem.description + (failure.map { "; " + $0 } ?? "")
            return TestResult(test: test, status: .unsupported, cause: grouped(problem.message), detail: detail)
        }
        if let failure { return TestResult(test: test, status: .failed, cause: "wrong result", detail: failure) }
        if let uncaught = run.diagnostics.first {
            return TestResult(
                test: test, status: .failed, cause: grouped(uncaught.message), detail: uncaught.description)
        }
        return TestResult(test: test, status: .passed)
    }

    private static let uncaughtPrefix = "the program threw an error that nothing caught"

    /// `message` with numbers and the contents of string literals left out, so one kind of problem is one line.
    static func grouped(_ message: String) -> String {
        var result = "", inString = false, lastWasDigit = false
        for character in message {
            if character == "\"" {
                result.append(inString ? "…\"" : "\"")
                inString.toggle()
                continue
            }
            if inString { continue }
            if character.isNumber {
                if !lastWasDigit { result.append("N") }
                lastWasDigit = true
                continue
            }
            lastWasDigit = false
            result.append(character)
        }
        return result
    }
}

/// A temporary copy of a folder's sources and tests, the project the interpreter loads.
private struct ProjectCopy {
    let root: URL

    init(_ folder: TestFolder, withXCTest: Bool) throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("swift-conformance-\(UUID().uuidString)")
            .appendingPathComponent(folder.name)
        for path in folder.sources + folder.tests {
            // Hidden folders are not project content: `.meta/Sources` is copied as `Sources`.
            let target = root.appendingPathComponent(path.hasPrefix(".meta/") ? String(path.dropFirst(6)) : path)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: folder.root.appendingPathComponent(path), to: target)
        }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        if withXCTest {
            try XCTestSupport.source.write(
                to: root.appendingPathComponent(XCTestSupport.fileName), atomically: true, encoding: .utf8)
        }
    }

    func remove() { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
}
