import PreviewModel
import SwiftParser
import SwiftSyntax

/// The parameters of a function, initialiser or built-in construct: what the binder matches arguments against.
/// User code and the vocabulary share this type, so labels, defaults, variadics and trailing closures behave
/// the same everywhere.
struct Signature {
    struct Parameter {
        /// The argument label; nil for `_`.
        var label: String?
        /// The name inside the body.
        var name: String
        var type: TypeSyntax?
        var defaultValue: ExprSyntax?
        var isVariadic: Bool
        /// A function type (or `@ViewBuilder`): an unlabeled trailing closure may bind here.
        var acceptsClosure: Bool
        /// The nominal type name (`Profile` for `Profile?`), for implicit members.
        var typeName: String?
        /// For a parameter of a generic type constrained to a project protocol (`style: S` with `<S: TextStyle>`),
        /// the protocol, whose extensions hold the statics an implicit member names.
        var constraint: String? = nil
    }

    var parameters: [Parameter]

    init(parameters: [Parameter]) {
        self.parameters = parameters
    }

    /// `generics` are the generic parameter names in scope (the function's and its type's): a parameter of a
    /// generic type takes any argument, so it has no type name to check against.
    init(_ clause: FunctionParameterClauseSyntax, generics: Set<String> = []) {
        parameters = clause.parameters.map { parameter in
            let typeName = (Self.nominalName(of: parameter.type) ?? Self.collectionName(of: parameter.type))
                .flatMap { generics.contains($0) ? nil : $0 }
            let label: String? = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.bareName
            let name = (parameter.secondName ?? parameter.firstName).bareName
            return Parameter(
                label: label, name: name, type: parameter.type, defaultValue: parameter.defaultValue?.value,
                isVariadic: parameter.ellipsis != nil, acceptsClosure: Self.acceptsClosure(parameter),
                typeName: typeName)
        }
    }

    /// The associated values of an enum case, as the parameters a call making the case binds to.
    init(enumCase clause: EnumCaseParameterClauseSyntax) {
        parameters = clause.parameters.enumerated().map { index, parameter in
            let label: String? = parameter.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0.bareName }
            let name = (parameter.secondName ?? parameter.firstName)?.bareName ?? "_\(index)"
            return Parameter(
                label: label, name: name, type: parameter.type, defaultValue: parameter.defaultValue?.value,
                isVariadic: false, acceptsClosure: parameter.type.isFunctionType,
                typeName: Self.nominalName(of: parameter.type) ?? Self.collectionName(of: parameter.type))
        }
    }

    /// Parses a signature written as Swift: `(alignment: HorizontalAlignment = .center, @ViewBuilder content: () ->
    /// Content)`.
    static func parameterClause(parsing text: String) -> FunctionParameterClauseSyntax {
        let source = Parser.parse(source: "func f\(text) {}")
        guard let function = source.statements.first?.item.as(FunctionDeclSyntax.self) else {
            preconditionFailure("vocabulary signature does not parse: \(text)")
        }
        return function.signature.parameterClause
    }

    private static func acceptsClosure(_ parameter: FunctionParameterSyntax) -> Bool {
        if parameter.attributes.contains(where: { $0.trimmedDescription.contains("Builder") }) { return true }
        return parameter.type.isFunctionType
    }

    /// The protocol each generic parameter is constrained to, in its clause (`<S: TextStyle>`) or in the `where`
    /// clause of the declaration around `parameters` (`where S: TextStyle`); one protocol each, the first written.
    static func genericConstraints(
        _ clause: GenericParameterClauseSyntax?, around parameters: FunctionParameterClauseSyntax
    ) -> [String: String] {
        var constraints: [String: String] = [:]
        for parameter in clause?.parameters ?? [] {
            if let inherited = parameter.inheritedType.flatMap(nominalName(of:)) {
                constraints[parameter.name.bareName] = inherited
            }
        }
        let declaration = parameters.parent?.parent
        let whereClause =
            declaration?.as(FunctionDeclSyntax.self)?.genericWhereClause
            ?? declaration?.as(InitializerDeclSyntax.self)?.genericWhereClause
        for requirement in whereClause?.requirements ?? [] {
            guard case .conformanceRequirement(let conformance) = requirement.requirement,
                let name = nominalName(of: conformance.leftType),
                let constraint = nominalName(of: conformance.rightType)
            else { continue }
            if constraints[name] == nil { constraints[name] = constraint }
        }
        return constraints
    }

    /// The generic parameter names a declaration introduces.
    static func genericNames(_ clause: GenericParameterClauseSyntax?) -> Set<String> {
        Set(clause?.parameters.map { $0.name.bareName } ?? [])
    }

    /// The type name an annotation refers to: `Profile` for `Profile`, `Profile?`, `[Profile]` is nil.
    /// "Array" for `[Element]` and "Dictionary" for `[Key: Value]` (optional or not): what a parameter of that type
    /// takes, to tell overloads apart.
    static func collectionName(of type: TypeSyntax) -> String? {
        if let optional = type.as(OptionalTypeSyntax.self) { return collectionName(of: optional.wrappedType) }
        if type.is(ArrayTypeSyntax.self) { return "Array" }
        if type.is(DictionaryTypeSyntax.self) { return "Dictionary" }
        return nil
    }

    static func nominalName(of type: TypeSyntax) -> String? {
        if let optional = type.as(OptionalTypeSyntax.self) { return nominalName(of: optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return nominalName(of: unwrapped.wrappedType)
        }
        if let attributed = type.as(AttributedTypeSyntax.self) { return nominalName(of: attributed.baseType) }
        if let member = type.as(MemberTypeSyntax.self) {
            // `Edge.Set`, `Font.Weight`: the qualified name tells more than the last component.
            return member.baseType.trimmedDescription + "." + member.name.bareName
        }
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.bareName }
        if let some = type.as(SomeOrAnyTypeSyntax.self) { return nominalName(of: some.constraint) }
        return nil
    }
}

/// What a parameter was bound to.
enum BoundArgument {
    case value(Argument)
    case variadic([Argument])
    /// Not passed: the parameter's default applies.
    case useDefault
}

/// Matches a call's arguments to a signature, as Swift does: by label and position, defaults skipped over,
/// variadics collected, an unlabeled trailing closure bound to the next parameter that takes a closure.
enum Binder {
    /// The binding of each parameter, in order, or nil when the arguments do not fit the signature.
    static func bind(
        _ arguments: [Argument], to signature: Signature, fits: (Value, Signature.Parameter) -> Bool = { _, _ in true }
    ) -> [BoundArgument]? {
        var result: [BoundArgument] = []
        var index = 0
        for (position, parameter) in signature.parameters.enumerated() {
            guard index < arguments.count else {
                guard parameter.defaultValue != nil || parameter.isVariadic else { return nil }
                result.append(parameter.isVariadic ? .variadic([]) : .useDefault)
                continue
            }
            let argument = arguments[index]
            if parameter.isVariadic {
                guard argument.label == parameter.label, fits(argument.value, parameter) else {
                    result.append(.variadic([]))
                    continue
                }
                var collected = [argument]
                index += 1
                while index < arguments.count, arguments[index].label == nil, !arguments[index].isTrailingClosure {
                    collected.append(arguments[index])
                    index += 1
                }
                result.append(.variadic(collected))
                continue
            }
            let labelMatches = argument.label == parameter.label
            let trailingMatches = argument.isTrailingClosure && argument.label == nil && parameter.acceptsClosure
            if (labelMatches || trailingMatches) && fits(argument.value, parameter) {
                // An unlabeled trailing closure skips defaulted parameters that cannot take it, but binds to a
                // closure parameter only if no later closure parameter is left for it (SE-0286's forward scan).
                if argument.isTrailingClosure, !parameter.acceptsClosure, parameter.defaultValue != nil {
                    result.append(.useDefault)
                    continue
                }
                // A defaulted closure parameter (`onEdit: (() -> Void)? = nil`) leaves an unlabeled trailing
                // closure to a later one that needs an argument (`content: () -> Content`).
                if trailingMatches, parameter.defaultValue != nil,
                    signature.parameters[(position + 1)...].contains(where: {
                        $0.acceptsClosure && $0.defaultValue == nil && !$0.isVariadic
                    })
                {
                    result.append(.useDefault)
                    continue
                }
                result.append(.value(argument))
                index += 1
            } else if parameter.defaultValue != nil {
                result.append(.useDefault)
            } else {
                return nil
            }
        }
        return index == arguments.count ? result : nil
    }
}
