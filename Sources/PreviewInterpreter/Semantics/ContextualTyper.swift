import PreviewModel
import SwiftSyntax

/// Walks one file as the type checker would before anything runs, and records the type Swift gives each implicit
/// member expression (`.dark`, `.init(…)`, the `.compound` of `.compound.textPrimary`) and each integer literal
/// from its context: a declared type, a parameter chosen by its labels and argument types, a return type, the
/// other operand of an operator, an element of a typed collection. Patterns (`case .failed:`) are left to the
/// matcher, which compares case names.
///
/// What cannot be typed statically (a generic parameter, a built-in call whose signature is not known here) gets no
/// entry, and evaluation resolves it from the values as before.
final class ContextualTyper: SyntaxVisitor {
    /// What the built-in library declares, asked without depending on it.
    struct Builtins: Sendable {
        /// Whether `name` is a type the interpreter knows (`Color`, `Date`, `Double`).
        var isType: @Sendable (String) -> Bool
        /// The type of a built-in static member (`Double.pi`: `Double`), if there is one.
        var staticMemberType: @Sendable (_ type: String, _ member: String) -> StaticType?
        /// The parameter lists of a built-in type's initialisers (`Text(_ date: Date, style: Text.DateStyle)`).
        var initializers: @Sendable (_ type: String) -> [FunctionParameterClauseSyntax]
        /// The parameter lists of a view modifier (`font(_ font: Font?)`).
        var modifiers: @Sendable (_ name: String) -> [FunctionParameterClauseSyntax]
    }

    /// The results: contextual types by node, and `nil` for implicit members and integer literals that have none,
    /// so that a lookup can tell "no context" from "file not walked".
    private(set) var contextualTypes: [SyntaxIdentifier: StaticType?] = [:]

    private let index: DeclarationIndex
    private let file: String
    private let builtins: Builtins
    /// Local names in scope, innermost last; a name typed `nil` is known to exist with an unknown type.
    private var frames: [[String: StaticType?]] = [[:]]
    /// The nominal type `self` is, innermost last (nil at file level).
    private var selfTypes: [String?] = [nil]
    /// What a `return` gives its value to, innermost last.
    private var returnTypes: [StaticType?] = [nil]
    /// Generic parameter names in scope: types written with them say nothing concrete.
    private var generics: [Set<String>] = [[]]
    /// Closures that received a function type from their context, by node.
    private var closureTypes: [SyntaxIdentifier: StaticType] = [:]
    /// Inferred types of expressions already asked about.
    private var inferred: [SyntaxIdentifier: StaticType?] = [:]
    /// Globals and statics whose types are being inferred from their initialisers, to stop at a cycle.
    private var inferring: Set<String> = []

    init(index: DeclarationIndex, file: String, builtins: Builtins) {
        self.index = index
        self.file = file
        self.builtins = builtins
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Scopes

    private var currentGenerics: Set<String> { generics.last ?? [] }
    private var currentSelfType: String? { selfTypes.last ?? nil }

    private func staticType(_ syntax: TypeSyntax?) -> StaticType? {
        syntax.flatMap { written($0, generics: currentGenerics, selfType: currentSelfType) }
    }

    /// The type a written type denotes, with the project's type aliases followed.
    private func written(_ syntax: TypeSyntax, generics: Set<String>, selfType: String?) -> StaticType? {
        StaticType(syntax, generics: generics, selfType: selfType)?.resolvingAliases(index.canonicalName)
    }

    private func define(_ name: String, _ type: StaticType?) {
        frames[frames.count - 1][name] = .some(type)
    }

    private func local(_ name: String) -> StaticType?? {
        for frame in frames.reversed() {
            if let found = frame[name] { return .some(found) }
        }
        return nil
    }

    private func pushScope(self selfType: String? = nil, inheritSelf: Bool = true, returning returnType: StaticType?, generics names: Set<String> = []) {
        frames.append([:])
        selfTypes.append(inheritSelf ? (selfType ?? currentSelfType) : selfType)
        returnTypes.append(returnType)
        generics.append(currentGenerics.union(names))
    }

    private func popScope() {
        frames.removeLast()
        selfTypes.removeLast()
        returnTypes.removeLast()
        generics.removeLast()
    }

    private static func genericNames(_ clause: GenericParameterClauseSyntax?) -> Set<String> {
        Set(clause?.parameters.map(\.name.bareName) ?? [])
    }

    // MARK: Declarations

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(qualifiedName(node.name.bareName), generics: Self.genericNames(node.genericParameterClause))
    }
    override func visitPost(_ node: StructDeclSyntax) { popScope() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(qualifiedName(node.name.bareName), generics: Self.genericNames(node.genericParameterClause))
    }
    override func visitPost(_ node: ClassDeclSyntax) { popScope() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(qualifiedName(node.name.bareName), generics: Self.genericNames(node.genericParameterClause))
    }
    override func visitPost(_ node: EnumDeclSyntax) { popScope() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(qualifiedName(node.name.bareName), generics: Self.genericNames(node.genericParameterClause))
    }
    override func visitPost(_ node: ActorDeclSyntax) { popScope() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.extendedType.trimmedDescription, generics: [])
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { popScope() }
    /// Protocol requirements and their extensions' default implementations work for any conforming type.
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private func enterType(_ name: String, generics names: Set<String>) -> SyntaxVisitorContinueKind {
        pushScope(self: name, inheritSelf: false, returning: nil, generics: names)
        return .visitChildren
    }

    /// `Outer.Inner` for a type declared inside another, as the declaration index names nested types.
    private func qualifiedName(_ name: String) -> String {
        guard let outer = currentSelfType else { return name }
        return index[type: outer + "." + name] != nil ? outer + "." + name : name
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let names = Self.genericNames(node.genericParameterClause)
        pushScope(returning: nil, generics: names)
        returnTypes[returnTypes.count - 1] = staticType(node.signature.returnClause?.type)
        defineParameters(node.signature.parameterClause)
        if let body = node.body { giveImplicitReturn(body.statements) }
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { popScope() }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        pushScope(returning: nil, generics: Self.genericNames(node.genericParameterClause))
        defineParameters(node.signature.parameterClause)
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { popScope() }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        pushScope(returning: nil, generics: Self.genericNames(node.genericParameterClause))
        returnTypes[returnTypes.count - 1] = staticType(node.returnClause.type)
        defineParameters(node.parameterClause)
        if case .getter(let statements)? = node.accessorBlock?.accessors { giveImplicitReturn(statements) }
        return .visitChildren
    }
    override func visitPost(_ node: SubscriptDeclSyntax) { popScope() }

    private func defineParameters(_ clause: FunctionParameterClauseSyntax) {
        for parameter in clause.parameters {
            let type = staticType(parameter.type)
            define((parameter.secondName ?? parameter.firstName).bareName, parameter.ellipsis != nil ? type.map(StaticType.array) : type)
            if let defaultValue = parameter.defaultValue?.value, let type { give(type, to: defaultValue) }
        }
    }

    /// A body of one expression returns it (`func tint() -> Color { .accentColor }`).
    private func giveImplicitReturn(_ statements: CodeBlockItemListSyntax) {
        guard statements.count == 1, case .expr(let expression)? = statements.first?.item, let type = returnTypes.last ?? nil
        else { return }
        give(type, to: expression)
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isMember = node.parent?.is(MemberBlockItemSyntax.self) ?? false
        for binding in node.bindings {
            let declared = staticType(binding.typeAnnotation?.type)
            if let initializer = binding.initializer?.value {
                if let declared { give(declared, to: initializer) }
            }
            // Members are found through the declaration index; locals are defined where they are declared.
            guard !isMember else { continue }
            if let pattern = binding.pattern.as(IdentifierPatternSyntax.self) {
                define(pattern.identifier.bareName, declared ?? binding.initializer.flatMap { type(of: $0.value) })
            } else if let tuple = binding.pattern.as(TuplePatternSyntax.self) {
                let value = declared ?? binding.initializer.flatMap { type(of: $0.value) }
                defineTuple(tuple, value)
            }
        }
        return .visitChildren
    }

    private func defineTuple(_ pattern: TuplePatternSyntax, _ type: StaticType?) {
        var elements: [StaticType?] = []
        if case .tuple(let types, _)? = type { elements = types }
        for (position, element) in pattern.elements.enumerated() {
            guard let name = element.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareName else { continue }
            define(name, position < elements.count ? elements[position] : nil)
        }
    }

    /// A computed property's getter returns the property's type; `set` sees `newValue` of that type.
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        let binding = node.parent?.as(PatternBindingSyntax.self)
        let type = staticType(binding?.typeAnnotation?.type)
        pushScope(returning: type)
        define("newValue", type)
        if case .getter(let statements) = node.accessors { giveImplicitReturn(statements) }
        return .visitChildren
    }
    override func visitPost(_ node: AccessorBlockSyntax) { popScope() }

    override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.accessorSpecifier.tokenKind == .keyword(.get), let body = node.body { giveImplicitReturn(body.statements) }
        return .visitChildren
    }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        frames.append([:])
        return .visitChildren
    }
    override func visitPost(_ node: CodeBlockSyntax) { frames.removeLast() }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        var parameterTypes: [StaticType?] = []
        var result: StaticType?
        if case .function(let parameters, let returns)? = closureTypes[node.id] {
            parameterTypes = parameters
            result = returns
        }
        pushScope(returning: result)
        if let signature = node.signature {
            if let returnClause = signature.returnClause { returnTypes[returnTypes.count - 1] = staticType(returnClause.type) }
            switch signature.parameterClause {
            case .simpleInput(let names)?:
                for (position, name) in names.enumerated() {
                    define(name.name.bareName, position < parameterTypes.count ? parameterTypes[position] : nil)
                }
            case .parameterClause(let clause)?:
                for (position, parameter) in clause.parameters.enumerated() {
                    let written = parameter.type.flatMap { staticType($0) }
                    let given = position < parameterTypes.count ? parameterTypes[position] : nil
                    define((parameter.secondName ?? parameter.firstName).bareName, written ?? given)
                }
            case nil:
                break
            }
        } else {
            for (position, type) in parameterTypes.enumerated() { define("$\(position)", type) }
        }
        giveImplicitReturn(node.statements)
        return .visitChildren
    }
    override func visitPost(_ node: ClosureExprSyntax) { popScope() }

    // MARK: Statements

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if let expression = node.expression, let type = returnTypes.last ?? nil { give(type, to: expression) }
        return .visitChildren
    }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        walk(node.sequence)
        let element = type(of: node.sequence)?.element
        frames.append([:])
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareName {
            define(name, element)
        } else if let tuple = node.pattern.as(TuplePatternSyntax.self) {
            defineTuple(tuple, element)
        }
        if let condition = node.whereClause?.condition { walk(condition) }
        walk(node.body)
        frames.removeLast()
        return .skipChildren
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        // `if let x = optional`: `x` is the optional's content inside the body, not in the `else` branch.
        frames.append([:])
        bindOptionals(node.conditions)
        walk(node.body)
        frames.removeLast()
        if let elseBody = node.elseBody { walk(elseBody) }
        return .skipChildren
    }

    override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind {
        frames.append([:])
        bindOptionals(node.conditions)
        walk(node.body)
        frames.removeLast()
        return .skipChildren
    }

    /// Walks `conditions` and defines what their `let`s bind in the current frame.
    private func bindOptionals(_ conditions: ConditionElementListSyntax) {
        for condition in conditions {
            walk(condition)
            guard case .optionalBinding(let binding) = condition.condition,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareName
            else { continue }
            let declared = staticType(binding.typeAnnotation?.type)
            define(name, declared ?? binding.initializer.map { type(of: $0.value)?.unwrapped } ?? local(name) ?? nil)
        }
    }

    /// `guard let x = optional`: `x` is defined for the rest of the enclosing block.
    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
        walk(node.body)
        bindOptionals(node.conditions)
        return .skipChildren
    }

    // MARK: Expressions

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let parameters = parameterTypes(of: node) {
            for (argument, type) in parameters { give(type, to: argument) }
        }
        return .visitChildren
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        if node.operator.is(AssignmentExprSyntax.self) {
            if let place = type(of: node.leftOperand) { give(place, to: node.rightOperand) }
            return .visitChildren
        }
        guard let token = node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else { return .visitChildren }
        if Self.compoundAssignments.contains(token) {
            if let place = type(of: node.leftOperand), place.isNumeric || token == "+=" { give(place, to: node.rightOperand) }
            return .visitChildren
        }
        guard Self.sameTypeOperators.contains(token) || token == "??" else { return .visitChildren }
        // The operand with a type of its own gives it to the other: `Double(hour) * .hourInDegree`, `x < 1 / 2`.
        let left = type(of: node.leftOperand), right = type(of: node.rightOperand)
        if token == "??" {
            if let left { give(left.unwrapped, to: node.rightOperand) }
        } else if let left, right == nil || Self.isContextFree(node.rightOperand), !Self.isContextFree(node.leftOperand) {
            give(left.unwrapped, to: node.rightOperand)
        } else if let right, left == nil || Self.isContextFree(node.leftOperand), !Self.isContextFree(node.rightOperand) {
            give(right.unwrapped, to: node.leftOperand)
        }
        return .visitChildren
    }

    /// Operators whose operands share one type: arithmetic and comparisons on numbers and a project's own types.
    private static let sameTypeOperators: Set<String> = ["+", "-", "*", "/", "%", "==", "!=", "<", ">", "<=", ">=", "...", "..<"]
    private static let compoundAssignments: Set<String> = ["+=", "-=", "*=", "/=", "%="]

    /// Whether an expression's type comes only from its context: literals, implicit members and arithmetic of
    /// them (`5 / 2` beside a `Double` is 2.5).
    private static func isContextFree(_ expression: ExprSyntax) -> Bool {
        if isLiteralOrImplicit(expression) { return true }
        switch expression.as(ExprSyntaxEnum.self) {
        case .tupleExpr(let tuple):
            guard tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil else { return false }
            return isContextFree(only.expression)
        case .infixOperatorExpr(let infix):
            guard let token = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
                ["+", "-", "*", "/", "%"].contains(token)
            else { return false }
            return isContextFree(infix.leftOperand) && isContextFree(infix.rightOperand)
        default:
            return false
        }
    }

    private static func isLiteralOrImplicit(_ expression: ExprSyntax) -> Bool {
        switch expression.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr, .floatLiteralExpr: return true
        case .memberAccessExpr(let member): return member.base == nil
        case .prefixOperatorExpr(let prefix): return isLiteralOrImplicit(prefix.expression)
        case .functionCallExpr(let call): return call.calledExpression.as(MemberAccessExprSyntax.self)?.base == nil
        default: return false
        }
    }

    /// `[Direction.west, .north]`: without a context, an array literal's elements share the type of those that
    /// have one of their own.
    override func visit(_ node: ArrayExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = node.elements.map(\.expression)
        guard elements.contains(where: Self.isContextFree),
            let typed = elements.first(where: { !Self.isContextFree($0) }).flatMap({ type(of: $0) })
        else { return .visitChildren }
        for element in elements where Self.isContextFree(element) && !hasContext(element) { give(typed, to: element) }
        return .visitChildren
    }

    private func hasContext(_ expression: ExprSyntax) -> Bool {
        (contextualTypes[expression.id] ?? nil) != nil
    }

    // Every implicit member and integer literal gets an entry, so a missing entry means an unwalked file.
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.base == nil, contextualTypes[node.id] == nil { contextualTypes[node.id] = .some(nil) }
        return .visitChildren
    }
    override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        if contextualTypes[node.id] == nil { contextualTypes[node.id] = .some(nil) }
        return .visitChildren
    }

    // MARK: Giving a context

    /// Gives `expression` the contextual type `type`, and passes it on to the parts of the expression whose type
    /// follows from it.
    private func give(_ type: StaticType, to expression: ExprSyntax) {
        switch expression.as(ExprSyntaxEnum.self) {
        case .memberAccessExpr(let member):
            if member.base == nil {
                record(type.unwrapped, for: member)
            } else if let root = Self.implicitRoot(of: ExprSyntax(member)) {
                // `.compound.textPrimary`: the chain starts from a static member of the contextual type.
                record(type.unwrapped, for: root)
            }
        case .functionCallExpr(let call):
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                if member.base == nil { record(type.unwrapped, for: member) }
                else if let root = Self.implicitRoot(of: ExprSyntax(member)) { record(type.unwrapped, for: root) }
            }
        case .integerLiteralExpr(let literal):
            record(type.unwrapped, for: literal)
        case .prefixOperatorExpr(let prefix):
            give(type, to: prefix.expression)
        case .tupleExpr(let tuple):
            if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                give(type, to: only.expression)
            } else if case .tuple(let types, _) = type.unwrapped, types.count == tuple.elements.count {
                for (element, elementType) in zip(tuple.elements, types) {
                    if let elementType { give(elementType, to: element.expression) }
                }
            }
        case .infixOperatorExpr(let infix):
            guard let token = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else { return }
            switch token {
            case "+", "-", "*", "/", "%":
                // Numbers' operators take and return one type. A project's operators on its own types usually
                // take `Self` on the left only (`CGSize * CGFloat`), so only the left operand is given the type.
                give(type, to: infix.leftOperand)
                if type.unwrapped.isNumeric { give(type, to: infix.rightOperand) }
            case "...", "..<":
                if let bound = type.element { give(bound, to: infix.leftOperand); give(bound, to: infix.rightOperand) }
            case "??":
                give(.optional(type.unwrapped), to: infix.leftOperand)
                give(type, to: infix.rightOperand)
            default:
                break
            }
        case .ternaryExpr(let ternary):
            give(type, to: ternary.thenExpression)
            give(type, to: ternary.elseExpression)
        case .arrayExpr(let array):
            if let element = type.element { for item in array.elements { give(element, to: item.expression) } }
        case .dictionaryExpr(let dictionary):
            if case .dictionary(let key, let value) = type.unwrapped, case .elements(let elements) = dictionary.content {
                for element in elements {
                    give(key, to: element.key)
                    give(value, to: element.value)
                }
            }
        case .tryExpr(let tryExpression):
            give(type, to: tryExpression.expression)
        case .awaitExpr(let awaitExpression):
            give(type, to: awaitExpression.expression)
        case .closureExpr(let closure):
            if case .function = type.unwrapped { closureTypes[closure.id] = type.unwrapped }
        default:
            break
        }
    }

    private func record(_ type: StaticType, for node: some SyntaxProtocol) {
        // Arrays, dictionaries, tuples and closures have no static members to look up and no literal of theirs.
        guard type.memberLookupName != nil else { return }
        contextualTypes[node.id] = .some(type)
        inferred[node.id] = nil
    }

    /// The implicit member a chain of members and calls starts from (`.compound` in `.compound.textPrimary`).
    private static func implicitRoot(of expression: ExprSyntax) -> MemberAccessExprSyntax? {
        var current = expression
        while true {
            if let member = current.as(MemberAccessExprSyntax.self) {
                guard let base = member.base else { return member }
                current = base
            } else if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else {
                return nil
            }
        }
    }

    // MARK: Inferring types

    /// The static type of an expression where it follows from declarations, literals and contexts; nil otherwise.
    func type(of expression: ExprSyntax) -> StaticType? {
        if let known = inferred[expression.id] { return known }
        let result = infer(expression)
        inferred[expression.id] = .some(result)
        return result
    }

    private func infer(_ expression: ExprSyntax) -> StaticType? {
        switch expression.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr(let literal):
            return (contextualTypes[literal.id] ?? nil) ?? .named("Int")
        case .floatLiteralExpr: return .named("Double")
        case .stringLiteralExpr: return .named("String")
        case .booleanLiteralExpr: return .named("Bool")
        case .declReferenceExpr(let reference):
            return typeOfName(reference.baseName.bareName)
        case .memberAccessExpr(let member):
            guard let base = member.base else {
                // The member of the contextual type: a case or static of it, a static of another type, a nested type.
                guard let context = contextualTypes[member.id] ?? nil, let typeName = context.memberLookupName else { return nil }
                let name = member.declName.baseName.bareName
                if let nested = index[type: typeName + "." + name] { return .metatype(nested.name) }
                return typeOfMember(name, inType: typeName, isStatic: true) ?? builtins.staticMemberType(typeName, name) ?? context
            }
            return typeOfMember(member.declName.baseName.bareName, of: base)
        case .functionCallExpr(let call):
            return typeOfCall(call)
        case .infixOperatorExpr(let infix):
            guard let token = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else { return nil }
            switch token {
            case "==", "!=", "<", ">", "<=", ">=", "&&", "||", "===", "!==": return .named("Bool")
            case "??": return type(of: infix.leftOperand)?.unwrapped ?? type(of: infix.rightOperand)
            case "...": return type(of: infix.leftOperand).map { .nominal("ClosedRange", [$0.unwrapped]) }
            case "..<": return type(of: infix.leftOperand).map { .nominal("Range", [$0.unwrapped]) }
            case "+", "-", "*", "/", "%":
                let left = type(of: infix.leftOperand), right = type(of: infix.rightOperand)
                if Self.isContextFree(infix.leftOperand) { return right ?? left }
                return left ?? right
            default: return nil
            }
        case .prefixOperatorExpr(let prefix):
            return prefix.operator.text == "!" ? .named("Bool") : type(of: prefix.expression)
        case .tupleExpr(let tuple):
            if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil { return type(of: only.expression) }
            return .tuple(tuple.elements.map { type(of: $0.expression) }, labels: tuple.elements.map { $0.label?.bareName })
        case .ternaryExpr(let ternary):
            return type(of: ternary.thenExpression) ?? type(of: ternary.elseExpression)
        case .asExpr(let cast):
            guard let target = staticType(cast.type) else { return nil }
            return cast.questionOrExclamationMark?.tokenKind == .postfixQuestionMark ? .optional(target) : target
        case .isExpr: return .named("Bool")
        case .forceUnwrapExpr(let unwrap): return type(of: unwrap.expression)?.unwrapped
        case .optionalChainingExpr(let chaining): return type(of: chaining.expression)
        case .tryExpr(let tryExpression): return type(of: tryExpression.expression)
        case .awaitExpr(let awaitExpression): return type(of: awaitExpression.expression)
        case .subscriptCallExpr(let subscriptCall):
            return typeOfSubscript(subscriptCall)
        case .arrayExpr(let array):
            guard let first = array.elements.first else { return nil }
            return type(of: first.expression).map(StaticType.array)
        default:
            return nil
        }
    }

    private func typeOfName(_ name: String) -> StaticType? {
        if let local = local(name) { return local }
        if name == "self" { return currentSelfType.map(StaticType.named) }
        if name == "Self" { return currentSelfType.map(StaticType.metatype) }
        if let selfType = currentSelfType, let member = typeOfMember(name, inType: selfType, isStatic: nil) { return member }
        if let global = index.globals[name] {
            if let declared = staticType(global.type) { return declared }
            return inferOnce("global " + name) { global.initializer.flatMap { type(of: $0) } }
        }
        if let nested = currentSelfType.map({ $0 + "." + name }), index[type: nested] != nil { return .metatype(nested) }
        if index[type: name] != nil || builtins.isType(name) || StaticType.floatingPointNames.contains(name)
            || StaticType.integerNames.contains(name)
        {
            return .metatype(name)
        }
        return nil
    }

    private func inferOnce(_ key: String, _ body: () -> StaticType?) -> StaticType? {
        guard inferring.insert(key).inserted else { return nil }
        defer { inferring.remove(key) }
        return body()
    }

    private func typeOfMember(_ name: String, of base: ExprSyntax) -> StaticType? {
        switch type(of: base) {
        case .metatype(let typeName)?:
            if let nested = index[type: typeName + "." + name] { return .metatype(nested.name) }
            if let member = typeOfMember(name, inType: typeName, isStatic: true) { return member }
            return builtins.staticMemberType(typeName, name)
        case .optional(let wrapped)? where base.is(OptionalChainingExprSyntax.self):
            guard case .nominal(let typeName, _) = wrapped.unwrapped else { return nil }
            return typeOfMember(name, inType: typeName, isStatic: false).map { .optional($0.unwrapped) }
        case let baseType?:
            if name == "count" { return .named("Int") }
            if name == "isEmpty" { return .named("Bool") }
            guard case .nominal(let typeName, _) = baseType.unwrapped else { return nil }
            return typeOfMember(name, inType: typeName, isStatic: false) ?? Self.geometryMember(name, of: typeName)
        case nil:
            return nil
        }
    }

    /// The properties of CoreGraphics' value types, which projects compute with.
    private static func geometryMember(_ name: String, of typeName: String) -> StaticType? {
        switch (typeName, name) {
        case ("CGRect", "origin"), ("CGRect", "center"): return .named("CGPoint")
        case ("CGRect", "size"): return .named("CGSize")
        case ("CGRect", _), ("CGSize", _), ("CGPoint", _), ("CGVector", _):
            let scalars: Set<String> = [
                "width", "height", "x", "y", "dx", "dy", "minX", "midX", "maxX", "minY", "midY", "maxY",
            ]
            return scalars.contains(name) ? .named("CGFloat") : nil
        default:
            return nil
        }
    }

    /// The type of a project type's member: a stored or computed property's declared type, a static's, an enum case
    /// (its own type). `isStatic` nil accepts both kinds.
    private func typeOfMember(_ name: String, inType typeName: String, isStatic: Bool?) -> StaticType? {
        guard let declaration = index.type(typeName, near: file) else { return nil }
        let generics = Set(declaration.genericParameters)
        if isStatic != true, let stored = declaration.storedProperty(named: name) {
            if let declared = stored.type.flatMap({ written($0, generics: generics, selfType: declaration.name) }) {
                return declared
            }
            return inferOnce(typeName + "." + name) { stored.initializer.flatMap { type(of: $0) } }
        }
        switch declaration.members[name] {
        case .computed(_, let memberIsStatic, let variable)?:
            guard isStatic == nil || isStatic == memberIsStatic else { return nil }
            return variable.bindings.first?.typeAnnotation.flatMap {
                written($0.type, generics: generics, selfType: declaration.name)
            }
        case .staticStored(let initializer, let variable)?:
            guard isStatic != false else { return nil }
            if let annotation = variable.bindings.first?.typeAnnotation?.type {
                return written(annotation, generics: generics, selfType: declaration.name)
            }
            return inferOnce(typeName + "." + name) { initializer.flatMap { type(of: $0) } }
        case .enumCase?:
            return isStatic == false ? nil : .named(declaration.name)
        default:
            return nil
        }
    }

    private func typeOfCall(_ call: FunctionCallExprSyntax) -> StaticType? {
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.bareName
            if case .metatype(let typeName)? = typeOfName(name) { return .named(typeName) }
            if let selfType = currentSelfType, let function = chooseFunction(named: name, inType: selfType, call: call) {
                return returnType(of: function, in: selfType)
            }
            if let function = chooseGlobal(named: name, call: call) { return returnType(of: function, in: nil) }
            return nil
        }
        if let specialised = callee.as(GenericSpecializationExprSyntax.self) {
            return staticType(TypeSyntax(IdentifierTypeSyntax(
                name: .identifier(specialised.expression.trimmedDescription),
                genericArgumentClause: GenericArgumentClauseSyntax(arguments: specialised.genericArgumentClause.arguments))))
        }
        guard let member = callee.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.bareName
        guard let base = member.base else {
            // `.init(…)` and static factories take the contextual type; an enum case with a payload is of it.
            guard let context = contextualTypes[member.id] ?? nil, let typeName = context.memberLookupName else { return nil }
            if name == "init" { return .named(typeName) }
            if let function = chooseFunction(named: name, inType: typeName, call: call) { return returnType(of: function, in: typeName) }
            return context.unwrapped
        }
        switch type(of: base) {
        case .metatype(let typeName)?:
            if name == "init" { return .named(typeName) }
            if case .enumCase? = index.type(typeName, near: file)?.members[name] { return .named(typeName) }
            if let function = chooseFunction(named: name, inType: typeName, call: call) { return returnType(of: function, in: typeName) }
            return nil
        case let baseType?:
            guard let typeName = baseType.memberLookupName else { return nil }
            if let function = chooseFunction(named: name, inType: typeName, call: call) {
                let result = returnType(of: function, in: typeName)
                return base.is(OptionalChainingExprSyntax.self) ? result.map { .optional($0.unwrapped) } : result
            }
            return nil
        case nil:
            return nil
        }
    }

    private func returnType(of function: FunctionDeclSyntax, in typeName: String?) -> StaticType? {
        let typeGenerics = typeName.flatMap { index.type($0, near: file)?.genericParameters } ?? []
        guard let written = function.signature.returnClause?.type else { return nil }
        return self.written(written, generics: Set(typeGenerics).union(Self.genericNames(function.genericParameterClause)), selfType: typeName)
    }

    private func typeOfSubscript(_ subscriptCall: SubscriptCallExprSyntax) -> StaticType? {
        guard let base = type(of: subscriptCall.calledExpression) else { return nil }
        switch base.unwrapped {
        case .array(let element):
            if let argument = subscriptCall.arguments.first?.expression, let index = type(of: argument),
                index.memberLookupName == "Range" || index.memberLookupName == "ClosedRange"
            {
                return .array(element)
            }
            return element
        case .dictionary(_, let value):
            return subscriptCall.arguments.count == 2 ? value : .optional(value)
        default:
            return nil
        }
    }

    // MARK: Choosing the function a call means

    /// One parameter list a call may bind to: a function's, an initialiser's, an enum case's or a memberwise one.
    private struct Candidate {
        var labels: [String?]
        var types: [StaticType?]
        var hasDefault: [Bool]
        var isVariadic: [Bool]
    }

    /// The parameter type each argument of `call` is given, where the callee and its overload are known statically.
    private func parameterTypes(of call: FunctionCallExprSyntax) -> [(ExprSyntax, StaticType)]? {
        let candidates = self.candidates(for: call)
        guard !candidates.isEmpty else { return nil }
        let arguments = Self.arguments(of: call)
        let bound = candidates.compactMap { Self.bind(arguments.map(\.label), to: $0) }
        guard let chosen = choose(among: bound, arguments: arguments.map(\.expression)) else { return nil }
        var result: [(ExprSyntax, StaticType)] = []
        for (argument, type) in zip(arguments, chosen) {
            guard let type, !argument.expression.is(InOutExprSyntax.self) else { continue }
            result.append((argument.expression, type))
        }
        return result
    }

    private static func arguments(of call: FunctionCallExprSyntax) -> [(label: String?, expression: ExprSyntax)] {
        var result = call.arguments.map { (label: $0.label?.bareName, expression: $0.expression) }
        if let trailing = call.trailingClosure { result.append((nil, ExprSyntax(trailing))) }
        for extra in call.additionalTrailingClosures { result.append((extra.label.bareName, ExprSyntax(extra.closure))) }
        return result
    }

    /// The type of each argument's parameter if `labels` bind to `candidate` (parameters with defaults may be left
    /// out, a variadic one takes every following unlabeled argument), else nil.
    private static func bind(_ labels: [String?], to candidate: Candidate) -> [StaticType?]? {
        var types: [StaticType?] = []
        var argument = 0
        for parameter in candidate.labels.indices {
            if argument < labels.count, labels[argument] == candidate.labels[parameter] {
                types.append(candidate.types[parameter])
                argument += 1
                // A variadic parameter takes the unlabeled arguments after its first one too.
                while candidate.isVariadic[parameter], argument < labels.count, labels[argument] == nil {
                    types.append(candidate.types[parameter])
                    argument += 1
                }
            } else if !candidate.hasDefault[parameter] && !candidate.isVariadic[parameter] {
                return nil
            }
        }
        return argument == labels.count ? types : nil
    }

    /// The binding among those that fit the labels whose parameter types agree with the arguments' own types;
    /// nil when several remain that would type the arguments differently.
    private func choose(among bound: [[StaticType?]], arguments: [ExprSyntax]) -> [StaticType?]? {
        guard bound.count > 1 else { return bound.first }
        let fitting = bound.filter { types in
            zip(types, arguments).allSatisfy { parameter, argument in
                guard let parameter, !Self.isContextFree(argument), let argumentType = type(of: argument) else { return true }
                return Self.compatible(argumentType, parameter)
            }
        }
        guard let first = fitting.first else { return nil }
        return fitting.dropFirst().allSatisfy({ $0 == first }) ? first : nil
    }

    private static func compatible(_ argument: StaticType, _ parameter: StaticType) -> Bool {
        if argument == parameter { return true }
        if case .optional(let wrapped) = parameter { return compatible(argument, wrapped) }
        return argument.memberLookupName == parameter.memberLookupName
    }

    private func candidates(for call: FunctionCallExprSyntax) -> [Candidate] {
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.bareName
            if let local = local(name) {
                // A closure in a variable (`let half: (Double) -> Double`): its parameters have no labels.
                guard case .function(let parameters, _)? = local else { return [] }
                return [
                    Candidate(
                        labels: parameters.map { _ in nil }, types: parameters, hasDefault: parameters.map { _ in false },
                        isVariadic: parameters.map { _ in false })
                ]
            }
            if case .metatype(let typeName)? = typeOfName(name) { return initializers(of: typeName) }
            if let selfType = currentSelfType, let functions = index.type(selfType, near: file)?.overloads[name] {
                return functions.map { candidate(for: $0, in: selfType) }
            }
            return (index.functions[name] ?? []).map { candidate(for: $0.0, in: nil) }
        }
        guard let member = callee.as(MemberAccessExprSyntax.self) else { return [] }
        let name = member.declName.baseName.bareName
        let typeName: String
        let isStatic: Bool
        if let base = member.base {
            switch type(of: base) {
            case .metatype(let metatype)?: (typeName, isStatic) = (metatype, true)
            case let instance?:
                if let element = instance.element, let elementMethod = Self.elementParameters[name] {
                    // `items.contains(.number(2))`, `names.firstIndex(of: .sample)`: the collection's element.
                    return [
                        Candidate(
                            labels: elementMethod, types: elementMethod.map { _ in element },
                            hasDefault: elementMethod.map { _ in false }, isVariadic: elementMethod.map { _ in false })
                    ]
                }
                guard let nominal = instance.memberLookupName else { return [] }
                (typeName, isStatic) = (nominal, false)
            case nil:
                // A view built by a call or a chain of modifiers: its modifiers are SwiftUI's or the project's.
                return modifierCandidates(name)
            }
        } else {
            guard let context = contextualTypes[member.id] ?? nil, let nominal = context.memberLookupName else { return [] }
            (typeName, isStatic) = (nominal, true)
        }
        if name == "init" { return initializers(of: typeName) }
        guard let type = index.type(typeName, near: file) else { return isStatic ? [] : modifierCandidates(name) }
        if isStatic, case .enumCase(let element)? = type.members[name], let clause = element.parameterClause {
            return [
                Candidate(
                    labels: clause.parameters.map { $0.firstName.map(\.bareName).flatMap { $0 == "_" ? nil : $0 } },
                    types: clause.parameters.map { written($0.type, generics: Set(type.genericParameters), selfType: type.name) },
                    hasDefault: clause.parameters.map { $0.defaultValue != nil },
                    isVariadic: clause.parameters.map { _ in false })
            ]
        }
        let overloads = type.overloads[name] ?? []
        return overloads.isEmpty && !isStatic ? modifierCandidates(name) : overloads.map { candidate(for: $0, in: typeName) }
    }

    /// A modifier's parameter lists: the project's `extension View` methods of that name, else SwiftUI's.
    private func modifierCandidates(_ name: String) -> [Candidate] {
        if let overloads = index.type("View", near: file)?.overloads[name], !overloads.isEmpty {
            return overloads.map { candidate(for: $0, in: nil) }
        }
        return builtins.modifiers(name).map { builtinCandidate($0, selfType: "View") }
    }

    /// Collection methods whose arguments are elements, with their labels.
    private static let elementParameters: [String: [String?]] = [
        "contains": [nil], "append": [nil], "firstIndex": ["of"], "lastIndex": ["of"], "insert": [nil],
    ]

    private func candidate(for function: FunctionDeclSyntax, in typeName: String?) -> Candidate {
        let typeGenerics = typeName.flatMap { index.type($0, near: file)?.genericParameters } ?? []
        return candidate(function.signature.parameterClause, generics: Set(typeGenerics).union(Self.genericNames(function.genericParameterClause)), selfType: typeName)
    }

    private func candidate(_ clause: FunctionParameterClauseSyntax, generics: Set<String>, selfType: String?) -> Candidate {
        Candidate(
            labels: clause.parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.bareName },
            types: clause.parameters.map { written($0.type, generics: generics, selfType: selfType) },
            hasDefault: clause.parameters.map { $0.defaultValue != nil },
            isVariadic: clause.parameters.map { $0.ellipsis != nil })
    }

    /// A project type's initialisers: those it declares, and the memberwise one a struct without its own has; a
    /// built-in type's, from the vocabulary's signatures (with the project's extensions' initialisers).
    private func initializers(of typeName: String) -> [Candidate] {
        guard let type = index.type(typeName, near: file), type.kind != .extension else {
            let extended = index.type(typeName, near: file)?.initializers ?? []
            return extended.map { candidate($0.signature.parameterClause, generics: [], selfType: typeName) }
                + builtins.initializers(typeName).map { builtinCandidate($0, selfType: typeName) }
        }
        let generics = Set(type.genericParameters)
        var result = type.initializers.map { candidate($0.signature.parameterClause, generics: generics, selfType: type.name) }
        if type.hasMemberwiseInitializer {
            // A `let` with a value is not a parameter; a `var` with one is, with that default.
            let parameters = type.storedProperties.filter { !($0.isLet && $0.initializer != nil) && $0.wrapper != "Environment" }
            result.append(
                Candidate(
                    labels: parameters.map(\.name),
                    // A `@Binding var x: T` is initialised with a `Binding<T>` (`.constant([])`, `$items`).
                    types: parameters.map { property in
                        let value = property.type.flatMap { written($0, generics: generics, selfType: type.name) }
                        return property.wrapper == "Binding" ? value.map { .nominal("Binding", [$0]) } : value
                    },
                    hasDefault: parameters.map { $0.initializer != nil || $0.type?.is(OptionalTypeSyntax.self) == true },
                    isVariadic: parameters.map { _ in false }))
        }
        return result
    }

    /// A vocabulary signature's parameters, where only the types the interpreter knows count: the vocabulary
    /// writes its generic placeholders (`Content`, `Label`) as plain names.
    private func builtinCandidate(_ clause: FunctionParameterClauseSyntax, selfType: String) -> Candidate {
        var result = candidate(clause, generics: [], selfType: selfType)
        result.types = result.types.map { type in
            guard let type, let name = type.memberLookupName else { return nil }
            return builtins.isType(name) || index.type(name, near: file) != nil ? type : nil
        }
        return result
    }

    private func chooseFunction(named name: String, inType typeName: String, call: FunctionCallExprSyntax) -> FunctionDeclSyntax? {
        guard let overloads = index.type(typeName, near: file)?.overloads[name] else { return nil }
        return chooseOverload(overloads, call: call, typeName: typeName)
    }

    private func chooseGlobal(named name: String, call: FunctionCallExprSyntax) -> FunctionDeclSyntax? {
        guard let overloads = index.functions[name]?.map(\.0) else { return nil }
        return chooseOverload(overloads, call: call, typeName: nil)
    }

    private func chooseOverload(_ overloads: [FunctionDeclSyntax], call: FunctionCallExprSyntax, typeName: String?) -> FunctionDeclSyntax? {
        let labels = Self.arguments(of: call).map(\.label)
        let fitting = overloads.filter { Self.bind(labels, to: candidate(for: $0, in: typeName)) != nil }
        return fitting.count == 1 ? fitting[0] : nil
    }
}
