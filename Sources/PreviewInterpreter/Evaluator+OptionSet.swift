import PreviewModel
import SwiftSyntax

/// The project's `OptionSet` structs (`struct Layers: OptionSet { let rawValue: Int; static let dough = … }`):
/// Swift gives them set algebra over `rawValue` bits, which the interpreter provides the same way.
extension Evaluator {
    static let optionSetMethods: Set<String> = [
        "contains", "union", "intersection", "subtracting", "symmetricDifference", "insert", "remove", "formUnion",
        "formIntersection", "subtract", "isSuperset", "isSubset", "isDisjoint",
    ]

    /// One option set made of several (`[.dough, .glaze]`).
    func optionSet(_ options: [Value], of typeName: String, at node: some SyntaxProtocol) throws -> Value {
        guard let type = userType(typeName) else {
            throw EvaluationError("'\(typeName)' is not an option set", at: node)
        }
        var bits = 0
        for option in options {
            bits |= try rawBits(try resolveImplicit(option, typeName: typeName, at: node), at: node)
        }
        return .instance(Instance(type: type, properties: ["rawValue": .int(bits)]))
    }

    /// `options.contains(.glaze)`, `options.union(other)`, `options.insert(.topping)`, …; `receiver` is updated
    /// by the mutating ones.
    func callOptionSetMethod(
        _ name: String, on receiver: inout Value, arguments: [Argument], at node: some SyntaxProtocol
    ) throws -> Value {
        guard case .instance(let instance) = receiver, let argument = arguments.first else {
            throw EvaluationError("'\(name)' takes an option", at: node)
        }
        let bits = try rawBits(receiver, at: node)
        let other = try rawBits(
            try resolveImplicit(argument.value, typeName: instance.type.name, at: argument.node), at: argument.node)
        func set(_ newBits: Int) -> Value {
            .instance(Instance(type: instance.type, properties: ["rawValue": .int(newBits)]))
        }
        switch name {
        case "contains", "isSuperset": return .bool(bits & other == other)
        case "isSubset": return .bool(bits & other == bits)
        case "isDisjoint": return .bool(bits & other == 0)
        case "union": return set(bits | other)
        case "intersection": return set(bits & other)
        case "subtracting": return set(bits & ~other)
        case "symmetricDifference": return set(bits ^ other)
        case "insert", "formUnion":
            receiver = set(bits | other)
            return .void
        case "remove", "subtract":
            receiver = set(bits & ~other)
            return .void
        case "formIntersection":
            receiver = set(bits & other)
            return .void
        default:
            throw EvaluationError("method '\(name)' of '\(instance.type.name)' is not supported", at: node)
        }
    }

    private func rawBits(_ value: Value, at node: some SyntaxProtocol) throws -> Int {
        switch value {
        case .instance(let instance):
            if case .int(let bits)? = instance.properties["rawValue"] { return bits }
            if case .int(let bits) = try member("rawValue", of: instance, at: node) { return bits }
        case .array(let options):
            return try options.reduce(0) { $0 | (try rawBits($1, at: node)) }
        default:
            break
        }
        throw EvaluationError("'\(value.kindName)' is not an option of an option set", at: node)
    }
}
