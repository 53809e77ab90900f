import Foundation
import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// A string literal given to `Text`, a `Button` or a navigation title is a key of the app's strings table, as in
/// SwiftUI; the environment's locale picks the language.
@Suite struct LocalizedTextTests {
    static let files = [
        "App/en.lproj/Localizable.strings": "\"common.button.send\" = \"Send\";\n\"Inbox\" = \"Inbox\";\n",
        "App/ru.lproj/Localizable.strings": "\"common.button.send\" = \"Отправить\";\n",
    ]

    @Test func literalsAreKeysVariablesAndVerbatimTextAreNot() throws {
        let fixture = try InterpreterFixture(Self.files.merging([
            "App/Send.swift": """
                import SwiftUI
                struct Send: View {
                    let raw = "common.button.send"
                    var body: some View {
                        VStack {
                            Text("common.button.send")
                            Button("common.button.send") {}
                            Text(raw)
                            Text(verbatim: "common.button.send")
                            Text("unknown.key")
                        }
                    }
                }
                #Preview { Send() }
                """,
        ]) { $1 })
        let dump = try fixture.cleanDump()
        #expect(dump.components(separatedBy: "\"Send\"").count - 1 == 2, "\(dump)")
        #expect(dump.components(separatedBy: "\"common.button.send\"").count - 1 == 2, "\(dump)")
        #expect(dump.contains("\"unknown.key\""))
    }

    @Test func theEnvironmentsLocalePicksTheLanguage() throws {
        let fixture = try InterpreterFixture(Self.files.merging([
            "App/Send.swift": """
                import SwiftUI
                #Preview {
                    Text("common.button.send")
                        .environment(\\.locale, Locale(identifier: "RU"))
                }
                """,
        ]) { $1 })
        #expect(try fixture.cleanDump().contains("\"Отправить\""))
    }
}
