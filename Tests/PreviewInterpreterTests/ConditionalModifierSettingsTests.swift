import Foundation
import PreviewInterpreter
import PreviewViews
import Testing

/// Modifiers in an `#if` clause after a view set the environment of the code before them, as they do written
/// without `#if`.
@Suite struct ConditionalModifierSettingsTests {
    @Test func tintInAnIfClauseReachesTheControl() throws {
        let plain = try InterpreterFixture(body: #"Toggle("On", isOn: .constant(true)).tint(.orange)"#).cleanDump()
        let conditional = try InterpreterFixture(
            body: """
                Toggle("On", isOn: .constant(true))
                    #if os(iOS)
                    .tint(.orange)
                    #endif
                """
        ).cleanDump()
        #expect(plain.contains("orange"), "\(plain)")
        #expect(conditional == plain)
    }

    @Test func rowBackgroundInAnIfClauseFillsTheSectionsRows() throws {
        let dump = try InterpreterFixture(
            body: #"""
                List {
                    Section { Text("Get Plus") }
                        #if os(iOS)
                        .listRowBackground(Color.indigo)
                        #elseif os(macOS)
                        .background(Color.indigo)
                        #endif
                }
                """#
        ).cleanDump()
        #expect(dump.components(separatedBy: "Rectangle fill indigo").count - 1 == 1, "\(dump)")
        #expect(dump.components(separatedBy: "clip RoundedRectangle").count - 1 == 1, "\(dump)")
    }
}
