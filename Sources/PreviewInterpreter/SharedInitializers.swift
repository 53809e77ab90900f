import Foundation
import PreviewModel
import SwiftSyntax
import Synchronization

/// Instances that zero-argument initialisers of the project's own types made (`FoodTruckModel()`, `ModelData()`),
/// kept across evaluations, previews, targets and renders for as long as what they read is unchanged.
///
/// Sample-data models are where previews of real apps spend their evaluation time: an initialiser that generates a
/// year of orders or decodes a JSON file costs hundreds of milliseconds in the interpreter, and every preview of
/// the app makes one again, after every edit of any view. Such an initialiser's result is a function of the files
/// it read and of the evaluation's state when it ran, so it is shared only when that state is the one every
/// evaluation starts from (`Evaluator.isPristine`): no static value made yet, no `UUID()` or random number drawn.
/// Each use gets its own deep copy, so a preview that changes its model changes only its own.
package final class SharedInitializers: Sendable {
    /// What one initialiser made and what it read, as `Evaluator.sharedInstance` recorded it.
    struct Entry: @unchecked Sendable {
        var outcome: Outcome
        /// The files the initialiser read (Swift files and JSON resources) and their contents then.
        var reads: [String: FileContents]
        /// Every Swift file of the project then: a file added or removed can change what a name resolves to.
        var projectFiles: Set<String>
        var assets: AssetCatalog
        var uuidCounter: Int
        var randomState: UInt64

        /// Whether `project` still has what this entry read.
        func isCurrent(in project: Project) -> Bool {
            guard project.assets == assets, project.files.count == projectFiles.count,
                projectFiles.allSatisfy({ project.files[$0] != nil })
            else { return false }
            return reads.allSatisfy { path, contents in FileContents(path, in: project) == contents }
        }
    }

    /// What an initialiser's run came to.
    enum Outcome {
        /// The instance, then the static values the initialiser made, labelled with their keys: one graph, so a
        /// static and the instance that refer to one object still do after `thawed`. Never handed out itself.
        case made(FrozenValue)
        /// It ran out of its budget (`init() { while true {} }`): every evaluation that makes it again from the same
        /// files stops the same way at once, instead of spending the budget again.
        case stopped(BudgetExceeded)
    }

    /// A read file's contents: a Swift file's text and syntax tree (the model keeps one parse while the text is the
    /// same, and the instance's types refer to its nodes) or a resource's bytes.
    enum FileContents: Equatable {
        case source(String, tree: SyntaxIdentifier)
        case resource(Data)
        case missing

        init(_ path: String, in project: Project) {
            if let file = project.files[path] {
                self = .source(file.text, tree: file.tree.id)
            } else if let data = project.resources.paths.first(where: { $0.value == path })
                .flatMap({ project.resources.contents[$0.key] })
            {
                self = .resource(data)
            } else {
                self = .missing
            }
        }
    }

    /// Types whose instances are kept; a project has a few sample-data models, and any further one is made anew.
    static let capacity = 32

    private let entries = Mutex<[String: Entry]>([:])
    private let reused = Atomic<Int>(0)
    /// The initialisers being made, each by the evaluation (`ObjectIdentifier` of its evaluator) that claimed it,
    /// and the initialiser each waiting evaluation waits for; read and written with `making` locked, which is
    /// signalled whenever one finishes.
    private let making = NSCondition()
    nonisolated(unsafe) private var beingMade: [String: ObjectIdentifier] = [:]
    nonisolated(unsafe) private var awaited: [ObjectIdentifier: String] = [:]

    package init() {}

    /// What `claim` found.
    enum Claim {
        /// No other evaluation is making the initialiser: the caller makes it and then calls `release`.
        case claimed
        /// Another evaluation was making it and has finished (or outlasted the caller's patience): the caller looks
        /// for its entry again, and makes the instance itself, unclaimed, if there is none.
        case waited
        /// Waiting would wait for the caller itself: its own evaluation is making the initialiser (one that makes
        /// its own type), or the evaluation making it waits, directly or through others, for one the caller makes
        /// (two models whose initialisers make each other). The caller makes the instance itself, unclaimed.
        case waitWouldNeverEnd
    }

    /// Claims making `typeName` for `evaluation`, or waits up to `patience` seconds for the evaluation making it:
    /// two previews rendered at once that both need the app's sample model make it once, not twice, on a budget
    /// that is spent once.
    func claim(_ typeName: String, for evaluation: ObjectIdentifier, patience: Double) -> Claim {
        making.lock()
        defer { making.unlock() }
        guard beingMade[typeName] != nil else {
            beingMade[typeName] = evaluation
            return .claimed
        }
        guard !waitLeadsBack(from: typeName, to: evaluation) else { return .waitWouldNeverEnd }
        awaited[evaluation] = typeName
        defer { awaited[evaluation] = nil }
        let deadline = Date(timeIntervalSinceNow: patience)
        while beingMade[typeName] != nil, making.wait(until: deadline) {}
        return .waited
    }

    /// Whether the evaluation making `typeName`, or one it waits for in turn, is `evaluation`. Called with
    /// `making` locked.
    private func waitLeadsBack(from typeName: String, to evaluation: ObjectIdentifier) -> Bool {
        var type = typeName
        var followed: Set<String> = []
        while followed.insert(type).inserted, let maker = beingMade[type] {
            if maker == evaluation { return true }
            guard let next = awaited[maker] else { return false }
            type = next
        }
        return false
    }

    /// Ends a claim `claim` granted, whatever the initialiser came to, and wakes the evaluations waiting for it.
    func release(_ typeName: String) {
        making.lock()
        beingMade[typeName] = nil
        making.broadcast()
        making.unlock()
    }

    /// How many initialiser calls a shared instance (or a shared stop) answered, for tests and benchmarks.
    package var instancesReused: Int { reused.load(ordering: .relaxed) }

    /// The entry for `typeName` if it is still current in `project`; a stale one is dropped.
    func entry(for typeName: String, in project: Project) -> Entry? {
        guard let entry = entries.withLock({ $0[typeName] }) else { return nil }
        guard entry.isCurrent(in: project) else {
            entries.withLock { $0[typeName] = nil }
            return nil
        }
        reused.add(1, ordering: .relaxed)
        return entry
    }

    func store(_ entry: Entry, for typeName: String) {
        entries.withLock { entries in
            if entries[typeName] == nil, entries.count >= Self.capacity { return }
            entries[typeName] = entry
        }
    }
}

/// A value graph that no evaluation holds: a deep copy of the instances, arrays and dictionaries it was made from,
/// read (never written) by every thread that thaws it.
struct FrozenValue: @unchecked Sendable {
    private let value: Value

    /// A deep copy of `value`, or nil when it holds what cannot be copied apart from its evaluation: a closure or a
    /// binding (they capture scopes), a Foundation object such as a `DateFormatter` (one shared object by
    /// definition), or a dictionary keyed by a class instance (keyed by identity).
    init?(_ value: Value) {
        var copier = DeepCopy()
        guard let copy = copier.copy(value) else { return nil }
        self.value = copy
    }

    /// A fresh deep copy for one evaluation.
    func thawed() -> Value {
        var copier = DeepCopy()
        return copier.copy(value)!
    }
}

/// Copies instances once each, so objects that several places refer to stay one object in the copy.
private struct DeepCopy {
    private var copies: [ObjectIdentifier: Instance] = [:]

    mutating func copy(_ value: Value) -> Value? {
        switch value {
        case .void, .null, .bool, .int, .double, .fixedWidthInteger, .float, .string, .range, .view, .color, .font,
            .type, .symbol, .keyPath, .module, .opaque:
            return value
        case .comparableRange(let range):
            guard let lower = copy(range.lower), let upper = copy(range.upper) else { return nil }
            return .comparableRange(ComparableRange(lower, upper, closed: range.isClosed))
        case .native(let native):
            // Every case is decided here, with no default: a native value a model holds that is not listed would
            // quietly keep the model from being shared, and every preview would make it again.
            switch native {
            case .alignment, .horizontalAlignment, .verticalAlignment, .edges, .axes, .unitPoint, .angle, .paint,
                .contentMode, .fontWeight, .textAlignment, .insets, .size, .point, .rect, .path, .shape, .gridItem,
                .date, .uuid, .url, .urlComponents, .locale, .colorScheme, .dynamicTypeSize, .format, .duration,
                .data, .bundle, .languageBundle, .calendar, .timeZone, .dateComponents, .dateInterval, .characterSet,
                .measurement, .measurementUnit, .decimal, .attributedString, .attributeContainer, .nsRange,
                .untypedJSON, .dynamicIsland, .regexMatch:
                // Values (a unit is an immutable object Foundation itself shares).
                return value
            case .formatStyle(var style):
                guard let base = copy(style.base) else { return nil }
                style.base = base
                for index in style.modifiers.indices {
                    guard let modifier = copy(style.modifiers[index]) else { return nil }
                    style.modifiers[index] = modifier
                }
                return .native(.formatStyle(style))
            case .jsonDecoder, .dateFormatter, .object, .graphicsContext, .regex, .activityConfiguration:
                // Objects (a `DateFormatter`, a Foundation object) are one object wherever they are; a compiled
                // regex is not made to be handed between threads; a Live Activity's configuration holds closures.
                return nil
            }
        case .array(let values): return copyAll(values).map(Value.array)
        case .set(let values): return copyAll(values).map(Value.set)
        case .tuple(let values, let labels): return copyAll(values).map { .tuple($0, labels: labels) }
        case .dictionary(let dictionary):
            var copied = DictionaryValue()
            for key in dictionary.keys {
                if case .instance(let instance) = key, instance.type.isClass { return nil }
                guard let keyCopy = copy(key), let entry = dictionary[key], let entryCopy = copy(entry) else {
                    return nil
                }
                copied[keyCopy] = entryCopy
            }
            return .dictionary(copied)
        case .enumCase(var enumValue):
            guard let payload = copyAll(enumValue.payload) else { return nil }
            enumValue.payload = payload
            return .enumCase(enumValue)
        case .instance(let instance):
            if let done = copies[ObjectIdentifier(instance)] { return .instance(done) }
            guard instance.bindingOrigins.isEmpty else { return nil }
            let copied = Instance(type: instance.type)
            copied.genericArguments = instance.genericArguments
            copies[ObjectIdentifier(instance)] = copied
            for (name, property) in instance.properties {
                guard let propertyCopy = copy(property) else { return nil }
                copied.properties[name] = propertyCopy
            }
            return .instance(copied)
        case .implicitCall(let name, var arguments):
            // `.init(…)` whose type only its use tells: its arguments are evaluated values.
            for index in arguments.indices {
                guard let argument = copy(arguments[index].value) else { return nil }
                arguments[index].value = argument
            }
            return .implicitCall(name, arguments)
        case .function:
            return nil
        }
    }

    /// A format style's step with its arguments copied (`.precision(.fractionLength(2))`).
    private mutating func copy(_ step: FormatStyleSpec.Step) -> FormatStyleSpec.Step? {
        var copied = step
        for index in copied.arguments.indices {
            guard let argument = copy(copied.arguments[index].value) else { return nil }
            copied.arguments[index].value = argument
        }
        return copied
    }

    private mutating func copyAll(_ values: [Value]) -> [Value]? {
        var copied: [Value] = []
        copied.reserveCapacity(values.count)
        for value in values {
            guard let one = copy(value) else { return nil }
            copied.append(one)
        }
        return copied
    }
}
