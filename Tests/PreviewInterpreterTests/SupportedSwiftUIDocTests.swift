import Foundation
import PreviewInterpreter
import Testing

/// `Documentation/SupportedSwiftUI.md` is generated from the vocabulary: the checked-in page must be what the
/// generator makes now, so a construct added or changed without regenerating the page fails here.
struct SupportedSwiftUIDocTests {
    /// The page, found from this file: Tests/PreviewInterpreterTests/ → the package root.
    static let page = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Documentation/SupportedSwiftUI.md")

    static let regenerate = "run RECORD_SNAPSHOTS=1 swift test --filter SupportedSwiftUIDocTests to regenerate"

    @Test func checkedInPageMatchesTheVocabulary() throws {
        let generated = SupportedSwiftUI.markdown()
        if let record = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"], !record.isEmpty, record != "0" {
            try generated.write(to: Self.page, atomically: true, encoding: .utf8)
            return
        }
        guard let checkedIn = try? String(contentsOf: Self.page, encoding: .utf8) else {
            Issue.record("\(Self.page.path) is missing; \(Self.regenerate)")
            return
        }
        guard checkedIn != generated else { return }
        let old = checkedIn.split(separator: "\n", omittingEmptySubsequences: false)
        let new = generated.split(separator: "\n", omittingEmptySubsequences: false)
        let line =
            zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
        Issue.record(
            """
            Documentation/SupportedSwiftUI.md is out of date with the vocabulary; \(Self.regenerate)
            first difference at line \(line + 1):
              checked in: \(line < old.count ? String(old[line]) : "<end of file>")
              generated:  \(line < new.count ? String(new[line]) : "<end of file>")
            """)
    }
}
