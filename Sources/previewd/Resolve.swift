import ArgumentParser
import Foundation
import PreviewDaemon
import PreviewFiles
import PreviewModel

struct Resolve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check out the Swift packages a project depends on, so previews can evaluate what they declare.",
        discussion: """
            Reads the packages the project's Xcode projects and Package.swift name and the revisions its
            Package.resolved pins (those of the packages' own dependencies included), and clones each one not yet
            checked out into PROJECT/SourcePackages/checkouts/NAME with git, at its pinned revision (or the newest
            tag its requirement allows). Nothing is built and no package code runs; previewd reads the sources.
            A previewd serving the project reads it again once packages are checked out (as `systemctl reload`
            makes it), so its previews evaluate them without a restart.

            Examples:
              previewd resolve ~/Projects/MyApp
              previewd resolve --dry-run .

            Exit status: 0 every package is checked out, 1 a package could not be, 64 a usage error.
            """)

    @Argument(help: "The SwiftUI project folder.", completion: .directory)
    var project: String = "."

    @Flag(help: "Print what would be checked out, and from where, without cloning.")
    var dryRun = false

    func run() throws {
        let root = URL(fileURLWithPath: project).standardizedFileURL
        let boundary = ProjectBoundary(root: root)
        let files = (try? ProjectScanner(boundary: boundary).files(XcodeProjects.isProjectFile)) ?? []
        let sources = PackageSources(boundary: boundary, projects: XcodeProjects(among: files, from: boundary)).sources
        guard !sources.isEmpty else {
            return printLine("the project names no Swift packages")
        }
        let checkouts = root.appendingPathComponent("SourcePackages/checkouts")
        if !dryRun {
            // The clones go inside the project and nowhere else: a `SourcePackages` that is a link (a hostile
            // branch can add one) is refused, not followed.
            for folder in [root.appendingPathComponent("SourcePackages"), checkouts] {
                switch Self.entryKind(folder) {
                case .missing:
                    guard mkdir(folder.path, 0o755) == 0 else {
                        printLine("cannot make \(folder.path): \(String(cString: strerror(errno)))")
                        throw ExitCode.failure
                    }
                case .folder: break
                case .other:
                    printLine(
                        "\(folder.path) is not a folder (a symbolic link or a file); previewd clones only into a folder"
                    )
                    throw ExitCode.failure
                }
            }
        }
        var failed = 0
        var checkedOut = 0
        for source in sources {
            guard !source.name.isEmpty, source.name != ".", source.name != "..", !source.name.hasPrefix("-") else {
                failed += 1
                printLine("'\(source.url)' names no folder a package can be checked out into")
                continue
            }
            let folder = checkouts.appendingPathComponent(source.name)
            switch Self.entryKind(folder) {
            case .folder:
                printLine("\(source.name): already checked out")
                continue
            case .other:
                failed += 1
                printLine("\(source.name): \(folder.path) is a symbolic link or a file; left alone")
                continue
            case .missing:
                break
            }
            if dryRun {
                printLine("\(source.name): would clone \(source.url) at \(Self.describe(source.selection))")
                continue
            }
            do {
                let revision = try GitCheckout(url: source.url, into: folder).checkOut(source.selection)
                printLine("\(source.name): checked out \(revision)")
                checkedOut += 1
            } catch {
                failed += 1
                printLine("\(source.name): \(error.message)")
            }
        }
        if checkedOut > 0 { Self.reloadDaemons(serving: root) }
        if failed > 0 {
            printLine("\(failed) of \(sources.count) packages could not be checked out")
            throw ExitCode.failure
        }
    }

    /// Every running previewd serving this project reads it again, so the packages just checked out reach its
    /// previews without a restart (its watcher never looks into `SourcePackages`); one that runs as another user,
    /// a system service, is left to `systemctl reload`.
    private static func reloadDaemons(serving root: URL) {
        let project = root.resolvingSymlinksInPath().path
        let directories = RuntimeFile.searchDirectories() + [PairingToken.defaultStateDirectory()]
        var reached = Set<Int32>()
        for daemon in RuntimeFile.running(in: directories) where reached.insert(daemon.pid).inserted {
            let served = URL(fileURLWithPath: daemon.project).standardizedFileURL.resolvingSymlinksInPath().path
            guard served == project else { continue }
            if daemon.reload() {
                printLine("previewd (pid \(daemon.pid)) is reading the project again")
            } else {
                printLine(
                    "previewd (pid \(daemon.pid)) serves this project as another user: reload it "
                        + "(`systemctl reload previewd`) so that it reads the new packages")
            }
        }
    }

    private enum EntryKind { case missing, folder, other }

    /// What is at `url`, the last component not followed: a link is `other` whatever it points at.
    private static func entryKind(_ url: URL) -> EntryKind {
        var status = stat()
        guard lstat(url.path, &status) == 0 else { return .missing }
        return status.st_mode & S_IFMT == S_IFDIR ? .folder : .other
    }

    private static func describe(_ selection: PackageSources.Selection) -> String {
        switch selection {
        case .revision(let revision): return "revision \(revision)"
        case .branch(let branch): return "branch \(branch)"
        case .versions(let lower, let upper) where upper == .infinite: return "the newest tag from \(lower)"
        case .versions(let lower, let upper): return "the newest tag from \(lower) below \(upper)"
        }
    }
}

/// One package's clone, made with the `git` on the PATH. The URL and revision come from the project's files,
/// which previewd does not trust: only the https, http, ssh, git and file transports are allowed (git's `ext::`
/// would run a command), nothing that looks like an option reaches git as an argument, credentials are never
/// prompted for, and a clone that fails leaves no folder behind.
struct GitCheckout {
    struct Failure: Error {
        var message: String
    }

    let url: String
    let folder: URL

    init(url: String, into folder: URL) {
        self.url = url
        self.folder = folder
    }

    /// Clones and checks out `selection`; returns the revision (and tag) checked out.
    func checkOut(_ selection: PackageSources.Selection) throws(Failure) -> String {
        guard !url.hasPrefix("-"), !url.contains("::") else {
            throw Failure(message: "'\(url)' is not a repository address previewd clones")
        }
        do throws(Failure) {
            try git(["clone", "--quiet", "--no-checkout", "--", url, folder.path])
            var revision: String
            var label: String
            switch selection {
            case .revision(let wanted):
                guard !wanted.hasPrefix("-"),
                    (try? git(["-C", folder.path, "cat-file", "-e", wanted + "^{commit}"])) != nil
                else {
                    throw Failure(message: "the revision \(wanted) the project pins is not in \(url)")
                }
                (revision, label) = (wanted, "")
            case .branch(let branch):
                (revision, label) = ("origin/" + branch, " (branch \(branch))")
            case .versions(let lower, let upper):
                let tags = try git(["-C", folder.path, "tag", "--list"]).split(separator: "\n").map(String.init)
                guard let tag = SemanticVersion.newestTag(in: tags, from: lower, below: upper) else {
                    throw Failure(message: "no tag of \(url) is a version from \(lower) below \(upper)")
                }
                (revision, label) = ("refs/tags/" + tag, " (\(tag))")
            }
            guard !revision.hasPrefix("-") else { throw Failure(message: "'\(revision)' is not a revision") }
            try git(["-C", folder.path, "checkout", "--quiet", "--detach", revision, "--"])
            let commit = try git(["-C", folder.path, "rev-parse", "HEAD"]).trimmingCharacters(
                in: .whitespacesAndNewlines)
            return commit + label
        } catch {
            try? FileManager.default.removeItem(at: folder)
            throw error
        }
    }

    /// Runs git and returns its standard output; a failure carries the first lines of its standard error.
    @discardableResult
    private func git(_ arguments: [String]) throws(Failure) -> String {
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_ALLOW_PROTOCOL"] = "https:http:ssh:git:file"
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["GIT_ASKPASS"] = "/bin/false"
        let command = ["git", "-c", "core.hooksPath=/dev/null", "-c", "protocol.ext.allow=never"] + arguments
        let result: ExternalCommand.Result
        do {
            result = try ExternalCommand(command, environment: environment).run()
        } catch {
            throw Failure(message: "cannot run git (install the git package): \(error.localizedDescription)")
        }
        guard result.status == 0 else {
            // `git -C FOLDER checkout …` failed in `checkout`.
            let name = (arguments.first == "-C" ? arguments.dropFirst(2).first : arguments.first) ?? "git"
            throw Failure(message: "git \(name) failed (status \(result.status)): \(result.errorSummary)")
        }
        return result.output
    }
}
