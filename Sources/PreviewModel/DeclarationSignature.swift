import SwiftSyntax

/// What some files declare, without the bodies: the names, kinds, conformances, members, signatures and stored
/// properties' types of the types they declare or extend, and their global functions, variables and type aliases.
///
/// A preview with diagnostics may have failed to resolve something a file it never read could declare, so it used
/// to be rendered again after every edit of any file. But an edit that leaves every declaration's signature as it
/// was (a literal, a modifier, a method's body: what a user changes while looking at a preview) can make nothing
/// resolve that did not; a body it runs it has read, and is rendered again for that. Comparing this before and
/// after an edit keeps such previews, often a real app's heaviest, out of the render an edit of another file causes.
package struct DeclarationSignature: Equatable {
    private var lines: [String] = []

    /// The signature of what the Swift sources among `files` declare, as `index` has it.
    package init(of files: Set<String>, in index: DeclarationIndex) {
        guard !files.isEmpty else { return }
        for (name, variants) in index.variants {
            for type in variants where !type.files.isDisjoint(with: files) {
                lines.append(Self.line(of: type, named: name))
            }
        }
        for (name, overloads) in index.functions {
            for (function, file) in overloads where files.contains(file) {
                lines.append("func \(name)\(function.signature.trimmedDescription)")
            }
        }
        for (name, global) in index.globals where files.contains(global.file) {
            lines.append("var \(name): \(global.type?.trimmedDescription ?? "_") computed: \(global.getter != nil)")
        }
        // Aliases do not say their file; there are few, so all of them count.
        for (alias, target) in index.aliases { lines.append("typealias \(alias) = \(target)") }
        for alias in index.functionAliases { lines.append("typealias \(alias) = function") }
        lines.sort()
    }

    private static func line(of type: TypeDeclaration, named name: String) -> String {
        var parts = [
            "\(type.kind.rawValue) \(name)<\(type.genericParameters.joined(separator: ","))>",
            "in \(type.files.sorted().joined(separator: ","))", "parent \(type.parent ?? "")",
            ": \(type.conformances.sorted().joined(separator: ","))", "raw \(type.rawType ?? "")",
            "cases \(type.enumCases.map(\.trimmedDescription).joined(separator: ","))",
        ]
        parts += type.storedProperties.map { property in
            "\(property.isLet ? "let" : "var") \(property.name): \(property.type?.trimmedDescription ?? "_") "
                + "@\(property.wrapperAttribute?.trimmedDescription ?? property.wrapper ?? "") "
                + "default: \(property.initializer != nil) lazy: \(property.isLazy)"
        }
        parts += type.members.keys.sorted().map { member -> String in
            switch type.members[member]! {
            case .computed(_, let isStatic, let declaration):
                let type = declaration.bindings.first?.typeAnnotation?.trimmedDescription ?? ""
                return "computed \(member) static: \(isStatic) \(type)"
            case .staticStored(_, let declaration):
                return "static \(member) \(declaration.bindings.first?.typeAnnotation?.trimmedDescription ?? "")"
            case .function(_, let isStatic):
                return "method \(member) static: \(isStatic)"
            case .enumCase(let element):
                return "case \(element.trimmedDescription)"
            }
        }
        parts += type.overloads.keys.sorted().flatMap { method in
            type.overloads[method]!.map { "func \(method)\($0.signature.trimmedDescription)" }
        }
        parts += type.initializers.map { "init\($0.optionalMark?.text ?? "")\($0.signature.trimmedDescription)" }
        parts += type.subscripts.map {
            "subscript\($0.parameterClause.trimmedDescription)\($0.returnClause.trimmedDescription)"
        }
        parts.append("declares init in body: \(type.declaresInitializerInBody)")
        return parts.joined(separator: "; ")
    }
}
