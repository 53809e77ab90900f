/// One `assertSnapshot` of a view in a project's tests, as read from the source: where it is, which reference
/// image it compares with, the view and the statements before it that the view may depend on, and how it is drawn.
package struct SnapshotAssertion: Equatable, Sendable {
    /// The test file, relative to the project.
    package var file: String
    package var line: Int
    /// The enclosing type (`Outer.Inner`), nil for a free `@Test` function.
    package var suite: String?
    /// Whether the test is a `static` member (called on the type, not on an instance).
    package var isStatic = false
    /// Whether the suite declares `setUp()`/`setUpWithError()`, which XCTest runs before each test.
    package var runsSetUp = false
    /// The test's `#function`: `testLogin()`.
    package var testName: String
    /// What follows the test name in the reference's file name: the count of unnamed assertions (`1`), or the
    /// sanitized `named:` argument. Nil when the name is not a literal: the interpreter evaluates `nameExpression`.
    package var identifier: String?
    package var nameExpression: String?
    /// The view snapshotted, as source text (a `UIHostingController(rootView:)` unwrapped).
    package var view: String
    /// The statements of the test that run before the assertion, in order, as source text.
    package var preamble: [String]
    /// Types the test declares before the assertion (`struct MyView: View`), as source text.
    package var localTypes: [String] = []
    /// The strategy, or why the assertion cannot be reproduced (also set for reasons found in the test itself:
    /// an assertion in a loop).
    package var strategy: SnapshotStrategy?
    package var problem: String?

    /// The reference image's path relative to the project, once the identifier is known.
    package func referencePath(identifier: String) -> String {
        let folder = file.split(separator: "/").dropLast().joined(separator: "/")
        let relative = SnapshotNaming.referencePath(testFile: file, testFunction: testName, identifier: identifier)
        return folder.isEmpty ? relative : folder + "/" + relative
    }

    /// A name people recognise: `LoginTests/testLogin.1`.
    package func displayName(identifier: String?) -> String {
        let fileName = file.split(separator: "/").last.map { String($0.dropLast(".swift".count)) } ?? file
        return "\(fileName)/\(SnapshotNaming.sanitized(testName)).\(identifier ?? "?")"
    }
}
