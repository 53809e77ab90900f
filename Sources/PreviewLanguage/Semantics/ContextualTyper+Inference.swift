import PreviewModel
import SwiftSyntax

/// The static type of an expression, where declarations, literals and contexts decide it.
extension ContextualTyper {
    /// The static type of an expression where it follows from declarations, literals and contexts; nil otherwise.
    func type(of expression: ExprSyntax) -> StaticType? {
        if let known = inferred[expression.id] { return known }
        let result = infer(expression)
        inferred[expression.id] = .some(result)
        return result
    }

    func infer(_ expression: ExprSyntax) -> StaticType? {
        switch expression.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr(let literal):
            return (contextualTypes[literal.id] ?? nil) ?? .named("Int")
        case .floatLiteralExpr: return .named("Double")
        case .stringLiteralExpr: return .named("String")
        case .booleanLiteralExpr: return .named("Bool")
        case .declReferenceExpr(let reference):
            return typeOfName(reference.baseName.bareName, at: reference)
        case .memberAccessExpr(let member):
            guard let base = member.base else {
                // The member of the contextual type: a case or static of it, a static of another type, a nested type.
                guard let context = contextualTypes[member.id] ?? nil, let typeName = context.memberLookupName else {
                    return nil
                }
                let name = member.declName.baseName.bareName
                if let nested = index[type: typeName + "." + name] { return .metatype(nested.name) }
                return typeOfMember(name, inType: typeName, isStatic: true) ?? builtins.staticMemberType(typeName, name)
                    ?? context
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
            if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                return type(of: only.expression)
            }
            return .tuple(
                tuple.elements.map { type(of: $0.expression) }, labels: tuple.elements.map { $0.label?.bareName })
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

    /// The type of a name written at `node` (a type's name is its metatype, a nested one's where `node` sees it).
    func typeOfName(_ name: String, at node: (some SyntaxProtocol)? = Optional<Syntax>.none) -> StaticType? {
        if let local = local(name) { return local }
        if name == "self" { return currentSelfType.map(StaticType.named) }
        if name == "Self" { return currentSelfType.map(StaticType.metatype) }
        if let selfType = currentSelfType, let member = typeOfMember(name, inType: selfType, isStatic: nil) {
            return member
        }
        if let global = index.globals[name] {
            if let declared = staticType(global.type) { return declared }
            return inferOnce("global " + name) { global.initializer.flatMap { type(of: $0) } }
        }
        if let node, let nested = index.lexicalNestedType(name, writtenAt: node, near: file) {
            return .metatype(nested.name)
        }
        if index[type: name] != nil || builtins.isType(name) || StaticType.floatingPointNames.contains(name)
            || StaticType.integerNames.contains(name)
        {
            return .metatype(name)
        }
        return nil
    }

    func inferOnce(_ key: String, _ body: () -> StaticType?) -> StaticType? {
        guard inferring.insert(key).inserted else { return nil }
        defer { inferring.remove(key) }
        return body()
    }

    func typeOfMember(_ name: String, of base: ExprSyntax) -> StaticType? {
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

    /// `@Environment(\.key) var value`: the type of the environment value the key path names, the library's
    /// (`\.horizontalSizeClass`) or the project's (`extension EnvironmentValues { var theme: Theme }`, `@Entry`).
    func environmentValueType(of property: StoredProperty) -> StaticType? {
        guard case .argumentList(let list)? = property.wrapperAttribute?.arguments,
            let keyPath = list.first?.expression.as(KeyPathExprSyntax.self), keyPath.root == nil,
            keyPath.components.count == 1, case .property(let component)? = keyPath.components.first?.component
        else { return nil }
        let key = component.declName.baseName.bareName
        return typeOfMember(key, inType: "EnvironmentValues", isStatic: false) ?? builtins.environmentValueType(key)
    }

    /// The properties of CoreGraphics' value types, which projects compute with.
    static func geometryMember(_ name: String, of typeName: String) -> StaticType? {
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
    func typeOfMember(_ name: String, inType typeName: String, isStatic: Bool?) -> StaticType? {
        guard let declaration = index.type(typeName, near: file) else { return nil }
        let generics = Set(declaration.genericParameters)
        if isStatic != true, let stored = declaration.storedProperty(named: name) {
            if let declared = stored.type.flatMap({ written($0, generics: generics, selfType: declaration.name) }) {
                return declared
            }
            if stored.wrapper == "Environment" { return environmentValueType(of: stored) }
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

    func typeOfCall(_ call: FunctionCallExprSyntax) -> StaticType? {
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.bareName
            if case .metatype(let typeName)? = typeOfName(name, at: reference) { return .named(typeName) }
            if let selfType = currentSelfType, let function = chooseFunction(named: name, inType: selfType, call: call)
            {
                return returnType(of: function, in: selfType)
            }
            if let function = chooseGlobal(named: name, call: call) { return returnType(of: function, in: nil) }
            return nil
        }
        // `[Self]()`, `[String: Item]()`: an array or dictionary type written as a literal of one element, called.
        func named(_ expression: ExprSyntax) -> TypeSyntax {
            TypeSyntax(IdentifierTypeSyntax(name: .identifier(expression.trimmedDescription)))
        }
        if let array = callee.as(ArrayExprSyntax.self), array.elements.count == 1, let element = array.elements.first {
            return staticType(TypeSyntax(ArrayTypeSyntax(element: named(element.expression))))
        }
        if let dictionary = callee.as(DictionaryExprSyntax.self), case .elements(let pairs) = dictionary.content,
            pairs.count == 1, let pair = pairs.first
        {
            return staticType(TypeSyntax(DictionaryTypeSyntax(key: named(pair.key), value: named(pair.value))))
        }
        if let specialised = callee.as(GenericSpecializationExprSyntax.self) {
            return staticType(
                TypeSyntax(
                    IdentifierTypeSyntax(
                        name: .identifier(specialised.expression.trimmedDescription),
                        genericArgumentClause: GenericArgumentClauseSyntax(
                            arguments: specialised.genericArgumentClause.arguments))))
        }
        guard let member = callee.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.bareName
        guard let base = member.base else {
            // `.init(…)` and static factories take the contextual type; an enum case with a payload is of it.
            guard let context = contextualTypes[member.id] ?? nil, let typeName = context.memberLookupName else {
                return nil
            }
            if name == "init" { return .named(typeName) }
            if let function = chooseFunction(named: name, inType: typeName, call: call) {
                return returnType(of: function, in: typeName)
            }
            return context.unwrapped
        }
        switch type(of: base) {
        case .metatype(let typeName)?:
            if name == "init" { return .named(typeName) }
            if case .enumCase? = index.type(typeName, near: file)?.members[name] { return .named(typeName) }
            if let function = chooseFunction(named: name, inType: typeName, call: call) {
                return returnType(of: function, in: typeName)
            }
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

    func returnType(of function: FunctionDeclSyntax, in typeName: String?) -> StaticType? {
        let typeGenerics = typeName.flatMap { index.type($0, near: file)?.genericParameters } ?? []
        guard let written = function.signature.returnClause?.type else { return nil }
        return self.written(
            written, generics: Set(typeGenerics).union(Self.genericNames(function.genericParameterClause)),
            selfType: typeName)
    }

    func typeOfSubscript(_ subscriptCall: SubscriptCallExprSyntax) -> StaticType? {
        guard let base = type(of: subscriptCall.calledExpression) else { return nil }
        // A label (but `default:`) names a subscript a project adds (`codes[safe: 0]`), of a type this does not read.
        if let label = subscriptCall.arguments.first?.label?.text, label != "default" { return nil }
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
}
