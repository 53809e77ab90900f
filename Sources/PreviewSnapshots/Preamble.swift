import SwiftSyntax

/// The statements a snapshot's view may depend on: those of the test that run before the assertion, block by
/// block from the test's body down to the assertion's own block (`let view = …`, a local `struct`, a property
/// set). Other assertions and XCTest expectations are left out: they draw nothing and the interpreter has no
/// snapshot library to run them with.
enum Preamble {
    /// The statements, and apart from them the types the test declares locally (`struct MyView: View` inside the
    /// test), which the harness declares at file level: the interpreter evaluates types declared there only.
    static func statements(before call: FunctionCallExprSyntax, in body: CodeBlockSyntax) -> (
        statements: [String], types: [String]
    ) {
        var levels: [[CodeBlockItemSyntax]] = []
        var node = Syntax(call)
        while let parent = node.parent, node.id != body.id {
            if let item = node.as(CodeBlockItemSyntax.self), let list = parent.as(CodeBlockItemListSyntax.self) {
                levels.append(list.prefix { $0.id != item.id }.filter(isKept))
            }
            node = parent
        }
        let items = levels.reversed().flatMap { $0 }
        return (items.filter { !isTypeDeclaration($0) }.map(\.trimmedDescription),
                items.filter(isTypeDeclaration).map(\.trimmedDescription))
    }

    private static func isTypeDeclaration(_ item: CodeBlockItemSyntax) -> Bool {
        item.item.is(StructDeclSyntax.self) || item.item.is(ClassDeclSyntax.self) || item.item.is(EnumDeclSyntax.self)
            || item.item.is(ActorDeclSyntax.self) || item.item.is(ProtocolDeclSyntax.self)
    }

    /// `a for-in loop`, `a while loop`, `a closure` when the assertion runs inside one, which may run it any
    /// number of times; nil when it runs once per test. A closure's trailing-closure call such as
    /// `withSnapshotTesting { … }` runs it once, but whether it does cannot be read from the source: reported.
    static func enclosingRepetition(of call: FunctionCallExprSyntax, in body: CodeBlockSyntax) -> String? {
        var node = Syntax(call).parent
        while let current = node, current.id != body.id {
            if current.is(ForStmtSyntax.self) { return "a for-in loop" }
            if current.is(WhileStmtSyntax.self) || current.is(RepeatStmtSyntax.self) { return "a loop" }
            if let closure = current.as(ClosureExprSyntax.self), !runsOnce(closure) { return "a closure" }
            node = current.parent
        }
        return nil
    }

    /// Closures the snapshot library and Swift run exactly once where they stand.
    private static let onceCallees: Set<String> = [
        "withSnapshotTesting", "withDependencies", "withTransaction", "withAnimation", "MainActor.run",
        "autoreleasepool",
        "XCTContext.runActivity",
    ]

    private static func runsOnce(_ closure: ClosureExprSyntax) -> Bool {
        var parent = closure.parent
        if parent?.is(LabeledExprSyntax.self) == true { parent = parent?.parent?.parent }
        guard let call = parent?.as(FunctionCallExprSyntax.self) else { return false }
        return onceCallees.contains(call.calledExpression.trimmedDescription)
    }

    /// Prefixes of calls that assert or record and draw nothing.
    private static let droppedCallPrefixes = ["assert", "verify", "XCT", "expect", "record"]

    private static func isKept(_ item: CodeBlockItemSyntax) -> Bool {
        if item.item.is(MacroExpansionExprSyntax.self) || item.item.is(MacroExpansionDeclSyntax.self) {
            return false  // #expect, #require
        }
        var expression = item.item.as(ExprSyntax.self)
        if let awaited = expression?.as(AwaitExprSyntax.self) { expression = awaited.expression }
        if let tried = expression?.as(TryExprSyntax.self) { expression = tried.expression }
        guard let call = expression?.as(FunctionCallExprSyntax.self) else { return true }
        let name = call.calledExpression.trimmedDescription
        if name == "withSnapshotTesting" { return false }
        return !droppedCallPrefixes.contains { name.hasPrefix($0) }
    }
}
