import PreviewLanguage
import PreviewModel
import PreviewViews
import SwiftSyntax

extension Evaluator {
    /// A name, looked up as Swift does: locals, then `self`'s members, then the static members of the enclosing
    /// types, then top-level variables, then types (the project's, the prelude's and SwiftUI's), then functions.
    /// A name found nowhere is an opaque value from a module previews cannot see.
    func resolve(_ reference: DeclReferenceExprSyntax, scope: Scope) throws -> Value {
        let token = reference.baseName
        if token.tokenKind == .keyword(.self) {
            guard let value = scope.selfValue else {
                throw EvaluationError("'self' is not available here", at: reference)
            }
            return value
        }
        if token.tokenKind == .keyword(.Self) {
            return selfTypeName(scope, at: reference).map(Value.type) ?? .opaque("Self")
        }
        var name = token.bareName
        // `$items` inside an object of its `@Published` property `items`: the property's publisher.
        if name.hasPrefix("$"), let instance = scope.selfInstance,
            storedProperty(named: String(name.dropFirst()), in: instance.type)?.wrapper == "Published"
        {
            return FoundationCombine.publishedPublisher(String(name.dropFirst()), of: instance, evaluator: self)
        }
        // `$binding` passes the binding; the value stands in for it. `$0` is a closure parameter.
        if name.hasPrefix("$"), name.count > 1, !name.dropFirst().allSatisfy(\.isNumber) { name.removeFirst() }
        return try resolve(name: name, scope: scope, at: reference)
    }

    /// `name` looked up from `scope` (see `resolve(_:scope:)`).
    func resolve(name: String, scope: Scope, at reference: some SyntaxProtocol) throws -> Value {
        if let value = scope.lookup(name) { return value }
        if let bound = genericArgument(name, scope: scope) { return bound }
        if let value = try selfMember(name, scope: scope, at: reference) { return value }
        // `rawValue` alone inside a raw-value enum's own methods is `self.rawValue`.
        if name == "rawValue", case .enumCase? = scope.selfValue {
            return try property(name, of: scope.selfValue!, at: reference)
        }
        // Inside an extension of a built-in type, its properties are members of `self` (`count`, `isEmpty`).
        if let value = scope.selfValue, !Self.builtinTypeNames(of: value).isEmpty,
            let property = try NativeProperties.lookup(name, of: value, evaluator: self, at: Syntax(reference))
        {
            return property
        }
        // Inside `extension UIDevice`, `userInterfaceIdiom` is `UIDevice.current`'s.
        if case .tuple(let values, let labels)? = scope.selfValue, !Self.builtinTypeNames(of: scope.selfValue!).isEmpty,
            let index = labels.firstIndex(of: name)
        {
            return values[index]
        }
        // `_count` inside a type: the property wrapper's storage; its value stands for it.
        if name.hasPrefix("_"), name.count > 1,
            let value = try selfMember(String(name.dropFirst()), scope: scope, at: reference)
        {
            return value
        }
        if let value = try staticMemberInScope(name, scope: scope, at: reference) { return value }
        if let nested = visibleNestedType(name, at: reference, scope: scope) { return .type(nested.name) }
        if let value = try builtinStaticMemberInScope(name, scope: scope, at: reference) { return value }
        let shadowed = libraryQualifiedNames.contains(name)
        if !shadowed, let global = project.index.globals[name] { return try globalValue(global, at: reference) }
        // `SwiftUI.Text`, `Foundation.URL`: a library module qualifies its declarations, not a type's members.
        if isLibraryModule(name), declaredProjectType(name) == nil { return .module(name) }
        if let type = typeReference(name, in: scope) { return type }
        if !shadowed, let overloads = project.index.functions[name], let first = overloads.first {
            return .function(.function(first.0, selfValue: nil, type: nil))
        }
        if let operatorFunction = operatorReference(name) { return operatorFunction }
        // `scores.reduce(0, max)`, `merging(other, uniquingKeysWith: min)`: a standard-library function named
        // without a call is a function value.
        if let construct = Vocabulary.standardLibraryFunctions[name] {
            let node = Syntax(reference)
            return .function(.builtin(name) { evaluator, arguments in
                try evaluator.apply(construct, receiver: .void, arguments: arguments, at: node)
            })
        }
        if projectModuleNames.contains(name) || Self.libraryModules.contains(name) { return .module(name) }
        if let constant = Vocabulary.globalConstants[name] { return constant }
        return unknownName(name, at: reference)
    }

    /// An operator passed as a function (`reduce(0, +)`, `sorted(by: <)`).
    private func operatorReference(_ name: String) -> Value? {
        guard ["+", "-", "*", "/", "<", ">", "<=", ">=", "==", "!=", "&&", "||"].contains(name) else { return nil }
        return .function(.builtin(name) { evaluator, arguments in
            guard arguments.count == 2 else {
                throw EvaluationError("operator '\(name)' takes two operands", at: evaluator.preview.node)
            }
            if name == "&&" || name == "||" {
                let left = try evaluator.truth(arguments[0].value, at: arguments[0].node)
                let right = try evaluator.truth(arguments[1].value, at: arguments[1].node)
                return .bool(name == "&&" ? left && right : left || right)
            }
            return try evaluator.arithmetic(name, arguments[0].value, arguments[1].value, at: arguments[0].node)
        })
    }

    /// A name no declaration provides: reported once, and an opaque value so the code around it keeps going.
    /// While a project file does not parse, that file is named instead: it may well declare the name.
    func unknownName(
        _ name: String, at node: some SyntaxProtocol, drawn outcome: String = "drawn as a placeholder"
    ) -> Value {
        if isGenericParameter(name, around: node) {
            // Declared right there: what is missing is the type a call or value gives it, not a module.
            report("generic parameter '\(name)' could not be inferred here; \(outcome)", at: node)
        } else if let unread = firstUnreadFileError {
            report("""
                '\(name)' is not declared in the files previewd could read: \(unread.file):\(unread.line):\
                \(unread.column) does not parse (\(unread.message)); \(outcome)
                """, at: node)
        } else if name.first?.isUppercase == true {
            report("""
                '\(name)' is not available in previews (it comes from a module previewd cannot evaluate); \
                \(outcome)
                """, at: node)
        } else {
            report("cannot find '\(name)' in scope; its value is left out", at: node)
        }
        return .opaque(name)
    }

    /// The type `Self` names at `node`: the type whose member runs, except inside an extension of a protocol that
    /// fixes it (`extension ButtonStyle where Self == PillStyle`), where it is that type.
    func selfTypeName(_ scope: Scope, at node: some SyntaxProtocol) -> String? {
        var current = Syntax(node).parent
        while let syntax = current {
            if let extensionDecl = syntax.as(ExtensionDeclSyntax.self) {
                if let fixed = extensionDecl.fixedSelfTypeName { return fixed }
                break
            }
            current = syntax.parent
        }
        return scope.selfType?.name
    }

    /// Whether `name` is a generic parameter of a declaration around `node`: a generic function, initialiser or
    /// type, or an extension of a generic type.
    private func isGenericParameter(_ name: String, around node: some SyntaxProtocol) -> Bool {
        var current: Syntax? = Syntax(node)
        while let syntax = current {
            if let clause = syntax.asProtocol((any WithGenericParametersSyntax).self)?.genericParameterClause,
                clause.parameters.contains(where: { $0.name.bareName == name })
            {
                return true
            }
            if let extended = syntax.as(ExtensionDeclSyntax.self)?.extendedType,
                let typeName = Signature.nominalName(of: extended),
                userType(typeName)?.genericParameters.contains(name) == true
            {
                return true
            }
            current = syntax.parent
        }
        return false
    }

    /// The first error of a project file that could not be read or parsed, by path and position.
    private var firstUnreadFileError: Diagnostic? {
        project.fileDiagnostics.values.lazy.flatMap { $0 }.filter { $0.severity == .error }
            .min { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
    }

    /// `name` as a member of `self`: a stored property, a computed or lazy one, or a method as a function value.
    private func selfMember(_ name: String, scope: Scope, at node: some SyntaxProtocol) throws -> Value? {
        // Inside an enum's own methods and properties, `self` is a case: its instance properties are read from it
        // (`noteNumber.rawValue` is `self.noteNumber.rawValue`), not evaluated as if the type were `self`.
        if case .enumCase(let value)? = scope.selfValue, let type = userType(value.typeName),
            let member = findMember(name, in: type), !member.isStatic
        {
            return try property(name, of: .enumCase(value), at: node)
        }
        // Inside an extension of a library type (`extension String { var category … }`), `self` is a value of it:
        // the extension's instance properties are read from that value, never run with the type as `self`.
        if let value = scope.selfValue, scope.selfInstance == nil, let type = scope.selfType,
            case .computed(_, false, _)? = findMember(name, in: type)
        {
            if case .type = value { return nil }
            return try property(name, of: value, at: node)
        }
        guard let instance = scope.selfInstance else { return nil }
        if let value = instance.properties[name] { return value }
        // A stored property of a superclass too: a subclass's methods write `cancellables` its superclass declares.
        if findMember(name, in: instance.type) != nil || storedProperty(named: name, in: instance.type) != nil {
            return try member(name, of: instance, at: node)
        }
        if name == "objectWillChange", instance.type.isClass, adopts("ObservableObject", instance.type) {
            return FoundationCombine.objectWillChange(of: instance, evaluator: self)
        }
        return nil
    }

    /// Static members are visible unqualified inside their type and the types nested in it (a
    /// `PreviewProvider`'s `static let sample` used in `previews`).
    private func staticMemberInScope(_ name: String, scope: Scope, at node: some SyntaxProtocol) throws -> Value? {
        var current = scope.selfType
        let isStaticContext: Bool
        switch scope.selfValue {
        case nil, .type?: isStaticContext = true
        default: isStaticContext = false
        }
        while let type = current {
            if let member = findMember(name, in: type), member.isStatic || scope.selfInstance == nil {
                return try staticMember(name, of: type, at: node)
            }
            // `allCases` in a static member of a `CaseIterable` enum (or its extension): the synthesised
            // `Self.allCases`, which the enum's instance members must qualify, as in Swift.
            if name == "allCases", isStaticContext, !type.caseNames.isEmpty {
                return .array(try type.caseNames.map { try staticMember($0, of: type, at: node) })
            }
            current = enclosingType(of: type)
        }
        return nil
    }

    /// Inside a static member of an extension of a built-in type, that type's own static members are named
    /// unqualified: `` `default` `` in `extension FileManager { static var documents: URL }` is
    /// `FileManager.default`. Instance members never see them unqualified, as in Swift.
    private func builtinStaticMemberInScope(_ name: String, scope: Scope, at node: some SyntaxProtocol) throws -> Value?
    {
        guard let typeName = scope.selfType?.name, declaredProjectType(typeName) == nil else { return nil }
        switch scope.selfValue {
        case nil, .type?: break
        default: return nil
        }
        if let constant = Vocabulary.staticMembers[typeName]?[name] { return constant }
        guard Vocabulary.staticFunctions[typeName + "." + name] != nil else { return nil }
        return try callStatic(name, of: typeName, arguments: [], at: node)
    }

    /// The nested type a name written at `node` finds, as Swift looks it up: through the declarations and
    /// extensions around `node` (`DeclarationIndex.lexicalNestedType`), not through the type whose member happens to
    /// run (a protocol extension's method, run for a conforming type, does not see that type's nested types). Code
    /// made from text, which has no place in a file, looks in `self`'s type and the types enclosing it.
    func visibleNestedType(_ name: String, at node: some SyntaxProtocol, scope: Scope?) -> TypeDeclaration? {
        let simple = name.split(separator: ".").first.map(String.init) ?? name
        func nests(_ index: DeclarationIndex) -> Bool {
            index.nestedTypeNames.contains(simple) || index.nestedAliasNames.contains(simple)
        }
        guard nests(project.index) || nests(Prelude.index) || nests(SwiftAlgorithms.index),
            // `App.Constant`, written with a module's name: that module's top-level type, wherever it is written.
            !node.is(MemberAccessExprSyntax.self)
        else { return nil }
        let root = node.root.id
        let file = preview.file
        if project.sourceFile(rootedAt: root) != nil {
            // A project's extension of a prelude type sees the types the prelude nests in it.
            return project.index.lexicalNestedType(name, writtenAt: node, near: file)
                ?? Prelude.index.lexicalNestedType(name, writtenAt: node, near: file)
        }
        if root == Prelude.file.tree.id { return Prelude.index.lexicalNestedType(name, writtenAt: node, near: file) }
        if root == SwiftAlgorithms.file.tree.id {
            return SwiftAlgorithms.index.lexicalNestedType(name, writtenAt: node, near: file)
        }
        return nestedType(name, in: scope?.selfType)
    }

    /// `name` nested in `type` or in one of its enclosing types: `Entry` inside `OrdersWidget.Provider` is
    /// `OrdersWidget.Entry`, not another widget's `Entry`.
    func nestedType(_ name: String, in type: TypeDeclaration?) -> TypeDeclaration? {
        // Asked for every type name a method's code uses (`Calendar.current`, `Double(x)`), each time a qualified
        // name or two made and looked up per enclosing type: once per evaluation.
        guard let type else { return nil }
        let key = EvaluationLookups.MemberKey(type: type.identity, name: name)
        if let known = lookups.nestedTypes[key] { return known }
        let nested = nestedTypeAnew(name, in: type)
        lookups.nestedTypes[key] = nested
        return nested
    }

    private func nestedTypeAnew(_ name: String, in type: TypeDeclaration) -> TypeDeclaration? {
        var current: TypeDeclaration? = type
        while let type = current {
            // A type found by its qualified name (`Style.Segment`) looks in itself first by that name: Swift finds
            // the innermost `Segment`, and `Segment.Segment` may be another parent's.
            if type.name.contains("."), let nested = indexedType(type.name + "." + name) { return nested }
            let qualifiedSelf = type.parent.map { $0 + "." + type.name } ?? type.name
            if let nested = indexedType(qualifiedSelf + "." + name) ?? indexedType(type.name + "." + name) {
                return nested
            }
            current = enclosingType(of: type)
        }
        return nil
    }

    /// The type `type` is declared in: by the qualified name it was found under (`Style.Segment` of
    /// `Style.Segment.Segment`), else by its parent's simple name.
    func enclosingType(of type: TypeDeclaration) -> TypeDeclaration? {
        if let dot = type.name.lastIndex(of: "."), let enclosing = indexedType(String(type.name[..<dot])) {
            return enclosing
        }
        return type.parent.flatMap { indexedType($0) }
    }

    /// Type aliases the standard library, Foundation and Core Location declare for numbers.
    static let libraryTypeAliases: [String: String] = [
        "TimeInterval": "Double", "CFTimeInterval": "Double", "Float64": "Double", "Float32": "Float",
        "CLLocationDegrees": "Double", "CLLocationDistance": "Double", "CLLocationDirection": "Double",
        "CLLocationSpeed": "Double",
    ]

    /// A type name written inside a type: an alias that type or one enclosing it declares (`typealias Key = Int64`
    /// in `struct Store`, written `Key`), else the name as anywhere else.
    func typeReference(_ written: String, in scope: Scope) -> Value? {
        var enclosing = project.index.nestedAliasNames.contains(written) ? scope.selfType : nil
        while let type = enclosing {
            if let target = project.index.aliases[type.name + "." + written] { return typeReference(target) }
            enclosing = enclosingType(of: type)
        }
        return typeReference(written)
    }

    /// A type name as a value: the project's declared types first, then the prelude's, then the vocabulary's.
    func typeReference(_ written: String) -> Value? {
        // `typealias KeyWidth = KeyConstants.Width`, `typealias Money = Double`: the type is the one aliased.
        let name = project.index.canonicalName(written)
        if declaredProjectType(name) != nil { return .type(name) }
        if Prelude.index.declaredType(name) != nil { return .type(name) }
        // `TimeInterval(seconds)`, `TimeInterval.zero`: a library's type alias is the type it stands for, unless the
        // project declares or extends a type of that name itself.
        if let aliased = Self.libraryTypeAliases[name], indexedType(name) == nil { return typeReference(aliased) }
        if Vocabulary.isKnownType(name) { return .type(name) }
        // Only extended by the project (`extension Color`), or a type used only for its statics.
        if indexedType(name) != nil { return .type(name) }
        return nil
    }

    /// A top-level `let`/`var`, initialised once per evaluation.
    private func globalValue(_ global: GlobalVariable, at node: some SyntaxProtocol) throws -> Value {
        if let value = programTopLevel?.ownValue(global.name) { return value }
        let key = "global." + global.name
        if let value = initialisedStatic(key) { return value }
        touch(file: global.file)
        guard !initialising.contains(key) else {
            throw EvaluationError("'\(global.name)' refers to itself while it is initialised", at: node)
        }
        initialising.insert(key)
        defer { initialising.remove(key) }
        let reportedBefore = diagnostics.count
        let value: Value
        if let getter = global.getter {
            value = try nested(node) { try runBody(getter, scope: Scope()) }
            return value
        }
        var initial = try global.initializer.map { try evaluate($0, scope: Scope(), storedAs: global.type) } ?? .null
        if let type = global.type {
            initial = try coerce(initial, to: type, at: global.initializer ?? ExprSyntax(NilLiteralExprSyntax()))
        }
        value = initial
        storeStatic(key, value, reportedBefore: reportedBefore)
        return value
    }

    /// A type declared inside a function or closure (a preview's wrapper view), from where its declaration runs:
    /// found by its name from then on in this evaluation, ahead of any project type of that name, as Swift's inner
    /// scope hides the outer one. Never shared with other evaluations (`sharedInstance`): another function may
    /// declare a different type of the same name in the same file.
    func declareLocalTypes(_ declaration: DeclSyntax) {
        let file = project.sourceFile(rootedAt: declaration.root.id)?.path ?? preview.file
        for type in FileDeclarations.localTypes(declaration, file: file) {
            localTypeNames.insert(type.name)
            lookups.userTypes[type.name] = type
            lookups.indexedTypes[type.name] = type
            lookups.declaredTypes[type.name] = type
        }
    }

    /// The project's type named `name` in the preview's own target (see `DeclarationIndex.type(_:near:)`).
    func indexedType(_ name: String) -> TypeDeclaration? {
        if libraryQualifiedNames.contains(name) { return nil }
        if let known = lookups.indexedTypes[name] { return known }
        let type = project.index.type(name, near: preview.file)
        lookups.indexedTypes[name] = type
        return type
    }

    /// The type the project itself declares as `name` (not only extends), in the preview's own target.
    func declaredProjectType(_ name: String) -> TypeDeclaration? {
        if libraryQualifiedNames.contains(name) { return nil }
        if let known = lookups.declaredTypes[name] { return known }
        var type = project.index.declaredType(name, near: preview.file)
        if let found = type, hidesLibraryType(found, as: name) { type = nil }
        lookups.declaredTypes[name] = type
        return type
    }

    /// Whether `type`, found by the simple name `name`, is a nested type that Swift would not find there: outside
    /// its parent (where `nestedType(_:in:)` finds it) `State` is SwiftUI's, not a reducer's `FormReducer.State`.
    func hidesLibraryType(_ type: TypeDeclaration, as name: String) -> Bool {
        guard type.parent != nil, !name.contains(".") else { return false }
        return Vocabulary.isKnownType(name) || Vocabulary.initializers[name] != nil
            || Prelude.index.declaredType(name) != nil || Self.libraryTypeAliases[name] != nil
    }

    /// The declaration type `name` refers to, for instantiation and statics: the project's (declared or only
    /// extended) or the prelude's.
    func userType(_ name: String) -> TypeDeclaration? {
        if let library = libraryTypeName(in: name) {
            return Prelude.index.declaredType(library) ?? Prelude.index[type: library]
        }
        if libraryQualifiedNames.contains(name) {
            return Prelude.index.declaredType(name) ?? Prelude.index[type: name]
        }
        if let known = lookups.userTypes[name] { return known }
        let type =
            declaredProjectType(name) ?? preludeType(name) ?? indexedType(name) ?? Prelude.index[type: name]
        lookups.userTypes[name] = type
        return type
    }

    /// The type the prelude declares as `name`, with what the project's extensions of it add
    /// (`extension CLLocationCoordinate2D { static var office … }`), as Swift joins a module's extensions to a type
    /// it imports.
    func preludeType(_ name: String) -> TypeDeclaration? {
        if let known = lookups.preludeTypes[name] { return known }
        var type = Prelude.index.declaredType(name)
        if type != nil, !libraryQualifiedNames.contains(name), let extended = indexedType(name),
            extended.kind == .extension
        {
            type?.files.formUnion(extended.files)
            type?.conformances.formUnion(extended.conformances)
            type?.members.merge(extended.members, uniquingKeysWith: MemberDeclaration.kept)
            type?.overloads.merge(extended.overloads) { $0 + $1 }
            type?.initializers += extended.initializers
            type?.initializerFiles += extended.initializerFiles
            type?.subscripts += extended.subscripts
        }
        lookups.preludeTypes[name] = type
        return type
    }

    /// The signature of a project function or initialiser whose parameter list is `clause`, in `type` (whose
    /// generic parameters, like the function's own, take any argument).
    func signature(
        of clause: FunctionParameterClauseSyntax, generics: GenericParameterClauseSyntax?, in type: TypeDeclaration?
    ) -> Signature {
        let key = EvaluationLookups.SignatureKey(clause: clause.id, type: type?.name)
        if let known = lookups.signatures[key] { return known }
        let generic = Signature.genericNames(generics).union(type?.genericParameters ?? []).union(
            associatedTypeNames(around: clause))
        var signature = Signature(clause, generics: generic)
        let constraints = Signature.genericConstraints(generics, around: clause)
        for index in signature.parameters.indices where signature.parameters[index].typeName == nil {
            guard let written = signature.parameters[index].type, let name = Signature.nominalName(of: written),
                let constraint = constraints[name], userType(constraint)?.kind == .protocol
            else { continue }
            signature.parameters[index].constraint = constraint
        }
        // `action: Action? = nil` with `typealias Action = () -> Void`: a closure parameter, trailing closure too.
        for index in signature.parameters.indices where !signature.parameters[index].acceptsClosure {
            guard let written = signature.parameters[index].type, let name = Signature.nominalName(of: written) else {
                continue
            }
            let enclosing = type.map { [$0.name + "." + name] } ?? []
            if ([name] + enclosing).contains(where: project.index.functionAliases.contains) {
                signature.parameters[index].acceptsClosure = true
            }
        }
        lookups.signatures[key] = signature
        return signature
    }

    /// The associated types of the protocol a declaration is written in or extends (`associatedtype Item`): like
    /// generic parameters they stand for whatever the conforming type chose, even where the project also declares
    /// a type of that name.
    func associatedTypeNames(around node: some SyntaxProtocol) -> Set<String> {
        var current = node.parent
        while let ancestor = current {
            if let declaration = ancestor.as(ProtocolDeclSyntax.self) {
                return Self.associatedTypeNames(of: declaration)
            }
            if let extensionDecl = ancestor.as(ExtensionDeclSyntax.self) {
                guard let name = Signature.nominalName(of: extensionDecl.extendedType), let type = userType(name),
                    type.kind == .protocol,
                    let file = project.sourceFile(type.file) ?? (type.file == Prelude.file.path ? Prelude.file : nil)
                else { return [] }
                let declaration = file.tree.statements.lazy.compactMap { $0.item.as(ProtocolDeclSyntax.self) }.first {
                    $0.name.bareName == name
                }
                return declaration.map(Self.associatedTypeNames(of:)) ?? []
            }
            current = ancestor.parent
        }
        return []
    }

    private static func associatedTypeNames(of declaration: ProtocolDeclSyntax) -> Set<String> {
        Set(declaration.memberBlock.members.compactMap { $0.decl.as(AssociatedTypeDeclSyntax.self)?.name.bareName })
    }

    /// A member of `type`, its protocol extensions' default implementations, or its superclass's.
    func findMember(_ name: String, in type: TypeDeclaration) -> MemberDeclaration? {
        if let member = type.members[name] { return member }
        // Not the type's own: looked for among its conformances once per evaluation (code inside a method asks for
        // every name that is not a local or a stored property: `Double`, `max`, `Calendar`).
        let key = EvaluationLookups.MemberKey(type: type.identity, name: name)
        if let known = lookups.inheritedMembers[key] { return known }
        var visited: Set<String> = []
        let member = findMember(name, in: type, visited: &visited)
        lookups.inheritedMembers[key] = member
        return member
    }

    /// `findMember` without keeping what it found: for a scan of every type for one name, whose per-type answers
    /// no later lookup asks for again.
    func findMember(_ name: String, in type: TypeDeclaration, visited: inout Set<String>) -> MemberDeclaration? {
        if let member = type.members[name] { return member }
        visited.insert(type.name)
        for conformance in Self.withRefinedProtocols(type.conformances) where !visited.contains(conformance) {
            if let parent = userType(conformance), let member = findMember(name, in: parent, visited: &visited) {
                return member
            }
        }
        return nil
    }

    /// `conformances` sorted, each followed by the standard library protocols it stands for or refines: a
    /// `Codable` type is `Encodable` and `Decodable`, a `Hashable` one `Equatable`, so the project's
    /// `extension Encodable` or `extension Equatable` members are its members too.
    static func withRefinedProtocols(_ conformances: some Collection<String>) -> [String] {
        var result: [String] = []
        var pending = conformances.sorted()
        while !pending.isEmpty {
            let next = pending.removeFirst()
            guard !result.contains(next) else { continue }
            result.append(next)
            pending += libraryRefinements[next] ?? []
        }
        return result
    }

    /// Standard library protocols and the protocols they refine (or, for `Codable`, are composed of).
    private static let libraryRefinements: [String: [String]] = [
        "Codable": ["Decodable", "Encodable"], "Hashable": ["Equatable"], "Comparable": ["Equatable"],
        "Strideable": ["Comparable"], "OptionSet": ["SetAlgebra", "RawRepresentable"],
        "SetAlgebra": ["Equatable"],
        "LosslessStringConvertible": ["CustomStringConvertible"],
    ]

    /// Every overload of method `name` on `type`, its protocol extensions and superclasses.
    func findOverloads(_ name: String, in type: TypeDeclaration) -> [FunctionDeclSyntax] {
        let key = EvaluationLookups.MemberKey(type: type.identity, name: name)
        if let known = lookups.overloads[key] { return known }
        let overloads = overloadsAnew(name, in: type)
        lookups.overloads[key] = overloads
        return overloads
    }

    /// `findOverloads` without keeping what it found (see `findMember(_:in:visited:)`).
    func overloadsAnew(_ name: String, in type: TypeDeclaration) -> [FunctionDeclSyntax] {
        var result = type.overloads[name] ?? []
        var visited: Set<String> = [type.name]
        var pending = Self.withRefinedProtocols(type.conformances)
        while let next = pending.first {
            pending.removeFirst()
            guard !visited.contains(next), let parent = userType(next) else { continue }
            visited.insert(next)
            result += parent.overloads[name] ?? []
            pending += Self.withRefinedProtocols(parent.conformances)
        }
        return result
    }
}

/// What one evaluation looked up by name, kept for the rest of it (the project does not change meanwhile): a
/// model built in loops asks for the same few types and signatures thousands of times, and a name several
/// targets declare costs a comparison of folders each time (`DeclarationIndex.type(_:near:)`).
struct EvaluationLookups {
    struct SignatureKey: Hashable {
        var clause: SyntaxIdentifier
        var type: String?
    }

    /// A member name of one type declaration (not of its name: a prelude type and a project type may share one).
    struct MemberKey: Hashable {
        var type: ObjectIdentifier
        var name: String
    }

    /// A string catalog symbol as an implicit member: its name, and whether it is called (`.greeting(name)`).
    struct CatalogSymbolKey: Hashable {
        var name: String
        var isCalled: Bool
    }

    /// A symbol Xcode generates for an asset set, in a namespace folder or none.
    struct AssetSymbolKey: Hashable {
        var symbol: String
        var namespace: String?
    }

    var indexedTypes: [String: TypeDeclaration?] = [:]
    var declaredTypes: [String: TypeDeclaration?] = [:]
    var userTypes: [String: TypeDeclaration?] = [:]
    var preludeTypes: [String: TypeDeclaration?] = [:]
    var signatures: [SignatureKey: Signature] = [:]
    /// Members a type has through its conformances or superclass (`Evaluator.findMember`), nil for none.
    var inheritedMembers: [MemberKey: MemberDeclaration?] = [:]
    /// Types nested in a type or its enclosing ones, by simple name (`Evaluator.nestedType`), nil for none.
    var nestedTypes: [MemberKey: TypeDeclaration?] = [:]
    /// The type whose static method an unqualified call in a member of a type names: the type or one enclosing it,
    /// nil for none (`Evaluator.implicitReceiver`).
    var staticReceivers: [MemberKey: String?] = [:]
    /// Every overload of a method name on a type (`Evaluator.findOverloads`).
    var overloads: [MemberKey: [FunctionDeclSyntax]] = [:]
    /// The JSON key of each case of a `CodingKeys` enum, by the enum (`Evaluator.keyStrings`).
    var codingKeys: [ObjectIdentifier: [String: String]] = [:]
    /// The protocols each generic parameter of a function or initialiser is constrained to, by its parameter
    /// clause (`Evaluator.meetsGenericConstraints`): every call of a generic function checks them.
    var genericConstraints: [SyntaxIdentifier: [String: [String]]] = [:]
    /// Implicit member expressions that name a case of the project's enums (`.sharp` where an `Accidental` is
    /// expected), with the enum, which the evaluation still reads each time (`Evaluator.implicitMember`).
    var implicitCases: [SyntaxIdentifier: (declaration: TypeDeclaration, value: Value)] = [:]
    /// The cases of each `switch` its `#if` clauses leave (`Evaluator.activeCases`).
    var switchCases: [SyntaxIdentifier: [SwitchCaseSyntax]] = [:]
    /// Whether each closure names `$1` (`Evaluator.closureScope`).
    var closuresNamingSecondArgument: [SyntaxIdentifier: Bool] = [:]
    /// The names each closure gives its parameters (`Evaluator.parameterNames(of:)`), read from its syntax once:
    /// a closure that `map` calls binds them for every element.
    var closureParameterNames: [SyntaxIdentifier: [String]] = [:]
    /// How many arguments each closure takes (`Evaluator.closureArity`).
    var closureArities: [SyntaxIdentifier: Int] = [:]
    /// The colour set each generated symbol names (`UIKitColors.assetSymbol`), nil for none: matching a symbol
    /// spells every set's symbol, and a model's colours are asked for in every row.
    var assetColors: [AssetSymbolKey: ColorValue?] = [:]
    /// The image set each generated symbol names (`Vocabulary.imageSet(generating:)`), nil for none.
    var assetImageSets: [String: String?] = [:]
    var projectModuleNames: Set<String>?
    /// The one top-level type with a case or static member of each name, nil for none or several
    /// (`Evaluator.resolveSymbol`).
    var staticOwners: [String: TypeDeclaration?] = [:]
    /// The type every function and method of each name returns, nil where they differ
    /// (`Evaluator.resultTypeName(of:)`).
    var sharedResultTypes: [String: String?] = [:]
    /// Whether a project type has a static member or case of each name that a string catalog's generated symbol
    /// would otherwise be (`Evaluator.catalogText`), by name and whether it was called.
    var catalogSymbolsShadowed: [CatalogSymbolKey: Bool] = [:]
    /// A written type's name as its place in the source reads it (`DeclarationIndex.lexicalTypeName`), by node.
    var lexicalTypeNames: [SyntaxIdentifier: String] = [:]
    /// The stored properties whose observers are running, by instance and name (`Evaluator.setStoredProperty`).
    var observing: Set<String> = []
    /// The instances whose declared initialiser is running.
    var initializing: Set<ObjectIdentifier> = []
}
