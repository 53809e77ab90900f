import PreviewInterpreter
import PreviewModel
import PreviewRender
import PreviewTestSupport
import PreviewViews
import Testing

@testable import PreviewPipeline

/// `.foreground` and `.background` written where a `ShapeStyle` is taken are SwiftUI's `ForegroundStyle()` and
/// `BackgroundStyle()`: the current foreground (primary unless a style is set above) and the scheme's background.
@Suite struct ForegroundBackgroundStyleTests {
    /// `body` drawn 40×10 points at the default target of `scheme`: the colour in the middle of each quarter.
    func quarters(_ body: String, scheme: ColorScheme) throws -> [RGBA8] {
        let source = """
            import SwiftUI

            #Preview(traits: .fixedLayout(width: 40, height: 10)) {
            \(body)
            }
            """
        let project = try ProjectFolder(["Styles.swift": source]).load()
        let preview = try #require(project.previews.first)
        let target = try #require(DeviceCatalog.defaultTargets.first { $0.colorScheme == scheme })
        let output = try PreviewFrameRenderer().render(
            preview, on: target, interpreter: PreviewInterpreter(project: project))
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let image = try decodePNG(try #require(output.image).png)
        let quarter = image.width / 4
        return (0..<4).map { image.pixel(x: quarter * $0 + quarter / 2, y: image.height / 2) }
    }

    static let body = """
        HStack(spacing: 0) {
            Rectangle().foregroundStyle(.foreground)
            Rectangle().fill(.foreground)
            Rectangle().fill(.background)
            Rectangle().foregroundStyle(.foreground).foregroundStyle(.red)
        }
        .background(.background)
        """

    @Test func lightSchemeDrawsBlackForegroundOnWhite() throws {
        let colors = try quarters(Self.body, scheme: .light)
        #expect(colors == [RGBA8(0, 0, 0), RGBA8(0, 0, 0), RGBA8(255, 255, 255), RGBA8(255, 59, 48)], "\(colors)")
    }

    /// On a button's label `.foreground` is an explicit style, the one around the button: not the tint.
    @Test func aButtonLabelInTheForegroundStyleIsNotTinted() throws {
        let body = """
            HStack(spacing: 0) {
                Button {} label: { Rectangle() }.foregroundStyle(.foreground)
                Button {} label: { Rectangle() }
                Button {} label: { Rectangle() }.foregroundStyle(.foreground).foregroundStyle(.red)
                Rectangle()
            }
            """
        let light = try quarters(body, scheme: .light)
        #expect(light == [RGBA8(0, 0, 0), RGBA8(0, 122, 255), RGBA8(255, 59, 48), RGBA8(0, 0, 0)], "\(light)")
        let dark = try quarters(body, scheme: .dark)
        #expect(dark[0] == RGBA8(255, 255, 255), "\(dark)")
    }

    @Test func darkSchemeDrawsWhiteForegroundOnBlack() throws {
        let colors = try quarters(Self.body, scheme: .dark)
        #expect(colors == [RGBA8(255, 255, 255), RGBA8(255, 255, 255), RGBA8(0, 0, 0), RGBA8(255, 69, 58)], "\(colors)")
    }
}
