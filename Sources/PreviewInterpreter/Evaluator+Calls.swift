import PreviewModel
import PreviewViews
import SwiftSyntax

extension Evaluator {
    /// A call: a view or type initialiser, a modifier or method, a function, or a closure.
    func call(_ call: FunctionCallExprSyntax, scope: Scope) throws -> Value {
        var callee = call.calledExpression
        // `Card<Text>(…)`: the generic arguments do not matter to an interpreter.
        if let specialized = callee.as(GenericSpecializationExprSyntax.self) { callee = specialized.expression }

        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let baseExpression = member.base else { return .implicitCall(name, try arguments(of: call, scope: scope)) }
            return try callMember(name, of: baseExpression, call: call, scope: scope)
        }
        let arguments = try self.arguments(of: call, scope: scope)
        guard let reference = callee.as(DeclReferenceExprSyntax.self) else {
            throw EvaluationError("call of '\(callee.trimmedDescription.prefix(40))' is not supported", at: callee)
        }
        let name = reference.baseName.text
        // Closures in scope, or stored in `self` (`let content: () -> Content`, called as `content()`).
        if let local = scope.lookup(name) ?? scope.selfInstance?.properties[name] {
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
        if let receiver = implicitSelf(for: name, scope: scope) {
            return try callMethod(name, on: receiver, arguments: arguments, at: call)
        }
        if let (function, _) = project.index.functions[name] {
            return try invoke(function, selfValue: nil, arguments: arguments, at: call)
        }
        throw EvaluationError("cannot find '\(name)' in scope", at: reference)
    }

    /// `base.name(…)`. The base is evaluated in the environment an environment modifier sets, so `@Environment`
    /// properties below `.preferredColorScheme(.dark)` read `.dark`; a modifier that cannot be applied is reported
    /// and its content drawn without it.
    private func callMember(_ name: String, of baseExpression: ExprSyntax, call: FunctionCallExprSyntax, scope: Scope) throws -> Value {
        if name == "init", let instance = scope.selfInstance,
            baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            // `self.init(…)`: an initialiser delegating to another one (or to the memberwise one).
            try initialize(instance, arguments: try arguments(of: call, scope: scope), at: call)
            return .void
        }
        let arguments: [Argument]
        do {
            arguments = try self.arguments(of: call, scope: scope)
        } catch let error as EvaluationError {
            guard let content = try view(from: evaluate(baseExpression, scope: scope), at: baseExpression) else { throw error }
            report(error.message, at: error.node)
            return .view(content)
        }
        let base: Value
        if let change = Modifiers.environmentChange(name, arguments: arguments) {
            if name == "preferredColorScheme", case .colorScheme(let scheme) = change, preferredColorScheme == nil {
                preferredColorScheme = scheme
            }
            base = try withEnvironment(change) {
                let value = try evaluate(baseExpression, scope: scope)
                return try view(from: value, at: baseExpression).map(Value.view) ?? value
            }
        } else {
            base = try evaluate(baseExpression, scope: scope)
        }
        return try callMethod(name, on: base, arguments: arguments, at: call)
    }

    /// What an unqualified call `name(…)` is a method of: `self` when it has such a method. A view inside an
    /// `extension View` method takes every modifier (`padding()` means `self.padding()`).
    private func implicitSelf(for name: String, scope: Scope) -> Value? {
        switch scope.selfValue {
        case .view(let view):
            return .view(view)
        case .instance(let instance):
            if case .function = instance.type.members[name] { return .instance(instance) }
            if instance.type.isView, case .function? = project.index[type: "View"]?.members[name] {
                return .instance(instance)
            }
        case .type(let typeName):
            if case .function(_, true)? = project.index[type: typeName]?.members[name] { return .type(typeName) }
        default:
            break
        }
        return nil
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
                // `Outer.Inner(…)`: the index knows nested types by their simple name.
                if let nested = project.index[type: name] { return try instantiate(nested, arguments: arguments, at: call) }
                throw EvaluationError("type '\(typeName)' has no static function '\(name)'", at: call.calledName)
            }
            return try BuiltinValues.staticCall(typeName, name, arguments: arguments, at: call)
        case .font(let font):
            return .font(try BuiltinValues.fontMethod(font, name, arguments: arguments, at: call.calledName))
        case .symbol(let symbol):
            // Implicit members whose type the method tells: `.title.bold()`, `.red.opacity(0.5)`.
            if let font = BuiltinValues.font(named: symbol) {
                return .font(try BuiltinValues.fontMethod(font, name, arguments: arguments, at: call.calledName))
            }
            if let color = BuiltinValues.color(named: symbol) {
                return try callMethod(name, on: .color(color), arguments: arguments, at: call)
            }
        case .color(let color) where name == "opacity":
            guard let amount = arguments.first.flatMap({ number($0.value) }) else {
                throw EvaluationError("'.opacity' needs a number", at: call.calledName)
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
            do {
                return .view(try Modifiers.apply(name, to: view, arguments: arguments, at: call, evaluator: self))
            } catch let error as EvaluationError {
                // A modifier that cannot be applied must not blank what it modifies.
                report(error.message, at: error.node)
                return .view(view)
            }
        }
        throw EvaluationError("method '\(name)' of '\(base.kindName)' is not supported", at: call.calledName)
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
            if let type = project.index[type: typeName] {
                // `Account.Status`: a nested type, which the index knows by its simple name.
                if type.members[name] == nil, project.index[type: name] != nil { return .type(name) }
                return try staticMember(name, of: type, at: member)
            }
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
                    scope.define(name, try resolveImplicitMember(arguments[index].value, as: parameter.type, at: arguments[index].node))
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

extension FunctionCallExprSyntax {
    /// The name of the called function or method: where diagnostics about the call point (`blur` in
    /// `Text("a").blur(radius: 2)`, not the start of the chain).
    var calledName: Syntax {
        if let member = calledExpression.as(MemberAccessExprSyntax.self) { return Syntax(member.declName) }
        return Syntax(calledExpression)
    }
}
