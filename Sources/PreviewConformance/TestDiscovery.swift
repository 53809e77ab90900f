import PreviewModel
import SwiftParser
import SwiftSyntax

/// One test function, as Swift Testing (`@Test`) or XCTest (`func test…()` in an `XCTestCase` subclass) finds it.
package struct TestCase: Sendable, Hashable {
    package enum Framework: String, Sendable, Hashable { case swiftTesting, xcTest }

    package var framework: Framework
    /// The enclosing type's name (`Outer.Inner`); nil for a free `@Test` function.
    package var suite: String?
    package var function: String
    /// The display name a `@Test("…")` gives, else the function's name.
    package var name: String
    /// The argument labels of the function's parameters (`nil` for `_`).
    package var parameterLabels: [String?]
    /// The collections of `@Test(arguments: …)`, as source text: one, or one per parameter (combined as a
    /// cartesian product, as Swift Testing does).
    package var argumentCollections: [String]
    package var isStatic: Bool
    package var file: String
    package var line: Int

    /// The statements that run this test once for every argument: made from the suite's `init()`, as the test
    /// libraries do, with XCTest's set-up and tear-down around the call.
    package var program: String {
        let receiver: String
        var lines: [String] = []
        switch (suite, isStatic) {
        case (let suite?, false):
            lines.append("var __suite = try \(suite)()")
            receiver = "__suite."
        case (let suite?, true): receiver = suite + "."
        case (nil, _): receiver = ""
        }
        if framework == .xcTest {
            lines += ["try __suite.setUpWithError()", "__suite.setUp()", "try await __suite.\(function)()",
                      "__suite.tearDown()", "try __suite.tearDownWithError()"]
            return lines.joined(separator: "\n")
        }
        let names = parameterLabels.indices.map { "__argument\($0)" }
        let call =
            "try await \(receiver)\(function)("
            + zip(parameterLabels, names).map { label, name in label.map { "\($0): \(name)" } ?? name }.joined(
                separator: ", ")
            + ")"
        switch (argumentCollections.count, names.count) {
        case (0, _): lines.append(call)
        case (1, 1): lines.append("for \(names[0]) in \(argumentCollections[0]) { \(call) }")
        case (1, _): lines.append("for (\(names.joined(separator: ", "))) in \(argumentCollections[0]) { \(call) }")
        default:
            var loop = call
            for (collection, name) in zip(argumentCollections, names).reversed() {
                loop = "for \(name) in \(collection) { \(loop) }"
            }
            lines.append(loop)
        }
        return lines.joined(separator: "\n")
    }
}

/// Finds the test functions of a test file.
package enum TestDiscovery {
    package static func tests(inFile path: String, source: String) -> [TestCase] {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        var found: [TestCase] = []
        for item in tree.statements {
            guard let declaration = item.item.as(DeclSyntax.self) else { continue }
            collect(declaration, in: nil, isXCTestCase: false, file: path, converter: converter, into: &found)
        }
        return found
    }

    private static func collect(
        _ declaration: DeclSyntax, in suite: String?, isXCTestCase: Bool, file: String,
        converter: SourceLocationConverter,
        into found: inout [TestCase]
    ) {
        if let function = declaration.as(FunctionDeclSyntax.self) {
            if let test = test(function, in: suite, isXCTestCase: isXCTestCase, file: file, converter: converter) {
                found.append(test)
            }
            return
        }
        let members: MemberBlockSyntax, name: String, inherits: [String]
        if let type = declaration.as(StructDeclSyntax.self) {
            (members, name, inherits) = (type.memberBlock, type.name.text, inherited(type.inheritanceClause))
        } else if let type = declaration.as(ClassDeclSyntax.self) {
            (members, name, inherits) = (type.memberBlock, type.name.text, inherited(type.inheritanceClause))
        } else if let type = declaration.as(EnumDeclSyntax.self) {
            (members, name, inherits) = (type.memberBlock, type.name.text, inherited(type.inheritanceClause))
        } else if let type = declaration.as(ActorDeclSyntax.self) {
            (members, name, inherits) = (type.memberBlock, type.name.text, inherited(type.inheritanceClause))
        } else if let type = declaration.as(ExtensionDeclSyntax.self) {
            (members, name, inherits) = (type.memberBlock, type.extendedType.trimmedDescription, [])
        } else {
            return
        }
        let qualified = suite.map { "\($0).\(name)" } ?? name
        let isCase = inherits.contains("XCTestCase")
        for member in members.members {
            collect(member.decl, in: qualified, isXCTestCase: isCase, file: file, converter: converter, into: &found)
        }
    }

    private static func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
    }

    private static func test(
        _ function: FunctionDeclSyntax, in suite: String?, isXCTestCase: Bool, file: String,
        converter: SourceLocationConverter
    ) -> TestCase? {
        let name = function.name.text
        let parameters = function.signature.parameterClause.parameters
        let isStatic = function.modifiers.declaresStatic
        let line = function.startLocation(converter: converter).line
        let attribute = function.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }
            .first {
                $0.attributeName.trimmedDescription == "Test" || $0.attributeName.trimmedDescription == "Testing.Test"
            }
        if let attribute {
            let arguments = attribute.arguments?.as(LabeledExprListSyntax.self).map(Array.init) ?? []
            let displayName = arguments.first { $0.label == nil }?.expression.as(StringLiteralExprSyntax.self)?
                .representedLiteralValue
            var collections: [String] = []
            if let start = arguments.firstIndex(where: { $0.label?.text == "arguments" }) {
                // `arguments: xs` or `arguments: xs, ys`: the labelled collection and the unlabelled ones after it.
                let following = arguments[(start + 1)...].prefix { $0.label == nil }
                collections = ([arguments[start]] + following).map(\.expression.trimmedDescription)
            }
            return TestCase(
                framework: .swiftTesting, suite: suite, function: name, name: displayName ?? name,
                parameterLabels: parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text },
                argumentCollections: collections, isStatic: isStatic, file: file, line: line)
        }
        guard isXCTestCase, name.hasPrefix("test"), parameters.isEmpty, !isStatic else { return nil }
        return TestCase(
            framework: .xcTest, suite: suite, function: name, name: name, parameterLabels: [], argumentCollections: [],
            isStatic: false, file: file, line: line)
    }
}
