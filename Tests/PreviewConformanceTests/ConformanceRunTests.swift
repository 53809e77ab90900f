import Foundation
import PreviewConformance
import PreviewTestSupport
import Testing

/// The conformance runner finds Swift Testing and XCTest tests, runs each through the interpreter and tells passed
/// from failed (a condition that did not hold) from unsupported (something the interpreter could not evaluate).
@Suite("Conformance runner")
struct ConformanceRunTests {
    static let code = """
        enum ParseError: Error, Equatable { case negative }
        func double(_ x: Int) -> Int { x * 2 }
        func parse(_ x: Int) throws -> Int {
            if x < 0 { throw ParseError.negative }
            return x
        }
        """

    static let swiftTesting = """
        import Testing
        @testable import Demo

        @Suite struct DemoTests {
            @Test("doubles") func doubles() { #expect(double(2) == 4) }
            @Test func wrongOnPurpose() { #expect(double(2) == 5) }
            @Test func unknownModule() { #expect(Mystery.value(1) == 2) }
            @Test(arguments: [1, 2, 3]) func eachArgument(value: Int) { #expect(double(value) == value + value) }
            @Test(arguments: [1, 2], [3, 4]) func everyPair(_ a: Int, _ b: Int) { #expect(a < b) }
            @Test func throwsTheError() { #expect(throws: ParseError.negative) { try parse(-1) } }
            @Test func throwsNothing() { #expect(throws: Never.self) { try parse(1) } }
            @Test func throwsWhenItShouldNot() { #expect(throws: Never.self) { try parse(-1) } }
            @Test func requiresAValue() throws { let value = try #require(Int("12")); #expect(value == 12) }
            @Test func requiresNil() throws { _ = try #require(Int("twelve")) }
        }

        @Test func freeFunction() { #expect(double(0) == 0) }
        """

    static let xcTest = """
        import XCTest
        @testable import Demo

        final class DemoCaseTests: XCTestCase {
            var base = 0
            override func setUp() { base = 10 }
            func testSetUpRan() { XCTAssertEqual(base + double(1), 12) }
            func testWrongOnPurpose() { XCTAssertTrue(double(1) == 3) }
            func helper() { XCTFail("not a test: never run") }
        }
        """

    func run(_ files: [String: String]) throws -> FolderResult {
        let folder = try ProjectFolder(files)
        return try ConformanceRunner(budget: ConformanceRunner.testBudget).run(try TestFolder(root: folder.root))
    }

    func status(_ result: FolderResult, _ function: String) -> TestResult.Status? {
        result.results.first { $0.test.function == function }?.status
    }

    @Test func swiftTestingTestsPassFailOrAreUnsupported() throws {
        let result = try run([
            "Sources/Demo/Demo.swift": Self.code, "Tests/DemoTests/DemoTests.swift": Self.swiftTesting,
        ])
        #expect(result.results.count == 11)
        for passing in [
            "doubles", "eachArgument", "everyPair", "throwsTheError", "throwsNothing", "requiresAValue", "freeFunction",
        ] {
            #expect(status(result, passing) == .passed, "\(passing)")
        }
        for failing in ["wrongOnPurpose", "throwsWhenItShouldNot", "requiresNil"] {
            #expect(status(result, failing) == .failed, "\(failing)")
        }
        #expect(status(result, "unknownModule") == .unsupported)
        let wrong = try #require(result.results.first { $0.test.function == "wrongOnPurpose" })
        #expect(wrong.detail?.contains("4 == 5") == true, "the failure shows both sides: \(wrong.detail ?? "")")
        #expect(result.results.first { $0.test.function == "doubles" }?.test.name == "doubles")
    }

    @Test func xcTestCasesRunWithSetUp() throws {
        let result = try run(["Sources/Demo/Demo.swift": Self.code, "Tests/DemoTests/DemoCaseTests.swift": Self.xcTest])
        #expect(result.results.map(\.test.function).sorted() == ["testSetUpRan", "testWrongOnPurpose"])
        #expect(status(result, "testSetUpRan") == .passed)
        #expect(status(result, "testWrongOnPurpose") == .failed)
    }

    @Test func referenceSolutionsAreUsedInsteadOfStubs() throws {
        let result = try run([
            "Sources/Demo/Demo.swift": "func double(_ x: Int) -> Int { fatalError(\"write this\") }",
            ".meta/Sources/Demo/DemoExample.swift": Self.code,
            "Tests/DemoTests/DemoTests.swift": "import Testing\n@Test func doubles() { #expect(double(3) == 6) }",
        ])
        #expect(result.results.map(\.status) == [.passed])
    }

    @Test func aFolderWithoutTestsSaysSo() throws {
        let result = try run(["Sources/Demo/Demo.swift": Self.code])
        #expect(result.results.isEmpty)
        #expect(result.problem == "no tests found")
    }

    @Test func codeThatDoesNotParseMakesEveryTestUnsupported() throws {
        let result = try run([
            "Sources/Demo/Demo.swift": "func double(_ x: Int) -> Int { x * }",
            "Tests/DemoTests/DemoTests.swift": "import Testing\n@Test func doubles() { #expect(double(3) == 6) }",
        ])
        #expect(result.results.map(\.status) == [.unsupported])
        #expect(result.results.first?.cause?.hasPrefix("the code does not parse") == true)
    }

    @Test func theReportCountsAndGroupsCauses() throws {
        let result = try run([
            "Sources/Demo/Demo.swift": Self.code, "Tests/DemoTests/DemoTests.swift": Self.swiftTesting,
        ])
        let report = ConformanceReport(folders: [result])
        #expect(report.total(.passed) == 7 && report.total(.failed) == 3 && report.total(.unsupported) == 1)
        let json = try JSONSerialization.jsonObject(with: try report.json()) as? [String: Any]
        #expect(json?["passed"] as? Int == 7)
        #expect(json?["failed"] as? Int == 3)
        #expect(json?["unsupported"] as? Int == 1)
        #expect(report.table().contains("11 tests in 1 folder: 63.6% passed"))
        #expect(report.causes.first?.cause == "wrong result")
    }
}
