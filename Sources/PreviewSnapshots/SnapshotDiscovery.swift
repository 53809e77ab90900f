import PreviewModel
import SwiftIfConfig
import SwiftParser
import SwiftSyntax

/// Finds the snapshot assertions of a test file: every `assertSnapshot(of:as:)` (or `matching:`, or
/// `assertSnapshots(of:as:)` with a list or dictionary of strategies) in a test function, in the branches of `#if`
/// an iOS build compiles. Tests are XCTest's (`func test…()` in a type) and Swift Testing's (`@Test`).
package enum SnapshotDiscovery {
    package static let assertionNames: Set<String> = ["assertSnapshot", "assertSnapshots", "verifySnapshot"]

    /// Whether a file may hold snapshot tests: a cheap test before parsing.
    package static func mayHoldAssertions(_ source: String) -> Bool {
        assertionNames.contains { source.contains($0) }
    }

    package static func assertions(inFile path: String, source: String) -> [SnapshotAssertion] {
        let tree = Parser.parse(source: source)
        let collector = Collector(path: path, tree: tree)
        collector.walk(tree)
        return collector.found
    }

    private final class Collector: ActiveSyntaxVisitor {
        let path: String
        let converter: SourceLocationConverter
        var found: [SnapshotAssertion] = []
        /// Enclosing type names, with whether each declares `setUp`.
        var types: [(name: String, setUp: Bool)] = []

        init(path: String, tree: SourceFileSyntax) {
            self.path = path
            converter = SourceLocationConverter(fileName: path, tree: tree)
            super.init(viewMode: .sourceAccurate, configuration: PreviewBuildConfiguration.shared)
        }

        private func enter(_ name: String, _ members: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
            let setUp = members.members.contains {
                guard let function = $0.decl.as(FunctionDeclSyntax.self) else { return false }
                return function.name.text == "setUp" || function.name.text == "setUpWithError"
            }
            types.append((name, setUp))
            return .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, node.memberBlock)
        }
        override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, node.memberBlock)
        }
        override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, node.memberBlock)
        }
        override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.name.text, node.memberBlock)
        }
        override func visitPost(_ node: ActorDeclSyntax) { types.removeLast() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            enter(node.extendedType.trimmedDescription, node.memberBlock)
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let body = node.body else { return .skipChildren }
            let isSwiftTesting = node.attributes.contains {
                let name = $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
                return name == "Test" || name == "Testing.Test"
            }
            let parameters = node.signature.parameterClause.parameters
            let isXCTest = !types.isEmpty && node.name.text.hasPrefix("test") && parameters.isEmpty
            guard isSwiftTesting || isXCTest else { return .skipChildren }
            let testName = SnapshotNaming.functionSignature(
                name: node.name.text,
                labels: parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text })
            let calls = AssertionCalls()
            calls.walk(body)
            var unnamedCount = 0
            for call in calls.found {
                var base = SnapshotAssertion(
                    file: path, line: call.startLocation(converter: converter).line,
                    suite: types.isEmpty ? nil : types.map(\.name).joined(separator: "."),
                    isStatic: node.modifiers.contains {
                        $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
                    },
                    runsSetUp: types.last?.setUp ?? false, testName: testName, identifier: nil, nameExpression: nil,
                    view: "", preamble: [])
                (base.preamble, base.localTypes) = Preamble.statements(before: call, in: body)
                for assertion in Self.assertions(of: call, base: base, unnamedCount: &unnamedCount) {
                    var assertion = assertion
                    if assertion.problem == nil, let loop = Preamble.enclosingRepetition(of: call, in: body) {
                        assertion.problem =
                            "the assertion is inside \(loop): which reference it compares with depends on the run"
                    }
                    if assertion.problem == nil, !parameters.isEmpty {
                        assertion.problem = "a parameterised test compares every argument with the same references"
                    }
                    found.append(assertion)
                }
            }
            return .skipChildren
        }

        /// The assertions one call makes: one per strategy.
        static func assertions(
            of call: FunctionCallExprSyntax, base: SnapshotAssertion, unnamedCount: inout Int
        ) -> [SnapshotAssertion] {
            let arguments = Array(call.arguments)
            guard let value = arguments.first(where: { $0.label?.text == "of" || $0.label?.text == "matching" })
                ?? arguments.first(where: { $0.label == nil })
            else { return [] }
            var assertion = base
            assertion.view = unwrappedView(value.expression)
            let strategyArgument = arguments.first { $0.label?.text == "as" }
            let named = arguments.first { $0.label?.text == "named" }?.expression
            // `assertSnapshots(of:as: [s1, s2])` asserts once per strategy; with a dictionary, named by its keys.
            var strategies: [(name: ExprSyntax?, strategy: ExprSyntax)] = []
            if let strategy = strategyArgument?.expression {
                if let array = strategy.as(ArrayExprSyntax.self) {
                    strategies = array.elements.map { (named, $0.expression) }
                } else if let dictionary = strategy.as(DictionaryExprSyntax.self),
                    case .elements(let elements) = dictionary.content
                {
                    strategies = elements.map { (ExprSyntax($0.key), $0.value) }
                } else {
                    strategies = [(named, strategy)]
                }
            } else {
                strategies = [(named, ExprSyntax(MemberAccessExprSyntax(name: .identifier("image"))))]
            }
            var result: [SnapshotAssertion] = []
            for (name, strategy) in strategies {
                var one = assertion
                switch SnapshotStrategy.read(strategy) {
                case .notAnImage:
                    // Still counted: an unnamed text snapshot takes its number all the same.
                    if name == nil { unnamedCount += 1 }
                    continue
                case .image(let read): one.strategy = read
                case .unsupported(let problem): one.problem = problem
                }
                if let name {
                    if let literal = name.as(StringLiteralExprSyntax.self)?.representedLiteralValue {
                        one.identifier = SnapshotNaming.sanitized(literal)
                    } else {
                        one.nameExpression = name.trimmedDescription
                    }
                } else {
                    unnamedCount += 1
                    one.identifier = String(unnamedCount)
                }
                result.append(one)
            }
            return result
        }

        /// `UIHostingController(rootView: V)` snapshots `V`.
        static func unwrappedView(_ value: ExprSyntax) -> String {
            if let call = value.as(FunctionCallExprSyntax.self),
                call.calledExpression.trimmedDescription.hasSuffix("UIHostingController"),
                let root = call.arguments.first(where: { $0.label?.text == "rootView" })
            {
                return root.expression.trimmedDescription
            }
            return value.trimmedDescription
        }
    }

    /// The snapshot assertion calls below a node, in source order, in active `#if` branches.
    private final class AssertionCalls: ActiveSyntaxVisitor {
        var found: [FunctionCallExprSyntax] = []

        init() {
            super.init(viewMode: .sourceAccurate, configuration: PreviewBuildConfiguration.shared)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let name = SnapshotDiscovery.calleeName(node), assertionNames.contains(name) {
                found.append(node)
                return .skipChildren
            }
            return .visitChildren
        }
    }

    /// `assertSnapshot` for `assertSnapshot(…)` and `SnapshotTesting.assertSnapshot(…)`.
    static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }
}
