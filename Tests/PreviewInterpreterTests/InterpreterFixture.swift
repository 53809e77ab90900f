import Foundation
import PreviewInterpreter
import PreviewModel
import PreviewTestSupport
import PreviewViews
import Testing

/// A project written from marked sources into a temporary folder, loaded, and ready to evaluate its previews.
struct InterpreterFixture {
    /// Where a marker stood: the file and the compiler's line and column.
    struct Location: Equatable, CustomStringConvertible {
        var file: String
        var line: Int
        var column: Int
        var description: String { "\(file):\(line):\(column)" }
    }

    let folder: ProjectFolder
    let project: Project
    private let markers: [Character: Location]

    /// Writes `files` (relative path → marked source) and loads them; fails the test on syntax errors.
    init(_ files: [String: String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        var markers: [Character: Location] = [:]
        var unmarked: [String: String] = [:]
        for (path, marked) in files {
            let source = MarkedSource(marked)
            unmarked[path] = source.text
            for (marker, position) in source.positions {
                markers[marker] = Location(file: path, line: position.line, column: position.column)
            }
        }
        folder = try ProjectFolder(unmarked)
        project = try folder.load()
        self.markers = markers
        #expect(project.diagnostics.isEmpty, "the fixture should parse cleanly", sourceLocation: sourceLocation)
    }

    /// A single `Preview.swift`: `declarations`, then one `#Preview` whose body is `body`.
    init(body: String, declarations: String = "", sourceLocation: SourceLocation = #_sourceLocation) throws {
        try self.init(
            ["Preview.swift": "import SwiftUI\n\n\(declarations)\n\n#Preview {\n\(body)\n}\n"],
            sourceLocation: sourceLocation)
    }

    subscript(marker: Character) -> Location {
        guard let location = markers[marker] else { preconditionFailure("no marker \(marker) in the fixture") }
        return location
    }

    /// The preview with `id`, or the only preview when `id` is nil.
    func preview(_ id: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws -> PreviewDeclaration {
        if let id {
            return try #require(
                project.previews.first { $0.id == id }, "no preview '\(id)' in \(project.previews.map(\.id))",
                sourceLocation: sourceLocation)
        }
        try #require(project.previews.count == 1, "expected one preview", sourceLocation: sourceLocation)
        return project.previews[0]
    }

    /// Evaluates a preview from `state` (what earlier taps left), performing interaction `id` when given.
    func evaluate(
        _ id: String? = nil, colorScheme: ColorScheme = .light,
        budget: PreviewInterpreter.Budget = PreviewInterpreter.Budget(), state: InteractionState = InteractionState(),
        performing interaction: Int? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Evaluation {
        let preview = try preview(id, sourceLocation: sourceLocation)
        return PreviewInterpreter(project: project, budget: budget)
            .evaluate(
                preview, environment: EnvironmentValues(colorScheme: colorScheme), state: state, performing: interaction
            )
    }

    /// The dump of a preview that must evaluate without diagnostics.
    func cleanDump(
        _ id: String? = nil, colorScheme: ColorScheme = .light, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        let evaluation = try evaluate(id, colorScheme: colorScheme, sourceLocation: sourceLocation)
        #expect(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)", sourceLocation: sourceLocation)
        return evaluation.root.dump
    }

    func location(of diagnostic: Diagnostic) -> Location {
        Location(file: diagnostic.file, line: diagnostic.line, column: diagnostic.column)
    }
}

/// Builds expected dumps from lines, so tests read like the tree they expect.
func lines(_ lines: String...) -> String { lines.joined(separator: "\n") }
