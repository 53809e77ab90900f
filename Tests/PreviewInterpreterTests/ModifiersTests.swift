import PreviewInterpreter
import PreviewModel
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
                    Text("d").frame(maxWidth: .infinity, alignment: .leading)
                    Text("e").frame(minWidth: 10, idealWidth: 20, maxWidth: 30, minHeight: 5, alignment: .top)
                }
                """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=center spacing=default",
                    "  frame width=100 height=40 alignment=center/center",
                    "    Text \"a\"",
                    "  frame width=50 alignment=center/center",
                    "    Text \"b\"",
                    "  frame height=10 alignment=leading/center",
                    "    Text \"c\"",
                    "  frame maxWidth=inf alignment=leading/center",
                    "    Text \"d\"",
                    "  frame minWidth=10 idealWidth=20 maxWidth=30 minHeight=5 alignment=center/top",
                    "    Text \"e\""))
    }

    @Test func modifierOrderIsNestingOrder() throws {
        let fixture = try InterpreterFixture(body: #"Text("a").padding(4).frame(width: 80)"#)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "frame width=80 alignment=center/center",
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
                    Text("d").foregroundStyle(
                        .linearGradient(colors: [.teal, .yellow], startPoint: .bottom, endPoint: .top))
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
                    "    Text \"c\"",
                    "  foreground teal",
                    "    Text \"d\""))
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
                    Text("e").background(.blue.opacity(0.2), in: RoundedRectangle(cornerRadius: 6))
                }
                """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=center spacing=default",
                    "  background alignment=center/center",
                    "    ignoresSafeArea 15",
                    "      Rectangle fill blue",
                    "    Text \"a\"",
                    "  background alignment=center/center",
                    "    RoundedRectangle(8) fill yellow",
                    "    Text \"b\"",
                    "  background alignment=center/center",
                    "    ignoresSafeArea 15",
                    "      Rectangle fill green",
                    "    Text \"c\"",
                    "  overlay alignment=trailing/top",
                    "    Circle fill foreground",
                    "    Text \"d\"",
                    "  background alignment=center/center",
                    "    RoundedRectangle(6) fill blue.opacity(0.2)",
                    "    Text \"e\""))
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
            body: #"Text("a").previewDisplayName("x").accessibilityLabel("label").onLongPressGesture {}"#)
        #expect(try fixture.cleanDump() == #"Text "a""#)
    }

    /// What VoiceOver and the rotor read, and effects a still frame at rest does not show, change no pixel.
    @Test func accessibilityActionsAndRestingEffectsAreInvisible() throws {
        let fixture = try InterpreterFixture(
            body: """
                Text("Volume")
                    .accessibilityAdjustableAction { _ in }
                    .accessibilityZoomAction { _ in }
                    .accessibilityCustomContent("Level", "High")
                    .accessibilityRespondsToUserInteraction(true)
                    .symbolEffectsRemoved()
                """)
        #expect(try fixture.cleanDump() == #"Text "Volume""#)
    }

    /// A file importer is not presented in a still frame; the types it accepts are names it carries, and a
    /// coordinate made empty is the zero one.
    @Test func fileTypesAndEmptyCoordinatesAreValues() throws {
        let fixture = try InterpreterFixture(
            body: """
                Text("\\(CLLocationCoordinate2D().latitude)")
                    .fileImporter(
                        isPresented: .constant(false),
                        allowedContentTypes: [UTType(filenameExtension: "torrent") ?? .data, .pdf, UTType.image],
                        allowsMultipleSelection: false
                    ) { _ in }
                """)
        #expect(try fixture.cleanDump() == #"Text "0.0""#)
    }

    @Test func effectsAndClipsLowerToPrimitives() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    Text("a").blur(radius: 2)
                    Text("b").shadow(radius: 4)
                    Text("c").opacity(0.5)
                    Color.red.cornerRadius(8)
                    Color.blue.clipShape(Circle())
                    Rectangle().stroke(Color.green, lineWidth: 2)
                    Text("d").border(Color.gray)
                    Text("e").bold().italic()
                }
                """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=center spacing=default",
                    "  blur 2",
                    "    Text \"a\"",
                    "  shadow #00000054 radius=4 x=0 y=0",
                    "    Text \"b\"",
                    "  opacity 0.5",
                    "    Text \"c\"",
                    "  clip RoundedRectangle(8)",
                    "    Rectangle fill red",
                    "  clip Circle",
                    "    Rectangle fill blue",
                    "  Rectangle stroke green width=2",
                    "  overlay alignment=center/center",
                    "    Rectangle strokeBorder gray width=1",
                    "    Text \"d\"",
                    "  italic",
                    "    fontWeight bold",
                    "      Text \"e\""))
    }

    @Test func unsupportedModifierIsAWarningAndTheContentIsStillDrawn() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    Text("sparkling").1️⃣sparkle(radius: 2)
                    Text("glowing")
                        .padding()
                        .2️⃣glow(radius: 4)
                }
                """)
        let evaluation = try fixture.evaluate()
        #expect(
            evaluation.root.dump
                == lines(
                    "VStack alignment=center spacing=default",
                    "  Text \"sparkling\"",
                    "  padding 16,16,16,16",
                    "    Text \"glowing\""))
        #expect(evaluation.diagnostics.count == 2)
        let sparkle = try #require(evaluation.diagnostics.first)
        #expect(sparkle.message == "modifier '.sparkle' is not supported; drawn without it")
        #expect(sparkle.severity == .warning)
        #expect(fixture.location(of: sparkle) == fixture["1️⃣"])
        #expect(sparkle.preview == "Preview.preview-1")
        let glow = try #require(evaluation.diagnostics.last)
        #expect(glow.message == "modifier '.glow' is not supported; drawn without it")
        #expect(fixture.location(of: glow) == fixture["2️⃣"])
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
        #expect(evaluation.diagnostics.last?.message == "cannot find 'unknownStyle' in scope; its value is left out")
    }
}

/// A modifier on `ForEach` or `Group` applies to each of their views, which stay siblings in the stack.
@Test func modifiersOnSeveralViewsApplyToEach() throws {
    let fixture = try InterpreterFixture(
        body: """
            HStack {
                ForEach(0..<2) { index in
                    Text("\\(index)")
                }
                .padding(3)
            }
            """)
    #expect(
        try fixture.cleanDump()
            == lines(
                "HStack alignment=center spacing=default",
                "  padding 3,3,3,3",
                "    Text \"0\"",
                "  padding 3,3,3,3",
                "    Text \"1\""))
}
