import PreviewViews
import Testing

/// `.monospaced()`, `.monospacedDigit()` and the monospaced design change the font text is laid out and drawn in.
@Suite("Monospaced text")
struct MonospacedTextTests {
    @Test func modifiersAndFontValues() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    Text("a").monospaced()
                    Text("b").monospacedDigit()
                    Text("c").font(.body.monospaced())
                    Text("d").font(.system(size: 20, design: .monospaced))
                    Text("e").font(.title.monospacedDigit())
                    Text("f").fontDesign(.monospaced)
                    Text("g").monospaced(false)
                }
                """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=center spacing=default",
                    "  monospaced true",
                    "    Text \"a\"",
                    "  monospacedDigit",
                    "    Text \"b\"",
                    "  font .body.monospaced()",
                    "    Text \"c\"",
                    "  font .system(size: 20).monospaced()",
                    "    Text \"d\"",
                    "  font .title.monospacedDigit()",
                    "    Text \"e\"",
                    "  monospaced true",
                    "    Text \"f\"",
                    "  monospaced false",
                    "    Text \"g\""))
    }

    @Test func theEnvironmentResolvesToAMonospacedFont() {
        let environment = EnvironmentValues().applying(.monospaced(true)).applying(.monospacedDigit)
        #expect(environment.resolvedFont.monospaced && environment.resolvedFont.monospacedDigits)
        #expect(!EnvironmentValues().resolvedFont.monospaced)
    }
}
