import Foundation
import SwiftSyntax

/// A Combine publisher as a still frame means it: values reach subscribers synchronously, in order, when they are
/// sent (`send`, `NotificationCenter.post`) or, for `Just` and `CurrentValueSubject`, when they subscribe. Timers
/// never fire: a frame is one instant, and a timer that fires forever has no state at rest to show.
final class Publisher {
    enum Source {
        /// `Just`, `CurrentValueSubject` (which replay their value to each new subscriber), `PassthroughSubject`,
        /// a notification publisher.
        case subject
        /// An operator over another publisher, subscribed to when something subscribes to this one.
        case derived(Publisher, Operator)
        /// `Deferred { … }`: the publisher its closure makes, made when something subscribes.
        case deferred(Value)
        /// `Publishers.Merge(a, b)`, `MergeMany`, `merge(with:)`: every value of each, in the order they send.
        case merged([Publisher])
        /// `Publishers.CombineLatest(a, b)`, `combineLatest(_:)`: a tuple of each one's latest value, once all sent.
        case combined([Publisher])
        /// A timer or anything else that never sends in a still frame.
        case silent
    }

    enum Operator {
        case map(Value)
        case compactMap(Value)
        case filter(Value)
        case removeDuplicates
        case dropFirst(Int)
        case prefix(Int)
        case scan(Value, Value)
        /// `handleEvents(receiveOutput:)`: the closure sees each value on its way through.
        case handleEvents(Value?)
        /// `prepend(…)`: these values first, then the upstream's.
        case prepend([Value])
        /// `switchToLatest()`: the values of the latest publisher the upstream sent.
        case switchToLatest
        /// `flatMap { … }`: the values of every publisher the closure makes of an upstream value.
        case flatMap(Value)
        /// `receive(on:)`, `debounce`, `eraseToAnyPublisher`, …: the same values, which at rest have arrived.
        case passThrough
    }

    typealias Subscriber = (Value) throws -> Void

    let source: Source
    /// The value a new subscriber receives at once (`Just`, `CurrentValueSubject`).
    var current: Value?
    let isCurrentValueSubject: Bool
    /// For `$property` of an `@Published` property, the object and the property: a new subscriber receives the
    /// property's value at once, and each write sends the new value before it is stored, as `willSet` does.
    let published: (owner: Instance, property: String)?
    private var subscribers: [Subscriber] = []

    init(
        _ source: Source, current: Value? = nil, isCurrentValueSubject: Bool = false,
        published: (owner: Instance, property: String)? = nil
    ) {
        self.source = source
        self.current = current
        self.isCurrentValueSubject = isCurrentValueSubject
        self.published = published
    }

    /// Sends `value` to every subscriber, in the order they subscribed.
    func send(_ value: Value) throws {
        if isCurrentValueSubject { current = value.stored }
        for subscriber in subscribers { try subscriber(value) }
    }

    func subscribe(evaluator: Evaluator, at node: Syntax, _ receive: @escaping Subscriber) throws {
        switch source {
        case .silent:
            return
        case .subject:
            subscribers.append(receive)
            if let published {
                try receive(try evaluator.member(published.property, of: published.owner, at: node))
            } else if let current {
                try receive(current)
            }
        case .derived(let upstream, .prepend(let values)):
            for value in values { try receive(value) }
            try upstream.subscribe(evaluator: evaluator, at: node, receive)
        case .derived(let upstream, let operation):
            try upstream.subscribe(
                evaluator: evaluator, at: node, Self.stage(operation, evaluator: evaluator, at: node, then: receive))
        case .deferred(let make):
            let made = try FoundationObjects.call(make, [], evaluator: evaluator, at: node)
            try Self.publisher(made, at: node).subscribe(evaluator: evaluator, at: node, receive)
        case .merged(let publishers):
            for publisher in publishers { try publisher.subscribe(evaluator: evaluator, at: node, receive) }
        case .combined(let publishers):
            var latest = [Value?](repeating: nil, count: publishers.count)
            for (index, publisher) in publishers.enumerated() {
                try publisher.subscribe(evaluator: evaluator, at: node) { value in
                    latest[index] = value
                    let values = latest.compactMap { $0 }
                    if values.count == latest.count { try receive(.tuple(values, labels: values.map { _ in nil })) }
                }
            }
        }
    }

    /// The publisher a value holds (what a `Deferred`, `flatMap` or `switchToLatest` closure gave).
    static func publisher(_ value: Value, at node: Syntax) throws -> Publisher {
        // A value from a module previewd cannot evaluate was reported where it was made; it sends nothing.
        if case .opaque = value { return Publisher(.silent) }
        guard case .native(.object(let object)) = value, case .publisher(let publisher) = object.kind else {
            throw EvaluationError("'\(value.kindName)' is not a publisher", at: node)
        }
        return publisher
    }

    /// The subscriber that applies `operation` to each value and passes what comes out to `receive`.
    private static func stage(
        _ operation: Operator, evaluator: Evaluator, at node: Syntax, then receive: @escaping Subscriber
    ) -> Subscriber {
        func call(_ function: Value, _ values: [Value]) throws -> Value {
            try FoundationObjects.call(function, values, evaluator: evaluator, at: node)
        }
        switch operation {
        case .passThrough: return receive
        case .map(let transform): return { try receive(try call(transform, [$0])) }
        case .compactMap(let transform):
            return { value in
                let result = try call(transform, [value])
                if !result.isNull { try receive(result) }
            }
        case .filter(let test):
            return { value in if try evaluator.truth(try call(test, [value]), at: node) { try receive(value) } }
        case .removeDuplicates:
            var previous: Value?
            return { value in
                if let previous, try evaluator.equal(previous, value, at: node) { return }
                previous = value
                try receive(value)
            }
        case .dropFirst(let count):
            var seen = 0
            return { value in
                seen += 1
                if seen > count { try receive(value) }
            }
        case .prefix(let count):
            var seen = 0
            return { value in
                seen += 1
                if seen <= count { try receive(value) }
            }
        case .scan(let initial, let combine):
            var accumulated = initial
            return { value in
                accumulated = try call(combine, [accumulated, value])
                try receive(accumulated)
            }
        case .handleEvents(let output):
            return { value in
                if let output { _ = try call(output, [value]) }
                try receive(value)
            }
        case .prepend:
            return receive  // subscribed to by `subscribe`, which sends the values first
        case .switchToLatest:
            var latest = 0
            return { inner in
                latest += 1
                let generation = latest
                try publisher(inner, at: node).subscribe(evaluator: evaluator, at: node) { value in
                    if generation == latest { try receive(value) }
                }
            }
        case .flatMap(let transform):
            return { value in
                try publisher(try call(transform, [value]), at: node).subscribe(
                    evaluator: evaluator, at: node, receive)
            }
        }
    }
}

/// `NotificationCenter.default`'s observers in one render: a post reaches the block observers and publishers of
/// its name at once, as `post` delivers synchronously.
final class NotificationHub {
    private var observers: [(name: String, deliver: (Value) throws -> Void)] = []

    func observe(_ name: String, _ deliver: @escaping (Value) throws -> Void) { observers.append((name, deliver)) }

    func post(_ name: String, notification: Value) throws {
        for observer in observers where observer.name == name { try observer.deliver(notification) }
    }
}

/// Timers, Combine's subjects and subscriptions, and `NotificationCenter`.
enum FoundationCombine {
    static let constructs: [Construct] = [
        Construct("Just", "(_ output: Any)") { call in publisher("Just", Publisher(.subject, current: call["output"]))
        },
        Construct("CurrentValueSubject", "(_ value: Any)") { call in
            publisher("CurrentValueSubject", Publisher(.subject, current: call["value"], isCurrentValueSubject: true))
        },
        Construct("PassthroughSubject", "()") { _ in publisher("PassthroughSubject", Publisher(.subject)) },
        Construct("Empty", ["()", "(completeImmediately: Bool)"]) { _ in publisher("Empty", Publisher(.silent)) },
        Construct("Deferred", "(createPublisher: () -> Any)") { call in
            publisher("Deferred", Publisher(.deferred(call["createPublisher"])))
        },
        Construct("AnyCancellable", ["()", "(_ cancel: () -> Void)"]) { _ in
            FoundationObject("AnyCancellable", .cancellable).value
        },
        Construct("Timer", "(timeInterval: Double, repeats: Bool, block: (Timer) -> Void)") { _ in
            FoundationObject("Timer", .timer).value
        },
        Construct("Notification.Name", ["(_ rawValue: String)", "(rawValue: String)"]) { call in call["rawValue"] },
        Construct("NSNotification.Name", ["(_ rawValue: String)", "(rawValue: String)"]) { call in call["rawValue"] },
        Construct("Notification", "(name: Notification.Name, object: Any? = nil, userInfo: Any? = nil)") { call in
            notification(
                try name(call["name"], call.evaluator, at: call.node), object: call["object"],
                userInfo: call["userInfo"])
        },
    ]

    static let staticFunctions: [Construct] = [
        Construct(
            "Timer.scheduledTimer",
            [
                "(withTimeInterval interval: Double, repeats: Bool, block: (Timer) -> Void)",
                "(timeInterval: Double, target: Any, selector: Any, userInfo: Any?, repeats: Bool)",
            ]
        ) { _ in FoundationObject("Timer", .timer).value },
        Construct(
            "Timer.publish",
            "(every interval: Double, tolerance: Double? = nil, on runLoop: Any, in mode: Any, options: Any? = nil)"
        ) { _ in
            publisher("Timer.TimerPublisher", Publisher(.silent))
        },
        Construct("NotificationCenter.default", "()") { call in defaultCenter(call.evaluator) },
        // `NotificationCenter.Publisher(center: .default, name: …)`: what `center.publisher(for:)` makes.
        Construct("NotificationCenter.Publisher", "(center: NotificationCenter, name: Any, object: Any? = nil)") {
            call in
            var given = call["center"]
            if case .symbol("default") = given { given = defaultCenter(call.evaluator) }
            guard case .native(.object(let center)) = given, case .notificationCenter(let hub) = center.kind
            else { throw EvaluationError("'NotificationCenter.Publisher' takes a notification center", at: call.node) }
            let stream = Publisher(.subject)
            hub.observe(try name(call["name"], call.evaluator, at: Syntax(call.node("name")))) { notification in
                try stream.send(notification)
            }
            return publisher("NotificationCenter.Publisher", stream)
        },
        Construct("Publishers.MergeMany", ["(_ upstream: [Any])", "(_ upstream: Any...)"]) { call in
            try combining("Publishers.MergeMany", call, Publisher.Source.merged)
        },
        Construct("RunLoop.main", "()") { _ in .symbol("main") },
        Construct("RunLoop.current", "()") { _ in .symbol("main") },
    ]
        // Combine names each arity of the joining publishers apart: `Merge3`…`Merge8`, `CombineLatest3` and
        // `CombineLatest4` do what the two-publisher ones do, over more publishers.
        + joining(
            ["Publishers.Merge", "Publishers.Merge3", "Publishers.Merge4", "Publishers.Merge5", "Publishers.Merge6",
                "Publishers.Merge7", "Publishers.Merge8"], Publisher.Source.merged)
        + joining(
            ["Publishers.CombineLatest", "Publishers.CombineLatest3", "Publishers.CombineLatest4"],
            Publisher.Source.combined)

    /// One construct per name, each a publisher of the publishers its call passes.
    private static func joining(_ names: [String], _ source: @escaping ([Publisher]) -> Publisher.Source)
        -> [Construct]
    {
        names.map { name in Construct(name, "(_ upstreams: Any...)") { call in try combining(name, call, source) } }
    }

    static func publisher(_ typeName: String, _ publisher: Publisher) -> Value {
        FoundationObject(typeName, .publisher(publisher)).value
    }

    /// A publisher of the publishers a call passes, as an array or one by one.
    private static func combining(_ typeName: String, _ call: Call, _ source: ([Publisher]) -> Publisher.Source)
        throws -> Value
    {
        let given = call.has("upstream") ? call["upstream"] : call["upstreams"]
        let values: [Value]
        if case .array(let elements) = given { values = elements } else { values = [given] }
        let flattened = values.count == 1 ? (try? call.evaluator.elements(of: values[0], at: call.node)) : nil
        let publishers = try (flattened ?? values).map { try Publisher.publisher($0, at: call.node) }
        return publisher(typeName, Publisher(source(publishers)))
    }

    /// `$name` of an `@Published` property: one publisher per object and property in an evaluation, so every
    /// subscriber hears each write.
    /// `model.objectWillChange`: one subject per object, so what is sent through it reaches what subscribed to it.
    static func objectWillChange(of owner: Instance, evaluator: Evaluator) -> Value {
        let key = "objectWillChange.\(ObjectIdentifier(owner).hashValue)"
        if let existing = evaluator.staticValues[key] { return existing }
        let value = publisher("ObservableObjectPublisher", Publisher(.subject))
        evaluator.staticValues[key] = value
        return value
    }

    static func publishedPublisher(_ name: String, of owner: Instance, evaluator: Evaluator) -> Value {
        let key = "published.\(ObjectIdentifier(owner).hashValue).\(name)"
        if let existing = evaluator.staticValues[key] { return existing }
        let value = publisher("Published.Publisher", Publisher(.subject, published: (owner, name)))
        evaluator.staticValues[key] = value
        return value
    }

    /// Sends a write of an `@Published` property to its subscribers, before it is stored.
    static func willSet(_ name: String, of owner: Instance, to value: Value, evaluator: Evaluator) throws {
        let key = "published.\(ObjectIdentifier(owner).hashValue).\(name)"
        guard case .native(.object(let object))? = evaluator.staticValues[key], case .publisher(let publisher) =
            object.kind
        else { return }
        try publisher.send(value)
    }

    static func property(_ name: String, of publisher: Publisher) -> Value? {
        switch name {
        case "value": return publisher.isCurrentValueSubject ? publisher.current ?? .null : nil
        // `handleEvents(receiveOutput: subject.send)`: the method as a function.
        case "send":
            return .function(.builtin("send") { _, arguments in
                try publisher.send(arguments.first?.value ?? .void)
                return .void
            })
        default: return nil
        }
    }

    static func timerProperty(_ name: String) -> Value? {
        switch name {
        case "isValid": return .bool(true)
        case "timeInterval", "tolerance": return .double(0)
        case "fireDate": return .native(.date(Formatting.now))
        default: return nil
        }
    }

    static func method(_ name: String, of object: FoundationObject) -> NativeMethods.Method? {
        switch object.kind {
        case .publisher(let publisher): return publisherMethod(name, of: publisher)
        case .notificationCenter(let hub): return notificationMethod(name, of: hub)
        case .cancellable:
            switch name {
            case "cancel": return { _, _, _, _ in .void }
            case "store": return store
            default: return nil
            }
        case .timer: return ["invalidate", "fire"].contains(name) ? { _, _, _, _ in .void } : nil
        default: return nil
        }
    }

    /// `store(in: &cancellables)`: the cancellable joins the set or array passed.
    private static func store(_ receiver: inout Value, _ arguments: [Argument], _ evaluator: Evaluator, _ node: Syntax)
        throws -> Value
    {
        guard let argument = arguments.first(where: { $0.label == "in" }),
            let inOut = argument.node.as(InOutExprSyntax.self), let scope = evaluator.bindingScopes[inOut.id]
        else {
            throw EvaluationError("'store(in:)' takes a set or array passed with '&'", at: node)
        }
        let stored: Value
        switch argument.value {
        case .set(let elements): stored = .set(unique: elements + [receiver])
        case .array(let elements): stored = .array(elements + [receiver])
        default: throw EvaluationError("'store(in:)' takes a set or array passed with '&'", at: node)
        }
        try evaluator.store(stored, into: inOut.expression, scope: scope)
        return .void
    }

    /// Operators that change what a publisher sends, by name.
    private static func operation(_ name: String, _ arguments: [Argument]) -> Publisher.Operator? {
        let first = arguments.first?.value ?? .void
        switch name {
        case "map", "tryMap": return .map(first)
        case "compactMap", "tryCompactMap": return .compactMap(first)
        case "filter", "tryFilter": return .filter(first)
        case "removeDuplicates": return .removeDuplicates
        case "dropFirst": return .dropFirst(Convert.clampedInt(Convert.number(first) ?? 1))
        case "prefix": return .prefix(Convert.clampedInt(Convert.number(first) ?? 1))
        case "scan": return arguments.count == 2 ? .scan(first, arguments[1].value) : nil
        case "handleEvents": return .handleEvents(FoundationObjects.argument(arguments, "receiveOutput"))
        case "prepend": return .prepend(arguments.map(\.value))
        case "switchToLatest": return .switchToLatest
        case "flatMap": return FoundationObjects.closure(arguments).map(Publisher.Operator.flatMap)
        case _ where passThroughOperators.contains(name): return .passThrough
        default: return nil
        }
    }

    private static func publisherMethod(_ name: String, of publisher: Publisher) -> NativeMethods.Method? {
        switch name {
        case "send":
            return { _, arguments, _, _ in
                // `send(completion:)` ends the stream; nothing that subscribers draw changes.
                if arguments.first?.label == "completion" { return .void }
                try publisher.send(arguments.first?.value ?? .void)
                return .void
            }
        case "sink":
            return { _, arguments, evaluator, node in
                guard
                    let receive = FoundationObjects.argument(arguments, "receiveValue")
                        ?? FoundationObjects.closure(arguments)
                else {
                    throw EvaluationError("'sink' takes a closure that receives the values", at: node)
                }
                try publisher.subscribe(evaluator: evaluator, at: node) { value in
                    _ = try FoundationObjects.call(receive, [value], evaluator: evaluator, at: node)
                }
                return FoundationObject("AnyCancellable", .cancellable).value
            }
        case "merge", "combineLatest":
            return { _, arguments, evaluator, node in
                var others: [Publisher] = []
                var transform: Value?
                for argument in arguments {
                    if case .function = argument.value { transform = argument.value } else {
                        others.append(try Publisher.publisher(argument.value, at: node))
                    }
                }
                let all = [publisher] + others
                let joined = Publisher(name == "merge" ? .merged(all) : .combined(all))
                guard let transform else { return Self.publisher("AnyPublisher", joined) }
                return Self.publisher("AnyPublisher", Publisher(.derived(joined, .map(transform))))
            }
        case "assign":
            return { _, arguments, evaluator, node in
                // `assign(to: &$filtered)`: each value is written to the `@Published` property.
                if case .native(.object(let object))? = FoundationObjects.argument(arguments, "to"),
                    case .publisher(let target) = object.kind, let (owner, property) = target.published
                {
                    try publisher.subscribe(evaluator: evaluator, at: node) { value in
                        try evaluator.setStoredProperty(property, of: owner, to: value, at: node)
                    }
                    return .void
                }
                guard case .keyPath(let path)? = FoundationObjects.argument(arguments, "to"), path.count == 1,
                    case .instance(let target)? = FoundationObjects.argument(arguments, "on")
                else {
                    throw EvaluationError(
                        "'assign' is evaluated only as 'assign(to: \\.property, on: object)'", at: node)
                }
                try publisher.subscribe(evaluator: evaluator, at: node) { value in
                    try evaluator.setStoredProperty(path[0], of: target, to: value, at: node)
                }
                return FoundationObject("AnyCancellable", .cancellable).value
            }
        case "connect": return { _, _, _, _ in FoundationObject("AnyCancellable", .cancellable).value }
        case "subscribe", "receive":
            return { _, arguments, evaluator, node in
                let attached = try CombineSubscribers.attach(arguments, to: publisher, evaluator: evaluator, at: node)
                if let attached { return attached }
                return Self.publisher("AnyPublisher", Publisher(.derived(publisher, .passThrough)))
            }
        default:
            guard operatorNames.contains(name) else { return nil }
            return { _, arguments, _, node in
                guard let operation = Self.operation(name, arguments) else {
                    throw EvaluationError("publisher operator '.\(name)' is not supported in this form", at: node)
                }
                return Self.publisher("AnyPublisher", Publisher(.derived(publisher, operation)))
            }
        }
    }

    /// Operators whose values, at rest, are the ones they were given: scheduling, timing, type erasure and
    /// failure handling change when or how values arrive, not which.
    private static let passThroughOperators: Set<String> = [
        "receive", "subscribe", "debounce", "throttle", "delay", "eraseToAnyPublisher", "share", "autoconnect",
        "makeConnectable",
        "replaceError", "catch", "mapError", "setFailureType", "assertNoFailure", "retry", "print",
        "breakpoint",
        "timeout", "buffer",
    ]

    private static let operatorNames = passThroughOperators.union([
        "map", "tryMap", "compactMap", "tryCompactMap", "filter", "tryFilter", "removeDuplicates", "dropFirst",
        "prefix", "scan", "handleEvents", "prepend", "switchToLatest", "flatMap",
    ])

    private static func notificationMethod(_ name: String, of hub: NotificationHub) -> NativeMethods.Method? {
        switch name {
        case "post":
            return { _, arguments, evaluator, node in
                let value: Value
                if let given = FoundationObjects.argument(arguments, nil), case .tuple = given {
                    value = given  // `post(notification)`
                } else {
                    value = notification(
                        try Self.name(FoundationObjects.argument(arguments, "name") ?? .null, evaluator, at: node),
                        object: FoundationObjects.argument(arguments, "object") ?? .null,
                        userInfo: FoundationObjects.argument(arguments, "userInfo") ?? .null)
                }
                guard case .tuple(let parts, _) = value, case .string(let postedName)? = parts.first else {
                    return .void
                }
                try hub.post(postedName, notification: value)
                return .void
            }
        case "addObserver":
            return { _, arguments, evaluator, node in
                // `addObserver(forName:object:queue:using:)` runs its block on each post; the selector form calls
                // the observer's method that `#selector` named, with the notification if it takes one.
                if let nameArgument = FoundationObjects.argument(arguments, "name"),
                    case .function(.function(let method, let observer, let type))? = FoundationObjects.argument(
                        arguments, "selector")
                {
                    let observed = try Self.name(nameArgument, evaluator, at: node)
                    let takesNotification = !method.signature.parameterClause.parameters.isEmpty
                    hub.observe(observed) { notification in
                        _ = try FoundationObjects.call(
                            .function(.function(method, selfValue: observer, type: type)),
                            takesNotification ? [notification] : [], evaluator: evaluator, at: node)
                    }
                    return .void
                }
                guard let nameArgument = FoundationObjects.argument(arguments, "forName"),
                    let block = FoundationObjects.closure(arguments)
                else {
                    return .void
                }
                let observed = try Self.name(nameArgument, evaluator, at: node)
                hub.observe(observed) { notification in
                    _ = try FoundationObjects.call(block, [notification], evaluator: evaluator, at: node)
                }
                return FoundationObject("NSObjectProtocol", .cancellable).value
            }
        case "publisher":
            return { _, arguments, evaluator, node in
                let observed = try Self.name(FoundationObjects.argument(arguments, "for") ?? .null, evaluator, at: node)
                let stream = Publisher(.subject)
                hub.observe(observed) { notification in try stream.send(notification) }
                return Self.publisher("NotificationCenter.Publisher", stream)
            }
        case "removeObserver": return { _, _, _, _ in .void }
        case "notifications":
            return { _, _, _, node in
                throw EvaluationError(
                    "'notifications(named:)' is an async sequence, which previews do not await", at: node)
            }
        default: return nil
        }
    }

    /// A notification value: its `name`, `object` and `userInfo`, as an observer's block reads them.
    static func notification(_ name: String, object: Value, userInfo: Value) -> Value {
        .tuple([.string(name), object, userInfo], labels: ["name", "object", "userInfo"])
    }

    /// A `Notification.Name` argument: a string, or an implicit member the project declares
    /// (`extension Notification.Name { static let refreshed = … }`).
    /// `NotificationCenter.default`: one center for the whole render, as the process has one.
    static func defaultCenter(_ evaluator: Evaluator) -> Value {
        evaluator.sharedObject("NotificationCenter.default") {
            FoundationObject("NotificationCenter", .notificationCenter(NotificationHub()))
        }
    }

    static func name(_ value: Value, _ evaluator: Evaluator, at node: Syntax) throws -> String {
        var resolved = value
        if case .symbol = value {
            resolved = try evaluator.resolveImplicit(value, typeName: "Notification.Name", at: node)
        }
        if case .symbol(let name) = resolved { return name }  // a system notification (`.NSCalendarDayChanged`)
        guard case .string(let name) = resolved else {
            throw EvaluationError("'\(value.kindName)' is not a notification name", at: node)
        }
        return name
    }
}
