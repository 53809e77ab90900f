// Inside an extension of a library type, a property named without `self.` is the value's own, private or not.
extension String {
    private var secondPart: String {
        let parts = split(separator: ">")
        return parts.count > 1 ? String(parts[1]) : "none"
    }

    var category: String {
        switch secondPart {
        case "Fiction": return "novel"
        case "none": return "unknown"
        default: return secondPart.lowercased()
        }
    }
}

extension Int {
    var isEven: Bool { self % 2 == 0 }
    var parity: String { isEven ? "even" : "odd" }
}

extension Array where Element == Int {
    var total: Int { reduce(0, +) }
    var average: Double { isEmpty ? 0 : Double(total) / Double(count) }
}

print("Books>Fiction>Classics".category, "Books".category, "Books>Poetry".category)
print(3.parity, 4.parity)
print([1, 2, 3, 6].average)
