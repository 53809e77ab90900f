import Testing

@testable import PreviewViews

@Suite struct ColorAndFontTests {
    @Test func systemColoursDifferByAppearance() {
        #expect(SystemColor.blue.resolved(in: .light).description == "#007aff")
        #expect(SystemColor.blue.resolved(in: .dark).description == "#0a84ff")
        #expect(SystemColor.background.resolved(in: .dark).description == "#000000")
        #expect(ColorValue.opacity(.system(.red), 0.5).resolved(in: .light).alpha == 0.5)
    }

    /// `Color.accentColor` is the nearest `.tint(…)` above, else the project's accent colour, else iOS's blue.
    @Test func accentColorFollowsTheTint() {
        var environment = EnvironmentValues()
        #expect(environment.resolve(.system(.accentColor)).description == "#007aff")
        environment.accentColor = .system(.green)
        #expect(environment.resolve(.system(.accentColor)) == SystemColor.green.resolved(in: .light))
        environment = environment.applying(.tint(.system(.red)))
        #expect(environment.resolve(.opacity(.system(.accentColor), 0.5)).description == "#ff3b3080")
        // A tint of the accent colour is the project's accent.
        environment = environment.applying(.tint(.system(.accentColor)))
        #expect(environment.resolve(.system(.accentColor)) == SystemColor.green.resolved(in: .light))
    }

    @Test func textStylesScaleWithDynamicTypeButFixedSizesDoNot() {
        #expect(FontSpec(size: .style(.body)).resolved(dynamicTypeSize: .large).pointSize == 17)
        #expect(FontSpec(size: .style(.body)).resolved(dynamicTypeSize: .accessibility5).pointSize == 53)
        #expect(FontSpec(size: .style(.headline)).resolved(dynamicTypeSize: .large).weight == .semibold)
        #expect(FontSpec(size: .fixed(20)).resolved(dynamicTypeSize: .xxxLarge).pointSize == 20)
    }

    @Test func flattenDropsEmptyAndOpensGroups() {
        let flat = ViewNode.flatten([.text("a"), .empty, .group([.text("b"), .group([.text("c")])])])
        #expect(flat == [.text("a"), .text("b"), .text("c")])
    }

    @Test func dumpIsIndentedAndQuoted() {
        let tree = ViewNode.padding(
            EdgeInsets(all: 16),
            .stack(axis: .vertical, alignment: .leading, spacing: nil, children: [.text("Say \"hi\"")]))
        #expect(
            tree.dump == "padding 16,16,16,16\n  VStack alignment=leading spacing=default\n    Text \"Say \\\"hi\\\"\"")
    }

    @Test func resolvedFontAppliesWeightAndItalicModifiers() {
        var environment = EnvironmentValues(font: FontSpec(size: .style(.headline)))
        #expect(environment.resolvedFont == ResolvedFont(pointSize: 17, weight: .semibold))
        environment = environment.applying(.fontWeight(.heavy)).applying(.italic)
        #expect(environment.resolvedFont == ResolvedFont(pointSize: 17, weight: .heavy, italic: true))
        #expect(environment.applying(.lineLimit(2)).lineLimit == 2)
    }

    @Test func colourAndPlaceholderHelpersBuildPrimitives() {
        #expect(ViewNode.color(.system(.red)) == .shape(.rectangle, .fill(.color(.system(.red)))))
        #expect(ViewNode.placeholder(label: "x") == .placeholder(label: "x", sizing: .leaf))
        let tree = ViewNode.frame(FrameSpec(maxWidth: .infinity, alignment: .leading), .color(.system(.red)))
        #expect(tree.dump == "frame maxWidth=inf alignment=leading/center\n  Rectangle fill red")
    }
}
