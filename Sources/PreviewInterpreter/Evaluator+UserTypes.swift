import PreviewModel
import PreviewViews
import SwiftSyntax

extension Evaluator {
    /// Creates an instance of a project type through one of its initialisers or the memberwise one.
    func instantiate(_ type: TypeDeclaration, arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value {
        if let view = try layoutCall(type, arguments: arguments, at: call) { return view }
        guard type.isClass, viewBodyDepth == 0 else { return try makeInstance(type, arguments: arguments, at: call) }
        return try previewObject(of: type) { try makeInstance(type, arguments: arguments, at: call) }
    }

    private func makeInstance(_ type: TypeDeclaration, arguments: [Argument], at call: FunctionCallExprSyntax) throws
        -> Value
    {
        guard arguments.isEmpty, type.kind != .enum, type.kind != .protocol else {
            return try instantiateAnew(type, arguments: arguments, at: call)
        }
        return try sharedInstance(of: type) { try instantiateAnew(type, arguments: arguments, at: call) }
    }

    private func instantiateAnew(_ type: TypeDeclaration, arguments: [Argument], at call: FunctionCallExprSyntax) throws
        -> Value
    {
        touch(type)
        if type.kind == .enum {
            // `Kind(rawValue: "a")`
            if let raw = arguments.first(where: { $0.label == "rawValue" }) {
                for caseName in type.caseNames {
                    let candidate = try property(
                        "rawValue",
                        of: .enumCase(
                            EnumValue(
                                typeName: enumTypeName(of: type), caseName: caseName, payload: [], payloadLabels: [])),
                        at: call)
                    if try equal(candidate, raw.value, at: call) {
                        return .enumCase(
                            EnumValue(
                                typeName: enumTypeName(of: type), caseName: caseName, payload: [], payloadLabels: []))
                    }
                }
                return .null
            }
            for initializer in type.initializers {
                if let value = try runExtensionInitializer(initializer, of: type, arguments: arguments, at: call) {
                    return value
                }
            }
            throw EvaluationError(
                "enum '\(type.name)' cannot be created with '\(type.name)(\(Self.labels(arguments)))'", at: call)
        }
        if type.kind == .protocol { return .opaque(type.name) }
        let instance = Instance(type: type)
        return try nested(call) {
            let scope = Scope(selfValue: .instance(instance), selfType: type)
            // Defaults first: an explicit initialiser may rely on them, and a memberwise one falls back to them.
            for property in type.storedProperties where !property.isLazy {
                if let wrapper = projectWrapper(of: property) {
                    var initial: Value?
                    if let initializer = property.initializer {
                        initial = try evaluate(initializer, scope: scope, storedAs: property.type)
                        if let type = property.type { initial = try coerce(initial!, to: type, at: initializer) }
                    }
                    // Without a value or attribute arguments the initialiser makes the wrapper (`_level = …`).
                    if initial == nil, property.wrapperAttribute?.arguments == nil, !type.initializers.isEmpty,
                        !isMadeByItsWrapperAlone(property)
                    {
                        continue
                    }
                    instance.properties["_" + property.name] = try makeWrapper(
                        for: property, of: wrapper, initialValue: initial, scope: scope, at: call)
                    continue
                }
                // `@Query var items: [Item]` reads the store in the environment where the view is placed
                // (`fillEnvironment`); previews do not run Core Data's store, so `@FetchRequest` finds nothing,
                // where the preview may have put sample data: said where the property is declared.
                if property.wrapper == "Query" {
                    instance.properties[property.name] = .array([])
                    continue
                }
                if let wrapper = property.wrapper, wrapper == "FetchRequest" {
                    report(
                        "@\(wrapper) '\(property.name)' reads as empty: previews do not fetch from a data store",
                        at: property.declaration)
                    instance.properties[property.name] = .array([])
                    continue
                }
                if let initializer = property.initializer {
                    var value = try evaluate(initializer, scope: scope, storedAs: property.type)
                    if let type = property.type { value = try coerce(value, to: type, at: initializer) }
                    instance.properties[property.name] = value.stored
                } else if property.wrapper == "FocusState",
                    property.type == nil || property.type?.trimmedDescription == "Bool"
                {
                    // `@FocusState var isFocused` is a `FocusState<Bool>`: nothing has focus in a still frame.
                    instance.properties[property.name] = .bool(false)
                } else if type.hasMemberwiseInitializer, property.isMadeByLibraryWrapper,
                    let wrapper = property.wrapper, let attribute = property.wrapperAttribute
                {
                    // `@ObservedResults(Book.self) var books` in a view: the value is the library's, said where it
                    // is made. (A class's or an explicit initialiser may assign it itself.)
                    instance.properties[property.name] = unknownName(wrapper, at: attribute)
                }
            }
            do {
                try initialize(instance, arguments: arguments, at: call)
            } catch is InitializerReturnedNil {
                return .null  // `init?` that returned nil
            }
            return .instance(instance)
        }
    }

    /// Runs the initialiser `type` declares that `arguments` bind to, on `instance`; false when none binds. Of
    /// several, Swift's choice: the one that leaves the fewest parameters to their defaults (`init(a:)` over
    /// `init(a:fill: = .white)` for `T(a: 1)`), then the one that promotes the fewest values to optionals
    /// (`init(_ start: Date)` over `init?(_ start: Date?)`, which unwraps its argument and delegates to it), the
    /// first declared among equals.
    private func runDeclaredInitializer(
        of type: TypeDeclaration, on instance: Instance, arguments: [Argument], at call: FunctionCallExprSyntax
    ) throws -> Bool {
        // Optionals hold their value directly, so a value passed is taken as of the non-optional type it holds; an
        // optional variable holding a value goes to the plain initialiser too, which is what the pattern above
        // makes of it anyway.
        func promotions(_ signature: Signature, _ bound: [BoundArgument]) -> Int {
            zip(signature.parameters, bound).count { parameter, binding in
                guard case .value(let argument) = binding else { return false }
                return parameter.type?.is(OptionalTypeSyntax.self) == true && !argument.value.isNull
            }
        }
        var best: (initializer: InitializerDeclSyntax, signature: Signature, bound: [BoundArgument], rank: [Int])?
        // Of several initialisers, one whose parameters take the arguments by their own types comes first, as in
        // the functions' overloads: `Root(note)` runs `init(_ note: Note)`, not `init(_ key: KeyNote)` declared
        // before it.
        let passes: [(Value, Signature.Parameter) -> Bool] =
            type.initializers.count > 1 ? [fitsExactly, fits] : [fits]
        for fitting in passes where best == nil {
            for initializer in type.initializers {
                let signature = signature(
                    of: initializer.signature.parameterClause, generics: initializer.genericParameterClause, in: type)
                guard let bound = Binder.bind(arguments, to: signature, fits: fitting),
                    meetsGenericConstraints(of: initializer, bound)
                else { continue }
                let defaults = bound.filter { if case .useDefault = $0 { return true } else { return false } }.count
                let rank = [defaults, promotions(signature, bound)]
                if best.map({ rank.lexicographicallyPrecedes($0.rank) }) ?? true {
                    best = (initializer, signature, bound, rank)
                }
                if rank == [0, 0] { break }
            }
        }
        if let (initializer, signature, bound, _) = best {
            let scope = Scope(selfValue: .instance(instance), selfType: type)
            try define(signature, bound, in: scope, at: call)
            // What an initialiser assigns to its own properties initialises them: their observers do not run.
            let identity = ObjectIdentifier(instance)
            let outermost = lookups.initializing.insert(identity).inserted
            defer { if outermost { lookups.initializing.remove(identity) } }
            if let body = initializer.body, case .null? = try run(body.statements, scope: scope).returned,
                initializer.optionalMark != nil
            {
                throw InitializerReturnedNil()
            }
            return true
        }
        return false
    }

    /// A stored property of `type`, or of a class it inherits from (a subclass reads its superclass's `var`s).
    func storedProperty(named name: String, in type: TypeDeclaration) -> StoredProperty? {
        var current: TypeDeclaration? = type
        var seen: Set<String> = []
        while let candidate = current, seen.insert(candidate.name).inserted {
            if let property = candidate.storedProperty(named: name) { return property }
            current = candidate.isClass ? superclass(of: candidate) : nil
        }
        return nil
    }

    /// The class `type` inherits from, among the project's types.
    private func superclass(of type: TypeDeclaration) -> TypeDeclaration? {
        type.conformances.sorted().lazy.compactMap { self.userType($0) }.first { $0.isClass }
    }

    /// Whether `type` or a class it inherits from declares that it adopts `protocolName`.
    func adopts(_ protocolName: String, _ type: TypeDeclaration) -> Bool {
        var current: TypeDeclaration? = type
        var seen: Set<String> = []
        while let candidate = current, seen.insert(candidate.name).inserted {
            if candidate.conformances.contains(protocolName) { return true }
            current = candidate.isClass ? superclass(of: candidate) : nil
        }
        return false
    }

    /// `super.init(…)` in an initialiser of `type`: the initialiser of the project's superclass that the arguments
    /// select runs on the same instance, setting what the superclass stores and calling its methods, or one that
    /// superclass inherits. A superclass outside the project (`NSObject`) has nothing of the project's to run.
    func initializeSuperclass(
        of type: TypeDeclaration, _ instance: Instance, arguments: [Argument], at call: FunctionCallExprSyntax
    ) throws {
        var ancestor = type
        while ancestor.isClass, let parent = superclass(of: ancestor) {
            if try runDeclaredInitializer(of: parent, on: instance, arguments: arguments, at: call) { return }
            guard parent.initializers.isEmpty else {
                throw EvaluationError(
                    "no initializer of '\(parent.name)' takes (\(Self.labels(arguments)))", at: call)
            }
            ancestor = parent
        }
    }

    /// Runs the initialiser a call selects on `instance`: a declared one whose signature the arguments bind to,
    /// one it inherits, or the memberwise one.
    func initialize(_ instance: Instance, arguments: [Argument], at call: FunctionCallExprSyntax) throws {
        let type = instance.type
        if try runDeclaredInitializer(of: type, on: instance, arguments: arguments, at: call) { return }
        // A subclass that declares no initialiser inherits its superclass's (`class Dog: Animal {}`; `Dog(name:)`).
        var ancestor = type
        while ancestor.isClass, ancestor.initializers.isEmpty, let parent = superclass(of: ancestor) {
            if try runDeclaredInitializer(of: parent, on: instance, arguments: arguments, at: call) { return }
            ancestor = parent
        }
        if type.hasMemberwiseInitializer || type.initializers.isEmpty {
            let signature = memberwiseSignature(of: type)
            if let bound = Binder.bind(arguments, to: signature, fits: fits) {
                for (parameter, binding) in zip(signature.parameters, bound) {
                    guard case .value(let argument) = binding else { continue }
                    if type.storedProperties.first(where: { $0.name == parameter.name })?
                        .takesItsWrapperInMemberwiseInitializer == true
                    {
                        continue
                    }
                    var value = argument.value
                    if let typeName = implicitMemberContext(of: parameter) {
                        value = try resolveImplicit(value, typeName: typeName, at: argument.node)
                    }
                    if case .int(let int) = value, let typeName = parameter.typeName,
                        Self.floatingPointNames.contains(typeName)
                    {
                        value = .double(Double(int))
                    }
                    if let typeName = parameter.typeName,
                        let typed = try Self.fixedWidth(value, as: typeName, at: argument.node)
                    {
                        value = typed
                    }
                    if let type = parameter.type, Self.holdsImplicitMembers(value) {
                        value = try coerceIfPossible(value, to: type, at: argument.node)
                    }
                    if let property = type.storedProperties.first(where: { $0.name == parameter.name }),
                        let wrapper = projectWrapper(of: property)
                    {
                        // `Volume(level: 99)`: the wrapper is made around the value passed.
                        let scope = Scope(selfValue: .instance(instance), selfType: type)
                        instance.properties["_" + parameter.name] = try makeWrapper(
                            for: property, of: wrapper, initialValue: value, scope: scope, at: call)
                        continue
                    }
                    instance.properties[parameter.name] = value.stored
                    // `Child(isOn: $flag)`: the child's `@Binding` writes reach the parent's `flag`, as do a
                    // `var isOn: Binding<Bool>?`'s (`isOn?.wrappedValue = true`).
                    if let property = type.storedProperties.first(where: { $0.name == parameter.name }),
                        property.wrapper == "Binding" || property.type.flatMap(Signature.nominalName) == "Binding",
                        let origin = bindingOrigin(of: Syntax(argument.node))
                    {
                        instance.bindingOrigins[parameter.name] = origin
                    }
                }
                for property in type.storedProperties
                where instance.properties[property.name] == nil && property.type?.is(OptionalTypeSyntax.self) == true
                    && projectWrapper(of: property) == nil
                {
                    instance.properties[property.name] = .null
                }
                return
            }
        }
        // `@ModelActor actor Store`: the macro's `init(modelContainer:)` keeps the container and a context on it.
        if type.kind == .actor, let context = SwiftDataStore.modelActorContext(arguments) {
            instance.properties["modelContainer"] = arguments[0].value
            instance.properties["modelContext"] = context
            return
        }
        throw EvaluationError("no initializer of '\(type.name)' takes (\(Self.labels(arguments)))", at: call)
    }

    /// The arguments of a call through `Type.init` passed as a function (`items.map(Row.init)`): the caller passes
    /// them by position, and Swift gives them the labels of the initialiser the reference chose, which takes exactly
    /// that many arguments (a reference has no defaults). A single tuple passed to an initialiser of as many
    /// parameters is spread over them, as Swift does for `zip(a, b).map(Pair.init)`. Arguments that already bind
    /// are left as they are.
    func initializerReferenceArguments(_ arguments: [Argument], of typeName: String) -> [Argument] {
        guard !arguments.isEmpty, arguments.allSatisfy({ $0.label == nil }), let type = userType(typeName) else {
            return arguments
        }
        var signatures = type.initializers.map {
            signature(of: $0.signature.parameterClause, generics: $0.genericParameterClause, in: type)
        }
        if type.hasMemberwiseInitializer || type.initializers.isEmpty {
            signatures.append(memberwiseSignature(of: type))
        }
        if signatures.contains(where: { Binder.bind(arguments, to: $0, fits: fits) != nil }) { return arguments }
        var spread = arguments
        if arguments.count == 1, case .tuple(let elements, _) = arguments[0].value {
            spread = elements.map { Argument(label: nil, value: $0, node: arguments[0].node) }
        }
        for candidate in [arguments, spread] {
            for signature in signatures where signature.parameters.count == candidate.count {
                var labelled = candidate
                for index in labelled.indices { labelled[index].label = signature.parameters[index].label }
                if Binder.bind(labelled, to: signature, fits: fits) != nil { return labelled }
            }
        }
        return arguments
    }

    /// Swift's memberwise initialiser: stored properties in order, `let`s with a value excluded, defaults and
    /// optionals optional, environment and state-object wrappers left out when they have a default, as are
    /// properties whose wrapper makes itself (`isMadeByItsWrapperAlone`).
    private func memberwiseSignature(of type: TypeDeclaration) -> Signature {
        let parameters = type.storedProperties.compactMap { property -> Signature.Parameter? in
            if property.isLet && property.initializer != nil { return nil }
            if property.takesItsWrapperInMemberwiseInitializer {
                return Signature.Parameter(
                    label: property.name, name: property.name, type: nil,
                    defaultValue: ExprSyntax(NilLiteralExprSyntax()), isVariadic: false, acceptsClosure: false,
                    typeName: nil)
            }
            if property.isLeftOutOfMemberwiseInitializer || isMadeByItsWrapperAlone(property) { return nil }
            let isOptional =
                property.type?.is(OptionalTypeSyntax.self) == true
                || property.type?.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true
            let defaultValue: ExprSyntax? =
                property.initializer ?? (isOptional ? ExprSyntax(NilLiteralExprSyntax()) : nil)
            // A closure property takes a trailing closure, also an optional one (`let onTap: (() -> Void)?`), and so
            // does `@ViewBuilder let content: Content`.
            var acceptsClosure = property.type?.isFunctionType ?? false
            if property.declaration.attributes.contains(where: { $0.trimmedDescription.contains("Builder") }) {
                acceptsClosure = true
            }
            if let typeName = property.type.flatMap(Signature.nominalName), type.genericParameters.contains(typeName) {
                acceptsClosure = true
            }
            return Signature.Parameter(
                label: property.name, name: property.name, type: property.type, defaultValue: defaultValue,
                isVariadic: false, acceptsClosure: acceptsClosure,
                typeName: (property.type.flatMap(Signature.nominalName) ?? Self.floatingPointDefault(property))
                    .flatMap { type.genericParameters.contains($0) ? nil : $0 })
        }
        return Signature(parameters: parameters)
    }

    /// `Double` for a property without a written type whose default is a floating-point literal (`var radius =
    /// 4.0`, `var offset = -0.5`): Swift infers the property's type from it, so an integer passed for it is a
    /// `Double` (`Rounded(radius: 20)` holds 20.0).
    private static func floatingPointDefault(_ property: StoredProperty) -> String? {
        guard property.type == nil, var literal = property.initializer else { return nil }
        if let negated = literal.as(PrefixOperatorExprSyntax.self), negated.operator.text == "-" {
            literal = negated.expression
        }
        return literal.is(FloatLiteralExprSyntax.self) ? "Double" : nil
    }

    /// An initialiser the project adds to a built-in type or enum: it runs with a fresh `self` and returns what it
    /// assigned (`self = .init(…)`) or delegated to (`self.init(red:…)`). Nil when the arguments do not bind.
    func runExtensionInitializer(
        _ initializer: InitializerDeclSyntax, of type: TypeDeclaration, arguments: [Argument],
        at call: FunctionCallExprSyntax
    ) throws -> Value? {
        let signature = signature(
            of: initializer.signature.parameterClause, generics: initializer.genericParameterClause, in: type)
        guard let bound = Binder.bind(arguments, to: signature, fits: fits),
            meetsGenericConstraints(of: initializer, bound), let body = initializer.body
        else {
            return nil
        }
        touch(type)
        return try nested(call) {
            let scope = Scope(selfValue: .type(type.name), selfType: type)
            try define(signature, bound, in: scope, at: call)
            scope.define("__result", .null)
            for item in body.statements.activeItems {
                try step(item)
                // `self = …` produces the value (as does `self.init(…)`, in `callMember`); anything else runs as
                // statements.
                if let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
                {
                    if let assignment = expression.as(InfixOperatorExprSyntax.self),
                        assignment.operator.is(AssignmentExprSyntax.self),
                        assignment.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
                    {
                        var value = try evaluate(assignment.rightOperand, scope: scope)
                        value = try resolveImplicit(value, typeName: type.name, at: assignment.rightOperand)
                        if case .implicitCall("init", let delegated) = value {
                            value = try construct(type.name, arguments: delegated, at: call)
                        }
                        _ = scope.assign("__result", value)
                        continue
                    }
                }
                var result = BlockResult()
                let single = CodeBlockItemListSyntax([item])
                result = try run(single, scope: scope)
                // `return nil` in an `init?`: the call gives nil.
                if case .null? = result.returned, initializer.optionalMark != nil { return .null }
                if result.returned != nil { break }
            }
            let value = scope.lookup("__result") ?? .null
            // An `init?` that delegated to a failable initialiser which gave nil gives nil too.
            if case .null = value { return initializer.optionalMark != nil ? .null : .opaque(type.name) }
            return value
        }
    }

    // MARK: Values as views

    /// The view a value stands for, or nil if it is not a view: views, colours, shapes and gradients, project
    /// views (their `body`), view-builder closures, and opaque values (as placeholders).
    func view(from value: Value, at node: some SyntaxProtocol) throws -> ViewNode? {
        switch value {
        case .view(let view): return view
        case .color(let color): return .color(color)
        case .native(.paint(let paint)): return .shape(.rectangle, .fill(paint))
        case .native(.shape(let shape)): return .shape(shape, .fill(.foreground))
        case .native(.path(let elements)): return PathOutline.view(elements)
        case .instance(let instance) where instance.type.isPlatformViewRepresentable:
            touch(instance.type)
            return .placeholder(label: instance.type.name, sizing: .fill, standsFor: .otherFramework)
        case .instance(let instance) where instance.type.isView:
            return try body(of: instance, at: node)
        case .instance(let instance) where findMember("path", in: instance.type) != nil:
            return .shape(try customShape(instance, at: node), .fill(.foreground))
        case .function(.closure(let closure, _)) where Closure.parameterNames(closure).isEmpty:
            return try view(calling: value, arguments: [], at: node)
        case .function(.function(let function, _, _)) where function.signature.parameterClause.parameters.isEmpty:
            return try view(from: invoke(value, arguments: [], at: node), at: node)
        case .void: return .empty
        case .null: return .empty  // an optional view that is nil draws nothing
        case .opaque(let name):
            return Self.placeholder(for: name.split(separator: ".").first.map(String.init) ?? name)
        default: return nil
        }
    }

    /// Views of frameworks previews cannot run, which take all the space they are offered. Their placeholder
    /// marks where that content goes in a preview whose own code evaluated, so it counts as content.
    static let otherFrameworkViews: Set<String> = [
        "Map", "WebView", "VideoPlayer", "SceneView", "SpriteView", "CameraView", "ARView", "RealityView", "Model3D",
    ]

    /// The placeholder for a view previewd cannot draw: a framework's view fills its space and counts as content;
    /// anything else is a small box for what is missing.
    static func placeholder(for label: String) -> ViewNode {
        otherFrameworkViews.contains(label)
            ? .placeholder(label: label, sizing: .fill, standsFor: .otherFramework)
            : .placeholder(label: label, sizing: .leaf)
    }

    /// A value that must be a view; anything else is an evaluation error.
    func viewOrPlaceholder(_ value: Value, at node: some SyntaxProtocol) throws -> ViewNode {
        guard let view = try view(from: value, at: node) else {
            throw EvaluationError(
                "expected a view but found a value of type '\(value.kindName)'; it is not drawn", at: node)
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
        touch(instance.type)
        try fillEnvironment(of: instance, at: node)
        restoreState(of: instance)
        viewBodyDepth += 1
        defer { viewBodyDepth -= 1 }
        guard case .computed(let getter, false, _)? = findMember("body", in: instance.type) else {
            for function in findOverloads("body", in: instance.type) {
                if let value = try invokeIfBinds(
                    function, selfValue: .instance(instance), type: instance.type, arguments: [], at: node)
                {
                    return try viewOrPlaceholder(value, at: node)
                }
            }
            throw EvaluationError(missingBodyMessage(of: instance.type), at: node)
        }
        let result = try nested(node) {
            try run(getter, scope: Scope(selfValue: .instance(instance), selfType: instance.type))
        }
        if let view = result.singleView { return view }
        return try viewOrPlaceholder(result.returned ?? result.value, at: getter)
    }

    /// Why `type` has no `body`: a view whose protocol (`struct List: ConnectedView` with `func body(props:)`)
    /// comes from a module previewd cannot evaluate gets its `body` from that module's extension.
    private func missingBodyMessage(of type: TypeDeclaration) -> String {
        let unknown = type.conformances.sorted().filter { name in
            userType(name) == nil && !Vocabulary.isKnownType(name) && !Self.standardProtocols.contains(name)
        }
        guard !unknown.isEmpty else { return "'\(type.name)' has no 'body'" }
        let protocols = unknown.map { "'\($0)'" }.joined(separator: ", ")
        return """
            '\(type.name)' has no 'body' of its own: it would come from \(protocols), which a module previewd \
            cannot evaluate declares; drawn as a placeholder
            """
    }

    /// Protocols of the standard library, Foundation and SwiftUI a view may adopt besides the one giving its body.
    private static let standardProtocols: Set<String> = [
        "View", "Equatable", "Hashable", "Identifiable", "Comparable", "Codable", "Encodable", "Decodable", "Sendable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "CaseIterable", "DynamicProperty", "AnyObject",
        "ObservableObject", "PreviewProvider",
    ]

    /// A custom `Shape`: layout runs its `path(in:)` with the rectangle it lays the shape out in, as SwiftUI does
    /// (`InterpretedShape`).
    private func customShape(_ instance: Instance, at node: some SyntaxProtocol) throws -> ShapePath {
        guard let function = findOverloads("path", in: instance.type).first else { return .rectangle }
        return .custom(
            CustomShape(InterpretedShape(instance, function: function, runner: LayoutRunner.of(self), at: Syntax(node)))
        )
    }

    /// The outline `path(in:)` of `instance` gives for a rectangle of `size` at the origin.
    func outline(of instance: Instance, function: FunctionDeclSyntax, in size: Size, at node: some SyntaxProtocol)
        throws -> ShapePath
    {
        let rect = Argument(
            label: "in", value: .native(.rect(Rect(origin: .zero, size: size))),
            node: ExprSyntax(NilLiteralExprSyntax()))
        let value =
            try invokeIfBinds(
                function, selfValue: .instance(instance), type: instance.type, arguments: [rect], at: node) ?? .void
        switch value {
        case .native(.path(let elements)): return .path(elements, reference: size)
        case .native(.shape(let shape)): return shape
        case .view(.shape(let shape, _)): return shape
        default: throw EvaluationError("the 'path(in:)' of '\(instance.type.name)' did not return a Path", at: node)
        }
    }

    /// SwiftUI fills the `@Environment` and `@Query` properties of a view, a `ViewModifier` or a style where it is
    /// placed, which may be below an environment modifier applied after the value was created.
    func fillEnvironment(of instance: Instance, at node: some SyntaxProtocol) throws {
        for property in instance.type.storedProperties {
            if property.wrapper == "Query" {
                instance.properties[property.name] = try SwiftDataStore.queryResults(
                    property, of: instance, evaluator: self)
                continue
            }
            if let value = try environmentValue(property, at: node) { instance.properties[property.name] = value }
        }
    }

    /// The value of a property-wrapped property where the view is placed: `@Environment(\.key)`,
    /// `@Environment(Model.self)`, `@EnvironmentObject`, `@AppStorage("key")`; nil for other properties.
    private func environmentValue(_ property: StoredProperty, at node: some SyntaxProtocol) throws -> Value? {
        switch property.wrapper {
        case "Environment":
            guard case .argumentList(let list)? = property.wrapperAttribute?.arguments,
                let argument = list.first?.expression
            else { return nil }
            if let keyPath = argument.as(KeyPathExprSyntax.self) {
                return try EnvironmentModifiers.read(
                    Self.keyPathComponents(keyPath).first ?? "", evaluator: self, at: node)
            }
            // `@Environment(Model.self)`
            let typeName =
                argument.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription ?? argument.trimmedDescription
            return environmentObjects[typeName] ?? missingEnvironmentObject(typeName, at: property.declaration)
        case "EnvironmentObject":
            let typeName = property.type.flatMap(Signature.nominalName) ?? "object"
            return environmentObjects[typeName] ?? missingEnvironmentObject(typeName, at: property.declaration)
        case "AppStorage":
            return try appStorageValue(property, at: node)
        default:
            return nil
        }
    }

    private func missingEnvironmentObject(_ typeName: String, at node: some SyntaxProtocol) -> Value {
        report("""
            no '\(typeName)' was given with '.environmentObject(…)' or '.environment(…)' above this view; its value is \
            left out
            """, at: node)
        return .opaque(typeName)
    }

    /// "'name' is not in the project's asset catalogs", naming the set spelled in other letter case if there is one.
    func missingAsset(_ what: String, _ name: String, kind: AssetCatalog.AssetKind) -> String {
        let missing = "\(what) '\(name)' is not in the project's asset catalogs"
        guard let near = project.assets.name(differingInCaseFrom: name, kind: kind) else { return missing }
        return missing + " ('\(near)' is; iOS looks asset names up with their letter case as written)"
    }

    /// `Image("name")`: the asset catalogs' image, or a neutral box with a diagnostic when there is none. The
    /// colour scheme is read (and the evaluation depends on it) only for an image with a dark variant.
    func imageView(named name: String, at node: some SyntaxProtocol) -> ViewNode {
        let assets = project.assets
        let light = assets.image(named: name, scale: 3, colorScheme: .light)
        let dark = assets.image(named: name, scale: 3, colorScheme: .dark)
        if let asset = light == dark ? light : colorScheme == .dark ? dark : light {
            let size = Size(
                width: Double(asset.pixelWidth) / asset.scale, height: Double(asset.pixelHeight) / asset.scale)
            return .image(
                ImageSpec(
                    source: .file(path: asset.path, size: size, stamp: asset.stamp),
                    template: assets.images[name]?.template))
        }
        if let symbol = assets.symbols[name] {
            return .image(
                ImageSpec(
                    source: .customSymbol(path: symbol.path, widthPerPoint: symbol.widthPerPoint, stamp: symbol.stamp)))
        }
        if let set = assets.images[name]?.file ?? assets.undrawableSymbols[name] {
            // The set is there, but none of its files could be read: the catalog's diagnostics say why.
            report("image '\(name)' has no file previews can draw (see '\(set)'); drawn as a box", at: node)
            return .image(ImageSpec(source: .asset(name)))
        }
        report(missingAsset("image", name, kind: .image) + "; drawn as a box", at: node)
        return .image(ImageSpec(source: .asset(name)))
    }
}

/// A failable initialiser (`init?`) ran `return nil`: the call makes nil.
private struct InitializerReturnedNil: Error {}
