import SwiftSyntax

/// `Set`'s own methods (`insert`, `remove`, set algebra) with Swift's results; every other `Sequence` method is the
/// array method applied to the elements, and `filter` keeps a set a set, as in Swift.
enum SetMethods {
    static func method(_ name: String) -> NativeMethods.Method? {
        switch name {
        case "insert":
            return { value, arguments, evaluator, node in
                guard case .set(var elements) = value, let element = arguments.first?.value else { return .void }
                let key = DictionaryValue.hashKey(element)
                if let existing = elements.first(where: { DictionaryValue.hashKey($0) == key }) {
                    return .tuple([.bool(false), existing], labels: ["inserted", "memberAfterInsert"])
                }
                elements.append(element.stored)
                try evaluator.checkSize(elements.count, at: node)
                value = .set(elements)
                return .tuple([.bool(true), element], labels: ["inserted", "memberAfterInsert"])
            }
        case "remove":
            return { value, arguments, _, _ in
                guard case .set(var elements) = value, let element = arguments.first?.value else { return .null }
                let key = DictionaryValue.hashKey(element)
                guard let index = elements.firstIndex(where: { DictionaryValue.hashKey($0) == key }) else {
                    return .null
                }
                let removed = elements.remove(at: index)
                value = .set(elements)
                return removed
            }
        case "union", "formUnion", "intersection", "formIntersection", "subtracting", "subtract", "symmetricDifference",
            "formSymmetricDifference", "isSubset", "isSuperset", "isStrictSubset", "isStrictSuperset", "isDisjoint":
            return { value, arguments, evaluator, node in
                guard case .set(let mine) = value, let argument = arguments.first else {
                    throw EvaluationError("'\(name)' takes another sequence", at: node)
                }
                let theirs = try evaluator.elements(of: argument.value, at: node)
                let theirKeys = Set(theirs.map(DictionaryValue.hashKey))
                let myKeys = Set(mine.map(DictionaryValue.hashKey))
                let result: Value
                switch name {
                case "union", "formUnion": result = .set(unique: mine + theirs)
                case "intersection", "formIntersection":
                    result = .set(mine.filter { theirKeys.contains(DictionaryValue.hashKey($0)) })
                case "subtracting", "subtract":
                    result = .set(mine.filter { !theirKeys.contains(DictionaryValue.hashKey($0)) })
                case "symmetricDifference", "formSymmetricDifference":
                    result = .set(unique: mine.filter { !theirKeys.contains(DictionaryValue.hashKey($0)) }
                        + theirs.filter { !myKeys.contains(DictionaryValue.hashKey($0)) })
                case "isSubset": return .bool(myKeys.isSubset(of: theirKeys))
                case "isSuperset": return .bool(myKeys.isSuperset(of: theirKeys))
                case "isStrictSubset": return .bool(myKeys.isStrictSubset(of: theirKeys))
                case "isStrictSuperset": return .bool(myKeys.isStrictSuperset(of: theirKeys))
                default: return .bool(myKeys.isDisjoint(with: theirKeys))
                }
                if case .set(let elements) = result { try evaluator.checkSize(elements.count, at: node) }
                if name.hasPrefix("form") || name == "subtract" {
                    value = result
                    return .void
                }
                return result
            }
        case "removeAll":
            return { value, _, _, _ in
                value = .set([])
                return .void
            }
        default:
            guard let method = NativeMethods.arrayMethod(name), !NativeMethods.mutating.contains(name) else {
                return nil
            }
            return { value, arguments, evaluator, node in
                guard case .set(let elements) = value else { return .void }
                var array = Value.array(elements)
                let result = try method(&array, arguments, evaluator, node)
                if name == "filter", case .array(let kept) = result { return .set(kept) }
                return result
            }
        }
    }
}
