import Foundation
@testable import PreviewFuzzHarnesses
import Testing

/// The seeds of the libFuzzer harnesses that no other test replays (the interpreter's corpus and the render seeds
/// have suites of their own), run once each through the stage their harness fuzzes, as `scripts/fuzz TARGET
/// --replay` runs them. A seed kept after a finding holds its fix.
struct HarnessSeedTests {
    static let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fuzz/Seeds", isDirectory: true).standardized

    static func seedTexts(_ harness: String) throws -> [(name: String, text: String)] {
        let folder = seeds.appendingPathComponent(harness, isDirectory: true)
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted()
            .map { name in
                (name, String(decoding: try Data(contentsOf: folder.appendingPathComponent(name)), as: UTF8.self))
            }
    }

    @Test func messageSeedsKeepTheSessionsProperties() throws {
        let seeds = try Self.seedTexts("messages")
        #expect(!seeds.isEmpty)
        for (name, text) in seeds {
            #expect(ClientMessageConversation.violations(text) == [], "\(name)")
        }
    }

    @Test func configurationSeedsKeepTheParsersProperties() throws {
        let seeds = try Self.seedTexts("config")
        #expect(!seeds.isEmpty)
        for (name, text) in seeds {
            #expect(ConfigurationParse.violations(text) == [], "\(name)")
        }
    }

}
