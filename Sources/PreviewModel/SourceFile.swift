import SwiftDiagnostics
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// One parsed `.swift` file of the project.
package struct SourceFile: @unchecked Sendable {
    // @unchecked: swift-syntax trees are immutable values, safe to share across threads once built.

    /// Path relative to the project folder.
    package let path: String
    package let text: String
    package let tree: SourceFileSyntax
    package let converter: SourceLocationConverter
    /// Syntax errors; a file with any is not used for evaluation (its last good version is kept).
    package let syntaxDiagnostics: [Diagnostic]

    package init(path: String, text: String) {
        self.path = path
        self.text = text
        let parsed = Parser.parse(source: text)
        // Operators are folded once here, so every consumer sees `a + b * c` as a tree, not a flat sequence.
        // Folding keeps the source text, so locations stay right; unknown custom operators stay unfolded.
        let tree =
            parsed.hasError
            ? parsed : OperatorTable.standardOperators.foldAll(parsed) { _ in }.as(SourceFileSyntax.self) ?? parsed
        self.tree = tree
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        self.converter = converter
        if tree.hasError {
            syntaxDiagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree).map { diagnostic in
                let location = diagnostic.location(converter: converter)
                return Diagnostic(
                    file: path, line: location.line, column: location.column,
                    severity: Self.severity(diagnostic.diagMessage.severity),
                    message: Self.lowercasedFirst(diagnostic.message))
            }
        } else {
            syntaxDiagnostics = []
        }
    }

    package var hasSyntaxErrors: Bool { syntaxDiagnostics.contains { $0.severity == .error } }

    /// The line and column where `node` starts (ignoring leading trivia).
    package func location(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
        let location = node.startLocation(converter: converter)
        return (location.line, location.column)
    }

    /// A diagnostic at `node` in this file.
    package func diagnostic(
        at node: some SyntaxProtocol, _ severity: Diagnostic.Severity, _ message: String, preview: String? = nil
    ) -> Diagnostic {
        let (line, column) = location(of: node)
        return Diagnostic(
            file: path, line: line, column: column, severity: severity, message: message, preview: preview)
    }

    private static func severity(_ severity: DiagnosticSeverity) -> Diagnostic.Severity {
        switch severity {
        case .error: return .error
        case .warning: return .warning
        default: return .note
        }
    }

    private static func lowercasedFirst(_ message: String) -> String {
        guard let first = message.first else { return message }
        return first.lowercased() + message.dropFirst()
    }
}
