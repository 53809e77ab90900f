import Testing

/// An argument of a SwiftUI initialiser takes the type of the library's parameter, so an implicit member means a
/// member of that type: a string catalog's generated symbol of the same name (`Close` generates `.close`) is not
/// taken for it, whether the call passes its closure with a label or as a trailing closure.
@Suite struct LibraryArgumentTypingTests {
    static let catalog = """
        {"sourceLanguage": "en", "version": "1.1", "strings": {
            "Close": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Close"}}}},
            "Confirm": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Confirm"}}}}
        }}
        """

    @Test func aButtonRoleIsARoleBesideACatalogKeyOfTheSameName() throws {
        let fixture = try InterpreterFixture([
            "App/Sheet.swift": """
                import SwiftUI
                #Preview {
                    HStack {
                        Button(role: .close, action: { print("closed") })
                        Button(role: .confirm) { print("confirmed") }
                    }
                }
                """,
            "App/Localizable.xcstrings": Self.catalog,
        ])
        let dump = try fixture.cleanDump()
        #expect(dump.contains("xmark") && dump.contains("checkmark"), "\(dump)")
    }
}
