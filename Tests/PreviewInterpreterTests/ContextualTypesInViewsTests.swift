import PreviewInterpreter
import PreviewViews
import Testing

/// The semantic pass in view code: arguments of views and modifiers take their type from the parameter they bind to,
/// as Swift's type checker gives it, before anything is evaluated.
struct ContextualTypesInViewsTests {
    @Test func aConstantBindingPassedToAMemberwiseInitialiserIsTheValueItHolds() throws {
        let fixture = try InterpreterFixture(
            body: #"Gallery(photos: .constant(["a", "b", "c"]))"#,
            declarations: """
                struct Gallery: View {
                    @Binding var photos: [String]
                    var body: some View { Text("\\(photos.count) photos, empty: \\(photos.isEmpty)") }
                }
                """)
        #expect(try fixture.cleanDump().contains("3 photos, empty: false"))
    }

    @Test func anImplicitMemberInAConstantBindingHasTheBindingsValueType() throws {
        let fixture = try InterpreterFixture(
            body: "VStack { FilterView(filter: .constant(.init())); FilterView(filter: .constant(.wide)) }",
            declarations: """
                struct Filter {
                    var radius = 5
                    static let wide = Filter(radius: 50)
                }
                struct FilterView: View {
                    @Binding var filter: Filter
                    var body: some View { Text("radius \\(filter.radius)") }
                }
                """)
        let dump = try fixture.cleanDump()
        #expect(dump.contains("radius 5") && dump.contains("radius 50"), "\(dump)")
    }

    @Test func aConstantBindingWrittenWithItsTypeIsTheValueItHolds() throws {
        let fixture = try InterpreterFixture(
            body: #"Gallery(photos: Binding.constant(["a", "b"]))"#,
            declarations: """
                struct Gallery: View {
                    @Binding var photos: [String]
                    var body: some View { Text("\\(photos.count) photos") }
                }
                """)
        #expect(try fixture.cleanDump().contains("2 photos"))
    }

    @Test func aColourPropertyDefaultingToAGeneratedSymbolIsTheCatalogsColour() throws {
        let fixture = try InterpreterFixture([
            "App/Preview.swift": """
                import SwiftUI
                struct Badge: View {
                    var tint: Color = .title
                    var body: some View { Text("t").foregroundStyle(tint) }
                }
                #Preview { Badge() }
                """,
            "App/Assets.xcassets/titleColor.colorset/Contents.json": AccentColorTests.accentColorSet,
        ])
        let dump = try fixture.cleanDump()
        #expect(dump.contains(AccentColorTests.accent), "\(dump)")
    }

    @Test func aModifiersArgumentMayStartAChainFromATypeNestedInItsParameterType() throws {
        let fixture = try InterpreterFixture(
            body: #"Text("Title").font(.Brand.heading.size(30))"#,
            declarations: """
                extension Font {
                    enum Brand: String {
                        case heading = "Georgia-Bold"
                        func size(_ size: CGFloat) -> Font { .system(size: size, weight: .bold) }
                    }
                }
                """)
        let dump = try fixture.cleanDump()
        #expect(dump.contains("font .system(size: 30).weight(bold)"), "\(dump)")
    }

    @Test func anImplicitMemberChoosesTheOverloadWhoseParameterTypeHasIt() throws {
        // `.background(_: some ShapeStyle)` and `.background(_: some View)` both take one unlabeled argument; only
        // the shape style's protocol has a static `brandFill`, so Swift takes that overload.
        let fixture = try InterpreterFixture(
            body: #"Text("Hi").background(.brandFill)"#,
            declarations: """
                extension Color {
                    static var brandFill: Color { Color(red: 1, green: 0, blue: 0) }
                }
                extension ShapeStyle where Self == Color {
                    static var brandFill: Color { .brandFill }
                }
                """)
        let dump = try fixture.cleanDump()
        #expect(dump.contains("#ff0000"), "\(dump)")
    }

    @Test func literalArithmeticInAColourComponentIsFloatingPoint() throws {
        let fixture = try InterpreterFixture(body: "Color(red: 1 / 2, green: 0, blue: 0).frame(width: 10, height: 10)")
        let dump = try fixture.cleanDump()
        #expect(dump.contains("Rectangle fill #800000"), "half red, not black: \(dump)")
    }
}

/// A closure that names several parameters takes a tuple element apart, as Swift lets it.
extension ContextualTypesInViewsTests {
    @Test func forEachClosuresTakeTupleElementsApart() throws {
        let fixture = try InterpreterFixture(
            body: #"""
                VStack {
                    ForEach(Array(colors.enumerated()), id: \.offset) { index, color in Text("\(index) \(color)") }
                    ForEach(pairs, id: \.0) { pair in Text(pair.1) }
                }
                """#,
            declarations: #"""
                let colors = ["red", "blue"]
                let pairs = [("x", "Ex"), ("y", "Why")]
                """#)
        let dump = try fixture.cleanDump()
        for text in ["0 red", "1 blue", "Ex", "Why"] { #expect(dump.contains("\"\(text)\""), "\(dump)") }
    }

    @Test func anImplicitMemberForABuiltInParameterFindsTheProjectsStaticOnItsType() throws {
        let fixture = try InterpreterFixture(
            body: "Done()",
            declarations: """
                extension UInt64 {
                    static func secondsToNanoseconds(_ seconds: Double) -> UInt64 { UInt64(seconds * 1_000_000_000) }
                }
                struct Done: View {
                    @State private var shown = false
                    var body: some View {
                        Text(shown ? "Thanks" : "Wait")
                            .task {
                                try? await Task.sleep(nanoseconds: .secondsToNanoseconds(0.75))
                                shown = true
                            }
                    }
                }
                """)
        #expect(try fixture.cleanDump() == "Text \"Thanks\"")
    }
}

