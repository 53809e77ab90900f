import PreviewModel
import PreviewPipeline
import Testing

/// A project's extension of a SwiftUI type or protocol reaches SwiftUI's own values of it, however the value was
/// made: each value knows its library type and the protocols it adopts.
struct LibraryValueExtensionTests {
    static let rows: [(extended: String, value: String)] = [
        ("Animation", "Animation.easeInOut"),
        ("Animation", "Animation.spring()"),
        ("Font", "Font.title"),
        ("Font", "Font.system(size: 12)"),
        ("Image", "Image(systemName: \"star\")"),
        ("Text", "Text(\"caption\")"),
        ("Color", "Color.blue"),
        ("Color", "Color(red: 0.1, green: 0.2, blue: 0.3)"),
        ("ShapeStyle", "Color.blue"),
    ]

    @Test(arguments: rows)
    func anExtensionPropertyIsReadOnALibraryValue(extended: String, value: String) throws {
        let output = try renderOnlyPreview(
            "Text(\(value).extendedBy)",
            declarations: "extension \(extended) { var extendedBy: String { \"project \\(\"\(extended)\")\" } }")
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        _ = try drawnText("project \(extended)", in: output.displayList)
    }

    /// The project's members of a library type previewd holds without modelling its values (`Animation`,
    /// `AnyTransition`), whose bodies call the library's own methods on `self` unqualified: they run, and what they
    /// give is again such a value, which the project's extensions still reach.
    static let undrawnValueExtensions: [String] = [
        "Animation.easeInOut.slow()",
        "Animation.easeInOut.slower()",
        "Animation.spring().gentle",
        "Animation.snappyish",
        "Animation.snappyish.slow()",
        "AnyTransition.scale.faded()",
        "AnyTransition.opacity.withFade",
        "AnyTransition.slideAndFade",
        "AnyTransition.opacity.slowly",
        "AnyTransition.asymmetric(insertion: .scale, removal: .opacity).withFade",
    ]

    static let undrawnValueDeclarations = """
        extension Animation {
            static var snappyish: Animation { .spring(response: 0.3, dampingFraction: 0.8) }
            func slow() -> Animation { speed(0.5) }
            func slower() -> Animation { slow().delay(0.1) }
            var gentle: Animation { delay(0.1).speed(0.5) }
            var describedBy: String { "an animation" }
        }
        extension AnyTransition {
            static var slideAndFade: AnyTransition { .move(edge: .bottom).combined(with: .opacity) }
            func faded() -> AnyTransition { combined(with: .opacity) }
            var withFade: AnyTransition { combined(with: .opacity) }
            var slowly: AnyTransition { animation(.linear) }
            var describedBy: String { "a transition" }
        }
        """

    @Test(arguments: undrawnValueExtensions)
    func anExtensionOfAnUndrawnLibraryValueRunsOnIt(value: String) throws {
        let output = try renderOnlyPreview("Text(\(value).describedBy)", declarations: Self.undrawnValueDeclarations)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let expected = value.hasPrefix("Animation") ? "an animation" : "a transition"
        _ = try drawnText(expected, in: output.displayList)
    }

    /// Where SwiftUI takes such a value (and a still frame shows nothing of it), the project's members give one
    /// without a diagnostic.
    static let usedExtensions: [String] = [
        "Text(\"moved\").animation(.snappyish, value: 1)",
        "Text(\"moved\").animation(Animation.easeInOut.slow(), value: 1)",
        "Text(\"moved\").transition(.slideAndFade)",
        "Text(\"moved\").transition(AnyTransition.scale.faded())",
        "Text(\"moved\").animation(.easeInOut.gentle, value: 1)",
        "Text(\"moved\").animation(.easeInOut.slow(), value: 1)",
        "Text(\"moved\").animation(.spring().gentle)",
        "Text(\"moved\").transition(.opacity.withFade)",
        "Text(\"moved\").transition(.scale.faded())",
    ]

    @Test(arguments: usedExtensions)
    func anExtensionOfAnUndrawnLibraryValueIsUsedCleanly(body: String) throws {
        let output = try renderOnlyPreview(body, declarations: Self.undrawnValueDeclarations)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        _ = try drawnText("moved", in: output.displayList)
    }

    /// A member whose body previewd cannot evaluate is said, not passed over as the value it was called on: so is
    /// an unqualified call there of a function that neither the project nor the library type declares. A member
    /// read through an implicit member of the modifier's parameter (`.easeInOut.slow()`) runs as well.
    static let failingExtensions: [(body: String, declarations: String, unknown: String)] = [
        (
            "Text(\"moved\").animation(Animation.easeInOut.slow(), value: 1)",
            "extension Animation { func slow() -> Animation { speed(undeclaredRate) } }", "undeclaredRate"
        ),
        (
            "Text(\"moved\").animation(.easeInOut.slow(), value: 1)",
            "extension Animation { func slow() -> Animation { speed(undeclaredRate) } }", "undeclaredRate"
        ),
        (
            "Text(\"moved\").animation(.easeInOut.gentle)",
            "extension Animation { var gentle: Animation { speed(undeclaredRate) } }", "undeclaredRate"
        ),
        (
            "Text(\"moved\").animation(Animation.easeInOut.slow(), value: 1)",
            "extension Animation { func slow() -> Animation { slowedDown(0.5) } }", "slowedDown"
        ),
        (
            "Text(\"moved\").transition(AnyTransition.scale.faded())",
            "extension AnyTransition { func faded() -> AnyTransition { fadedOut(with: .opacity) } }", "fadedOut"
        ),
        (
            "Text(\"moved\").transition(.scale.faded())",
            "extension AnyTransition { func faded() -> AnyTransition { combined(with: undeclaredFade) } }",
            "undeclaredFade"
        ),
    ]

    @Test(arguments: failingExtensions)
    func anExtensionOfAnUndrawnLibraryValueThatFailsIsReported(
        body: String, declarations: String, unknown: String
    ) throws {
        let output = try renderOnlyPreview(body, declarations: declarations)
        #expect(output.diagnostics.map(\.message).contains { $0.contains(unknown) }, "\(output.diagnostics)")
    }

    /// A method or property the project declares on `Font` or `Color`, whose body calls the library's own
    /// methods on `self` unqualified, draws as those methods written out at the use would.
    static let drawnExtensions: [(extended: String, written: String)] = [
        ("Text(\"x\").font(.title.heavier())", "Text(\"x\").font(.title.weight(.heavy))"),
        ("Text(\"x\").font(.title.bolder)", "Text(\"x\").font(.title.weight(.bold))"),
        ("Text(\"x\").font(Font.title.bolder)", "Text(\"x\").font(Font.title.weight(.bold))"),
        ("Text(\"x\").font(.system(size: 12).heavier())", "Text(\"x\").font(.system(size: 12).weight(.heavy))"),
        ("Text(\"x\").font(Font.system(size: 12).bolder)", "Text(\"x\").font(Font.system(size: 12).weight(.bold))"),
        ("Rectangle().fill(Color.blue.faded())", "Rectangle().fill(Color.blue.opacity(0.4))"),
        ("Rectangle().fill(Color.blue.faint)", "Rectangle().fill(Color.blue.opacity(0.2))"),
    ]

    @Test(arguments: drawnExtensions)
    func anExtensionCallingTheLibrarysOwnMethodsDrawsAsThem(extended: String, written: String) throws {
        let declarations = """
            extension Font {
                func heavier() -> Font { weight(.heavy) }
                var bolder: Font { weight(.bold) }
            }
            extension Color {
                func faded() -> Color { opacity(0.4) }
                var faint: Color { opacity(0.2) }
            }
            """
        let output = try renderOnlyPreview(extended, declarations: declarations)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let expected = try renderOnlyPreview(written)
        #expect(output.displayList == expected.displayList)
    }
}
