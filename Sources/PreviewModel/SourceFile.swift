import SwiftDiagnostics
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
package import SwiftSyntax

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

    /// Parses on `LargeStackThread`: parsing, folding and location conversion recurse once per level of the
    /// syntax tree, and a generated 20,000-modifier chain is that deep (Tests/PreviewFuzzTests/Regressions).
    package init(path: String, text: String) {
        self.path = path
        self.text = text
        let parsed = LargeStackThread.run { Self.parse(path: path, text: text) }
        (tree, converter, syntaxDiagnostics) = (parsed.tree, parsed.converter, parsed.diagnostics)
    }

    private static func parse(path: String, text: String) -> (
        tree: SourceFileSyntax, converter: SourceLocationConverter, diagnostics: [Diagnostic]
    ) {
        func refused(line: Int, column: Int, _ message: String) -> (
            SourceFileSyntax, SourceLocationConverter, [Diagnostic]
        ) {
            // Not evaluated at all (see SourceGuard); the file keeps its last good version.
            let empty = Parser.parse(source: "")
            return (empty, SourceLocationConverter(fileName: path, tree: empty),
                    [Diagnostic(file: path, line: line, column: column, severity: .error, message: message)])
        }
        if let problem = SourceGuard.problem(in: text) {
            return refused(line: problem.line, column: problem.column, problem.message)
        }
        let parsed = parseInEitherLanguageMode(text)
        if let problem = SourceGuard.problem(in: parsed) {
            let location = problem.node.startLocation(converter: SourceLocationConverter(fileName: path, tree: parsed))
            return refused(line: location.line, column: location.column, problem.message)
        }
        // Operators are folded once here, so every consumer sees `a + b * c` as a tree, not a flat sequence.
        // Folding keeps the source text, so locations stay right; unknown custom operators stay unfolded. The
        // file's own `infix operator **: ExponentiationPrecedence` and `precedencegroup` declarations take part.
        var operators = OperatorTable.standardOperators
        if !parsed.hasError { operators.addSourceFile(parsed) { _ in } }
        let tree = parsed.hasError ? parsed : operators.foldAll(parsed) { _ in }.as(SourceFileSyntax.self) ?? parsed
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        guard tree.hasError else { return (tree, converter, []) }
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree).map { diagnostic in
            let location = diagnostic.location(converter: converter)
            return Diagnostic(
                file: path, line: location.line, column: location.column,
                severity: severity(diagnostic.diagMessage.severity),
                message: lowercasedFirst(diagnostic.message))
        }
        return (tree, converter, diagnostics)
    }

    /// The Swift 6 language mode's grammar first; a file it refuses is parsed again with the Swift 5 mode's, which
    /// Xcode projects build with unless they opt into 6. The two differ only in how attributes are spelled: Swift 5
    /// takes a space between an attribute and its arguments (`@AppStorage ("key")`) as a warning.
    private static func parseInEitherLanguageMode(_ text: String) -> SourceFileSyntax {
        let strict = Parser.parse(source: text)
        guard strict.hasError else { return strict }
        var parser = Parser(text, swiftVersion: .v5)
        let lenient = SourceFileSyntax.parse(from: &parser)
        return lenient.hasError ? strict : lenient
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
