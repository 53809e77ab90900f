import PreviewModel
import Testing

/// The names any type of the project declares a member by, which let a lookup through every type stop before it
/// starts when no type could have the member.
@Suite struct DeclarationMemberNamesTests {
    @Test func everyTypesMembersCasesAndMethodsAreNamedWithTheirExtensionsAndNothingElse() {
        let index = DeclarationIndex(files: [
            SourceFile(path: "Shop.swift", text: """
                import SwiftUI
                enum Flavor { case plain, glazed(topping: String) }
                struct Donut {
                    var price = 2.5
                    var total: Double { price * 12 }
                    static let dozen = 12
                    func label() -> String { let local = "donut"; return local }
                    func label(in language: String) -> String { language }
                    struct Box { static let sizes = [6, 12] }
                }
                extension Color { static let brand = Color.red }
                protocol Priced { }
                extension Priced { static func discount() -> Double { 0.1 } }
                func formatted(_ price: Double) -> String { "\\(price)" }
                """),
        ])
        for name in ["plain", "glazed", "total", "dozen", "label", "sizes", "brand", "discount"] {
            #expect(index.memberNames.contains(name), "\(name)")
        }
        // Locals, parameters and top-level functions are no type's members (stored properties are kept apart).
        for name in ["local", "language", "formatted", "topping", "Donut"] {
            #expect(!index.memberNames.contains(name), "\(name)")
        }
    }
}
