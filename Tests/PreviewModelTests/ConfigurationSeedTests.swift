import Foundation
import Testing

@testable import PreviewModel

/// The checked-in seeds of `scripts/fuzz config` stay meaningful: the good ones parse, the broken one is an error
/// naming its line, and none of them stops the process.
@Suite struct ConfigurationSeedTests {
    static let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fuzz/Seeds/config").standardized

    @Test func seedsParseOrFailWithALine() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.seeds, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "toml" }.sorted { $0.path < $1.path }
        #expect(files.map(\.lastPathComponent) == ["broken.toml", "explicit.toml", "matrix.toml"])
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            if file.lastPathComponent == "broken.toml" {
                #expect(throws: ProjectConfiguration.Error.self) { try ProjectConfiguration.parse(text) }
            } else {
                #expect(try !ProjectConfiguration.parse(text).targets.isEmpty, "\(file.lastPathComponent)")
            }
        }
    }
}
