extension Prelude {
    /// Foundation's sort descriptors, in Swift: a `KeyPathComparator` is the key path and the order it was made
    /// with, which `sorted(using:)` and `sort(using:)` read (`NativeMethods.sortComparators`).
    static let foundationSource = #"""

    enum SortOrder: Hashable {
        case forward
        case reverse
    }

    struct KeyPathComparator<Compared>: Hashable {
        var keyPath: PartialKeyPath<Compared>
        var order: SortOrder

        init<Value>(_ keyPath: KeyPath<Compared, Value>, order: SortOrder = .forward) {
            self.keyPath = keyPath
            self.order = order
        }
    }

    """#
}
