import PreviewLayout
import PreviewModel
import PreviewPipeline
import PreviewViews
import Testing

/// Materials are drawn as what is behind them, blurred and tinted (`ResolvedPaint.material`), in the shape they
/// fill: before, they were a flat translucent fill, which on a photo or a gradient looks nothing like iOS.
struct MaterialTests {
    private static let darkPhone = DeviceCatalog.defaultTargets.first { $0.colorScheme == .dark }!

    /// The material fills `list` draws, in drawing order.
    private func materials(in list: DisplayList) -> [(shape: ShapePath, rect: Rect, blur: Double, tint: RGBA)] {
        list.items.compactMap { item in
            guard case .fill(let shape, let rect, .material(let blur, let tint)) = item else { return nil }
            return (shape, rect, blur, tint)
        }
    }

    private static let cards = """
        ZStack {
            LinearGradient(colors: [.orange, .purple], startPoint: .leading, endPoint: .trailing)
            VStack {
                Text("A").padding().background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16))
                Text("B").padding().background(.regularMaterial)
                Rectangle().fill(.thinMaterial).frame(width: 80, height: 20)
                Text("C").padding().background(Material.ultraThick, in: Capsule())
            }
        }
        """

    @Test func eachMaterialBlursWhatIsBehindItInItsShapeThinnerOnesLess() throws {
        let found = materials(in: try cleanDisplayList(Self.cards))
        try #require(found.count == 4, "\(found)")
        #expect(found.map(\.shape) == [.roundedRectangle(cornerRadius: 16), .rectangle, .rectangle, .capsule])
        let blurs = found.map(\.blur), opacities = found.map(\.tint.alpha)
        // Ultra-thin, regular, thin, ultra-thick.
        #expect(blurs[0] < blurs[2] && blurs[2] < blurs[1] && blurs[1] < blurs[3], "\(blurs)")
        #expect(opacities[0] < opacities[2] && opacities[2] < opacities[1] && opacities[1] < opacities[3])
        #expect(found.allSatisfy { $0.tint.red > 0.9 }, "light materials are pale")
    }

    @Test func inDarkAppearanceTheTintIsNearlyBlack() throws {
        let output = try renderOnlyPreview(Self.cards, on: Self.darkPhone)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let found = materials(in: output.displayList)
        #expect(found.count == 4)
        #expect(found.allSatisfy { $0.tint.red < 0.2 && $0.blur > 0 }, "\(found)")
    }

    @Test func rightToLeftMirrorsWhereTheMaterialIsNotWhatItIs() throws {
        func card(_ direction: String) throws -> (shape: ShapePath, rect: Rect, blur: Double, tint: RGBA) {
            let list = try cleanDisplayList(
                """
                HStack {
                    Text("Card").padding().background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
                    Spacer()
                }
                .environment(\\.layoutDirection, .\(direction))
                """)
            return try #require(materials(in: list).first, "\(list.items)")
        }
        let leftToRight = try card("leftToRight"), rightToLeft = try card("rightToLeft")
        #expect(rightToLeft.blur == leftToRight.blur && rightToLeft.tint == leftToRight.tint)
        let mirroredMaxX = 393 - leftToRight.rect.minX
        #expect(abs(rightToLeft.rect.maxX - mirroredMaxX) < 0.01, "\(leftToRight.rect) \(rightToLeft.rect)")
    }

    @Test func liquidGlassBlursWhatIsBehindItLessThanAMaterial() throws {
        let output = try renderOnlyPreview(#"Text("Go").padding().glassEffect()"#)
        let glass = try #require(materials(in: output.displayList).first, "\(output.displayList.items)")
        #expect(glass.shape == .capsule)
        #expect(glass.blur > 0 && glass.blur < 14)
    }

    /// A material's `.opacity` or `.shadow` is not drawn: the material is, in every place a style goes, with a
    /// diagnostic for each, where the style was refused whole.
    @Test func aMaterialsOpacityAndShadowAreSaidAndTheMaterialDrawn() throws {
        let output = try renderOnlyPreview("""
            VStack {
                RoundedRectangle(cornerRadius: 8).fill(.ultraThinMaterial.shadow(.inner(radius: 3)))
                Circle().fill(.regularMaterial.opacity(0.5))
            }
            .frame(width: 100, height: 200)
            """)
        #expect(materials(in: output.displayList).map(\.shape) == [.roundedRectangle(cornerRadius: 8), .circle])
        #expect(
            output.diagnostics.map(\.message) == [
                "'.shadow' of a material is not drawn; the material is drawn as it is",
                "'.opacity' of a material is not drawn; the material is drawn as it is",
            ])
    }
}
