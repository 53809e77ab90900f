import Testing

@testable import PreviewSnapshots

struct SnapshotDiscoveryTests {
    private func find(_ source: String) -> [SnapshotAssertion] {
        SnapshotDiscovery.assertions(inFile: "Tests/CardTests.swift", source: source)
    }

    @Test func numbersUnnamedAssertionsPerTestAndSanitizesNames() {
        let found = find("""
            import SnapshotTesting
            import XCTest
            final class CardTests: XCTestCase {
                func testCard() {
                    let view = CardView(title: "A")
                    assertSnapshot(of: view, as: .image(layout: .fixed(width: 320, height: 480)))
                    assertSnapshot(of: view, as: .image(layout: .sizeThatFits), named: "fits well")
                    assertSnapshot(matching: CardView(title: "B"), as: .image)
                }
                func testOther() {
                    assertSnapshot(of: CardView(title: "C"), as: .image(layout: .device(config: .iPhone13)))
                }
                func helper() { assertSnapshot(of: CardView(title: "D"), as: .image) }
            }
            """)
        #expect(found.map(\.identifier) == ["1", "fits-well", "2", "1"])
        #expect(found.map(\.testName) == ["testCard()", "testCard()", "testCard()", "testOther()"])
        #expect(found.map(\.view) == ["view", "view", "CardView(title: \"B\")", "CardView(title: \"C\")"])
        #expect(found[0].preamble == ["let view = CardView(title: \"A\")"])
        #expect(found[2].preamble == ["let view = CardView(title: \"A\")"], "other assertions are left out")
        #expect(found[0].strategy == SnapshotStrategy(layout: .fixed(width: "320", height: "480")))
        #expect(found[3].strategy?.layout == .device(SnapshotDevice.named("iPhone13")!))
        #expect(found.allSatisfy { $0.suite == "CardTests" && $0.problem == nil })
        #expect(found[0].line == 6)
    }

    @Test func readsTraitsPrecisionsAndDevicesInEveryForm() {
        let found = find("""
            final class CardTests: XCTestCase {
                func testDark() {
                    assertSnapshot(
                        of: CardView(),
                        as: .image(precision: 0.98, perceptualPrecision: 0.97, layout: .fixed(width: w, height: 100),
                                   traits: .init(userInterfaceStyle: .dark)))
                    assertSnapshot(
                        of: UIHostingController(rootView: CardView()),
                        as: .image(on: .iPadPro11(.portrait(splitView: .oneThird))))
                    assertSnapshot(of: CardView(), as: .image(size: CGSize(width: 300, height: 70)))
                    assertSnapshot(of: CardView(), as: .image(size: referenceSize))
                    assertSnapshot(of: CardView(), as: .image(layout: .device(config: .iPhoneX(.landscape))))
                }
            }
            """)
        #expect(found[0].strategy == SnapshotStrategy(
            layout: .fixed(width: "w", height: "100"), isDark: true, precision: 0.98, perceptualPrecision: 0.97))
        #expect(found[1].view == "CardView()")
        #expect(
            found[1].strategy?.layout
                == .device(
                    SnapshotDevice(
                        name: "iPadPro11 portrait oneThird", width: 320, height: 1194, safeArea: (24, 0, 20, 0))))
        #expect(found[2].strategy?.layout == .fixed(width: "300", height: "70"))
        #expect(found[3].strategy?.layout == .size("referenceSize"))
        #expect(
            found[4].strategy?.layout
                == .device(
                    SnapshotDevice(name: "iPhoneX landscape", width: 812, height: 375, safeArea: (0, 44, 24, 44))))
    }

    @Test func unsupportedStrategiesAndLoopsAreListedWithAReason() {
        let found = find("""
            final class CardTests: XCTestCase {
                func testMany() {
                    assertSnapshot(of: CardView(), as: .image(layout: .device(config: .pixel7)))
                    for size in sizes { assertSnapshot(of: CardView(), as: .image, named: "\\(size)") }
                    assertSnapshot(of: model, as: .dump)
                    assertSnapshot(of: CardView(), as: .image)
                }
            }
            """)
        #expect(found.count == 3, "the text snapshot is not a view snapshot")
        #expect(found[0].problem?.contains("'.pixel7'") == true)
        #expect(found[1].problem?.contains("for-in loop") == true)
        #expect(found[1].nameExpression == "\"\\(size)\"")
        #expect(found[2].identifier == "3", "the dump took number 2")
    }

    @Test func swiftTestingAndInactiveBranches() {
        let found = find("""
            import Testing
            @Suite struct CardSnapshots {
                @Test func card() {
                    #if os(iOS)
                    assertSnapshot(of: CardView(), as: .image)
                    #else
                    assertSnapshot(of: MacCardView(), as: .image)
                    #endif
                }
            }
            @Test func freeCard() {
                assertSnapshots(
                    of: CardView(), as: ["light": .image, "dark": .image(traits: .init(userInterfaceStyle: .dark))])
            }
            """)
        #expect(found.map(\.view) == ["CardView()", "CardView()", "CardView()"])
        #expect(found[0].suite == "CardSnapshots" && found[0].testName == "card()")
        #expect(found[1].suite == nil && found[1].identifier == "light" && found[2].identifier == "dark")
        #expect(found[2].strategy?.isDark == true)
    }

    @Test func closuresThatRunOnceKeepTheirPreamble() {
        let found = find("""
            final class CardTests: XCTestCase {
                override func setUp() { super.setUp() }
                func testWrapped() {
                    let title = "A"
                    withSnapshotTesting(record: .never) {
                        let view = CardView(title: title)
                        assertSnapshot(of: view, as: .image)
                    }
                }
            }
            """)
        #expect(found.count == 1)
        #expect(found[0].problem == nil)
        #expect(found[0].runsSetUp)
        #expect(found[0].preamble == ["let title = \"A\"", "let view = CardView(title: title)"])
    }
}
