import PreviewModel
import SwiftSyntax

/// The best-known sequence and collection methods of Apple's swift-algorithms package (`import Algorithms`),
/// written in Swift and evaluated like the project's own extensions, so a project that uses the package previews
/// without its sources checked out. The methods return arrays where the package returns lazy wrapper collections:
/// the elements, their order and their count are the package's. A project's own method of the same name wins.
enum SwiftAlgorithms {
    static let file = SourceFile(path: "<previewd prelude>/Algorithms.swift", text: source)
    static let index = DeclarationIndex(files: [file])
    /// Every method name the package adds, checked before anything is looked up.
    static let methodNames = Set(index.types.values.flatMap { $0.overloads.keys })

    static let source = #"""
    extension Sequence {
        func keyed<Key: Hashable>(by keyForValue: (Element) throws -> Key) rethrows -> [Key: Element] {
            var result: [Key: Element] = [:]
            for element in self {
                result[try keyForValue(element)] = element
            }
            return result
        }

        func keyed<Key: Hashable>(
            by keyForValue: (Element) throws -> Key,
            resolvingConflictsWith resolve: (Key, Element, Element) throws -> Element
        ) rethrows -> [Key: Element] {
            var result: [Key: Element] = [:]
            for element in self {
                let key = try keyForValue(element)
                if let existing = result[key] {
                    result[key] = try resolve(key, existing, element)
                } else {
                    result[key] = element
                }
            }
            return result
        }

        func grouped<GroupKey: Hashable>(by keyForValue: (Element) throws -> GroupKey) rethrows
            -> [GroupKey: [Element]]
        {
            try Dictionary(grouping: self, by: keyForValue)
        }

        func uniqued<Subject: Hashable>(on projection: (Element) throws -> Subject) rethrows -> [Element] {
            var seen: Set<Subject> = []
            var result: [Element] = []
            for element in self where seen.insert(try projection(element)).inserted {
                result.append(element)
            }
            return result
        }

        func uniqued() -> [Element] {
            var seen: Set<Element> = []
            var result: [Element] = []
            for element in self where seen.insert(element).inserted {
                result.append(element)
            }
            return result
        }

        func adjacentPairs() -> [(Element, Element)] {
            let elements = Array(self)
            guard elements.count > 1 else { return [] }
            return (1..<elements.count).map { (elements[$0 - 1], elements[$0]) }
        }

        func compacted<Unwrapped>() -> [Unwrapped] where Element == Unwrapped? {
            compactMap { $0 }
        }

        func firstNonNil<Result>(_ transform: (Element) throws -> Result?) rethrows -> Result? {
            for element in self {
                if let value = try transform(element) { return value }
            }
            return nil
        }

        func striding(by step: Int) -> [Element] {
            Array(self).enumerated().filter { $0.offset % step == 0 }.map { $0.element }
        }
    }

    extension Collection {
        func chunks(ofCount count: Int) -> [[Element]] {
            let elements = Array(self)
            return stride(from: 0, to: elements.count, by: count).map {
                Array(elements[$0..<Swift.min($0 + count, elements.count)])
            }
        }

        func chunked(by belongInSameGroup: (Element, Element) throws -> Bool) rethrows -> [[Element]] {
            var result: [[Element]] = []
            for element in self {
                if let last = result.last?.last, try belongInSameGroup(last, element) {
                    result[result.count - 1].append(element)
                } else {
                    result.append([element])
                }
            }
            return result
        }

        func chunked<Subject: Equatable>(on projection: (Element) throws -> Subject) rethrows
            -> [(Subject, [Element])]
        {
            var result: [(Subject, [Element])] = []
            for element in self {
                let subject = try projection(element)
                if let last = result.last, last.0 == subject {
                    result[result.count - 1].1.append(element)
                } else {
                    result.append((subject, [element]))
                }
            }
            return result
        }

        func windows(ofCount count: Int) -> [[Element]] {
            let elements = Array(self)
            guard count > 0, elements.count >= count else { return [] }
            return (0...(elements.count - count)).map { Array(elements[$0..<($0 + count)]) }
        }

        func combinations(ofCount k: Int) -> [[Element]] {
            let elements = Array(self)
            guard k >= 0, k <= elements.count else { return [] }
            var result: [[Element]] = []
            var indices = Array(0..<k)
            while true {
                result.append(indices.map { elements[$0] })
                var position = k - 1
                while position >= 0 && indices[position] == elements.count - k + position {
                    position -= 1
                }
                if position < 0 { return result }
                indices[position] += 1
                for next in (position + 1)..<k {
                    indices[next] = indices[next - 1] + 1
                }
            }
        }

        func indexed() -> [(index: Index, element: Element)] {
            zip(indices, self).map { (index: $0.0, element: $0.1) }
        }
    }
    """#
}

extension Evaluator {
    /// `name` of swift-algorithms on a built-in collection (`notes.keyed { $0.noteNumber }`), when the arguments
    /// bind to one of its overloads; nil otherwise.
    func algorithmsMethod(_ name: String, on base: Value, arguments: [Argument], at call: some SyntaxProtocol) throws
        -> Value?
    {
        // The methods are written over an array's `Int` indices: another collection runs them on its elements,
        // except `indexed()`, whose indices would then be offsets where Swift gives the collection's own.
        let receiver: Value
        switch base {
        case .array: receiver = base
        case .range, .set, .string:
            guard name != "indexed" else { return nil }
            receiver = .array(try elements(of: base, at: call))
        default: return nil
        }
        for typeName in Self.builtinTypeNames(of: receiver) {
            guard let type = SwiftAlgorithms.index[type: typeName], let overloads = type.overloads[name] else {
                continue
            }
            for function in overloads {
                if let value = try invokeIfBinds(
                    function, selfValue: receiver, type: type, arguments: arguments, at: call)
                {
                    return value
                }
            }
        }
        return nil
    }
}
