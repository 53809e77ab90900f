/// XCTest's test case class and assertions, written in Swift for the interpreter: each assertion is Swift
/// Testing's `#expect`, which the interpreter evaluates (so a failed `XCTAssertEqual` is a failed expectation).
/// Added to every folder that is run, as the file `XCTestSupport.swift`.
package enum XCTestSupport {
    static let fileName = "XCTestSupport.swift"

    /// XCTest's base class as the interpreter needs it: test types are created with `init()`. `previewd compare`
    /// adds it to a project's snapshot tests too.
    package static let testCaseClass = """
        class XCTestCase {
            var continueAfterFailure = true
            init() {}
            func setUp() {}
            func tearDown() {}
            func setUpWithError() throws {}
            func tearDownWithError() throws {}
        }

        """

    static let source = testCaseClass + #"""

        func XCTAssert(_ condition: Bool, _ message: String = "") { #expect(condition, "\(message)") }
        func XCTAssertTrue(_ condition: Bool, _ message: String = "") { #expect(condition, "\(message)") }
        func XCTAssertFalse(_ condition: Bool, _ message: String = "") { #expect(!condition, "\(message)") }
        func XCTAssertEqual<T: Equatable>(_ first: T, _ second: T, _ message: String = "") {
            #expect(first == second, "\(message)")
        }
        func XCTAssertEqual(_ first: Double, _ second: Double, accuracy: Double, _ message: String = "") {
            #expect(abs(first - second) <= accuracy, "\(message)")
        }
        func XCTAssertNotEqual<T: Equatable>(_ first: T, _ second: T, _ message: String = "") {
            #expect(first != second, "\(message)")
        }
        func XCTAssertGreaterThan<T: Comparable>(_ first: T, _ second: T, _ message: String = "") {
            #expect(first > second, "\(message)")
        }
        func XCTAssertGreaterThanOrEqual<T: Comparable>(_ first: T, _ second: T, _ message: String = "") {
            #expect(first >= second, "\(message)")
        }
        func XCTAssertLessThan<T: Comparable>(_ first: T, _ second: T, _ message: String = "") {
            #expect(first < second, "\(message)")
        }
        func XCTAssertLessThanOrEqual<T: Comparable>(_ first: T, _ second: T, _ message: String = "") {
            #expect(first <= second, "\(message)")
        }
        func XCTAssertNil(_ value: Any?, _ message: String = "") { #expect(value == nil, "\(message)") }
        func XCTAssertNotNil(_ value: Any?, _ message: String = "") { #expect(value != nil, "\(message)") }
        func XCTFail(_ message: String = "") { #expect(false, "\(message)") }
        func XCTUnwrap<T>(_ value: T?, _ message: String = "") throws -> T { try #require(value, "\(message)") }
        """#
}
