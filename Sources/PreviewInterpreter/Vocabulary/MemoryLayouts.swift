import SwiftSyntax

/// `MemoryLayout<T>.size`, `.stride`, `.alignment` and `MemoryLayout.size(ofValue:)` of the standard library's
/// scalar types, as buffer and hashing code asks for them: their layout on the 64-bit devices previews stand for.
/// A project's own types are not laid out here, so their layout is reported rather than guessed.
enum MemoryLayouts {
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

    /// `MemoryLayout<T>`: its three measures as labelled values, or nil where `T`'s layout is not known.
    static func layoutValue(of typeName: String) -> Value? {
        guard let layout = layout(of: typeName) else { return nil }
        return .tuple(
            [.int(layout.size), .int(layout.stride), .int(layout.alignment)], labels: ["size", "stride", "alignment"])
    }

    static let staticFunctions: [Construct] = ["size", "stride", "alignment"].map { measure in
        Construct("MemoryLayout.\(measure)", "(ofValue value: Any)") { call in
            guard let name = typeName(of: call["value"]), let layout = layout(of: name) else {
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
        let typeName = lexicalTypeName(argument.trimmedDescription, writtenAt: argument)
        guard let layout = MemoryLayouts.layoutValue(of: typeName) else {
            throw EvaluationError("the memory layout of '\(typeName)' is not known to previews", at: specialized)
        }
        return layout
    }
}
