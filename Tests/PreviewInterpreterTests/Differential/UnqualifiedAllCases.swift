// Inside a type's own members, `allCases` of a `CaseIterable` enum needs no `Self.`, also where the
// conformance comes through a protocol of the project.

protocol Property: CaseIterable {}

enum Kind: String, Property {
    case a, b, c
}

extension Kind {
    static var names = allCases.map { $0.rawValue }
    static var count: Int { allCases.count }
    static func first() -> Kind { allCases[0] }
    static var byName: [String: Kind] = Dictionary(uniqueKeysWithValues: zip(names, allCases))
}

enum Plain: CaseIterable {
    case x, y
    static let total = allCases.count
}

print(Kind.names, Kind.count, Kind.first())
print(Kind.byName["b"]!, Kind.byName.count)
print(Plain.total)
