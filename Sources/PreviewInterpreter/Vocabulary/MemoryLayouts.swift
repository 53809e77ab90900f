import PreviewModel
import SwiftSyntax

/// `MemoryLayout<T>.size`, `.stride`, `.alignment` and `MemoryLayout.size(ofValue:)`, as buffer and hashing code asks
/// for them: the standard library's types as laid out on the 64-bit devices previews stand for, and the project's
/// structs, payload-free enums, optionals and tuples as Swift lays them out (`Evaluator.layout(of:)`). A type whose
/// layout previews cannot tell (an enum with payloads, a property of an inferred or wrapped type) is reported
/// rather than guessed.
enum MemoryLayouts {
    /// Bytes, and how many bit patterns of them no value uses: an optional keeps nil in one of those
    /// (`Bool?` is one byte) and needs a tag byte of its own only where there is none (`Int?` is nine, and its
    /// tag byte's other patterns are not spare to Swift: `Int??` is ten).
    struct Layout {
        var size: Int
        var stride: Int
        var alignment: Int
        var spareValues: Int

        /// A value of `size` bytes aligned to `alignment`, laid out end to end in arrays at its stride.
        init(size: Int, alignment: Int, spareValues: Int) {
            self.size = size
            self.alignment = alignment
            self.stride = max(1, Self.roundedUp(size, to: alignment))
            self.spareValues = spareValues
        }

        static func roundedUp(_ offset: Int, to alignment: Int) -> Int {
            (offset + alignment - 1) / alignment * alignment
        }

        /// A pointer or a type holding one (a class reference, an array, a string): its unused patterns are
        /// more than any nesting of optionals uses.
        static let reference = Layout(size: 8, alignment: 8, spareValues: Int.max)

        /// Fields laid out in order, each at the next offset its alignment allows (a struct's stored properties,
        /// a tuple's elements).
        static func fields(_ fields: [Layout]) -> Layout {
            var offset = 0, alignment = 1
            for field in fields {
                offset = roundedUp(offset, to: field.alignment) + field.size
                alignment = max(alignment, field.alignment)
            }
            return Layout(size: offset, alignment: alignment, spareValues: fields.map(\.spareValues).max() ?? 0)
        }

        /// An optional of this type: nil in a spare pattern, or in a tag byte after the value.
        var optional: Layout {
            if spareValues > 0 { return Layout(size: size, alignment: alignment, spareValues: spareValues - 1) }
            return Layout(size: size + 1, alignment: alignment, spareValues: 0)
        }

        /// An enum of `count` cases without payloads: the smallest whole number of bytes that tells them apart.
        static func cases(_ count: Int) -> Layout {
            if count <= 1 { return Layout(size: 0, alignment: 1, spareValues: 0) }
            let bytes = count <= 256 ? 1 : count <= 65536 ? 2 : 4
            return Layout(size: bytes, alignment: bytes, spareValues: (1 << (8 * bytes)) - count)
        }
    }

    /// Size, stride and alignment in bytes, by type name.
    static func layout(of typeName: String) -> (size: Int, stride: Int, alignment: Int)? {
        if let integer = IntegerType.named(typeName) {
            let bytes = integer.bits / 8
            return (bytes, bytes, bytes)
        }
        switch typeName {
        case "Int", "UInt", "Double", "CGFloat", "TimeInterval", "Float64": return (8, 8, 8)
        case "Float", "Float32": return (4, 4, 4)
        case "Float16": return (2, 2, 2)
        case "Bool", "UInt8", "Int8": return (1, 1, 1)
        case "String", "Character", "Substring": return (16, 16, 8)
        case "Date": return (8, 8, 8)
        default: return nil
        }
    }

    /// The type a value of the interpreter is, where its layout is known.
    static func typeName(of value: Value) -> String? {
        switch value {
        case .int: return "Int"
        case .double: return "Double"
        case .float: return "Float"
        case .bool: return "Bool"
        case .string: return "String"
        case .fixedWidthInteger(_, let type): return type.name
        case .native(.date): return "Date"
        default: return nil
        }
    }

    /// A standard library type's layout, by name: its bytes and the patterns it leaves unused.
    static func libraryLayout(of typeName: String) -> Layout? {
        switch typeName {
        case "Bool": return Layout(size: 1, alignment: 1, spareValues: 254)
        case "String", "Character", "Substring":
            return Layout(size: 16, alignment: 8, spareValues: Int.max)
        case "Array", "Dictionary", "Set", "ContiguousArray": return .reference
        default:
            guard let known = layout(of: typeName) else { return nil }
            return Layout(size: known.size, alignment: known.alignment, spareValues: 0)
        }
    }

    /// `MemoryLayout<T>`: its three measures as labelled values.
    static func layoutValue(_ layout: Layout) -> Value {
        .tuple(
            [.int(layout.size), .int(layout.stride), .int(layout.alignment)], labels: ["size", "stride", "alignment"])
    }

    static let staticFunctions: [Construct] = ["size", "stride", "alignment"].map { measure in
        Construct("MemoryLayout.\(measure)", "(ofValue value: Any)") { call in
            guard let layout = call.evaluator.layout(ofValue: call["value"]) else {
                throw EvaluationError(
                    "the memory layout of a '\(call["value"].kindName)' is not known to previews", at: call.node)
            }
            switch measure {
            case "size": return .int(layout.size)
            case "stride": return .int(layout.stride)
            default: return .int(layout.alignment)
            }
        }
    }
}

extension Evaluator {
    /// `MemoryLayout<T>`: its measures (`MemoryLayouts.layoutValue`); nil for any other specialised name.
    func memoryLayout(_ specialized: GenericSpecializationExprSyntax) throws -> Value? {
        guard specialized.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "MemoryLayout",
            let argument = specialized.genericArgumentClause.arguments.first?.argument.as(TypeSyntax.self)
        else { return nil }
        guard let layout = layout(of: argument, in: nil) else {
            let typeName = lexicalTypeName(argument.trimmedDescription, writtenAt: argument)
            throw EvaluationError("the memory layout of '\(typeName)' is not known to previews", at: specialized)
        }
        return MemoryLayouts.layoutValue(layout)
    }

    /// The layout of a value's type (`MemoryLayout.size(ofValue:)`), where it is known.
    func layout(ofValue value: Value) -> MemoryLayouts.Layout? {
        switch value {
        case .instance(let instance): return layout(of: instance.type, visited: [])
        case .enumCase(let value): return userType(value.typeName).flatMap { layout(of: $0, visited: []) }
        default: return MemoryLayouts.typeName(of: value).flatMap(MemoryLayouts.libraryLayout)
        }
    }

    /// The layout of the type `written` in `enclosing` (whose nested types its names may be); nil where previews
    /// cannot tell it.
    func layout(
        of written: TypeSyntax, in enclosing: TypeDeclaration?, visited: Set<String> = []
    ) -> MemoryLayouts.Layout? {
        switch written.as(TypeSyntaxEnum.self) {
        case .optionalType(let optional):
            return layout(of: optional.wrappedType, in: enclosing, visited: visited)?.optional
        case .implicitlyUnwrappedOptionalType(let optional):
            return layout(of: optional.wrappedType, in: enclosing, visited: visited)?.optional
        case .arrayType, .dictionaryType: return .reference
        case .tupleType(let tuple):
            var fields: [MemoryLayouts.Layout] = []
            for element in tuple.elements {
                guard let field = layout(of: element.type, in: enclosing, visited: visited) else { return nil }
                fields.append(field)
            }
            return fields.count == 1 ? fields[0] : .fields(fields)
        case .identifierType(let identifier):
            let name = identifier.name.bareName
            if name == "Optional", let wrapped = identifier.genericArgumentClause?.arguments.first?.argument
                .as(TypeSyntax.self)
            {
                return layout(of: wrapped, in: enclosing, visited: visited)?.optional
            }
            if let type = nestedType(name, in: enclosing) ?? declaredProjectType(name) {
                return layout(of: type, visited: visited)
            }
            return MemoryLayouts.libraryLayout(of: Self.libraryTypeAliases[name] ?? name)
        case .memberType:
            return indexedType(written.trimmedDescription).flatMap { layout(of: $0, visited: visited) }
        default:
            return nil
        }
    }

    /// The layout of a project type: a class is a reference; a struct its stored properties in order; an enum
    /// without payloads the bytes that number its cases.
    private func layout(of type: TypeDeclaration, visited: Set<String>) -> MemoryLayouts.Layout? {
        guard !visited.contains(type.name) else { return nil }
        switch type.kind {
        case .class, .actor:
            return .reference
        case .enum:
            guard type.enumCases.allSatisfy({ $0.parameterClause == nil }) else { return nil }
            return .cases(type.enumCases.count)
        case .struct:
            var fields: [MemoryLayouts.Layout] = []
            for property in type.storedProperties {
                // A wrapper or a lazy property is stored as something else than the type it shows.
                guard property.wrapper == nil, !property.isLazy, let written = property.type,
                    let field = layout(of: written, in: type, visited: visited.union([type.name]))
                else { return nil }
                fields.append(field)
            }
            return .fields(fields)
        default:
            return nil
        }
    }
}
