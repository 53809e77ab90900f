import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// iOS 26's `.glassEffect` is drawn as what is behind it, blurred and tinted, in its shape, and reported as
/// approximated (the bending along its edge is not drawn);
/// `.tabBarMinimizeBehavior` changes nothing at rest.
@Suite struct GlassEffectTests {
    private static let approximated =
        "'.glassEffect' is approximated: what is behind the glass is blurred and tinted, but not bent along its edge "
        + "as Liquid Glass bends it"

    @Test func tintedGlassIsTheTintInACapsuleBehindTheContent() throws {
        let evaluation = try InterpreterFixture(
            body: #"Text("Go").padding().glassEffect(.regular.tint(.orange).interactive())"#
        ).evaluate()
        #expect(evaluation.diagnostics.map(\.message) == [Self.approximated])
        let dump = evaluation.root.dump
        #expect(dump.contains("Capsule fill material(blur 6 orange"), "\(dump)")
        #expect(dump.contains("Capsule strokeBorder"), "\(dump)")
    }

    @Test func plainGlassTakesTheShapeItIsGiven() throws {
        let evaluation = try InterpreterFixture(
            body: #"Image(systemName: "network").glassEffect(in: RoundedRectangle(cornerRadius: 8))"#
        ).evaluate()
        #expect(evaluation.diagnostics.map(\.message) == [Self.approximated])
        #expect(evaluation.root.dump.contains("RoundedRectangle(8) fill"), "\(evaluation.root.dump)")
        #expect(!evaluation.root.dump.contains("Capsule"), "\(evaluation.root.dump)")
    }

    @Test func tabBarMinimizeBehaviorIsAcceptedSilently() throws {
        let fixture = try InterpreterFixture(
            body: #"TabView { Text("Home").tabItem { Text("Home") } }.tabBarMinimizeBehavior(.onScrollDown)"#)
        _ = try fixture.cleanDump()
    }

    /// A `GlassEffectContainer` lays its content out as a group; the glass inside says how it is approximated.
    @Test func aGlassContainerDrawsItsContent() throws {
        let evaluation = try InterpreterFixture(
            body: #"GlassEffectContainer(spacing: 8) { HStack { Text("A").glassEffect(); Text("B") } }"#
        ).evaluate()
        #expect(evaluation.diagnostics.map(\.message) == [Self.approximated])
        #expect(evaluation.root.dump.contains(#"Text "B""#), "\(evaluation.root.dump)")
    }

    /// `.regular.interactive()` is the glass even in a project whose string catalog has a "Regular" key (whose
    /// symbol `.regular` is a string resource), and an optional tint maps into a tinted glass.
    @Test func glassChainsAreNotCatalogStrings() throws {
        let fixture = try InterpreterFixture([
            "App/Chip.swift": """
                import SwiftUI
                struct Chip: View {
                    var tint: Color? = .orange
                    var glass: Glass { tint.map { Glass.regular.tint($0) } ?? .regular }
                    var body: some View {
                        VStack {
                            Text("A").glassEffect(.regular.interactive())
                            Text("B").glassEffect(glass)
                        }
                    }
                }
                #Preview { Chip() }
                """,
            "App/Localizable.xcstrings": """
                {"sourceLanguage": "en", "version": "1.1", "strings": {
                    "Regular": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Regular"}}}}
                }}
                """,
        ])
        let evaluation = try fixture.evaluate()
        #expect(evaluation.diagnostics.map(\.message) == [Self.approximated, Self.approximated])
        #expect(evaluation.root.dump.contains("Capsule fill material(blur 6 orange"), "\(evaluation.root.dump)")
    }

    /// `.toolbarVisibility(.hidden, for:)` hides a bar previewd still draws: reported; `.visible` is what it draws.
    @Test func hiddenToolbarVisibilityIsReported() throws {
        let hidden = try InterpreterFixture(
            body: #"NavigationStack { Text("A").toolbarVisibility(.hidden, for: .navigationBar) }"#
        ).evaluate()
        #expect(
            hidden.diagnostics.map(\.message) == [
                "modifier '.toolbarVisibility' is not drawn yet; drawn with the default look"
            ])
        let visible = try InterpreterFixture(
            body: #"NavigationStack { Text("A").toolbarVisibility(.visible, for: .navigationBar, .tabBar) }"#)
        _ = try visible.cleanDump()
    }
}
