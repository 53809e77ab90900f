extension Vocabulary {
    /// What the semantic pass may know of the built-in library: which names are types, and the type of a static
    /// member (`Color.red` is a `Color`, `Double.pi` a `Double`, `Date.now` a `Date`).
    static let typeFacts = ContextualTyper.Builtins(
        isType: { isKnownType($0) || standardTypeNames.contains($0) },
        staticMemberType: { type, member in staticMembers[type]?[member] != nil ? .named(type) : nil })

    /// Standard library and Foundation types that have no entry of their own in the vocabulary.
    private static let standardTypeNames: Set<String> = [
        "String", "Bool", "Character", "Substring", "Date", "URL", "UUID", "Data", "Decimal", "TimeInterval",
    ]
}
