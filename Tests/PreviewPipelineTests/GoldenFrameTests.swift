import Foundation
import PreviewInterpreter
import PreviewModel
import PreviewRender
import PreviewSnapshots
import PreviewTestSupport
import PreviewViews
import Testing

@testable import PreviewPipeline

/// The frames of `Tests/Fixtures/Goldens` against PNGs kept beside them, with a tolerance for the small differences
/// font rasterisers of different versions make: the structural similarity must stay above `minimumSimilarity`
/// and hardly any 8×8 window may differ clearly (`maximumChangedWindows`), so that a bar, a control or a line of
/// text that moves or goes missing fails even when the rest of the frame is the same.
@Suite struct GoldenFrameTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/Goldens")
    static let goldens = folder.appendingPathComponent("__Goldens__")
    static let record = "run RECORD_GOLDENS=1 swift test --filter GoldenFrameTests to record them again"
    static let minimumSimilarity = 0.99
    /// The share of windows whose similarity is below 0.8.
    static let maximumChangedWindows = 0.002
    /// An iPhone 15 Pro's points, bars and safe area at one pixel per point, which keeps the goldens small.
    static let target: Target = {
        var phone = DeviceCatalog.iPhone15Pro
        phone.scale = 1
        return Target(device: phone, colorScheme: .light)
    }()

    static let previewIDs = ["Screens.settings", "Screens.tabs", "Screens.controls", "Screens.sheet"]

    @Test(arguments: previewIDs)
    func frameMatchesItsGolden(id: String) throws {
        let source = try String(contentsOf: Self.folder.appendingPathComponent("Screens.swift"), encoding: .utf8)
        let project = try ProjectFolder(["Screens.swift": source]).load()
        let preview = try #require(project.previews.first { $0.id == id }, "\(project.previews.map(\.id))")
        let output = try PreviewFrameRenderer().render(
            preview, on: Self.target, interpreter: PreviewInterpreter(project: project))
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let png = try #require(output.image).png
        let golden = Self.goldens.appendingPathComponent("\(id).png")
        if let flag = ProcessInfo.processInfo.environment["RECORD_GOLDENS"], !flag.isEmpty, flag != "0" {
            try FileManager.default.createDirectory(at: Self.goldens, withIntermediateDirectories: true)
            try Data(png).write(to: golden)
            return
        }
        let expected = try decodePNG([UInt8](try Data(contentsOf: golden)))
        let rendered = try decodePNG(png)
        try #require(
            rendered.width == expected.width && rendered.height == expected.height,
            "\(rendered.width)×\(rendered.height), golden \(expected.width)×\(expected.height)")
        let result = StructuralSimilarity.compare(
            LuminanceImage(rgba: rendered.rgba, width: rendered.width, height: rendered.height),
            LuminanceImage(rgba: expected.rgba, width: expected.width, height: expected.height))
        let changed = Double(result.map.filter { $0 < 0.8 }.count) / Double(max(1, result.map.count))
        let passes = result.mean >= Self.minimumSimilarity && changed <= Self.maximumChangedWindows
        if !passes {
            let kept = FileManager.default.temporaryDirectory.appendingPathComponent("golden-\(id).png")
            try? Data(png).write(to: kept)
            Issue.record(
                """
                \(id) differs from its golden: SSIM \(result.mean), \(changed * 100)% of windows changed; \
                this frame is at \(kept.path); \(Self.record)
                """)
        }
    }

    @Test func aMissingBarFailsTheComparison() throws {
        // The tolerance is strict enough for what the goldens are for: the tab bar alone, 49 of 852 points, fails.
        let file = Self.goldens.appendingPathComponent("Screens.tabs.png")
        let expected = try decodePNG([UInt8](try Data(contentsOf: file)))
        var erased = expected.rgba
        let barTop = expected.height - 34 - 49
        for y in barTop..<(expected.height - 34) {
            for x in 0..<expected.width {
                for channel in 0..<3 { erased[(y * expected.width + x) * 4 + channel] = 255 }
            }
        }
        let result = StructuralSimilarity.compare(
            LuminanceImage(rgba: erased, width: expected.width, height: expected.height),
            LuminanceImage(rgba: expected.rgba, width: expected.width, height: expected.height))
        let changed = Double(result.map.filter { $0 < 0.8 }.count) / Double(max(1, result.map.count))
        #expect(
            result.mean < Self.minimumSimilarity || changed > Self.maximumChangedWindows, "\(result.mean) \(changed)")
    }
}
