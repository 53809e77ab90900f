import Foundation
import PreviewInterpreter
import PreviewModel
import PreviewRender
import PreviewTestSupport
import PreviewViews
import Testing

@testable import PreviewPipeline

/// `Color.accentColor`, however it is reached, draws in the project's `AccentColor`.
@Suite struct AccentColorRenderTests {
    static let accentColorSet = """
        { "colors" : [ { "idiom" : "universal", "color" : { "color-space" : "srgb",
          "components" : { "red" : "0.800", "green" : "0.200", "blue" : "0.400", "alpha" : "1.000" } } } ],
          "info" : { "author" : "xcode", "version" : 1 } }
        """

    func render(_ body: String, accentColor: Bool) throws -> DecodedImage {
        let source = """
            import SwiftUI

            struct Dot: View {
                var tint: Color = .accentColor
                var body: some View { Rectangle().fill(tint) }
            }

            #Preview(traits: .fixedLayout(width: 30, height: 10)) {
            \(body)
            }
            """
        var files = ["Dot.swift": source]
        if accentColor { files["Assets.xcassets/AccentColor.colorset/Contents.json"] = Self.accentColorSet }
        let project = try ProjectFolder(files).load()
        let preview = try #require(project.previews.first)
        let target = DeviceCatalog.defaultTargets.first { $0.colorScheme == .light }!
        let output = try PreviewFrameRenderer().render(
            preview, on: target, interpreter: PreviewInterpreter(project: project))
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        return try decodePNG(try #require(output.image).png)
    }

    @Test("the constant, an implicit member and a stored default all take the project's colour")
    func everyFormOfTheAccentColor() throws {
        let body = """
            HStack(spacing: 0) {
                Rectangle().fill(Color.accentColor)
                Rectangle().foregroundStyle(Color.accentColor.opacity(0.5))
                Dot()
            }
            """
        let image = try render(body, accentColor: true)
        let third = image.width / 3
        #expect(image.pixel(x: third / 2, y: 10) == RGBA8(204, 51, 102))
        #expect(image.pixel(x: third * 2 + third / 2, y: 10) == RGBA8(204, 51, 102))
        // Half of the accent colour over white.
        let half = image.pixel(x: third + third / 2, y: 10)
        #expect(abs(Int(half.red) - 230) <= 2 && abs(Int(half.green) - 153) <= 2, "\(half)")
        // Without the colour set, iOS's blue.
        #expect(try render(body, accentColor: false).pixel(x: third / 2, y: 10) == RGBA8(0, 122, 255))
    }
}
