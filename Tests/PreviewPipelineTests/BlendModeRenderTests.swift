import PreviewInterpreter
import PreviewLayout
import PreviewModel
import PreviewRender
import PreviewTestSupport
import PreviewViews
import Testing

@testable import PreviewPipeline

/// `.blendMode(_:)` drawn as a layer composited with the mode, `.compositingGroup()` and `.drawingGroup()` as the
/// layer the blending inside them keeps to: checked in the display list and the pixels of a rendered frame.
@Suite struct BlendModeRenderTests {
    func render(_ body: String) throws -> PreviewFrameRenderer.Output {
        try FixedLayoutPreview.render(body, width: 100, height: 100)
    }

    func blends(_ list: DisplayList) -> [BlendMode] {
        list.items.compactMap { item in
            guard case .pushBlend(let mode, _) = item else { return nil }
            return mode
        }
    }

    func pixel(_ output: PreviewFrameRenderer.Output, x: Int, y: Int) throws -> RGBA8 {
        let image = try decodePNG(try #require(output.image).png)
        let scale = image.width / 100
        return image.pixel(x: x * scale, y: y * scale)
    }

    @Test func everyModeOfSwiftUIIsDrawnWithoutADiagnostic() throws {
        let modes = BlendMode.swiftUIModes.filter { $0 != .normal }
        let body = "ZStack {\n" + modes.map { "Color.red.blendMode(.\($0.rawValue))" }.joined(separator: "\n") + "\n}"
        let output = try render(body)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        #expect(blends(output.displayList) == modes)
    }

    @Test func multiplyDarkensWhatLiesBeneath() throws {
        let output = try render(
            #"""
            ZStack {
                Color(red: 0.5, green: 1, blue: 1)
                Color(red: 1, green: 0.5, blue: 0).blendMode(.multiply)
            }
            """#)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let drawn = try pixel(output, x: 50, y: 50)
        #expect(abs(Int(drawn.red) - 128) <= 2 && abs(Int(drawn.green) - 128) <= 2 && drawn.blue <= 2, "\(drawn)")
    }

    @Test func aModeChosenAtRunTimeIsDrawn() throws {
        let output = try render(
            #"""
            Circle().blendMode(1 > 2 ? .plusLighter : .plusDarker)
            """#)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        #expect(blends(output.displayList) == [.plusDarker])
    }

    @Test func aCompositingGroupKeepsTheBlendingInside() throws {
        // Blended inside the group, multiply meets only the group's own (clear) pixels: red shows unchanged.
        for group in ["compositingGroup()", "drawingGroup()"] {
            let output = try render(
                """
                ZStack {
                    Color.blue
                    ZStack { Color(red: 1, green: 0, blue: 0).blendMode(.multiply) }.\(group)
                }
                """)
            #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
            #expect(try pixel(output, x: 50, y: 50) == RGBA8(255, 0, 0), "\(group)")
        }
        // Without a blend inside it, a compositing group draws no layer.
        let plain = try render("Color.red.compositingGroup()")
        #expect(!plain.displayList.items.contains { if case .pushOpacity = $0 { true } else { false } })
    }

    @Test func somethingThatIsNotABlendModeIsReportedAndDrawnWithoutBlending() throws {
        let output = try render("Color.red.blendMode(.sideways)")
        #expect(output.diagnostics.map(\.message) == ["'.sideways' is not a blend mode; drawn without blending"])
        #expect(blends(output.displayList).isEmpty)
    }
}
