import Foundation
import PreviewModel
import SwiftSyntax

/// Walks one file as the type checker would before anything runs, and records the type Swift gives each implicit
/// member expression (`.dark`, `.init(…)`, the `.compound` of `.compound.textPrimary`) and each integer literal
/// from its context: a declared type, a parameter chosen by its labels and argument types, a return type, the
/// other operand of an operator, an element of a typed collection. A call other than an implicit member's gets the
/// type its context gives its result too, which a generic function's result type binds its parameters from.
/// Patterns (`case .failed:`) are left to the matcher, which compares case names.
///
/// What cannot be typed statically (a generic parameter, a built-in call whose signature is not known here) gets no
/// entry, and evaluation resolves it from the values as before.
final class ContextualTyper: SyntaxVisitor {
    typealias Builtins = BuiltinLibrary

    /// The results: contextual types by node, and `nil` for implicit members and integer literals that have none,
    /// so that a lookup can tell "no context" from "file not walked".
    var contextualTypes: [SyntaxIdentifier: StaticType?] = [:]

    let index: DeclarationIndex
    let file: String
    let builtins: Builtins
    /// Local names in scope, innermost last; a name typed `nil` is known to exist with an unknown type.
    var frames: [[String: StaticType?]] = [[:]]
    /// The nominal type `self` is, innermost last (nil at file level).
    var selfTypes: [String?] = [nil]
    /// What a `return` gives its value to, innermost last.
    var returnTypes: [StaticType?] = [nil]
    /// Generic parameter names in scope: types written with them say nothing concrete.
    var generics: [Set<String>] = [[]]
    /// Closures that received a function type from their context, by node.
    var closureTypes: [SyntaxIdentifier: StaticType] = [:]
    /// Expressions that are printed or interpolated (`print(x)`, `"\(x)"`, `String(describing: x)`) or whose
    /// `debugDescription` is read, and whose static type is optional: Swift shows a value they hold as `Optional(…)`.
    /// Each with the type it wraps.
    var describedOptionals: [SyntaxIdentifier: StaticType] = [:]
    /// The static types of collections that receive a method call (`notes.contains(x)`): an empty one has no
    /// elements to tell which constrained extension's method applies, its type does.
    var receiverTypes: [SyntaxIdentifier: StaticType] = [:]
    /// Inferred types of expressions already asked about.
    var inferred: [SyntaxIdentifier: StaticType?] = [:]
    /// Globals and statics whose types are being inferred from their initialisers, to stop at a cycle.
    var inferring: Set<String> = []
    /// The parameter lists of modifiers and of types' initialisers, by name, once worked out: a file calls
    /// `.padding` or `Text(…)` many times, and turning each signature into static types is much of a walk's work.
    var modifierCandidateMemo: [String: [Candidate]] = [:]
    var initializerMemo: [String: [Candidate]] = [:]

    init(index: DeclarationIndex, file: String, builtins: Builtins) {
        self.index = index
        self.file = file
        self.builtins = builtins
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Scopes

    var currentGenerics: Set<String> { generics.last ?? [] }
    var currentSelfType: String? { selfTypes.last ?? nil }

    func staticType(_ syntax: TypeSyntax?) -> StaticType? {
        syntax.flatMap { written($0, generics: currentGenerics, selfType: currentSelfType) }
    }

    /// The type a written type denotes, with the project's type aliases followed.
    func written(_ syntax: TypeSyntax, generics: Set<String>, selfType: String?) -> StaticType? {
        StaticType(syntax, generics: generics, selfType: selfType)?.resolvingAliases { name in
            index.canonicalName(index.lexicalTypeName(name, writtenAt: syntax, near: file))
        }
    }

    func define(_ name: String, _ type: StaticType?) {
        frames[frames.count - 1][name] = .some(type)
    }

    func local(_ name: String) -> StaticType?? {
        for frame in frames.reversed() {
            if let found = frame[name] { return .some(found) }
        }
        return nil
    }

    func pushScope(
        self selfType: String? = nil, inheritSelf: Bool = true, returning returnType: StaticType?,
        generics names: Set<String> = []
    ) {
        frames.append([:])
        selfTypes.append(inheritSelf ? (selfType ?? currentSelfType) : selfType)
        returnTypes.append(returnType)
        generics.append(currentGenerics.union(names))
    }

    func popScope() {
        frames.removeLast()
        selfTypes.removeLast()
        returnTypes.removeLast()
        generics.removeLast()
    }

    static func genericNames(_ clause: GenericParameterClauseSyntax?) -> Set<String> {
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
        // `extension ButtonStyle where Self == PillStyle`: its members' `Self` is the type the requirement fixes.
        enterType(node.fixedSelfTypeName ?? node.extendedTypeName, generics: [])
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { popScope() }
    /// Protocol requirements and their extensions' default implementations work for any conforming type.
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    func enterType(_ name: String, generics names: Set<String>) -> SyntaxVisitorContinueKind {
        pushScope(self: name, inheritSelf: false, returning: nil, generics: names)
        return .visitChildren
    }

    /// `Outer.Inner` for a type declared inside another, as the declaration index names nested types.
    func qualifiedName(_ name: String) -> String {
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

    func defineParameters(_ clause: FunctionParameterClauseSyntax) {
        for parameter in clause.parameters {
            let type = staticType(parameter.type)
            define(
                (parameter.secondName ?? parameter.firstName).bareName,
                parameter.ellipsis != nil ? type.map(StaticType.array) : type)
            if let defaultValue = parameter.defaultValue?.value, let type { give(type, to: defaultValue) }
        }
    }

    /// A body of one expression returns it (`func tint() -> Color { .accentColor }`), also an `if` or `switch`
    /// used as a value (`var mode: Mode { switch step { case 0: .one … } }`).
    func giveImplicitReturn(_ statements: CodeBlockItemListSyntax) {
        guard let type = returnTypes.last ?? nil else { return }
        giveBranch(type, statements)
    }

    /// A branch of an `if` or `switch` used as a value, or a body of one expression: that expression has `type`.
    func giveBranch(_ type: StaticType, _ statements: CodeBlockItemListSyntax) {
        guard statements.count == 1, let item = statements.first?.item else { return }
        switch item {
        case .expr(let expression): give(type, to: expression)
        // `if` and `switch` standing alone are statements that hold the expression.
        case .stmt(let statement):
            if let expression = statement.as(ExpressionStmtSyntax.self)?.expression { give(type, to: expression) }
        default: break
        }
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

    func defineTuple(_ pattern: TuplePatternSyntax, _ type: StaticType?) {
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
        if node.accessorSpecifier.tokenKind == .keyword(.get), let body = node.body {
            giveImplicitReturn(body.statements)
        }
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
            if let returnClause = signature.returnClause {
                returnTypes[returnTypes.count - 1] = staticType(returnClause.type)
            }
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
    func bindOptionals(_ conditions: ConditionElementListSyntax) {
        for condition in conditions {
            walk(condition)
            guard case .optionalBinding(let binding) = condition.condition,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareName
            else { continue }
            let declared = staticType(binding.typeAnnotation?.type)
            // `if let name`: the shorthand unwraps the variable of the same name.
            let unwrapped = binding.initializer.map { type(of: $0.value)?.unwrapped } ?? (local(name) ?? nil)?.unwrapped
            define(name, declared ?? unwrapped)
        }
    }

    /// `guard let x = optional`: `x` is defined for the rest of the enclosing block.
    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
        walk(node.body)
        bindOptionals(node.conditions)
        return .skipChildren
    }

    // MARK: Expressions

    override func visit(_ node: ExpressionSegmentSyntax) -> SyntaxVisitorContinueKind {
        if node.expressions.count == 1, let only = node.expressions.first, only.label == nil {
            noteDescribed(only.expression)
        }
        return .visitChildren
    }

    /// Records `expression` as printed: an optional one shows its value as `Optional(…)`, also when it is cast to
    /// `Any` first (`"\(maybe as Any)"`, how code silences the compiler's warning), which keeps the optional whole.
    func noteDescribed(_ expression: ExprSyntax) {
        var described = expression
        if let cast = expression.as(AsExprSyntax.self), cast.questionOrExclamationMark == nil,
            cast.type.trimmedDescription == "Any"
        {
            described = cast.expression
        }
        if case .optional(let wrapped)? = type(of: described) { describedOptionals[expression.id] = wrapped }
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
        case "print":
            for argument in node.arguments where argument.label == nil { noteDescribed(argument.expression) }
        case "String":
            for argument in node.arguments where argument.label?.text == "describing" {
                noteDescribed(argument.expression)
            }
        default:
            break
        }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            let baseType = type(of: base)
            if case .optional? = baseType, !base.is(OptionalChainingExprSyntax.self),
                index.type("Optional", near: file)?.overloads[member.declName.baseName.bareName] != nil
            {
                // `name.filter { … }` of a `String?`: a method of the project's `extension Optional`, which Swift
                // picks by this static type over the wrapped value's own method of that name.
                receiverTypes[base.id] = baseType
            } else if let collection = baseType?.unwrapped, collection.isCollection {
                receiverTypes[base.id] = collection
            }
        }
        if let parameters = parameterTypes(of: node) {
            for (argument, type) in parameters { give(type, to: argument) }
        }

        // `.environment(\.userFlags, .init(isAuthorized: true))`: the value has the type of the environment value
        // the key path names (`extension EnvironmentValues { var userFlags: UserFlags }`).
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "environment", node.arguments.count == 2,
            let keyPath = node.arguments.first?.expression.as(KeyPathExprSyntax.self), keyPath.root == nil,
            keyPath.components.count == 1,
            case .property(let property)? = keyPath.components.first?.component,
            let type = typeOfMember(property.declName.baseName.text, inType: "EnvironmentValues", isStatic: false),
            let value = node.arguments.last?.expression
        {
            give(type, to: value)
        }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            let bound = floatingBound(ofRangeMethod: member.declName.baseName.bareName)
        {
            give(.nominal("ClosedRange", [bound]), to: base)
        }
        return .visitChildren
    }

    /// `(50...60).value(percent: p)` where the project declares `value(percent:)` only in `extension ClosedRange
    /// where Bound: BinaryFloatingPoint`: Swift takes the literals as `Double`s, the one type that has the method.
    func floatingBound(ofRangeMethod name: String) -> StaticType? {
        let owners = ["ClosedRange", "Range"].compactMap { index.type($0, near: file)?.overloads[name] }.joined()
        guard !owners.isEmpty else { return nil }
        let floating = owners.allSatisfy { function in
            var ancestor = function.parent
            while let node = ancestor, !node.is(ExtensionDeclSyntax.self) { ancestor = node.parent }
            guard let constraints = ancestor?.as(ExtensionDeclSyntax.self)?.genericWhereClause else { return false }
            return constraints.requirements.contains { requirement in
                let text = requirement.requirement.trimmedDescription.replacingOccurrences(of: " ", with: "")
                return ["Bound:BinaryFloatingPoint", "Bound:FloatingPoint", "Bound==Double", "Bound==CGFloat"].contains(
                    text)
            }
        }
        return floating ? .named("Double") : nil
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        if node.operator.is(AssignmentExprSyntax.self) {
            if let place = type(of: node.leftOperand) {
                give(place, to: node.rightOperand)
            } else if let wrapped = wrappedValue(assignedTo: node.leftOperand, from: node.rightOperand) {
                give(wrapped.type, to: wrapped.value)
            }
            return .visitChildren
        }
        guard let token = node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else { return .visitChildren }
        if Self.compoundAssignments.contains(token) {
            if let place = type(of: node.leftOperand), place.isNumeric || token == "+=" {
                give(place, to: node.rightOperand)
            }
            return .visitChildren
        }
        guard Self.sameTypeOperators.contains(token) || token == "??" else { return .visitChildren }
        // The operand with a type of its own gives it to the other: `Double(hour) * .hourInDegree`, `x < 1 / 2`.
        let left = type(of: node.leftOperand), right = type(of: node.rightOperand)
        if token == "??" {
            if let left { give(left.unwrapped, to: node.rightOperand) }
        } else if let left, right == nil || Self.isContextFree(node.rightOperand), !Self.isContextFree(node.leftOperand)
        {
            give(left.unwrapped, to: node.rightOperand)
        } else if let right, left == nil || Self.isContextFree(node.leftOperand), !Self.isContextFree(node.rightOperand)
        {
            give(right.unwrapped, to: node.leftOperand)
        }
        return .visitChildren
    }

    /// The branches of `condition ? a : b` have one type: a branch with a type of its own gives it to one that has
    /// none (`(focused ? Color.cultured : .beige).cornerRadius(5)`, where `.beige` could name several types' member).
    override func visit(_ node: TernaryExprSyntax) -> SyntaxVisitorContinueKind {
        let then = type(of: node.thenExpression), otherwise = type(of: node.elseExpression)
        if let then, otherwise == nil || Self.isContextFree(node.elseExpression),
            !Self.isContextFree(node.thenExpression)
        {
            give(then, to: node.elseExpression)
        } else if let otherwise, then == nil || Self.isContextFree(node.thenExpression),
            !Self.isContextFree(node.elseExpression)
        {
            give(otherwise, to: node.thenExpression)
        }
        return .visitChildren
    }

    /// `_product = State(initialValue: .loaded(seed))` or `.init(wrappedValue: …)` in an initialiser: the value a
    /// property wrapper's storage is made with has the type of the wrapped property (`product`).
    func wrappedValue(assignedTo place: ExprSyntax, from value: ExprSyntax) -> (type: StaticType, value: ExprSyntax)? {
        var storage = place.as(DeclReferenceExprSyntax.self)?.baseName.text
        if let member = place.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            storage = member.declName.baseName.text
        }
        guard let storage, storage.hasPrefix("_"), storage.count > 1, let call = value.as(FunctionCallExprSyntax.self),
            let argument = call.arguments.first(where: { ["initialValue", "wrappedValue"].contains($0.label?.text) }),
            let wrapped = typeOfName(String(storage.dropFirst()))
        else { return nil }
        return (wrapped, argument.expression)
    }

    /// Operators whose operands share one type: arithmetic and comparisons on numbers and a project's own types.
    static let sameTypeOperators: Set<String> = [
        "+", "-", "*", "/", "%", "==", "!=", "<", ">", "<=", ">=", "...", "..<",
    ]
    static let compoundAssignments: Set<String> = ["+=", "-=", "*=", "/=", "%="]

    /// Whether an expression's type comes only from its context: literals, implicit members and arithmetic of
    /// them (`5 / 2` beside a `Double` is 2.5).
    static func isContextFree(_ expression: ExprSyntax) -> Bool {
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

    static func isLiteralOrImplicit(_ expression: ExprSyntax) -> Bool {
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

    func hasContext(_ expression: ExprSyntax) -> Bool {
        (contextualTypes[expression.id] ?? nil) != nil
    }

    // Every implicit member and integer literal gets an entry, so a missing entry means an unwalked file.
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.base == nil, contextualTypes[node.id] == nil { contextualTypes[node.id] = .some(nil) }
        // `sizeClass.debugDescription` of an optional is `Optional(…)` or `nil`.
        if let base = node.base, node.declName.baseName.text == "debugDescription" { noteDescribed(base) }
        return .visitChildren
    }
    override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        if contextualTypes[node.id] == nil { contextualTypes[node.id] = .some(nil) }
        return .visitChildren
    }

    // MARK: Giving a context

    /// Gives `expression` the contextual type `type`, and passes it on to the parts of the expression whose type
    /// follows from it.
    func give(_ type: StaticType, to expression: ExprSyntax) {
        switch expression.as(ExprSyntaxEnum.self) {
        case .memberAccessExpr(let member):
            if member.base == nil {
                record(type.unwrapped, for: member)
            } else if let root = Self.implicitRoot(of: ExprSyntax(member)) {
                // `.compound.textPrimary`: the chain starts from a static member of the contextual type.
                record(type.unwrapped, for: root)
            }
        case .functionCallExpr(let call):
            // `items = try loader.load(name)`: a generic function whose result type names a parameter of its own
            // binds that parameter from the type its result is given (`T` is `[Landmark]`), as Swift infers it.
            if !Self.isImplicitMember(call) { contextualTypes[call.id] = .some(type) }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                if member.base == nil { record(type.unwrapped, for: member) }
                else if let root = Self.implicitRoot(of: ExprSyntax(member)) { record(type.unwrapped, for: root) }
                // `.constant(.init())`, `.constant(.sample)` for a `Binding<Filter>`: the value is a `Filter`.
                if member.base == nil, member.declName.baseName.text == "constant", call.arguments.count == 1,
                    case .nominal("Binding", let arguments) = type.unwrapped, let value = arguments.first,
                    let argument = call.arguments.first?.expression
                {
                    give(value, to: argument)
                }
                // `let size: CGSize = sizes.reduce(.zero) { … }`: the initial result has the type the call gives.
                if member.base != nil, member.declName.baseName.text == "reduce", let first = call.arguments.first,
                    first.label == nil || first.label?.text == "into"
                {
                    give(type, to: first.expression)
                }
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
        // `if` and `switch` used as values (`let ratio: Double = if wide { 3 / 2 } else { 1 }`): each branch.
        case .ifExpr(let ifExpression):
            giveBranch(type, ifExpression.body.statements)
            switch ifExpression.elseBody {
            case .codeBlock(let block)?: giveBranch(type, block.statements)
            case .ifExpr(let next)?: give(type, to: ExprSyntax(next))
            case nil: break
            }
        case .switchExpr(let switchExpression):
            for case .switchCase(let branch) in switchExpression.cases { giveBranch(type, branch.statements) }
        case .arrayExpr(let array):
            if let element = type.element { for item in array.elements { give(element, to: item.expression) } }
        case .dictionaryExpr(let dictionary):
            if case .dictionary(let key, let value) = type.unwrapped, case .elements(let elements) = dictionary.content
            {
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

    func record(_ type: StaticType, for node: some SyntaxProtocol) {
        // Tuples and closures have no static members to look up and no literal of theirs; arrays and dictionaries
        // have the statics a project's extensions give them, for an implicit member to name.
        guard type.memberLookupName != nil || (type.implicitMemberScope != nil && Self.isImplicitMember(node))
        else { return }
        contextualTypes[node.id] = .some(type)
        inferred[node.id] = nil
    }

    /// Whether `node` is `.name` or `.name(…)`.
    static func isImplicitMember(_ node: some SyntaxProtocol) -> Bool {
        let callee = node.as(FunctionCallExprSyntax.self)?.calledExpression ?? ExprSyntax(node)
        guard let member = callee?.as(MemberAccessExprSyntax.self) else { return false }
        return member.base == nil
    }

    /// The implicit member a chain of members and calls starts from (`.compound` in `.compound.textPrimary`).
    static func implicitRoot(of expression: ExprSyntax) -> MemberAccessExprSyntax? {
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
}
