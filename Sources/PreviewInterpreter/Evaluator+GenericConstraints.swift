import PreviewModel
import SwiftSyntax

extension Evaluator {
    /// Whether the arguments bound to `function` meet the protocols its generic parameters are constrained to
    /// (`<T: Named>`, `where T: Named`): Swift never calls `label<T: Named>(_:)` with a `Rating` that is not
    /// `Named`, it calls the unconstrained overload. A parameter typed `T`, `T?` or `[T]` is checked by the
    /// argument's value; a closure `() -> T` by the type its single expression makes, where that is written in the
    /// project. What previewd cannot tell is taken as meeting the constraint.
    func meetsGenericConstraints(of function: FunctionDeclSyntax, _ bound: [BoundArgument]) -> Bool {
        meetsGenericConstraints(
            function.signature.parameterClause, function.genericParameterClause, function.genericWhereClause, bound)
    }

    /// `meetsGenericConstraints` for an initialiser: `init<Output: EmptyCheckable>(fetch: () -> Output)`.
    func meetsGenericConstraints(of initializer: InitializerDeclSyntax, _ bound: [BoundArgument]) -> Bool {
        meetsGenericConstraints(
            initializer.signature.parameterClause, initializer.genericParameterClause,
            initializer.genericWhereClause, bound)
    }

    private func meetsGenericConstraints(
        _ parameters: FunctionParameterClauseSyntax, _ generics: GenericParameterClauseSyntax?,
        _ whereClause: GenericWhereClauseSyntax?, _ bound: [BoundArgument]
    ) -> Bool {
        guard generics != nil || whereClause != nil else { return true }
        // The project's declarations live as long as the evaluation, so their nodes are keys for it.
        let constraints: [String: [String]]
        if let known = lookups.genericConstraints[parameters.id] {
            constraints = known
        } else {
            constraints = Self.genericConstraints(generics, whereClause)
            lookups.genericConstraints[parameters.id] = constraints
        }
        guard !constraints.isEmpty else { return true }
        for (parameter, binding) in zip(parameters.parameters, bound) {
            guard case .value(let argument) = binding else { continue }
            let type = Self.withoutAttributes(parameter.type)
            if let name = Self.bareName(type), let required = constraints[name] {
                if !required.allSatisfy({ meetsConstraint(argument.value, $0) }) { return false }
            } else if let optional = type.as(OptionalTypeSyntax.self), let name = Self.bareName(optional.wrappedType),
                let required = constraints[name]
            {
                if case .null = argument.value { continue }
                if !required.allSatisfy({ meetsConstraint(argument.value, $0) }) { return false }
            } else if let array = type.as(ArrayTypeSyntax.self), let name = Self.bareName(array.element),
                let required = constraints[name], case .array(let elements) = argument.value
            {
                if !elements.allSatisfy({ element in required.allSatisfy { meetsConstraint(element, $0) } }) {
                    return false
                }
            } else if let closureType = type.as(FunctionTypeSyntax.self),
                let name = Self.bareName(closureType.returnClause.type), let required = constraints[name],
                case .function(.closure(let closure, _)) = argument.value,
                let made = resultTypeName(of: closure)
            {
                if !required.allSatisfy({ typeName(made, meets: $0) }) { return false }
            }
        }
        return true
    }

    /// How Swift ranks an overload by its generics: a function that is not generic first, then a generic one with
    /// constraints (more specialised), then one whose generic parameters take any type.
    static func genericRank(_ function: FunctionDeclSyntax) -> Int {
        guard function.genericParameterClause != nil else { return 0 }
        return genericConstraints(function.genericParameterClause, function.genericWhereClause).isEmpty ? 2 : 1
    }

    /// The protocols each generic parameter is constrained to, by its generic parameter clause and its `where`
    /// clause.
    private static func genericConstraints(
        _ generics: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?
    ) -> [String: [String]] {
        var constraints: [String: [String]] = [:]
        for parameter in generics?.parameters ?? [] {
            guard let inherited = parameter.inheritedType else { continue }
            constraints[parameter.name.bareName, default: []] += protocolNames(inherited)
        }
        for requirement in whereClause?.requirements ?? [] {
            guard case .conformanceRequirement(let conformance) = requirement.requirement,
                let subject = bareName(conformance.leftType)
            else { continue }
            constraints[subject, default: []] += protocolNames(conformance.rightType)
        }
        return constraints
    }

    /// `Named & Equatable` is two protocols.
    private static func protocolNames(_ type: TypeSyntax) -> [String] {
        if let composition = type.as(CompositionTypeSyntax.self) {
            return composition.elements.flatMap { protocolNames($0.type) }
        }
        return Signature.nominalName(of: type).map { [$0] } ?? []
    }

    private static func withoutAttributes(_ type: TypeSyntax) -> TypeSyntax {
        type.as(AttributedTypeSyntax.self).map { withoutAttributes($0.baseType) } ?? type
    }

    /// The name a type names by itself (`T`, not `T?`, `[T]` or `Box<T>`).
    private static func bareName(_ type: TypeSyntax) -> String? {
        guard let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil else {
            return nil
        }
        return identifier.name.bareName
    }

    /// Whether `value` conforms to `required`: a protocol of the project only when the project declares the
    /// conformance (of its own type, or of a built-in one by an extension); protocols previewd does not index are
    /// taken as met.
    private func meetsConstraint(_ value: Value, _ required: String) -> Bool {
        guard let requirement = userType(required), requirement.kind == .protocol else { return true }
        switch value {
        case .instance(let instance): return isSame(instance.type, as: requirement)
        case .enumCase(let enumCase): return userType(enumCase.typeName).map { isSame($0, as: requirement) } ?? true
        case .int, .double, .fixedWidthInteger, .float, .string, .bool, .array, .set, .dictionary, .range:
            return Self.builtinTypeNames(of: value).contains { name in
                indexedType(name).map { isSame($0, as: requirement) } ?? false
            }
        default: return true
        }
    }

    /// Whether the type named `name` conforms to the protocol `required`, as `meetsConstraint` decides for a value.
    private func typeName(_ name: String, meets required: String) -> Bool {
        guard let requirement = userType(required), requirement.kind == .protocol, let type = userType(name) else {
            return true
        }
        return isSame(type, as: requirement)
    }

    /// The type a closure of one expression makes, where the project writes it: an initialiser of a project type
    /// (`{ Rating(stars: 3) }`) or a call of a function every declaration of which (free, or a method of any type
    /// of the project) returns the same named type (`{ try await repository.fetchMovie(id) }`). Nil otherwise.
    private func resultTypeName(of closure: ClosureExprSyntax) -> String? {
        guard closure.statements.count == 1, case .expr(var expression) = closure.statements.first?.item else {
            return nil
        }
        while true {
            if let tried = expression.as(TryExprSyntax.self) {
                expression = tried.expression
            } else if let awaited = expression.as(AwaitExprSyntax.self) {
                expression = awaited.expression
            } else {
                break
            }
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        let calleeName: String
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            calleeName = reference.baseName.bareName
            if let type = userType(calleeName), type.kind != .protocol, type.kind != .extension { return type.name }
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            calleeName = member.declName.baseName.bareName
        } else {
            return nil
        }
        return sharedResultTypeName(ofCallsTo: calleeName)
    }

    /// The named type every function and method of the project called `name` returns, nil if they differ or
    /// there is none: found once per evaluation for each name, since it walks every type of the project.
    private func sharedResultTypeName(ofCallsTo name: String) -> String? {
        if let known = lookups.sharedResultTypes[name] { return known }
        let declarations =
            (project.index.functions[name]?.map(\.0) ?? [])
            + project.index.variants.values.flatMap { variants in variants.first?.overloads[name] ?? [] }
        let results = Set(declarations.map { $0.signature.returnClause.flatMap { Self.bareName($0.type) } })
        let result = results.count == 1 ? results.first! : nil
        lookups.sharedResultTypes[name] = .some(result)
        return result
    }
}
