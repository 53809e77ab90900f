import PreviewLayout
import PreviewPipeline
import PreviewViews
import Testing

/// A UIKit font made from a descriptor (`UIFont(descriptor: font.fontDescriptor.withDesign(.monospaced)!, size:
/// 0)`) draws as the font the descriptor describes: its size (0 keeps the descriptor's), weight, traits, design.
struct UIFontDescriptorRenderTests {
    @Test func aFontMadeFromADescriptorDrawsWhatTheDescriptorDescribes() throws {
        let list = try cleanDisplayList(
            """
            VStack {
                Text("Rounded").font(Font(UIFont(
                    descriptor: UIFont.systemFont(ofSize: 20, weight: .bold).fontDescriptor.withDesign(.rounded)!,
                    size: 0)))
                Text("Mono").font(Font(UIFont(
                    descriptor: UIFont.systemFont(ofSize: 17).fontDescriptor.withDesign(.monospaced)
                        ?? UIFont.systemFont(ofSize: 17).fontDescriptor,
                    size: 24)))
                Text("Traits").font(Font(UIFont(
                    descriptor: UIFont.systemFont(ofSize: 15).fontDescriptor
                        .withSymbolicTraits([.traitBold, .traitItalic])!,
                    size: 0)))
                Text("Serif").font(Font(UIFont(
                    descriptor: UIFont.preferredFont(forTextStyle: .headline).fontDescriptor
                        .withDesign(UIFontDescriptor.SystemDesign.serif)!,
                    size: 0)))
            }
            """)
        func font(_ string: String) throws -> ResolvedFont {
            let fonts = list.items.compactMap { item -> ResolvedFont? in
                if case .text(string, _, let font, _, _, _) = item { return font }
                return nil
            }
            return try #require(fonts.first, "no text \"\(string)\" in \(list.items)")
        }
        let rounded = try font("Rounded")
        #expect(rounded.pointSize == 20 && rounded.weight == .bold && !rounded.monospaced && !rounded.italic)
        let mono = try font("Mono")
        #expect(mono.pointSize == 24 && mono.weight == .regular && mono.monospaced)
        let traits = try font("Traits")
        #expect(traits.pointSize == 15 && traits.weight == .bold && traits.italic)
        // A preferred font's descriptor keeps its text style, which scales with Dynamic Type.
        let serif = try font("Serif")
        #expect(serif.pointSize == 17 && serif.weight == .semibold)
    }
}
