import Foundation
import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// Slider's older and newer spellings, a tinted switch style, page-style tab views, navigation view styles and
/// container shapes, as projects write them.
struct SmallControlsTests {
    /// A disabled button is grey whatever its tint, as iOS draws it; an enabled one beside it keeps the tint.
    @Test func disabledButtonsAreDrawnGrey() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    Button("Save") {}.disabled(true)
                    Button("Send") {}.buttonStyle(.borderedProminent).disabled(true)
                    Button("Open") {}.tint(.red)
                }
                """)
        let dump = try fixture.cleanDump()
        #expect(dump.components(separatedBy: "foreground #3c3c434d/#ebebf54d").count == 3, "\(dump)")
        #expect(dump.contains("RoundedRectangle(8) fill #7676801f/#7676803d"), "\(dump)")
        #expect(dump.contains("foreground red"), "\(dump)")
    }

    /// A closed menu with a title and a symbol shows both, tinted, the symbol first.
    @Test func aMenuWithASystemImageShowsTheSymbolBeforeTheTitle() throws {
        let fixture = try InterpreterFixture(
            body: #"Menu("Sort", systemImage: "arrow.up.arrow.down") { Button("Name") {} }"#)
        let dump = try fixture.cleanDump()
        let symbol = try #require(dump.range(of: "arrow.up.arrow.down"), "\(dump)")
        let title = try #require(dump.range(of: "Text \"Sort\""), "\(dump)")
        #expect(symbol.lowerBound < title.lowerBound)
        #expect(dump.hasPrefix("foreground accentColor"), "\(dump)")
    }

    @Test func sliderFormsWithValueLabelsDrawTheLabelsAtTheEnds() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    Slider(
                        value: .constant(0.5), in: 0...1, step: 0.1, onEditingChanged: { _ in },
                        minimumValueLabel: Text("low"), maximumValueLabel: Text("high"), label: { Text("x") })
                    Slider(
                        value: .constant(0.5), in: 0...10, minimumValueLabel: Text("0"), maximumValueLabel: Text("10")
                    ) { Text("z") }
                    Slider(value: .constant(0.5), onEditingChanged: { _ in })
                    Slider(value: .constant(2), in: 0...4) {
                        Text("w")
                    } minimumValueLabel: {
                        Text("a")
                    } maximumValueLabel: {
                        Text("b")
                    } onEditingChanged: { _ in }
                }
                """)
        let dump = try fixture.cleanDump()
        for label in ["low", "high", "0", "10", "a", "b"] {
            #expect(dump.contains("Text \"\(label)\""), "\(label): \(dump)")
        }
        // The slider's label is for VoiceOver, not drawn.
        #expect(!dump.contains("Text \"x\"") && !dump.contains("Text \"z\"") && !dump.contains("Text \"w\""), "\(dump)")
    }

    @Test func switchToggleStyleTintColoursTheSwitchOnly() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    Toggle("On", isOn: .constant(true))
                    Button("Go") {}
                }
                .toggleStyle(SwitchToggleStyle(tint: .red))
                """)
        let dump = try fixture.cleanDump()
        #expect(dump.contains("Capsule fill red"), "\(dump)")
    }

    @Test func pageTabViewDrawsTheFirstPageAndItsDots() throws {
        let fixture = try InterpreterFixture(
            body: """
                TabView {
                    Text("one")
                    Text("two")
                    Text("three")
                }
                .tabViewStyle(PageTabViewStyle(indexDisplayMode: .always))
                """)
        let dump = try fixture.cleanDump()
        #expect(dump.contains("Text \"one\"") && !dump.contains("Text \"two\""), "\(dump)")
        #expect(dump.components(separatedBy: "Circle fill").count - 1 == 3, "one dot a page: \(dump)")
    }

    @Test func pageTabViewWithoutDots() throws {
        let fixture = try InterpreterFixture(
            body: #"TabView { Text("one"); Text("two") }.tabViewStyle(.page(indexDisplayMode: .never))"#)
        #expect(!(try fixture.cleanDump()).contains("Circle"))
    }

    @Test func navigationViewStylesDrawAStackOnAPhone() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    NavigationView { Text("a") }.navigationViewStyle(.stack)
                    NavigationView { Text("b") }.navigationViewStyle(StackNavigationViewStyle())
                    NavigationView { Text("c") }.navigationViewStyle(DoubleColumnNavigationViewStyle())
                }
                """)
        _ = try fixture.cleanDump()
    }

    @Test func containerRelativeShapeTakesTheContainerShape() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    Color.red.clipShape(ContainerRelativeShape())
                }
                .containerShape(RoundedRectangle(cornerRadius: 12, style: .continuous))
                """)
        #expect(try fixture.cleanDump().contains("clip RoundedRectangle(12)"))
    }
}
