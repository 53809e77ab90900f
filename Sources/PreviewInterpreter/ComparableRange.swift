/// A range whose bounds are not integers: `0.0...1.0`, `-1...1` typed `ClosedRange<Double>`, `"a"..<"n"`, dates, or
/// a project's `Comparable` type. Integer ranges are `Value.range`, which iterates and indexes.
struct ComparableRange {
    var lower: Value
    var upper: Value
    /// `a...b` (`ClosedRange`), not `a..<b` (`Range`): whether the upper bound is inside.
    var isClosed: Bool

    init(_ lower: Value, _ upper: Value, closed: Bool) {
        self.lower = lower
        self.upper = upper
        self.isClosed = closed
    }

    /// `ClosedRange<Double>`, `Range<String>`, for diagnostics.
    var typeName: String { (isClosed ? "ClosedRange" : "Range") + "<" + lower.kindName + ">" }

    /// The operator it is written with.
    var separator: String { isClosed ? "..." : "..<" }
}
