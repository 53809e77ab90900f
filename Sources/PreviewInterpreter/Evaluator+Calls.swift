import PreviewLanguage
import PreviewModel
import PreviewViews
import SwiftSyntax
import SwiftSyntaxBuilder

extension Evaluator {
    /// A call: a view or type initialiser, a modifier or method, a function, or a closure.
    /// A call that cannot be evaluated is reported where it failed and becomes an opaque value, so the code
    /// around it keeps going: one unsupported construct in a model's sample data does not blank every preview
    /// that uses the model.
    func call(_ call: FunctionCallExprSyntax, scope: Scope) throws -> Value {
        do {
            let value = try evaluateCall(call, scope: scope)
            if let specialized = call.calledExpression.as(GenericSpecializationExprSyntax.self) {
                recordGenericArguments(specialized.genericArgumentClause, of: value)
            }
            return value
        } catch let error as EvaluationError {
            report(error.message, at: error.node)
            return .opaque(call.calledName.trimmedDescription)
        }
    }

    private func evaluateCall(_ call: FunctionCallExprSyntax, scope: Scope) throws -> Value {
        var callee = call.calledExpression
        // `Card<Text>(…)`: generic arguments do not matter to an interpreter that erases them.
        if let specialized = callee.as(GenericSpecializationExprSyntax.self) { callee = specialized.expression }

        // `Unicode.Scalar(65)`, `Notification.Name("x")`: a built-in type whose name is qualified (only a name as
        // the base: a modifier chain's text is as long as the chain), also where the project extends it.
        if let member = callee.as(MemberAccessExprSyntax.self),
            let base = member.base?.as(DeclReferenceExprSyntax.self),
            case let name = base.baseName.text + "." + member.declName.baseName.text,
            Vocabulary.initializers[name] != nil, declaredProjectType(name) == nil
        {
            return try construct(name, arguments: try arguments(of: call, scope: scope), at: call)
        }
        // `Store.Key(seconds)`: a type alias a type declares, called, makes the aliased type.
        if let member = callee.as(MemberAccessExprSyntax.self),
            let base = member.base?.as(DeclReferenceExprSyntax.self),
            let target = project.index.aliases[base.baseName.text + "." + member.declName.baseName.text],
            case .type(let aliased)? = typeReference(target)
        {
            return try construct(aliased, arguments: try arguments(of: call, scope: scope), at: call)
        }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.bareName
            // `Int?.some(3)`, `Optional<UUID>.some(id)`: the value itself (optionals hold their value directly).
            if name == "some", let base = member.base, Self.isOptionalType(base), call.arguments.count == 1,
                let argument = call.arguments.first
            {
                return try evaluate(argument.expression, scope: scope)
            }
            guard let baseExpression = member.base else {
                // `.init(…)`, `.circle(radius: 2)`, `.inCircle(…)`: a member of the type the context gives, where the
                // semantic pass knows it; otherwise resolved by whatever receives it.
                let given = try arguments(of: call, scope: scope)
                // `let next: Int? = .some(3)`: `Optional.some`, the value itself (optionals hold their value
                // directly), unless the wrapped type declares a `some` of its own.
                if name == "some", given.count == 1, given[0].label == nil, !contextualTypeDeclares(member) {
                    return given[0].value
                }
                // `columns: .init(repeating: GridItem(), count: 3)`: an array's or a dictionary's initialiser.
                if name == "init", let context = semantics.contextualType(of: member)?.unwrapped {
                    let collection: String? = switch context {
                    case .array: "Array"
                    case .dictionary: "Dictionary"
                    default: nil
                    }
                    if let collection {
                        // The element type converts literals the arguments gave, as `[Double](repeating: 0, …)`.
                        let value = try construct(collection, arguments: given, at: call)
                        return try coerceIfPossible(value, to: TypeSyntax("\(raw: context.description)"), at: call)
                    }
                }
                if let text = catalogText(name, arguments: given.map(\.value), at: member) { return .string(text) }
                let implicit = Value.implicitCall(name, given)
                guard let type = semantics.contextualType(of: member)?.implicitMemberScope else { return implicit }
                return try resolveImplicit(implicit, typeName: type, at: call)
            }
            return try callMember(name, of: baseExpression, call: call, scope: scope)
        }
        // `typealias Properties = [Key: Any]`; `Properties()`: the collection it stands for.
        if let reference = callee.as(DeclReferenceExprSyntax.self), scope.lookup(reference.baseName.text) == nil,
            let written = collectionAlias(reference.baseName.text, in: scope)
        {
            let type = TypeSyntax("\(raw: written)")
            let collection = type.is(ArrayTypeSyntax.self) ? "Array" : "Dictionary"
            let value = try construct(collection, arguments: try arguments(of: call, scope: scope), at: call)
            return try coerceIfPossible(value, to: type, at: call)
        }
        // `[Int](repeating: 0, count: 3)`, `[String: Int]()`: an array or dictionary value is never callable, so a
        // one-element literal in call position is the type's sugar.
        if let sugar = Self.collectionTypeSugar(callee) {
            let value = try construct(sugar, arguments: try arguments(of: call, scope: scope), at: call)
            // The element type converts literals the arguments gave (`[Double](repeating: 0, count: 2)`).
            return try coerceIfPossible(value, to: TypeSyntax("\(raw: callee.trimmedDescription)"), at: call)
        }
        guard let reference = callee.as(DeclReferenceExprSyntax.self) else {
            let function = try evaluate(callee, scope: scope)
            // `onTap?()` of a nil closure calls nothing and is nil.
            if case .null = function, callee.is(OptionalChainingExprSyntax.self) { return .null }
            return try invoke(function, arguments: try arguments(of: call, scope: scope), at: call)
        }
        return try self.call(
            named: reference.baseName.bareName, call, arguments: try self.arguments(of: call, scope: scope),
            scope: scope)
    }

    /// `name(arguments)`: a closure or function in scope, a method of `self` or of an enclosing type, a type's
    /// initialiser, a project function or a built-in one.
    private func call(named name: String, _ call: FunctionCallExprSyntax, arguments: [Argument], scope: Scope) throws
        -> Value
    {
        // Closures and functions in scope, or stored in `self` (`let content: () -> Content`).
        if let local = scope.lookup(name) ?? scope.selfInstance?.properties[name] {
            return try invoke(local, arguments: arguments, at: call)
        }
        if var receiver = implicitReceiver(for: name, scope: scope) {
            let result = try callMethod(name, on: &receiver, arguments: arguments, at: call)
            // `insert(x)` inside another mutating method of an enum or an extension of a built-in type: the change
            // is `self`'s.
            if case .changed = result.receiver, let current = scope.selfValue, Self.isHeldDirectly(current) {
                scope.replaceSelf(with: receiver)
            }
            return result.value
        }
        if let nested = visibleNestedType(name, at: call.calledExpression, scope: scope) {
            return try instantiate(nested, arguments: arguments, at: call)
        }
        // `Self(celsius: 100)` in a member of the type: its own initialiser.
        if name == "Self", let type = selfTypeName(scope, at: call) {
            return try construct(type, arguments: arguments, at: call)
        }
        if case .type(let type)? = typeReference(name, in: scope) {
            return try construct(type, arguments: arguments, at: call)
        }
        let shadowed = libraryQualifiedNames.contains(name)
        if !shadowed, let overloads = project.index.functions[name] {
            for (_, file) in overloads { touch(file: file) }
            if let value = try invokeFirstBinding(
                overloads.map(\.0), selfValue: nil, type: nil, arguments: arguments, at: call)
            {
                return value
            }
            throw EvaluationError("no function '\(name)' takes (\(Self.labels(arguments)))", at: call)
        }
        // `let flip: Change = { … }` at file scope, called as `flip(wires)`: the closure the global holds, before
        // a library function of that name.
        if !shadowed, project.index.globals[name] != nil {
            let held = try resolve(name: name, scope: scope, at: call.calledExpression)
            return try invoke(held, arguments: arguments, at: call)
        }
        if let construct = Vocabulary.functions[name] {
            return try apply(construct, receiver: .void, arguments: arguments, at: call)
        }
        if scope.selfInstance?.type.isClass == true, let value = try observationCall(name, arguments, at: call) {
            return value
        }
        // Inside an extension of a library type whose values previewd holds without modelling them
        // (`extension Animation { func slow() -> Animation { speed(0.5) } }`), a call of one of that type's own
        // methods is that method of `self`, as `self.speed(0.5)` would be; any other name is unknown, as it is to
        // Swift.
        if case .opaque(let held)? = scope.selfValue, Vocabulary.undrawnValueMethods[held]?.contains(name) == true {
            return try callMethod(name, on: .opaque(held), arguments: arguments, at: call)
        }
        return try unknownCall(name, arguments: arguments, at: call)
    }

    /// What the `@Observable` macro gives a class, called by a class that writes its own accessors
    /// (`access(keyPath: \.theme)` in a getter, `withMutation(keyPath: \.theme) { … }` in a setter): previews
    /// observe nothing, so an access does nothing and a mutation runs its body. Nil for any other call.
    private func observationCall(_ name: String, _ arguments: [Argument], at call: FunctionCallExprSyntax) throws
        -> Value?
    {
        guard arguments.first?.label == "keyPath" else { return nil }
        switch (name, arguments.count) {
        case ("access", 1): return .void
        case ("withMutation", 2): return try invoke(arguments[1].value, arguments: [], at: call)
        default: return nil
        }
    }

    /// "Array" for `[Element]`, "Dictionary" for `[Key: Value]`, written where a type is called.
    /// The array or dictionary type a `typealias` of that name stands for where `scope` is: one nested in the types
    /// around it first, then a top-level one.
    private func collectionAlias(_ name: String, in scope: Scope) -> String? {
        guard !project.index.collectionAliases.isEmpty else { return nil }
        var enclosing = scope.selfType
        while let type = enclosing {
            if let written = project.index.collectionAliases[type.name + "." + name] { return written }
            enclosing = enclosingType(of: type)
        }
        return project.index.collectionAliases[name]
    }

    static func collectionTypeSugar(_ callee: ExprSyntax) -> String? {
        if let array = callee.as(ArrayExprSyntax.self), array.elements.count == 1 { return "Array" }
        if let dictionary = callee.as(DictionaryExprSyntax.self), case .elements(let pairs) = dictionary.content,
            pairs.count == 1
        {
            return "Dictionary"
        }
        return nil
    }

    /// A call of something no declaration provides: a container's content is still drawn; anything else becomes
    /// an opaque value (a placeholder where a view is needed).
    func unknownCall(_ name: String, arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value {
        let content = arguments.filter { argument in
            if case .function(.closure(let closure, _)) = argument.value {
                return Closure.parameterNames(closure).isEmpty && argument.isTrailingClosure
            }
            return false
        }
        if name.first?.isUppercase == true, !content.isEmpty {
            _ = unknownName(name, at: call.calledExpression, drawn: "its content is drawn without it")
            let views = try content.map { try viewOrPlaceholder($0.value, at: $0.node) }
            // Content that is itself nothing but placeholders (another framework's marks) is one placeholder for the
            // container, not a column of them.
            if !views.contains(where: \.drawsOwnContent) {
                return .view(Self.placeholder(for: name))
            }
            return .view(
                views.count == 1 ? views[0] : .stack(axis: .vertical, alignment: .center, spacing: nil, children: views)
            )
        }
        return unknownName(name, at: call.calledExpression)
    }

    /// `Type.init` called through a function value, where there is no call syntax to point at.
    func constructValue(_ name: String, arguments: [Argument], at node: MemberAccessExprSyntax) throws -> Value {
        let call = FunctionCallExprSyntax(
            calledExpression: ExprSyntax(node), leftParen: .leftParenToken(), arguments: [],
            rightParen: .rightParenToken())
        return try construct(name, arguments: arguments, at: call)
    }

    /// Creates a value of the type `name`: the project's or the prelude's initialisers, the vocabulary's, or
    /// an initialiser the project adds to a built-in type in an extension (`Color(hex:)`).
    func construct(_ name: String, arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value {
        if let decoded = try synthesizedDecoding(name, arguments: arguments, at: call) { return decoded }
        if let type = declaredProjectType(name) ?? preludeType(name) {
            return try instantiate(type, arguments: arguments, at: call)
        }
        // The project's extension initialisers first: `extension Color { init(hex: String) }`.
        if let extended = indexedType(name), !hidesLibraryType(extended, as: name) {
            for initializer in extended.initializers {
                if let value = try runExtensionInitializer(initializer, of: extended, arguments: arguments, at: call) {
                    return value
                }
            }
        }
        if let construct = Vocabulary.initializers[name] {
            return try apply(construct, receiver: .void, arguments: arguments, at: call)
        }
        if let extended = indexedType(name), extended.kind != .extension {
            return try instantiate(extended, arguments: arguments, at: call)
        }
        // `TimeInterval(timestamp)` where the project extends `TimeInterval`: the aliased type's initialisers.
        if let aliased = Self.libraryTypeAliases[name] { return try construct(aliased, arguments: arguments, at: call) }
        return try unknownCall(name, arguments: arguments, at: call)
    }

    /// Applies a construct: the first overload whose signature the arguments bind to.
    func apply(_ construct: Construct, receiver: Value, arguments: [Argument], at node: some SyntaxProtocol) throws
        -> Value
    {
        let arguments = try forcingAutoclosures(arguments)
        for overload in construct.overloads {
            guard let bound = Binder.bind(arguments, to: overload.signature, fits: fits) else { continue }
            var values: [String: Value] = [:], nodes: [String: Syntax] = [:], passed: Set<String> = []
            for (parameter, binding) in zip(overload.signature.parameters, bound) {
                switch binding {
                case .value(let argument):
                    var value = argument.value
                    // `.init(repeating: .init(.flexible()), count: 3)` for `[GridItem]`: made as that array.
                    if case .implicitCall = value, let type = parameter.type, parameter.typeName == "Array" {
                        value = try coerceIfPossible(value, to: type, at: argument.node)
                    }
                    // `.secondsToNanoseconds(0.5)`, `.hourInDegree` for a number: the project's static on that type.
                    if value.isImplicitMember, let type = parameter.typeName,
                        declaresStatic(Self.implicitName(value), on: type)
                    {
                        value = try resolveImplicit(value, typeName: type, at: argument.node)
                    }
                    values[parameter.name] = Self.textInitialized(value) ?? value
                    nodes[parameter.name] = Syntax(argument.node)
                    passed.insert(parameter.name)
                case .variadic(let arguments):
                    values[parameter.name] = .array(arguments.map(\.value))
                    if let first = arguments.first { nodes[parameter.name] = Syntax(first.node) }
                    if !arguments.isEmpty { passed.insert(parameter.name) }
                case .useDefault:
                    // A vocabulary default is SwiftUI's business, not the project's: one that names what previews
                    // do not model (`FillStyle()`) is left out quietly.
                    if let defaultValue = parameter.defaultValue {
                        values[parameter.name] = quietly { try? evaluate(defaultValue, scope: Scope()) } ?? .null
                    }
                }
            }
            var call = Call(
                evaluator: self, construct: construct.name, node: Syntax(node), receiver: receiver, values: values,
                nodes: nodes,
                passed: passed)
            return try overload.lower(&call)
        }
        throw unboundCall(construct, arguments: arguments, at: node)
    }

    /// Why no overload of `construct` takes `arguments`. Where the labels fit an overload but an argument is an
    /// implicit member that is no member of the parameter's type previewd knows (`Image(systemName: .iconReset)`
    /// with `static let iconReset` in a package that is not checked out), the member is the cause, not the
    /// overloads; otherwise the overloads there are.
    private func unboundCall(_ construct: Construct, arguments: [Argument], at node: some SyntaxProtocol)
        -> EvaluationError
    {
        for overload in construct.overloads {
            guard let bound = Binder.bind(arguments, to: overload.signature) else { continue }
            for (parameter, binding) in zip(overload.signature.parameters, bound) {
                guard case .value(let argument) = binding, argument.value.isImplicitMember,
                    let type = parameter.typeName, !fits(argument.value, parameter)
                else { continue }
                return EvaluationError(
                    """
                    '.\(Self.implicitName(argument.value))' is not a member of '\(type)' that previewd knows: the \
                    project declares none (it may come from a package that is not checked out)
                    """, at: argument.node)
            }
        }
        let accepted = construct.overloads.map { construct.name + $0.text }.joined(separator: ", ")
        return EvaluationError(
            "'\(construct.name)(\(Self.labels(arguments)))' is not supported (supported: \(accepted.prefix(200)))",
            at: node)
    }

    /// The parameter types a number or a string literal may go to.
    static let numericTypeNames: Set<String> = [
        "CGFloat", "Double", "Int", "Float", "TimeInterval", "Decimal", "Int64", "Int32", "UInt", "UInt64", "UInt8",
        "Float80", "Int8", "Int16", "UInt16", "UInt32", "Float32", "Float64",
    ]
    static let textualTypeNames: Set<String> = [
        "String", "LocalizedStringKey", "StringProtocol", "LocalizedStringResource", "Substring", "Character",
        "Unicode.Scalar", "UnicodeScalar",
    ]

    /// Whether an argument's value can be passed to a parameter: how overloads are told apart beyond labels.
    /// Numbers and strings go only to numeric and text parameters, or to types previewd does not know (generic
    /// placeholders, type aliases); closures only to function parameters.
    func fits(_ value: Value, _ parameter: Signature.Parameter) -> Bool {
        // A closure of two arguments (`{ $0 < $1 }`) never goes to a parameter of one (`(Element) -> C`): that is how
        // `sorted { … }` inside a project's own `sorted(by:)` means the standard library's. A closure that names
        // several parameters may take one tuple apart (`ForEach(Array(items.enumerated()), id: \.offset) { index,
        // item in … }`), as Swift lets it.
        if case .function(let callable) = value, let arity = Self.functionArity(parameter.type),
            let given = self.arity(of: callable),
            given > arity, !(arity == 1 && Self.namesItsParameters(callable))
        {
            return false
        }
        // A binding passes its value here, and `Any` takes anything.
        guard let type = parameter.typeName, !["Binding", "Any", "AnyObject", "AnyHashable"].contains(type) else {
            return true
        }
        let numeric = Self.numericTypeNames, textual = Self.textualTypeNames
        let known =
            numeric.contains(type) || textual.contains(type) || type == "Bool" || Vocabulary.isKnownType(type)
            || userType(type) != nil
        let open = type == "Any" || !known
        // A protocol of the project takes a library value whose type the project makes conform to it
        // (`extension UserDefaults: KeyValueStore {}`, `extension Int: Describable {}`).
        if let required = userType(type), required.kind == .protocol {
            switch value {
            case .int, .double, .fixedWidthInteger, .float, .string, .bool, .native:
                return Self.builtinTypeNames(of: value).contains { name in
                    indexedType(name).map { isSame($0, as: required) } ?? false
                }
            default: break
            }
        }
        // An array or dictionary parameter takes collections only (and nil, and what previews cannot know).
        if type == "Array" || type == "Dictionary" {
            switch value {
            case .array, .range, .set: return type == "Array"
            case .dictionary: return type == "Dictionary"
            case .null, .opaque, .native(.untypedJSON): return true
            // `columns: .init(repeating: item, count: 3)`: an initialiser or static of the collection type itself.
            case .implicitCall: return true
            default: return false
            }
        }
        switch value {
        case .int, .double, .fixedWidthInteger, .float: return numeric.contains(type) || open
        case .string: return textual.contains(type) || open
        case .bool: return type == "Bool" || open
        case .function: return parameter.acceptsClosure || open
        case .implicitCall("constant", _): return true  // `.constant(x)` for a binding of any type
        case .symbol(let name):
            // `.infinity` is a number, as is a static the project declares on the type (`extension Double {
            // static let hourInDegree }`); other implicit members are not numbers, strings or booleans.
            if numeric.contains(type) {
                return Vocabulary.staticMembers["CGFloat"]?[name] != nil || declaresStatic(name, on: type)
            }
            return !textual.contains(type) && type != "Bool"
        // `Text(.init(message))`: the parameter's own type made from a string (`LocalizedStringKey(message)`).
        case .implicitCall("init", let arguments) where textual.contains(type):
            return arguments.count == 1 && arguments[0].label == nil && Self.isText(arguments[0].value)
        // `.secondsToNanoseconds(0.5)` for a `UInt64`: a static function the project declares on the type.
        case .implicitCall(let name, _) where numeric.contains(type): return declaresStatic(name, on: type)
        case .implicitCall: return !textual.contains(type) && type != "Bool"
        case .native(let native):
            return open || native.isOfType(type)
                || ["ShapeStyle", "Shape", "View"].contains(type) && native.isShapeStyleOrShape
        // `Button("Add \(Image(systemName: "plus"))")`: a title key holding images is its line of text.
        case .view(let line) where textual.contains(type) && InlineSymbolText.runs(of: line) != nil: return true
        case .view, .instance, .color, .enumCase:
            return !(numeric.contains(type) || textual.contains(type) || type == "Bool") && !parameter.acceptsClosure
                || open
        case .null, .opaque: return true
        default: return !(numeric.contains(type) || textual.contains(type) || type == "Bool") || open
        }
    }

    /// The member an implicit member expression names (`.name`, `.name(…)`).
    static func implicitName(_ value: Value) -> String {
        switch value {
        case .symbol(let name), .implicitCall(let name, _): return name
        default: return ""
        }
    }

    /// Whether the project declares a member `name` on the built-in type `type` (in an extension), or on a standard
    /// protocol it adopts (`extension FixedWidthInteger { static var randomID: UInt }`).
    func declaresStatic(_ name: String, on type: String) -> Bool { staticOwner(name, of: type) != nil }

    /// The project's extension that declares `name` for the built-in type `type`: the type's own, else that of
    /// the first standard protocol it adopts that declares it.
    func staticOwner(_ name: String, of type: String) -> TypeDeclaration? {
        ([type] + Self.builtinProtocols(ofTypeName: type)).lazy.compactMap { self.userType($0) }.first { extended in
            self.findMember(name, in: extended) != nil || !self.findOverloads(name, in: extended).isEmpty
        }
    }

    /// Whether a closure names its parameters (`{ index, item in }`) rather than using `$0`, `$1`.
    static func namesItsParameters(_ callable: Callable) -> Bool {
        guard case .closure(let syntax, _) = callable else { return false }
        return syntax.signature?.parameterClause != nil
    }

    /// How many parameters a function type takes (`(Element, Element) -> Bool`: 2); nil when `type` is not one.
    static func functionArity(_ type: TypeSyntax?) -> Int? {
        var current = type
        while let type = current {
            if let attributed = type.as(AttributedTypeSyntax.self) {
                current = attributed.baseType
                continue
            }
            if let optional = type.as(OptionalTypeSyntax.self) {
                current = optional.wrappedType
                continue
            }
            if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1 {
                current = tuple.elements.first?.type
                continue
            }
            return type.as(FunctionTypeSyntax.self)?.parameters.count
        }
        return nil
    }

    /// How many arguments a function value takes, where that is known: a closure's, a project function's, an
    /// operator passed by name (`sorted(by: >)`).
    func arity(of callable: Callable) -> Int? {
        switch callable {
        case .closure(let syntax, _): return closureArity(syntax)
        case .function(let function, _, _): return function.signature.parameterClause.parameters.count
        case .builtin(let name, _): return name.allSatisfy { "+-*/<>=!&|".contains($0) } ? 2 : nil
        case .local: return nil
        }
    }

    /// How many arguments a closure takes: its named parameters, or one more than the highest `$n` its own body
    /// uses (closures nested in it have their own).
    func closureArity(_ syntax: ClosureExprSyntax) -> Int {
        if syntax.signature?.parameterClause != nil { return Closure.parameterNames(syntax).count }
        if let known = lookups.closureArities[syntax.id] { return known }
        var highest = -1
        for token in syntax.statements.tokens(viewMode: .sourceAccurate) {
            guard case .dollarIdentifier(let text) = token.tokenKind, let index = Int(text.dropFirst()), index > highest
            else { continue }
            var parent = token.parent, nested = false
            while let node = parent, node.id != syntax.id {
                if node.is(ClosureExprSyntax.self) { nested = true; break }
                parent = node.parent
            }
            if !nested { highest = index }
        }
        lookups.closureArities[syntax.id] = highest + 1
        return highest + 1
    }

    static func labels(_ arguments: [Argument]) -> String {
        arguments.map { ($0.label ?? "_") + ":" }.joined()
    }

    /// `base.name(…)`. The base is evaluated in the environment an environment modifier sets, so `@Environment`
    /// properties below `.preferredColorScheme(.dark)` read `.dark`.
    private func callMember(_ name: String, of baseExpression: ExprSyntax, call: FunctionCallExprSyntax, scope: Scope)
        throws -> Value
    {
        if name == "init", let instance = scope.selfInstance,
            baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            // `self.init(…)`: an initialiser delegating to another one (or to the memberwise one).
            let arguments = try self.arguments(of: call, scope: scope)
            try nested(call) { try initialize(instance, arguments: arguments, at: call) }
            return .void
        }
        if name == "init", baseExpression.is(SuperExprSyntax.self) {
            guard let instance = scope.selfInstance, let type = scope.selfType else { return .void }
            let arguments = try self.arguments(of: call, scope: scope)
            try nested(call) { try initializeSuperclass(of: type, instance, arguments: arguments, at: call) }
            return .void
        }
        // `$flag.animation()`, `$flag.transaction(t)`: the same binding, whose changes are animated; a still frame
        // draws its value.
        if ["animation", "transaction"].contains(name), Self.bindingTarget(baseExpression) != nil {
            return try evaluate(baseExpression, scope: scope)
        }
        if name == "init", let type = scope.selfType, scope.lookup("__result") != nil,
            baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            // `self.init(rawValue: 3)` anywhere in an enum's initialiser (`runExtensionInitializer`): the value it
            // makes, also given back so that `self.init(…)!` unwraps it.
            let value = try construct(type.name, arguments: try self.arguments(of: call, scope: scope), at: call)
            _ = scope.assign("__result", value)
            return value
        }
        let arguments: [Argument]
        do {
            arguments = try self.arguments(of: call, scope: scope)
        } catch let error as EvaluationError {
            // A modifier whose arguments fail must not blank what it modifies.
            guard let content = try view(from: evaluate(baseExpression, scope: scope), at: baseExpression) else {
                throw error
            }
            report(error.message, at: error.node)
            return .view(content)
        }
        let base: Value
        if let setting = try EnvironmentModifiers.setting(name, arguments: arguments, evaluator: self) {
            base = try setting.apply(self) {
                let value = try evaluate(baseExpression, scope: scope)
                return try view(from: value, at: baseExpression).map(Value.view) ?? value
            }
        } else {
            base = try evaluate(baseExpression, scope: scope)
        }
        var receiver = base
        // `Module.function(…)`, `Module.Type(…)`: the module's own top-level name.
        if case .module(let module) = base {
            guard isLibraryModule(module) else {
                return try self.call(named: name, call, arguments: arguments, scope: Scope())
            }
            return try seeingLibrary(name) { try self.call(named: name, call, arguments: arguments, scope: Scope()) }
        }
        // `word.map { … }` on a `String` maps its characters; on an optional string (held as the string itself)
        // it passes the whole value, which is what a string's `map` does when nothing says it is not optional.
        if case .string(let string) = base, ["map", "flatMap", "compactMap"].contains(name),
            isDeclaredString(baseExpression, scope: scope), let method = NativeMethods.arrayMethod(name)
        {
            var characters = Value.array(string.map { .string(String($0)) })
            return try method(&characters, arguments, self, Syntax(call))
        }
        // `SwiftUI.Font.system(size: 12)`: a static method of the library's type, whatever the project names `Font`.
        let result = try seeingLibrary(libraryQualifiedName(baseExpression)) {
            try withStaticGenericArguments(of: baseExpression, naming: base) {
                try callMethod(name, on: &receiver, arguments: arguments, at: call)
            }
        }
        if case .changed = result.receiver { try store(receiver, into: baseExpression, scope: scope) }
        return result.value
    }

    /// What an unqualified call `name(…)` is a method of: `self` when it has such a method, the enclosing type
    /// for its static methods, a view inside an `extension View` method for its modifiers.
    private func implicitReceiver(for name: String, scope: Scope) -> Value? {
        // Inside `extension Int?`, `map { … }` is `self.map { … }`, `self` being nil or the value it holds.
        if name == "map" || name == "flatMap", scope.selfType?.name == "Optional", let value = scope.selfValue {
            return value
        }
        switch scope.selfValue {
        case .view(let view):
            if Vocabulary.modifiers[name] != nil || Vocabulary.inertModifiers.contains(name)
                || viewExtensionMethods(name) != nil
            {
                return .view(view)
            }
        case .instance(let instance):
            // A method, also where a property of the same name exists (`gifts` and `gifts(forNumber:)`).
            if !findOverloads(name, in: instance.type).isEmpty { return .instance(instance) }
            if instance.type.isView, viewExtensionMethods(name) != nil || Vocabulary.modifiers[name] != nil {
                return .instance(instance)
            }
        case .enumCase(let value):
            if let type = userType(value.typeName), !findOverloads(name, in: type).isEmpty { return scope.selfValue }
        case let value? where !Self.builtinTypeNames(of: value).isEmpty:
            // Inside `extension Array { … }`, `reduce(…)` is `self.reduce(…)`.
            if NativeMethods.lookup(name, on: value) != nil
                || Self.builtinTypeNames(of: value).contains(where: { indexedType($0)?.overloads[name] != nil })
            {
                return value
            }
        default:
            break
        }
        guard let selfType = scope.selfType else { return nil }
        // Every unqualified call inside a member asks (`Double(x)`, `max(a, b)`): once per type and name.
        let key = EvaluationLookups.MemberKey(type: selfType.identity, name: name)
        if let known = lookups.staticReceivers[key] { return known.map(Value.type) }
        var current: TypeDeclaration? = selfType
        var found: String?
        while let type = current {
            if findOverloads(name, in: type).contains(where: \.modifiers.declaresStatic) {
                found = type.name
                break
            }
            current = enclosingType(of: type)
        }
        lookups.staticReceivers[key] = .some(found)
        return found.map(Value.type)
    }

    /// The arguments of a call, trailing closures included (the first without a label, the others with theirs).
    func arguments(of call: FunctionCallExprSyntax, scope: Scope) throws -> [Argument] {
        let deferred = deferredArguments(of: call)
        let positions = deferred.isEmpty ? [] : Self.autoclosurePositions(of: call)
        var result = try call.arguments.enumerated().map { offset, argument in
            // A `$binding` remembers where it was written, so a control or a child view can write through it.
            // So does an `&variable` passed to an `inout` parameter, which the call writes back (`writeBack`).
            if Self.bindingTarget(argument.expression) != nil || argument.expression.is(InOutExprSyntax.self) {
                bindingScopes[argument.expression.id] = scope
            }
            let label = argument.label?.bareName
            if !deferred.isEmpty, deferred.contains(positions[offset]) {
                return Argument(
                    label: label, value: autoclosure(argument.expression, scope: scope), node: argument.expression,
                    isAutoclosure: true)
            }
            return Argument(
                label: label, value: try evaluate(argument.expression, scope: scope), node: argument.expression)
        }
        if let closure = call.trailingClosure {
            result.append(
                Argument(
                    label: nil, value: .function(.closure(closure, scope)), node: ExprSyntax(closure),
                    isTrailingClosure: true))
        }
        for extra in call.additionalTrailingClosures {
            result.append(
                Argument(
                    label: extra.label.bareName, value: .function(.closure(extra.closure, scope)),
                    node: ExprSyntax(extra.closure), isTrailingClosure: true))
        }
        return result
    }

    /// Whether a method call changed its receiver (a `mutating` method of a value type), so the caller writes it
    /// back to where the receiver is stored.
    enum ReceiverChange { case unchanged, changed }

    func callMethod(_ name: String, on base: Value, arguments: [Argument], at call: some SyntaxProtocol) throws -> Value
    {
        var receiver = base
        return try callMethod(name, on: &receiver, arguments: arguments, at: call).value
    }

    /// `base.name(arguments)`: a method of a project type, a built-in method, or a view modifier.
    func callMethod(_ name: String, on base: inout Value, arguments: [Argument], at call: some SyntaxProtocol) throws
        -> (value: Value, receiver: ReceiverChange)
    {
        if let value = try optionalExtensionMethod(name, on: base, arguments: arguments, at: call) {
            return (value, .unchanged)
        }
        switch base {
        // `.opacity.animation(.easeIn)`, `Animation.easeIn.delay(1)`: a method of an animation or a transition
        // gives another, which a still frame does not show either.
        case .opaque(let what) where Vocabulary.undrawnValueMethods[what]?.contains(name) == true:
            return (base, .unchanged)
        case .opaque(let what) where Vocabulary.modifiers[name] != nil || Vocabulary.inertModifiers.contains(name):
            // A SwiftUI modifier on a value from another module: that value is a view (`KFImage(…).frame(…)`),
            // drawn as its placeholder with the modifier applied.
            if let placeholder = try view(from: .opaque(what), at: call) {
                return (.view(try modify(placeholder, name, arguments: arguments, at: call)), .unchanged)
            }
            return (base, .unchanged)
        case .opaque:
            // `Animation.easeInOut.slow()`: a method the project's extension of the value's type declares.
            let value = try extensionMethod(name, on: base, arguments: arguments, at: call)
            return (value ?? base, .unchanged)
        case .null:
            // `optional?.method()` and `Optional.map` on nil give nil; `value.coalesce(with:)` without `?` is a
            // method the project declares on Optional itself.
            guard !Self.continuesOptionalChain(call),
                let value = try extensionMethod(name, on: base, typeNames: ["Optional"], arguments: arguments, at: call)
            else { return (.null, .unchanged) }
            return (value, .unchanged)
        case .type(let typeName):
            return (try callStatic(name, of: typeName, arguments: arguments, at: call), .unchanged)
        case .native(.dynamicIsland), .native(.activityConfiguration):
            return (base, .unchanged)  // `.contentMargins(…, for:)`, `.keylineTint`, `.widgetURL`: configuration
        case .instance(let instance)
        where name == "previewContext" && instance.type.conformances.contains("ActivityAttributes"):
            return (try liveActivityPreview(instance, arguments: arguments, at: call), .unchanged)
        case .instance(let instance):
            if instance.type.conformances.contains("OptionSet"), Self.optionSetMethods.contains(name),
                findOverloads(name, in: instance.type).isEmpty
            {
                let value = try callOptionSetMethod(name, on: &base, arguments: arguments, at: call)
                return (
                    value,
                    ["insert", "remove", "formUnion", "subtract", "formIntersection"].contains(name)
                        ? .changed : .unchanged
                )
            }
            let overloads = findOverloads(name, in: instance.type).filter { $0.body != nil }
            if !overloads.isEmpty { touch(instance.type) }
            if let value = try invokeFirstBinding(
                overloads, selfValue: base, type: instance.type, arguments: arguments, at: call)
            {
                return (value, .unchanged)
            }
            // A project's `extension View { func padding(_:_:) }` adds an overload; SwiftUI's own still apply.
            let isSwiftUIModifier =
                instance.type.isView && (Vocabulary.modifiers[name] != nil || Vocabulary.inertModifiers.contains(name))
            if !overloads.isEmpty, !isSwiftUIModifier {
                throw EvaluationError(
                    "no method '\(name)' of '\(instance.type.name)' takes (\(Self.labels(arguments)))", at: call)
            }
            // A stored closure called as a method: `action()` where `let action: () -> Void`.
            if let stored = instance.properties[name], case .function = stored {
                return (try invoke(stored, arguments: arguments, at: call), .unchanged)
            }
        case .enumCase(let value):
            if let type = userType(value.typeName) {
                for function in findOverloads(name, in: type) {
                    mutatedSelf = nil
                    guard
                        let result = try invokeIfBinds(
                            function, selfValue: base, type: type, arguments: arguments, at: call)
                    else { continue }
                    // A `mutating` method that assigned `self` changed the receiver.
                    guard let changed = mutatedSelf else { return (result, .unchanged) }
                    mutatedSelf = nil
                    base = changed
                    return (result, .changed)
                }
            }
        case .function where name == "callAsFunction":
            return (try invoke(base, arguments: arguments, at: call), .unchanged)
        case .tuple(let values, let labels):
            // A closure a labeled tuple holds, called through its label: `(run: { … }, count: 2).run()`.
            if let index = labels.firstIndex(of: name), index < values.count, case .function = values[index] {
                return (try invoke(values[index], arguments: arguments, at: call), .unchanged)
            }
        default:
            break
        }
        if case .string(let text) = base,
            let value = try StringRegexes.stringMethod(
                name, on: text, arguments: arguments, evaluator: self, at: Syntax(call))
        {
            return (value, .unchanged)
        }
        mutatedSelf = nil
        if let value = try extensionMethod(name, on: base, arguments: arguments, at: call) {
            // A `mutating` method of `extension RangeReplaceableCollection` changed the array or string it ran on.
            guard let changed = mutatedSelf else { return (value, .unchanged) }
            mutatedSelf = nil
            base = changed
            return (value, .changed)
        }
        if case .symbol(let symbol) = base, let resolved = try resolveSymbol(symbol, at: call) {
            var receiver = resolved
            return try callMethod(name, on: &receiver, arguments: arguments, at: call)
        }
        if let value = try rangeMethod(name, on: base, arguments: arguments, at: call) { return (value, .unchanged) }
        if SwiftAlgorithms.methodNames.contains(name),
            let value = try algorithmsMethod(name, on: base, arguments: arguments, at: call)
        {
            return (value, .unchanged)
        }
        if let method = NativeMethods.lookup(name, on: base) {
            // A Foundation object's method may change it (`defaults.set(…)`, `subject.send(…)`) or run code that
            // writes: before and after, as for any write to a global.
            let isObject: Bool
            switch base {
            case .native(.object), .native(.dateFormatter): isObject = true
            default: isObject = false
            }
            if isObject { noteGlobalWrite() }
            defer { if isObject { noteGlobalWrite() } }
            let original = base
            let value = try method(&base, try forcingAutoclosures(arguments), self, Syntax(call))
            // An object's `insert(_:)` changes the object, not the variable or property holding it
            // (`container.mainContext.insert(item)`).
            if case .native(.object(let before)) = original, case .native(.object(let after)) = base, before === after {
                return (value, .unchanged)
            }
            return (value, NativeMethods.mutating.contains(name) ? .changed : .unchanged)
        }
        // `maybe.map { … }` on an optional that holds a value (optionals hold their value directly; `nil` is
        // `.null`), a colour or a view too: SwiftUI has no `map` modifier, so `tint.map { Glass.regular.tint($0) }`
        // maps the colour.
        if name == "map" || name == "flatMap", arguments.count == 1, case .function = arguments[0].value {
            return (
                try invoke(
                    arguments[0].value, arguments: [Argument(label: nil, value: base, node: arguments[0].node)],
                    at: call), .unchanged
            )
        }
        if let view = try view(from: base, at: call) {
            return (.view(try modify(view, name, arguments: arguments, at: call)), .unchanged)
        }
        if let value = try extensionMethod(name, on: base, typeNames: ["Optional"], arguments: arguments, at: call) {
            return (value, .unchanged)
        }
        // `.scale.combined(with: .opacity)`: a chain of implicit members whose type only its use can tell (here a
        // transition, which a still frame does not show) stays unresolved, as its first member did; a use that
        // needs its value reports it there.
        switch base {
        case .symbol(let first), .implicitCall(let first, _):
            return (.implicitCall("\(first).\(name)", arguments), .unchanged)
        default:
            throw EvaluationError("method '\(name)' of '\(base.kindName)' is not supported", at: call)
        }
    }

    /// `name.filter { … }` where `name` is a `String?` holding a string: the project's `extension Optional` method,
    /// which Swift picks by the receiver's static type, not the wrapped value's own method of that name (only
    /// `name?.filter` reaches that). Previews hold an optional as its value, so the semantic pass tells which the
    /// receiver is; nil where it is not an optional, or the project's extensions of Optional have no such method.
    private func optionalExtensionMethod(
        _ name: String, on base: Value, arguments: [Argument], at call: some SyntaxProtocol
    ) throws -> Value? {
        if case .null = base { return nil }
        guard indexedType("Optional")?.overloads[name] != nil,
            let receiver = Syntax(call).as(FunctionCallExprSyntax.self)?.calledExpression
                .as(MemberAccessExprSyntax.self)?.base,
            case .optional? = semantics.receiverType(of: receiver)
        else { return nil }
        return try extensionMethod(name, on: base, typeNames: ["Optional"], arguments: arguments, at: call)
    }

    /// A method the project adds to a built-in type (`extension Dictionary where Key == Permission { func … }`).
    private func extensionMethod(
        _ name: String, on base: Value, typeNames: [String]? = nil, arguments: [Argument], at call: some SyntaxProtocol
    ) throws -> Value? {
        // What the semantic pass knows of the receiver's type, for a collection with no elements to check: asked
        // only of a call the project's extensions declare a method for (every method call of a built-in value
        // comes here first, and asking cost 3% of evaluating a sample model).
        var receiverType: StaticType?? = nil
        func knownReceiverType() -> StaticType? {
            if let known = receiverType { return known }
            let receiver = Syntax(call).as(FunctionCallExprSyntax.self)?.calledExpression
                .as(MemberAccessExprSyntax.self)
            let found = receiver?.base.flatMap { semantics.receiverType(of: $0) }
            receiverType = .some(found)
            return found
        }
        for typeName in typeNames ?? Self.builtinTypeNames(of: base) {
            guard let type = indexedType(typeName), let overloads = type.overloads[name] else { continue }
            for function in overloads
            where meetsWhereClause(of: function, receiver: base, staticType: knownReceiverType()) {
                touch(type)
                if let value = try invokeIfBinds(function, selfValue: base, type: type, arguments: arguments, at: call)
                {
                    return value
                }
            }
        }
        return nil
    }

    /// Whether `receiver` meets the `where` clause of the extension that declares `function`: `extension Array
    /// where Element == Chord { func contains(_:) }` is no method of an array of other elements, which keeps the
    /// standard library's `contains`. Each element of a collection is checked; an empty one is checked by its
    /// static type where the semantic pass knows it (`staticType`), else meets any clause. Requirements on other
    /// generic parameters, and types previewd cannot check, are taken as met.
    func meetsWhereClause(of function: FunctionDeclSyntax, receiver: Value, staticType: StaticType? = nil) -> Bool {
        var ancestor = function.parent
        while let node = ancestor, !node.is(ExtensionDeclSyntax.self) { ancestor = node.parent }
        guard let clause = ancestor?.as(ExtensionDeclSyntax.self)?.genericWhereClause else { return true }
        for requirement in clause.requirements {
            let subject: String, required: TypeSyntax
            switch requirement.requirement {
            case .sameTypeRequirement(let same):
                guard case .type(let right) = same.rightType else { continue }
                subject = same.leftType.trimmedDescription
                required = right
            case .conformanceRequirement(let conformance):
                subject = conformance.leftType.trimmedDescription
                required = conformance.rightType
            default:
                continue
            }
            let members: [Value]
            switch (subject, receiver) {
            case ("Element", .array(let values)), ("Element", .set(let values)): members = values
            case ("Key", .dictionary(let dictionary)): members = dictionary.keys
            case ("Value", .dictionary(let dictionary)): members = dictionary.values
            default: continue
            }
            if members.isEmpty, let declared = Self.memberType(subject, of: staticType),
                !declaredType(declared, meets: required)
            {
                return false
            }
            if !members.allSatisfy({ meets($0, required) }) { return false }
        }
        return true
    }

    /// The static type of a collection type's `Element`, `Key` or `Value`.
    private static func memberType(_ subject: String, of collection: StaticType?) -> StaticType? {
        switch (subject, collection) {
        case ("Element", .array(let element)?): return element
        case ("Element", .nominal("Set", let arguments)?): return arguments.first
        case ("Key", .dictionary(let key, _)?): return key
        case ("Value", .dictionary(_, let value)?): return value
        default: return nil
        }
    }

    /// Whether a statically known element type meets a requirement of a `where` clause: the same named type, or a
    /// type of the project that conforms to the required protocol. Types previewd cannot check are taken as
    /// meeting it.
    private func declaredType(_ type: StaticType, meets required: TypeSyntax) -> Bool {
        guard case .nominal(let name, _) = type, let requiredName = Signature.nominalName(of: required) else {
            return true
        }
        if name == requiredName { return true }
        guard let requirement = userType(requiredName) else { return true }
        // `Element == Chord`: only that type; `Element: Named`: a type of the project that conforms.
        if requirement.kind != .protocol { return userType(name)?.name == requirement.name }
        guard let declared = userType(name) else { return true }
        return isSame(declared, as: requirement)
    }

    /// Whether `value` meets a requirement of a `where` clause: `conforms`, except that a number, string or Boolean
    /// has a protocol of the project only when the project declares it (`extension String: Named`), and an
    /// integer is also a floating-point element.
    private func meets(_ value: Value, _ required: TypeSyntax) -> Bool {
        // An integer literal in an array whose type nothing told (`[1, 2].average()`) is the `Double` the
        // extension asks for, as Swift infers it.
        if case .int = value, let name = Signature.nominalName(of: required), Self.floatingPointNames.contains(name) {
            return true
        }
        switch value {
        case .int, .double, .fixedWidthInteger, .float, .string, .bool:
            guard let name = Signature.nominalName(of: required), indexedType(name)?.kind == .protocol else { break }
            return Self.builtinTypeNames(of: value).contains { indexedType($0)?.conformances.contains(name) == true }
        default:
            break
        }
        return conforms(value, to: required)
    }

    /// The built-in type names a value answers to, for the project's extensions of them: its own type, then the
    /// standard library protocols Swift gives that type, the more refined ones first.
    static func builtinTypeNames(of value: Value) -> [String] {
        switch value {
        case .string:
            return ["String", "Substring", "StringProtocol", "RangeReplaceableCollection", "BidirectionalCollection"]
                + collectionProtocols + ["Comparable", "LosslessStringConvertible"] + valueProtocols
        case .int: return ["Int", "SignedInteger", "FixedWidthInteger"] + integerProtocols
        case .fixedWidthInteger(_, let type):
            return [type.name, type.isSigned ? "SignedInteger" : "UnsignedInteger", "FixedWidthInteger"]
                + integerProtocols
        case .float: return ["Float", "BinaryFloatingPoint", "FloatingPoint", "SignedNumeric"] + numberProtocols
        case .double:
            return ["Double", "CGFloat", "BinaryFloatingPoint", "FloatingPoint", "SignedNumeric"] + numberProtocols
        case .bool: return ["Bool", "LosslessStringConvertible"] + valueProtocols
        case .array:
            return ["Array", "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection",
                "BidirectionalCollection"] + collectionProtocols + valueProtocols
        case .range(_, _, let closed):
            return [closed ? "ClosedRange" : "Range", "RangeExpression", "RandomAccessCollection",
                "BidirectionalCollection"] + collectionProtocols + ["Array"] + valueProtocols
        case .comparableRange(let range):
            return [range.isClosed ? "ClosedRange" : "Range", "RangeExpression"] + valueProtocols
        case .set: return ["Set", "SetAlgebra"] + collectionProtocols + valueProtocols
        case .dictionary: return ["Dictionary"] + collectionProtocols + ["Equatable"]
        case .color: return ["Color", "ShapeStyle"]
        case .font: return ["Font"]
        case .function(.builtin(let name, _)) where Vocabulary.layoutValueNames.contains(name): return [name, "Layout"]
        case .native(.object(let object)): return [object.typeName] + object.libraryProtocols
        case .native(let native): return [native.typeName]
        // Only a library type's: an opaque value of a project type is one previews left out (an environment
        // object no view above gave), whose members do not run.
        case .opaque(let name):
            guard let typeName = opaqueTypeName(name),
                Vocabulary.isKnownType(typeName) || Prelude.index.declaredType(typeName) != nil
            else { return [] }
            return [typeName]
        // A `UIImage` is held as the image view it draws (`UIKitImages`): the project's extensions of it apply.
        case .view(let view) where UIKitImages.image(in: view) != nil: return ["UIImage", "NSImage"]
        case .tuple(_, let labels) where labels == UIKitDevice.deviceLabels: return ["UIDevice"]
        case .tuple(_, let labels) where labels == UIKitDevice.screenLabels: return ["UIScreen"]
        default: return []
        }
    }

    /// The library type of a value previewd holds without modelling it, for the project's extensions of that type:
    /// `Animation` for a value made by the library's `Animation.spring()`, `AnyTransition` for the static member
    /// `AnyTransition.opacity` (a static member read off a type is, as an implicit member must be, of that type).
    /// Nil for a member of such a value (`UIApplication.shared.windows`), whose type is not known.
    static func opaqueTypeName(_ name: String) -> String? {
        let components = name.split(separator: ".", omittingEmptySubsequences: false)
        let typePath = components.prefix { $0.first?.isUppercase == true }
        guard !typePath.isEmpty, components.count - typePath.count <= 1 else { return nil }
        return typePath.joined(separator: ".")
    }

    /// The standard library protocols a built-in type named `typeName` adopts (as `builtinTypeNames` lists them for
    /// its values), for statics the project's extensions of them declare.
    static func builtinProtocols(ofTypeName typeName: String) -> [String] {
        let example: Value? =
            switch typeName {
            case "Int": .int(0)
            case "Double", "CGFloat": .double(0)
            case "Float": .float(0)
            case "String": .string("")
            case "Bool": .bool(false)
            default: IntegerType.all.first { $0.name == typeName }.map { .fixedWidthInteger(0, $0) }
            }
        return example.map { Array(builtinTypeNames(of: $0).drop { $0 == typeName }) } ?? []
    }

    private static let valueProtocols = ["Equatable", "Hashable", "CustomStringConvertible"]
    private static let collectionProtocols = ["Collection", "Sequence"]
    private static let numberProtocols =
        ["Numeric", "AdditiveArithmetic", "Strideable", "Comparable", "LosslessStringConvertible"] + valueProtocols
    private static let integerProtocols = ["BinaryInteger", "SignedNumeric"] + numberProtocols

    /// Whether `value` is a value whose `mutating` methods give a new value the caller stores back (an enum case,
    /// a number, a string or a collection), rather than an instance changed in place.
    static func isHeldDirectly(_ value: Value) -> Bool {
        if case .enumCase = value { return true }
        return !builtinTypeNames(of: value).isEmpty
    }

    /// An implicit member whose type nothing told (`[.camera: .granted]` in a dictionary literal): the one
    /// project type that declares a static member or case of that name, or a built-in constant (`.now`).
    func resolveSymbol(_ name: String, at node: some SyntaxProtocol) throws -> Value? {
        if let owner = soleStaticOwner(of: name) { return try staticMember(name, of: owner, at: node) }
        for typeName in ["Date", "Color", "Font", "CGFloat"] {
            if let constant = Vocabulary.staticMembers[typeName]?[name] { return constant }
        }
        return nil
    }

    /// The one top-level type of the project with a case or a static member named `name`; nil for none or several.
    /// Found once per evaluation for each name: it walks every type of the project.
    private func soleStaticOwner(of name: String) -> TypeDeclaration? {
        if let known = lookups.staticOwners[name] { return known }
        let owners = project.index.variants.values.compactMap(\.first).filter { type in
            guard !type.name.contains(".") else { return false }
            if type.enumCase(named: name) != nil { return true }
            if let member = type.members[name], member.isStatic { return true }
            return false
        }
        let owner = owners.count == 1 ? owners.first : nil
        lookups.staticOwners[name] = .some(owner)
        return owner
    }

    /// A view modifier: the project's own (`extension View { func card() }`) when its labels fit, else the
    /// vocabulary's; inert ones are accepted, unknown ones skipped with a diagnostic.
    func modify(_ view: ViewNode, _ name: String, arguments: [Argument], at call: some SyntaxProtocol) throws
        -> ViewNode
    {
        // A modifier on several views (`ForEach { … }.offset(y: 4)`, `Group { … }.font(.title)`) applies to each,
        // as in SwiftUI, so the container they sit in still lays them out as siblings.
        if case .group(let children) = view, children.count > 1 {
            return .group(try children.map { try modify($0, name, arguments: arguments, at: call) })
        }
        if let overloads = viewExtensionMethods(name) {
            for (function, type) in overloads {
                touch(type)
                if let value = try invokeIfBinds(
                    function, selfValue: .view(view), type: type, arguments: arguments, at: call)
                {
                    return try viewOrPlaceholder(value, at: call)
                }
            }
        }
        if let construct = Vocabulary.modifiers[name] {
            do {
                return try viewOrPlaceholder(
                    try apply(construct, receiver: .view(view), arguments: arguments, at: call), at: call)
            } catch let error as EvaluationError {
                report(error.message, at: error.node)
                return view
            }
        }
        if Vocabulary.inertModifiers.contains(name) {
            UndrawnModifiers.check(
                name, arguments: arguments, evaluator: self,
                at: Syntax(call).as(FunctionCallExprSyntax.self)?.calledName ?? Syntax(call))
            noteAppearance(name, arguments: arguments, at: call)
            return view
        }
        report(
            "modifier '.\(name)' is not supported; drawn without it",
            at: Syntax(call).as(FunctionCallExprSyntax.self)?.calledName ?? Syntax(call))
        return view
    }

    /// Whether the type the context gives the implicit member `member` declares a member of its name itself.
    func contextualTypeDeclares(_ member: MemberAccessExprSyntax) -> Bool {
        let name = member.declName.baseName.bareName
        guard let scope = semantics.contextualType(of: member)?.implicitMemberScope, let type = userType(scope) else {
            return false
        }
        return findMember(name, in: type) != nil || !findOverloads(name, in: type).isEmpty
    }

    /// Methods the project (or the prelude) adds to `View` or to a built-in view type.
    func viewExtensionMethods(_ name: String) -> [(FunctionDeclSyntax, TypeDeclaration)]? {
        var result: [(FunctionDeclSyntax, TypeDeclaration)] = []
        for typeName in ["View", "Text", "Image", "Shape", "InsettableShape"] {
            for index in [project.index, Prelude.index] {
                if let type = index[type: typeName], let overloads = type.overloads[name] {
                    result += overloads.map { ($0, type) }
                }
            }
        }
        return result.isEmpty ? nil : result
    }

    /// `Type.name(…)`: a static method, a nested type's initialiser, an enum case with associated values, or a
    /// built-in static function.
    func callStatic(_ name: String, of typeName: String, arguments: [Argument], at call: some SyntaxProtocol) throws
        -> Value
    {
        if name == "init", let node = Syntax(call).as(FunctionCallExprSyntax.self) ?? Self.enclosingCall(of: arguments)
        {
            return try construct(typeName, arguments: arguments, at: node)
        }
        if let type = userType(typeName) {
            touch(type)
            let overloads = findOverloads(name, in: type).filter { $0.body != nil }
            if let value = try invokeFirstBinding(
                overloads, selfValue: .type(type.name), type: type, arguments: arguments, at: call)
            {
                return value
            }
            if let element = type.enumCase(named: name) {
                // Each associated value takes its declared type (`.circle(radius: 2)` holds a `Double`).
                let parameters = element.parameterClause.map { Array($0.parameters) } ?? []
                var payload: [Value] = []
                if let clause = element.parameterClause,
                    let bound = Binder.bind(arguments, to: Signature(enumCase: clause))
                {
                    // `.viewInit("Home")` for `case viewInit(_ origin: String, function: String = #function)`: an
                    // associated value left out takes its default, so patterns binding every value match.
                    for (parameter, binding) in zip(parameters, bound) {
                        switch binding {
                        case .value(let argument):
                            payload.append(try coerceIfPossible(argument.value, to: parameter.type, at: argument.node))
                        case .useDefault:
                            guard let defaultValue = parameter.defaultValue?.value else { break }
                            payload.append(try evaluate(defaultValue, scope: Scope()))
                        case .variadic(let values):
                            payload.append(.array(values.map(\.value)))
                        }
                    }
                } else {
                    for (index, argument) in arguments.enumerated() {
                        payload.append(
                            index < parameters.count
                                ? try coerceIfPossible(argument.value, to: parameters[index].type, at: argument.node)
                                : argument.value)
                    }
                }
                return .enumCase(
                    EnumValue(
                        typeName: enumTypeName(of: type), caseName: name, payload: payload,
                        payloadLabels: element.parameterClause?.parameters.map { $0.firstName?.bareName }
                            ?? arguments.map(\.label)))
            }
            if let nested = indexedType(typeName + "." + name) ?? indexedType(name),
                let node = Syntax(call).as(FunctionCallExprSyntax.self)
            {
                return try construct(nested.name, arguments: arguments, at: node)
            }
        }
        if let construct = Vocabulary.staticFunctions[typeName + "." + name] ?? Vocabulary.staticFunctions["." + name] {
            return try apply(construct, receiver: .type(typeName), arguments: arguments, at: call)
        }
        if Vocabulary.isKnownType(typeName), let node = Syntax(call).as(FunctionCallExprSyntax.self),
            Vocabulary.initializers[name] != nil
        {
            return try construct(name, arguments: arguments, at: node)
        }
        if userType(typeName) == nil && !Vocabulary.isKnownType(typeName) { return .opaque(typeName + "." + name) }
        throw EvaluationError("'\(typeName).\(name)(…)' is not supported", at: call)
    }

    /// Calls a closure whose first parameter is `inout` (`reduce(into:)`): returns what the closure left in it.
    func invoke(_ function: Value, accumulating first: Value, _ rest: [Value], at node: some SyntaxProtocol) throws
        -> Value
    {
        guard case .function(.closure(let syntax, let captured)) = function else {
            return try invoke(
                function,
                arguments: ([first] + rest).map {
                    Argument(label: nil, value: $0, node: ExprSyntax(NilLiteralExprSyntax()))
                }, at: node)
        }
        return try nested(node) {
            let scope = Scope(parent: captured)
            let names = parameterNames(of: syntax)
            let firstName = names.first ?? "$0"
            scope.define(firstName, first)
            for (index, value) in rest.enumerated() {
                scope.define(index + 1 < names.count ? names[index + 1] : Closure.shorthandName(index + 1), value)
            }
            _ = try runBody(syntax.statements, scope: scope)
            return scope.lookup(firstName) ?? first
        }
    }

    /// A function named with its argument labels (`Language.init(languageString:)`, `add(_:to:)`) and passed as a
    /// value: whoever calls it passes arguments by position, and Swift gives them the labels of the name, which is
    /// how an overload or initialiser among several of the same base name is chosen.
    static func labelling(_ value: Value, as reference: DeclReferenceExprSyntax) -> Value {
        guard let names = reference.argumentNames, case .function = value else { return value }
        let labels = names.arguments.map { $0.name.text == "_" ? nil : $0.name.text }
        return .function(.builtin(reference.baseName.text) { evaluator, arguments in
            var labelled = arguments
            for index in labelled.indices where index < labels.count { labelled[index].label = labels[index] }
            return try evaluator.invoke(value, arguments: labelled, at: reference)
        })
    }

    /// Calls a function value (a closure, a function reference, a built-in) with arguments.
    func invoke(_ function: Value, arguments: [Argument], at node: some SyntaxProtocol) throws -> Value {
        guard case .function(let callable) = function else {
            if case .opaque = function { return function }
            if case .instance(let instance) = function, isLayout(instance.type) {
                return try layoutView(function, type: instance.type, arguments: arguments, at: node)
            }
            if case .type(let name) = function, let call = Syntax(node).as(FunctionCallExprSyntax.self) {
                return try construct(name, arguments: arguments, at: call)
            }
            if case .keyPath(let path) = function, let first = arguments.first {
                return try apply(keyPath: path, to: first.value, at: node)
            }
            throw EvaluationError("'\(function.kindName)' is not a function", at: node)
        }
        switch callable {
        case .closure(let syntax, let captured):
            let arguments = try forcingAutoclosures(arguments)
            let scope = closureScope(syntax, captured, arguments)
            // `change(&values[index])` calling `{ $0 *= 3 }`: an `&` argument is an `inout` parameter of the closure,
            // written back to the caller's place when the closure returns.
            guard arguments.contains(where: { $0.node.is(InOutExprSyntax.self) }) else {
                return try nested(node) { try runBody(syntax.statements, scope: scope) }
            }
            let callerScopes = arguments.map { $0.node.as(InOutExprSyntax.self).map { bindingScopes[$0.id] } }
            let value = try nested(node) { try runBody(syntax.statements, scope: scope) }
            let names = parameterNames(of: syntax)
            for (index, argument) in arguments.enumerated() {
                guard let inOut = argument.node.as(InOutExprSyntax.self), let callerScope = callerScopes[index] ?? nil,
                    let final = scope.ownValue(index < names.count ? names[index] : Closure.shorthandName(index))
                else { continue }
                try store(final, into: inOut.expression, scope: callerScope)
            }
            return value
        case .function(let function, let selfValue, let type):
            if let value = try invokeIfBinds(function, selfValue: selfValue, type: type, arguments: arguments, at: node)
            {
                return value
            }
            // Function references passed to `map` and friends get positional arguments.
            let positional = arguments.map { Argument(label: nil, value: $0.value, node: $0.node) }
            if let value = try invokeIfBinds(
                function, selfValue: selfValue, type: type, arguments: positional, at: node, ignoringLabels: true)
            {
                return value
            }
            throw EvaluationError("no function '\(function.name.text)' takes (\(Self.labels(arguments)))", at: node)
        case .local(let functions, let captured):
            noteCall(capturing: captured)
            if let value = try invokeFirstBinding(
                functions, selfValue: captured.selfValue, type: captured.selfType, arguments: arguments, at: node,
                captured: captured)
            {
                return value
            }
            throw EvaluationError(
                "no function '\(functions.first?.name.text ?? "")' takes (\(Self.labels(arguments)))", at: node)
        case .builtin(_, let body):
            return try body(self, try forcingAutoclosures(arguments))
        }
    }

    /// The view a view-builder function value makes when called with `arguments` (`ForEach`'s row content, a
    /// `GeometryReader`'s content). A closure's single view expression is taken as it was built: converting its
    /// value again would evaluate a project view's body a second time.
    func view(calling function: Value, arguments: [Argument], at node: some SyntaxProtocol) throws -> ViewNode {
        guard case .function(.closure(let syntax, let captured)) = function else {
            return try viewOrPlaceholder(try invoke(function, arguments: arguments, at: node), at: node)
        }
        let result = try nested(node) { try run(syntax.statements, scope: closureScope(syntax, captured, arguments)) }
        if let view = result.singleView { return view }
        return try viewOrPlaceholder(result.returned ?? result.value, at: node)
    }

    /// The scope a closure's body runs in: its captured scope with the arguments bound to its parameters (or to
    /// `$0`, `$1`, …).
    func closureScope(_ syntax: ClosureExprSyntax, _ captured: Scope, _ arguments: [Argument]) -> Scope {
        noteCall(capturing: captured)
        let scope = Scope(parent: captured)
        let names = parameterNames(of: syntax)
        for (index, argument) in arguments.enumerated() {
            // A closure that names its parameters cannot also use `$0`, `$1`, …: each argument is stored (a struct
            // copied) once, under the one name the body can use.
            scope.define(index < names.count ? names[index] : Closure.shorthandName(index), argument.value)
        }
        if names.count > 1, arguments.count == 1, case .tuple(let parts, _) = arguments[0].value {
            for (name, part) in zip(names, parts) { scope.define(name, part) }
        }
        if names.isEmpty, arguments.count == 1, case .tuple(let parts, _) = arguments[0].value {
            for (index, part) in parts.enumerated() { scope.define(Closure.shorthandName(index), part) }
            // `$0.key` is the whole pair; only a closure that names `$1` takes the tuple apart (`{ "\($0)\($1)" }`).
            if !usesSecondShorthandArgument(syntax) { scope.define("$0", arguments[0].value) }
        }
        return scope
    }

    /// `Closure.parameterNames(syntax)`, read from the syntax once per closure and evaluation.
    func parameterNames(of syntax: ClosureExprSyntax) -> [String] {
        if let known = lookups.closureParameterNames[syntax.id] { return known }
        let names = Closure.parameterNames(syntax)
        lookups.closureParameterNames[syntax.id] = names
        return names
    }

    /// Whether a closure's body refers to `$1` (outside closures nested in it), looked up once per closure and
    /// evaluation: a `map` over a dictionary asks for every pair.
    private func usesSecondShorthandArgument(_ syntax: ClosureExprSyntax) -> Bool {
        if let known = lookups.closuresNamingSecondArgument[syntax.id] { return known }
        let uses = syntax.statements.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .dollarIdentifier("$1") else { return false }
            var parent = token.parent
            while let node = parent, node.id != syntax.id {
                if node.is(ClosureExprSyntax.self) { return false }
                parent = node.parent
            }
            return true
        }
        lookups.closuresNamingSecondArgument[syntax.id] = uses
        return uses
    }

    /// Calls the overload the arguments fit best, as Swift's overload resolution prefers `describe(_: Int)` over
    /// `describe(_: Double)` for `describe(1)`: first one whose parameters take the arguments' own kinds (an integer
    /// for an integer type, a floating-point number for a floating-point type), else the first they convert to.
    /// Nil when no overload binds.
    func invokeFirstBinding(
        _ overloads: [FunctionDeclSyntax], selfValue: Value?, type: TypeDeclaration?, arguments: [Argument],
        at node: some SyntaxProtocol, ignoringLabels: Bool = false, captured: Scope? = nil
    ) throws -> Value? {
        if overloads.count > 1 {
            // Swift ranks an overload taking `Any` below one taking the argument's own type: `tryDecode(_: String)`
            // before `tryDecode(_: Any)`, whichever is declared first; and a generic one whose constraints the
            // arguments meet below a plain one, above an unconstrained one (`label<T: Named>` before `label<T>`).
            let ranked = overloads.enumerated().sorted { first, second in
                (Self.anyParameterCount(first.element), Self.genericRank(first.element), first.offset)
                    < (Self.anyParameterCount(second.element), Self.genericRank(second.element), second.offset)
            }.map(\.element)
            for function in ranked {
                if let value = try invokeIfBinds(
                    function, selfValue: selfValue, type: type, arguments: arguments, at: node,
                    ignoringLabels: ignoringLabels,
                    captured: captured, exactly: true)
                {
                    return value
                }
            }
        }
        for function in overloads {
            if let value = try invokeIfBinds(
                function, selfValue: selfValue, type: type, arguments: arguments, at: node,
                ignoringLabels: ignoringLabels, captured: captured)
            {
                return value
            }
        }
        return nil
    }

    /// How many of a function's parameters take any value (`Any`, `Any?`, `AnyObject`).
    private static func anyParameterCount(_ function: FunctionDeclSyntax) -> Int {
        function.signature.parameterClause.parameters.count { parameter in
            ["Any", "Any?", "AnyObject", "AnyObject?", "any Any"].contains(parameter.type.trimmedDescription)
        }
    }

    /// `fits`, where a number also has to be of the parameter's own kind: `1` is an `Int` before it is a `Double`,
    /// and `2.5` is never an `Int`.
    func fitsExactly(_ value: Value, _ parameter: Signature.Parameter) -> Bool {
        guard fitsNominally(value, parameter), let type = parameter.typeName else {
            return fitsNominally(value, parameter)
        }
        switch value {
        case .int, .fixedWidthInteger: return !Self.floatingPointNames.contains(type)
        case .double, .float: return !Self.integerNames.contains(type)
        default: return true
        }
    }

    /// `fits`, where a value of a project type also has to be of the parameter's project type, one of its
    /// subclasses or a type conforming to its protocol: `draw(_ shape: Circle)` never takes a `Square`.
    func fitsNominally(_ value: Value, _ parameter: Signature.Parameter) -> Bool {
        guard fits(value, parameter) else { return false }
        guard let typeName = parameter.typeName, let expected = userType(typeName) else { return true }
        let actual: TypeDeclaration?
        switch value {
        case .instance(let instance): actual = instance.type
        case .enumCase(let enumCase): actual = userType(enumCase.typeName)
        case .int, .double, .fixedWidthInteger, .float, .string, .bool, .array, .dictionary, .set:
            return expected.kind == .protocol || expected.kind == .extension
        default: return true
        }
        guard let actual else { return true }
        return isSame(actual, as: expected)
    }

    /// Whether `type` is `expected`, inherits from it or conforms to it (directly or through other protocols and
    /// superclasses of the project).
    func isSame(_ type: TypeDeclaration, as expected: TypeDeclaration) -> Bool {
        var pending = [type], visited: Set<String> = []
        while let next = pending.popLast() {
            if next.name == expected.name
                || next.name.split(separator: ".").last == expected.name.split(separator: ".").last
            {
                return true
            }
            guard visited.insert(next.name).inserted else { continue }
            pending += Self.withRefinedProtocols(next.conformances).compactMap { userType($0) }
        }
        return false
    }

    /// Calls a project function when the arguments bind to its signature; nil when they do not.
    func invokeIfBinds(
        _ function: FunctionDeclSyntax, selfValue: Value?, type: TypeDeclaration?, arguments: [Argument],
        at node: some SyntaxProtocol, ignoringLabels: Bool = false, captured: Scope? = nil, exactly: Bool = false,
        nominally: Bool = false
    ) throws -> Value? {
        var signature = signature(
            of: function.signature.parameterClause, generics: function.genericParameterClause, in: type)
        if ignoringLabels { for index in signature.parameters.indices { signature.parameters[index].label = nil } }
        guard
            let bound = Binder.bind(
                arguments, to: signature, fits: exactly ? fitsExactly : nominally ? fitsNominally : fits),
            meetsGenericConstraints(of: function, bound)
        else { return nil }
        guard let body = function.body else {
            throw EvaluationError("function '\(function.name.text)' has no body", at: node)
        }
        return try nested(node) {
            let scope = Scope(parent: captured, selfValue: selfValue, selfType: type)
            // A generic parameter is the type the call binds it to; unbound, `T.self` names the parameter itself
            // (`decoder.decode(T.self, from:)`), typed where the result is stored.
            let bindings = genericBindings(of: function, bound, at: node)
            for generic in Signature.genericNames(function.genericParameterClause) {
                scope.define(generic, Self.metatype(bindings[generic] ?? generic))
            }
            try define(signature, bound, in: scope, at: node)
            // Where each `&variable` was written, taken now: a recursive call evaluates the same `&result` again in
            // its own scope before this one returns.
            let callerScopes = Self.inOutArguments(bound).map { bindingScopes[$0.id] }
            let result = try runBody(body.statements, scope: scope)
            try writeBack(function.signature.parameterClause, bound, callerScopes: callerScopes, from: scope)
            if function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.mutating) }),
                let selfValue, Self.isHeldDirectly(selfValue),
                let final = scope.selfValue
            {
                mutatedSelf = final
            }
            // A returned tuple takes the labels of the declared type; literals and implicit members its types.
            guard let returnType = function.signature.returnClause?.type, !Self.isGenericOrOpaque(returnType, function)
            else { return result }
            return try coerceIfPossible(result, to: returnType, at: node)
        }
    }

    /// Stores what each `inout` parameter of a function holds when its body ends in the variable its caller
    /// passed as `&variable`, as Swift copies an inout argument back.
    /// `callerScopes` holds the scope each `&variable` of `bound` was written in, in order (`inOutArguments`).
    func writeBack(
        _ clause: FunctionParameterClauseSyntax, _ bound: [BoundArgument], callerScopes: [Scope?], from scope: Scope
    ) throws {
        var scopes = callerScopes.makeIterator()
        for (parameter, binding) in zip(clause.parameters, bound) {
            guard case .value(let argument) = binding, let inOut = argument.node.as(InOutExprSyntax.self) else {
                continue
            }
            let callerScope = scopes.next() ?? nil
            guard let attributed = parameter.type.as(AttributedTypeSyntax.self),
                attributed.specifiers.contains(where: { $0.trimmedDescription == "inout" }),
                let callerScope, let value = scope.lookup((parameter.secondName ?? parameter.firstName).bareName)
            else { continue }
            try store(value, into: inOut.expression, scope: callerScope)
        }
    }

    /// The `&variable` arguments among `bound`, in order.
    static func inOutArguments(_ bound: [BoundArgument]) -> [InOutExprSyntax] {
        bound.compactMap { binding in
            guard case .value(let argument) = binding else { return nil }
            return argument.node.as(InOutExprSyntax.self)
        }
    }

    /// The call `arguments` were written in (`.init(donut: .classic, sales: 5)` resolved later, against a type that
    /// only its context gives).
    static func enclosingCall(of arguments: [Argument]) -> FunctionCallExprSyntax? {
        arguments.first?.node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
    }

    /// Whether `type`, a return type of `function`, says nothing a value can be coerced to: `some View`, `any P`,
    /// `Self` or one of the function's generic parameters.
    static func isGenericOrOpaque(_ type: TypeSyntax, _ function: FunctionDeclSyntax) -> Bool {
        if type.is(SomeOrAnyTypeSyntax.self) { return true }
        guard let name = Signature.nominalName(of: type) else { return false }
        return name == "Self" || Signature.genericNames(function.genericParameterClause).contains(name)
    }

    /// Whether a value is a tuple or an array of tuples, whose labels a parameter's tuple type gives.
    static func holdsTuples(_ value: Value) -> Bool {
        switch value {
        case .tuple: return true
        case .array(let elements): if case .tuple? = elements.first { return true } else { return false }
        default: return false
        }
    }

    /// An array with implicit members in it (`Array([.init(…), .init(…)].prefix(2))`), whose elements took no type
    /// on the way: the parameter's element type resolves them, as Swift's inference does.
    static func holdsImplicitMembers(_ value: Value) -> Bool {
        guard case .array(let elements) = value else { return false }
        return elements.contains(where: \.isImplicitMember)
    }

    /// The type a parameter gives implicit members passed to it, named as where the parameter's type is written
    /// (a nested type of the declaring type before any other of that name).
    func implicitMemberContext(of parameter: Signature.Parameter) -> String? {
        guard let typeName = parameter.typeName else { return parameter.constraint }
        guard let type = parameter.type else { return typeName }
        return lexicalTypeName(typeName, writtenAt: type.as(AttributedTypeSyntax.self)?.baseType ?? type)
    }

    /// Defines the parameters of a signature in `scope` from what the binder bound, evaluating defaults and
    /// resolving implicit members against the parameters' types.
    func define(_ signature: Signature, _ bound: [BoundArgument], in scope: Scope, at node: some SyntaxProtocol) throws
    {
        for (parameter, binding) in zip(signature.parameters, bound) {
            switch binding {
            case .value(let argument):
                if let type = parameter.type {
                    scope.declare(parameter.name, type: type.as(AttributedTypeSyntax.self)?.baseType ?? type)
                }
                if Self.isAutoclosure(parameter) {
                    // An argument the call could not tell was for an autoclosure was evaluated already: the
                    // parameter still holds a function giving it.
                    let value = argument.value
                    scope.define(parameter.name, argument.isAutoclosure ? value : Self.autoclosure(giving: value))
                    continue
                }
                var value =
                    try argument.isAutoclosure ? invoke(argument.value, arguments: [], at: node) : argument.value
                if case .implicitCall = value, let type = parameter.type, parameter.typeName == "Array" {
                    // `.init(repeating: .init(5), count: 3)` for `[Item]`: the array, and each element an `Item`.
                    value = try coerceIfPossible(
                        value, to: type.as(AttributedTypeSyntax.self)?.baseType ?? type, at: argument.node)
                } else if let typeName = implicitMemberContext(of: parameter) {
                    value = try resolveImplicit(value, typeName: typeName, at: argument.node)
                }
                if case .int(let int) = value, let typeName = parameter.typeName,
                    Self.floatingPointNames.contains(typeName)
                {
                    value = .double(Double(int))
                }
                // `shade(200)` for a parameter of type `UInt8`: the number takes the parameter's width.
                if let typeName = parameter.typeName, let typed = try Self.fixedWidth(value, as: typeName, at: node) {
                    value = typed
                }
                // `compare(expected)` with `[(name: "Car", amount: 5, "Toy")]` for a parameter of type
                // `[(name: String, amount: Int, category: String)]`: the tuples take the parameter's labels.
                if let type = parameter.type, Self.holdsTuples(value) || Self.holdsImplicitMembers(value) {
                    value = try coerceIfPossible(
                        value, to: type.as(AttributedTypeSyntax.self)?.baseType ?? type, at: argument.node)
                }
                // `@ListBuilder _ content: () -> [String]`: the closure passed runs through the project's builder.
                if let attributes = parameter.type?.parent?.as(FunctionParameterSyntax.self)?.attributes,
                    !attributes.isEmpty,
                    let builder = resultBuilder(in: attributes)
                {
                    value = applyingResultBuilder(builder, to: value)
                }
                scope.define(parameter.name, value)
            case .variadic(let arguments):
                scope.define(parameter.name, .array(arguments.map(\.value)))
            case .useDefault:
                if let defaultValue = parameter.defaultValue, Self.isAutoclosure(parameter) {
                    scope.define(parameter.name, autoclosure(defaultValue, scope: scope))
                } else if let defaultValue = parameter.defaultValue {
                    var value = try evaluate(defaultValue, scope: scope)
                    if let typeName = implicitMemberContext(of: parameter) {
                        value = try resolveImplicit(value, typeName: typeName, at: defaultValue)
                    }
                    // `padding: (edges: Edge.Set, value: CGFloat) = (.all, value: 20)`: a default takes the
                    // parameter's type as a value passed for it does, a tuple its labels and its elements' types.
                    if let type = parameter.type, Self.holdsTuples(value) {
                        value = try coerceIfPossible(
                            value, to: type.as(AttributedTypeSyntax.self)?.baseType ?? type, at: defaultValue)
                    } else if case .int(let int) = value, let typeName = parameter.typeName,
                        Self.floatingPointNames.contains(typeName)
                    {
                        value = .double(Double(int))
                    }
                    scope.define(parameter.name, value)
                } else {
                    scope.define(parameter.name, .null)
                }
            }
        }
    }

    /// Whether a value is text a string-like type can be made from.
    static func isText(_ value: Value) -> Bool {
        if case .string = value { return true }
        return false
    }

    /// The text of `.init(text)` passed to a string parameter (`Text(.init(message))`, which makes a
    /// `LocalizedStringKey`), or nil for any other value. Only a string-like parameter takes such a call (`fits`).
    static func textInitialized(_ value: Value) -> Value? {
        guard case .implicitCall("init", let arguments) = value, arguments.count == 1, arguments[0].label == nil,
            isText(arguments[0].value)
        else { return nil }
        return arguments[0].value
    }

    /// `.sample` passed where a project type is expected means `Profile.sample`: implicit members take their
    /// type from the parameter or declaration they are given to.
    func resolveImplicit(_ value: Value, typeName: String, at node: some SyntaxProtocol) throws -> Value {
        // `.constant(x)` for a `Binding`: previews never write through it, so the value stands in.
        if case .implicitCall("constant", let arguments) = value, arguments.count == 1 {
            return try resolveImplicit(arguments[0].value, typeName: typeName, at: node)
        }
        // `var tint: Color = .title`: the symbol Xcode generates for the colour set "titleColor", where neither
        // the project nor SwiftUI has a member of that name.
        if case .symbol(let name) = value,
            ["Color", "ShapeStyle", "UIColor", "NSColor", "ColorResource"].contains(typeName),
            userType(typeName).flatMap({ findMember(name, in: $0) }) == nil,
            Vocabulary.staticMembers[typeName]?[name] == nil,
            Convert.namedColor(name) == nil, let color = UIKitColors.assetSymbol(name, evaluator: self)
        {
            return .color(color)
        }
        // `.randomID` where a `UInt` is expected, from the project's `extension FixedWidthInteger { static var
        // randomID }`: a static of a standard protocol's extension is one of every built-in type adopting it.
        if value.isImplicitMember, let owner = staticOwner(Self.implicitName(value), of: typeName),
            owner.name != typeName
        {
            return try resolveImplicit(value, typeName: owner.name, at: node)
        }
        guard let type = userType(typeName) ?? userType(String(typeName.split(separator: ".").last ?? "")) else {
            if case .implicitCall(let name, let arguments) = value, Vocabulary.isKnownType(typeName) {
                return (try? callStatic(name, of: typeName, arguments: arguments, at: node)) ?? value
            }
            if case .symbol(let name) = value, let constant = Vocabulary.staticMembers[typeName]?[name] {
                return constant
            }
            // `session: URLSession = .shared`: a constant the vocabulary writes as a zero-argument function, as
            // `URLSession.shared` spelled out reads it.
            if case .symbol(let name) = value,
                Vocabulary.staticFunctions[typeName + "." + name]?.overloads.contains(where: {
                    $0.signature.parameters.isEmpty
                }) == true
            {
                return try callStatic(name, of: typeName, arguments: [], at: node)
            }
            return value
        }
        switch value {
        case .symbol(let name):
            // A built-in type the project extends keeps the library's own members (`.now` of `Date`).
            guard findMember(name, in: type) != nil else { return Vocabulary.staticMembers[typeName]?[name] ?? value }
            return try staticMember(name, of: type, at: node)
        case .implicitCall(let name, let arguments):
            return try callStatic(name, of: type.name, arguments: arguments, at: node)
        default:
            return value
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
