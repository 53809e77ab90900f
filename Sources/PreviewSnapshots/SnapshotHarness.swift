import Foundation
import PreviewConformance

/// The Swift source that lets previewd's interpreter evaluate snapshot assertions as previews: for each
/// assertion a method on the test's own type (so `self`'s properties, the file's private helpers and the
/// preamble's locals mean what they mean in the test) that returns the view, a `#Preview` that shows it, and a
/// method that prints the values the reference's name and the layout need when they are not literals.
/// It is appended to the test file in a copy of the project, never to the project itself.
package struct SnapshotHarness: Sendable {
    package static let previewPrefix = "__previewdSnapshot"

    package var assertions: [SnapshotAssertion]
    /// Whether the project declares `XCTestCase` itself (then it is not stubbed).
    package var projectDeclaresXCTestCase: Bool

    package init(assertions: [SnapshotAssertion], projectDeclaresXCTestCase: Bool) {
        self.assertions = assertions
        self.projectDeclaresXCTestCase = projectDeclaresXCTestCase
    }

    /// The preview's name for assertion `number` (its index in `assertions`).
    package static func previewName(_ number: Int) -> String { "\(previewPrefix)\(number)" }

    /// The statements of a program that prints assertion `number`'s facts (`facts(from:)` reads its output).
    package func factsProgram(_ number: Int) -> String {
        "try " + receiver(assertions[number]) + "\(Self.previewPrefix)Facts\(number)()"
    }

    /// Whether assertion `number` needs the interpreter for its name or its layout's sides.
    package func needsFacts(_ number: Int) -> Bool { !factLines(assertions[number]).isEmpty }

    package var source: String {
        var text = "// previewd compare's harness\n" + (projectDeclaresXCTestCase ? "" : XCTestSupport.testCaseClass)
        // Types tests declare locally, once each (a test with several assertions lists them for each).
        var declared: Set<String> = []
        for type in assertions.filter({ $0.problem == nil }).flatMap(\.localTypes) where declared.insert(type).inserted
        {
            text += type + "\n\n"
        }
        for (number, assertion) in assertions.enumerated() where assertion.problem == nil {
            let isStatic = assertion.isStatic ? "static " : ""
            let setUp = assertion.runsSetUp && !assertion.isStatic ? ["setUp()"] : []
            let body = (setUp + assertion.preamble).map {
                "        " + $0.replacingOccurrences(of: "\n", with: "\n        ")
            }
            let view = """
                    \(isStatic)func \(Self.previewName(number))() throws -> some View {
                \(body.joined(separator: "\n"))
                        return (\(assertion.view))
                    }
                """
            let facts = """
                    \(isStatic)func \(Self.previewPrefix)Facts\(number)() throws {
                \(body.joined(separator: "\n"))
                \(factLines(assertion).map { "        " + $0 }.joined(separator: "\n"))
                    }
                """
            if let suite = assertion.suite {
                text += "extension \(suite) {\n\(view)\n\(facts)\n}\n"
            } else {
                text +=
                    view.replacingOccurrences(of: "\n    ", with: "\n") + "\n"
                    + facts.replacingOccurrences(of: "\n    ", with: "\n") + "\n"
            }
            var shown = "try " + receiver(assertion) + Self.previewName(number) + "()"
            if assertion.strategy?.layout == .sizeThatFits { shown += ".previewLayout(.sizeThatFits)" }
            text += "#Preview(\"\(Self.previewName(number))\") {\n    \(shown)\n}\n\n"
        }
        return text
    }

    private func receiver(_ assertion: SnapshotAssertion) -> String {
        guard let suite = assertion.suite else { return "" }
        return assertion.isStatic ? "\(suite)." : "\(suite)()."
    }

    /// `print` statements for what is not a literal: `name:`, `width:`, `height:`.
    private func factLines(_ assertion: SnapshotAssertion) -> [String] {
        var lines: [String] = []
        if let name = assertion.nameExpression { lines.append("print(\"name:\", \(name))") }
        switch assertion.strategy?.layout {
        case .fixed(let width, let height):
            if Double(width) == nil { lines.append("print(\"width:\", Double(\(width)))") }
            if Double(height) == nil { lines.append("print(\"height:\", Double(\(height)))") }
        case .size(let size):
            lines.append("let __size = \(size)")
            lines += ["print(\"width:\", Double(__size.width))", "print(\"height:\", Double(__size.height))"]
        default:
            break
        }
        return lines
    }

    /// The values a facts program printed, by key (`name`, `width`, `height`).
    package static func facts(from output: String) -> [String: String] {
        var facts: [String: String] = [:]
        for line in output.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let key = String(line[..<colon])
            guard ["name", "width", "height"].contains(key) else { continue }
            facts[key] = String(line[line.index(after: colon)...].dropFirst())
        }
        return facts
    }
}
