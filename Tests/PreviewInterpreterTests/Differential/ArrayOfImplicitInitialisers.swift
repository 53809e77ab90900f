// Implicit initialisers in an array literal that reaches its parameter through `Array(…)` and `prefix(_:)` take the
// parameter's element type, as Swift infers it.
struct Value: Hashable { let id: UInt; let name: String; let skuIds: [UInt] }
struct Variant: Hashable {
    let id: UInt
    let name: String
    let values: [Value]
}
extension UInt { static var randomID: UInt { UInt.random(in: 1...1000) } }
extension Variant {
    static func colorVariant(_ maxValues: Int = 4) -> Variant {
        Variant(id: .randomID, name: "Color", values: Array([
            .init(id: .randomID, name: "Red", skuIds: []),
            .init(id: .randomID, name: "Blue", skuIds: []),
            .init(id: .randomID, name: "Dark", skuIds: []),
        ].prefix(maxValues)))
    }
}
print(Variant.colorVariant(2).values.map(\.name))

// A static of the project's extension of a standard protocol, named where a type adopting it is expected.
extension FixedWidthInteger {
    static var sampleID: UInt { 42 }
}
extension BinaryFloatingPoint {
    static var half: Double { 0.5 }
}
struct Tagged { let id: UInt; let weight: Double }
let tagged = Tagged(id: .sampleID, weight: .half)
print(tagged.id, tagged.weight)
