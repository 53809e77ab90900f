import Foundation
import SwiftSyntax

/// A Foundation, Combine or UIKit object as a still frame means it. These are classes in Swift, so every copy of
/// the value is this one object: a lock taken in one place, a default set through one reference and read through
/// another, a subject's value sent and read back.
///
/// What each family does is in its own file: locks and dispatch queues (`FoundationConcurrency`), user defaults
/// (`FoundationDefaults`), publishers, timers and notifications (`FoundationCombine`), the process and what would
/// read the disk or the network (`FoundationSystem`).
final class FoundationObject {
    enum Kind {
        /// `NSLock`, `NSRecursiveLock`, `NSCondition`: one thread evaluates, so taking the lock always succeeds.
        case lock
        /// `OSAllocatedUnfairLock`: a lock that holds the state it protects (in `state`).
        case unfairLock
        case dispatchQueue(label: String)
        case dispatchGroup
        case dispatchSemaphore
        /// `DispatchWorkItem(block:)`: the block, run when it is performed or dispatched.
        case workItem(Value)
        case userDefaults(DefaultsStore)
        /// `NSCache` (`FoundationCaches`).
        case cache(FoundationCaches.Store)
        case processInfo
        /// `FileManager.default`, `URLSession.shared`: previews never read the disk or the network.
        case fileManager
        case urlSession
        case notificationCenter(NotificationHub)
        case publisher(Publisher)
        case cancellable
        /// `Subscribers.Assign`, `Subscribers.Sink` made by hand (`CombineSubscribers`).
        case subscriber(CombineSubscribers.Receive)
        /// `Timer.scheduledTimer(…)`: never fires in a still frame.
        case timer
        /// Foundation's own scanner (`FoundationScanner`).
        case scanner(Scanner)
        /// Foundation's own formatters (`FoundationFormatters`).
        case numberFormatter(NumberFormatter)
        case iso8601Formatter(ISO8601DateFormatter)
        case byteCountFormatter(ByteCountFormatter)
        /// Foundation's own regular expressions and their matches (`FoundationRegularExpressions`).
        case regularExpression(NSRegularExpression)
        case textCheckingResult(NSTextCheckingResult)
        /// Foundation's own encoder (`FoundationJSONEncoding`).
        case jsonEncoder(JSONEncoder)
        /// This render's keychain (`FoundationKeychain`).
        case keychain(KeychainStore)
        /// `UNUserNotificationCenter.current()` (`UserNotifications`).
        case userNotificationCenter
        /// `UIApplication.shared` (`UIKitApplication`).
        case application
        /// A UIKit appearance proxy or appearance object (`UIKitAppearance`): inert, a proxy's changes reported.
        case appearance(proxy: Bool)
        /// A haptic feedback generator (`UIKitHaptics`): inert in a still frame.
        case feedbackGenerator
        /// `os.Logger` (`SystemLogging`).
        case logger
        /// A continuation and a task group (`StructuredConcurrency`).
        case continuation(StructuredConcurrency.Continuation)
        case taskGroup(StructuredConcurrency.TaskGroup)
        /// `Task { … }`, `Task.detached { … }`: the operation, run at the latest when something awaits its value.
        case task(StructuredConcurrency.TaskHandle)
        /// The decoder and containers a project's own `init(from decoder:)` reads (`JSONDecodingContainers`).
        case decoding(JSONDecodingContainers.Container)
        /// The encoder and containers a project's own `encode(to encoder:)` writes to (`JSONEncodingContainers`).
        case encoding(JSONEncodingContainers.Container)
        /// SwiftData's containers, contexts and fetches (`SwiftDataStore`).
        case swiftData(SwiftDataStore.Object)
        /// `withUnsafeMutablePointer(to: &x) { p in … }`: the variable's value while the closure runs (`state`),
        /// written back to it afterwards.
        case pointer
    }

    let typeName: String
    let kind: Kind
    /// What an `OSAllocatedUnfairLock` protects.
    var state: Value

    init(_ typeName: String, _ kind: Kind, state: Value = .void) {
        self.typeName = typeName
        self.kind = kind
        self.state = state
    }

    var value: Value { .native(.object(self)) }

    /// The library protocols the object's type conforms to, whose extensions in the project are its methods too
    /// (`extension Publisher { func weakAssign(…) }`).
    var libraryProtocols: [String] {
        switch kind {
        case .publisher: return typeName.hasSuffix("Subject") ? ["Subject", "Publisher"] : ["Publisher"]
        case .cancellable: return ["Cancellable"]
        default: return []
        }
    }

    var isTaskGroup: Bool {
        if case .taskGroup = kind { return true }
        return false
    }
}

/// Methods and properties of `FoundationObject`s, by family.
enum FoundationObjects {
    static func method(_ name: String, of object: FoundationObject) -> NativeMethods.Method? {
        switch object.kind {
        case .lock, .unfairLock, .dispatchQueue, .dispatchGroup, .dispatchSemaphore, .workItem:
            return FoundationConcurrency.method(name, of: object)
        case .userDefaults(let store): return FoundationDefaults.method(name, of: store)
        case .cache(let store): return FoundationCaches.method(name, of: store)
        case .processInfo, .fileManager, .urlSession: return FoundationSystem.method(name, of: object)
        case .notificationCenter, .publisher, .cancellable, .timer: return FoundationCombine.method(name, of: object)
        case .scanner(let scanner): return FoundationScanner.method(name, of: scanner)
        case .numberFormatter, .iso8601Formatter, .byteCountFormatter:
            return FoundationFormatters.method(name, of: object)
        case .jsonEncoder(let encoder): return FoundationJSONEncoding.method(name, of: encoder)
        case .regularExpression(let regex): return FoundationRegularExpressions.method(name, of: regex)
        case .textCheckingResult(let match): return FoundationRegularExpressions.resultMethod(name, of: match)
        case .userNotificationCenter: return UserNotifications.method(name)
        case .logger: return SystemLogging.method(name)
        case .feedbackGenerator: return UIKitHaptics.method(name)
        case .application: return UIKitApplication.method(name)
        case .appearance(let proxy): return UIKitAppearance.method(name, of: object, proxy: proxy)
        case .continuation(let continuation): return StructuredConcurrency.continuationMethod(name, of: continuation)
        case .taskGroup(let group): return StructuredConcurrency.taskGroupMethod(name, of: group)
        case .task: return name == "cancel" ? { _, _, _, _ in .void } : nil
        case .swiftData(let object): return SwiftDataStore.method(name, of: object)
        case .decoding(let container): return JSONDecodingContainers.method(name, of: container)
        case .encoding(let container): return JSONEncodingContainers.method(name, of: container)
        case .keychain, .pointer, .subscriber: return nil
        }
    }

    static func property(_ name: String, of object: FoundationObject, evaluator: Evaluator, at node: Syntax) throws
        -> Value?
    {
        switch object.kind {
        case .dispatchQueue(let label): return name == "label" ? .string(label) : nil
        case .cache(let store): return FoundationCaches.property(name, of: store)
        case .processInfo: return FoundationSystem.processProperty(name, evaluator: evaluator)
        case .fileManager, .urlSession: return try FoundationSystem.refusedProperty(name, of: object, at: node)
        case .publisher(let publisher): return FoundationCombine.property(name, of: publisher)
        case .timer: return FoundationCombine.timerProperty(name)
        case .scanner(let scanner): return FoundationScanner.property(name, of: scanner)
        case .numberFormatter, .iso8601Formatter, .byteCountFormatter:
            return FoundationFormatters.property(name, of: object)
        case .jsonEncoder, .keychain, .logger, .continuation, .feedbackGenerator, .subscriber: return nil
        case .regularExpression(let regex): return FoundationRegularExpressions.property(name, of: regex)
        case .textCheckingResult(let match): return FoundationRegularExpressions.resultProperty(name, of: match)
        case .taskGroup(let group): return StructuredConcurrency.taskGroupProperty(name, of: group)
        case .task(let task):
            return try StructuredConcurrency.taskProperty(name, of: task, evaluator: evaluator, at: node)
        case .userNotificationCenter: return name == "delegate" ? .null : nil
        case .application: return UIKitApplication.property(name, evaluator: evaluator)
        case .appearance(let proxy): return UIKitAppearance.property(name, of: object, proxy: proxy)
        case .pointer: return name == "pointee" ? object.state : nil
        case .swiftData(let object): return SwiftDataStore.property(name, of: object)
        case .decoding(let container): return JSONDecodingContainers.property(name, of: container)
        case .encoding(let container): return JSONEncodingContainers.property(name, of: container)
        case .lock, .unfairLock, .dispatchGroup, .dispatchSemaphore, .workItem, .userDefaults, .notificationCenter,
            .cancellable:
            return name == "isCancelled" ? .bool(false) : nil
        }
    }

    /// Writes a property of an object (`subject.value = 3`); false when it has no such settable property.
    static func setProperty(_ name: String, of object: FoundationObject, to value: Value) -> Bool {
        switch object.kind {
        case .publisher(let publisher) where name == "value" && publisher.isCurrentValueSubject:
            // Setting a `CurrentValueSubject`'s value sends it, as `send(_:)` does.
            try? publisher.send(value)
            return true
        case .lock where name == "name", .dispatchQueue where name == "label", .timer where name == "tolerance",
            .userNotificationCenter where name == "delegate", .appearance,
            .application where name == "isIdleTimerDisabled" || name == "applicationIconBadgeNumber":
            return true
        case .scanner(let scanner):
            return FoundationScanner.setProperty(name, of: scanner, to: value)
        case .pointer where name == "pointee":
            object.state = value.stored
            return true
        case .swiftData(let object):
            return SwiftDataStore.setProperty(name, of: object, to: value)
        case .cache(let store):
            return FoundationCaches.setProperty(name, of: store, to: value)
        default:
            return false
        }
    }

    /// The argument labelled `label` (nil: the first unlabelled one).
    static func argument(_ arguments: [Argument], _ label: String?) -> Value? {
        arguments.first { $0.label == label }?.value
    }

    /// The closure a call passes last (a trailing closure or `execute:`), if any.
    static func closure(_ arguments: [Argument]) -> Value? {
        guard let last = arguments.last, case .function = last.value else { return nil }
        return last.value
    }

    /// Calls `function` with `values`, as a closure argument is called.
    static func call(_ function: Value, _ values: [Value], evaluator: Evaluator, at node: Syntax) throws -> Value {
        let expression = node.as(ExprSyntax.self) ?? ExprSyntax(NilLiteralExprSyntax())
        return try evaluator.invoke(
            function, arguments: values.map { Argument(label: nil, value: $0, node: expression) }, at: node)
    }
}
