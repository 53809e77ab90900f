import ArgumentParser
import Foundation
import PreviewModel
import PreviewPipeline

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

        @OptionGroup var matrix: MatrixOptions

        @Flag(
            help:
                "Print {file, exists, targets, ignore} as JSON, or {file, error: {line, key, message}} (exit status 1)."
        )
        var json = false

        func run() throws {
            let url =
                config.map { URL(fileURLWithPath: $0) }
                ?? URL(fileURLWithPath: project).appendingPathComponent(ProjectConfiguration.fileName)
            let configuration: ProjectConfiguration
            do {
                configuration = try ProjectConfiguration.load(url, projectFolder: URL(fileURLWithPath: project))
                    .applying(matrix.overrides)
            } catch {
                guard json else { throw error }
                printLine(
                    CatalogDocument.encode([
                        "file": url.path, "error": ["line": error.line, "key": error.key, "message": error.message],
                    ]))
                throw ExitCode.failure
            }
            if json {
                return printLine(
                    CatalogDocument.encode([
                        "file": url.path, "exists": FileManager.default.fileExists(atPath: url.path),
                        "targets": configuration.targets.map(CatalogDocument.targetObject),
                        "ignore": configuration.ignore,
                    ]))
            }
            let source =
                FileManager.default.fileExists(atPath: url.path) ? url.path : "defaults (no \(url.lastPathComponent))"
            printLine("\(source): \(configuration.targets.count) targets")
            for target in configuration.targets { printLine("  \(target.id)  \(target.name)") }
            if !configuration.ignore.isEmpty { printLine("ignoring: \(configuration.ignore.joined(separator: " "))") }
        }
    }
}

/// Flags that override previewd.toml's lists (`serve` and `config check`); each may be given several times.
struct MatrixOptions: ParsableArguments {
    @Option(name: .customLong("device"), help: "A device id from `previewd targets` (replaces the file's devices).")
    var devices: [String] = []

    @Option(name: .customLong("color-scheme"), help: "light or dark (replaces the file's color-schemes).")
    var colorSchemes: [String] = []

    @Option(
        name: .customLong("dynamic-type-size"),
        help: "xSmall … xxxLarge, accessibility1 … 5 (replaces the file's list).")
    var dynamicTypeSizes: [String] = []

    @Option(name: .customLong("orientation"), help: "portrait or landscape (replaces the file's orientations).")
    var orientations: [String] = []

    var overrides: ProjectConfiguration.Overrides {
        .init(
            devices: devices, colorSchemes: colorSchemes, dynamicTypeSizes: dynamicTypeSizes, orientations: orientations
        )
    }
}
