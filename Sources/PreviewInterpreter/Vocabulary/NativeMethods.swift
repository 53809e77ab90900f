import Foundation
import PreviewModel
import PreviewViews
import SwiftSyntax

/// Methods of standard library and SwiftUI values: strings, collections, numbers, colours, fonts, dates, paths.
enum NativeMethods {
    typealias Method = (inout Value, [Argument], Evaluator, Syntax) throws -> Value

    /// Methods that change their receiver: the caller writes the receiver back where it is stored.
    static let mutating: Set<String> = Set([
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "toggle", "sort", "shuffle", "reverse",
        "move", "formUnion", "formIntersection", "subtract", "formSymmetricDifference", "removeValue",
        "updateValue",
        "popLast", "merge", "round", "replaceSubrange", "setValue", "mergeAttributes", "setAttributes",
    ]).union(CanvasContext.mutatingMethods).union(PathMethods.builders.keys)

    static func lookup(_ name: String, on receiver: Value) -> Method? {
        switch receiver {
        case .string: return stringMethod(name)
        case .array: return arrayMethod(name)
        case .set: return SetMethods.method(name)
        case .range:
            return { value, arguments, evaluator, node in
                guard case .range(let lower, let upper, _) = value, upper != Int.max else {
                    throw EvaluationError("open range", at: node)
                }
                try evaluator.checkSize(upper - lower, at: node)
                var array = Value.array((lower..<upper).map(Value.int))
                guard let method = arrayMethod(name) else {
                    throw EvaluationError("method '\(name)' of 'Range' is not supported", at: node)
                }
                return try method(&array, arguments, evaluator, node)
            }
        case .dictionary: return dictionaryMethod(name)
        case .int: return Evaluator.reportingOverflow(name, of: nil) ?? numberMethod(name)
        case .double: return numberMethod(name)
        case .fixedWidthInteger(_, let type):
            return Evaluator.reportingOverflow(name, of: type)
                ?? numberMethod(name).map { method in typed(method, as: type) }
        case .float: return numberMethod(name).map(singlePrecision)
        case .bool where name == "toggle": return { value, _, _, _ in
            if case .bool(let bool) = value { value = .bool(!bool) }
            return .void
        }
        case .color, .symbol:
            if case .symbol(let symbol) = receiver, FontVocabulary.font(named: symbol) != nil {
                return fontMethod(name)
            }
            // Format styles configure themselves by chaining (`.number.precision(…)`, `.dateTime.month()`).
            if case .symbol(let symbol) = receiver, FoundationFormatStyles.bases.contains(symbol) {
                return FoundationFormatStyles.method(name)
            }
            return colorMethod(name)
        case .native(.paint(.background)): return colorMethod(name)
        case .native(.paint(.material)): return materialMethod(name)
        case .native(.paint(let paint)) where name == "opacity" && fading(paint, by: 1) != nil: return paintOpacity
        case .implicitCall(let base, _) where GlassEffect.isGlass(base) && GlassEffect.glassMethod(name) != nil:
            return GlassEffect.glassMethod(name)
        case .implicitCall(let base, _) where FoundationFormatStyles.bases.contains(base):
            return FoundationFormatStyles.method(name)
        case .native(.formatStyle): return FoundationFormatStyles.method(name)
        case .native(.duration): return FoundationDurations.method(name)
        case .font: return fontMethod(name)
        case .native(.path): return PathMethods.method(name)
        case .native(.date): return dateMethod(name)
        case .native(.calendar): return FoundationDates.calendarMethod(name)
        case .native(.dateFormatter): return FoundationDates.formatterMethod(name)
        case .native(.dateComponents): return FoundationDates.componentsMethod(name)
        case .native(.timeZone): return FoundationDates.timeZoneMethod(name)
        case .native(.dateInterval): return FoundationDates.intervalMethod(name)
        case .native(.locale): return FoundationLocales.method(name)
        case .native(.url): return FoundationURLs.urlMethod(name)
        case .native(.data): return FoundationURLs.dataMethod(name)
        case .native(.characterSet): return FoundationCharacterSets.method(name)
        case .native(.regex): return StringRegexes.method(name)
        case .native(.bundle): return FoundationBundle.method(name, language: nil)
        case .native(.languageBundle(let language)): return FoundationBundle.method(name, language: language)
        case .native(.object(let object)): return FoundationObjects.method(name, of: object)
        case .native(.measurement(let measurement)): return FoundationMeasurements.method(name, of: measurement)
        case .native(.decimal): return FoundationDecimals.method(name)
        case .native(.attributedString): return AttributedStrings.method(name)
        case .native(.attributeContainer): return AttributedStrings.containerMethod(name)
        case .native(.jsonDecoder(let decoder)) where name == "decode":
            return { _, arguments, evaluator, node in
                guard arguments.count == 2, arguments[1].label == "from" else {
                    throw EvaluationError("'decode' takes (_:from:)", at: node)
                }
                return try evaluator.decodeJSON(
                    typeArgument: arguments[0], data: arguments[1].value,
                    strategies: JSONDecodingStrategies(decoder), at: node)
            }
        case .native(.format):
            return { value, arguments, evaluator, node in
                // `LengthFormatter().string(fromValue: 4.5, unit: .mile)`: the number and the unit's symbol.
                if name == "string", arguments.first?.label == "fromValue",
                    let number = Convert.number(arguments[0].value),
                    case .symbol(let unit)? = arguments.first(where: { $0.label == "unit" })?.value
                {
                    return .string(
                        Formatting.format(.double(number), style: .symbol("number")) + " "
                            + Formatting.lengthUnitSymbol(unit))
                }
                if name == "string" || name == "date", let argument = arguments.first {
                    return .string(Formatting.format(argument.value, style: value))
                }
                return .void
            }
        case .native(.rect): return CoreGraphicsGeometry.rectMethod(name)
        case .native(.graphicsContext): return CanvasContext.method(name)
        case .view(let view) where UIKitImages.image(in: view) != nil: return UIKitImages.method(name)
        default: return nil
        }
    }

    private static func closureArgument(_ arguments: [Argument], _ node: Syntax) throws -> Value {
        guard let last = arguments.last else { throw EvaluationError("a closure is needed here", at: node) }
        return last.value
    }

    /// The key paths, and whether each is reversed, that `sorted(using:)` or a fetch is given: one
    /// `KeyPathComparator` or `SortDescriptor` (the prelude's) or an array of them, the first deciding unless its
    /// values are equal.
    static func sortComparators(_ value: Value, at node: Syntax) throws -> [(path: [String], reverse: Bool)] {
        let comparators: [Value]
        if case .array(let values) = value { comparators = values } else { comparators = [value] }
        return try comparators.map { comparator in
            // `sort: [.init(\.date, order: .reverse)]`: a comparator written as an implicit initialiser.
            if case .implicitCall("init", let arguments) = comparator,
                case .keyPath(let path)? = arguments.first?.value
            {
                let order = arguments.first { $0.label == "order" }?.value
                return (path, order?.isSymbol("reverse") == true)
            }
            guard case .instance(let instance) = comparator,
                instance.type.name == "KeyPathComparator" || instance.type.name == "SortDescriptor",
                case .keyPath(let path)? = instance.properties["keyPath"]
            else {
                let given = comparator.kindName
                throw EvaluationError(
                    "sorting takes KeyPathComparator or SortDescriptor values, not '\(given)'", at: node)
            }
            switch instance.properties["order"] {
            case .enumCase(let order)?: return (path, order.caseName == "reverse")
            case .symbol(let order)?: return (path, order == "reverse")
            default: return (path, false)
            }
        }
    }

    /// Whether `lhs` comes before `rhs` by `comparators`.
    static func ordered(
        _ lhs: Value, _ rhs: Value, by comparators: [(path: [String], reverse: Bool)], _ evaluator: Evaluator,
        _ node: Syntax
    ) throws -> Bool {
        for (path, reverse) in comparators {
            let left = try evaluator.apply(keyPath: path, to: lhs, at: node)
            let right = try evaluator.apply(keyPath: path, to: rhs, at: node)
            if try evaluator.less(left, right, at: node) { return !reverse }
            if try evaluator.less(right, left, at: node) { return reverse }
        }
        return false
    }

    private static func call(_ function: Value, _ values: [Value], _ evaluator: Evaluator, _ node: Syntax) throws
        -> Value
    {
        try evaluator.invoke(
            function,
            arguments: values.map {
                Argument(label: nil, value: $0, node: node.as(ExprSyntax.self) ?? ExprSyntax(NilLiteralExprSyntax()))
            }, at: node)
    }

    /// `a.compare(b)` and its Foundation variants, as a `ComparisonResult`. The localized ones compare in the
    /// render's fixed locale (`FoundationDates.locale`), so the order never depends on the machine drawing it.
    private static func comparison(
        _ s: String, _ other: String, _ name: String, _ arguments: [Argument], at node: Syntax
    ) throws -> Value {
        let result: ComparisonResult
        switch name {
        case "caseInsensitiveCompare": result = s.caseInsensitiveCompare(other)
        case "localizedCompare": result = s.compare(other, locale: FoundationDates.locale)
        case "localizedCaseInsensitiveCompare":
            result = s.compare(other, options: .caseInsensitive, locale: FoundationDates.locale)
        case "localizedStandardCompare":
            result = s.compare(
                other, options: [.caseInsensitive, .numeric, .widthInsensitive, .forcedOrdering],
                locale: FoundationDates.locale)
        default:
            let options = try FoundationStringOptions.compareOptions(
                arguments.first { $0.label == "options" }?.value, at: node)
            result = s.compare(other, options: options)
        }
        switch result {
        case .orderedAscending: return .symbol("orderedAscending")
        case .orderedSame: return .symbol("orderedSame")
        case .orderedDescending: return .symbol("orderedDescending")
        }
    }

    private static func stringMethod(_ name: String) -> Method? {
        switch name {
        case "data":
            return { value, _, _, _ in
                if case .string(let s) = value { return .native(.data(Data(s.utf8))) }
                return .null
            }
        case "uppercased":
            return { value, _, _, _ in
                if case .string(let s) = value { return .string(s.uppercased()) }
                return value
            }
        case "lowercased":
            return { value, _, _, _ in
                if case .string(let s) = value { return .string(s.lowercased()) }
                return value
            }
        case "capitalized":
            return { value, _, _, _ in
                if case .string(let s) = value { return .string(s.capitalized) }
                return value
            }
        case "trimmingCharacters", "rangeOfCharacter":
            return { value, arguments, _, node in
                guard case .string(let s) = value, let result = FoundationCharacterSets.stringMethod(name, s, arguments)
                else {
                    throw EvaluationError("'\(name)' takes a CharacterSet", at: node)
                }
                return result
            }
        case "hasPrefix", "hasSuffix", "contains", "localizedCaseInsensitiveContains", "localizedStandardContains":
            return { value, arguments, evaluator, node in
                guard case .string(let s) = value else { return .bool(false) }
                if name == "contains", let argument = arguments.first, case .function = argument.value {
                    return .bool(
                        try s.contains {
                            try evaluator.truth(
                                try call(argument.value, [.string(String($0))], evaluator, node), at: node)
                        })
                }
                guard case .string(let other)? = arguments.first?.value else { return .bool(false) }
                switch name {
                case "hasPrefix": return .bool(s.hasPrefix(other))
                case "hasSuffix": return .bool(s.hasSuffix(other))
                case "contains": return .bool(s.contains(other))
                default: return .bool(s.lowercased().contains(other.lowercased()))
                }
            }
        case "compare", "caseInsensitiveCompare", "localizedCompare", "localizedCaseInsensitiveCompare",
            "localizedStandardCompare":
            return { value, arguments, _, node in
                guard case .string(let s) = value, case .string(let other)? = arguments.first?.value else {
                    throw EvaluationError("'\(name)' takes a string", at: node)
                }
                return try Self.comparison(s, other, name, arguments, at: node)
            }
        case "replacingOccurrences":
            return { value, arguments, _, node in
                guard case .string(let s) = value, case .string(let of)? = arguments.first?.value,
                    case .string(let with)? = arguments.dropFirst().first?.value, !of.isEmpty
                else { return value }
                // `options: .regularExpression`, `.caseInsensitive`: Foundation's own matching (a pattern with `$1`).
                let options = try FoundationStringOptions.compareOptions(
                    arguments.first { $0.label == "options" }?.value, at: node)
                if let range = arguments.first(where: { $0.label == "range" }), !range.value.isNull {
                    throw EvaluationError(
                        "'replacingOccurrences(of:with:options:range:)' with a range is not supported", at: range.node)
                }
                return .string(s.replacingOccurrences(of: of, with: with, options: options))
            }
        case "split":
            return { value, arguments, evaluator, node in
                guard case .string(let s) = value else { return value }
                return try StringCollection.split(s, arguments, evaluator, at: node)
            }
        case "components":
            return { value, arguments, _, node in
                guard case .string(let s) = value else { return value }
                if let parts = FoundationCharacterSets.stringMethod(name, s, arguments) { return parts }
                guard case .string(let separator)? = arguments.first(where: { $0.label == "separatedBy" })?.value else {
                    throw EvaluationError("'components' takes (separatedBy:) a string or a CharacterSet", at: node)
                }
                return .array(s.components(separatedBy: separator).map(Value.string))
            }
        case "folding":
            return { value, arguments, _, node in
                guard case .string(let s) = value else { return value }
                return .string(
                    s.folding(
                        options: try FoundationStringOptions.compareOptions(arguments.first?.value, at: node),
                        locale: nil))
            }
        case "map", "flatMap":
            // On a string, `map` is almost always `Optional.map` (`firstLine.map(String.init)`): the value is
            // passed whole; mapping characters is rare in view code.
            return { value, arguments, evaluator, node in
                try call(try closureArgument(arguments, node), [value], evaluator, node)
            }
        case "prefix", "suffix", "dropFirst", "dropLast", "first", "last", "reversed", "filter", "count", "enumerated",
            "sorted", "allSatisfy", "compactMap", "firstIndex":
            return { value, arguments, evaluator, node in
                guard case .string(let s) = value else { return value }
                var characters = Value.array(s.map { .string(String($0)) })
                let result = try arrayMethod(name)!(&characters, arguments, evaluator, node)
                if case .array(let parts) = result,
                    ["prefix", "suffix", "dropFirst", "dropLast", "reversed", "filter"].contains(name)
                {
                    return .string(
                        parts.compactMap {
                            if case .string(let c) = $0 { return c }
                            return nil
                        }.joined())
                }
                return result
            }
        case "appending":
            return { value, arguments, evaluator, node in
                guard case .string(let s) = value, let other = arguments.first else { return value }
                return .string(s + (try evaluator.describe(other.value, at: node)))
            }
        case "append":
            return { value, arguments, evaluator, node in
                guard case .string(let s) = value, let other = arguments.first else { return .void }
                value = .string(s + (try evaluator.describe(other.value, at: node)))
                return .void
            }
        case "padding":
            return { value, arguments, evaluator, node in
                guard case .string(let s) = value,
                    let length = arguments.first(where: { $0.label == "toLength" }).flatMap({ Convert.number($0.value) }
                    ),
                    case .string(let pad)? = arguments.first(where: { $0.label == "withPad" })?.value, !pad.isEmpty
                else { throw EvaluationError("'padding' takes (toLength:withPad:startingAt:)", at: node) }
                let start = arguments.first { $0.label == "startingAt" }.flatMap { Convert.number($0.value) } ?? 0
                let count = Convert.clampedInt(length)
                try evaluator.checkSize(count, at: node)
                guard count >= 0, (0..<pad.count).contains(Convert.clampedInt(start)) else {
                    throw EvaluationError("'padding' needs a length of at least 0 and a start inside the pad", at: node)
                }
                return .string(s.padding(toLength: count, withPad: pad, startingAt: Convert.clampedInt(start)))
            }
        case "formatted": return { value, _, _, _ in value }
        default: return StringCollection.method(name)
        }
    }

    static func arrayMethod(_ name: String) -> Method? {
        switch name {
        case "map", "flatMap", "compactMap":
            return { value, arguments, evaluator, node in
                let function = try closureArgument(arguments, node)
                var result: [Value] = []
                for element in try evaluator.elements(of: value, at: node) {
                    let mapped = try call(function, [element], evaluator, node)
                    if name == "compactMap", case .null = mapped { continue }
                    if name == "flatMap", case .array(let inner) = mapped { result += inner; continue }
                    result.append(mapped)
                }
                return .array(result)
            }
        case "filter":
            return { value, arguments, evaluator, node in
                let function = try closureArgument(arguments, node)
                return .array(
                    try evaluator.elements(of: value, at: node).filter {
                        try evaluator.truth(try call(function, [$0], evaluator, node), at: node)
                    })
            }
        case "forEach":
            return { value, arguments, evaluator, node in
                let function = try closureArgument(arguments, node)
                for element in try evaluator.elements(of: value, at: node) {
                    _ = try call(function, [element], evaluator, node)
                }
                return .void
            }
        case "reduce":
            return { value, arguments, evaluator, node in
                guard arguments.count == 2 else {
                    throw EvaluationError("'reduce' needs an initial value and a closure", at: node)
                }
                var accumulator = arguments[0].value
                if arguments[0].label == "into" {
                    // `reduce(into:)`: the closure changes its first parameter in place.
                    for element in try evaluator.elements(of: value, at: node) {
                        accumulator = try evaluator.invoke(
                            arguments[1].value, accumulating: accumulator, [element], at: node)
                    }
                    return accumulator
                }
                for element in try evaluator.elements(of: value, at: node) {
                    accumulator = try call(arguments[1].value, [accumulator, element], evaluator, node)
                }
                return accumulator
            }
        case "first", "last", "firstIndex", "lastIndex", "contains", "allSatisfy", "min", "max", "count":
            return { value, arguments, evaluator, node in
                let elements = try evaluator.elements(of: value, at: node)
                func test(_ element: Value) throws -> Bool {
                    guard let argument = arguments.first else { return true }
                    if argument.label == "where"
                        || argument.label == nil
                            && {
                                if case .function = argument.value { return true }
                                return false
                            }()
                    {
                        return try evaluator.truth(try call(argument.value, [element], evaluator, node), at: node)
                    }
                    return try evaluator.equal(element, argument.value, at: node)
                }
                switch name {
                case "first": return try elements.first(where: test) ?? .null
                case "last": return try elements.last(where: test) ?? .null
                case "firstIndex": return try elements.firstIndex(where: test).map(Value.int) ?? .null
                case "lastIndex": return try elements.lastIndex(where: test).map(Value.int) ?? .null
                case "contains": return .bool(try elements.contains(where: test))
                case "allSatisfy": return .bool(try elements.allSatisfy(test))
                case "count": return .int(try elements.filter(test).count)
                default:
                    let ordered: (Value, Value) throws -> Bool
                    if let argument = arguments.first {
                        ordered = {
                            try evaluator.truth(try call(argument.value, [$0, $1], evaluator, node), at: node)
                        }
                    } else {
                        ordered = { try evaluator.less($0, $1, at: node) }
                    }
                    return try (name == "min" ? elements.min(by: ordered) : elements.max(by: ordered)) ?? .null
                }
            }
        case "sorted", "sort":
            return { value, arguments, evaluator, node in
                let elements = try evaluator.elements(of: value, at: node)
                let sorted: [Value]
                if let argument = arguments.first {
                    if argument.label == "using" {
                        let comparators = try sortComparators(argument.value, at: node)
                        sorted = try elements.sorted { try ordered($0, $1, by: comparators, evaluator, node) }
                    } else if case .keyPath(let path) = argument.value {
                        sorted = try elements.sorted {
                            try evaluator.less(
                                try evaluator.apply(keyPath: path, to: $0, at: node),
                                try evaluator.apply(keyPath: path, to: $1, at: node), at: node)
                        }
                    } else if case .symbol(let order) = argument.value {
                        sorted = try elements.sorted {
                            order == "reverse"
                                ? try evaluator.less($1, $0, at: node) : try evaluator.less($0, $1, at: node)
                        }
                    } else {
                        sorted = try elements.sorted {
                            try evaluator.truth(try call(argument.value, [$0, $1], evaluator, node), at: node)
                        }
                    }
                } else {
                    sorted = try elements.sorted { try evaluator.less($0, $1, at: node) }
                }
                if name == "sort" { value = .array(sorted); return .void }
                return .array(sorted)
            }
        case "reversed", "reverse":
            return { value, _, evaluator, node in
                let reversed = Value.array(try evaluator.elements(of: value, at: node).reversed())
                if name == "reverse" { value = reversed; return .void }
                return reversed
            }
        case "enumerated":
            return { value, _, evaluator, node in
                .array(
                    try evaluator.elements(of: value, at: node).enumerated().map {
                        .tuple([.int($0.offset), $0.element], labels: ["offset", "element"])
                    })
            }
        case "prefix", "suffix", "dropFirst", "dropLast":
            return { value, arguments, evaluator, node in
                let elements = try evaluator.elements(of: value, at: node)
                let count = max(0, arguments.first.flatMap { Convert.number($0.value) }.map(Convert.clampedInt) ?? 1)
                switch name {
                case "prefix": return .array(Array(elements.prefix(count)))
                case "suffix": return .array(Array(elements.suffix(count)))
                case "dropFirst": return .array(Array(elements.dropFirst(count)))
                default: return .array(Array(elements.dropLast(count)))
                }
            }
        case "joined":
            return { value, arguments, evaluator, node in
                var separator = ""
                if case .string(let text)? = arguments.first?.value { separator = text }
                return .string(
                    try evaluator.elements(of: value, at: node).map { try evaluator.describe($0, at: node) }.joined(
                        separator: separator))
            }
        case "append", "insert":
            return { value, arguments, evaluator, node in
                guard case .array(var elements) = value, let first = arguments.first else { return .void }
                let position = arguments.first { $0.label == "at" }.flatMap { Convert.number($0.value) }.map(
                    Convert.clampedInt)
                if first.label == "contentsOf", name == "insert", let position {
                    // `insert(contentsOf:at:)` traps outside the collection, as Swift's does.
                    guard (0...elements.count).contains(position) else {
                        throw EvaluationError(
                            "index \(position) is outside the collection's \(elements.count) elements", at: node)
                    }
                    elements.insert(contentsOf: try evaluator.elements(of: first.value, at: node), at: position)
                } else if first.label == "contentsOf" {
                    elements += try evaluator.elements(of: first.value, at: node)
                } else if name == "insert",
                    let index = arguments.dropFirst().first.flatMap({ Convert.number($0.value) }).map(
                        Convert.clampedInt), (0...elements.count).contains(index)
                {
                    elements.insert(first.value.stored, at: index)
                } else {
                    elements.append(first.value.stored)
                }
                try evaluator.checkSize(elements.count, at: node)
                value = .array(elements)
                return .void
            }
        case "removeAll", "removeFirst", "removeLast", "popLast", "remove":
            return { value, arguments, evaluator, node in
                guard case .array(var elements) = value else { return .void }
                var removed: Value = .void
                switch name {
                case "removeAll":
                    if let argument = arguments.first {
                        elements = try elements.filter {
                            !(try evaluator.truth(try call(argument.value, [$0], evaluator, node), at: node))
                        }
                    } else {
                        elements = []
                    }
                case "removeFirst": if !elements.isEmpty { removed = elements.removeFirst() }
                case "removeLast", "popLast":
                    if !elements.isEmpty {
                        removed = elements.removeLast()
                    } else if name == "popLast" {
                        removed = .null
                    }
                default:
                    if case .int(let index)? = arguments.first?.value, elements.indices.contains(index) {
                        removed = elements.remove(at: index)
                    }
                }
                value = .array(elements)
                return removed
            }
        case "union", "formUnion", "intersection", "subtracting":
            // Only a `Set` has these: an array here is a set whose type nothing declared, so it becomes one.
            return { value, arguments, evaluator, node in
                var set = Value.set(unique: try evaluator.elements(of: value, at: node))
                let result = try SetMethods.method(name)!(&set, arguments, evaluator, node)
                if name == "formUnion" { value = set }
                return result
            }
        case "randomElement":
            // Deterministic: the first element, so frames are stable.
            return { value, _, evaluator, node in try evaluator.elements(of: value, at: node).first ?? .null }
        case "shuffled", "shuffle":
            // Deterministic: the order is kept, so frames are stable.
            return { value, _, _, _ in name == "shuffle" ? .void : value }
        case "index":
            return { value, arguments, _, _ in
                guard case .int(let index)? = arguments.first?.value else { return .null }
                let offset = arguments.dropFirst().first.flatMap { Convert.number($0.value) }.map(Convert.clampedInt)
                return .int(index + (offset ?? 0))
            }
        case "reserveCapacity":
            return { _, _, _, _ in .void }
        case "formatted":
            // `names.formatted(.list(type: .and))`; `names.formatted()` joins them with "and".
            return { value, arguments, _, node in
                try FoundationFormatStyles.formatted(value, arguments, defaultStyle: "list", at: node)
            }
        default:
            return nil
        }
    }

    private static func dictionaryMethod(_ name: String) -> Method? {
        switch name {
        case "map", "sorted", "first", "contains", "forEach", "reduce", "compactMap", "min", "max", "count",
            "allSatisfy":
            return { value, arguments, evaluator, node in
                var pairs = Value.array(try evaluator.elements(of: value, at: node))
                return try arrayMethod(name)!(&pairs, arguments, evaluator, node)
            }
        case "filter":
            // A dictionary's `filter` keeps the pairs that pass as a dictionary (`byKey.filter { … }[key]`).
            return { value, arguments, evaluator, node in
                var pairs = Value.array(try evaluator.elements(of: value, at: node))
                guard case .array(let kept) = try arrayMethod(name)!(&pairs, arguments, evaluator, node) else {
                    return value
                }
                var result = DictionaryValue()
                for case .tuple(let parts, _) in kept where parts.count == 2 { result[parts[0]] = parts[1] }
                return .dictionary(result)
            }
        case "reserveCapacity":
            return { _, _, _, _ in .void }
        // `defaults.merging(overrides) { $1 }`, `totals.merge(more, uniquingKeysWith: +)`: the other dictionary's
        // pairs (or a sequence of key-value tuples) added, a key both hold taking what the closure makes of the two.
        case "merging", "merge":
            return { value, arguments, evaluator, node in
                guard case .dictionary(var dictionary) = value, arguments.count == 2 else {
                    throw EvaluationError("'\(name)' takes pairs and a closure that picks a value", at: node)
                }
                let combine = try closureArgument(arguments, node)
                for pair in try evaluator.elements(of: arguments[0].value, at: node) {
                    guard case .tuple(let parts, _) = pair, parts.count == 2 else { continue }
                    if let existing = dictionary[parts[0]] {
                        dictionary[parts[0]] = try call(combine, [existing, parts[1]], evaluator, node)
                    } else {
                        dictionary[parts[0]] = parts[1]
                    }
                }
                try evaluator.checkSize(dictionary.count, at: node)
                guard name == "merging" else {
                    value = .dictionary(dictionary)
                    return .void
                }
                return .dictionary(dictionary)
            }
        case "mapValues":
            return { value, arguments, evaluator, node in
                guard case .dictionary(let dictionary) = value else { return value }
                var result = DictionaryValue()
                for key in dictionary.keys {
                    result[key] = try call(
                        try closureArgument(arguments, node), [dictionary[key] ?? .null], evaluator, node)
                }
                return .dictionary(result)
            }
        case "removeValue", "updateValue":
            return { value, arguments, _, _ in
                guard case .dictionary(var dictionary) = value,
                    let key = name == "removeValue" ? arguments.first?.value : arguments.dropFirst().first?.value
                else { return .null }
                let old = dictionary[key] ?? .null
                dictionary[key] = name == "removeValue" ? nil : arguments.first?.value
                value = .dictionary(dictionary)
                return old
            }
        default: return nil
        }
    }

    /// A number method run on a fixed-width integer as an `Int`: an integer it gives is of the receiver's type.
    private static func typed(_ method: @escaping Method, as type: IntegerType) -> Method {
        return { value, arguments, evaluator, node in
            var int = value.asInt
            let result = try method(&int, arguments, evaluator, node)
            if case .int(let written) = int {
                value = try Evaluator.fixedWidth(.int(written), as: type.name, at: node) ?? value
            }
            guard case .int(let resultInt) = result, type.range.contains(resultInt) else { return result }
            return .fixedWidthInteger(resultInt, type)
        }
    }

    /// A number method run on a `Float` as a `Double`: what it gives, and writes, is rounded back to a `Float`.
    private static func singlePrecision(_ method: @escaping Method) -> Method {
        return { value, arguments, evaluator, node in
            var double = Value.double(Convert.number(value) ?? 0)
            let result = try method(&double, arguments, evaluator, node)
            if case .double(let written) = double { value = .float(Float(written)) }
            guard case .double(let resultDouble) = result else { return result }
            return .float(Float(resultDouble))
        }
    }

    private static func numberMethod(_ name: String) -> Method? {
        switch name {
        case "rounded":
            return { value, arguments, _, _ in
                guard let number = Convert.number(value) else { return value }
                let rules: [String: FloatingPointRoundingRule] = [
                    "up": .up, "down": .down, "towardZero": .towardZero, "awayFromZero": .awayFromZero,
                    "toNearestOrEven": .toNearestOrEven, "toNearestOrAwayFromZero": .toNearestOrAwayFromZero,
                ]
                guard case .symbol(let rule)? = arguments.first?.value else { return .double(number.rounded()) }
                return .double(number.rounded(rules[rule] ?? .toNearestOrAwayFromZero))
            }
        case "round":
            return { value, arguments, _, node in
                // `value.round(.down)`: the mutating form of `rounded`, written back to the variable.
                guard let number = Convert.number(value) else { return .void }
                if let rule = arguments.first?.value {
                    value = .double(
                        number.rounded(
                            try FoundationFormatStyles.option(
                                rule, FoundationFormatStyles.roundingRules, "a rounding rule", at: node)))
                } else {
                    value = .double(number.rounded())
                }
                return .void
            }
        case "signum":
            return { value, _, _, node in
                guard case .int(let int) = value else {
                    throw EvaluationError("'signum()' is a method of integers", at: node)
                }
                return .int(int.signum())
            }
        case "remainder":
            return { value, arguments, _, node in
                guard let a = Convert.number(value),
                    let b = arguments.first(where: { $0.label == "dividingBy" }).flatMap({ Convert.number($0.value) })
                else {
                    throw EvaluationError("'remainder(dividingBy:)' takes a number", at: node)
                }
                return .double(a.remainder(dividingBy: b))
            }
        case "squareRoot": return { value, _, _, _ in Convert.number(value).map { .double($0.squareRoot()) } ?? value }
        case "isApproximatelyEqual":
            // swift-numerics' comparison: equal, or apart by at most the larger of the absolute tolerance and the
            // relative tolerance (by default the square root of the type's epsilon) times the larger magnitude.
            return { value, arguments, _, node in
                guard let number = Convert.number(value),
                    let other = arguments.first(where: { $0.label == "to" }).flatMap({ Convert.number($0.value) })
                else {
                    throw EvaluationError(
                        "'isApproximatelyEqual' takes (to:absoluteTolerance:relativeTolerance:)", at: node)
                }
                func tolerance(_ label: String) -> Double? {
                    arguments.first { $0.label == label }.flatMap { Convert.number($0.value) }
                }
                if number == other { return .bool(true) }
                let scale = max(abs(number), abs(other)), delta = abs(number - other)
                let bound: Double
                if let absolute = tolerance("absoluteTolerance") {
                    bound = max(absolute, scale * (tolerance("relativeTolerance") ?? 0))
                } else {
                    bound = max(
                        Double.leastNormalMagnitude,
                        scale * (tolerance("relativeTolerance") ?? Double.ulpOfOne.squareRoot()))
                }
                return .bool(delta.isFinite && delta <= bound)
            }
        case "quotientAndRemainder":
            return { value, arguments, _, _ in
                guard case .int(let a) = value, case .int(let b)? = arguments.first?.value, b != 0,
                    !(a == .min && b == -1)
                else { return value }
                let (quotient, remainder) = a.quotientAndRemainder(dividingBy: b)
                return .tuple([.int(quotient), .int(remainder)], labels: ["quotient", "remainder"])
            }
        case "formatted":
            return { value, arguments, _, node in
                // `42.formatted()` is `.number`.
                try FoundationFormatStyles.formatted(value, arguments, defaultStyle: "number", at: node)
            }
        case "isMultiple":
            return { value, arguments, _, _ in
                guard case .int(let int) = value, case .int(let divisor)? = arguments.first?.value, divisor != 0 else {
                    return .bool(false)
                }
                return .bool(int % divisor == 0)
            }
        case "clamped": return { value, _, _, _ in value }
        case "truncatingRemainder":
            return { value, arguments, _, _ in
                guard let a = Convert.number(value), let b = arguments.first.flatMap({ Convert.number($0.value) })
                else { return value }
                return .double(a.truncatingRemainder(dividingBy: b))
            }
        case "distance", "advanced":
            return { value, arguments, _, _ in
                guard case .int(let a) = value, case .int(let b)? = arguments.first?.value else { return value }
                let (result, overflow) =
                    name == "distance" ? b.subtractingReportingOverflow(a) : a.addingReportingOverflow(b)
                return overflow ? .null : .int(result)
            }
        default: return nil
        }
    }

    /// `gradient.opacity(0.5)`: the shape style with every colour that much more transparent, as SwiftUI's
    /// `ShapeStyle.opacity(_:)` makes it, so it fills a shape (`.fill(gradient.opacity(0.5))`) as it does a view.
    private static func paintOpacity(_ value: inout Value, _ arguments: [Argument], _: Evaluator, _: Syntax) -> Value {
        guard case .native(.paint(let paint)) = value,
            let amount = arguments.first.flatMap({ Convert.number($0.value) }), let faded = fading(paint, by: amount)
        else { return value }
        return .native(.paint(faded))
    }

    /// `paint` with each of its colours at `amount` of its opacity; nil for a paint without colours of its own.
    private static func fading(_ paint: Paint, by amount: Double) -> Paint? {
        func fade(_ stops: [GradientStop]) -> [GradientStop] {
            stops.map { GradientStop(color: .opacity($0.color, amount), location: $0.location) }
        }
        switch paint {
        case .color(let color): return .color(.opacity(color, amount))
        case .linearGradient(let stops, let start, let end): return .linearGradient(fade(stops), start: start, end: end)
        case .radialGradient(let stops, let center, let startRadius, let endRadius):
            return .radialGradient(fade(stops), center: center, startRadius: startRadius, endRadius: endRadius)
        case .angularGradient(let stops, let center, let sweep):
            return .angularGradient(fade(stops), center: center, sweep: sweep)
        // A material's blur is not a colour: faded, it would blur as much behind a paler tint.
        case .foreground, .background, .meshGradient, .material:
            return nil
        }
    }

    private static func colorMethod(_ name: String) -> Method? {
        switch name {
        case "opacity", "withAlphaComponent":
            return { value, arguments, evaluator, _ in
                guard let color = Convert.color(value, evaluator: evaluator),
                    let amount = arguments.first.flatMap({ Convert.number($0.value) })
                else { return value }
                return .color(.opacity(color, amount))
            }
        case "gradient":
            return { value, _, evaluator, _ in
                guard let color = Convert.color(value, evaluator: evaluator) else { return value }
                return .native(.paint(NativeProperties.standardGradient(of: color)))
            }
        // Drawn without what they add, and said so: a mix is drawn as the first colour, a style's shadow not at all.
        case "mix", "shadow":
            return { value, _, evaluator, node in
                evaluator.report("'Color.\(name)' is not drawn; the colour is drawn as it is", at: node)
                return value
            }
        default: return nil
        }
    }

    /// `.ultraThinMaterial.opacity(0.5)`, `.regularMaterial.shadow(.inner(radius: 3))`: the material is drawn as it
    /// is, and what is left out is said.
    private static func materialMethod(_ name: String) -> Method? {
        guard name == "opacity" || name == "shadow" else { return nil }
        return { value, _, evaluator, node in
            evaluator.report("'.\(name)' of a material is not drawn; the material is drawn as it is", at: node)
            return value
        }
    }

    private static func fontMethod(_ name: String) -> Method? {
        { value, arguments, _, node in
            var font: FontSpec?
            if case .font(let spec) = value { font = spec }
            if case .symbol(let symbol) = value { font = FontVocabulary.font(named: symbol) }
            guard let font,
                let result = FontVocabulary.method(name, on: font, arguments)
                    ?? UIKitFonts.descriptorMethod(name, on: font, arguments)
            else {
                throw EvaluationError("font method '.\(name)' is not supported", at: node)
            }
            return .font(result)
        }
    }

    private static func date(_ value: Value, at node: Syntax) throws -> Double {
        guard case .native(.date(let seconds)) = value else {
            throw EvaluationError("'\(value.kindName)' is not a Date", at: node)
        }
        return seconds
    }

    private static func dateMethod(_ name: String) -> Method? {
        switch name {
        case "addingTimeInterval", "advanced":
            return { value, arguments, _, _ in
                guard case .native(.date(let seconds)) = value,
                    let delta = arguments.first.flatMap({ Convert.number($0.value) })
                else { return value }
                return .native(.date(seconds + delta))
            }
        case "formatted":
            return { value, arguments, _, node in
                var spec = FoundationFormatStyles.defaultDateStyle()
                if arguments.contains(where: { $0.label == "date" || $0.label == "time" }) {
                    // `formatted(date: .abbreviated, time: .omitted)`.
                    spec.base.arguments = arguments
                } else if let style = arguments.first?.value {
                    if case .native(.dateFormatter(let formatter)) = style {
                        return .string(
                            formatter.string(from: Date(timeIntervalSinceReferenceDate: try date(value, at: node))))
                    }
                    guard let given = FoundationFormatStyles.spec(style) else {
                        throw EvaluationError("'\(style.kindName)' is not a date format style", at: node)
                    }
                    spec = given
                }
                return .string(try FoundationFormatStyles.format(value, spec, at: node))
            }
        case "timeIntervalSince":
            return { value, arguments, _, _ in
                guard case .native(.date(let a)) = value, case .native(.date(let b))? = arguments.first?.value else {
                    return .double(0)
                }
                return .double(a - b)
            }
        default: return nil
        }
    }
}
