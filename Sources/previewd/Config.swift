import ArgumentParser
import Foundation
import PreviewDaemon
import PreviewModel

/// `previewd config check`: reads previewd.toml the way `serve` does and prints the targets or the problem.
struct Config: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Work with a project's previewd.toml.", subcommands: [Check.self])

    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check previewd.toml and print the targets it gives (exit status 1 if it is broken).")

        @Argument(help: "The SwiftUI project folder.", completion: .directory)
        var project: String = "."

        @Option(help: "The config file (default: PROJECT/previewd.toml).", completion: .file())
        var config: String?

        func run() throws {
            let url = config.map { URL(fileURLWithPath: $0) }
                ?? URL(fileURLWithPath: project).appendingPathComponent(ProjectConfiguration.fileName)
            let configuration = try ProjectConfiguration.load(url)
            let source = FileManager.default.fileExists(atPath: url.path) ? url.path : "defaults (no \(url.lastPathComponent))"
            printLine("\(source): \(configuration.targets.count) targets")
            for target in configuration.targets { printLine("  \(target.id)  \(target.name)") }
            if !configuration.ignore.isEmpty { printLine("ignoring: \(configuration.ignore.joined(separator: " "))") }
        }
    }
}
