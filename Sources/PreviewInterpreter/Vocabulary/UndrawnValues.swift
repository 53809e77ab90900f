import SwiftSyntax

/// SwiftUI's values that previewd holds by their type alone (`Animation`, `AnyTransition`), since a still frame
/// shows nothing of them: the methods each type has, which give another such value, and the modifiers that take
/// one, whose parameter types let an implicit member there (`.animation(.easeInOut.slow(), value: flag)`) reach
/// the project's extensions of the type.
extension Vocabulary {
    /// The methods of each such type, by the type's name: a call of another name on its value, or unqualified in
    /// the project's extension of it, is not the library's.
    static let undrawnValueMethods: [String: Set<String>] = [
        "Animation": AnimationCurves.adjustments, "AnyTransition": Transitions.adjustments,
    ]

    /// The parameter lists of the modifiers that take such a value, for the semantic pass (`typeFacts`); the
    /// modifiers themselves are inert.
    static let undrawnValueModifierClauses: [String: [FunctionParameterClauseSyntax]] = [
        "animation": ["(_ animation: Animation?, value: V)", "(_ animation: Animation?)"],
        "transition": ["(_ transition: AnyTransition)"],
    ].mapValues { $0.map(Signature.parameterClause(parsing:)) }
}
