import Foundation
import PreviewModel
import Testing

/// What a file declares, apart from its bodies: equal signatures mean an edit can resolve nothing new.
@Suite struct DeclarationSignatureTests {
    static let original = """
        import SwiftUI
        enum Flavor: String { case plain = "p", glazed }
        struct Donut { var flavor: Flavor; var price = 2.5; func label() -> String { "donut" } }
        extension Color { static let brand = Color.red }
        func formatted(_ price: Double) -> String { "\\(price)" }
        struct DonutView: View { var body: some View { Text("Donut").bold() } }
        """

    func signature(_ text: String, of files: Set<String> = ["Donut.swift"]) -> DeclarationSignature {
        let index = DeclarationIndex(files: [
            SourceFile(path: "Donut.swift", text: text),
            SourceFile(path: "Other.swift", text: "struct Other { var name: String }"),
        ])
        return DeclarationSignature(of: files, in: index)
    }

    @Test(arguments: [
        ("a literal", "Text(\"Donut\")", "Text(\"Cruller\")"),
        ("a modifier", ".bold()", ".italic()"),
        ("a method body", "{ \"donut\" }", "{ \"cruller\" }"),
        ("a default value", "price = 2.5", "price = 3.0"),
        ("a static's value", "Color.red", "Color.blue"),
    ])
    func bodiesAreNotDeclarations(what: String, old: String, new: String) {
        #expect(
            signature(Self.original) == signature(Self.original.replacingOccurrences(of: old, with: new)), "\(what)")
    }

    @Test(arguments: [
        ("a new method", "func label()", "func price(in currency: String) -> Double { 1 }\n    func label()"),
        ("a parameter label", "_ price: Double", "price: Double"),
        ("a new case", "glazed }", "glazed, sprinkled }"),
        ("a raw value", "\"p\"", "\"q\""),
        ("a stored property", "var price = 2.5", "var price = 2.5; var hole = true"),
        ("a conformance", "struct Donut {", "struct Donut: Identifiable {"),
        ("a new static", "static let brand", "static let accent = Color.blue\n    static let brand"),
        ("a new global function", "func formatted", "func rounded(_ x: Double) -> Double { x }\nfunc formatted"),
    ])
    func declarationsAre(what: String, old: String, new: String) {
        let edited = Self.original.replacingOccurrences(of: old, with: new)
        #expect(edited != Self.original)
        #expect(signature(Self.original) != signature(edited), "\(what)")
    }

    @Test func onlyTheNamedFilesCount() {
        let edited = Self.original.replacingOccurrences(of: "func label()", with: "func name()")
        #expect(signature(Self.original, of: ["Other.swift"]) == signature(edited, of: ["Other.swift"]))
    }
}
