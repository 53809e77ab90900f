import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// iOS 26's `.glassEffect` is drawn as a translucent layer in its shape and reported as approximated;
/// `.tabBarMinimizeBehavior` changes nothing at rest.
@Suite struct GlassEffectTests {
    private static let approximated =
        "'.glassEffect' is approximated: a translucent fill with a light rim stands in for Liquid Glass, which blurs "
        + "and bends what is behind it"

    @Test func tintedGlassIsTheTintInACapsuleBehindTheContent() throws {
        let evaluation = try InterpreterFixture(
            body: #"Text("Go").padding().glassEffect(.regular.tint(.orange).interactive())"#
        ).evaluate()
        #expect(evaluation.diagnostics.map(\.message) == [Self.approximated])
        let dump = evaluation.root.dump
        #expect(dump.contains("Capsule fill orange"), "\(dump)")
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
}
