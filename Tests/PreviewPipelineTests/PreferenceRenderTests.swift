import PreviewInterpreter
import PreviewLayout
import PreviewModel
import PreviewViews
import Testing

@testable import PreviewPipeline

/// Preferences are read in the frame that sets them: layout hands the values up, `.onPreferenceChange` runs with
/// the combined value, and the frame shows the state its action left, as a running app's next frame does.
@Suite struct PreferenceRenderTests {
    static let keys = """
        struct WidthKey: PreferenceKey {
            static var defaultValue: CGFloat = 0
            static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
                value = max(value, nextValue())
            }
        }

        struct NamesKey: PreferenceKey {
            static var defaultValue: [String] = []
            static func reduce(value: inout [String], nextValue: () -> [String]) {
                value.append(contentsOf: nextValue())
            }
        }
        """

    func shapeWidths(in list: DisplayList) -> [Double] {
        list.items.compactMap { item in
            if case .fill(_, let rect, _) = item { return rect.width }
            return nil
        }
    }

    /// The common use: a `GeometryReader` behind a view measures it, and a sibling is sized from the state the
    /// measurement was stored in.
    @Test func aMeasuredWidthStoredInStateSizesASibling() throws {
        let output = try renderOnlyPreview(
            "Measured()",
            declarations: Self.keys + """

                struct Measured: View {
                    @State private var width: CGFloat = 0
                    var body: some View {
                        VStack {
                            Text("Headline")
                                .frame(width: 120)
                                .background(GeometryReader { proxy in
                                    Color.clear.preference(key: WidthKey.self, value: proxy.size.width)
                                })
                            Color.orange.frame(width: width, height: 8)
                            Text("width \\(Int(width))")
                        }
                        .onPreferenceChange(WidthKey.self) { width = $0 }
                    }
                }
                """)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        #expect(output.evaluation.root.dump.contains(#"Text "width 120""#), "\(output.evaluation.root.dump)")
        #expect(shapeWidths(in: output.displayList).contains(120), "\(output.displayList.items)")
    }

    /// Values of several views are combined by the key's `reduce` in the order the views were built, and a view
    /// that sets a key hides what the views inside it set.
    @Test func valuesAreReducedInBuildOrder() throws {
        let output = try renderOnlyPreview(
            "Names()",
            declarations: Self.keys + """

                struct Names: View {
                    @State private var names: [String] = []
                    var body: some View {
                        VStack {
                            Text("a").preference(key: NamesKey.self, value: ["a"])
                            HStack {
                                Text("b").preference(key: NamesKey.self, value: ["hidden"])
                            }
                            .preference(key: NamesKey.self, value: ["b"])
                            Text("c").preference(key: NamesKey.self, value: ["c"])
                            Text("names " + names.joined(separator: ","))
                        }
                        .onPreferenceChange(NamesKey.self) { names = $0 }
                    }
                }
                """)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        #expect(output.evaluation.root.dump.contains(#"Text "names a,b,c""#), "\(output.evaluation.root.dump)")
    }

    @Test func overlayAndBackgroundPreferenceValuesDrawTheCombinedValue() throws {
        let output = try renderOnlyPreview(
            """
            VStack {
                Text("a").preference(key: NamesKey.self, value: ["a"])
                Text("b").preference(key: NamesKey.self, value: ["b"])
            }
            .overlayPreferenceValue(NamesKey.self, alignment: .bottom) { names in
                Text("over \\(names.count)")
            }
            .backgroundPreferenceValue(NamesKey.self) { names in
                Text("under " + names.joined())
            }
            """, declarations: Self.keys)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let dump = output.evaluation.root.dump
        #expect(dump.contains(#"Text "over 2""#) && dump.contains(#"Text "under ab""#), "\(dump)")
    }

    /// `.onGeometryChange` reads its value from the view's proxy once layout has placed it, and its action (of one
    /// parameter, or two: old and new) is given it the first time too.
    @Test(arguments: ["{ width = $0 }", "{ _, new in width = new }"])
    func onGeometryChangeGivesTheActionTheMeasuredValue(action: String) throws {
        let output = try renderOnlyPreview(
            "Measured()",
            declarations: """
                struct Measured: View {
                    @State private var width: CGFloat = 0
                    var body: some View {
                        VStack {
                            Text("Headline")
                                .frame(width: 140)
                                .onGeometryChange(for: CGFloat.self) { proxy in proxy.size.width } action: \(action)
                            Color.orange.frame(width: width, height: 8)
                            Text("width \\(Int(width))")
                        }
                    }
                }
                """)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        #expect(output.evaluation.root.dump.contains(#"Text "width 140""#), "\(output.evaluation.root.dump)")
        #expect(shapeWidths(in: output.displayList).contains(140), "\(output.displayList.items)")
    }

    /// SwiftUI starts from the key's default value: a view whose value stays the default never calls the action.
    @Test func theDefaultValueCallsNoAction() throws {
        let output = try renderOnlyPreview(
            "Quiet()",
            declarations: Self.keys + """

                struct Quiet: View {
                    @State private var calls = 0
                    var body: some View {
                        Text("calls \\(calls)")
                            .preference(key: WidthKey.self, value: 0)
                            .onPreferenceChange(WidthKey.self) { _ in calls += 1 }
                    }
                }
                """)
        #expect(output.evaluation.root.dump.contains(#"Text "calls 0""#), "\(output.evaluation.root.dump)")
    }

    /// An action whose state changes the value it is given again never settles: the frame says so.
    @Test func aValueThatNeverSettlesIsReported() throws {
        let output = try renderOnlyPreview(
            "Runaway()",
            declarations: Self.keys + """

                struct Runaway: View {
                    @State private var width: CGFloat = 1
                    var body: some View {
                        Text("width \\(Int(width))")
                            .preference(key: WidthKey.self, value: width + 1)
                            .onPreferenceChange(WidthKey.self) { width = $0 }
                    }
                }
                """)
        #expect(
            output.diagnostics.contains { $0.message.contains("'.onPreferenceChange' was still changing the state") },
            "\(output.diagnostics)")
    }
}
