import Foundation
import PreviewLanguage
import PreviewModel
import PreviewViews
import SwiftSyntax

extension Evaluator {
    /// `base.name` without a call.
    func memberAccess(_ member: MemberAccessExprSyntax, scope: Scope) throws -> Value {
        let name = member.declName.baseName.bareName
        guard let baseExpression = member.base else { return try implicitMember(name, at: member) }
        if let notification = platformNotificationName(name, of: baseExpression, scope: scope) {
            return notification
        }
        // `Int?.none`, `Optional<UUID>.none`: nil, as picker tags and default arguments spell it.
        if name == "none", Self.isOptionalType(baseExpression) { return .null }
        let base = try evaluate(baseExpression, scope: scope)
        // `[Int].primes`: a one-element literal of a type is the array type's sugar, here naming its statics
        // (`[Item].self` stays the literal, whose element decoding reads).
        if name != "self", let sugar = Self.collectionTypeSugar(baseExpression), Self.isTypeSugar(base) {
            return try property(name, of: .type(sugar), at: member)
        }
        // `SwiftUI.Color.red`: a member of the library's type, whatever the project names `Color`.
        return try seeingLibrary(libraryQualifiedName(baseExpression)) {
            try withStaticGenericArguments(of: baseExpression, naming: base) {
                try property(name, of: base, at: member)
            }
        }
    }

    /// Whether `expression` names an optional type: `Int?`, `Optional<UUID>` or `Optional`.
    static func isOptionalType(_ expression: ExprSyntax) -> Bool {
        if let chained = expression.as(OptionalChainingExprSyntax.self) {
            guard let reference = chained.expression.as(DeclReferenceExprSyntax.self) else { return false }
            return reference.baseName.bareName.first?.isUppercase == true
        }
        let named = expression.as(GenericSpecializationExprSyntax.self)?.expression ?? expression
        return named.as(DeclReferenceExprSyntax.self)?.baseName.bareName == "Optional"
    }

    /// Whether `value`, evaluated from a one-element array or dictionary literal, holds types rather than values:
    /// `[Int]` or `[String: Int]` written where a type is meant.
    private static func isTypeSugar(_ value: Value) -> Bool {
        switch value {
        case .array(let elements):
            guard elements.count == 1, case .type = elements[0] else { return false }
            return true
        case .dictionary(let dictionary):
            guard dictionary.count == 1, case .type? = dictionary.keys.first, case .type? = dictionary.values.first
            else { return false }
            return true
        default:
            return false
        }
    }

    /// `UIScene.willEnterForegroundNotification` of a platform type previewd does not model: the name Cocoa gives
    /// it. Nothing posts a platform notification in a still frame, so code that observes or aliases one only needs
    /// its name, to pair with the project's own posts of it.
    private func platformNotificationName(
        _ name: String, of base: ExprSyntax, scope: Scope
    ) -> Value? {
        guard name.hasSuffix("Notification"), let reference = base.as(DeclReferenceExprSyntax.self),
            reference.argumentNames == nil
        else { return nil }
        let typeName = reference.baseName.bareName
        guard typeName.first?.isUppercase == true, scope.lookup(typeName) == nil, userType(typeName) == nil,
            project.index.globals[typeName] == nil, !Vocabulary.isKnownType(typeName)
        else { return nil }
        return Self.cocoaNotificationName(name, of: typeName)
    }

    /// Cocoa's name for the notification `member` of `typeName`: the type's name and the member's, capitalised
    /// (`UIDevice.orientationDidChangeNotification` is "UIDeviceOrientationDidChangeNotification").
    static func cocoaNotificationName(_ member: String, of typeName: String) -> Value? {
        guard member.hasSuffix("Notification"), let first = member.first, !typeName.contains(".") else { return nil }
        return .string(typeName + first.uppercased() + member.dropFirst())
    }

    /// `.name` alone: the static member of the type its context gives (the semantic pass); where no context is
    /// known statically, a symbol that whatever receives it resolves.
    private func implicitMember(_ name: String, at member: MemberAccessExprSyntax) throws -> Value {
        if let known = lookups.implicitCases[member.id] {
            touch(known.declaration)
            return known.value
        }
        if let text = catalogText(name, arguments: nil, at: member) { return .string(text) }
        guard let type = semantics.contextualType(of: member)?.implicitMemberScope else { return .symbol(name) }
        if name == "none", isOptionalNone(member, in: type) { return .null }
        // `.font(.AppFont.bold.size(12))`: a chain may start from a type nested in the contextual type.
        if let nested = indexedType(type + "." + name) { return .type(nested.name) }
        let value = try resolveImplicit(.symbol(name), typeName: type, at: member)
        // A case of the project's enum is the same value every time this expression runs.
        if case .enumCase(let resolved) = value, resolved.payload.isEmpty, resolved.caseName == name,
            let declaration = userType(resolved.typeName), case .enumCase? = findMember(name, in: declaration)
        {
            lookups.implicitCases[member.id] = (declaration, value)
        }
        return value
    }

    /// Whether `.none` where a `type` is expected is `Optional.none`: the context can only be an optional of a type
    /// that has no `none` of its own, the project's (or the prelude's) or the standard library's values (`let
    /// next: Item? = .none`, `count = .none`). The semantic pass gives the wrapped type, so a type with a `none`
    /// keeps it (an optional of such a type, which Swift warns is ambiguous, is read as the type); a SwiftUI or
    /// UIKit type keeps the name for the vocabulary to read, as some declare a `none`.
    private func isOptionalNone(_ member: MemberAccessExprSyntax, in type: String) -> Bool {
        guard userType(type) != nil || !Self.builtinProtocols(ofTypeName: type).isEmpty else { return false }
        return !contextualTypeDeclares(member)
    }

    /// A property of a value: stored and computed properties of project types, static members and enum cases,
    /// and the built-in properties of SwiftUI and standard library values.
    func property(_ rawName: String, of base: Value, at node: some SyntaxProtocol) throws -> Value {
        var name = rawName
        if name.hasPrefix("$"), name.count > 1 { name.removeFirst() }  // `model.$text`: a binding to the property
        // `settings.$volume` of a project's own wrapper: its projected value.
        if rawName.hasPrefix("$"), case .instance(let instance) = base,
            let wrapper = wrapperInstance(of: name, in: instance)
        {
            return try member("projectedValue", of: wrapper, at: node)
        }
        // `model.$items` of an `@Published` property is its publisher (a binding to it is `$model.items`).
        if rawName.hasPrefix("$"), case .instance(let instance) = base,
            storedProperty(named: name, in: instance.type)?.wrapper == "Published"
        {
            return FoundationCombine.publishedPublisher(name, of: instance, evaluator: self)
        }
        // A binding or state value stands in for its wrapper, so the wrapper's accessors are the value itself; a
        // project's own wrapper type has them as members.
        if name == "self" { return base }
        // `sizeClass.debugDescription` of an optional: `Optional(…)` or `nil`, as Swift prints it.
        if name == "debugDescription", let expression = Syntax(node).as(MemberAccessExprSyntax.self)?.base,
            let wrapped = semantics.describedOptionalType(of: expression)
        {
            return .string(try describeOptional(base, wrapping: wrapped, at: node))
        }
        if name == "localizedDescription", let description = try localizedDescription(of: base, at: node) {
            return description
        }
        if let bridged = try bridgedErrorMember(name, of: base, at: node) { return bridged }
        if name == "wrappedValue" || name == "projectedValue" {
            guard case .instance(let instance) = base,
                instance.properties[name] != nil || findMember(name, in: instance.type) != nil
            else { return base }
        }
        switch base {
        case .opaque(let what):
            if let value = try libraryExtensionProperty(name, of: base, at: node) { return value }
            return .opaque(what + "." + name)
        case .module(let module):
            guard isLibraryModule(module) else { return try resolve(name: name, scope: Scope(), at: node) }
            return try seeingLibrary(name) { try resolve(name: name, scope: Scope(), at: node) }
        case .null:
            // `user?.name` stops at nil; `name.orEmpty` without `?` is a member of Optional itself.
            guard !Self.continuesOptionalChain(node),
                let value = try optionalExtensionProperty(name, of: base, at: node)
            else { return .null }
            return value
        case .instance(let instance):
            return try member(name, of: instance, at: node)
        case .type(let typeName):
            if name == "init" {
                // `String.init` passed as a function (`map(String.init)`).
                return .function(.builtin(typeName + ".init") { evaluator, arguments in
                    guard let call = Syntax(node).as(MemberAccessExprSyntax.self) else { return .opaque(typeName) }
                    let arguments = evaluator.initializerReferenceArguments(arguments, of: typeName)
                    return try evaluator.constructValue(typeName, arguments: arguments, at: call)
                })
            }
            if let type = userType(typeName) {
                if name == "allCases" {
                    return .array(try type.caseNames.map { try staticMember($0, of: type, at: node) })
                }
                if findMember(name, in: type) != nil { return try staticMember(name, of: type, at: node) }
                // `Store.Key(…)`: an alias the type declares names the aliased type.
                if let target = project.index.aliases[typeName + "." + name], let aliased = typeReference(target) {
                    return aliased
                }
                if let nested = indexedType(typeName + "." + name) ?? declaredProjectType(name) {
                    return .type(nested.name)
                }
            }
            if let constant = Vocabulary.staticMembers[typeName]?[name] { return constant }
            if Vocabulary.staticFunctions[typeName + "." + name] != nil
                || Vocabulary.staticFunctions["." + name] != nil,
                let call = Syntax(node).as(MemberAccessExprSyntax.self)
            {
                // `Color.accentColor`-style constants written as zero-argument functions in the vocabulary.
                return try callStatic(name, of: typeName, arguments: [], at: call)
            }
            if typeName == "Color" || typeName == "UIColor", let color = Convert.color(.symbol(name), evaluator: self) {
                return .color(color)
            }
            if Vocabulary.isKnownType(typeName + "." + name) || Vocabulary.isKnownType(name) {
                return .type(typeName + "." + name)
            }
            if let notification = Self.cocoaNotificationName(name, of: typeName) { return notification }
            // `Edge.Set.top`, `HorizontalAlignment.leading`: members of built-in types read as implicit members.
            if Vocabulary.symbolicTypes.contains(typeName) { return .symbol(name) }
            // `Color.brandPrimary` from a package that is not checked out, or a member previewd lacks: drawn as a
            // placeholder, and said, since the project's own code did not make it.
            if Vocabulary.isKnownType(typeName) {
                report("member '\(name)' of '\(typeName)' is not supported; drawn as a placeholder", at: node)
            }
            return .opaque(typeName + "." + name)
        case .enumCase(let value):
            // A `rawValue` the enum computes itself (a `Font` for each case, a raw value spelled out) before the
            // raw value Swift gives a raw-value enum.
            if let type = userType(value.typeName),
                case .computed(let getter, false, let declaration)? = findMember(name, in: type)
            {
                return try memoisedGetter(declaration, of: base) {
                    try nested(node) { try runBody(getter, scope: Scope(selfValue: base, selfType: type)) }
                }
            }
            if name == "rawValue" { return try rawValue(of: value, at: node) }
            if let index = value.payloadLabels.firstIndex(of: name), index < value.payload.count {
                return value.payload[index]
            }
        case .tuple(let values, let labels):
            if let index = labels.firstIndex(of: name) ?? Int(name), index < values.count { return values[index] }
        // `.lazy` only defers work; evaluated eagerly, a finite collection gives the same elements in the same order
        // (`(1...10).lazy.map { … }.filter { … }.prefix(2)`).
        case .array, .set, .dictionary, .string:
            if name == "lazy" { return base }
        case .range(_, let upper, _):
            if name == "lazy", upper != Int.max { return base }
        case .symbol(let symbol):
            // `style.scale` of a text style (`let style: Font.TextStyle = .title`) where the project extends
            // `Font.TextStyle`: its property, run with the style as `self`.
            if TextStyle(rawValue: symbol) != nil, let type = indexedType("Font.TextStyle"),
                case .computed(let getter, false, let declaration)? = type.members[name]
            {
                touch(type)
                return try memoisedGetter(declaration, of: base) {
                    try nested(node) { try runBody(getter, scope: Scope(selfValue: base, selfType: type)) }
                }
            }
            // `.title.bold` read without a call is rare; colours and fonts are the symbols with members.
            if let font = FontVocabulary.font(named: symbol) { return try property(name, of: .font(font), at: node) }
            // `.Brand.accent`: a colour set in a catalog folder that provides a namespace ("Brand/accent").
            if let color = UIKitColors.assetSymbol(name, namespace: symbol, evaluator: self) { return .color(color) }
        default:
            break
        }
        if let value = try libraryExtensionProperty(name, of: base, at: node) { return value }
        // `Text("a").erased`, `content.embedInNavigation`: a computed property the project declares in an extension
        // of `View` (or `Text`, `Image`, `Shape`), read on a view, as its methods are called on one.
        if case .view = base {
            for typeName in ["View", "Text", "Image", "Shape", "InsettableShape"] {
                guard let type = project.index[type: typeName],
                    case .computed(let getter, false, let declaration)? = type.members[name]
                else { continue }
                touch(type)
                return try memoisedGetter(declaration, of: base) {
                    try nested(node) { try runBody(getter, scope: Scope(selfValue: base, selfType: type)) }
                }
            }
        }
        if case .symbol(let symbol) = base, let resolved = try resolveSymbol(symbol, at: node) {
            return try property(name, of: resolved, at: node)
        }
        // `.circle.fill`: symbol variants combined, kept as their dotted names (`SymbolVariants(names:)`).
        if case .symbol(let symbol) = base, SymbolVariants(names: symbol) != nil, SymbolVariants(names: name) != nil {
            return .symbol(symbol + "." + name)
        }
        if let value = try NativeProperties.lookup(name, of: base, evaluator: self, at: Syntax(node)) { return value }
        if let value = try optionalExtensionProperty(name, of: base, at: node) { return value }
        // `numbers.description` is what `"\(numbers)"` and `String(describing: numbers)` print.
        switch (name, base) {
        case ("debugDescription", .string(let text)): return .string(String(reflecting: text))
        // `(path as NSString).lastPathComponent`: a string is an `NSString` wherever Foundation is imported.
        case ("lastPathComponent", .string(let text)): return .string((text as NSString).lastPathComponent)
        case ("pathExtension", .string(let text)): return .string((text as NSString).pathExtension)
        case ("deletingLastPathComponent", .string(let text)):
            return .string((text as NSString).deletingLastPathComponent)
        case ("deletingPathExtension", .string(let text)): return .string((text as NSString).deletingPathExtension)
        case ("pathComponents", .string(let text)):
            return .array((text as NSString).pathComponents.map(Value.string))
        // Swift seeds `hashValue` anew in every process, so no value is wrong; the same text gives the same number.
        case ("hashValue", _): return .int(Self.stableHash(try describe(base, at: node)))
        case ("description", .array), ("description", .set), ("description", .dictionary), ("description", .tuple),
            ("debugDescription", .array), ("debugDescription", .set), ("debugDescription", .dictionary),
            ("debugDescription", .int), ("debugDescription", .double), ("debugDescription", .bool):
            return .string(try describe(base, at: node))
        default: break
        }
        // `terms.contains(where: value.contains)`, `let starts = title.hasPrefix`: a built-in method named without a
        // call is a function of its arguments, applied to this receiver.
        if !NativeMethods.mutating.contains(name), NativeMethods.lookup(name, on: base) != nil {
            return .function(.builtin(name) { evaluator, arguments in
                try evaluator.callMethod(name, on: base, arguments: arguments, at: node)
            })
        }
        throw EvaluationError("member '\(name)' of '\(base.kindName)' is not supported", at: node)
    }

    /// FNV-1a of `text`: a hash that is the same in every run, so frames do not change between renders.
    static func stableHash(_ text: String) -> Int {
        let hash = text.utf8.reduce(UInt64(14_695_981_039_346_656_037)) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 }
        return Int(truncatingIfNeeded: hash)
    }

    /// A computed property the project declares on Optional (`extension String? { var queryAllowedURL }`), read
    /// on a value that is nil or holds a value: optionals hold their value directly, so the property runs with
    /// either as `self`. Looked up after the value's own members, which a `?.` would have reached.
    private func optionalExtensionProperty(_ name: String, of base: Value, at node: some SyntaxProtocol) throws
        -> Value?
    {
        guard let type = indexedType("Optional"),
            case .computed(let getter, false, let declaration)? = type.members[name]
        else { return nil }
        touch(type)
        return try memoisedGetter(declaration, of: base) {
            try nested(node) { try runBody(getter, scope: Scope(selfValue: base, selfType: type)) }
        }
    }

    /// Whether a member (`a?.b.c`) or method call (`a?.f().g()`) continues an optional chain, where a nil ends the
    /// whole chain instead of meeting a member of Optional.
    static func continuesOptionalChain(_ node: some SyntaxProtocol) -> Bool {
        let member = Syntax(node).as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
            ?? Syntax(node).as(MemberAccessExprSyntax.self)
        var current: ExprSyntax? = member?.base
        while let expression = current {
            if expression.is(OptionalChainingExprSyntax.self) { return true }
            if let member = expression.as(MemberAccessExprSyntax.self) {
                current = member.base
            } else if let call = expression.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
                current = subscriptCall.calledExpression
            } else if let unwrap = expression.as(ForceUnwrapExprSyntax.self) {
                current = unwrap.expression
            } else {
                return false
            }
        }
        return false
    }

    /// Writes a property of a built-in value (`size.width = 3` on a local `CGSize`).
    func setProperty(_ name: String, of base: inout Value, to given: Value, at node: some SyntaxProtocol) throws {
        var value = given
        // `formatter.timeZone = .current`: an implicit member of the type the property holds.
        if let typeName = FoundationDates.propertyType(name, of: base) {
            switch value {
            case .symbol, .implicitCall: value = try resolveImplicit(value, typeName: typeName, at: node)
            default: break
            }
        }
        // A Foundation object is one object wherever it is held: what a getter read from it may change.
        if case .native(.object(let object)) = base {
            noteGlobalWrite()
            UIKitAppearance.set(name, of: object, evaluator: self, at: Syntax(node))
        }
        if case .native(.dateFormatter) = base { noteGlobalWrite() }
        if try setCustomDecodingStrategy(name, of: base, to: &value, at: node) { return }
        if FoundationDates.setProperty(name, of: &base, to: value) { return }
        if case .native(.object(let object)) = base, FoundationObjects.setProperty(name, of: object, to: value) {
            return
        }
        switch base {
        case .tuple(var values, let labels):
            guard let index = labels.firstIndex(of: name) ?? Int(name), index < values.count else { break }
            values[index] = value
            base = .tuple(values, labels: labels)
            return
        case .native(.graphicsContext(var context)):
            try context.set(name, to: value, evaluator: self, at: Syntax(node))
            base = .native(.graphicsContext(context))
            return
        case .native(.attributedString(let runs)):
            base = .native(.attributedString(try setAttribute(name, of: runs, to: value, at: node)))
            return
        case .native(.attributeContainer(var attributes)):
            attributes[name] = value.stored
            base = .native(.attributeContainer(attributes))
            return
        case .native(let native):
            if let changed = CoreGraphicsGeometry.setting(name, of: native, to: value) {
                base = .native(changed)
                return
            }
        default:
            break
        }
        throw EvaluationError("cannot assign to member '\(name)' of '\(base.kindName)'", at: node)
    }

    /// An instance member: a stored value, a lazy or computed property, or a method as a function value.
    func member(_ name: String, of instance: Instance, at node: some SyntaxProtocol) throws -> Value {
        if let value = instance.properties[name] { return value }
        if let wrapper = wrapperInstance(of: name, in: instance) {
            return try member("wrappedValue", of: wrapper, at: node)
        }
        if let property = storedProperty(named: name, in: instance.type) {
            // `lazy var` and stored properties not yet set (an initialiser still running) read their default.
            if let initializer = property.initializer {
                var value = try nested(node) {
                    try evaluate(initializer, scope: Scope(selfValue: .instance(instance), selfType: instance.type))
                }
                if let type = property.type { value = try coerce(value, to: type, at: initializer) }
                instance.properties[name] = value.stored
                return value
            }
            return .null
        }
        switch findMember(name, in: instance.type) {
        case .computed(let getter, _, let declaration)?:
            touch(instance.type)
            return try memoisedGetter(declaration, of: instance) {
                let value = try nested(node) {
                    try runGetter(
                        getter, of: declaration, scope: Scope(selfValue: .instance(instance), selfType: instance.type))
                }
                return try typed(value, declaredBy: declaration, at: node)
            }
        case .function(let function, _)?:
            return .function(.function(function, selfValue: .instance(instance), type: instance.type))
        case .staticStored?:
            return try staticMember(name, of: instance.type, at: node)
        default:
            if name == "id", instance.type.conformances.contains("Identifiable") {
                return .native(.uuid("\(ObjectIdentifier(instance).hashValue)"))
            }
            if name == "hashValue" { return .int(ObjectIdentifier(instance).hashValue) }
            // The publisher `ObservableObject` gives every class that adopts it, a superclass's adoption included.
            if name == "objectWillChange", instance.type.isClass, adopts("ObservableObject", instance.type) {
                return FoundationCombine.objectWillChange(of: instance, evaluator: self)
            }
            throw EvaluationError("'\(instance.type.name)' has no member '\(name)'", at: node)
        }
    }

    /// `Type.name`: an enum case, a static property (initialised once per evaluation), a static computed one.
    func staticMember(_ name: String, of type: TypeDeclaration, at node: some SyntaxProtocol) throws -> Value {
        touch(type)
        let key = type.name + "." + name
        if let value = initialisedStatic(key) { return value }
        switch findMember(name, in: type) {
        case .enumCase(let element)?:
            if element.parameterClause != nil {
                // A case with associated values used as a function (`.map(Result.loaded)`) is rare; as a value it
                // is constructed by `callStatic`.
                let typeName = enumTypeName(of: type)
                return .function(
                    .builtin(name) { evaluator, arguments in
                        .enumCase(
                            EnumValue(
                                typeName: typeName, caseName: name, payload: arguments.map(\.value),
                                payloadLabels: arguments.map(\.label)))
                    })
            }
            return .enumCase(
                EnumValue(typeName: enumTypeName(of: type), caseName: name, payload: [], payloadLabels: []))
        case .staticStored(let initializer, let declaration)?:
            guard !initialising.contains(key) else {
                throw EvaluationError("'\(key)' refers to itself while it is initialised", at: node)
            }
            initialising.insert(key)
            defer { initialising.remove(key) }
            let reportedBefore = diagnostics.count
            // `static let candidate: Candidate = decode(json)`: the annotation binds the generic result it calls.
            let annotation = declaration.bindings.first?.typeAnnotation?.type
            var value = try nested(node) {
                try initializer.map {
                    try evaluate($0, scope: Scope(selfValue: .type(type.name), selfType: type), storedAs: annotation)
                } ?? .null
            }
            if let annotation { value = try coerce(value, to: annotation, at: node) }
            storeStatic(key, value, reportedBefore: reportedBefore)
            return value
        case .computed(let getter, _, let declaration)?:
            // A generic type's static getter is kept per generic arguments (`Box<Int>.kind`, `Box<String>.kind`).
            return try memoisedGetter(declaration, of: .type(specializedName(of: type))) {
                let value = try nested(node) {
                    try runBody(getter, scope: Scope(selfValue: .type(type.name), selfType: type))
                }
                return try typed(value, declaredBy: declaration, at: node)
            }
        case .function(let function, _)?:
            return .function(.function(function, selfValue: .type(type.name), type: type))
        case nil:
            throw EvaluationError("type '\(type.name)' has no static member '\(name)'", at: node)
        }
    }

    /// An enum case's raw value: written in the case, or its name (`String`) or position (`Int`).
    func rawValue(of value: EnumValue, at node: some SyntaxProtocol) throws -> Value {
        guard let type = userType(value.typeName) else { return .string(value.caseName) }
        if let raw = type.enumCase(named: value.caseName)?.rawValue?.value {
            let explicit = try evaluate(raw, scope: Scope())
            // `enum Width: CGFloat { case narrow = 14 }`: the literal is the raw type's.
            if let rawType = type.rawType, StaticType.floatingPointNames.contains(rawType),
                case .int(let whole) = explicit
            {
                return .double(Double(whole))
            }
            return explicit
        }
        if let rawType = type.rawType, StaticType.integerNames.contains(rawType) {
            // Implicit integer raw values count up from the previous explicit one.
            var next = 0
            for element in type.enumCases {
                if let raw = element.rawValue?.value, case .int(let explicit) = try evaluate(raw, scope: Scope()) {
                    next = explicit
                }
                if element.name.bareName == value.caseName { return .int(next) }
                next += 1
            }
        }
        return .string(value.caseName)
    }

    /// Applies a key path (`\.name`, `\.self`) to a value.
    func apply(keyPath: [String], to value: Value, at node: some SyntaxProtocol) throws -> Value {
        var current = value
        for component in keyPath where component != "self" {
            current = try property(component, of: current, at: node)
        }
        return current
    }

    /// Stores a property of an instance, running its `willSet` and `didSet` observers around the write (not while
    /// they themselves run, as Swift does not: a `didSet` that clamps its own property stores once).
    func setStoredProperty(_ name: String, of instance: Instance, to value: Value, at node: some SyntaxProtocol) throws
    {
        if let wrapper = wrapperInstance(of: name, in: instance) {
            try setStoredProperty("wrappedValue", of: wrapper, to: value, at: node)
            return
        }
        if try runSetter(name, of: instance, to: value, at: node) { return }
        let property = storedProperty(named: name, in: instance.type)
        if property?.wrapper == "Published" {
            try FoundationCombine.willSet(name, of: instance, to: value, evaluator: self)
        }
        func store() throws {
            noteWrite(to: instance)
            instance.properties[name] = value.stored
            try writeThrough(instance, name, value)
        }
        // Most properties have no observers: the key naming this one is spelled only for those that do.
        guard let observers = property.flatMap(Self.observers) else { return try store() }
        let key = "\(ObjectIdentifier(instance).hashValue).\(name)"
        guard !lookups.observing.contains(key), !lookups.initializing.contains(ObjectIdentifier(instance)) else {
            return try store()
        }
        lookups.observing.insert(key)
        defer { lookups.observing.remove(key) }
        let oldValue = try member(name, of: instance, at: node)
        func run(_ accessor: AccessorDeclSyntax?, defining defaultName: String, as given: Value) throws {
            guard let accessor, let body = accessor.body else { return }
            let scope = Scope(selfValue: .instance(instance), selfType: instance.type)
            scope.define(accessor.parameters?.name.bareName ?? defaultName, given)
            _ = try nested(node) { try runBody(body.statements, scope: scope) }
        }
        try run(observers.willSet, defining: "newValue", as: value)
        try store()
        try run(observers.didSet, defining: "oldValue", as: oldValue)
    }

    /// The `willSet` and `didSet` of a stored property, nil when it has neither.
    private static func observers(_ property: StoredProperty) -> (
        willSet: AccessorDeclSyntax?, didSet: AccessorDeclSyntax?
    )? {
        guard
            let binding = property.declaration.bindings.first(where: {
                $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareName == property.name
            }),
            case .accessors(let accessors)? = binding.accessorBlock?.accessors
        else { return nil }
        let willSet = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.willSet) }
        let didSet = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.didSet) }
        return willSet == nil && didSet == nil ? nil : (willSet, didSet)
    }

    /// `base` with the member a key path names set to `value` (`person[keyPath: \.address.city] = "Rome"`): each
    /// value along the path is read, changed and written back into the one before it.
    func setting(keyPath: [String], of base: Value, to value: Value, at node: some SyntaxProtocol) throws -> Value {
        let path = keyPath.filter { $0 != "self" }
        guard let first = path.first else { return value }
        let inner =
            path.count == 1
            ? value
            : try setting(
                keyPath: Array(path.dropFirst()), of: property(first, of: base, at: node), to: value, at: node)
        if case .instance(let instance) = base {
            try setStoredProperty(first, of: instance, to: inner, at: node)
            return base
        }
        var updated = base
        try setProperty(first, of: &updated, to: inner, at: node)
        return updated
    }

    /// A computed property's value as its declared type has it: `var state: (x: Int, y: Int) { (x, y) }` gives a
    /// tuple with those labels, as Swift converts a getter's result to the property's type.
    func typed(_ value: Value, declaredBy declaration: VariableDeclSyntax, at node: some SyntaxProtocol) throws -> Value
    {
        guard let type = declaration.bindings.first?.typeAnnotation?.type, !type.is(SomeOrAnyTypeSyntax.self) else {
            return value
        }
        return try coerceIfPossible(value, to: type, at: node)
    }
}

extension Evaluator {
    /// `.alertLogoutMessage` or `.minSec(2, 30)` where a string is expected, or where nothing is known of the
    /// context: the text of the string catalog key Xcode generates that symbol for, unless the contextual type, or
    /// (with no context) any type of the project, has a member that the expression could name instead: a static
    /// property, function or case of that name for `.name`; a static function or a case with associated values
    /// for `.name(…)` (a `case day` of a coding-keys enum is no reason to doubt `.day(number: 3)`).
    func catalogText(_ name: String, arguments: [Value]?, at member: MemberAccessExprSyntax) -> String? {
        guard project.bundle.catalogSymbols[name] != nil, !Self.startsMemberChain(member) else { return nil }
        if let context = semantics.contextualType(of: member)?.memberLookupName {
            guard Self.textualTypeNames.contains(context), !declaresStatic(name, on: context) else { return nil }
        } else if isShadowingCatalogSymbol(name, isCalled: arguments != nil) {
            return nil
        }
        return FoundationLocalization.catalogText(name, arguments: arguments, self, at: member)
    }

    /// Whether `.name` is where a chain of members starts (`.regular.interactive()`, `.percent.precision(…)`): a
    /// catalog symbol is a localized string resource, which a chain of style members does not continue.
    private static func startsMemberChain(_ member: MemberAccessExprSyntax) -> Bool {
        var node = Syntax(member)
        if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
            node = Syntax(call)
        }
        guard let parent = node.parent?.as(MemberAccessExprSyntax.self) else { return false }
        return parent.base?.id == node.id
    }

    /// Whether some project type declares a static member or case `name` that an implicit member without a known
    /// context may mean instead of the catalog's symbol: every type is scanned once per evaluation and name, not at
    /// every use (a view reading such a symbol in each of a hundred rows). Only the answer is kept: keeping each
    /// type's lookup of the name, as other lookups do, held a type count × symbol count of entries per evaluation,
    /// hundreds of megabytes for an app of thousands of types and a large string catalog.
    private func isShadowingCatalogSymbol(_ name: String, isCalled: Bool) -> Bool {
        let key = EvaluationLookups.CatalogSymbolKey(name: name, isCalled: isCalled)
        if let known = lookups.catalogSymbolsShadowed[key] { return known }
        // A member the types below find is declared by a project type or one of the prelude's they conform to.
        guard project.index.memberNames.contains(name) || Prelude.index.memberNames.contains(name) else {
            lookups.catalogSymbolsShadowed[key] = false
            return false
        }
        let shadowed = project.index.types.values.contains { type in
            if overloadsAnew(name, in: type).contains(where: { $0.modifiers.declaresStatic }) { return true }
            var visited: Set<String> = []
            switch findMember(name, in: type, visited: &visited) {
            case .enumCase(let element)?: return !isCalled || element.parameterClause != nil
            case let member?: return !isCalled && member.isStatic
            case nil: return false
            }
        }
        lookups.catalogSymbolsShadowed[key] = shadowed
        return shadowed
    }
}

extension Evaluator {
    /// `base.name`: a computed property the project declares in an extension of a library type or protocol of
    /// `base` (`extension Animation { var gentle: Animation }`), or nil where none does.
    func libraryExtensionProperty(_ name: String, of base: Value, at node: some SyntaxProtocol) throws -> Value? {
        for typeName in Self.builtinTypeNames(of: base) {
            if let type = indexedType(typeName),
                case .computed(let getter, false, let declaration)? = type.members[name]
            {
                touch(type)
                return try memoisedGetter(declaration, of: base) {
                    try nested(node) { try runBody(getter, scope: Scope(selfValue: base, selfType: type)) }
                }
            }
        }
        return nil
    }
}
