import Foundation
import PreviewInterpreter
import PreviewModel
import PreviewTestSupport
import Testing

/// A method called on an optional without `?` that no extension previewd reads declares on Optional (a package's,
/// such as `coalesceWith`) is said where it is called, and its value is left out: taking it as nil made the next
/// call that needed it report a wrong cause.
struct UndeclaredOptionalMethodTests {
    static func run(_ program: String) throws -> (output: String, diagnostics: [String]) {
        let folder = try ProjectFolder(["Program.swift": program])
        let run = try #require(PreviewInterpreter(project: try folder.load()).run(program: "Program.swift"))
        return (run.output, run.diagnostics.map(\.message))
    }

    @Test func aPackagesOptionalMethodOnNilIsSaidWhereItIsCalled() throws {
        let (_, diagnostics) = try Self.run(
            """
            import Foundation
            let count: Int? = nil
            let key = count.flatMap { "greeting." + String($0) }.coalesceWith("greeting")
            let text = Bundle.main.localizedString(forKey: key, value: nil, table: nil)
            """)
        #expect(
            diagnostics == [
                """
                method 'coalesceWith' of 'Optional' is not declared in the sources previewd reads (it may come from a \
                module previewd cannot evaluate); its value is left out
                """
            ])
    }

    @Test func aNilViewTakesModifiersAndAChainOfOptionalsStaysNil() throws {
        let (output, diagnostics) = try Self.run(
            """
            import SwiftUI
            let icon: Image? = nil
            let framed = icon.frame(width: 10)
            let name: String? = nil
            print(name?.uppercased().count ?? -1, name.map { $0.count } ?? -2)
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(output == "-1 -2\n")
    }
}
