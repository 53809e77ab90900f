package import SwiftSyntax

/// Source that swift-syntax 603's parser cannot handle safely, found before parsing: its lookahead for array
/// and inline-array types takes time exponential in the number of unclosed `[` (28 of them take minutes) and
/// recurses once per nested `[` without its nesting limit (thousands overflow the stack). Hand-written Swift
/// never nests brackets more than a few levels, so a file that does is reported instead of parsed.
/// Reproducers: Tests/PreviewFuzzTests/Findings/parser-*.swift.
package enum SourceGuard {
    /// More nested `[` than this, outside string literals and comments, is refused.
    package static let maximumBracketNesting = 12
    /// A longer run of binary operators (`1 + 1 + …`) is refused: folding it makes a tree as deep as the run,
    /// each level in its own syntax arena, and releasing that chain of arenas recurses once per level on
    /// whatever thread lets go of the file last (Findings/deep-syntax-tree-operator-chain*.swift).
    package static let maximumOperatorRun = 2_000

    package struct Problem: Equatable {
        package var line: Int
        package var column: Int
        package var message: String
    }

    /// The first place where `text` nests `[` too deeply, or nil. A rough scan: string literals (one line, no
    /// interpolation nesting) and `//` comments are skipped, which is all that is needed to avoid false alarms.
    package static func problem(in text: String) -> Problem? {
        var depth = 0, line = 1, column = 0
        var inString = false, inComment = false, escaped = false
        var previous: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            column += 1
            if scalar == "\n" {
                line += 1
                column = 0
                inString = false
                inComment = false
                continue
            }
            if inComment { continue }
            if inString {
                if escaped {
                    escaped = false
                } else if scalar == "\\" {
                    escaped = true
                } else if scalar == "\"" {
                    inString = false
                }
                continue
            }
            switch scalar {
            case "\"": inString = true
            case "/" where previous == "/": inComment = true
            case "[":
                depth += 1
                if depth > maximumBracketNesting {
                    return Problem(
                        line: line, column: column,
                        message: """
                            brackets nested more than \(maximumBracketNesting) deep; the file is not parsed (a limit \
                            of the Swift parser previewd uses)
                            """)
                }
            case "]": depth = max(0, depth - 1)
            default: break
            }
        }
        return nil
    }

    /// The first expression of a parsed file with more operators than `maximumOperatorRun`, or nil.
    package static func problem(in tree: SourceFileSyntax) -> (node: Syntax, message: String)? {
        let finder = LongSequenceFinder(limit: maximumOperatorRun * 2 + 1)
        finder.walk(tree)
        guard let node = finder.found else { return nil }
        return (node, "an expression with more than \(maximumOperatorRun) operators; the file is not evaluated")
    }
}

/// Finds the first operator sequence (`a + b - c` before folding) with more than `limit` elements.
private final class LongSequenceFinder: SyntaxVisitor {
    let limit: Int
    var found: Syntax?

    init(limit: Int) {
        self.limit = limit
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil else { return .skipChildren }
        if node.elements.count > limit {
            found = Syntax(node)
            return .skipChildren
        }
        return .visitChildren
    }
}
