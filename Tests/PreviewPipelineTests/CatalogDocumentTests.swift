import PreviewViews
import Foundation
import PreviewModel
import PreviewTestSupport
import Testing

@testable import PreviewPipeline

/// The catalog the daemon writes after every edit is built as a `WireJSON`; the command-line tools build the
/// same objects for `JSONSerialization`. Both must give the same text, byte for byte: clients and scripts compare
/// catalogs as text, and `previewd render`'s index is read by tools outside previewd.
@Suite struct CatalogDocumentTests {
    @Test func theCatalogIsTheTextJSONSerializationWritesForTheSameObjects() throws {
        let folder = try ProjectFolder([
            "Cards/Card.swift": """
                import SwiftUI

                struct Card: View {
                    var body: some View { Text("Card") }
                }

                #Preview("Café \\"A/B\\" ✓") { Card() }
                #Preview { Card().padding(1.5) }
                """,
            "Broken.swift": "struct Broken: View { var body: some View { Text(\"unterminated) } }",
        ])
        let project = try folder.load()
        #expect(project.previews.count == 2)
        #expect(!project.diagnostics.isEmpty, "the broken file gives the catalog diagnostics to write")
        let diagnostics =
            project.diagnostics + [
                Diagnostic(
                    file: "Cards/Card.swift", line: 7, column: 1, severity: .warning,
                    message: "tab\there, \"quoted\", back\\slash, bell \u{7}, line\u{2028}separator, 🙂",
                    preview: project.previews[0].id),
                Diagnostic(file: "Broken.swift", line: 0, column: 0, severity: .note, message: ""),
            ]
        let targets =
            DeviceCatalog.defaultTargets + [
                Target(
                    device: DeviceCatalog.defaultTargets[0].device, colorScheme: .dark,
                    dynamicTypeSize: .accessibility3, orientation: .landscape)
            ]
        for currentFile in [nil, "Cards/Card.swift"] {
            var objects: [String: Any] = [
                "generation": project.generation, "project": project.name,
                "previews": project.previews.map(CatalogDocument.previewObject),
                "targets": targets.map(CatalogDocument.targetObject),
                "diagnostics": diagnostics.map(CatalogDocument.diagnosticObject),
            ]
            if let currentFile { objects["currentFile"] = currentFile }
            let written = CatalogDocument.json(
                project: project, targets: targets, diagnostics: diagnostics, currentFile: currentFile)
            #expect(written == CatalogDocument.encode(objects))
            // And it reads back as a catalog.
            let decoded = try #require(JSONSerialization.jsonObject(with: Data(written.utf8)) as? [String: Any])
            #expect((decoded["previews"] as? [[String: Any]])?.first?["name"] as? String == "Café \"A/B\" ✓")
            #expect((decoded["targets"] as? [Any])?.count == targets.count)
        }
    }
}
