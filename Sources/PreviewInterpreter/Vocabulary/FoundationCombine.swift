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
        /// `receive(on:)`, `debounce`, `eraseToAnyPublisher`, …: the same values, which at rest have arrived.
        case passThrough
    }

    typealias Subscriber = (Value) throws -> Void

    let source: Source
    /// The value a new subscriber receives at once (`Just`, `CurrentValueSubject`).
    var current: Value?
    let isCurrentValueSubject: Bool
    private var subscribers: [Subscriber] = []

    init(_ source: Source, current: Value? = nil, isCurrentValueSubject: Bool = false) {
        self.source = source
        self.current = current
        self.isCurrentValueSubject = isCurrentValueSubject
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
            if let current { try receive(current) }
        case .derived(let upstream, let operation):
            try upstream.subscribe(
                evaluator: evaluator, at: node, Self.stage(operation, evaluator: evaluator, at: node, then: receive))
        }
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
        Construct("NotificationCenter.default", "()") { call in
            call.evaluator.sharedObject("NotificationCenter.default") {
                FoundationObject("NotificationCenter", .notificationCenter(NotificationHub()))
            }
        },
        Construct("RunLoop.main", "()") { _ in .symbol("main") },
        Construct("RunLoop.current", "()") { _ in .symbol("main") },
    ]

    static func publisher(_ typeName: String, _ publisher: Publisher) -> Value {
        FoundationObject(typeName, .publisher(publisher)).value
    }

    static func property(_ name: String, of publisher: Publisher) -> Value? {
        name == "value" && publisher.isCurrentValueSubject ? publisher.current ?? .null : nil
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
        case .cancellable: return ["cancel", "store"].contains(name) ? { _, _, _, _ in .void } : nil
        case .timer: return ["invalidate", "fire"].contains(name) ? { _, _, _, _ in .void } : nil
        default: return nil
        }
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
        case "assign":
            return { _, arguments, evaluator, node in
                guard case .keyPath(let path)? = FoundationObjects.argument(arguments, "to"), path.count == 1,
                    case .instance(let target)? = FoundationObjects.argument(arguments, "on")
                else {
                    throw EvaluationError(
                        "'assign' is evaluated only as 'assign(to: \\.property, on: object)'", at: node)
                }
                try publisher.subscribe(evaluator: evaluator, at: node) { value in
                    evaluator.noteWrite(to: target)
                    target.properties[path[0]] = value.stored
                }
                return FoundationObject("AnyCancellable", .cancellable).value
            }
        case "connect": return { _, _, _, _ in FoundationObject("AnyCancellable", .cancellable).value }
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
        "replaceError", "catch", "mapError", "setFailureType", "assertNoFailure", "retry", "handleEvents", "print",
        "breakpoint",
        "timeout", "buffer",
    ]

    private static let operatorNames = passThroughOperators.union([
        "map", "tryMap", "compactMap", "tryCompactMap", "filter", "tryFilter", "removeDuplicates", "dropFirst",
        "prefix", "scan",
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
                // `addObserver(forName:object:queue:using:)` runs its block on each post; the selector form needs
                // an Objective-C method, which previews do not call.
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
