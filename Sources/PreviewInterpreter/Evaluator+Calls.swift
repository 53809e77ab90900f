import PreviewModel
import PreviewViews
import SwiftSyntax

extension Evaluator {
    /// A call: a view or type initialiser, a modifier or method, a function, or a closure.
    func call(_ call: FunctionCallExprSyntax, scope: Scope) throws -> Value {
        let arguments = try self.arguments(of: call, scope: scope)
        var callee = call.calledExpression
        // `Card<Text>(…)`: the generic arguments do not matter to an interpreter.
        if let specialized = callee.as(GenericSpecializationExprSyntax.self) { callee = specialized.expression }

        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let baseExpression = member.base else { return .implicitCall(name, arguments) }
            let base = try evaluate(baseExpression, scope: scope)
            return try callMethod(name, on: base, arguments: arguments, at: call)
        }
        guard let reference = callee.as(DeclReferenceExprSyntax.self) else {
            throw EvaluationError("call of '\(callee.trimmedDescription.prefix(40))' is not supported", at: callee)
        }
        let name = reference.baseName.text
        if let local = scope.lookup(name) {
            guard case .closure(let closure) = local else {
                throw EvaluationError("'\(name)' is a '\(local.kindName)', not a function", at: reference)
            }
            return try invoke(closure, arguments: arguments.map(\.value), at: call)
        }
        if let type = project.index[type: name] {
            return try instantiate(type, arguments: arguments, at: call)
        }
        if BuiltinTypes.names.contains(name) {
            return try BuiltinViews.make(name, arguments: arguments, at: call, evaluator: self)
        }
        if let selfValue = scope.selfValue {
            return try callMethod(name, on: selfValue, arguments: arguments, at: call)
        }
        if let (function, _) = project.index.functions[name] {
            return try invoke(function, selfValue: nil, arguments: arguments, at: call)
        }
        throw EvaluationError("cannot find '\(name)' in scope", at: reference)
    }

    /// The arguments of a call, trailing closures included (the first without a label, the others with theirs).
    func arguments(of call: FunctionCallExprSyntax, scope: Scope) throws -> [Argument] {
        var result = try call.arguments.map { argument in
            Argument(
                label: argument.label?.text, value: try evaluate(argument.expression, scope: scope),
                node: argument.expression)
        }
        if let closure = call.trailingClosure {
            result.append(Argument(label: nil, value: .closure(Closure(syntax: closure, scope: scope)), node: ExprSyntax(closure)))
        }
        for extra in call.additionalTrailingClosures {
            result.append(
                Argument(
                    label: extra.label.text, value: .closure(Closure(syntax: extra.closure, scope: scope)),
                    node: ExprSyntax(extra.closure)))
        }
        return result
    }

    /// `base.name(arguments)`: a modifier on a view, a method of a project type, or a built-in method.
    func callMethod(_ name: String, on base: Value, arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value {
        // Methods the project adds to `View` (`extension View { func card() -> some View }`) come first.
        if let extensionMethod = project.index[type: "View"]?.members[name], case .function(let function, _) = extensionMethod,
            let view = try view(from: base, at: call)
        {
            return try invoke(function, selfValue: .view(view), arguments: arguments, at: call)
        }
        switch base {
        case .instance(let instance):
            if case .function(let function, _) = instance.type.members[name] {
                touch(instance.type)
                return try invoke(function, selfValue: base, arguments: arguments, at: call)
            }
        case .type(let typeName):
            if let type = project.index[type: typeName] {
                if case .function(let function, true) = type.members[name] {
                    touch(type)
                    return try invoke(function, selfValue: nil, arguments: arguments, at: call)
                }
                throw EvaluationError("type '\(typeName)' has no static function '\(name)'", at: call)
            }
            return try BuiltinValues.staticCall(typeName, name, arguments: arguments, at: call)
        case .font(let font):
            return .font(try BuiltinValues.fontMethod(font, name, arguments: arguments, at: call))
        case .symbol(let symbol):
            if let font = BuiltinValues.font(named: symbol) {
                return .font(try BuiltinValues.fontMethod(font, name, arguments: arguments, at: call))
            }
        case .color(let color) where name == "opacity":
            guard let amount = arguments.first.flatMap({ number($0.value) }) else {
                throw EvaluationError("'.opacity' needs a number", at: call)
            }
            return .color(.opacity(color, amount))
        case .string(let string):
            switch name {
            case "uppercased": return .string(string.uppercased())
            case "lowercased": return .string(string.lowercased())
            default: break
            }
        default:
            break
        }
        if let view = try view(from: base, at: call) {
            return .view(try Modifiers.apply(name, to: view, arguments: arguments, at: call, evaluator: self))
        }
        throw EvaluationError("method '\(name)' of '\(base.kindName)' is not supported", at: call)
    }

    /// `base.name` without a call.
    func memberAccess(_ member: MemberAccessExprSyntax, scope: Scope) throws -> Value {
        let name = member.declName.baseName.text
        guard let baseExpression = member.base else { return .symbol(name) }
        let base = try evaluate(baseExpression, scope: scope)
        switch base {
        case .instance(let instance):
            return try self.member(name, of: instance, at: member)
        case .type(let typeName):
            if let type = project.index[type: typeName] { return try staticMember(name, of: type, at: member) }
            return try BuiltinValues.staticMember(typeName, name, at: member)
        case .array(let values):
            switch name {
            case "count": return .int(values.count)
            case "isEmpty": return .bool(values.isEmpty)
            case "first": return values.first ?? .null
            case "last": return values.last ?? .null
            default: break
            }
        case .string(let string):
            switch name {
            case "count": return .int(string.count)
            case "isEmpty": return .bool(string.isEmpty)
            default: break
            }
        case .symbol(let symbol):
            // `.title.bold` read without calling it is unusual; fonts are the only symbols with members.
            if let font = BuiltinValues.font(named: symbol) { return .font(font) }
        default:
            break
        }
        throw EvaluationError("member '\(name)' of '\(base.kindName)' is not supported", at: member)
    }

    /// An instance member: a stored value or a computed property.
    func member(_ name: String, of instance: Instance, at node: some SyntaxProtocol) throws -> Value {
        if let value = instance.properties[name] { return value }
        switch instance.type.members[name] {
        case .computed(let getter, _, _):
            touch(instance.type)
            return try nested(node) { try runBody(getter, scope: Scope(selfValue: .instance(instance))) }
        case .function:
            throw EvaluationError("method '\(name)' must be called", at: node)
        default:
            throw EvaluationError("'\(instance.type.name)' has no member '\(name)'", at: node)
        }
    }

    /// `Type.name`: an enum case, a static property.
    func staticMember(_ name: String, of type: TypeDeclaration, at node: some SyntaxProtocol) throws -> Value {
        touch(type)
        switch type.members[name] {
        case .enumCase: return .symbol(name)
        case .staticStored(let initializer?, _):
            return try nested(node) { try evaluate(initializer, scope: Scope(selfValue: .type(type.name))) }
        case .computed(let getter, true, _):
            return try nested(node) { try runBody(getter, scope: Scope(selfValue: .type(type.name))) }
        default:
            throw EvaluationError("type '\(type.name)' has no static member '\(name)'", at: node)
        }
    }

    /// Calls a closure with positional arguments.
    func invoke(_ closure: Closure, arguments: [Value], at node: some SyntaxProtocol) throws -> Value {
        try nested(node) {
            let scope = Scope(parent: closure.scope)
            let names = closure.parameterNames
            for (index, value) in arguments.enumerated() {
                scope.define(index < names.count ? names[index] : "$\(index)", value)
            }
            return try runBody(closure.syntax.statements, scope: scope)
        }
    }

    /// Calls a function of the project, binding parameters by position and filling in defaults.
    func invoke(_ function: FunctionDeclSyntax, selfValue: Value?, arguments: [Argument], at node: some SyntaxProtocol) throws -> Value {
        guard let body = function.body else { throw EvaluationError("function '\(function.name.text)' has no body", at: node) }
        return try nested(node) {
            let scope = Scope(selfValue: selfValue)
            let parameters = Array(function.signature.parameterClause.parameters)
            for (index, parameter) in parameters.enumerated() {
                let name = (parameter.secondName ?? parameter.firstName).text
                if index < arguments.count {
                    scope.define(name, arguments[index].value)
                } else if let defaultValue = parameter.defaultValue {
                    scope.define(name, try evaluate(defaultValue.value, scope: scope))
                } else {
                    throw EvaluationError("missing argument for parameter '\(name)' in call to '\(function.name.text)'", at: node)
                }
            }
            return try runBody(body.statements, scope: scope)
        }
    }
}
