import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// Markdown in `Text` literals: styled runs, as iOS reads a `LocalizedStringKey`; never in `Text(verbatim:)` or a
/// `String` value.
@Suite struct TextMarkdownTests {
    private func text(_ body: String, declarations: String = "") throws -> ViewNode {
        let evaluation = try InterpreterFixture(body: body, declarations: declarations).evaluate()
        #expect(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
        var found: ViewNode?
        func visit(_ node: ViewNode) -> ViewNode {
            switch node {
            case .text, .styledText: if found == nil { found = node }
            default: break
            }
            return node.mappingChildren(visit)
        }
        _ = visit(evaluation.root)
        return try #require(found)
    }

    @Test func everyInlineStyleIsARun() throws {
        let node = try text(#"Text("**bold** *italic* `code` ~~strike~~ [link](https://example.com)")"#)
        #expect(
            node
                == .styledText([
                    TextRun("bold", bold: true), TextRun(" "), TextRun("italic", italic: true), TextRun(" "),
                    TextRun("code", monospaced: true), TextRun(" "), TextRun("strike", strikethrough: true),
                    TextRun(" "),
                    TextRun("link", link: true),
                ]), "\(node)")
    }

    @Test func underscoresAndNestedStyles() throws {
        #expect(try text(#"Text("__bold__ and _italic_")"#) == .styledText([
            TextRun("bold", bold: true), TextRun(" and "), TextRun("italic", italic: true),
        ]))
        #expect(try text(#"Text("***both***")"#) == .styledText([TextRun("both", bold: true, italic: true)]))
        #expect(
            try text(#"Text("[**bold link**](https://a.b)")"#)
                == .styledText([TextRun("bold link", bold: true, link: true)]))
    }

    @Test func whatIsNoMarkdownStaysPlainText() throws {
        #expect(try text(#"Text("snake_case_name")"#) == .text("snake_case_name"))
        #expect(try text(#"Text("2 * 3 * 4")"#) == .text("2 * 3 * 4"))
        #expect(try text(#"Text("a ** lone pair")"#) == .text("a ** lone pair"))
        #expect(try text(#"Text("\\*escaped\\*")"#) == .text("*escaped*"))
    }

    @Test func verbatimAndStringValuesAreNotRead() throws {
        #expect(try text(#"Text(verbatim: "**not bold**")"#) == .text("**not bold**"))
        #expect(
            try text("Text(label)", declarations: #"let label = "**not bold**""#) == .text("**not bold**"))
    }
}
