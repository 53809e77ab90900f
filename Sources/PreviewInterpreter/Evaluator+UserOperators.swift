import PreviewModel
import SwiftSyntax

extension Evaluator {
    /// `left token right` by an operator function of the project: a static one of either operand's type
    /// (`static func + (lhs: Vector, rhs: Vector)`) or a top-level one (`func * (lhs: CGSize, rhs: CGFloat)`,
    /// `func ** (base: Int, power: Int)` for a declared `infix operator **`), or one Swift derives from them: `>`,
    /// `<=` and `>=` from `Comparable`'s `<`, `!=` from `==`, and the `<` it synthesises for an enum declared
    /// `Comparable`. Nil when the project declares none that takes the operands.
    func userOperator(_ token: String, _ left: Value, _ right: Value, at node: some SyntaxProtocol) throws -> Value? {
        // `.north` beside a `Direction` (in an array literal being sorted, say) is `Direction.north`.
        if left.isImplicitMember, let type = operatorType(of: right) {
            let resolved = try resolveImplicit(left, typeName: type.name, at: node)
            if !resolved.isImplicitMember { return try userOperator(token, resolved, right, at: node) }
        }
        if right.isImplicitMember, let type = operatorType(of: left) {
            let resolved = try resolveImplicit(right, typeName: type.name, at: node)
            if !resolved.isImplicitMember { return try userOperator(token, left, resolved, at: node) }
        }
        let leftType = operatorType(of: left), rightType = operatorType(of: right)
        // Most operands are numbers and strings, in a project that declares no such operator: answered without an
        // array of the operands' types made for each operation of a model's loops.
        guard
            leftType != nil || rightType != nil || project.index.functions[token] != nil
                || Self.derivedFrom[token].map({ project.index.functions[$0] != nil }) == true
        else { return nil }
        let types = [leftType, rightType].compactMap { $0 }
        func call(_ token: String, _ operands: [Value]) throws -> Value? {
            for type in types {
                if let result = try callOperator(token, in: type, operands, at: node) { return result }
            }
            return try callGlobalOperator(token, operands, at: node)
        }
        if let result = try call(token, [left, right]) { return result }
        switch token {
        case ">":
            if let result = try call("<", [right, left]) { return result }
        case "<=":
            if let result = try call("<", [right, left]) { return .bool(!(try truth(result, at: node))) }
        case ">=":
            if let result = try call("<", [left, right]) { return .bool(!(try truth(result, at: node))) }
        case "!=":
            if let result = try call("==", [left, right]) { return .bool(!(try truth(result, at: node))) }
        default:
            break
        }
        if let ordered = try synthesizedOrder(token, left, right, at: node) { return .bool(ordered) }
        return nil
    }

    /// The operator Swift derives each comparison from.
    private static let derivedFrom = [">": "<", "<=": "<", ">=": "<", "!=": "=="]

    /// `token operand` by a prefix operator function: a static one of the operand's type (`static prefix func -`)
    /// or a top-level one (`prefix func √ (value: Double)`).
    func userPrefixOperator(_ token: String, _ operand: Value, at node: some SyntaxProtocol) throws -> Value? {
        if let type = operatorType(of: operand),
            let result = try callOperator(token, in: type, [operand], at: node, fix: .prefix)
        {
            return result
        }
        return try callGlobalOperator(token, [operand], at: node, fix: .prefix)
    }

    /// `operand token` by a postfix operator function (`postfix func % (value: Double)`); nil when the project
    /// declares none, so `5...` stays a range open at the top.
    func userPostfixOperator(_ token: String, _ operand: Value, at node: some SyntaxProtocol) throws -> Value? {
        if let type = operatorType(of: operand),
            let result = try callOperator(token, in: type, [operand], at: node, fix: .postfix)
        {
            return result
        }
        return try callGlobalOperator(token, [operand], at: node, fix: .postfix)
    }

    /// The project type whose operators apply to `value`.
    private func operatorType(of value: Value) -> TypeDeclaration? {
        switch value {
        case .instance(let instance): return instance.type
        case .enumCase(let value): return userType(value.typeName)
        default: return nil
        }
    }

    private func callOperator(
        _ token: String, in type: TypeDeclaration, _ operands: [Value], at node: some SyntaxProtocol,
        fix: Keyword? = nil
    ) throws -> Value? {
        let overloads = findOverloads(token, in: type).filter { function in
            function.modifiers.contains { $0.name.tokenKind == .keyword(.static) } && function.body != nil
                && function.signature.parameterClause.parameters.count == operands.count && Self.hasFix(function, fix)
        }
        guard !overloads.isEmpty else { return nil }
        return try invokeFirstBinding(
            overloads, selfValue: .type(type.name), type: type, arguments: arguments(operands, at: node), at: node,
            ignoringLabels: true)
    }

    /// A top-level operator function of the project that takes the operands by their types.
    private func callGlobalOperator(
        _ token: String, _ operands: [Value], at node: some SyntaxProtocol, fix: Keyword? = nil
    ) throws -> Value? {
        // Operands that say nothing of their type choose no overload: a value previews cannot know, or `nil` on
        // both sides, would take any parameter, the operator's own body included (`lhs?.token == rhs?.token` inside
        // a project's `==` over optional protocol values recursed), where Swift's types pick the standard library's.
        let opaque = operands.contains { if case .opaque = $0 { true } else { false } }
        let allNil = operands.allSatisfy { if case .null = $0 { true } else { false } }
        guard let declared = project.index.functions[token], !opaque, !allNil else { return nil }
        // A metatype (`type(of: lhs) == type(of: rhs)` inside the project's own `==`) goes only to a parameter
        // declared as one, never to a protocol its instances conform to.
        let metatypes = operands.map { if case .type = $0 { true } else { false } }
        // Swift prefers a concrete overload to a generic one: numbers, strings and collections take the standard
        // library's own `+` or `==`, never a project's `func + <V: VectorType>(v: V, w: V)` (whose body, calling
        // `add` that calls `+` again, recursed for every `Double` sum).
        let standardOperands = Self.standardOperators.contains(token) && operands.allSatisfy(\.isStandardLibraryValue)
        let overloads = declared.filter { function, _ in
            let parameters = function.signature.parameterClause.parameters
            return function.body != nil && parameters.count == operands.count && Self.hasFix(function, fix)
                && zip(parameters, metatypes).allSatisfy { parameter, isMetatype in
                    !isMetatype || parameter.type.trimmedDescription.hasSuffix(".Type")
                }
                && !(standardOperands && function.genericParameterClause != nil)
                && meetsProtocolConstraints(function, operands)
        }
        guard !overloads.isEmpty else { return nil }
        for (_, file) in overloads { touch(file: file) }
        let arguments = arguments(operands, at: node)
        // By type, never by kind alone: a top-level `*` for `CGSize` must not take a `Vector`. An integer still
        // converts to a floating-point parameter where no overload takes it as it is (`size * 2`).
        for exactly in [true, false] {
            for function in overloads.map(\.0) {
                if let value = try invokeIfBinds(
                    function, selfValue: nil, type: nil, arguments: arguments, at: node, ignoringLabels: true,
                    exactly: exactly, nominally: true)
                {
                    return value
                }
            }
        }
        return nil
    }

    /// The operators the standard library defines for its own numbers, strings, Booleans and collections.
    private static let standardOperators: Set<String> = [
        "+", "-", "*", "/", "%", "==", "!=", "<", ">", "<=", ">=", "&&", "||", "..<", "...", "??", "&", "|", "^",
        "<<", ">>", "+=", "-=", "*=", "/=",
    ]

    /// Whether each operand passed as a generic parameter constrained to a project protocol (`func == <E:
    /// EitherType>(lhs: E, rhs: E)`) conforms to it, as Swift considers the overload only then: a view or a number
    /// compared with `==` is not an `EitherType`. A number conforms when the project extends its type
    /// (`extension Double: VectorType`).
    private func meetsProtocolConstraints(_ function: FunctionDeclSyntax, _ operands: [Value]) -> Bool {
        guard let generics = function.genericParameterClause else { return true }
        var constraints: [String: String] = [:]
        for generic in generics.parameters {
            guard let inherited = generic.inheritedType.flatMap(Signature.nominalName(of:)),
                indexedType(inherited)?.kind == .protocol
            else { continue }
            constraints[generic.name.text] = inherited
        }
        guard !constraints.isEmpty else { return true }
        return zip(function.signature.parameterClause.parameters, operands).allSatisfy { parameter, operand in
            guard let generic = Signature.nominalName(of: parameter.type), let required = constraints[generic] else {
                return true
            }
            let typeName: String?
            switch operand {
            case .instance(let instance): typeName = instance.type.name
            case .enumCase(let value): typeName = value.typeName
            case .int: typeName = "Int"
            case .double: typeName = "Double"
            case .fixedWidthInteger(_, let type): typeName = type.name
            case .float: typeName = "Float"
            case .string: typeName = "String"
            case .bool: typeName = "Bool"
            default: typeName = nil
            }
            return typeName.flatMap { indexedType($0) }?.conformances.contains(required) == true
        }
    }

    private func arguments(_ operands: [Value], at node: some SyntaxProtocol) -> [Argument] {
        let expression = Syntax(node).as(ExprSyntax.self) ?? ExprSyntax(NilLiteralExprSyntax())
        return operands.map { Argument(label: nil, value: $0, node: expression) }
    }

    /// Whether an operator function is the prefix or postfix one asked for (nil: an infix one, which has neither).
    private static func hasFix(_ function: FunctionDeclSyntax, _ fix: Keyword?) -> Bool {
        let fixes = function.modifiers.compactMap { modifier -> Keyword? in
            if case .keyword(let keyword) = modifier.name.tokenKind, keyword == .prefix || keyword == .postfix {
                return keyword
            }
            return nil
        }
        return fix.map { fixes.contains($0) } ?? fixes.isEmpty
    }

    /// The order Swift synthesises for an enum that declares `Comparable` without a `<` of its own: cases in the
    /// order they are declared, and cases of one name by their associated values, left to right.
    private func synthesizedOrder(_ token: String, _ left: Value, _ right: Value, at node: some SyntaxProtocol) throws
        -> Bool?
    {
        guard ["<", ">", "<=", ">="].contains(token), case .enumCase(let a) = left, case .enumCase(let b) = right,
            a.typeName == b.typeName, let type = userType(a.typeName), type.rawType == nil, declaresComparable(type),
            let first = type.caseNames.firstIndex(of: a.caseName),
            let second = type.caseNames.firstIndex(of: b.caseName)
        else { return nil }
        var order = first < second ? -1 : first > second ? 1 : 0
        if order == 0 {
            for (x, y) in zip(a.payload, b.payload) {
                if try equal(x, y, at: node) { continue }
                order = try truth(try arithmetic("<", x, y, at: node), at: node) ? -1 : 1
                break
            }
        }
        switch token {
        case "<": return order < 0
        case ">": return order > 0
        case "<=": return order <= 0
        default: return order >= 0
        }
    }

    /// Whether `type` or a protocol it conforms to says `Comparable`.
    private func declaresComparable(_ type: TypeDeclaration) -> Bool {
        var pending = [type], visited: Set<String> = []
        while let next = pending.popLast() {
            if next.conformances.contains("Comparable") { return true }
            guard visited.insert(next.name).inserted else { continue }
            pending += next.conformances.compactMap { userType($0) }
        }
        return false
    }
}
