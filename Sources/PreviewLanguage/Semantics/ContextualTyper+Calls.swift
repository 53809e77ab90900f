import PreviewModel
import SwiftSyntax

/// Which function, initialiser or enum case a call binds to, chosen by labels and then by the types of the
/// arguments, and so which parameter type each argument is given.
extension ContextualTyper {
    /// One parameter list a call may bind to: a function's, an initialiser's, an enum case's or a memberwise one.
    struct Candidate {
        var labels: [String?]
        var types: [StaticType?]
        var hasDefault: [Bool]
        var isVariadic: [Bool]
        /// Whether each parameter takes a closure, which is where an unlabeled trailing closure goes.
        var acceptsClosure: [Bool]

        /// `acceptsClosure` defaults to the parameters whose type is a function (or an optional one).
        init(
            labels: [String?], types: [StaticType?], hasDefault: [Bool], isVariadic: [Bool],
            acceptsClosure: [Bool]? = nil
        ) {
            self.labels = labels
            self.types = types
            self.hasDefault = hasDefault
            self.isVariadic = isVariadic
            self.acceptsClosure = acceptsClosure ?? types.map { type in
                if case .function? = type?.unwrapped { return true }
                return false
            }
        }
    }

    /// The parameter type each argument of `call` is given, where the callee and its overload are known statically.
    func parameterTypes(of call: FunctionCallExprSyntax) -> [(ExprSyntax, StaticType)]? {
        let candidates = self.candidates(for: call)
        guard !candidates.isEmpty else { return nil }
        let arguments = Self.arguments(of: call)
        let trailing = Self.unlabeledTrailingClosure(of: call)
        let bound = candidates.compactMap { Self.bind(arguments.map(\.label), unlabeledTrailing: trailing, to: $0) }
        guard let chosen = choose(among: bound, arguments: arguments.map(\.expression)) else { return nil }
        var result: [(ExprSyntax, StaticType)] = []
        for (argument, type) in zip(arguments, chosen) {
            guard let type, !argument.expression.is(InOutExprSyntax.self) else { continue }
            result.append((argument.expression, type))
        }
        return result
    }

    static func arguments(of call: FunctionCallExprSyntax) -> [(label: String?, expression: ExprSyntax)] {
        var result = call.arguments.map { (label: $0.label?.bareName, expression: $0.expression) }
        if let trailing = call.trailingClosure { result.append((nil, ExprSyntax(trailing))) }
        for extra in call.additionalTrailingClosures {
            result.append((extra.label.bareName, ExprSyntax(extra.closure)))
        }
        return result
    }

    /// The position of the call's unlabeled trailing closure among its arguments (`arguments(of:)`), if it has one.
    static func unlabeledTrailingClosure(of call: FunctionCallExprSyntax) -> Int? {
        call.trailingClosure == nil ? nil : call.arguments.count
    }

    /// The type of each argument's parameter if `labels` bind to `candidate` (parameters with defaults may be left
    /// out, a variadic one takes every following unlabeled argument), else nil. The unlabeled trailing closure at
    /// `unlabeledTrailing` goes to the next parameter that takes a closure, whatever its label (`Button(role:
    /// .cancel) { … }` passes `action:`), skipping those with defaults that do not, as Swift's forward scan does.
    static func bind(_ labels: [String?], unlabeledTrailing: Int? = nil, to candidate: Candidate) -> [StaticType?]? {
        var types: [StaticType?] = []
        var argument = 0
        for parameter in candidate.labels.indices {
            if argument == unlabeledTrailing, candidate.labels[parameter] != nil {
                if candidate.acceptsClosure[parameter] {
                    types.append(candidate.types[parameter])
                    argument += 1
                } else if !candidate.hasDefault[parameter] && !candidate.isVariadic[parameter] {
                    return nil
                }
                continue
            }
            if argument < labels.count, labels[argument] == candidate.labels[parameter] {
                types.append(candidate.types[parameter])
                argument += 1
                // A variadic parameter takes the unlabeled arguments after its first one too.
                while candidate.isVariadic[parameter], argument < labels.count, labels[argument] == nil {
                    types.append(candidate.types[parameter])
                    argument += 1
                }
            } else if !candidate.hasDefault[parameter] && !candidate.isVariadic[parameter] {
                return nil
            }
        }
        return argument == labels.count ? types : nil
    }

    /// The binding among those that fit the labels whose parameter types agree with the arguments' own types;
    /// nil when several remain that would type the arguments differently.
    func choose(among bound: [[StaticType?]], arguments: [ExprSyntax]) -> [StaticType?]? {
        guard bound.count > 1 else { return bound.first }
        let fitting = bound.filter { types in
            zip(types, arguments).allSatisfy { parameter, argument in
                guard let parameter else { return true }
                if let member = Self.implicitMemberName(argument) { return mayHaveStaticMember(member, parameter) }
                guard !Self.isContextFree(argument), let argumentType = type(of: argument) else { return true }
                return compatible(argumentType, parameter)
            }
        }
        guard let first = fitting.first else { return nil }
        return fitting.dropFirst().allSatisfy({ $0 == first }) ? first : nil
    }

    /// `name` of an implicit member argument (`.brandBackground`, `.title("New")`), which only a parameter type
    /// with a static member of that name can take.
    static func implicitMemberName(_ argument: ExprSyntax) -> String? {
        let member = argument.as(MemberAccessExprSyntax.self)
            ?? argument.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
        guard let member, member.base == nil else { return nil }
        return member.declName.baseName.bareName
    }

    /// Whether `.name` may be a static member of `type`, as Swift looks implicit members up: in the type, or for a
    /// protocol in its extensions constrained to a concrete type (`extension ShapeStyle where Self == Color`). Only
    /// a type whose members are all known can say no: a type the project declares, or the library's modifier
    /// protocol (`View`), which has no static members of its own, so `.background(.brandFill)` takes the
    /// `ShapeStyle` overload, not the view one.
    func mayHaveStaticMember(_ name: String, _ type: StaticType) -> Bool {
        guard name != "init", let typeName = type.memberLookupName else { return true }
        if let declared = index.type(typeName, near: file) {
            if declared.members[name] != nil || declared.enumCase(named: name) != nil { return true }
            if index.type(typeName + "." + name, near: file) != nil { return true }
            if declared.kind != .extension {
                return !declared.conformances.contains { index.type($0, near: file) != nil }
            }
        }
        return typeName != builtins.modifierProtocol
    }

    func compatible(_ argument: StaticType, _ parameter: StaticType) -> Bool {
        if argument == parameter { return true }
        // Any view may be passed where a view is taken; whether a type conforms is not known here.
        if parameter.memberLookupName == builtins.modifierProtocol { return true }
        if case .optional(let wrapped) = parameter { return compatible(argument, wrapped) }
        return argument.memberLookupName == parameter.memberLookupName
    }

    func candidates(for call: FunctionCallExprSyntax) -> [Candidate] {
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.bareName
            if let local = local(name) {
                // A closure in a variable (`let half: (Double) -> Double`): its parameters have no labels.
                guard case .function(let parameters, _)? = local else { return [] }
                return [
                    Candidate(
                        labels: parameters.map { _ in nil }, types: parameters,
                        hasDefault: parameters.map { _ in false },
                        isVariadic: parameters.map { _ in false })
                ]
            }
            if case .metatype(let typeName)? = typeOfName(name, at: reference) { return initializers(of: typeName) }
            if let selfType = currentSelfType, let functions = index.type(selfType, near: file)?.overloads[name] {
                return functions.map { candidate(for: $0, in: selfType) }
            }
            return (index.functions[name] ?? []).map { candidate(for: $0.0, in: nil) }
        }
        guard let member = callee.as(MemberAccessExprSyntax.self) else { return [] }
        let name = member.declName.baseName.bareName
        let typeName: String
        let isStatic: Bool
        if let base = member.base {
            switch type(of: base) {
            case .metatype(let metatype)?: (typeName, isStatic) = (metatype, true)
            case let instance?:
                if let element = instance.element, let elementMethod = Self.elementParameters[name] {
                    // `items.contains(.number(2))`, `names.firstIndex(of: .sample)`: the collection's element.
                    return [
                        Candidate(
                            labels: elementMethod, types: elementMethod.map { _ in element },
                            hasDefault: elementMethod.map { _ in false }, isVariadic: elementMethod.map { _ in false })
                    ]
                }
                guard let nominal = instance.memberLookupName else { return [] }
                (typeName, isStatic) = (nominal, false)
            case nil:
                // A view built by a call or a chain of modifiers: its modifiers are SwiftUI's or the project's.
                return modifierCandidates(name)
            }
        } else {
            guard let context = contextualTypes[member.id] ?? nil, let nominal = context.memberLookupName else {
                return []
            }
            (typeName, isStatic) = (nominal, true)
        }
        if name == "init" { return initializers(of: typeName) }
        guard let type = index.type(typeName, near: file) else { return isStatic ? [] : modifierCandidates(name) }
        if isStatic, let element = type.enumCase(named: name), let clause = element.parameterClause {
            return [
                Candidate(
                    labels: clause.parameters.map { $0.firstName.map(\.bareName).flatMap { $0 == "_" ? nil : $0 } },
                    types: clause.parameters.map {
                        written($0.type, generics: Set(type.genericParameters), selfType: type.name)
                    },
                    hasDefault: clause.parameters.map { $0.defaultValue != nil },
                    isVariadic: clause.parameters.map { _ in false })
            ]
        }
        let overloads = type.overloads[name] ?? []
        if overloads.isEmpty { return isStatic ? [] : modifierCandidates(name) }
        let declared = overloads.map { candidate(for: $0, in: typeName) }
        // `extension Text { func font(kernedFont:) }` adds to SwiftUI's `font(_:)` of a built-in view; it does not
        // replace it.
        guard !isStatic, builtins.isType(typeName) else { return declared }
        return Self.joined(declared, library: modifierCandidates(name))
    }

    /// The project's overloads of a name with the library's beside them, as Swift sees both; a library overload with
    /// the labels of one the project declares is left out, so the project's stays the one chosen.
    static func joined(_ project: [Candidate], library: [Candidate]) -> [Candidate] {
        let taken = Set(project.map { $0.labels.map { $0 ?? "_" }.joined(separator: ":") })
        return project + library.filter { !taken.contains($0.labels.map { $0 ?? "_" }.joined(separator: ":")) }
    }

    /// A modifier's parameter lists: the project's `extension View` methods of that name and the library's.
    func modifierCandidates(_ name: String) -> [Candidate] {
        if let known = modifierCandidateMemo[name] { return known }
        let candidates = modifierCandidatesAnew(name)
        modifierCandidateMemo[name] = candidates
        return candidates
    }

    private func modifierCandidatesAnew(_ name: String) -> [Candidate] {
        let receiver = builtins.modifierProtocol
        let library = builtins.modifiers(name).map { builtinCandidate($0, selfType: receiver) }
        guard let overloads = index.type(receiver, near: file)?.overloads[name], !overloads.isEmpty else {
            return library
        }
        return Self.joined(overloads.map { candidate(for: $0, in: nil) }, library: library)
    }

    /// Collection methods whose arguments are elements, with their labels.
    static let elementParameters: [String: [String?]] = [
        "contains": [nil], "append": [nil], "firstIndex": ["of"], "lastIndex": ["of"], "insert": [nil],
    ]

    func candidate(for function: FunctionDeclSyntax, in typeName: String?) -> Candidate {
        let typeGenerics = typeName.flatMap { index.type($0, near: file)?.genericParameters } ?? []
        return candidate(
            function.signature.parameterClause,
            generics: Set(typeGenerics).union(Self.genericNames(function.genericParameterClause)), selfType: typeName)
    }

    func candidate(_ clause: FunctionParameterClauseSyntax, generics: Set<String>, selfType: String?) -> Candidate {
        Candidate(
            labels: clause.parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.bareName },
            types: clause.parameters.map { written($0.type, generics: generics, selfType: selfType) },
            hasDefault: clause.parameters.map { $0.defaultValue != nil },
            isVariadic: clause.parameters.map { $0.ellipsis != nil },
            acceptsClosure: clause.parameters.map { Self.isClosureType($0.type) })
    }

    /// `() -> Void`, `@escaping (Int) -> Void`, `(() -> Void)?`: a type a closure can be passed as.
    static func isClosureType(_ type: TypeSyntax) -> Bool {
        if type.is(FunctionTypeSyntax.self) { return true }
        if let attributed = type.as(AttributedTypeSyntax.self) { return isClosureType(attributed.baseType) }
        if let optional = type.as(OptionalTypeSyntax.self) { return isClosureType(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return isClosureType(unwrapped.wrappedType)
        }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return isClosureType(only.type)
        }
        return false
    }

    /// A project type's initialisers: those it declares, and the memberwise one a struct without its own has; a
    /// built-in type's, from the vocabulary's signatures (with the project's extensions' initialisers).
    func initializers(of typeName: String) -> [Candidate] {
        if let known = initializerMemo[typeName] { return known }
        let candidates = initializersAnew(of: typeName)
        initializerMemo[typeName] = candidates
        return candidates
    }

    private func initializersAnew(of typeName: String) -> [Candidate] {
        guard let type = index.type(typeName, near: file), type.kind != .extension else {
            let extended = index.type(typeName, near: file)?.initializers ?? []
            return extended.map { candidate($0.signature.parameterClause, generics: [], selfType: typeName) }
                + builtins.initializers(typeName).map { builtinCandidate($0, selfType: typeName) }
        }
        let generics = Set(type.genericParameters)
        var result = type.initializers.map {
            candidate($0.signature.parameterClause, generics: generics, selfType: type.name)
        }
        if type.hasMemberwiseInitializer {
            // A `let` with a value is not a parameter; a `var` with one is, with that default.
            let parameters = type.storedProperties.filter {
                !($0.isLet && $0.initializer != nil)
                    && (!$0.isLeftOutOfMemberwiseInitializer || $0.takesItsWrapperInMemberwiseInitializer)
            }
            result.append(
                Candidate(
                    labels: parameters.map(\.name),
                    // A `@Binding var x: T` is initialised with a `Binding<T>` (`.constant([])`, `$items`).
                    types: parameters.map { property in
                        // `_isFocused`: the wrapper, whose type the semantic pass does not model.
                        if property.takesItsWrapperInMemberwiseInitializer { return nil }
                        let value = property.type.flatMap { written($0, generics: generics, selfType: type.name) }
                        return property.wrapper == "Binding" ? value.map { .nominal("Binding", [$0]) } : value
                    },
                    hasDefault: parameters.map {
                        $0.initializer != nil || $0.type?.is(OptionalTypeSyntax.self) == true
                            || $0.takesItsWrapperInMemberwiseInitializer
                    },
                    isVariadic: parameters.map { _ in false }))
        }
        return result
    }

    /// A vocabulary signature's parameters, where only the types the interpreter knows count: the vocabulary
    /// writes its generic placeholders (`Content`, `Label`) as plain names.
    func builtinCandidate(_ clause: FunctionParameterClauseSyntax, selfType: String) -> Candidate {
        var result = candidate(clause, generics: [], selfType: selfType)
        // `[Gradient.Stop]` counts as its element does: `.init(color:location:)` in the literal is a stop.
        func isKnown(_ type: StaticType) -> Bool {
            if case .array(let element) = type.unwrapped { return isKnown(element) }
            guard let name = type.memberLookupName else { return false }
            return name == builtins.modifierProtocol || builtins.isType(name) || index.type(name, near: file) != nil
        }
        result.types = result.types.map { type in type.flatMap { isKnown($0) ? $0 : nil } }
        return result
    }

    func chooseFunction(named name: String, inType typeName: String, call: FunctionCallExprSyntax)
        -> FunctionDeclSyntax?
    {
        guard let overloads = index.type(typeName, near: file)?.overloads[name] else { return nil }
        return chooseOverload(overloads, call: call, typeName: typeName)
    }

    func chooseGlobal(named name: String, call: FunctionCallExprSyntax) -> FunctionDeclSyntax? {
        guard let overloads = index.functions[name]?.map(\.0) else { return nil }
        return chooseOverload(overloads, call: call, typeName: nil)
    }

    func chooseOverload(_ overloads: [FunctionDeclSyntax], call: FunctionCallExprSyntax, typeName: String?)
        -> FunctionDeclSyntax?
    {
        let labels = Self.arguments(of: call).map(\.label)
        let trailing = Self.unlabeledTrailingClosure(of: call)
        let fitting = overloads.filter {
            Self.bind(labels, unlabeledTrailing: trailing, to: candidate(for: $0, in: typeName)) != nil
        }
        return fitting.count == 1 ? fitting[0] : nil
    }
}
