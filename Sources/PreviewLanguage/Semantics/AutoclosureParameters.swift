import PreviewModel
package import SwiftSyntax

/// An argument or parameter by its label ("_" for none) and how many before it have the same label.
package struct AutoclosurePosition: Hashable, Sendable {
    package var label: String
    package var ordinal: Int

    package init(label: String, ordinal: Int) {
        self.label = label
        self.ordinal = ordinal
    }
}

/// Where a project declares `@autoclosure` parameters, by the name a call writes: a function's or method's name;
/// `init`, and the type's name, for an initialiser. Every call an evaluation meets asks, so it is found once per
/// version of the project (`SemanticModel.autoclosurePositions`), not once per evaluation: scanning every
/// signature of a project of 1,700 files took a quarter of each evaluation.
package enum AutoclosureParameters {
    static func positions(in index: DeclarationIndex) -> [String: Set<AutoclosurePosition>] {
        var positions: [String: Set<AutoclosurePosition>] = [:]
        func collect(_ clause: FunctionParameterClauseSyntax, under names: [String]) {
            var seen: [String: Int] = [:]
            for parameter in clause.parameters {
                let label = parameter.firstName.tokenKind == .wildcard ? "_" : parameter.firstName.bareName
                defer { seen[label, default: 0] += 1 }
                guard isAutoclosure(parameter.type) else { continue }
                let position = AutoclosurePosition(label: label, ordinal: seen[label, default: 0])
                for name in names { positions[name, default: []].insert(position) }
            }
        }
        for overloads in index.functions.values {
            for (function, _) in overloads {
                collect(function.signature.parameterClause, under: [function.name.bareName])
            }
        }
        for variants in index.variants.values {
            for type in variants {
                for (name, overloads) in type.overloads {
                    for function in overloads { collect(function.signature.parameterClause, under: [name]) }
                }
                let typeName = type.name.split(separator: ".").last.map(String.init) ?? type.name
                for initializer in type.initializers {
                    collect(initializer.signature.parameterClause, under: ["init", typeName])
                }
            }
        }
        return positions
    }

    /// Whether a parameter's type is marked `@autoclosure` (`_ condition: @autoclosure () -> Bool`).
    package static func isAutoclosure(_ type: TypeSyntax?) -> Bool {
        guard let attributed = type?.as(AttributedTypeSyntax.self) else { return false }
        return attributed.attributes.contains { attribute in
            attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "autoclosure"
        }
    }
}
