import Foundation
import PreviewInterpreter
import PreviewModel
import PreviewRender
import PreviewTestSupport
import PreviewViews
import Testing

@testable import PreviewPipeline

/// Custom symbols (`.symbolset`) and SVG or PDF image sets are drawn from their vector files, through librsvg and
/// poppler.
@Suite struct VectorAssetRenderTests {
    /// A symbol template as Xcode writes one, cut down: notes and guides that must not be drawn, and one glyph, a
    /// 60-unit square on the medium baseline between margins 60 units apart, at point size 100.
    static let boxSymbol = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg version="1.1" xmlns="http://www.w3.org/2000/svg" width="800" height="600">
         <!--glyph: "box", point size: 100.0, font version: "1", template writer version: "0"-->
         <g id="Notes">
          <rect height="600" id="artboard" style="fill:black;opacity:1" width="800" x="0" y="0"/>
         </g>
         <g id="Guides">
          <line id="Baseline-M" style="fill:none;stroke:black;stroke-width:0.5;" x1="0" x2="800" y1="300" y2="300"/>
          <line id="Capline-M" style="fill:none;stroke:black;stroke-width:0.5;" x1="0" x2="800" y1="229.5" y2="229.5"/>
          <line id="left-margin" style="fill:none;stroke:black;stroke-width:0.5;" x1="200" x2="200" y1="200" y2="320"/>
          <line id="right-margin" style="fill:none;stroke:black;stroke-width:0.5;" x1="260" x2="260" y1="200" y2="320"/>
         </g>
         <g id="Symbols">
          <g id="Bold-M" transform="matrix(1 0 0 1 400 300)"><path d="M0 0L80 0L80-80L0-80Z"/></g>
          <g id="Regular-M" transform="matrix(1 0 0 1 200 300)"><path d="M0 0L60 0L60-60L0-60Z"/></g>
         </g>
        </svg>
        """

    static let symbolContents = """
        {
          "info" : { "author" : "xcode", "version" : 1 },
          "symbols" : [ { "filename" : "box.svg", "idiom" : "universal" } ]
        }
        """

    /// 20 × 10 points: a blue left half and a green right half.
    static let flagSVG = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 10">
         <rect x="0" y="0" width="10" height="10" fill="#0000ff"/>
         <rect x="10" y="0" width="10" height="10" fill="#00ff00"/>
        </svg>
        """

    static func imageContents(_ filename: String, intent: String? = nil) -> String {
        let properties = intent.map { #", "properties" : { "template-rendering-intent" : "\#($0)" }"# } ?? ""
        return """
            { "images" : [ { "filename" : "\(filename)", "idiom" : "universal" } ],
              "info" : { "author" : "xcode", "version" : 1 }\(properties) }
            """
    }

    /// A one-page PDF, 20 × 10 points, filled red, written by hand (poppler rebuilds the cross-reference table).
    static let redPDF = """
        %PDF-1.4
        1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
        2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
        3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 20 10] /Contents 4 0 R >> endobj
        4 0 obj << /Length 24 >> stream
        1 0 0 rg 0 0 20 10 re f
        endstream endobj
        trailer << /Root 1 0 R >>
        %%EOF
        """

    struct Rendered {
        var image: DecodedImage
        var diagnostics: [Diagnostic]
        var scale: Int
    }

    /// Renders `body` at 3× in a 100 × 100 point preview on white, with the catalog files `assets` (paths inside
    /// `Kit/Sources/Kit/Assets.xcassets`, a Swift package's catalog).
    func render(_ body: String, assets: [String: String]) throws -> Rendered {
        let source = """
            import SwiftUI

            #Preview(traits: .fixedLayout(width: 100, height: 100)) {
                ZStack {
                    Color.white
                    \(body)
                }
            }
            """
        var files = ["App/Preview.swift": source]
        for (path, text) in assets { files["Kit/Sources/Kit/Assets.xcassets/" + path] = text }
        let folder = try ProjectFolder(files)
        let project = try folder.load()
        let preview = try #require(project.previews.first)
        let target = DeviceCatalog.defaultTargets.first { $0.colorScheme == .light }!
        let output = try PreviewFrameRenderer().render(
            preview, on: target, interpreter: PreviewInterpreter(project: project))
        let image = try decodePNG(try #require(output.image).png)
        return Rendered(image: image, diagnostics: project.diagnostics + output.diagnostics, scale: image.width / 100)
    }

    /// The pixel at point (`x`, `y`).
    func color(_ rendered: Rendered, _ x: Double, _ y: Double) -> RGBA8 {
        rendered.image.pixel(x: Int(x * Double(rendered.scale)), y: Int(y * Double(rendered.scale)))
    }

    @Test("a custom symbol draws its Regular-M glyph, sized by the font and tinted by the foreground style")
    func customSymbol() throws {
        let assets = [
            "flavors/box.symbolset/Contents.json": Self.symbolContents, "flavors/box.symbolset/box.svg": Self.boxSymbol,
        ]
        let rendered = try render(
            #"Image("box", bundle: .module).font(.system(size: 50)).foregroundStyle(.red)"#, assets: assets)
        #expect(rendered.diagnostics.isEmpty, "\(rendered.diagnostics)")
        // 60 units at 50/100 of the template's size: a 30-point red square in the middle.
        let red = RGBA8(255, 59, 48)
        #expect(color(rendered, 50, 50) == red)
        #expect(color(rendered, 37, 37) == red)
        #expect(color(rendered, 63, 63) == red)
        // Nothing beyond it: not the notes' black artboard, not the larger bold glyph, not the guides.
        for (x, y) in [(33.0, 50.0), (67.0, 50.0), (50.0, 33.0), (50.0, 67.0), (5.0, 5.0), (95.0, 95.0)] {
            #expect(color(rendered, x, y) == RGBA8(255, 255, 255), "(\(x), \(y))")
        }
    }

    @Test("an SVG image set is drawn stretched over its frame; a template one in the foreground colour")
    func svgImageSet() throws {
        let assets = [
            "flag.imageset/Contents.json": Self.imageContents("flag.svg"), "flag.imageset/flag.svg": Self.flagSVG,
            "mark.imageset/Contents.json": Self.imageContents("flag.svg", intent: "template"),
            "mark.imageset/flag.svg": Self.flagSVG,
        ]
        let body = """
            VStack(spacing: 0) {
                Image("flag").resizable().frame(width: 80, height: 40)
                Image("mark").resizable().frame(width: 80, height: 40).foregroundStyle(.red)
            }
            """
        let rendered = try render(body, assets: assets)
        #expect(rendered.diagnostics.isEmpty, "\(rendered.diagnostics)")
        // The flag spans x 10…90, y 10…50; the mark y 50…90.
        #expect(color(rendered, 30, 30) == RGBA8(0, 0, 255))
        #expect(color(rendered, 70, 30) == RGBA8(0, 255, 0))
        #expect(color(rendered, 30, 70) == RGBA8(255, 59, 48))
        #expect(color(rendered, 70, 70) == RGBA8(255, 59, 48))
        #expect(color(rendered, 5, 30) == RGBA8(255, 255, 255))
    }

    @Test("an image set's SVG keeps its own size when not resizable, and a PDF is drawn as well")
    func naturalSizeAndPDF() throws {
        let assets = [
            "flag.imageset/Contents.json": Self.imageContents("flag.svg"), "flag.imageset/flag.svg": Self.flagSVG,
            "red.imageset/Contents.json": Self.imageContents("red.pdf"), "red.imageset/red.pdf": Self.redPDF,
        ]
        let rendered = try render(#"VStack(spacing: 0) { Image("flag"); Image("red") }"#, assets: assets)
        #expect(rendered.diagnostics.isEmpty, "\(rendered.diagnostics)")
        // 20 × 10 each, stacked in the middle: the flag at y 40…50, the PDF at 50…60, both x 40…60.
        #expect(color(rendered, 45, 45) == RGBA8(0, 0, 255))
        #expect(color(rendered, 55, 45) == RGBA8(0, 255, 0))
        #expect(color(rendered, 50, 55) == RGBA8(255, 0, 0))
        #expect(color(rendered, 35, 45) == RGBA8(255, 255, 255))
        #expect(color(rendered, 50, 62) == RGBA8(255, 255, 255))
    }

    /// A size of 1e8 points scaled every drawing of the file to nothing, with no word about it.
    @Test("an SVG or PDF of an absurd size is reported with its size, not drawn as nothing")
    func absurdSize() throws {
        let hugeSVG = Self.flagSVG.replacingOccurrences(
            of: "viewBox=", with: "width=\"100000000\" height=\"100000000\" viewBox=")
        let hugePDF = Self.redPDF.replacingOccurrences(of: "[0 0 20 10]", with: "[0 0 100000000 100000000]")
        let assets = [
            "huge.imageset/Contents.json": Self.imageContents("huge.svg"), "huge.imageset/huge.svg": hugeSVG,
            "page.imageset/Contents.json": Self.imageContents("page.pdf"), "page.imageset/page.pdf": hugePDF,
        ]
        let rendered = try render(
            #"VStack { Image("huge").resizable().frame(width: 20, height: 10); Image("page").resizable() }"#,
            assets: assets)
        let messages = rendered.diagnostics.map(\.message)
        #expect(messages.contains {
            $0.contains(
                "'huge.svg' is not a readable SVG image (its size (100000000 × 100000000 points) is larger than "
                    + "previews draw, 100000 points a side)")
        }, "\(messages)")
        #expect(messages.contains { $0.contains("'page.pdf' is not a readable PDF image (its size") }, "\(messages)")
        #expect(messages.contains { $0.contains("image 'huge' has no file previews can draw") }, "\(messages)")
    }

    @Test("a malformed SVG is reported and drawn as a box, for an image set and a symbol set alike")
    func malformedSVG() throws {
        let broken = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"><rect"
        let assets = [
            "broken.imageset/Contents.json": Self.imageContents("broken.svg"), "broken.imageset/broken.svg": broken,
            "bent.symbolset/Contents.json": Self.symbolContents.replacingOccurrences(of: "box.svg", with: "bent.svg"),
            "bent.symbolset/bent.svg": broken,
        ]
        let rendered = try render(#"HStack { Image("broken"); Image("bent") }"#, assets: assets)
        let messages = rendered.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("'broken.svg' is not a readable SVG image") }, "\(messages)")
        #expect(
            messages.contains { $0.contains("symbol 'bent': 'bent.svg' is not a readable SVG image") }, "\(messages)")
        #expect(messages.contains { $0.contains("image 'broken' has no file previews can draw") }, "\(messages)")
        #expect(messages.contains { $0.contains("image 'bent' has no file previews can draw") }, "\(messages)")
    }
}
