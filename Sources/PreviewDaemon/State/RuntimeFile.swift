package import Foundation
import PreviewFiles

/// Where a running daemon can be reached, kept in the runtime directory (`$RUNTIME_DIRECTORY` under systemd, else
/// `$XDG_RUNTIME_DIR/previewd`) and in the state directory (the one place a shell without `$XDG_RUNTIME_DIR` shares
/// with the daemon) so that `previewd status`, `open` and `pair` find it without `--url`, also on a port that
/// systemd's socket or `--port 0` chose. One file per daemon (`daemon-PID.json`): two projects served
/// side by side do not overwrite each other. A clean stop removes the file; one left by a killed daemon names a
/// process that is gone and is ignored. It holds no secret (the token stays in the state directory).
package struct RuntimeFile: Codable, Equatable, Sendable {
    package var url: String
    package var pid: Int32
    package var project: String
    /// Where the daemon keeps its token, for a CLI that was not told `--state-dir`.
    package var stateDirectory: String?

    package init(url: String, pid: Int32 = getpid(), project: String, stateDirectory: String?) {
        self.url = url
        self.pid = pid
        self.project = project
        self.stateDirectory = stateDirectory
    }

    /// The directory a daemon writes to: `$RUNTIME_DIRECTORY` (its first entry) under systemd, else
    /// `$XDG_RUNTIME_DIR/previewd`; nil when neither is set (no runtime file then).
    package static func directory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        if let systemd = environment["RUNTIME_DIRECTORY"], let first = systemd.split(separator: ":").first {
            return URL(fileURLWithPath: String(first))
        }
        if let xdg = environment["XDG_RUNTIME_DIR"], !xdg.isEmpty {
            return URL(fileURLWithPath: xdg).appendingPathComponent("previewd")
        }
        return nil
    }

    /// Where a CLI looks: the daemon's own directory as above, then the system service's `/run/previewd`.
    package static func searchDirectories(environment: [String: String] = ProcessInfo.processInfo.environment) -> [URL]
    {
        var directories = [directory(environment: environment)].compactMap { $0 }
        let system = URL(fileURLWithPath: "/run/previewd")
        if !directories.contains(system) { directories.append(system) }
        return directories
    }

    package func fileURL(in directory: URL) -> URL { directory.appendingPathComponent("daemon-\(pid).json") }

    package func write(in directory: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try AtomicFile.write(encoder.encode(self), to: fileURL(in: directory), permissions: 0o644)
    }

    package func remove(from directory: URL) { unlink(fileURL(in: directory).path) }

    /// The daemons whose files are in `directories` and whose process still runs, oldest first by pid.
    package static func running(in directories: [URL]) -> [RuntimeFile] {
        var found: [RuntimeFile] = []
        for directory in directories {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for name in names where name.hasPrefix("daemon-") && name.hasSuffix(".json") {
                guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path),
                    let file = try? JSONDecoder().decode(RuntimeFile.self, from: data), file.isRunning
                else { continue }
                found.append(file)
            }
        }
        return found.sorted { $0.pid < $1.pid }
    }

    /// Asks the daemon to read its configuration and project again, as `systemctl reload` does (SIGHUP), only while
    /// /proc shows the pid is still a previewd (SIGHUP ends most other programs). False when it is not, or runs as
    /// another user.
    package func reload() -> Bool {
        guard processName == "previewd" else { return false }
        return kill(pid, SIGHUP) == 0
    }

    /// kill(pid, 0) fails with ESRCH only when no such process exists (EPERM: it exists, under another user); a
    /// pid reused by another program since is told apart by its name, where /proc shows it.
    private var isRunning: Bool {
        guard kill(pid, 0) == 0 || errno == EPERM else { return false }
        guard let name = processName else { return true }
        return name == "previewd"
    }

    /// The pid's program name as /proc shows it; nil where /proc does not show it.
    private var processName: String? {
        (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
