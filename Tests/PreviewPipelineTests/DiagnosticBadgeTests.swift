import PreviewInterpreter
import PreviewLayout
import PreviewModel
import PreviewRender
import PreviewTestSupport
import PreviewViews
import Testing

@testable import PreviewPipeline

/// A preview's diagnostics are drawn as a small badge in the frame's bottom-trailing corner, not over the preview.
@Suite struct DiagnosticBadgeTests {
    /// A 200×200 canvas filled green, with one unsupported modifier (a warning).
    static let smallPreview = """
        #Preview(traits: .fixedLayout(width: 200, height: 200)) {
            Color.green.holographicShimmer()
        }
        """

    func render(_ source: String, on target: Target = DeviceCatalog.defaultTargets[0], badge: Bool = true) throws
        -> PreviewFrameRenderer.Output
    {
        let folder = try ProjectFolder(["Card.swift": "import SwiftUI\n\n" + source])
        let project = try folder.load()
        let preview = try #require(project.previews.first)
        let renderer = try PreviewFrameRenderer()
        renderer.drawsDiagnostics = badge
        return try renderer.render(preview, on: target, interpreter: PreviewInterpreter(project: project))
    }

    func badgeText(_ output: PreviewFrameRenderer.Output) -> (String, Rect)? {
        output.displayList.items.lazy.compactMap { item -> (String, Rect)? in
            if case .text(let string, let rect, _, _, _, _) = item, string.hasPrefix("⚠︎") { return (string, rect) }
            return nil
        }.first
    }

    @Test func aSmallFixedCanvasKeepsNearlyAllOfItsPreview() throws {
        let output = try render(Self.smallPreview)
        #expect(output.diagnostics.count == 1)
        let (text, rect) = try #require(badgeText(output))
        #expect(text.hasPrefix("⚠︎ 1 · modifier '.holographicShimmer'"), "\(text)")
        // One line, in the corner rectangle corpus-report sets aside.
        #expect(rect.height < 16, "\(rect)")
        #expect(rect.maxX <= 200 && rect.minY >= 200 - DiagnosticBadge.height - DiagnosticBadge.bottomMargin)
        let image = try decodePNG(try #require(output.image).png)
        let scale = Double(image.width) / 200
        var green = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y).green > 150 && image.pixel(x: x, y: y).red < 100 {
                green += 1
            }
        }
        #expect(Double(green) > 0.85 * Double(image.width * image.height), "the badge covers too much")
        // Orange in the corner, green in the top-leading corner.
        let corner = image.pixel(x: image.width - Int(12 * scale), y: image.height - Int(14 * scale))
        #expect(corner.red > 200 && corner.blue < 100, "\(corner)")
        #expect(image.pixel(x: 4, y: 4).green > 150)
    }

    @Test func onAPhoneTheBadgeSitsBelowTheSafeAreaAwayFromTheRoundedCorner() throws {
        let target = DeviceCatalog.defaultTargets[0]
        let output = try render("#Preview { Color.green.holographicShimmer() }", on: target)
        let (_, rect) = try #require(badgeText(output))
        #expect(target.safeArea.bottom > 0)
        #expect(rect.minY >= target.size.height - target.safeArea.bottom, "\(rect) covers the safe area")
        #expect(rect.maxX <= target.size.width - DiagnosticBadge.screenTrailingMargin, "\(rect)")
        #expect(rect.minX >= target.size.width - DiagnosticBadge.maximumWidth - DiagnosticBadge.screenTrailingMargin)
    }

    @Test func cleanFramesDrawNoBadgeButKeepTheDiagnostics() throws {
        let output = try render(Self.smallPreview, badge: false)
        #expect(badgeText(output) == nil)
        #expect(output.diagnostics.count == 1)
        #expect(output.status == .degraded)
        let image = try decodePNG(try #require(output.image).png)
        let corner = image.pixel(x: image.width - 20, y: image.height - 20)
        #expect(corner.green > 150 && corner.red < 100, "\(corner)")
    }

    @Test func theCountAndTheFirstMessage() {
        let diagnostics = ["first", "second"].map {
            Diagnostic(file: "A.swift", line: 1, column: 1, severity: .warning, message: $0)
        }
        #expect(DiagnosticBadge.text(for: diagnostics) == "⚠︎ 2 · first")
    }

    @Test func previewdTomlTurnsTheBadgeOff() throws {
        let on = try ProjectConfiguration.parse("clean-frames = true\n", file: "previewd.toml")
        #expect(on.cleanFrames)
        #expect(try ProjectConfiguration.parse("", file: "previewd.toml").cleanFrames == false)
        #expect(throws: ProjectConfiguration.Error.self) {
            try ProjectConfiguration.parse("clean-frames = \"yes\"\n", file: "previewd.toml")
        }
    }
}
