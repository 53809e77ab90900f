import PreviewModel
import SwiftSyntax

/// Result builders a project defines (`@resultBuilder struct ListBuilder { static func buildBlock(…) }`), applied
/// as Swift transforms a closure passed to a parameter that names one (`func makeList(@ListBuilder _ content: () ->
/// [String])`): each expression statement goes through `buildExpression` (where the builder has it), the block's
/// components through `buildBlock`, an `if` without `else` through `buildOptional`, an `if`/`else` through
/// `buildEither(first:)`/`buildEither(second:)`, a `for` loop through `buildArray`, and the result through
/// `buildFinalResult` (where it has one).
extension Evaluator {
    /// The project's result builder an attribute list names, if any.
    func resultBuilder(in attributes: AttributeListSyntax) -> TypeDeclaration? {
        for attribute in attributes {
            guard let name = attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription,
                let type = userType(name),
                findOverloads("buildBlock", in: type).contains(where: \.modifiers.declaresStatic)
            else { continue }
            return type
        }
        return nil
    }

    /// `value` as a closure whose body the builder transforms, when it is a closure written in the source.
    func applyingResultBuilder(_ builder: TypeDeclaration, to value: Value) -> Value {
        guard case .function(.closure(let syntax, let captured)) = value else { return value }
        return .function(.builtin(builder.name) { evaluator, arguments in
            let scope = evaluator.closureScope(syntax, captured, arguments)
            let node = ExprSyntax(syntax)
            var result = try evaluator.buildBlock(syntax.statements, with: builder, scope: scope, at: node)
            if evaluator.builds("buildFinalResult", builder) {
                result = try evaluator.callBuilder("buildFinalResult", builder, [result], at: node)
            }
            return result
        })
    }

    /// A getter's value: run through the builder its declaration names (`@SumBuilder var total: Int { 1; 2 }`), or
    /// as plain statements.
    func runGetter(_ getter: CodeBlockItemListSyntax, of declaration: VariableDeclSyntax, scope: Scope) throws -> Value
    {
        guard !declaration.attributes.isEmpty, let builder = resultBuilder(in: declaration.attributes),
            let node = declaration.bindings.first?.pattern.as(IdentifierPatternSyntax.self).map({
                ExprSyntax(DeclReferenceExprSyntax(baseName: $0.identifier))
            })
        else { return try runBody(getter, scope: scope) }
        return try buildBlock(getter, with: builder, scope: scope, at: node)
    }

    /// The components of `statements`, combined by `buildBlock`.
    private func buildBlock(
        _ statements: CodeBlockItemListSyntax, with builder: TypeDeclaration, scope: Scope, at node: ExprSyntax
    ) throws -> Value {
        var components: [Value] = []
        for item in statements.activeItems {
            try step(item)
            switch item.item {
            case .decl(let decl):
                try declare(decl, scope: scope)
            case .stmt(let statement):
                if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
                    components.append(try component(expression, with: builder, scope: scope, at: node))
                } else if let loop = statement.as(ForStmtSyntax.self) {
                    var parts: [Value] = []
                    for element in try elements(of: try evaluate(loop.sequence, scope: scope), at: loop.sequence) {
                        let iteration = Scope(parent: scope)
                        guard try bind(pattern: loop.pattern, to: element, in: iteration) else { continue }
                        if let condition = loop.whereClause?.condition,
                            try !truth(try evaluate(condition, scope: iteration), at: condition)
                        {
                            continue
                        }
                        parts.append(try buildBlock(loop.body.statements, with: builder, scope: iteration, at: node))
                    }
                    components.append(try callBuilder("buildArray", builder, [.array(parts)], at: node))
                } else {
                    throw EvaluationError(
                        "'\(statement.trimmedDescription.prefix(40))' is not supported in a result builder",
                        at: statement)
                }
            case .expr(let expression):
                components.append(try component(expression, with: builder, scope: scope, at: node))
            }
        }
        return try callBuilder("buildBlock", builder, components, at: node)
    }

    /// One component: an `if` (with or without `else`) or an expression.
    private func component(_ expression: ExprSyntax, with builder: TypeDeclaration, scope: Scope, at node: ExprSyntax)
        throws -> Value
    {
        guard let conditional = expression.as(IfExprSyntax.self) else {
            let value = try evaluate(expression, scope: scope)
            return builds("buildExpression", builder)
                ? try callBuilder("buildExpression", builder, [value], at: node) : value
        }
        let branch = Scope(parent: scope)
        let taken = try conditionsHold(conditional.conditions, scope: branch)
        switch conditional.elseBody {
        case nil:
            let inner: Value =
                taken ? try buildBlock(conditional.body.statements, with: builder, scope: branch, at: node) : .null
            return try callBuilder("buildOptional", builder, [inner], at: node)
        case .codeBlock(let elseBlock)?:
            if taken {
                return try callBuilder(
                    "buildEither", builder,
                    [try buildBlock(conditional.body.statements, with: builder, scope: branch, at: node)],
                    labels: ["first"], at: node)
            }
            return try callBuilder(
                "buildEither", builder,
                [try buildBlock(elseBlock.statements, with: builder, scope: Scope(parent: scope), at: node)],
                labels: ["second"], at: node)
        case .ifExpr(let next)?:
            if taken {
                return try callBuilder(
                    "buildEither", builder,
                    [try buildBlock(conditional.body.statements, with: builder, scope: branch, at: node)],
                    labels: ["first"], at: node)
            }
            return try callBuilder(
                "buildEither", builder, [try component(ExprSyntax(next), with: builder, scope: scope, at: node)],
                labels: ["second"], at: node)
        }
    }

    private func builds(_ name: String, _ builder: TypeDeclaration) -> Bool {
        !findOverloads(name, in: builder).isEmpty
    }

    private func callBuilder(
        _ name: String, _ builder: TypeDeclaration, _ values: [Value], labels: [String?] = [], at node: ExprSyntax
    ) throws -> Value {
        let arguments = values.enumerated().map { index, value in
            Argument(label: index < labels.count ? labels[index] : nil, value: value, node: node)
        }
        return try callStatic(name, of: builder.name, arguments: arguments, at: node)
    }
}
