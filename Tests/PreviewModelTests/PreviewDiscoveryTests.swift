import PreviewModel
import PreviewTestSupport
import SwiftSyntax
import Testing

/// Finding `#Preview` blocks and `PreviewProvider` views, and the ids, names and lines they get.
struct PreviewDiscoveryTests {
    private struct Summary: Equatable, CustomStringConvertible {
        var id: String
        var name: String
        var file: String
        var line: Int
        var description: String { "\(id) '\(name)' \(file):\(line)" }
    }

    private func summaries(_ project: Project) -> [Summary] {
        project.previews.map { Summary(id: $0.id, name: $0.name, file: $0.file, line: $0.line) }
    }

    @Test func topLevelPreviewsAreFoundWithNamesIdsAndLines() throws {
        let source = MarkedSource(
            """
            import SwiftUI

            struct Card: View {
                var body: some View { Text("card") }
            }

            1️⃣#Preview("Big Card") {
                Card()
            }

            2️⃣#Preview { Card() }

            3️⃣#Preview(traits: .sizeThatFitsLayout) {
                Card().padding()
            }
            """)
        let folder = try ProjectFolder(["Card.swift": source.text])
        let project = try folder.load()
        #expect(
            summaries(project) == [
                Summary(id: "Card.big-card", name: "Big Card", file: "Card.swift", line: source["1️⃣"].line),
                Summary(id: "Card.preview-1", name: "Card 1", file: "Card.swift", line: source["2️⃣"].line),
                Summary(id: "Card.preview-2", name: "Card 2", file: "Card.swift", line: source["3️⃣"].line),
            ])
        #expect(project.diagnostics.isEmpty)
    }

    @Test func previewBodiesAreTheClosureStatements() throws {
        let folder = try ProjectFolder(["A.swift": "#Preview(\"Two\") {\n    let x = 1\n    Text(\"\\(x)\")\n}\n"])
        let project = try folder.load()
        let preview = try #require(project.previews.first)
        guard case .statements(let statements) = preview.body else {
            Issue.record("a #Preview body should be statements, got \(preview.body)")
            return
        }
        #expect(statements.map(\.trimmedDescription) == ["let x = 1", "Text(\"\\(x)\")"])
    }

    @Test func previewInsideATypeBodyIsADeclarationAndIsFound() throws {
        let source = MarkedSource(
            """
            enum Gallery {
                1️⃣#Preview("Inside") {
                    Text("inside")
                }
            }
            """)
        let folder = try ProjectFolder(["Gallery.swift": source.text])
        let project = try folder.load()
        #expect(
            summaries(project) == [
                Summary(id: "Gallery.inside", name: "Inside", file: "Gallery.swift", line: source["1️⃣"].line)
            ])
    }

    @Test func previewProviderWithAGroupGivesOnePreviewPerView() throws {
        let source = MarkedSource(
            """
            import SwiftUI

            struct Badge: View {
                var body: some View { Text("badge") }
            }

            struct Badge_Previews: PreviewProvider {
                static var previews: some View {
                    Group {
                        1️⃣Badge()
                            .previewDisplayName("Light Mode")
                        2️⃣Badge().preferredColorScheme(.dark)
                    }
                }
            }
            """)
        let folder = try ProjectFolder(["Views/Badge.swift": source.text])
        let project = try folder.load()
        #expect(
            summaries(project) == [
                Summary(
                    id: "Badge_Previews.light-mode", name: "Light Mode", file: "Views/Badge.swift",
                    line: source["1️⃣"].line),
                Summary(
                    id: "Badge_Previews.2", name: "Badge_Previews 2", file: "Views/Badge.swift",
                    line: source["2️⃣"].line),
            ])
        guard case .providerView(_, let expression) = project.previews[1].body else {
            Issue.record("a provider preview's body should be its view expression")
            return
        }
        #expect(expression.trimmedDescription == "Badge().preferredColorScheme(.dark)")
    }

    @Test func previewProviderWithOneViewGivesOnePreview() throws {
        let folder = try ProjectFolder([
            "Row.swift": """
            struct RowPreviews: PreviewProvider {
                static var previews: some View {
                    Text("row").padding()
                }
            }
            """
        ])
        let project = try folder.load()
        #expect(project.previews.map(\.id) == ["RowPreviews.1"])
    }

    @Test func sameFileNameInTwoFoldersGetsTheFolderPrepended() throws {
        let folder = try ProjectFolder([
            "App/Onboarding/Card.swift": "#Preview(\"Main\") { Text(\"onboarding\") }\n",
            "App/Settings/Card.swift": "#Preview(\"Main\") { Text(\"settings\") }\n",
            "App/Other.swift": "#Preview(\"Main\") { Text(\"other\") }\n",
        ])
        let project = try folder.load()
        #expect(
            project.previews.map(\.id).sorted() == ["Onboarding.Card.main", "Other.main", "Settings.Card.main"])
    }

    @Test func repeatedNamesInOneFileStayUnique() throws {
        let folder = try ProjectFolder([
            "Card.swift": "#Preview(\"Main!\") { Text(\"a\") }\n#Preview(\"main\") { Text(\"b\") }\n"
        ])
        let project = try folder.load()
        #expect(project.previews.map(\.id) == ["Card.main", "Card.main-2"])
        #expect(project.previews.map(\.name) == ["Main!", "main"])
    }

    @Test func aPreviewsNameIsItsLiteralsValueWithEscapesResolved() throws {
        let folder = try ProjectFolder([
            "Card.swift": #"""
                #Preview("Say \"Hi\" \u{1F600}") { Text("a") }
                #Preview(#"Raw \n"#) { Text("b") }
                #Preview("Line\nbreak\\") { Text("c") }
                #Preview("Hi \(1)") { Text("d") }
                """#
        ])
        let project = try folder.load()
        #expect(project.previews.map(\.name) == ["Say \"Hi\" 😀", #"Raw \n"#, "Line\nbreak\\", "Card 1"])
        #expect(project.previews.map(\.id) == ["Card.say-hi", "Card.raw-n", "Card.line-break", "Card.preview-1"])
    }

    /// Folders are prepended one at a time, only to the paths that still share a stem, up to the whole path.
    @Test func fileStemsGrowOnlyWhereTheyCollide() {
        let paths = [
            "A/Card.swift", "B/Card.swift", "Card.swift", "X/Y/Row.swift", "Z/Y/Row.swift", "Solo.swift",
            "Q/Y/Solo.swift",
        ]
        #expect(
            PreviewIdentifier.fileStems(for: paths) == [
                "A/Card.swift": "A.Card", "B/Card.swift": "B.Card", "Card.swift": "Card", "X/Y/Row.swift": "X.Y.Row",
                "Z/Y/Row.swift": "Z.Y.Row", "Solo.swift": "Solo", "Q/Y/Solo.swift": "Y.Solo",
            ])
        #expect(PreviewIdentifier.fileStems(for: []) == [:])
    }

    @Test(arguments: [
        ("Big Card", "big-card"), ("  Dark — large text ", "dark-large-text"), ("Profile #2", "profile-2"),
        ("!!!", "preview"),
    ])
    func slugs(name: String, slug: String) {
        #expect(PreviewIdentifier.slug(name) == slug)
    }
}
