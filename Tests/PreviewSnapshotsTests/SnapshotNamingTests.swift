import Testing

@testable import PreviewSnapshots

/// swift-snapshot-testing's naming: `__Snapshots__/<TestFile>/<sanitized #function>.<identifier>.png`.
struct SnapshotNamingTests {
    @Test(arguments: [
        ("testLogin()", "testLogin"), ("dark mode", "dark-mode"), ("testRow(at:)", "testRow-at"),
        ("--a  b--", "a-b"), ("iPhone 13 (landscape)", "iPhone-13-landscape"), ("size-that-fits", "size-that-fits"),
        ("naïve_ü", "naïve_ü"),
    ])
    func sanitizesAsTheLibraryDoes(input: String, expected: String) {
        #expect(SnapshotNaming.sanitized(input) == expected)
    }

    @Test func referenceSitsBesideTheTestFile() {
        let path = SnapshotNaming.referencePath(
            testFile: "Tests/AppTests/LoginTests.swift", testFunction: "testLogin()", identifier: "2")
        #expect(path == "__Snapshots__/LoginTests/testLogin.2.png")
        let assertion = SnapshotAssertion(
            file: "Tests/AppTests/LoginTests.swift", line: 3, suite: "LoginTests", testName: "testLogin()",
            identifier: "1",
            view: "LoginView()", preamble: [])
        #expect(
            assertion.referencePath(identifier: "dark") == "Tests/AppTests/__Snapshots__/LoginTests/testLogin.dark.png")
        #expect(assertion.displayName(identifier: "1") == "LoginTests/testLogin.1")
    }

    @Test func functionSignatureIsHashFunction() {
        #expect(SnapshotNaming.functionSignature(name: "testA", labels: []) == "testA()")
        #expect(SnapshotNaming.functionSignature(name: "row", labels: ["at", nil]) == "row(at:_:)")
    }
}
