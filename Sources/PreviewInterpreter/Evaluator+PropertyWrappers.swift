import PreviewModel
import SwiftSyntax

/// Property wrappers a project defines (`@propertyWrapper struct Clamped { var wrappedValue: Int … }`), as Swift
/// lowers them: `@Clamped(0...10) var level = 5` stores a wrapper `_level = Clamped(wrappedValue: 5, 0...10)`;
/// reading `level` reads `_level.wrappedValue`, writing it writes there (through the wrapper's setter), and
/// `$level` is `_level.projectedValue`.
extension Evaluator {
    /// The project type that wraps `property`, when its attribute names one with a `wrappedValue`.
    func projectWrapper(of property: StoredProperty) -> TypeDeclaration? {
        guard let name = property.wrapper, let type = userType(name), type.kind != .extension, type.kind != .protocol,
            findMember("wrappedValue", in: type) != nil
                || type.storedProperties.contains(where: { $0.name == "wrappedValue" })
        else { return nil }
        return type
    }

    /// Whether `property` wraps itself with no value from anyone: it has none, its attribute passes no arguments, and
    /// its project wrapper has an initialiser taking nothing (its own or the implicit one) but none taking
    /// `wrappedValue:`. Swift makes such a wrapper with `init()`, and the memberwise initialiser does not ask for it.
    func isMadeByItsWrapperAlone(_ property: StoredProperty) -> Bool {
        guard property.initializer == nil, property.wrapperAttribute?.arguments == nil,
            let wrapper = projectWrapper(of: property)
        else { return false }
        let parameterLists = wrapper.initializers.map { $0.signature.parameterClause.parameters }
        if parameterLists.contains(where: { $0.first?.firstName.text == "wrappedValue" }) { return false }
        if parameterLists.isEmpty {
            // The implicit `init()`: every stored property has a value, or is a `var` optional, which starts nil.
            return wrapper.storedProperties.allSatisfy { property in
                let startsNil = !property.isLet && property.type?.is(OptionalTypeSyntax.self) == true
                return property.initializer != nil || property.isLeftOutOfMemberwiseInitializer || startsNil
            }
        }
        return parameterLists.contains { $0.allSatisfy { $0.defaultValue != nil } }
    }

    /// The wrapper of a wrapped stored property of `instance`, if it has one.
    func wrapperInstance(of name: String, in instance: Instance) -> Instance? {
        guard case .instance(let wrapper)? = instance.properties["_" + name],
            let property = storedProperty(named: name, in: instance.type), projectWrapper(of: property) != nil
        else { return nil }
        return wrapper
    }

    /// Makes the wrapper of `property` around `initialValue` (nil: the property has no initial value, and the
    /// wrapper is made from the attribute's arguments alone), with the arguments its attribute gives.
    func makeWrapper(
        for property: StoredProperty, of wrapper: TypeDeclaration, initialValue: Value?, scope: Scope,
        at node: some SyntaxProtocol
    ) throws -> Value {
        var arguments: [Argument] = []
        let anchor = ExprSyntax(
            property.wrapperAttribute.map {
                DeclReferenceExprSyntax(baseName: .identifier($0.attributeName.trimmedDescription))
            }
                ?? DeclReferenceExprSyntax(baseName: .identifier(wrapper.name)))
        if let initialValue { arguments.append(Argument(label: "wrappedValue", value: initialValue, node: anchor)) }
        if case .argumentList(let list)? = property.wrapperAttribute?.arguments {
            for argument in list {
                arguments.append(
                    Argument(
                        label: argument.label?.bareName, value: try evaluate(argument.expression, scope: scope),
                        node: argument.expression))
            }
        }
        let call = FunctionCallExprSyntax(
            calledExpression: anchor, leftParen: .leftParenToken(), arguments: [], rightParen: .rightParenToken())
        return try construct(wrapper.name, arguments: arguments, at: call)
    }

    /// `_level = Clamped(wrappedValue: 5, range: 0...3)` or `_name = .init(initialValue: name)` in an initialiser:
    /// the storage of a wrapped property takes the wrapper itself, an implicit `.init(…)` being the wrapper's own
    /// initialiser. A built-in wrapper (`State`) stands for its value. False when `name` is not a wrapped property.
    func assignWrapperStorage(_ name: String, of instance: Instance, to value: Value, at node: some SyntaxProtocol)
        throws -> Bool
    {
        guard let property = storedProperty(named: name, in: instance.type), let wrapperName = property.wrapper else {
            return false
        }
        let call = Syntax(node).as(FunctionCallExprSyntax.self) ?? FunctionCallExprSyntax(
            calledExpression: ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(wrapperName))),
            leftParen: .leftParenToken(), arguments: [], rightParen: .rightParenToken())
        var value = value
        if case .implicitCall("init", let arguments) = value {
            value = try construct(wrapperName, arguments: arguments, at: call)
        }
        guard let wrapper = projectWrapper(of: property) else {
            try setStoredProperty(name, of: instance, to: value, at: node)
            return true
        }
        guard case .instance(let made) = value, made.type.name == wrapper.name else { return false }
        noteWrite(to: instance)
        instance.properties["_" + name] = value.stored
        return true
    }

    /// Runs the setter of a computed property (`var name: String { get { … } set { … } }`) with `value` as
    /// `newValue`; false when `name` is not a computed property with a setter.
    func runSetter(_ name: String, of instance: Instance, to value: Value, at node: some SyntaxProtocol) throws -> Bool
    {
        guard case .computed(_, false, let declaration)? = findMember(name, in: instance.type),
            let binding = declaration.bindings.first(where: {
                $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareName == name
            }),
            case .accessors(let accessors)? = binding.accessorBlock?.accessors,
            let setter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.set) }),
            let body = setter.body
        else { return false }
        touch(instance.type)
        let scope = Scope(selfValue: .instance(instance), selfType: instance.type)
        var newValue = value
        if let type = binding.typeAnnotation?.type { newValue = try coerceIfPossible(value, to: type, at: node) }
        scope.define(setter.parameters?.name.bareName ?? "newValue", newValue)
        _ = try nested(node) { try runBody(body.statements, scope: scope) }
        return true
    }
}
