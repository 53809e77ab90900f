import Foundation
package import PreviewViews

/// A project's `previewd.toml`: the targets previews are rendered in (a cross product of devices, colour schemes,
/// Dynamic Type sizes and orientations, or an explicit list) and glob patterns of files whose previews are not
/// shown. Parsing lives in ProjectConfiguration+TOML.swift.
package struct ProjectConfiguration: Equatable, Sendable {
    package static let fileName = "previewd.toml"

    package var targets: [Target]
    /// Glob patterns (`*` within a path component, `**` across components) relative to the project folder.
    package var ignore: [String]
    /// The lists `targets` is the cross product of; nil when the file gives an explicit `[[targets]]` list.
    package var matrix: Matrix?
    /// `clean-frames = true`: frames without the diagnostics badge, for comparing snapshots (the diagnostics are
    /// still reported).
    package var cleanFrames = false
    /// `https = true`: serve HTTPS with previewd's own certificate authority, as `serve --https` does (read at
    /// start; changing it takes a restart).
    package var https = false

    /// Devices × orientations × Dynamic Type sizes × colour schemes.
    package struct Matrix: Equatable, Sendable {
        package var devices: [Device]
        package var colorSchemes: [ColorScheme]
        package var dynamicTypeSizes: [DynamicTypeSize]
        package var orientations: [Orientation]

        /// The defaults: the default targets' devices, light and dark, large text, portrait.
        package static let defaults = Matrix(
            devices: [DeviceCatalog.iPhone15Pro], colorSchemes: [.light, .dark], dynamicTypeSizes: [.large],
            orientations: [.portrait])

        package var targets: [Target] {
            devices.flatMap { device in
                orientations.flatMap { orientation in
                    dynamicTypeSizes.flatMap { size in
                        colorSchemes.map {
                            Target(device: device, colorScheme: $0, dynamicTypeSize: size, orientation: orientation)
                        }
                    }
                }
            }
        }
    }

    package init(targets: [Target] = DeviceCatalog.defaultTargets, ignore: [String] = [], matrix: Matrix? = .defaults) {
        self.targets = targets
        self.ignore = ignore
        self.matrix = matrix
    }

    /// What `serve` flags say, overriding the file's lists (raw values, checked by `applying`).
    package struct Overrides: Equatable, Sendable {
        package var devices: [String] = []
        package var colorSchemes: [String] = []
        package var dynamicTypeSizes: [String] = []
        package var orientations: [String] = []

        package init(
            devices: [String] = [], colorSchemes: [String] = [], dynamicTypeSizes: [String] = [],
            orientations: [String] = []
        ) {
            self.devices = devices
            self.colorSchemes = colorSchemes
            self.dynamicTypeSizes = dynamicTypeSizes
            self.orientations = orientations
        }

        package var isEmpty: Bool {
            devices.isEmpty && colorSchemes.isEmpty && dynamicTypeSizes.isEmpty && orientations.isEmpty
        }
    }

    /// What a project without a config file gets.
    package static let defaults = ProjectConfiguration()

    /// A problem in the file, at a line and key, e.g. `previewd.toml:3: devices: unknown device 'iphone-99'`.
    package struct Error: Swift.Error, Equatable, CustomStringConvertible {
        package var file: String
        package var line: Int
        /// The key the problem is at (dotted for tables, `targets[2].device` for an explicit list); empty for a
        /// syntax error.
        package var key: String
        package var message: String

        package var description: String {
            // Line 0: not from a file (a command-line flag).
            (line > 0 ? "\(file):\(line): " : "\(file): ") + (key.isEmpty ? "" : "\(key): ") + message
        }
    }

    /// Whether `path` (relative to the project) matches one of the ignore patterns.
    package func ignores(_ path: String) -> Bool {
        ignore.contains { Self.glob($0, matches: path) }
    }

    /// `*` matches within one path component, `**` any number of components, `?` one character; a pattern
    /// without `/` matches the file name in any folder.
    static func glob(_ pattern: String, matches path: String) -> Bool {
        let patternParts = pattern.split(separator: "/").map(String.init)
        let pathParts = path.split(separator: "/").map(String.init)
        if patternParts.count == 1, let name = pathParts.last { return component(Array(pattern), matches: Array(name)) }
        func match(_ p: Int, _ q: Int) -> Bool {
            if p == patternParts.count { return q == pathParts.count }
            if patternParts[p] == "**" { return (q...pathParts.count).contains { match(p + 1, $0) } }
            return q < pathParts.count && component(Array(patternParts[p]), matches: Array(pathParts[q]))
                && match(p + 1, q + 1)
        }
        return match(0, 0)
    }

    private static func component(_ pattern: [Character], matches name: [Character]) -> Bool {
        func match(_ p: Int, _ n: Int) -> Bool {
            if p == pattern.count { return n == name.count }
            switch pattern[p] {
            case "*": return (n...name.count).contains { match(p + 1, $0) }
            case "?": return n < name.count && match(p + 1, n + 1)
            default: return n < name.count && pattern[p] == name[n] && match(p + 1, n + 1)
            }
        }
        return match(0, 0)
    }
}
