package import Foundation

/// Totals and causes over folders of test results, as a table for people and JSON for scripts.
package struct ConformanceReport: Sendable {
    package var folders: [FolderResult]

    package init(folders: [FolderResult]) { self.folders = folders }

    package func total(_ status: TestResult.Status) -> Int { folders.reduce(0) { $0 + $1.count(status) } }
    package var testCount: Int { folders.reduce(0) { $0 + $1.results.count } }

    /// The share of tests that passed, in percent (0 when there are none).
    package var passedPercent: Double { testCount == 0 ? 0 : Double(total(.passed)) * 100 / Double(testCount) }

    /// Causes of failed and unsupported tests, most frequent first (ties by text).
    package var causes: [(cause: String, status: TestResult.Status, count: Int)] {
        var counts: [String: (TestResult.Status, Int)] = [:]
        for result in folders.flatMap(\.results) where result.status != .passed {
            let key = result.cause ?? result.status.rawValue
            counts[key] = (result.status, (counts[key]?.1 ?? 0) + 1)
        }
        return counts.map { (cause: $0.key, status: $0.value.0, count: $0.value.1) }
            .sorted { ($1.count, $0.cause) < ($0.count, $1.cause) }
    }

    package func table(causeLimit: Int = 25, verbose: Bool = false) -> String {
        let width = max(12, folders.map(\.folder.count).max() ?? 0)
        func row(_ name: String, _ passed: Int, _ failed: Int, _ unsupported: Int) -> String {
            name.padding(toLength: width, withPad: " ", startingAt: 0)
                + [passed, failed, unsupported].map { String($0).leftPadded(to: 8) }.joined() + "\n"
        }
        var text = "folder".padding(toLength: width, withPad: " ", startingAt: 0)
            + ["passed", "failed", "unsup."].map { $0.leftPadded(to: 8) }.joined() + "\n"
        for folder in folders {
            text += row(folder.folder, folder.count(.passed), folder.count(.failed), folder.count(.unsupported))
            if let problem = folder.problem { text += "    (\(problem))\n" }
            if verbose {
                for result in folder.results where result.status != .passed {
                    text += "    \(result.status.rawValue): \(result.test.name): \(result.detail ?? "")\n"
                }
            }
        }
        text += row("total", total(.passed), total(.failed), total(.unsupported))
        let folderWord = folders.count == 1 ? "folder" : "folders"
        text +=
            "\n\(testCount) tests in \(folders.count) \(folderWord): " + String(format: "%.1f", passedPercent)
            + "% passed\n"
        let causes = self.causes.prefix(causeLimit)
        if !causes.isEmpty {
            text += "\nMost frequent causes (tests, status, cause):\n"
            for cause in causes {
                text += String(cause.count).leftPadded(to: 6) + "  \(cause.status.rawValue): \(cause.cause)\n"
            }
        }
        return text
    }

    package func json() throws -> Data {
        struct Test: Encodable {
            var name, function: String
            var suite: String?
            var file: String
            var line: Int
            var status: TestResult.Status
            var cause, detail: String?
        }
        struct Folder: Encodable {
            var name: String
            var passed, failed, unsupported: Int
            var problem: String?
            var tests: [Test]
        }
        struct Cause: Encodable {
            var cause: String
            var status: TestResult.Status
            var count: Int
        }
        struct Document: Encodable {
            var passed, failed, unsupported, tests: Int
            var passedPercent: Double
            var folders: [Folder]
            var causes: [Cause]
        }
        let document = Document(
            passed: total(.passed), failed: total(.failed), unsupported: total(.unsupported), tests: testCount,
            passedPercent: (passedPercent * 10).rounded() / 10,
            folders: folders.map { folder in
                Folder(
                    name: folder.folder, passed: folder.count(.passed), failed: folder.count(.failed),
                    unsupported: folder.count(.unsupported), problem: folder.problem,
                    tests: folder.results.map {
                        Test(
                            name: $0.test.name, function: $0.test.function, suite: $0.test.suite, file: $0.test.file,
                            line: $0.test.line, status: $0.status, cause: $0.cause, detail: $0.detail)
                    })
            },
            causes: causes.map { Cause(cause: $0.cause, status: $0.status, count: $0.count) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(document)
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? " " + self : String(repeating: " ", count: width - count) + self
    }
}
