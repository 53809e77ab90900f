import PreviewInterpreter
import PreviewViews
import Testing

/// View modifiers: each wraps the view it is applied to, in the order written.
struct ModifiersTests {
    @Test func paddingForms() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    Text("a").padding()
                    Text("b").padding(8)
                    Text("c").padding(.horizontal, 12)
                    Text("d").padding([.top, .leading])
                    Text("e").padding(.bottom)
                }
                """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=center spacing=default",
                    "  padding 16,16,16,16",
                    "    Text \"a\"",
                    "  padding 8,8,8,8",
                    "    Text \"b\"",
                    "  padding 0,12,0,12",
                    "    Text \"c\"",
                    "  padding 16,16,0,0",
                    "    Text \"d\"",
                    "  padding 0,0,16,0",
                    "    Text \"e\""))
    }

    @Test func frames() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    Text("a").frame(width: 100, height: 40)
                    Text("b").frame(width: 50)
                    Text("c").frame(height: 10, alignment: .leading)
                }
                """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=center spacing=default",
                    "  frame 100×40 alignment=center/center",
                    "    Text \"a\"",
                    "  frame 50×nil alignment=center/center",
                    "    Text \"b\"",
                    "  frame nil×10 alignment=leading/center",
                    "    Text \"c\""))
    }

    @Test func modifierOrderIsNestingOrder() throws {
        let fixture = try InterpreterFixture(body: #"Text("a").padding(4).frame(width: 80)"#)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "frame 80×nil alignment=center/center",
                    "  padding 4,4,4,4",
                    "    Text \"a\""))
    }

    @Test func fonts() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    Text("a").font(.title)
                    Text("b").font(.system(size: 20, weight: .bold))
                    Text("c").font(.title.bold())
                    Text("d").font(Font.headline.italic())
                    Text("e").font(.body.weight(.semibold))
                    Text("f").font(.system(.caption, weight: .medium))
                }
                """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=center spacing=default",
                    "  font .title",
                    "    Text \"a\"",
                    "  font .system(size: 20).weight(bold)",
                    "    Text \"b\"",
                    "  font .title.weight(bold)",
                    "    Text \"c\"",
                    "  font .headline.italic()",
                    "    Text \"d\"",
                    "  font .body.weight(semibold)",
                    "    Text \"e\"",
                    "  font .caption.weight(medium)",
                    "    Text \"f\""))
    }

    @Test func foregroundColorAndStyle() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    Text("a").foregroundColor(.secondary)
                    Text("b").foregroundStyle(Color.blue)
                    Text("c").foregroundStyle(.red.opacity(0.5))
                }
                """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=center spacing=default",
                    "  foreground secondary",
                    "    Text \"a\"",
                    "  foreground blue",
                    "    Text \"b\"",
                    "  foreground red.opacity(0.5)",
                    "    Text \"c\""))
    }

    @Test func backgroundsAndOverlays() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    Text("a").background(Color.blue)
                    Text("b").background {
                        RoundedRectangle(cornerRadius: 8).fill(Color.yellow)
                    }
                    Text("c").background(.green)
                    Text("d").overlay(alignment: .topTrailing) { Circle() }
                }
                """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=center spacing=default",
                    "  background",
                    "    Color blue",
                    "    Text \"a\"",
                    "  background",
                    "    RoundedRectangle(8) fill=yellow",
                    "    Text \"b\"",
                    "  background",
                    "    Color green",
                    "    Text \"c\"",
                    "  overlay",
                    "    ZStack alignment=trailing/top",
                    "      Circle",
                    "    Text \"d\""))
    }

    @Test func colorSchemeModifiers() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    Text("a").preferredColorScheme(.dark)
                    Text("b").environment(\\.colorScheme, .light)
                    Text("c").preferredColorScheme(nil)
                }
                """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=center spacing=default",
                    "  colorScheme dark",
                    "    Text \"a\"",
                    "  colorScheme light",
                    "    Text \"b\"",
                    "  Text \"c\""))
    }

    @Test func previewOnlyModifiersAreInvisible() throws {
        let fixture = try InterpreterFixture(
            body: #"Text("a").previewDisplayName("x").accessibilityLabel("label").onTapGesture {}"#)
        #expect(try fixture.cleanDump() == #"Text "a""#)
    }

    @Test func unsupportedModifierIsAWarningAndTheContentIsStillDrawn() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    Text("blurred").1️⃣blur(radius: 2)
                    Text("shadowed")
                        .padding()
                        .2️⃣shadow(radius: 4)
                }
                """)
        let evaluation = try fixture.evaluate()
        #expect(
            evaluation.root.dump
                == lines(
                    "VStack alignment=center spacing=default",
                    "  Text \"blurred\"",
                    "  padding 16,16,16,16",
                    "    Text \"shadowed\""))
        #expect(evaluation.diagnostics.count == 2)
        let blur = try #require(evaluation.diagnostics.first)
        #expect(blur.message == "modifier '.blur' is not supported; drawn without it")
        #expect(blur.severity == .warning)
        #expect(fixture.location(of: blur) == fixture["1️⃣"])
        #expect(blur.preview == "Preview.preview-1")
        let shadow = try #require(evaluation.diagnostics.last)
        #expect(shadow.message == "modifier '.shadow' is not supported; drawn without it")
        #expect(fixture.location(of: shadow) == fixture["2️⃣"])
    }

    @Test func modifierWithAnUnsupportedArgumentKeepsItsContent() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    Text("a").font(1️⃣.custom("Avenir"))
                    Text("b").foregroundStyle(2️⃣unknownStyle)
                }
                """)
        let evaluation = try fixture.evaluate()
        #expect(
            evaluation.root.dump
                == lines(
                    "VStack alignment=center spacing=default",
                    "  Text \"a\"",
                    "  Text \"b\""))
        #expect(evaluation.diagnostics.map { fixture.location(of: $0) } == [fixture["1️⃣"], fixture["2️⃣"]])
        #expect(evaluation.diagnostics.last?.message == "cannot find 'unknownStyle' in scope")
    }
}
