import PreviewViews
import SwiftSyntax

extension Evaluator {
    /// What running a list of statements produced.
    struct BlockResult {
        /// Views from expression statements, in order (view builder semantics).
        var views: [ViewNode] = []
        /// Non-view values of expression statements (the value of a single-expression body).
        var lastValue: Value?
        /// The value of a `return`, which ends the block.
        var returned: Value?
    }

    /// Evaluates statements as a `@ViewBuilder` body: every view-valued statement becomes a child.
    func viewBuilder(_ statements: CodeBlockItemListSyntax, scope: Scope) throws -> ViewNode {
        let value = try runBody(statements, scope: Scope(parent: scope))
        return try viewOrPlaceholder(value, at: statements)
    }

    /// Runs a body (a view builder, a getter, a function or a closure) and returns its value: the `return`ed value,
    /// the single expression's value, or the views it built, grouped.
    func runBody(_ statements: CodeBlockItemListSyntax, scope: Scope) throws -> Value {
        let result = try run(statements, scope: scope)
        if let returned = result.returned { return returned }
        if result.views.isEmpty { return result.lastValue ?? .void }
        return .view(result.views.count == 1 ? result.views[0] : .group(result.views))
    }

    func run(_ statements: CodeBlockItemListSyntax, scope: Scope) throws -> BlockResult {
        var result = BlockResult()
        for item in statements {
            try step(item)
            switch item.item {
            case .decl(let decl):
                if let variable = decl.as(VariableDeclSyntax.self) {
                    try declare(variable, scope: scope)
                } else {
                    report("declaration '\(decl.trimmedDescription.prefix(40))' inside a body is not supported; skipped", at: decl)
                }
            case .stmt(let statement):
                if let returnStatement = statement.as(ReturnStmtSyntax.self) {
                    result.returned = try returnStatement.expression.map { try evaluate($0, scope: scope) } ?? .void
                    return result
                }
                if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
                    try collect(expression, scope: scope, into: &result)
                    if result.returned != nil { return result }
                } else {
                    report("statement '\(statement.trimmedDescription.prefix(40))' is not supported; skipped", at: statement)
                }
            case .expr(let expression):
                try collect(expression, scope: scope, into: &result)
                if result.returned != nil { return result }
            }
        }
        return result
    }

    /// Evaluates one expression statement; a failure becomes a diagnostic and a placeholder in its place.
    private func collect(_ expression: ExprSyntax, scope: Scope, into result: inout BlockResult) throws {
        do {
            if let conditional = expression.as(IfExprSyntax.self) {
                let branch = try run(conditional, scope: scope)
                result.views += branch.views
                if let returned = branch.returned { result.returned = returned }
                return
            }
            if let assignment = expression.as(InfixOperatorExprSyntax.self), assignment.operator.is(AssignmentExprSyntax.self) {
                try assign(assignment, scope: scope)
                return
            }
            let value = try evaluate(expression, scope: scope)
            if let view = try view(from: value, at: expression) {
                result.views.append(view)
            } else {
                result.lastValue = value
            }
        } catch let error as EvaluationError {
            report(error.message, at: error.node)
            result.views.append(.placeholder(label: error.message))
        }
    }

    /// Runs the taken branch of an `if`/`else if`/`else` chain.
    private func run(_ conditional: IfExprSyntax, scope: Scope) throws -> BlockResult {
        let branchScope = Scope(parent: scope)
        if try conditionsHold(conditional.conditions, scope: branchScope) {
            return try run(conditional.body.statements, scope: branchScope)
        }
        switch conditional.elseBody {
        case .ifExpr(let next): return try run(next, scope: scope)
        case .codeBlock(let block): return try run(block.statements, scope: Scope(parent: scope))
        case nil: return BlockResult()
        }
    }

    /// Runs the first matching case of a `switch` over values with equality: `case .compact:`, `case 0, 1:`,
    /// `default:`. Patterns that bind values (`case .loaded(let items)`) are not supported.
    func evaluateSwitch(_ switchExpression: SwitchExprSyntax, scope: Scope) throws -> Value {
        let subject = try evaluate(switchExpression.subject, scope: scope)
        for element in switchExpression.cases {
            guard case .switchCase(let switchCase) = element else {
                throw EvaluationError("'#if' inside a 'switch' is not supported", at: element)
            }
            if try matches(subject, switchCase.label, scope: scope) {
                return try runBody(switchCase.statements, scope: Scope(parent: scope))
            }
        }
        let shown = (try? describe(subject, at: switchExpression.subject)) ?? subject.kindName
        throw EvaluationError("no case of the 'switch' matches '\(shown)'", at: switchExpression.subject)
    }

    private func matches(_ subject: Value, _ label: SwitchCaseSyntax.Label, scope: Scope) throws -> Bool {
        guard case .case(let caseLabel) = label else { return true }  // `default:`
        for item in caseLabel.caseItems {
            guard let pattern = item.pattern.as(ExpressionPatternSyntax.self), item.whereClause == nil else {
                throw EvaluationError("the pattern '\(item.trimmedDescription)' is not supported", at: item)
            }
            if try equal(subject, try evaluate(pattern.expression, scope: scope), at: pattern) { return true }
        }
        return false
    }

    /// Evaluates `if` conditions: boolean expressions and `if let x = optional` bindings.
    func conditionsHold(_ conditions: ConditionElementListSyntax, scope: Scope) throws -> Bool {
        for element in conditions {
            switch element.condition {
            case .expression(let expression):
                guard case .bool(let holds) = try evaluate(expression, scope: scope) else {
                    throw EvaluationError("condition '\(expression.trimmedDescription)' is not a Bool", at: expression)
                }
                if !holds { return false }
            case .optionalBinding(let binding):
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    throw EvaluationError("this optional binding pattern is not supported", at: binding)
                }
                let value = try binding.initializer.map { try evaluate($0.value, scope: scope) } ?? scope.lookup(name) ?? .null
                if case .null = value { return false }
                scope.define(name, value)
            default:
                throw EvaluationError("condition '\(element.trimmedDescription)' is not supported", at: element)
            }
        }
        return true
    }

    /// `let x = …` / `var x = …` inside a body.
    private func declare(_ variable: VariableDeclSyntax, scope: Scope) throws {
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                report("this pattern is not supported; skipped", at: binding.pattern)
                continue
            }
            do {
                scope.define(name, try binding.initializer.map { try evaluate($0.value, scope: scope) } ?? .null)
            } catch let error as EvaluationError {
                report(error.message, at: error.node)
                scope.define(name, .null)
            }
        }
    }

    /// `x = value` and `self.x = value`, as initialisers write them.
    private func assign(_ assignment: InfixOperatorExprSyntax, scope: Scope) throws {
        let value = try evaluate(assignment.rightOperand, scope: scope)
        let target = assignment.leftOperand
        if let member = target.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
            let instance = scope.selfInstance
        {
            instance.properties[member.declName.baseName.text] = value
        } else if let reference = target.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if !scope.assign(name, value) {
                guard let instance = scope.selfInstance else {
                    throw EvaluationError("cannot assign to '\(name)'", at: target)
                }
                instance.properties[name] = value
            }
        } else {
            throw EvaluationError("assignment to '\(target.trimmedDescription)' is not supported", at: target)
        }
    }
}
