/// A set of changed files, relative to the watched root, produced by one debounced burst of file system events.
package struct ChangeSet: Equatable, Sendable {
    /// Relative paths ("Sources/Views/Card.swift") of files that were created, written (`IN_CLOSE_WRITE`), moved
    /// in or out, or deleted. Directories that pass the `includes` filter (an `Assets.xcassets` folder, a
    /// `Color.colorset` inside one) are reported the same way when they are created, moved or deleted.
    package var paths: Set<String>
    /// The kernel queue overflowed (`IN_Q_OVERFLOW`) or a watched directory was moved: events were lost or the
    /// paths of files inside that directory changed without events of their own, so the consumer must rescan
    /// everything.
    package var needsFullRescan: Bool

    package init(paths: Set<String> = [], needsFullRescan: Bool = false) {
        self.paths = paths
        self.needsFullRescan = needsFullRescan
    }

    /// True when the set asks the consumer to do nothing.
    package var isEmpty: Bool { paths.isEmpty && !needsFullRescan }

    /// Adds the changes of `other` to this set.
    package mutating func formUnion(_ other: ChangeSet) {
        paths.formUnion(other.paths)
        needsFullRescan = needsFullRescan || other.needsFullRescan
    }
}
