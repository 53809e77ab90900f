import PreviewModel
import SwiftSyntax

/// Combine's subscribers made by hand (`Subscribers.Assign(object:keyPath:)`, `Subscribers.Sink(receiveCompletion:
/// receiveValue:)`) and attached with `publisher.subscribe(subscriber)` or `receive(subscriber:)`: they receive the
/// values the publisher sends, `Just`'s and `CurrentValueSubject`'s at once, as `assign(to:on:)` and `sink` do. A
/// project's own `Subscriber` type is reported and receives nothing: previewd does not run the demand protocol.
enum CombineSubscribers {
    /// What a subscriber does with each value.
    typealias Receive = (Value, Evaluator, Syntax) throws -> Void

    static let constructs: [Construct] = [
        Construct("Subscribers.Assign", "(object: Any, keyPath: Any)") { call in
            guard case .keyPath(let path) = call["keyPath"], path.count == 1,
                case .instance(let target) = call["object"]
            else {
                throw EvaluationError(
                    "'Subscribers.Assign' is evaluated only with an object and a key path to one of its properties",
                    at: call.node)
            }
            return subscriber("Subscribers.Assign") { value, evaluator, node in
                try evaluator.setStoredProperty(path[0], of: target, to: value, at: node)
            }
        },
        Construct("Subscribers.Sink", "(receiveCompletion: Any, receiveValue: Any)") { call in
            let receive = call["receiveValue"]
            return subscriber("Subscribers.Sink") { value, evaluator, node in
                _ = try FoundationObjects.call(receive, [value], evaluator: evaluator, at: node)
            }
        },
    ]

    private static func subscriber(_ name: String, _ receive: @escaping Receive) -> Value {
        FoundationObject(name, .subscriber(receive)).value
    }

    /// `publisher.subscribe(subscriber)`, `publisher.receive(subscriber:)`: attaches the subscriber and gives
    /// nil, or, for `subscribe(on: queue)` and `receive(on: queue)`, the same values scheduled elsewhere.
    static func attach(
        _ arguments: [Argument], to publisher: Publisher, evaluator: Evaluator, at node: Syntax
    ) throws -> Value? {
        guard let argument = arguments.first, argument.label == nil || argument.label == "subscriber" else {
            return nil
        }
        switch argument.value {
        case .native(.object(let object)):
            guard case .subscriber(let receive) = object.kind else { return nil }
            try publisher.subscribe(evaluator: evaluator, at: node) { try receive($0, evaluator, node) }
            return .void
        case .instance(let instance):
            evaluator.report(
                "'\(instance.type.name)' subscribes as a project's own Subscriber, which receives nothing in "
                    + "previews (the demand it requests is not run)", at: node)
            return .void
        default:
            return nil
        }
    }
}
