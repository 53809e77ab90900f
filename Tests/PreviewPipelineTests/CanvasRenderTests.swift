import Foundation
import PreviewInterpreter
import PreviewModel
import PreviewRender
import PreviewTestSupport
import PreviewViews
import Testing

@testable import PreviewPipeline

/// `Canvas { context, size in … }` drawn through its `GraphicsContext`, as iOS draws it.
@Suite struct CanvasRenderTests {
    /// `body` on a 100×100 canvas, light, at the default target's scale, decoded.
    func render(_ body: String) throws -> (image: DecodedImage, scale: Double, diagnostics: [String]) {
        let source = "import SwiftUI\n\n#Preview(traits: .fixedLayout(width: 100, height: 100)) {\n\(body)\n}\n"
        let folder = try ProjectFolder(["Drawing.swift": source])
        let project = try folder.load()
        let preview = try #require(project.previews.first)
        let target = DeviceCatalog.defaultTargets.first { $0.colorScheme == .light }!
        let output = try PreviewFrameRenderer().render(
            preview, on: target, interpreter: PreviewInterpreter(project: project))
        return (try decodePNG(try #require(output.image).png), target.device.scale, output.diagnostics.map(\.message))
    }

    func isRed(_ pixel: RGBA8) -> Bool { pixel.red > 200 && pixel.green < 80 && pixel.blue < 80 }
    func isWhite(_ pixel: RGBA8) -> Bool { pixel.red > 245 && pixel.green > 245 && pixel.blue > 245 }

    @Test func aFilledPathIsDrawnWhereItsCoordinatesSay() throws {
        let (image, scale, diagnostics) = try render("""
            Canvas { context, size in
                context.fill(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.red))
                context.stroke(
                    Path(ellipseIn: CGRect(x: 50, y: 50, width: 40, height: 40)), with: .color(.red), lineWidth: 4)
            }
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        func pixel(_ x: Double, _ y: Double) -> RGBA8 { image.pixel(x: Int(x * scale), y: Int(y * scale)) }
        #expect(isRed(pixel(20, 20)))
        #expect(isWhite(pixel(35, 20)))
        // The ring's outline is drawn, its middle is not.
        #expect(isRed(pixel(70, 51)))
        #expect(isWhite(pixel(70, 70)))
    }

    @Test func theContextRotatesClockwiseAboutWhereItWasTranslated() throws {
        let (image, scale, diagnostics) = try render("""
            Canvas { context, size in
                context.translateBy(x: size.width / 2, y: size.height / 2)
                context.rotate(by: .degrees(45))
                context.fill(Path(CGRect(x: -40, y: -3, width: 80, height: 6)), with: .color(.red))
            }
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        func pixel(_ x: Double, _ y: Double) -> RGBA8 { image.pixel(x: Int(x * scale), y: Int(y * scale)) }
        // A bar from the top left to the bottom right: clockwise on screen, as in SwiftUI.
        #expect(isRed(pixel(70, 70)))
        #expect(isRed(pixel(30, 30)))
        #expect(isWhite(pixel(70, 30)))
        #expect(isWhite(pixel(90, 50)))
    }

    @Test func aCopyOfTheContextKeepsItsOwnTransform() throws {
        let (image, scale, diagnostics) = try render("""
            Canvas { context, size in
                var moved = context
                moved.translateBy(x: 60, y: 0)
                moved.scaleBy(x: 2, y: 2)
                moved.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
                context.fill(Path(CGRect(x: 0, y: 60, width: 10, height: 10)), with: .color(.red))
            }
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        func pixel(_ x: Double, _ y: Double) -> RGBA8 { image.pixel(x: Int(x * scale), y: Int(y * scale)) }
        #expect(isRed(pixel(78, 18)), "scaled twice over from (60, 0)")
        #expect(isRed(pixel(5, 65)), "the original context is not moved")
        #expect(isWhite(pixel(65, 65)))
    }

    @Test func textAndSymbolsAreDrawnCentredOnTheirPoint() throws {
        let (image, scale, diagnostics) = try render("""
            Canvas { context, size in
                context.draw(Text("WW").font(.system(size: 30)).foregroundColor(.black), at: CGPoint(x: 75, y: 25))
                if let dot = context.resolveSymbol(id: 7) {
                    context.draw(dot, at: CGPoint(x: 25, y: 75))
                }
            } symbols: {
                Circle().fill(Color.red).frame(width: 20, height: 20).tag(7)
            }
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        func pixel(_ x: Double, _ y: Double) -> RGBA8 { image.pixel(x: Int(x * scale), y: Int(y * scale)) }
        #expect(isRed(pixel(25, 75)))
        #expect(isWhite(pixel(25, 60)), "the symbol is 20 points across, centred")
        let dark = (40..<100).contains { x in (10..<40).contains { y in pixel(Double(x), Double(y)).red < 60 } }
        #expect(dark, "the text is drawn around (75, 25)")
        #expect(isWhite(pixel(20, 25)))
    }

    @Test func aLinearGradientRunsBetweenItsPointsInTheCanvas() throws {
        let (image, scale, diagnostics) = try render("""
            Canvas { context, size in
                context.fill(
                    Path(CGRect(origin: .zero, size: size)),
                    with: .linearGradient(
                        Gradient(colors: [.red, .blue]), startPoint: CGPoint(x: 0, y: 0),
                        endPoint: CGPoint(x: 100, y: 0)))
            }
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let left = image.pixel(x: Int(5 * scale), y: Int(50 * scale))
        let right = image.pixel(x: Int(95 * scale), y: Int(50 * scale))
        #expect(left.red > 200 && left.blue < 60, "\(left)")
        #expect(right.blue > 200 && right.red < 60, "\(right)")
    }

    @Test func aLayerAndAnUnsupportedCallStillDrawTheRest() throws {
        let (image, scale, diagnostics) = try render("""
            Canvas { context, size in
                context.drawLayer { layer in
                    layer.translateBy(x: 50, y: 50)
                    layer.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.red))
                }
                context.clipToLayer { _ in }
                context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            }
            """)
        #expect(diagnostics.contains { $0.contains("clipToLayer") }, "\(diagnostics)")
        func pixel(_ x: Double, _ y: Double) -> RGBA8 { image.pixel(x: Int(x * scale), y: Int(y * scale)) }
        #expect(isRed(pixel(60, 60)))
        #expect(isRed(pixel(5, 5)))
        #expect(isWhite(pixel(40, 40)))
    }

    @Test func aBuiltInShapesPathIsFilledWithTheContextsOpacity() throws {
        let (image, scale, diagnostics) = try render("""
            Canvas { context, size in
                context.opacity = 0.5
                context.fill(Circle().path(in: CGRect(x: 0, y: 0, width: 50, height: 50)), with: .color(.red))
                var opaque = context
                opaque.opacity = 1
                opaque.fill(Rectangle().path(in: CGRect(x: 60, y: 60, width: 30, height: 30)), with: .color(.red))
            }
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        func pixel(_ x: Double, _ y: Double) -> RGBA8 { image.pixel(x: Int(x * scale), y: Int(y * scale)) }
        let faded = pixel(25, 25)
        #expect(faded.red > 240 && faded.green > 120 && faded.green < 180, "red at half opacity: \(faded)")
        #expect(isWhite(pixel(3, 3)), "outside the circle")
        #expect(isRed(pixel(75, 75)))
    }

    @Test func whatIsDrawnBeyondTheCanvasIsCutOff() throws {
        let (image, scale, diagnostics) = try render("""
            Canvas { context, size in
                context.fill(Path(CGRect(x: -50, y: 40, width: 200, height: 20)), with: .color(.red))
            }
            .frame(width: 50, height: 100)
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        func pixel(_ x: Double, _ y: Double) -> RGBA8 { image.pixel(x: Int(x * scale), y: Int(y * scale)) }
        // The 50-point canvas is centred in the 100-point preview: 25…75.
        #expect(isRed(pixel(30, 50)))
        #expect(isRed(pixel(70, 50)))
        #expect(isWhite(pixel(15, 50)))
        #expect(isWhite(pixel(85, 50)))
    }

    @Test func aClipKeepsTheTransformItWasSetIn() throws {
        let (image, scale, diagnostics) = try render("""
            Canvas { context, size in
                context.translateBy(x: 50, y: 50)
                context.clip(to: Path(ellipseIn: CGRect(x: -30, y: -30, width: 60, height: 60)))
                context.translateBy(x: -50, y: -50)
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
            }
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        func pixel(_ x: Double, _ y: Double) -> RGBA8 { image.pixel(x: Int(x * scale), y: Int(y * scale)) }
        #expect(isRed(pixel(50, 50)))
        #expect(isRed(pixel(50, 25)))
        #expect(isWhite(pixel(50, 15)), "outside the circle of radius 30 around (50, 50)")
        #expect(isWhite(pixel(25, 25)))
    }

    @Test func anSFSymbolIsDrawnInItsRectangle() throws {
        let (image, scale, diagnostics) = try render("""
            Canvas { context, size in
                context.draw(Image(systemName: "circle.fill"), in: CGRect(x: 60, y: 60, width: 30, height: 30))
            }
            .foregroundStyle(.red)
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        func pixel(_ x: Double, _ y: Double) -> RGBA8 { image.pixel(x: Int(x * scale), y: Int(y * scale)) }
        #expect(isRed(pixel(75, 75)))
        #expect(isWhite(pixel(30, 30)))
    }
}
