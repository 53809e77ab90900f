extension DirectoryWatcher {
    /// What to watch and how to group changes.
    package struct Configuration: Sendable {
        /// Whether a directory of this name is never watched, wherever it is: the daemon passes the project's own
        /// rule (`ProjectScanner.isIgnoredDirectory`: build output, VCS data, editor state), so scanning and
        /// watching skip the same folders. `.build` alone can hold thousands of directories that would eat into
        /// `fs.inotify.max_user_watches`.
        package var ignoresDirectory: @Sendable (String) -> Bool
        /// Directories never watched, by path relative to the root: the daemon's own state, runtime and log
        /// directories when they lie inside the project, so that its writes are never project changes.
        package var excludedDirectories: Set<String>
        /// Decides from a path relative to the root whether a change to it is reported.
        package var includes: @Sendable (String) -> Bool
        /// A change set is emitted once no event arrived for this long.
        package var quietPeriod: Duration
        /// …or this long after the first event of the burst, whichever comes first.
        package var maximumDelay: Duration

        package init(
            ignoresDirectory: @escaping @Sendable (String) -> Bool = { _ in false },
            excludedDirectories: Set<String> = [],
            includes: @escaping @Sendable (String) -> Bool = Self.includesSourcesAndAssets,
            quietPeriod: Duration = .milliseconds(30),
            maximumDelay: Duration = .milliseconds(250)
        ) {
            self.ignoresDirectory = ignoresDirectory
            self.excludedDirectories = excludedDirectories
            self.includes = includes
            self.quietPeriod = quietPeriod
            self.maximumDelay = maximumDelay
        }

        /// The default filter: Swift sources, JSON resources (sample data a preview decodes), and anything inside
        /// (or being) an asset catalog, because a colour set's `Contents.json` or an image set's PNG changes what
        /// previews draw.
        package static func includesSourcesAndAssets(_ relativePath: String) -> Bool {
            relativePath.hasSuffix(".swift") || relativePath.hasSuffix(".json")
                || relativePath.split(separator: "/").contains { $0.hasSuffix(".xcassets") }
        }
    }
}
