import PreviewInterpreter
import PreviewLayout
import PreviewModel
import PreviewRender
import PreviewTestSupport
import PreviewViews
import Testing

@testable import PreviewPipeline

/// Controls at iOS 17's metrics: the slider's fill and knob at any fraction, bordered buttons at each control size
/// and an explicit foreground style on a button's label.
@Suite struct ControlRenderTests {
    static let phone = DeviceCatalog.defaultTargets.first { $0.colorScheme == .light }!

    func render(_ body: String, width: Int = 200, height: Int = 60) throws -> PreviewFrameRenderer.Output {
        let source =
            "import SwiftUI\n\n#Preview(traits: .fixedLayout(width: \(width), height: \(height))) {\n\(body)\n}\n"
        let folder = try ProjectFolder(["Controls.swift": source])
        let project = try folder.load()
        let preview = try #require(project.previews.first)
        let output = try PreviewFrameRenderer().render(
            preview, on: Self.phone, interpreter: PreviewInterpreter(project: project))
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        return output
    }

    func fills(_ list: DisplayList) -> [(shape: ShapePath, rect: Rect, color: RGBA)] {
        list.items.dropFirst().compactMap { item in
            guard case .fill(let shape, let rect, .color(let color)) = item else { return nil }
            return (shape, rect, color)
        }
    }

    func text(_ string: String, in list: DisplayList) -> (rect: Rect, font: ResolvedFont, color: RGBA)? {
        for case .text(string, let rect, let font, let color, _, _) in list.items { return (rect, font, color) }
        return nil
    }

    /// The tint runs from the leading end to the knob's centre, which travels the track less one knob.
    @Test(arguments: [0.0, 0.1, 0.25, 0.5, 0.8, 1.0])
    func theSliderFillsUpToItsKnob(fraction: Double) throws {
        let list = try render("Slider(value: .constant(\(fraction)))").displayList
        let blue = RGBA(0, 122, 255)
        let filled = try #require(fills(list).first { $0.color == blue }, "\(list.items)")
        let knobCentre = 14 + fraction * (200 - 28)
        #expect(filled.rect.minX == 0)
        #expect(abs(filled.rect.maxX - knobCentre) < 0.01, "fill ends at \(filled.rect.maxX), knob at \(knobCentre)")
        let knob = try #require(fills(list).first { $0.shape == .circle }, "\(list.items)")
        #expect(abs(knob.rect.midX - knobCentre) < 0.01, "\(knob.rect)")
        #expect(knob.rect.width == 28)
    }

    @Test func theSliderFillIsDrawnUnderHalfway() throws {
        let output = try render("Slider(value: .constant(0.25)).padding(.horizontal, 0)")
        let image = try decodePNG(try #require(output.image).png)
        let scale = Self.phone.device.scale
        let y = Int(30 * scale)
        let early = image.pixel(x: Int(20 * scale), y: y), late = image.pixel(x: Int(150 * scale), y: y)
        #expect(early.blue > 200 && early.red < 60, "tinted before the knob: \(early)")
        #expect(late.red > 200 && late.green > 200, "grey after it: \(late)")
    }

    @Test(arguments: [("small", 28.0, 6.0), ("regular", 34.0, 8.0), ("large", 50.0, 12.0)])
    func borderedButtonsTakeTheirControlSize(size: String, height: Double, radius: Double) throws {
        let list = try render("Button(\"Go\") {}.buttonStyle(.borderedProminent).controlSize(.\(size))", height: 80)
            .displayList
        let shape = try #require(fills(list).first, "\(list.items)")
        #expect(shape.shape == .roundedRectangle(cornerRadius: radius))
        #expect(abs(shape.rect.height - height) <= 1.5, "\(shape.rect)")
        #expect(shape.color == RGBA(0, 122, 255))
        #expect(text("Go", in: list)?.color == RGBA(255, 255, 255))
    }

    /// The control size picks a bordered button's font only where none is set around it: a `.font(…)` on the
    /// button or on its container draws the label.
    @Test(arguments: ["bordered", "borderedProminent"])
    func aFontAroundABorderedButtonDrawsItsLabel(style: String) throws {
        let onContainer = try render(
            "VStack { Button(\"Go\") {}.buttonStyle(.\(style)) }.font(.largeTitle)", height: 100
        ).displayList
        #expect(text("Go", in: onContainer)?.font.pointSize == 34, "\(onContainer.items)")
        let onButton = try render("Button(\"Go\") {}.buttonStyle(.\(style)).controlSize(.small).font(.title3)")
            .displayList
        #expect(text("Go", in: onButton)?.font.pointSize == 20, "\(onButton.items)")
        let unset = try render("Button(\"Go\") {}.buttonStyle(.\(style)).controlSize(.small)").displayList
        #expect(text("Go", in: unset)?.font.pointSize == 15, "\(unset.items)")
    }

    @Test func aStyleOnAContainerReachesEveryButtonInIt() throws {
        let list = try render("VStack { Button(\"A\") {}; Button(\"B\") {} }.buttonStyle(.bordered)", height: 100)
            .displayList
        let washes = fills(list).filter { $0.color == RGBA(0, 122, 255, alpha: 0.15) }
        #expect(washes.count == 2, "one wash per button: \(list.items)")
    }

    @Test func theBorderShapeReplacesTheRoundedRectangle() throws {
        let list = try render("Button(\"Go\") {}.buttonStyle(.bordered).buttonBorderShape(.capsule)").displayList
        #expect(fills(list).first?.shape == .capsule)
    }

    @Test func anExplicitForegroundStyleReplacesTheTintOnALabel() throws {
        let list = try render("Button(\"Skip\") {}.foregroundStyle(.secondary)").displayList
        #expect(text("Skip", in: list)?.color == RGBA(60, 60, 67, alpha: 0.6))
        let plain = try render("Button(\"Skip\") {}").displayList
        #expect(text("Skip", in: plain)?.color == RGBA(0, 122, 255))
    }

    /// A photos picker is the button that presents the library: its label or title in the tint, and in the button
    /// style around it, for a single or a multiple selection.
    @Test func aPhotosPickerIsAButtonWithItsLabel() throws {
        let labelled = try render(
            "PhotosPicker(selection: .constant(nil), matching: .images) { Label(\"Photo\", systemImage: \"photo\") }",
            width: 300
        ).displayList
        #expect(text("Photo", in: labelled)?.color == RGBA(0, 122, 255))
        let titled = try render(
            "PhotosPicker(\"Pick\", selection: .constant([]), maxSelectionCount: 3, matching: .images)"
                + ".buttonStyle(.borderedProminent)"
        ).displayList
        #expect(text("Pick", in: titled)?.color == RGBA(255, 255, 255))
        #expect(fills(titled).contains { $0.color == RGBA(0, 122, 255) }, "\(titled.items)")
    }

    /// A badge ends its list row in the secondary colour, at the row's trailing inset; a zero count shows none,
    /// and outside a list (a tab item) nothing is drawn.
    @Test func aBadgeEndsItsListRow() throws {
        let list = try render("List { Text(\"Inbox\").badge(3); Text(\"Sent\").badge(0) }", width: 300, height: 200)
            .displayList
        let badge = try #require(text("3", in: list), "\(list.items)")
        #expect(abs(badge.rect.maxX - (300 - 16 - 16)) <= 0.5, "\(badge.rect)")
        #expect(badge.color == RGBA(60, 60, 67, alpha: 0.6))
        #expect(text("0", in: list) == nil)
        let outside = try render("Text(\"Inbox\").badge(3)").displayList
        #expect(text("3", in: outside) == nil)
    }

    /// A presented sheet dims the screen behind it and shows its content on a card; one not presented draws
    /// nothing.
    @Test func aPresentedSheetIsDrawnOverTheScreen() throws {
        let shown = try render("Text(\"Behind\").sheet(isPresented: .constant(true)) { Text(\"Sheet\") }", height: 300)
            .displayList
        let sheet = try #require(text("Sheet", in: shown), "\(shown.items)")
        #expect(sheet.rect.minY >= 10, "at the top of the card: \(sheet.rect)")
        #expect(fills(shown).contains { $0.color == RGBA(0, 0, 0, alpha: 0.4) }, "the dimming")
        let hidden = try render("Text(\"Behind\").sheet(isPresented: .constant(false)) { Text(\"Sheet\") }").displayList
        #expect(text("Sheet", in: hidden) == nil)
        #expect(text("Behind", in: hidden) != nil)
    }

    @Test func aProjectButtonStyleOnAContainerDrawsEachButton() throws {
        let source = """
            struct Pill: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.padding(4).background(Color.orange)
                }
            }
            """
        let folder = try ProjectFolder([
            "Controls.swift": """
                import SwiftUI

                \(source)

                #Preview { VStack { Button("A") {}; Button("B") {} }.buttonStyle(Pill()) }

                """
        ])
        let project = try folder.load()
        let preview = try #require(project.previews.first)
        let output = try PreviewFrameRenderer().render(
            preview, on: Self.phone, interpreter: PreviewInterpreter(project: project))
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        #expect(
            fills(output.displayList).filter { $0.color == RGBA(255, 149, 0) }.count == 2, "\(output.displayList.items)"
        )
    }
}
