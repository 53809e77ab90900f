package import Foundation

/// The folder the browser client is served from; nothing outside it is ever served.
package struct WebRoot: Sendable {
    package let directory: URL

    package init(directory: URL) {
        self.directory = directory.standardizedFileURL
    }

    /// `$PREVIEWD_WEB_ROOT`, else a `Web/` folder next to or above the executable (a build tree), else the
    /// installed copy.
    package static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> WebRoot {
        if let configured = environment["PREVIEWD_WEB_ROOT"], !configured.isEmpty {
            return WebRoot(directory: URL(fileURLWithPath: configured))
        }
        var candidates: [URL] = []
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        for level in 0..<5 {
            candidates.append(directory.appendingPathComponent("Web"))
            // PREFIX/bin/previewd serves PREFIX/share/previewd/Web (`make install`, ~/.local by default).
            if level == 1 { candidates.append(directory.appendingPathComponent("share/previewd/Web")) }
            directory.deleteLastPathComponent()
        }
        candidates += ["/usr/local/share/previewd/Web", "/usr/share/previewd/Web"].map { URL(fileURLWithPath: $0) }
        for candidate in candidates
        where FileManager.default.fileExists(atPath: candidate.appendingPathComponent("index.html").path) {
            return WebRoot(directory: candidate)
        }
        throw DaemonError(.webRoot, "cannot find the web client (Web/index.html); set PREVIEWD_WEB_ROOT")
    }

    /// The bytes of `name` (like `app.js` or `icons/a.png`) if it is a plain name inside the root.
    func file(_ name: String) -> [UInt8]? {
        guard Self.isSafe(name),
            let path = Self.regularFile(directory.appendingPathComponent(name).path, inside: directory.path)
        else { return nil }
        return FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    /// `path` with symlinks resolved, if that is a regular file inside `root` (also resolved): a symlink in Web/
    /// that points out of it (`leak.txt -> ~/.ssh/id_ed25519`) must not serve its target.
    static func regularFile(_ path: String, inside root: String) -> String? {
        guard let resolvedRoot = realpath(root, nil) else { return nil }
        defer { free(resolvedRoot) }
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        let rootPath = String(cString: resolvedRoot)
        let filePath = String(cString: resolved)
        guard filePath.hasPrefix(rootPath.hasSuffix("/") ? rootPath : rootPath + "/") else { return nil }
        var status = stat()
        guard stat(filePath, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return filePath
    }

    /// At most one folder level, components of `[A-Za-z0-9._-]` that do not start with a dot: no traversal, no
    /// dotfiles, no encoded tricks (lws has already decoded percent escapes).
    static func isSafe(_ name: String) -> Bool {
        let components = name.split(separator: "/", omittingEmptySubsequences: false)
        guard (1...2).contains(components.count) else { return false }
        return components.allSatisfy { component in
            !component.isEmpty && component.first != "." && component.count <= 64
                && component.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) }
        }
    }

    static func contentType(for name: String) -> String {
        switch name.split(separator: ".").last.map(String.init) ?? "" {
        case "html": return "text/html; charset=utf-8"
        case "js", "mjs": return "text/javascript; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "json": return "application/json"
        case "webmanifest": return "application/manifest+json"
        case "png": return "image/png"
        case "svg": return "image/svg+xml"
        case "ico": return "image/x-icon"
        default: return "application/octet-stream"
        }
    }
}
