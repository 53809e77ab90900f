// `MemoryLayout` of a project's own types, laid out as Swift lays them out: fields in order, each at its
// alignment, the size rounded up to the alignment for the stride.
struct Point { var x: Double; var y: Double }
struct Flagged { var flag: Bool; var value: Int }
struct Packed { var value: Int; var flag: Bool }
struct Small { var a: Bool; var b: Bool; var c: UInt8 }
struct Mixed { var a: Int32; var b: Bool; var c: Int16; var d: Double? }
enum Direction { case north, south, east, west }
enum Single { case only }
struct Empty {}
struct WithOptional { var count: Int?; var ok: Bool }
struct Nested { var point: Point; var direction: Direction }
enum Raw: Int { case a = 10, b = 20 }

print(MemoryLayout<Point>.size, MemoryLayout<Point>.stride, MemoryLayout<Point>.alignment)
print(MemoryLayout<Flagged>.size, MemoryLayout<Flagged>.stride, MemoryLayout<Packed>.size, MemoryLayout<Packed>.stride)
print(MemoryLayout<Small>.size, MemoryLayout<Small>.alignment, MemoryLayout<Mixed>.size, MemoryLayout<Mixed>.stride)
print(MemoryLayout<Direction>.size, MemoryLayout<Single>.size, MemoryLayout<Single>.stride, MemoryLayout<Empty>.size)
print(MemoryLayout<WithOptional>.size, MemoryLayout<Nested>.size, MemoryLayout<Nested>.stride, MemoryLayout<Raw>.size)
print(MemoryLayout<Int?>.size, MemoryLayout<Double?>.stride, MemoryLayout<Bool?>.size, MemoryLayout<Direction?>.size)
print(MemoryLayout<(Int, Bool)>.size, MemoryLayout<(Int, Bool)>.stride, MemoryLayout<(Bool, Double)>.size)
print(MemoryLayout.size(ofValue: Point(x: 1, y: 2)), MemoryLayout.stride(ofValue: Packed(value: 1, flag: true)))
print(MemoryLayout<String>.size, MemoryLayout<[Int]>.size, MemoryLayout<String?>.size, MemoryLayout<Bool??>.size)
final class Node { var value = 0 }
struct Linked { var head: Node?; var count: Int; var tail: [Node] }
print(MemoryLayout<Linked>.size, MemoryLayout<Node>.size, MemoryLayout<Int??>.size, MemoryLayout<Linked?>.size)
