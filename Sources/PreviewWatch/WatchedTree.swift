#if canImport(Glibc)
import Glibc
#endif

/// The directories watched under one root, and the translation of their inotify events into changed paths.
///
/// inotify is not recursive, so every directory gets its own watch. The tree keeps a two-way map between watch
/// descriptors and directory paths relative to the root ("" is the root itself). Not `Sendable`: created by
/// `DirectoryWatcher.init`, then used only by the thread inside `DirectoryWatcher.run`.
final class WatchedTree {
    let inotify: InotifyHandle
    private let root: String
    private let ignoresDirectory: @Sendable (String) -> Bool
    private let excludedDirectories: Set<String>
    private let includes: @Sendable (String) -> Bool
    private var directoryByWatch: [Int32: String] = [:]
    private var watchByDirectory: [String: Int32] = [:]

    /// Watches `root` and every directory below it that is not ignored. `root` must be an existing directory.
    init(root: String, configuration: DirectoryWatcher.Configuration) throws(WatchError) {
        self.root = root
        self.ignoresDirectory = configuration.ignoresDirectory
        excludedDirectories = configuration.excludedDirectories
        self.includes = configuration.includes
        inotify = try InotifyHandle()
        try watchSubtree("")
        guard watchByDirectory[""] != nil else {
            throw WatchError(.rootNotFound, operation: "inotify_add_watch", path: root, errno: ENOENT)
        }
    }

    /// The relative paths of the directories currently watched.
    var watchedDirectories: Set<String> { Set(watchByDirectory.keys) }

    /// Whether the root itself was deleted: its watch is gone, and nothing below it can be watched until a
    /// directory appears at its path again (`rewatchIfRootReturned`).
    var isRootGone: Bool { watchByDirectory[""] == nil }

    /// Watches everything again once a directory is back at the root's path; true when it is.
    func rewatchIfRootReturned() throws(WatchError) -> Bool {
        guard isRootGone else { return false }
        try rewatchEverything()
        return !isRootGone
    }

    /// Reads the queued events and returns what they changed; empty when nothing relevant happened.
    func readChanges() throws(WatchError) -> ChangeSet {
        var changes = ChangeSet()
        for event in try inotify.readEvents() {
            try apply(event, to: &changes)
        }
        return changes
    }

    private func apply(_ event: InotifyEvent, to changes: inout ChangeSet) throws(WatchError) {
        if event.has(IN_Q_OVERFLOW) {
            // Events were dropped, possibly including directory creations: nothing is known any more.
            changes.needsFullRescan = true
            try rewatchEverything()
            return
        }
        if event.has(IN_IGNORED) {
            forget(event.watchDescriptor)
            return
        }
        // Unknown descriptors belong to subtrees unwatched after a move; their late events are stale.
        guard let directory = directoryByWatch[event.watchDescriptor] else { return }
        guard !event.name.isEmpty else {
            // An event about the watched directory itself. A deleted one is reported by its parent and cleaned up
            // on IN_IGNORED. Moved subdirectories were unwatched on IN_MOVED_FROM, so a move seen here is the
            // root's own: every path is suspect.
            if event.has(IN_MOVE_SELF) { changes.needsFullRescan = true }
            return
        }
        let path = directory.isEmpty ? event.name : directory + "/" + event.name
        if event.isDirectory {
            try applyDirectoryEvent(event, at: path, to: &changes)
        } else if event.has(IN_CREATE | IN_CLOSE_WRITE | IN_ATTRIB | IN_MOVED_FROM | IN_MOVED_TO | IN_DELETE),
            includes(path)
        {
            changes.paths.insert(path)
        }
    }

    private func applyDirectoryEvent(
        _ event: InotifyEvent, at path: String, to changes: inout ChangeSet
    ) throws(WatchError) {
        guard !isIgnored(directory: event.name, at: path) else { return }
        if includes(path) { changes.paths.insert(path) }
        if event.has(IN_CREATE) {
            changes.paths.formUnion(try watchSubtree(path))
        } else if event.has(IN_MOVED_TO) {
            // Moved in from elsewhere or renamed inside the tree: its files have new paths without events.
            changes.needsFullRescan = true
            changes.paths.formUnion(try watchSubtree(path))
        } else if event.has(IN_MOVED_FROM) {
            // The watches below keep their descriptors wherever the directory went (even out of the tree), so
            // drop them; if it moved within the tree, the matching IN_MOVED_TO watches it again at its new path.
            changes.needsFullRescan = true
            try unwatchSubtree(path)
        }
        // IN_DELETE needs nothing: the directory's own watch gets IN_IGNORED.
    }

    /// Watches the directory at `relativePath` and every directory below it that is not ignored, and returns the
    /// included paths found below it.
    ///
    /// Each directory is watched *before* it is listed, so a file created in between shows up either as an event
    /// or in the listing (`mkdir -p a/b/c && touch a/b/c/x` gives one event, for `a`). For a directory that just
    /// appeared, the paths returned are changes: they arrived without events of their own.
    @discardableResult
    private func watchSubtree(_ relativePath: String) throws(WatchError) -> Set<String> {
        let absolutePath = relativePath.isEmpty ? root : root + "/" + relativePath
        guard let watchDescriptor = try inotify.addWatch(directory: absolutePath) else { return [] }
        remember(watchDescriptor, as: relativePath)
        var found: Set<String> = []
        for entry in try listDirectory(atPath: absolutePath) {
            let childPath = relativePath.isEmpty ? entry.name : relativePath + "/" + entry.name
            if entry.isDirectory, isIgnored(directory: entry.name, at: childPath) { continue }
            if includes(childPath) { found.insert(childPath) }
            if entry.isDirectory { found.formUnion(try watchSubtree(childPath)) }
        }
        return found
    }

    private func isIgnored(directory name: String, at relativePath: String) -> Bool {
        ignoresDirectory(name) || excludedDirectories.contains(relativePath)
    }

    /// Removes the watches of the directory at `relativePath` and of everything below it.
    private func unwatchSubtree(_ relativePath: String) throws(WatchError) {
        let prefix = relativePath + "/"
        let doomed = watchByDirectory.filter { $0.key == relativePath || $0.key.hasPrefix(prefix) }
        for watchDescriptor in doomed.values {
            forget(watchDescriptor)
            try inotify.removeWatch(watchDescriptor)
        }
    }

    /// Walks the whole tree again after lost events: watches new directories, refreshes the paths of moved ones
    /// (the kernel returns the existing descriptor for an already watched directory) and drops watches on
    /// directories that are no longer in the tree.
    private func rewatchEverything() throws(WatchError) {
        let previous = Set(directoryByWatch.keys)
        directoryByWatch = [:]
        watchByDirectory = [:]
        try watchSubtree("")
        for watchDescriptor in previous.subtracting(directoryByWatch.keys) {
            try inotify.removeWatch(watchDescriptor)
        }
    }

    private func remember(_ watchDescriptor: Int32, as relativePath: String) {
        if let oldPath = directoryByWatch[watchDescriptor], watchByDirectory[oldPath] == watchDescriptor {
            watchByDirectory[oldPath] = nil
        }
        directoryByWatch[watchDescriptor] = relativePath
        watchByDirectory[relativePath] = watchDescriptor
    }

    private func forget(_ watchDescriptor: Int32) {
        // The path may already belong to a newer watch (a directory deleted and re-created before this
        // descriptor's IN_IGNORED was read), so only clear it if it still points here.
        guard let path = directoryByWatch.removeValue(forKey: watchDescriptor) else { return }
        if watchByDirectory[path] == watchDescriptor { watchByDirectory[path] = nil }
    }
}
