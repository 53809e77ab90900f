import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// Sizes, offsets, radii and scales no screen could show are the project's mistake: each is clamped or left out
/// where the modifier is evaluated, with a warning at the argument that quotes the modifier and its value.
struct GeometryArgumentsTests {
    @Test func aBillionPointFrameAndBlurAreClampedAndNamed() throws {
        let fixture = try InterpreterFixture(body: "Rectangle().frame(width: 1️⃣1e9, height: 1e9).blur(radius: 2️⃣1e9)")
        let evaluation = try fixture.evaluate()
        #expect(
            evaluation.root.dump
                == lines(
                    "blur 100000",
                    "  frame width=100000 height=100000 alignment=center/center",
                    "    Rectangle fill foreground"))
        let messages = evaluation.diagnostics.map(\.message)
        let drawn = "is 1e+09 points, far beyond any screen; drawn as 100000, the most previewd draws"
        #expect(
            messages == [
                "'.frame(width: 1e9)' \(drawn)",
                "'.frame(height: 1e9)' \(drawn)",
                "'.blur(radius: 1e9)' \(drawn)",
            ])
        #expect(evaluation.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(fixture.location(of: evaluation.diagnostics[0]) == fixture["1️⃣"])
        #expect(fixture.location(of: evaluation.diagnostics[2]) == fixture["2️⃣"])
    }

    @Test func notANumberAndInfinityAreLeftOut() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    Text("a").frame(width: CGFloat.nan, height: 20)
                    Text("b").offset(x: CGFloat.infinity, y: 4)
                    Text("c").frame(maxWidth: .infinity)
                }
                """)
        let evaluation = try fixture.evaluate()
        #expect(
            evaluation.root.dump
                == lines(
                    "VStack alignment=center spacing=default",
                    "  frame height=20 alignment=center/center",
                    "    Text \"a\"",
                    "  offset 0,4",
                    "    Text \"b\"",
                    "  frame maxWidth=inf alignment=center/center",
                    "    Text \"c\""))
        #expect(
            evaluation.diagnostics.map(\.message) == [
                "'.frame(width: CGFloat.nan)' is not a number (NaN); left out",
                "'.offset(x: CGFloat.infinity)' is infinite; left out",
            ])
    }

    @Test func negativeSizesAreLeftOutAndNegativeRadiiDrawAsZero() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack(spacing: -4) {
                    Text("a").frame(width: -10).padding(-8)
                    Circle().shadow(radius: -5, x: -2).cornerRadius(-3)
                }
                """)
        let evaluation = try fixture.evaluate()
        // Negative spacing, padding and shadow offsets are ordinary SwiftUI.
        #expect(
            evaluation.diagnostics.map(\.message) == [
                "'.frame(width: -10)' is negative; left out, as SwiftUI ignores a negative frame size",
                "'.shadow(radius: -5)' is negative; drawn as 0",
                "'.cornerRadius(-3)' is negative; drawn as 0",
            ])
        #expect(evaluation.root.dump.contains("padding -8,-8,-8,-8"))
        #expect(evaluation.root.dump.contains("shadow") && evaluation.root.dump.contains("radius=0 x=-2"))
    }

    @Test func hugeScaleFactorsAreClamped() throws {
        let fixture = try InterpreterFixture(body: "Circle().scaleEffect(1e9).scaleEffect(x: 2, y: -5000)")
        let evaluation = try fixture.evaluate()
        #expect(
            evaluation.diagnostics.map(\.message) == [
                "'.scaleEffect(1e9)' scales by 1e+09, far beyond any screen; drawn as 1000",
                "'.scaleEffect(y: -5000)' scales by -5000, far beyond any screen; drawn as -1000",
            ])
        #expect(evaluation.root.dump.contains("scale 1000×1000") && evaluation.root.dump.contains("scale 2×-1000"))
    }

    @Test func ordinaryGeometryIsUntouched() throws {
        let fixture = try InterpreterFixture(
            body: """
                Text("ok").frame(width: 300).frame(maxHeight: .infinity).offset(x: -40).blur(radius: 2)
                    .shadow(radius: 8, x: 0, y: 4).scaleEffect(0.5).padding(-2)
                """)
        let evaluation = try fixture.evaluate()
        #expect(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics.map(\.message))")
    }
}
