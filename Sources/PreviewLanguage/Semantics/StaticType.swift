import PreviewModel
package import SwiftSyntax

/// A type as the compiler knows it before anything runs: enough structure to give implicit members and literals
/// the type their context asks for, and to follow a value's type through members, calls and collections.
package indirect enum StaticType: Hashable, CustomStringConvertible {
    /// A named type with its generic arguments: `Double`, `Landmark`, `Edge.Set`, `ClosedRange<Double>`.
    case nominal(String, [StaticType])
    case optional(StaticType)
    case array(StaticType)
    case dictionary(key: StaticType, value: StaticType)
    case tuple([StaticType?], labels: [String?])
    /// A closure's type: its parameters' types (nil where unknown) and its result.
    case function(parameters: [StaticType?], result: StaticType?)
    /// A type used as a value (`Color` in `Color.red`, `Theme` in `Theme.dark`).
    case metatype(String)

    package static func named(_ name: String) -> StaticType { .nominal(name, []) }

    /// The type a written type denotes; nil for what says nothing concrete (`some View`, `any Shape`, a generic
    /// parameter among `generics`, `Self` where the enclosing type is unknown).
    package init?(_ syntax: TypeSyntax, generics: Set<String> = [], selfType: String? = nil) {
        switch syntax.as(TypeSyntaxEnum.self) {
        case .identifierType(let identifier):
            let name = identifier.name.bareName
            if generics.contains(name) { return nil }
            if name == "Self" {
                guard let selfType else { return nil }
                self = .named(selfType)
                return
            }
            let arguments = Self.arguments(identifier.genericArgumentClause, generics: generics, selfType: selfType)
            self = Self.standard(name, arguments) ?? .nominal(name, arguments)
        case .memberType(let member):
            // `Swift.Optional<Int>`, `Swift.Array<Item>`: the standard library's own, written qualified.
            if member.baseType.as(IdentifierTypeSyntax.self)?.name.text == "Swift",
                let standard = Self.standard(
                    member.name.bareName,
                    Self.arguments(member.genericArgumentClause, generics: generics, selfType: selfType))
            {
                self = standard
                return
            }
            // `Edge.Set`, `Font.Weight`, `Model.Kind`: the qualified name, as the declaration index keys nested types.
            guard let base = StaticType(member.baseType, generics: generics, selfType: selfType),
                case .nominal(let baseName, _) = base
            else { return nil }
            self = .named(baseName + "." + member.name.bareName)
        case .optionalType(let optional):
            guard let wrapped = StaticType(optional.wrappedType, generics: generics, selfType: selfType) else {
                return nil
            }
            self = .optional(wrapped)
        case .implicitlyUnwrappedOptionalType(let optional):
            guard let wrapped = StaticType(optional.wrappedType, generics: generics, selfType: selfType) else {
                return nil
            }
            self = .optional(wrapped)
        case .arrayType(let array):
            guard let element = StaticType(array.element, generics: generics, selfType: selfType) else { return nil }
            self = .array(element)
        case .dictionaryType(let dictionary):
            guard let key = StaticType(dictionary.key, generics: generics, selfType: selfType),
                let value = StaticType(dictionary.value, generics: generics, selfType: selfType)
            else { return nil }
            self = .dictionary(key: key, value: value)
        case .tupleType(let tuple):
            if tuple.elements.count == 1, let only = tuple.elements.first, only.firstName == nil {
                guard let inner = StaticType(only.type, generics: generics, selfType: selfType) else { return nil }
                self = inner
                return
            }
            self = .tuple(
                tuple.elements.map { StaticType($0.type, generics: generics, selfType: selfType) },
                labels: tuple.elements.map { $0.firstName.map(\.text).flatMap { $0 == "_" ? nil : $0 } })
        case .attributedType(let attributed):
            // `inout T`, `@escaping () -> T`, `@Sendable …`: the attribute does not change what values are.
            guard let base = StaticType(attributed.baseType, generics: generics, selfType: selfType) else { return nil }
            self = base
        case .functionType(let function):
            self = .function(
                parameters: function.parameters.map { StaticType($0.type, generics: generics, selfType: selfType) },
                result: StaticType(function.returnClause.type, generics: generics, selfType: selfType))
        default:
            return nil
        }
    }

    /// The standard library's generic types that have a structure of their own: `Optional<T>`, `Array<T>`,
    /// `Dictionary<K, V>`; nil for any other name.
    private static func standard(_ name: String, _ arguments: [StaticType]) -> StaticType? {
        switch (name, arguments.count) {
        case ("Optional", 1): return .optional(arguments[0])
        case ("Array", 1): return .array(arguments[0])
        case ("Dictionary", 2): return .dictionary(key: arguments[0], value: arguments[1])
        default: return nil
        }
    }

    /// The types a generic argument clause names (those that say something concrete).
    private static func arguments(
        _ clause: GenericArgumentClauseSyntax?, generics: Set<String>, selfType: String?
    ) -> [StaticType] {
        clause?.arguments.compactMap {
            $0.argument.as(TypeSyntax.self).flatMap { StaticType($0, generics: generics, selfType: selfType) }
        } ?? []
    }

    /// The same type with every name replaced by the one it is declared under (`typealias Money = Double`).
    func resolvingAliases(_ canonical: (String) -> String) -> StaticType {
        switch self {
        case .nominal(let name, let arguments):
            return .nominal(canonical(name), arguments.map { $0.resolvingAliases(canonical) })
        case .optional(let wrapped): return .optional(wrapped.resolvingAliases(canonical))
        case .array(let element): return .array(element.resolvingAliases(canonical))
        case .dictionary(let key, let value):
            return .dictionary(key: key.resolvingAliases(canonical), value: value.resolvingAliases(canonical))
        case .tuple(let elements, let labels):
            return .tuple(elements.map { $0?.resolvingAliases(canonical) }, labels: labels)
        case .function(let parameters, let result):
            return .function(
                parameters: parameters.map { $0?.resolvingAliases(canonical) },
                result: result?.resolvingAliases(canonical))
        case .metatype(let name): return .metatype(canonical(name))
        }
    }

    /// Whether this is an array, a dictionary or a set.
    package var isCollection: Bool {
        switch self {
        case .array, .dictionary: return true
        case .nominal("Set", let arguments): return arguments.count == 1
        default: return false
        }
    }

    /// The type without optional wrapping: where Swift looks up `.member` for a value of `Theme?`.
    package var unwrapped: StaticType {
        if case .optional(let wrapped) = self { return wrapped.unwrapped }
        return self
    }

    /// The named type an implicit member of this context is looked up in (`Theme` for `Theme?`); nil for arrays,
    /// tuples, functions and the like.
    package var memberLookupName: String? {
        if case .nominal(let name, _) = unwrapped { return name }
        return nil
    }

    /// The type an implicit member of this context is looked up in, arrays and dictionaries included: where a
    /// `[Section]` is expected, `.home` is a static of the project's `extension Array where Element == Section`.
    package var implicitMemberScope: String? {
        switch unwrapped {
        case .array: return "Array"
        case .dictionary: return "Dictionary"
        default: return memberLookupName
        }
    }

    /// Whether an integer literal of this type is a floating-point number (`let ratio: CGFloat = 3 / 2` is 1.5).
    package var isFloatingPoint: Bool {
        guard let name = memberLookupName else { return false }
        return Self.floatingPointNames.contains(name)
    }

    /// Whether values of this type are numbers, whose operators take and return the same type.
    package var isNumeric: Bool {
        guard let name = memberLookupName else { return false }
        return Self.floatingPointNames.contains(name) || Self.integerNames.contains(name)
    }

    /// The element a loop over a value of this type binds, or a subscript by position returns.
    package var element: StaticType? {
        switch unwrapped {
        case .array(let element): return element
        case .nominal(let name, let arguments)
        where Self.sequencesOfTheirArgument.contains(name) && arguments.count == 1:
            return arguments[0]
        case .dictionary(let key, let value): return .tuple([key, value], labels: ["key", "value"])
        case .nominal("String", _): return .named("Character")
        default: return nil
        }
    }

    /// Generic types whose elements are their one argument.
    private static let sequencesOfTheirArgument: Set<String> = ["Set", "ArraySlice", "ClosedRange", "Range"]

    package static let floatingPointNames: Set<String> = [
        "Double", "CGFloat", "Float", "TimeInterval", "Float64", "Float32", "Float80", "Float16",
    ]
    package static let integerNames: Set<String> = [
        "Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64",
    ]

    package var description: String {
        switch self {
        case .nominal(let name, let arguments):
            return arguments.isEmpty ? name : "\(name)<\(arguments.map(\.description).joined(separator: ", "))>"
        case .optional(let wrapped): return "\(wrapped)?"
        case .array(let element): return "[\(element)]"
        case .dictionary(let key, let value): return "[\(key): \(value)]"
        case .tuple(let elements, let labels):
            let parts = zip(elements, labels).map { element, label in
                (label.map { $0 + ": " } ?? "") + (element?.description ?? "_")
            }
            return "(\(parts.joined(separator: ", ")))"
        case .function(let parameters, let result):
            let parameterList = parameters.map { $0?.description ?? "_" }.joined(separator: ", ")
            return "(\(parameterList)) -> \(result?.description ?? "_")"
        case .metatype(let name): return "\(name).Type"
        }
    }
}
