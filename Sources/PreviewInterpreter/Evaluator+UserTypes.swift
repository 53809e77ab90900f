import PreviewModel
import PreviewViews
import SwiftSyntax

extension Evaluator {
    /// Creates an instance of a project type through its memberwise initialiser or one of its own.
    func instantiate(_ type: TypeDeclaration, arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value {
        touch(type)
        if type.kind == .enum {
            throw EvaluationError("enum '\(type.name)' cannot be created with '\(type.name)(…)'", at: call)
        }
        let instance = Instance(type: type)
        return try nested(call) {
            let scope = Scope(selfValue: .instance(instance))
            // Defaults first: an explicit initialiser may rely on them, and a memberwise one falls back to them.
            for property in type.storedProperties {
                if let initializer = property.initializer {
                    instance.properties[property.name] = try evaluate(initializer, scope: scope)
                } else if property.wrapper == "Environment", let value = environmentValue(property) {
                    instance.properties[property.name] = value
                }
            }
            try initialize(instance, arguments: arguments, at: call)
            return .instance(instance)
        }
    }

    /// Runs the initialiser a call selects on `instance`: a declared one whose labels match, or the memberwise one.
    func initialize(_ instance: Instance, arguments: [Argument], at call: FunctionCallExprSyntax) throws {
        let type = instance.type
        if let initializer = matchingInitializer(type, arguments: arguments) {
            try runInitializer(initializer, of: instance, arguments: arguments, at: call)
        } else if type.hasMemberwiseInitializer || type.initializers.isEmpty {
            try memberwise(instance, arguments: arguments, at: call)
        } else {
            let labels = arguments.map { ($0.label ?? "_") + ":" }.joined()
            throw EvaluationError("no initializer of '\(type.name)' takes (\(labels))", at: call)
        }
    }

    /// Swift's memberwise initialiser: stored properties in order, `let`s with a value excluded, defaults optional.
    private func memberwise(_ instance: Instance, arguments: [Argument], at call: FunctionCallExprSyntax) throws {
        var remaining = arguments[...]
        for property in instance.type.storedProperties where !(property.isLet && property.initializer != nil) {
            if property.wrapper == "Environment" || property.wrapper == "EnvironmentObject" { continue }
            if let next = remaining.first, next.label == property.name || (next.label == nil && isClosure(next.value)) {
                instance.properties[property.name] = try resolveImplicitMember(next.value, as: property.type, at: next.node)
                remaining.removeFirst()
            } else if instance.properties[property.name] == nil {
                if property.type?.is(OptionalTypeSyntax.self) == true {
                    instance.properties[property.name] = .null
                } else {
                    throw EvaluationError(
                        "missing argument for parameter '\(property.name)' in call to '\(instance.type.name)'", at: call)
                }
            }
        }
        if let extra = remaining.first {
            throw EvaluationError(
                "extra argument '\(extra.label ?? extra.node.trimmedDescription)' in call to '\(instance.type.name)'",
                at: extra.node)
        }
    }

    /// `.sample` passed where a project type is expected means `Profile.sample`: implicit members take their type
    /// from the parameter they are passed to. Static functions and initialisers too (`.preview(name:)`, `.init(…)`).
    func resolveImplicitMember(_ value: Value, as type: TypeSyntax?, at node: some SyntaxProtocol) throws -> Value {
        // `.constant(true)` for a `@Binding`: previews never write through it, so the value stands in.
        if case .implicitCall("constant", let arguments) = value, arguments.count == 1 { return arguments[0].value }
        guard let type else { return value }
        let typeName = Self.nominalName(of: type)
        switch value {
        case .symbol(let name):
            if BuiltinTypes.values.contains(typeName) || typeName == "Color" {
                return (try? BuiltinValues.staticMember(typeName, name, at: node)) ?? value
            }
            guard let declaration = project.index[type: typeName], declaration.members[name] != nil else { return value }
            return try staticMember(name, of: declaration, at: node)
        case .implicitCall(let name, let arguments):
            guard let declaration = project.index[type: typeName], let call = Syntax(node).as(FunctionCallExprSyntax.self)
            else { return value }
            if name == "init" { return try instantiate(declaration, arguments: arguments, at: call) }
            guard case .function(_, true) = declaration.members[name] else { return value }
            return try callMethod(name, on: .type(declaration.name), arguments: arguments, at: call)
        default:
            return value
        }
    }

    /// The type name an annotation refers to: `Profile` for `Profile`, `Profile?` and `Account.Profile`.
    private static func nominalName(of type: TypeSyntax) -> String {
        if let optional = type.as(OptionalTypeSyntax.self) { return nominalName(of: optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return nominalName(of: unwrapped.wrappedType) }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        return type.trimmedDescription
    }

    private func isClosure(_ value: Value) -> Bool {
        if case .closure = value { return true }
        return false
    }

    /// The initialiser whose argument labels match the call, counting parameters with defaults as optional.
    private func matchingInitializer(_ type: TypeDeclaration, arguments: [Argument]) -> InitializerDeclSyntax? {
        type.initializers.first { initializer in
            var remaining = arguments[...]
            for parameter in initializer.signature.parameterClause.parameters {
                let label: String? = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
                if let next = remaining.first, next.label == label || (next.label == nil && isClosure(next.value)) {
                    remaining.removeFirst()
                } else if parameter.defaultValue == nil {
                    return false
                }
            }
            return remaining.isEmpty
        }
    }

    private func runInitializer(
        _ initializer: InitializerDeclSyntax, of instance: Instance, arguments: [Argument], at call: FunctionCallExprSyntax
    ) throws {
        let scope = Scope(selfValue: .instance(instance))
        var remaining = arguments[...]
        for parameter in initializer.signature.parameterClause.parameters {
            let label: String? = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            let name = (parameter.secondName ?? parameter.firstName).text
            if let next = remaining.first, next.label == label || (next.label == nil && isClosure(next.value)) {
                scope.define(name, try resolveImplicitMember(next.value, as: parameter.type, at: next.node))
                remaining.removeFirst()
            } else if let defaultValue = parameter.defaultValue {
                scope.define(name, try evaluate(defaultValue.value, scope: scope))
            }
        }
        if let body = initializer.body { _ = try run(body.statements, scope: scope) }
    }

    /// The value of an `@Environment(\.key)` property in the target's environment; nil for keys previews do not
    /// model (the property then needs no value).
    private func environmentValue(_ property: StoredProperty) -> Value? {
        guard case .argumentList(let list) = property.wrapperAttribute?.arguments,
            let keyPath = list.first?.expression.as(KeyPathExprSyntax.self)
        else { return nil }
        switch keyPath.components.trimmedDescription {
        case ".colorScheme": return .symbol(environment.colorScheme.rawValue)
        case ".dynamicTypeSize": return .symbol(environment.dynamicTypeSize.rawValue)
        default: return .null
        }
    }

    // MARK: Values as views

    /// The view a value stands for, or nil if it is not a view: views, colours, project views (their `body`) and
    /// view-builder closures.
    func view(from value: Value, at node: some SyntaxProtocol) throws -> ViewNode? {
        switch value {
        case .view(let view): return view
        case .color(let color): return .color(color)
        case .instance(let instance) where instance.type.isView:
            return try body(of: instance, at: node)
        case .closure(let closure) where closure.parameterNames.isEmpty:
            return try view(from: invoke(closure, arguments: [], at: node), at: node)
        case .void: return .empty
        default: return nil
        }
    }

    /// A value that must be a view; anything else is an evaluation error.
    func viewOrPlaceholder(_ value: Value, at node: some SyntaxProtocol) throws -> ViewNode {
        guard let view = try view(from: value, at: node) else {
            throw EvaluationError("expected a view but found a value of type '\(value.kindName)'", at: node)
        }
        return view
    }

    /// Evaluates an expression that must produce a view; failures become a diagnostic and a placeholder.
    func viewOrPlaceholder(_ expression: ExprSyntax, scope: Scope) throws -> ViewNode {
        do {
            return try viewOrPlaceholder(try evaluate(expression, scope: scope), at: expression)
        } catch let error as EvaluationError {
            report(error.message, at: error.node)
            return .placeholder(label: error.message)
        }
    }

    /// A project view's `body`, evaluated with `self` bound to the instance.
    private func body(of instance: Instance, at node: some SyntaxProtocol) throws -> ViewNode {
        guard case .computed(let getter, false, _) = instance.type.members["body"] else {
            throw EvaluationError("'\(instance.type.name)' has no 'body'", at: node)
        }
        touch(instance.type)
        // SwiftUI fills `@Environment` properties where the view is placed, which may be below an environment
        // modifier applied after the view was created.
        for property in instance.type.storedProperties where property.wrapper == "Environment" {
            if let value = environmentValue(property) { instance.properties[property.name] = value }
        }
        let value = try nested(node) { try runBody(getter, scope: Scope(selfValue: .instance(instance))) }
        return try viewOrPlaceholder(value, at: getter)
    }
}
