import PreviewInterpreter
import PreviewLayout
import PreviewModel
import PreviewTestSupport
import PreviewViews
import Testing

@testable import PreviewPipeline

/// `Text(attributed)` draws an `AttributedString`'s runs each in its own style, as `Text` draws Markdown runs: a
/// bold run bold, a run given a colour or a font in that colour and font, the rest in the environment's.
@Suite struct AttributedStringTextTests {
    /// The pieces of text drawn by `body`'s `Text` (the view `Greeting` declared by `declarations`).
    func pieces(_ declarations: String) throws -> (
        pieces: [(text: String, font: ResolvedFont, color: RGBA)], diagnostics: [String]
    ) {
        let output = try renderOnlyPreview("Greeting()", declarations: declarations)
        let pieces = output.displayList.items.compactMap { item -> (String, ResolvedFont, RGBA)? in
            guard case .text(let text, _, let font, let color, _, _) = item else { return nil }
            return (text, font, color)
        }
        return (pieces.map { (text: $0.0, font: $0.1, color: $0.2) }, output.diagnostics.map(\.message))
    }

    @Test func aMarkdownBoldRunIsDrawnBold() throws {
        let drawn = try pieces(
            """
            struct Greeting: View {
                var body: some View {
                    Text((try? AttributedString(markdown: "Total **due** now")) ?? AttributedString("Total due now"))
                }
            }
            """)
        #expect(drawn.diagnostics.isEmpty, "\(drawn.diagnostics)")
        let bold = try #require(drawn.pieces.first { $0.text.contains("due") }, "\(drawn.pieces.map(\.text))")
        let plain = try #require(drawn.pieces.first { $0.text.contains("Total") }, "\(drawn.pieces.map(\.text))")
        #expect(bold.text.filter { $0 != " " } == "due")
        #expect(bold.font.weight == .bold, "\(bold.font)")
        #expect(plain.font.weight != .bold, "\(plain.font)")
    }

    /// Parsing options name how the source is read; the inline runs a `Text` draws are the same.
    @Test func markdownParsingOptionsAreAccepted() throws {
        let drawn = try pieces(
            """
            struct Greeting: View {
                var body: some View {
                    Text(
                        (try? AttributedString(
                            markdown: "Total **due** now",
                            options: AttributedString.MarkdownParsingOptions(
                                allowsExtendedAttributes: true, interpretedSyntax: .full)))
                            ?? AttributedString("Total due now"))
                }
            }
            """)
        #expect(drawn.diagnostics.isEmpty, "\(drawn.diagnostics)")
        let bold = try #require(drawn.pieces.first { $0.text.contains("due") }, "\(drawn.pieces.map(\.text))")
        #expect(bold.font.weight == .bold, "\(bold.font)")
    }

    @Test func aRangeTakesItsColourAndFont() throws {
        let drawn = try pieces(
            """
            struct Greeting: View {
                var greeting: AttributedString {
                    var text = AttributedString("Hello, ")
                    text.append(AttributedString("World"))
                    if let range = text.range(of: "World") {
                        text[range].foregroundColor = .red
                        text[range].font = .title.bold()
                    }
                    return text
                }
                var body: some View { Text(greeting) }
            }
            """)
        #expect(drawn.diagnostics.isEmpty, "\(drawn.diagnostics)")
        let world = try #require(drawn.pieces.first { $0.text == "World" }, "\(drawn.pieces.map(\.text))")
        let hello = try #require(drawn.pieces.first { $0.text.hasPrefix("Hello") }, "\(drawn.pieces.map(\.text))")
        #expect(world.color.red > 0.9 && world.color.green < 0.4, "red: \(world.color)")
        #expect(hello.color.red < 0.1, "the foreground: \(hello.color)")
        #expect(world.font.weight == .bold && world.font.pointSize > hello.font.pointSize, "\(world.font)")
    }

    @Test func aContainersAttributesAreMergedIntoTheRuns() throws {
        let drawn = try pieces(
            """
            struct Greeting: View {
                var greeting: AttributedString {
                    var container = AttributeContainer()
                    container.foregroundColor = .red
                    var text = AttributedString("Sale ")
                    text.mergeAttributes(container)
                    text += AttributedString("today", attributes: AttributeContainer().font(.title))
                    return text
                }
                var body: some View { Text(greeting) }
            }
            """)
        #expect(drawn.diagnostics.isEmpty, "\(drawn.diagnostics)")
        let sale = try #require(drawn.pieces.first { $0.text.hasPrefix("Sale") }, "\(drawn.pieces.map(\.text))")
        let today = try #require(drawn.pieces.first { $0.text == "today" }, "\(drawn.pieces.map(\.text))")
        #expect(sale.color.red > 0.9 && sale.color.green < 0.4, "red: \(sale.color)")
        #expect(today.color.red < 0.1 && today.font.pointSize > sale.font.pointSize, "\(today.color) \(today.font)")
    }

    @Test func anAttributeTextDoesNotDrawIsReported() throws {
        let drawn = try pieces(
            """
            struct Greeting: View {
                var greeting: AttributedString {
                    var text = AttributedString("Spaced")
                    text.kern = 4
                    return text
                }
                var body: some View { Text(greeting) }
            }
            """)
        #expect(drawn.pieces.first?.text == "Spaced", "\(drawn.pieces.map(\.text))")
        #expect(drawn.diagnostics.contains { $0.contains("kern") }, "\(drawn.diagnostics)")
    }
}
