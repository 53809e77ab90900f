/// A problem in the user's project, with the place it was found. Problems in user code are values, never thrown:
/// the pipeline renders what it can and reports the rest.
package struct Diagnostic: Equatable, Hashable, Sendable, CustomStringConvertible {
    package enum Severity: String, Equatable, Hashable, Sendable, Codable {
        case error, warning, note
    }

    /// Path relative to the project folder.
    package var file: String
    package var line: Int
    package var column: Int
    package var severity: Severity
    /// Lower-case, code in quotes, no trailing period: `modifier '.blur' is not supported; drawn without it`.
    package var message: String
    /// The preview whose evaluation produced it; nil for problems of a file (syntax errors).
    package var preview: String?

    package init(
        file: String, line: Int, column: Int, severity: Severity, message: String, preview: String? = nil
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = Self.bounded(message)
        self.preview = preview
    }

    /// The most characters a message keeps. A message can quote what a project computed (a thrown error's
    /// description, a value that could not be drawn), and every diagnostic is written to index.json and sent to
    /// every dashboard: a project must not be able to make one megabytes long.
    package static let maximumMessageLength = 1_000

    private static func bounded(_ message: String) -> String {
        guard message.count > maximumMessageLength else { return message }
        return message.prefix(maximumMessageLength - 1) + "…"
    }

    /// `Card.swift:12:9: error: message`, the form compilers print and editors link.
    package var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }
}
