import PreviewInterpreter
import PreviewLayout
import PreviewModel
import PreviewViews
import Testing

@testable import PreviewPipeline

/// `.anchorPreference` hands up an anchor of a view's bounds, and a `GeometryReader` in
/// `.overlayPreferenceValue` / `.backgroundPreferenceValue` resolves it with `proxy[anchor]` in its own space: the
/// frame shows where layout placed the view, as the common "highlight the selected tab" pattern expects.
@Suite struct AnchorPreferenceRenderTests {
    static let tabs = """
        struct SelectedBoundsKey: PreferenceKey {
            static var defaultValue: Anchor<CGRect>? = nil
            static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
                value = value ?? nextValue()
            }
        }

        struct CentersKey: PreferenceKey {
            static var defaultValue: [Anchor<CGPoint>] = []
            static func reduce(value: inout [Anchor<CGPoint>], nextValue: () -> [Anchor<CGPoint>]) {
                value.append(contentsOf: nextValue())
            }
        }

        struct Tabs: View {
            var selected = "Three"
            var body: some View {
                HStack(spacing: 0) {
                    ForEach(["One", "Two", "Three"], id: \\.self) { name in
                        Text(name)
                            .frame(width: 100, height: 40)
                            .anchorPreference(key: SelectedBoundsKey.self, value: .bounds) { anchor in
                                name == selected ? anchor : nil
                            }
                            .anchorPreference(key: CentersKey.self, value: .center) { [$0] }
                    }
                }
                .overlayPreferenceValue(SelectedBoundsKey.self) { anchor in
                    GeometryReader { proxy in
                        if let anchor {
                            let rect = proxy[anchor]
                            Rectangle()
                                .fill(Color.blue)
                                .frame(width: rect.width, height: 3)
                                .offset(x: rect.minX, y: rect.maxY)
                        }
                    }
                }
                .backgroundPreferenceValue(CentersKey.self) { centers in
                    GeometryReader { proxy in
                        ZStack {
                            ForEach(0..<centers.count, id: \\.self) { index in
                                Circle()
                                    .fill(Color.orange)
                                    .frame(width: 6, height: 6)
                                    .position(proxy[centers[index]])
                            }
                        }
                    }
                }
            }
        }
        """

    func fills(_ list: DisplayList, _ shape: ShapePath) -> [Rect] {
        list.items.compactMap { item in
            if case .fill(shape, let rect, _) = item { return rect }
            return nil
        }
    }

    @Test func aBoundsAnchorPlacesTheHighlightUnderTheSelectedTab() throws {
        let output = try renderOnlyPreview("Tabs()", declarations: Self.tabs)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let list = output.displayList
        let three = try drawnText("Three", in: list)
        let bar = try #require(fills(list, .rectangle).first { $0.height == 3 }, "\(list.items)")
        #expect(bar.width == 100 && abs(bar.midX - three.midX) < 0.5, "\(bar) \(three)")
        #expect(abs(bar.minY - (three.midY + 20)) < 0.5, "\(bar) \(three)")
    }

    @Test func centerAnchorsResolveToEachTabsCentre() throws {
        let output = try renderOnlyPreview("Tabs()", declarations: Self.tabs)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let list = output.displayList
        let dots = fills(list, .circle)
        let texts = try ["One", "Two", "Three"].map { try drawnText($0, in: list) }
        #expect(dots.count == 3, "\(list.items)")
        for (dot, text) in zip(dots, texts) {
            #expect(abs(dot.midX - text.midX) < 0.5 && abs(dot.midY - text.midY) < 0.5, "\(dot) \(text)")
        }
    }
}
