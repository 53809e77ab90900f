package import Foundation
import PreviewFiles
import PreviewViews
internal import TOMLKit

extension ProjectConfiguration {
    /// The keys the file may have; anything else is a mistake worth reporting (a typo would silently do nothing).
    static let topLevelKeys: Set<String> = [
        "devices", "color-schemes", "dynamic-type-sizes", "orientations", "ignore", "targets", "clean-frames",
        "https",
    ]
    static let targetKeys: Set<String> = ["device", "color-scheme", "dynamic-type-size", "orientation"]

    /// No configuration comes close.
    static let maximumFileSize = 1 << 20

    /// Reads `url`; a missing file is the defaults. Inside `projectFolder` (where previewd.toml is unless `--config`
    /// names another) it is project content, read through `ProjectBoundary` like every other file of the project:
    /// a link there is refused, not followed. A file outside it was named by the user and is read as named.
    package static func load(_ url: URL, projectFolder: URL) throws(Error) -> ProjectConfiguration {
        let boundary = ProjectBoundary(root: projectFolder)
        let data: Data
        if let relative = boundary.relativePath(of: url) {
            switch boundary.read(relative, maximumSize: maximumFileSize) {
            case .success(let file): data = file.data
            case .failure(.missing): return .defaults
            case .failure(let refusal):
                throw Error(file: url.lastPathComponent, line: 1, key: "", message: "the file \(refusal)")
            }
        } else {
            guard FileManager.default.fileExists(atPath: url.path) else { return .defaults }
            guard let contents = FileManager.default.contents(atPath: url.path) else {
                throw Error(file: url.lastPathComponent, line: 1, key: "", message: "cannot read the file")
            }
            data = contents
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw Error(file: url.lastPathComponent, line: 1, key: "", message: "the file is not UTF-8 text")
        }
        return try parse(text, file: url.lastPathComponent)
    }

    /// Parses the text of a config file; every error names its line and key.
    package static func parse(_ text: String, file: String = fileName) throws(Error) -> ProjectConfiguration {
        if let problem = TOMLPreflight.firstProblem(in: text) {
            throw Error(file: file, line: problem.line, key: "", message: problem.message)
        }
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw Error(file: file, line: Int(error.source.begin.line), key: "", message: error.description)
        } catch {
            throw Error(file: file, line: 1, key: "", message: "\(error)")
        }
        let lines = KeyLines(text)
        func fail(_ key: String, _ message: String, section: (name: String, index: Int)? = nil) -> Error {
            let bare = key.split(separator: ".").last.map(String.init) ?? key
            let line =
                section.map { lines.line(of: bare, inArrayTable: $0.name, index: $0.index) } ?? lines.line(of: key)
            return Error(file: file, line: line, key: key, message: message)
        }

        for key in table.keys.sorted() where !topLevelKeys.contains(key) {
            throw fail(key, "unknown key (expected one of \(topLevelKeys.sorted().joined(separator: ", ")))")
        }
        func strings(_ key: String) throws(Error) -> [String]? {
            guard let value = table[key] else { return nil }
            guard let array = value.array else { throw fail(key, "expected a list of strings, like [\"…\"]") }
            var result: [String] = []
            for element in array {
                guard let string = element.string else { throw fail(key, "expected a list of strings, like [\"…\"]") }
                result.append(string)
            }
            guard !result.isEmpty else { throw fail(key, "the list is empty") }
            return result
        }

        let ignore = try strings("ignore") ?? []
        var cleanFrames = false
        var https = false
        if let value = table["https"] {
            guard let flag = value.bool else { throw fail("https", "expected true or false") }
            https = flag
        }
        if let value = table["clean-frames"] {
            guard let flag = value.bool else { throw fail("clean-frames", "expected true or false") }
            cleanFrames = flag
        }
        var targets: [Target] = []
        if let explicit = table["targets"] {
            for key in ["devices", "color-schemes", "dynamic-type-sizes", "orientations"] where table[key] != nil {
                throw fail(key, "give either [[targets]] or the lists devices/color-schemes/…, not both")
            }
            guard let array = explicit.array, array.count > 0 else {
                throw fail("targets", "expected [[targets]] tables, each with a 'device'")
            }
            for (index, element) in array.enumerated() {
                let path = "targets[\(index + 1)]"
                guard let entry = element.table else {
                    throw fail("targets", "expected [[targets]] tables, each with a 'device'")
                }
                let section = (name: "targets", index: index)
                for key in entry.keys.sorted() where !targetKeys.contains(key) {
                    throw fail(
                        "\(path).\(key)",
                        "unknown key (expected one of \(targetKeys.sorted().joined(separator: ", ")))", section: section
                    )
                }
                func value(_ key: String) throws(Error) -> String? {
                    guard let raw = entry[key] else { return nil }
                    guard let string = raw.string else {
                        throw fail("\(path).\(key)", "expected a string", section: section)
                    }
                    return string
                }
                guard let deviceID = try value("device") else {
                    throw Error(
                        file: file, line: lines.line(ofArrayTable: "targets", index: index), key: path,
                        message: "missing 'device'")
                }
                let device = try parseDevice(deviceID) { fail("\(path).device", $0, section: section) }
                let scheme = try parseEnum(try value("color-scheme") ?? "light", ColorScheme.self) {
                    fail("\(path).color-scheme", $0, section: section)
                }
                let size = try parseEnum(try value("dynamic-type-size") ?? "large", DynamicTypeSize.self) {
                    fail("\(path).dynamic-type-size", $0, section: section)
                }
                let orientation = try parseEnum(try value("orientation") ?? "portrait", Orientation.self) {
                    fail("\(path).orientation", $0, section: section)
                }
                targets.append(
                    Target(device: device, colorScheme: scheme, dynamicTypeSize: size, orientation: orientation))
            }
        } else {
            var devices: [Device] = []
            for id in try strings("devices") ?? DeviceCatalog.defaultTargets.map(\.device.id).uniqued() {
                devices.append(try parseDevice(id) { fail("devices", $0) })
            }
            var schemes: [ColorScheme] = []
            for name in try strings("color-schemes") ?? ["light", "dark"] {
                schemes.append(try parseEnum(name, ColorScheme.self) { fail("color-schemes", $0) })
            }
            var sizes: [DynamicTypeSize] = []
            for name in try strings("dynamic-type-sizes") ?? ["large"] {
                sizes.append(try parseEnum(name, DynamicTypeSize.self) { fail("dynamic-type-sizes", $0) })
            }
            var orientations: [Orientation] = []
            for name in try strings("orientations") ?? ["portrait"] {
                orientations.append(try parseEnum(name, Orientation.self) { fail("orientations", $0) })
            }
            let matrix = Matrix(
                devices: devices, colorSchemes: schemes, dynamicTypeSizes: sizes, orientations: orientations)
            var configuration = ProjectConfiguration(
                targets: matrix.targets.uniqued(by: \.id), ignore: ignore, matrix: matrix)
            configuration.cleanFrames = cleanFrames
            configuration.https = https
            return configuration
        }
        var configuration = ProjectConfiguration(targets: targets.uniqued(by: \.id), ignore: ignore, matrix: nil)
        configuration.cleanFrames = cleanFrames
        configuration.https = https
        return configuration
    }

    /// This configuration with `serve`'s flags applied: each flag given replaces that list of the file's matrix
    /// (of the defaults' when the file lists targets explicitly).
    package func applying(_ overrides: Overrides) throws(Error) -> ProjectConfiguration {
        guard !overrides.isEmpty else { return self }
        func fail(_ flag: String) -> (String) -> Error {
            { Error(file: "command line", line: 0, key: flag, message: $0) }
        }
        var matrix = self.matrix ?? .defaults
        if !overrides.devices.isEmpty {
            var devices: [Device] = []
            for id in overrides.devices { devices.append(try Self.parseDevice(id, fail("--device"))) }
            matrix.devices = devices
        }
        if !overrides.colorSchemes.isEmpty {
            var schemes: [ColorScheme] = []
            for name in overrides.colorSchemes {
                schemes.append(try Self.parseEnum(name, ColorScheme.self, fail("--color-scheme")))
            }
            matrix.colorSchemes = schemes
        }
        if !overrides.dynamicTypeSizes.isEmpty {
            var sizes: [DynamicTypeSize] = []
            for name in overrides.dynamicTypeSizes {
                sizes.append(try Self.parseEnum(name, DynamicTypeSize.self, fail("--dynamic-type-size")))
            }
            matrix.dynamicTypeSizes = sizes
        }
        if !overrides.orientations.isEmpty {
            var orientations: [Orientation] = []
            for name in overrides.orientations {
                orientations.append(try Self.parseEnum(name, Orientation.self, fail("--orientation")))
            }
            matrix.orientations = orientations
        }
        var configuration = ProjectConfiguration(
            targets: matrix.targets.uniqued(by: \.id), ignore: ignore, matrix: matrix)
        configuration.cleanFrames = cleanFrames
        configuration.https = https
        return configuration
    }

    private static func parseDevice(_ id: String, _ fail: (String) -> Error) throws(Error) -> Device {
        guard let device = DeviceCatalog.device(id: id) else {
            throw fail("unknown device '\(id)' (known: \(DeviceCatalog.devices.map(\.id).joined(separator: ", ")))")
        }
        return device
    }

    private static func parseEnum<Value: RawRepresentable & CaseIterable>(
        _ name: String, _ type: Value.Type, _ fail: (String) -> Error
    ) throws(Error) -> Value where Value.RawValue == String {
        if let value = Value(rawValue: name) { return value }
        // Dynamic Type sizes are camel case in SwiftUI (xxxLarge); accept any letter case.
        if let value = Value.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) { return value }
        throw fail(
            "unknown value '\(name)' (expected one of \(Value.allCases.map(\.rawValue).joined(separator: ", ")))")
    }
}

/// Where keys sit in the file's text, for error lines: TOMLKit reports positions only for syntax errors.
private struct KeyLines {
    let lines: [Substring]

    init(_ text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The line of a top-level `key = …` (before the first table header), else 1.
    func line(of key: String) -> Int {
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("[") { break }
            if assigns(trimmed, key) { return index + 1 }
        }
        return 1
    }

    /// The line of the `index`-th (0-based) `[[name]]` header.
    func line(ofArrayTable name: String, index: Int) -> Int {
        var seen = -1
        for (number, line) in lines.enumerated()
        where line.trimmingCharacters(in: .whitespaces).hasPrefix("[[\(name)]]") {
            seen += 1
            if seen == index { return number + 1 }
        }
        return 1
    }

    /// The line of `key = …` inside the `index`-th `[[name]]` table, else that table's header.
    func line(of key: String, inArrayTable name: String, index: Int) -> Int {
        let header = line(ofArrayTable: name, index: index)
        for number in header..<lines.count {
            let trimmed = lines[number].trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("[") { break }
            if assigns(trimmed, key) { return number + 1 }
        }
        return header
    }

    private func assigns(_ line: String, _ key: String) -> Bool {
        for candidate in [key, "\"\(key)\""] where line.hasPrefix(candidate) {
            if line.dropFirst(candidate.count).trimmingCharacters(in: .whitespaces).hasPrefix("=") { return true }
        }
        return false
    }
}

extension Array where Element: Hashable {
    fileprivate func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}

extension Array {
    fileprivate func uniqued<Key: Hashable>(by key: (Element) -> Key) -> [Element] {
        var seen: Set<Key> = []
        return filter { seen.insert(key($0)).inserted }
    }
}
