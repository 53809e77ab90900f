import Foundation
import PreviewModel
import SwiftSyntax

/// One SwiftData store as a preview fills it: the models inserted, in insertion order. The container and every
/// context made on it share it (a preview inserts and reads within one still frame, so what one context inserts
/// the others fetch). Models are class instances: a fetch gives back the very objects that were inserted.
final class ModelStore {
    /// Where a store on disk was made, whose fetches an iOS preview answers from the simulator's data as well; nil
    /// for a store in memory.
    let madeOnDisk: Syntax?
    private(set) var models: [Instance] = []

    init(madeOnDisk: Syntax?) { self.madeOnDisk = madeOnDisk }

    /// Inserts `model` once, with the models its properties hold (`trip.items`), as SwiftData inserts the models
    /// related to one it inserts; each relationship's declared inverse is filled in too (`Pet(owner: ann)` puts the
    /// pet in `ann.pets` when `owner` is `@Relationship(inverse: \Owner.pets)`).
    func insert(_ model: Instance) {
        guard !models.contains(where: { $0 === model }) else { return }
        models.append(model)
        for property in model.type.storedProperties where property.wrapper != "Transient" {
            for related in Self.relatedModels(model.properties[property.name]) {
                Self.linkInverse(of: property, from: model, to: related)
                insert(related)
            }
        }
    }

    /// Makes `related`'s side of the relationship `property` of `model` point back at `model`, where either side
    /// declares the other as its inverse.
    private static func linkInverse(of property: StoredProperty, from model: Instance, to related: Instance) {
        if let inverse = inverse(of: property), inverse.type.map({ $0 == related.type.name }) ?? true {
            link(model, into: related, as: inverse.property)
        }
        for candidate in related.type.storedProperties {
            guard let inverse = inverse(of: candidate), inverse.property == property.name,
                inverse.type.map({ $0 == model.type.name }) ?? true
            else { continue }
            link(model, into: related, as: candidate.name)
        }
    }

    /// `@Relationship(inverse: \Owner.pets)`: the type and property named as the inverse.
    private static func inverse(of property: StoredProperty) -> (type: String?, property: String)? {
        for case .attribute(let attribute) in property.declaration.attributes
        where attribute.attributeName.trimmedDescription == "Relationship" {
            guard case .argumentList(let arguments)? = attribute.arguments,
                let keyPath = arguments.first(where: { $0.label?.text == "inverse" })?.expression
                    .as(KeyPathExprSyntax.self),
                let name = Evaluator.keyPathComponents(keyPath).last
            else { continue }
            return (keyPath.root?.trimmedDescription, name)
        }
        return nil
    }

    /// Puts `model` in `related`'s to-many property `name`, or makes it the value of a to-one one.
    private static func link(_ model: Instance, into related: Instance, as name: String) {
        let declared = related.type.storedProperty(named: name)?.type
        let toMany =
            declared?.is(ArrayTypeSyntax.self) == true
            || declared?.as(OptionalTypeSyntax.self)?.wrappedType.is(ArrayTypeSyntax.self) == true
        if toMany {
            var values: [Value] = []
            if case .array(let held)? = related.properties[name] { values = held }
            guard !values.contains(where: { if case .instance(let held) = $0 { held === model } else { false } })
            else { return }
            related.properties[name] = .array(values + [.instance(model)])
        } else {
            related.properties[name] = .instance(model)
        }
    }

    func delete(_ model: Instance) { models.removeAll { $0 === model } }

    func deleteAll() { models.removeAll() }

    private static func relatedModels(_ value: Value?) -> [Instance] {
        switch value {
        case .instance(let instance)? where instance.type.isClass: return [instance]
        case .array(let values)?: return values.flatMap { relatedModels($0) }
        default: return []
        }
    }
}

/// What a fetch asks for: a `FetchDescriptor`'s or a `@Query`'s model type, predicate, order and limits. A class,
/// so that `descriptor.fetchLimit = 1` changes the descriptor the variable holds.
final class FetchRequest {
    /// The model type's name, from the generic argument (`FetchDescriptor<Item>`), the predicate's, or the type
    /// of the property a `@Query` fills.
    var modelType: String?
    /// A `#Predicate` (`SwiftDataStore.Predicate`), or nil for every model.
    var predicate: Value = .null
    /// `SortDescriptor`s (one or an array), or a `@Query`'s key path, ordered by `reverse`.
    var sortBy: Value = .array([])
    var reverse = false
    var fetchLimit: Int?
    var fetchOffset: Int?
}

/// SwiftData's preview surface: `ModelConfiguration`, `Schema`, `ModelContainer`, `ModelContext`,
/// `FetchDescriptor`, `#Predicate` and `@Query`, over one `ModelStore` per container.
enum SwiftDataStore {
    /// A `#Predicate<Model> { … }`: its closure, run on each model a fetch considers.
    struct Predicate {
        var modelType: String?
        var closure: Value
    }

    enum Object {
        case container(ModelStore)
        case context(ModelStore)
        case configuration(isInMemory: Bool)
        case schema
        case fetchRequest(FetchRequest)
        case predicate(Predicate)
    }

    static let constructs: [Construct] = [
        Construct(
            "ModelConfiguration",
            [
                "(_ name: String? = nil, schema: Any? = nil, isStoredInMemoryOnly: Bool = false, "
                    + "allowsSave: Bool = true, groupContainer: Any? = nil, cloudKitDatabase: Any? = nil)",
                "(_ name: String? = nil, schema: Any? = nil, url: Any, allowsSave: Bool = true, "
                    + "cloudKitDatabase: Any? = nil)",
                "(for forTypes: Any..., isStoredInMemoryOnly: Bool = false)",
            ]
        ) { call in
            object("ModelConfiguration", .configuration(isInMemory: call.bool("isStoredInMemoryOnly") ?? false))
        },
        Construct("Schema", ["(_ types: [Any], version: Any? = nil)", "(versionedSchema: Any)", "()"]) { _ in
            object("Schema", .schema)
        },
        Construct("ModelContainer", "(for forTypes: Any..., migrationPlan: Any? = nil, configurations: Any...)") {
            call in
            var configurations: [Value] = []
            if case .array(let given) = call["configurations"] {
                configurations = given.flatMap { if case .array(let inner) = $0 { inner } else { [$0] } }
            }
            let isInMemory =
                !configurations.isEmpty
                && configurations.allSatisfy {
                    if case .swiftData(.configuration(true))? = $0.foundationObject?.kind { true } else { false }
                }
            return object("ModelContainer", .container(ModelStore(madeOnDisk: isInMemory ? nil : call.node)))
        },
        Construct("ModelContext", "(_ container: Any)") { call in
            guard case .swiftData(.container(let store))? = call["container"].foundationObject?.kind else {
                throw EvaluationError("'ModelContext(_:)' takes a ModelContainer", at: call.node)
            }
            return object("ModelContext", .context(store))
        },
        Construct("FetchDescriptor", "(predicate: Any? = nil, sortBy: Any? = nil)") { call in
            let request = FetchRequest()
            request.modelType = genericArgument(of: call.node)
            if let predicate = predicate(call["predicate"]) {
                request.predicate = call["predicate"]
                request.modelType = request.modelType ?? predicate.modelType
            }
            if call.has("sortBy") { request.sortBy = call["sortBy"] }
            return object("FetchDescriptor", .fetchRequest(request))
        },
        Construct(
            "Query",
            "(_ descriptor: Any? = nil, filter: Any? = nil, sort: Any? = nil, order: Any? = nil, "
                + "animation: Any? = nil, transaction: Any? = nil)"
        ) { call in
            let arguments = ["descriptor", "filter", "sort", "order"].compactMap { name in
                call.has(name) ? Argument(label: name, value: call[name], node: call.expression(name)) : nil
            }
            let request = query(arguments)
            request.modelType = request.modelType ?? genericArgument(of: call.node)
            return object("Query", .fetchRequest(request))
        },
    ]

    /// The context `@ModelActor`'s `init(modelContainer:)` makes, when `arguments` are that initialiser's.
    static func modelActorContext(_ arguments: [Argument]) -> Value? {
        guard arguments.count == 1, arguments[0].label == "modelContainer",
            case .swiftData(.container(let store))? = arguments[0].value.foundationObject?.kind
        else { return nil }
        return object("ModelContext", .context(store))
    }

    private static func object(_ typeName: String, _ kind: Object) -> Value {
        FoundationObject(typeName, .swiftData(kind)).value
    }

    /// `FetchDescriptor<Item>(…)`: the model type a call names.
    private static func genericArgument(of node: Syntax) -> String? {
        let callee = node.as(FunctionCallExprSyntax.self)?.calledExpression.as(GenericSpecializationExprSyntax.self)
        return callee?.genericArgumentClause.arguments.first?.argument.trimmedDescription
    }

    private static func predicate(_ value: Value) -> Predicate? {
        if case .swiftData(.predicate(let predicate))? = value.foundationObject?.kind { return predicate }
        return nil
    }

    /// Said where the store was made, once something reads it: a container no view fetches from draws the same.
    private static func reportStoreOnDisk(_ evaluator: Evaluator, at node: some SyntaxProtocol) {
        evaluator.report(
            """
            this model container stores its data on disk: an iOS preview also shows what the simulator's store \
            holds, which previewd does not have; only the models the preview inserts are shown
            """, at: node)
    }

    /// `#Predicate<Item> { $0.count > 1 }`: the closure, kept to be run on each model.
    static func predicate(_ macro: MacroExpansionExprSyntax, evaluator: Evaluator, scope: Scope) throws -> Value {
        guard let closure = macro.trailingClosure else {
            throw EvaluationError("'#Predicate' takes a closure", at: macro)
        }
        let modelType = macro.genericArgumentClause?.arguments.first?.argument.trimmedDescription
        let function = try evaluator.evaluate(ExprSyntax(closure), scope: scope)
        return object("Predicate", .predicate(Predicate(modelType: modelType, closure: function)))
    }

    /// A `@Query`'s request from its arguments (`filter:`, `sort:`, `order:`, or a `FetchDescriptor`).
    static func query(_ arguments: [Argument]) -> FetchRequest {
        var request = FetchRequest()
        for argument in arguments {
            switch argument.label {
            case nil, "descriptor":
                if case .swiftData(.fetchRequest(let descriptor))? = argument.value.foundationObject?.kind {
                    request = descriptor
                } else {
                    request.sortBy = argument.value
                }
            case "filter":
                request.predicate = argument.value
                request.modelType = request.modelType ?? predicate(argument.value)?.modelType
            case "sort": request.sortBy = argument.value
            case "order": request.reverse = argument.value.isSymbol("reverse") || argument.value.isCase("reverse")
            default: break
            }
        }
        return request
    }

    /// A `@Query` property's models where the view is placed: those of the store that `.modelContainer(…)` put in
    /// the environment, filtered and ordered as the query says.
    static func queryResults(_ property: StoredProperty, of instance: Instance, evaluator: Evaluator) throws
        -> Value
    {
        let request: FetchRequest
        if case .swiftData(.fetchRequest(let made))? = instance.properties[property.name]?.foundationObject?.kind {
            // `_items = Query(filter: …)` in the view's initialiser, which assigns the wrapper's storage.
            request = made
        } else if case .argumentList(let list)? = property.wrapperAttribute?.arguments {
            let scope = Scope(selfValue: .instance(instance), selfType: instance.type)
            request = query(
                try list.map {
                    Argument(
                        label: $0.label?.text, value: try evaluator.evaluate($0.expression, scope: scope),
                        node: $0.expression)
                })
        } else {
            request = FetchRequest()
        }
        if let type = property.type, let element = modelType(ofResults: type, evaluator: evaluator) {
            request.modelType = element
        }
        guard
            case .swiftData(.context(let store))? = evaluator.customEnvironment["modelContext"]?.foundationObject?
                .kind
        else {
            evaluator.report(
                "@Query '\(property.name)' reads as empty: no '.modelContainer(…)' above this view gives it a store",
                at: property.declaration)
            return .array([])
        }
        do {
            return .array(try fetch(request, from: store, evaluator: evaluator, at: Syntax(property.declaration)))
        } catch let error as EvaluationError {
            // The view is still drawn, with nothing where the query's models would be.
            evaluator.report(error.message, at: error.node)
            return .array([])
        }
    }

    /// `Item` for `[Item]`, or for an alias of it.
    private static func modelType(ofResults type: TypeSyntax, evaluator: Evaluator) -> String? {
        if let array = type.as(ArrayTypeSyntax.self) { return array.element.trimmedDescription }
        guard let name = Signature.nominalName(of: type) else { return nil }
        let canonical = evaluator.project.index.canonicalName(name)
        guard canonical.hasPrefix("["), canonical.hasSuffix("]"), !canonical.contains(":") else { return nil }
        return String(canonical.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
    }

    /// The models of the request's type, in insertion order, kept by its predicate, ordered by its sort
    /// descriptors, then its offset and limit applied.
    static func fetch(_ request: FetchRequest, from store: ModelStore, evaluator: Evaluator, at node: Syntax) throws
        -> [Value]
    {
        guard let typeName = request.modelType, let type = evaluator.userType(typeName) else {
            throw EvaluationError(
                "the model type of this fetch ('\(request.modelType ?? "?")') is not one of the project's classes",
                at: node)
        }
        if let node = store.madeOnDisk { reportStoreOnDisk(evaluator, at: node) }
        var models = store.models.filter { $0.type.name == type.name }.map(Value.instance)
        if let predicate = predicate(request.predicate) {
            models = try models.filter { model in
                let kept = try FoundationObjects.call(predicate.closure, [model], evaluator: evaluator, at: node)
                guard case .bool(let isKept) = kept else {
                    throw EvaluationError(
                        "this #Predicate did not give a Bool for a '\(type.name)'; the fetch is left empty", at: node)
                }
                return isKept
            }
        }
        let comparators: [(path: [String], reverse: Bool)]
        switch request.sortBy {
        case .keyPath(let path): comparators = [(path, request.reverse)]
        case .null: comparators = []
        default: comparators = try NativeMethods.sortComparators(request.sortBy, at: node)
        }
        if !comparators.isEmpty {
            // A stable sort, as SwiftData keeps equal models in the order it has them.
            models = try models.enumerated().sorted { lhs, rhs in
                if try NativeMethods.ordered(lhs.element, rhs.element, by: comparators, evaluator, node) { return true }
                if try NativeMethods.ordered(rhs.element, lhs.element, by: comparators, evaluator, node) {
                    return false
                }
                return lhs.offset < rhs.offset
            }.map(\.element)
        }
        if let offset = request.fetchOffset { models = Array(models.dropFirst(max(offset, 0))) }
        if let limit = request.fetchLimit { models = Array(models.prefix(max(limit, 0))) }
        return models
    }

    static func method(_ name: String, of object: Object) -> NativeMethods.Method? {
        switch (object, name) {
        case (.context(let store), "insert"):
            return { _, arguments, _, node in
                guard case .instance(let model)? = arguments.first?.value, model.type.isClass else {
                    throw EvaluationError("'insert(_:)' takes a model (an instance of a '@Model' class)", at: node)
                }
                store.insert(model)
                return .void
            }
        case (.context(let store), "delete"):
            return { _, arguments, evaluator, node in
                if case .instance(let model)? = arguments.first?.value { store.delete(model) }
                // `delete(model: Item.self, where: predicate)`: every model of the type the predicate keeps.
                if arguments.first?.label == "model", case .type(let typeName)? = arguments.first?.value {
                    let request = FetchRequest()
                    request.modelType = typeName
                    request.predicate = FoundationObjects.argument(arguments, "where") ?? .null
                    for case .instance(let model) in try fetch(request, from: store, evaluator: evaluator, at: node) {
                        store.delete(model)
                    }
                }
                return .void
            }
        case (.context(let store), "fetch"), (.context(let store), "fetchCount"):
            return { _, arguments, evaluator, node in
                guard case .swiftData(.fetchRequest(let request))? = arguments.first?.value.foundationObject?.kind
                else {
                    throw EvaluationError("'\(name)(_:)' takes a FetchDescriptor", at: node)
                }
                let models = try fetch(request, from: store, evaluator: evaluator, at: node)
                return name == "fetch" ? .array(models) : .int(models.count)
            }
        case (.context, "save"), (.context, "rollback"), (.context, "processPendingChanges"):
            return { _, _, _, _ in .void }
        case (.container(let store), "deleteAllData"):
            return { _, _, _, _ in
                store.deleteAll()
                return .void
            }
        case (.predicate(let predicate), "evaluate"):
            return { _, arguments, evaluator, node in
                try FoundationObjects.call(
                    predicate.closure, arguments.map(\.value), evaluator: evaluator, at: node)
            }
        default:
            return nil
        }
    }

    static func property(_ name: String, of object: Object) -> Value? {
        switch (object, name) {
        case (.container(let store), "mainContext"): return Self.object("ModelContext", .context(store))
        case (.context(let store), "container"): return Self.object("ModelContainer", .container(store))
        case (.context, "autosaveEnabled"): return .bool(true)
        case (.context, "hasChanges"): return .bool(false)
        case (.configuration(let isInMemory), "isStoredInMemoryOnly"): return .bool(isInMemory)
        case (.fetchRequest(let request), "predicate"): return request.predicate
        case (.fetchRequest(let request), "sortBy"): return request.sortBy
        case (.fetchRequest(let request), "fetchLimit"): return request.fetchLimit.map(Value.int) ?? .null
        case (.fetchRequest(let request), "fetchOffset"): return request.fetchOffset.map(Value.int) ?? .null
        default: return nil
        }
    }

    /// `descriptor.fetchLimit = 1`, `descriptor.sortBy = […]`, `descriptor.predicate = …`; false for anything else.
    static func setProperty(_ name: String, of object: Object, to value: Value) -> Bool {
        switch (object, name) {
        case (.fetchRequest(let request), "fetchLimit"):
            if case .int(let limit) = value { request.fetchLimit = limit } else { request.fetchLimit = nil }
        case (.fetchRequest(let request), "fetchOffset"):
            if case .int(let offset) = value { request.fetchOffset = offset } else { request.fetchOffset = nil }
        case (.fetchRequest(let request), "sortBy"):
            request.sortBy = value
        case (.fetchRequest(let request), "predicate"):
            request.predicate = value
            request.modelType = request.modelType ?? predicate(value)?.modelType
        case (.context, "autosaveEnabled"), (.fetchRequest, "includePendingChanges"),
            (.fetchRequest, "propertiesToFetch"), (.fetchRequest, "relationshipKeyPathsForPrefetching"):
            break
        default:
            return false
        }
        return true
    }

    /// `.modelContainer(container)`, `.modelContainer(for: Item.self, inMemory: true)`, `.modelContext(context)`:
    /// the context the views below read with `@Environment(\.modelContext)` and `@Query`.
    static func setting(_ name: String, arguments: [Argument], evaluator: Evaluator) -> EnvironmentModifiers.Setting? {
        let first = arguments.first?.value.foundationObject?.kind
        switch (name, first) {
        case ("modelContainer", .swiftData(.container(let store))?), ("modelContext", .swiftData(.context(let store))?):
            return EnvironmentModifiers.Setting(key: "modelContext", value: object("ModelContext", .context(store)))
        case ("modelContainer", _) where arguments.first?.label == "for":
            let isInMemory = arguments.first { $0.label == "inMemory" }?.value.isTrue ?? false
            let store = ModelStore(madeOnDisk: isInMemory ? nil : arguments.first.map { Syntax($0.node) })
            return EnvironmentModifiers.Setting(key: "modelContext", value: object("ModelContext", .context(store)))
        default:
            return nil
        }
    }
}

extension Value {
    /// The Foundation object this value is, if it is one.
    var foundationObject: FoundationObject? {
        if case .native(.object(let object)) = self { return object }
        return nil
    }

    fileprivate var isTrue: Bool {
        if case .bool(true) = self { return true }
        return false
    }

    fileprivate func isCase(_ name: String) -> Bool {
        if case .enumCase(let value) = self { return value.caseName == name }
        return false
    }
}
