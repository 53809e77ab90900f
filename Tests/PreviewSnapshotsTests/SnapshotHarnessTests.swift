import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import PreviewSnapshots

struct SnapshotHarnessTests {
    private let assertions = SnapshotDiscovery.assertions(inFile: "CardTests.swift", source: """
        final class CardTests: XCTestCase {
            let title = "A"
            func testCard() {
                let view = CardView(title: title)
                assertSnapshot(of: view, as: .image(size: referenceSize), named: name)
                assertSnapshot(of: view, as: .image)
            }
        }
        """)

    @Test func sourceParsesAndHasAMethodAndPreviewPerAssertion() {
        let harness = SnapshotHarness(assertions: assertions, projectDeclaresXCTestCase: false)
        let source = harness.source
        #expect(!Parser.parse(source: source).hasError)
        #expect(source.contains("class XCTestCase"))
        #expect(source.contains("extension CardTests {"))
        #expect(
            source.contains(
                """
                func __previewdSnapshot0() throws -> some View {
                        let view = CardView(title: title)
                        return (view)
                """))
        #expect(
            source.contains(
                """
                #Preview("__previewdSnapshot1") {
                    try CardTests().__previewdSnapshot1().previewLayout(.sizeThatFits)
                }
                """))
        #expect(
            !SnapshotHarness(assertions: assertions, projectDeclaresXCTestCase: true).source.contains(
                "class XCTestCase"))
    }

    @Test func factsAreEvaluatedOnlyWhereTheSourceHasNoLiteral() {
        let harness = SnapshotHarness(assertions: assertions, projectDeclaresXCTestCase: false)
        #expect(harness.needsFacts(0) && !harness.needsFacts(1))
        #expect(harness.factsProgram(0) == "try CardTests().__previewdSnapshotFacts0()")
        #expect(harness.source.contains("print(\"name:\", name)"))
        #expect(harness.source.contains("let __size = referenceSize"))
        #expect(SnapshotHarness.facts(from: "name: dark mode\nwidth: 300.0\nother: 1\nheight: 70.0\n")
            == ["name": "dark mode", "width": "300.0", "height": "70.0"])
    }

    @Test func typesDeclaredInTheTestAreDeclaredAtFileLevelOnce() {
        let found = SnapshotDiscovery.assertions(inFile: "ViewTests.swift", source: """
            final class ViewTests: XCTestCase {
                func testLocal() {
                    struct MyView: View { var body: some View { Text("A") } }
                    let view = MyView().background(Color.yellow)
                    assertSnapshot(of: view, as: .image)
                    assertSnapshot(of: view, as: .image(layout: .fixed(width: 200, height: 100)), named: "fixed")
                }
            }
            """)
        #expect(
            found.map(\.localTypes)
                == Array(repeating: ["struct MyView: View { var body: some View { Text(\"A\") } }"], count: 2))
        #expect(found[0].preamble == ["let view = MyView().background(Color.yellow)"])
        let source = SnapshotHarness(assertions: found, projectDeclaresXCTestCase: true).source
        #expect(source.components(separatedBy: "struct MyView").count == 2)
        #expect(!Parser.parse(source: source).hasError)
    }
}
