import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// `NavigationPath` values, `Alignment(horizontal:vertical:)` and StoreKit's sheets, as real apps' root views use
/// them.
@Suite struct NavigationPathTests {
    @Test func aPathIsTheValuesPushedInOrder() throws {
        let fixture = try InterpreterFixture(
            body: "Root()",
            declarations: """
                struct Root: View {
                    @State private var path = NavigationPath()
                    var body: some View {
                        NavigationStack(path: $path) {
                            Text("Root \\(path.count) \\(path.isEmpty)")
                        }
                        .onAppear {
                            var other = NavigationPath()
                            other.append("recipes")
                            other.append(3)
                            other.removeLast()
                            path = NavigationPath()
                            path.append(other.count)
                            path.removeLast(1)
                        }
                    }
                }
                """)
        #expect(try fixture.cleanDump().contains("Text \"Root 0 true\""))
    }

    @Test func aPathValueNoDestinationShowsIsReported() throws {
        let fixture = try InterpreterFixture(
            body: "Deep()",
            declarations: """
                struct Deep: View {
                    @State private var path = NavigationPath(["a", "b"])
                    var body: some View {
                        NavigationStack(path: $path) { Text("Root") }
                    }
                }
                """)
        let evaluation = try fixture.evaluate()
        #expect(
            evaluation.diagnostics.map(\.message) == [
                """
                no '.navigationDestination(for: String.self)' in the stack shows the path's value a; the screen under \
                it is drawn
                """
            ])
    }

    @Test func anAlignmentMadeOfItsTwoHalvesAndStoreKitSheetsAtRest() throws {
        let fixture = try InterpreterFixture(body: """
            ZStack(alignment: Alignment(horizontal: .trailing, vertical: .top)) {
                Color.red
                Text("x")
            }
            .refundRequestSheet(for: 1, isPresented: .constant(false)) { _ in }
            .offerCodeRedemption(isPresented: .constant(false)) { _ in }
            """)
        #expect(try fixture.cleanDump().hasPrefix("ZStack alignment=trailing/top"))
    }
}
