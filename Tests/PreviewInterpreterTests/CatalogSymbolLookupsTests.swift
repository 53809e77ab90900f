import PreviewModel
import PreviewViews
import Testing

@testable import PreviewInterpreter

/// Whether a string catalog symbol is shadowed by a project member is found by scanning every type of the project;
/// an evaluation keeps the answer, not each type's lookup of the name, so what it holds does not grow with the
/// number of types times the number of symbols it reads.
@Suite struct CatalogSymbolLookupsTests {
    static let typeCount = 40

    @Test func theScanForAShadowingMemberKeepsOnlyItsAnswer() throws {
        // `screenTitle` is an instance member of one type, so the name is a member name and every type is scanned.
        let types = (0..<Self.typeCount).map { "struct Model\($0): Identifiable { var id: Int { \($0) } }" }
        let fixture = try InterpreterFixture([
            "App/Models.swift": types.joined(separator: "\n"),
            "App/Labels.swift": """
                import SwiftUI
                struct Labels { var screenTitle: String { "instance" } }
                #Preview { Text(.screenTitle) }
                """,
            "App/Localizable.xcstrings": """
                {"sourceLanguage": "en", "version": "1.1", "strings": {
                    "screen_title": {"localizations": {"en": {
                        "stringUnit": {"state": "translated", "value": "Progress"}}}}
                }}
                """,
        ])
        let preview = try fixture.preview()
        let project = fixture.project
        let semantics = PreviewInterpreter(project: project).semantics
        let (dump, lookups) = LargeStackThread.run {
            let evaluator = Evaluator(
                project: project, preview: preview, environment: EnvironmentValues(),
                budget: PreviewInterpreter.Budget(), semantics: semantics)
            return (evaluator.evaluatePreview().dump, evaluator.lookups)
        }
        #expect(dump == "Text \"Progress\"")
        let inherited = lookups.inheritedMembers.keys.filter { $0.name == "screenTitle" }.count
        let overloads = lookups.overloads.keys.filter { $0.name == "screenTitle" }.count
        let keptForTheSymbol = inherited + overloads
        #expect(keptForTheSymbol == 0, "kept \(keptForTheSymbol) per-type lookups of the catalog symbol")
        #expect(lookups.catalogSymbolsShadowed.count == 1)
    }
}
