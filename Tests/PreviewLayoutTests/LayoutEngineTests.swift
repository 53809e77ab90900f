import PreviewLayout
import PreviewViews
import Testing

@Suite struct LayoutEngineTests {
    @Test func textAloneIsCentredInTheSafeArea() {
        // Safe area: y 20…90 (70 tall), x 0…200. "Hi" is 2 × 10 = 20 wide and 25 tall.
        let list = layout(.text("Hi"), safeArea: EdgeInsets(top: 20, bottom: 10))
        #expect(
            list.dump == """
                canvas 200×100
                fill Rectangle (0, 0, 200, 100) #ffffff
                text "Hi" (90, 42.5, 20, 25) 20pt/400 #000000 leading
                """)
    }

    @Test func textSizeIsRoundedUpToWholePixelsInTheBodyFont() {
        // Body is 17 pt: "Hello" is 5 × 8.5 = 42.5 wide, 17 × 1.25 = 21.25 tall; at 3× (the default screen) that is
        // 128 × 64 pixels, at 2× 85 × 43.
        let list = layout(.text("Hello"), environment: EnvironmentValues())
        let width = 128.0 / 3, height = 64.0 / 3
        #expect(
            list.textRect("Hello") == Rect(x: (200 - width) / 2, y: (100 - height) / 2, width: width, height: height))
        var twice = EnvironmentValues()
        twice.screen.scale = 2
        #expect(
            layout(.text("Hello"), environment: twice).textRect("Hello")
                == Rect(x: 78.75, y: 39.25, width: 42.5, height: 21.5))
        guard case .text(_, _, let font, _, _, _) = list.items.last else {
            Issue.record("no text item")
            return
        }
        #expect(font == ResolvedFont(pointSize: 17))

        // xxxLarge scales body by 23/17: 23 pt, so "ab" is 2 × 11.5 = 23 wide and 28.75 → 29 tall.
        let large = layout(.text("ab"), environment: EnvironmentValues(dynamicTypeSize: .xxxLarge))
        #expect(large.textRect("ab")?.size == Size(width: 23, height: 29))
        #expect(large.dump.contains("23pt/400"))
    }

    @Test(arguments: [(ColorScheme.light, "#ffffff", "#000000"), (.dark, "#000000", "#ffffff")])
    func colourSchemeResolvesBackgroundAndPrimary(scheme: ColorScheme, background: String, primary: String) {
        let list = layout(
            .text("a"), environment: EnvironmentValues(colorScheme: scheme, font: FontSpec(size: .fixed(20))))
        #expect(list.dump.hasPrefix("canvas 200×100\nfill Rectangle (0, 0, 200, 100) \(background)\n"))
        #expect(list.dump.hasSuffix("20pt/400 \(primary) leading"))
    }

    @Test func environmentModifiersChangeResolvedColoursOfTheirSubtreeOnly() {
        // Dark red is (255, 69, 58); primary in dark is white; the canvas stays light.
        let root = vstack(
            .environment(.foreground(.system(.red)), .text("a")),
            .environment(.colorScheme(.dark), .shape(.circle, .fill(.foreground))),
            .environment(.colorScheme(.dark), .environment(.foreground(.system(.red)), .text("b"))),
            .text("c"))
        let list = layout(root, canvas: Size(width: 200, height: 200))
        let colours = list.items.map { item -> String in
            switch item {
            case .fill(_, _, let paint), .stroke(_, _, let paint, _): return paint.description
            case .text(_, _, _, let color, _, _): return color.description
            default: return "?"
            }
        }
        #expect(colours == ["#ffffff", "#ff3b30", "#ffffff", "#ff453a", "#000000"])
    }

    @Test func groupAtTheRootStacksLikeAVStackAndEmptyViewsDrawNothing() {
        let empty = layout(.empty)
        #expect(empty.items.count == 1)
        #expect(empty.size == Size(width: 200, height: 100))

        // Two 10×25 texts 8 apart: 10×58, centred at y (100 − 58) / 2 = 21.
        let list = layout(.group([.text("a"), .empty, .text("b")]))
        #expect(list.textRect("a") == Rect(x: 95, y: 21, width: 10, height: 25))
        #expect(list.textRect("b") == Rect(x: 95, y: 54, width: 10, height: 25))
    }
}
