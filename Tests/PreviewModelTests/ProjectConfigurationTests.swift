import Foundation
import PreviewViews
import Testing

@testable import PreviewModel

@Suite struct ProjectConfigurationTests {
    @Test func noFileMeansTheDefaults() throws {
        let missing = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/previewd.toml")
        #expect(try ProjectConfiguration.load(missing, projectFolder: missing.deletingLastPathComponent()) == .defaults)
        #expect(try ProjectConfiguration.parse("") .targets == DeviceCatalog.defaultTargets)
    }

    @Test func theListsMakeACrossProduct() throws {
        let configuration = try ProjectConfiguration.parse(
            """
            # every iPhone size in dark mode, at two text sizes, both ways round
            devices = ["iphone-se", "iphone-15-pro-max"]
            color-schemes = ["dark"]
            dynamic-type-sizes = ["large", "accessibility3"]
            orientations = ["portrait", "landscape"]
            ignore = ["Generated/**", "*.mock.swift"]
            """)
        #expect(configuration.targets.count == 8)
        #expect(configuration.targets.first?.id == "iphone-se-dark")
        #expect(configuration.targets.contains { $0.id == "iphone-15-pro-max-dark-accessibility3-landscape" })
        #expect(configuration.ignore == ["Generated/**", "*.mock.swift"])
    }

    @Test func anExplicitListGivesExactlyThoseTargets() throws {
        let configuration = try ProjectConfiguration.parse(
            """
            [[targets]]
            device = "iphone-se"

            [[targets]]
            device = "ipad-pro-11"
            color-scheme = "dark"
            dynamic-type-size = "xxxLarge"
            orientation = "landscape"
            """)
        #expect(configuration.targets.map(\.id) == ["iphone-se-light", "ipad-pro-11-dark-xxxlarge-landscape"])
    }

    @Test(arguments: [
        ("devices = [\"iphone-se\"]\ncolor-schemes = [\"sepia\"]\n", 2, "color-schemes", "unknown value 'sepia'"),
        ("# devices\n\ndevices = [\"iphone-99\"]\n", 3, "devices", "unknown device 'iphone-99'"),
        ("devices = \"iphone-se\"\n", 1, "devices", "expected a list of strings"),
        ("devices = []\n", 1, "devices", "the list is empty"),
        ("orientations = [\"portrait\"]\ncolour-schemes = [\"dark\"]\n", 2, "colour-schemes", "unknown key"),
        (
            "[[targets]]\ndevice = \"iphone-se\"\n[[targets]]\norientation = \"landscape\"\n", 3, "targets[2]",
            "missing 'device'"
        ),
        (
            "[[targets]]\ndevice = \"iphone-se\"\n\n[[targets]]\ndevice = \"ipad-pro-11\"\nscale = 2\n", 6,
            "targets[2].scale", "unknown key"
        ),
        ("devices = [\"iphone-se\"]\n[[targets]]\ndevice = \"iphone-se\"\n", 1, "devices", "not both"),
        ("devices = [\"iphone-se\"\ncolor-schemes = [\"dark\"]\n", 2, "", "expected comma"),
        ("a = = 1\n", 1, "", "could not determine value type"),
    ])
    func problemsNameTheirLineAndKey(_ text: String, _ line: Int, _ key: String, _ message: String) {
        #expect {
            _ = try ProjectConfiguration.parse(text)
        } throws: { error in
            guard let error = error as? ProjectConfiguration.Error else { return false }
            return error.file == "previewd.toml" && error.line == line && error.key == key
                && error.message.contains(message)
        }
    }

    @Test func flagsReplaceTheFilesLists() throws {
        let file = try ProjectConfiguration.parse(
            "devices = [\"iphone-se\", \"ipad-pro-11\"]\ncolor-schemes = [\"dark\"]\n")
        let overridden = try file.applying(.init(colorSchemes: ["light"], orientations: ["landscape"]))
        #expect(overridden.targets.map(\.id) == ["iphone-se-light-landscape", "ipad-pro-11-light-landscape"])
        #expect(try file.applying(.init()) == file)
        // Over an explicit list, flags start from the default matrix.
        let explicit = try ProjectConfiguration.parse("[[targets]]\ndevice = \"iphone-se\"\n")
        #expect(
            try explicit.applying(.init(devices: ["ipad-pro-11"])).targets.map(\.id) == [
                "ipad-pro-11-light", "ipad-pro-11-dark",
            ])
        #expect {
            _ = try file.applying(.init(devices: ["nope"]))
        } throws: { error in
            "\(error)" == """
                command line: --device: unknown device 'nope' (known: iphone-se, iphone-15-pro, iphone-15-pro-max, \
                ipad-mini, ipad-air-11, ipad-pro-11, ipad-air-13, ipad-pro-13)
                """
        }
    }

    @Test func errorsReadAsOneLine() {
        let error = ProjectConfiguration.Error(
            file: "previewd.toml", line: 3, key: "devices", message: "unknown device 'x'")
        #expect(error.description == "previewd.toml:3: devices: unknown device 'x'")
    }

    @Test(arguments: [
        ("Generated/**", "Generated/Models/A.swift", true), ("Generated/**", "Sources/A.swift", false),
        ("*.mock.swift", "Sources/Deep/User.mock.swift", true), ("*.mock.swift", "Sources/User.swift", false),
        ("Sources/*/Preview?.swift", "Sources/Feed/Preview1.swift", true),
        ("Sources/*/Preview?.swift", "Sources/Feed/Deep/Preview1.swift", false),
        ("**/Fixtures/*.swift", "Fixtures/A.swift", true), ("**/Fixtures/*.swift", "a/b/Fixtures/A.swift", true),
    ])
    func ignoreGlobs(_ pattern: String, _ path: String, _ expected: Bool) {
        #expect(ProjectConfiguration(ignore: [pattern]).ignores(path) == expected)
    }
}
