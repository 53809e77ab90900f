import Foundation
import PreviewViews
import Testing

/// The project's `AccentColor` colour set is the default tint of controls and links; `.tint(_:)` beats it.
@Suite("Accent colour")
struct AccentColorTests {
    /// A colour set in light (#cc3366) and dark (#ff6699) appearance.
    static let accentColorSet = """
        {
          "colors" : [
            { "idiom" : "universal", "color" : { "color-space" : "srgb",
              "components" : { "red" : "0.800", "green" : "0.200", "blue" : "0.400", "alpha" : "1.000" } } },
            { "idiom" : "universal", "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
              "color" : { "color-space" : "srgb",
              "components" : { "red" : "1.000", "green" : "0.400", "blue" : "0.600", "alpha" : "1.000" } } }
          ],
          "info" : { "author" : "xcode", "version" : 1 }
        }
        """
    static let accent = "#cc3366/#ff6699"

    static let controls = """
        VStack {
            Button("Go") {}
            Link("Site", destination: URL(string: "https://example.com")!)
            ProgressView(value: 0.5)
            Text("Tinted").foregroundStyle(.tint)
            Switch()
        }
        """

    func fixture(body: String, accentColor: Bool = true) throws -> InterpreterFixture {
        let switchView = """
            struct Switch: View {
                @State var on = true
                var body: some View { Toggle("On", isOn: $on) }
            }

            """
        var files = ["Preview.swift": "import SwiftUI\n\n" + switchView + "#Preview {\n" + body + "\n}\n"]
        if accentColor { files["App/Assets.xcassets/AccentColor.colorset/Contents.json"] = Self.accentColorSet }
        return try InterpreterFixture(files)
    }

    @Test func controlsAndLinksTakeTheProjectsAccentColor() throws {
        let dump = try fixture(body: Self.controls).cleanDump()
        // The button's and the link's text, the progress bar's fill and `.tint` as a style.
        #expect(dump.components(separatedBy: "foreground \(Self.accent)").count - 1 == 3, "\(dump)")
        #expect(dump.contains("fill \(Self.accent)"), "\(dump)")
        #expect(!dump.contains("accentColor"), "\(dump)")
        // iOS draws a toggle green whatever the accent colour: only `.tint` changes it.
        #expect(dump.contains("fill green"), "\(dump)")
    }

    @Test func tintBeatsTheAccentColor() throws {
        let dump = try fixture(body: "VStack {\n" + Self.controls + "\n}.tint(.orange)").cleanDump()
        #expect(!dump.contains(Self.accent), "\(dump)")
        #expect(dump.contains("foreground orange") && dump.contains("fill orange"), "\(dump)")
    }

    @Test("bordered and borderless buttons draw their label in the accent colour; a plain one does not")
    func buttonStyles() throws {
        let body = """
            VStack {
                Button("Bordered") {}.buttonStyle(.bordered)
                Button("Borderless") {}.buttonStyle(.borderless)
                Button("Plain") {}.buttonStyle(.plain)
            }
            """
        let dump = try fixture(body: body).cleanDump()
        let lines = dump.components(separatedBy: "\n")
        let plain = try #require(lines.firstIndex { $0.contains("Text \"Plain\"") })
        #expect(!lines[plain - 1].contains("foreground"), "\(dump)")
        let bordered = try #require(lines.firstIndex { $0.contains("Text \"Bordered\"") })
        #expect(lines[bordered - 1].contains("foreground \(Self.accent)"), "\(dump)")
        let borderless = try #require(lines.firstIndex { $0.contains("Text \"Borderless\"") })
        #expect(lines[borderless - 1].contains("foreground \(Self.accent)"), "\(dump)")
    }

    @Test func withoutAnAccentColorSetControlsAreBlue() throws {
        let dump = try fixture(body: Self.controls, accentColor: false).cleanDump()
        #expect(dump.contains("foreground accentColor") && dump.contains("fill accentColor"), "\(dump)")
        #expect(SystemColor.accentColor.resolved(in: .light) == SystemColor.blue.resolved(in: .light))
    }
}
