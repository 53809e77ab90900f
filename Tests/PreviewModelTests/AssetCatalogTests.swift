import Foundation
import PreviewModel
import PreviewTestSupport
import PreviewViews
import Testing

/// Colour and image sets read from `*.xcassets` folders, and kept current as the catalogs change.
struct AssetCatalogTests {
    /// A colour set's Contents.json with an "any" colour and a dark one, components written as given.
    private static func colorSet(
        light: (String, String, String), dark: (String, String, String)?, alpha: String = "1.000",
        space: String = "srgb"
    ) -> String {
        func entry(_ rgb: (String, String, String), appearance: String) -> String {
            """
                {
                  \(appearance)"color" : {
                    "color-space" : "\(space)",
                    "components" : {
                      "alpha" : "\(alpha)", "blue" : "\(rgb.2)", "green" : "\(rgb.1)", "red" : "\(rgb.0)"
                    }
                  },
                  "idiom" : "universal"
                }
            """
        }
        let darkAppearance = #""appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],"#
        let entries = [entry(light, appearance: "")] + (dark.map { [entry($0, appearance: darkAppearance)] } ?? [])
        return """
            {
              "colors" : [
            \(entries.joined(separator: ",\n"))
              ],
              "info" : { "author" : "xcode", "version" : 1 }
            }
            """
    }

    /// SOI, an APP0 segment, then a progressive (SOF2) frame header.
    private static func jpeg(width: Int, height: Int) -> Data {
        let app0: [UInt8] = [0xFF, 0xE0, 0, 16] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        let sof2: [UInt8] = [0xFF, 0xC2, 0, 11, 8, UInt8(height >> 8), UInt8(height & 0xFF),
                             UInt8(width >> 8), UInt8(width & 0xFF), 1, 1, 0x11, 0]
        return Data([0xFF, 0xD8] + app0 + sof2 + [0xFF, 0xD9])
    }

    private static func imageSet(_ images: [(file: String, scale: String?, dark: Bool)]) -> String {
        let entries = images.map { image in
            let scale = image.scale.map { #", "scale" : "\#($0)""# } ?? ""
            let dark = image.dark ? #", "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ]"# : ""
            return #"    { "filename" : "\#(image.file)", "idiom" : "universal"\#(scale)\#(dark) }"#
        }
        return "{ \"images\" : [\n" + entries.joined(separator: ",\n") + "\n], \"info\" : { \"version\" : 1 } }\n"
    }

    private static func expectClose(
        _ color: RGBA?, _ expected: RGBA, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let color else { Issue.record("no colour", sourceLocation: sourceLocation); return }
        for (a, b) in [(color.red, expected.red), (color.green, expected.green), (color.blue, expected.blue),
                       (color.alpha, expected.alpha)] {
            #expect(abs(a - b) < 0.002, "\(color) is not \(expected)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: [
        ("float", ("0.502", "0.251", "1.000"), ("0.000", "0.000", "0.251")),
        ("8-bit", ("128", "64", "255"), ("0", "0", "64")),
        ("hex", ("0x80", "0x40", "0xFF"), ("0x00", "0x00", "0x40")),
    ])
    func colourWithDarkVariant(notation: String, light: (String, String, String), dark: (String, String, String))
        throws
    {
        let folder = try ProjectFolder([
            "App/Assets.xcassets/Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 } }"#,
            "App/Assets.xcassets/Accent.colorset/Contents.json": Self.colorSet(light: light, dark: dark),
            "App/Assets.xcassets/Plain.colorset/Contents.json": Self.colorSet(light: light, dark: nil),
        ])
        let project = try folder.load()
        #expect(project.diagnostics.isEmpty, "\(project.diagnostics)")
        let accent = try #require(project.assets.color(named: "Accent"), "\(notation)")
        Self.expectClose(accent.light, RGBA(128, 64, 255))
        Self.expectClose(accent.dark, RGBA(0, 0, 64))
        Self.expectClose(accent.resolved(in: .dark), RGBA(0, 0, 64))
        #expect(accent.file == "App/Assets.xcassets/Accent.colorset/Contents.json")
        let plain = try #require(project.assets.color(named: "Plain"))
        #expect(plain.dark == nil)
        Self.expectClose(plain.resolved(in: .dark), RGBA(128, 64, 255))
        #expect(project.assets.color(named: "Missing") == nil)
    }

    /// A checked-out package's catalog is read with the project's, which wins where both name a set.
    @Test func aCheckedOutPackagesCatalogIsReadAndTheProjectsOwnSetsWin() throws {
        let package = ".build/checkouts/DesignKit/Sources/DesignKit/Colors.xcassets"
        let folder = try ProjectFolder([
            package + "/Brand.colorset/Contents.json": Self.colorSet(light: ("0", "0", "255"), dark: nil),
            package + "/Shared.colorset/Contents.json": Self.colorSet(light: ("0", "0", "255"), dark: nil),
            "App/Assets.xcassets/Shared.colorset/Contents.json": Self.colorSet(light: ("255", "0", "0"), dark: nil),
        ])
        let project = try folder.load()
        #expect(project.diagnostics.isEmpty, "\(project.diagnostics)")
        Self.expectClose(try #require(project.assets.color(named: "Brand")).light, RGBA(0, 0, 255))
        Self.expectClose(try #require(project.assets.color(named: "Shared")).light, RGBA(255, 0, 0))
    }

    /// An app and its widget extension each have a catalog, often with the same `AccentColor`: that is no mistake.
    /// Two different colours of one name are worth a warning (one of them is not what some previews show), but
    /// not an error: every file was read.
    @Test func aColourInTwoCatalogsIsSilentWhenTheSameAndAWarningWhenNot() throws {
        let blue = ("0", "0", "255")
        let folder = try ProjectFolder([
            "App/Assets.xcassets/AccentColor.colorset/Contents.json": Self.colorSet(light: blue, dark: nil),
            "Widget/Assets.xcassets/AccentColor.colorset/Contents.json": Self.colorSet(light: blue, dark: nil),
            "App/Assets.xcassets/Brand.colorset/Contents.json": Self.colorSet(light: ("255", "0", "0"), dark: nil),
            "Widget/Assets.xcassets/Brand.colorset/Contents.json": Self.colorSet(light: ("0", "255", "0"), dark: nil),
        ])
        let project = try folder.load()
        let diagnostics = project.diagnostics
        #expect(diagnostics.count == 1, "\(diagnostics)")
        let brand = try #require(diagnostics.first)
        #expect(brand.severity == .warning)
        let first = "App/Assets.xcassets/Brand.colorset/Contents.json"
        #expect(brand.message == "colour 'Brand' is also defined in '\(first)'; that one is used")
        Self.expectClose(try #require(project.assets.color(named: "Brand")).light, RGBA(255, 0, 0))
    }

    /// Xcode's localisation export (`.xcloc`) copies the app's catalogs and sources; it is not part of any target.
    @Test func catalogsInsideXcodesExportBundlesAreNotRead() throws {
        let export = "Localizations/de.xcloc/Source Contents/App/Colors.xcassets"
        let folder = try ProjectFolder([
            "App/Colors.xcassets/Brand.colorset/Contents.json": Self.colorSet(light: ("255", "0", "0"), dark: nil),
            export + "/Brand.colorset/Contents.json": Self.colorSet(light: ("0", "0", "255"), dark: nil),
            export + "/OnlyExported.colorset/Contents.json": Self.colorSet(light: ("0", "0", "255"), dark: nil),
        ])
        let project = try folder.load()
        #expect(project.diagnostics.isEmpty, "\(project.diagnostics)")
        #expect(project.assets.color(named: "OnlyExported") == nil)
        Self.expectClose(try #require(project.assets.color(named: "Brand")).light, RGBA(255, 0, 0))
    }

    @Test func otherColourSpacesAndIdiomsAreReadAsSRGBPreferringTheIPhone() throws {
        let iPad = #"{ "idiom" : "ipad", "color" : { "components" : { "red" : "1", "green" : "0", "blue" : "0" } } }"#
        let universal = #"{ "idiom" : "universal", "color" : { "color-space" : "display-p3", "components" : "#
            + #"{ "red" : "0.000", "green" : "1.000", "blue" : "0.000", "alpha" : "0.500" } } }"#
        let gray = #"{ "color" : { "color-space" : "gray-gamma-22", "components" : "#
            + #"{ "white" : "0.5", "alpha" : "1" } } }"#
        let system = #"{ "color" : { "platform" : "ios", "reference" : "systemTealColor" }, "idiom" : "universal" }"#
        let folder = try ProjectFolder([
            "Assets.xcassets/Green.colorset/Contents.json": "{ \"colors\" : [ \(iPad), \(universal) ] }",
            "Assets.xcassets/Gray.colorset/Contents.json": "{ \"colors\" : [ \(gray) ] }",
            "Assets.xcassets/Teal.colorset/Contents.json": "{ \"colors\" : [ \(system) ] }",
            // Xcode's template: a slot with no colour chosen. Not a problem, just no colour.
            "Assets.xcassets/AccentColor.colorset/Contents.json": #"{ "colors" : [ { "idiom" : "universal" } ] }"#,
        ])
        let project = try folder.load()
        #expect(project.diagnostics.isEmpty, "\(project.diagnostics)")
        let assets = project.assets
        #expect(assets.color(named: "AccentColor") == nil)
        #expect(assets.color(named: "Teal")?.light == SystemColor.teal.resolved(in: .light))
        #expect(assets.color(named: "Teal")?.dark == SystemColor.teal.resolved(in: .dark))
        Self.expectClose(assets.color(named: "Green")?.light, RGBA(red: 0, green: 1, blue: 0, alpha: 0.5))
        Self.expectClose(assets.color(named: "Gray")?.light, RGBA(red: 0.5, green: 0.5, blue: 0.5))
    }

    @Test func foldersThatProvideANamespacePrefixTheName() throws {
        let set = Self.colorSet(light: ("1.000", "0.000", "0.000"), dark: nil)
        let folder = try ProjectFolder([
            "Assets.xcassets/Brand/Contents.json": #"{ "properties" : { "provides-namespace" : true } }"#,
            "Assets.xcassets/Brand/Primary.colorset/Contents.json": set,
            "Assets.xcassets/Brand/Logos/Contents.json": #"{ "properties" : { "provides-namespace" : true } }"#,
            "Assets.xcassets/Brand/Logos/Mark.colorset/Contents.json": set,
            "Assets.xcassets/Loose/Contents.json": #"{ "info" : { "version" : 1 } }"#,
            "Assets.xcassets/Loose/Secondary.colorset/Contents.json": set,
            "Assets.xcassets/NoContents/Tertiary.colorset/Contents.json": set,
        ])
        let project = try folder.load()
        #expect(project.diagnostics.isEmpty, "\(project.diagnostics)")
        #expect(project.assets.colors.keys.sorted() == ["Brand/Logos/Mark", "Brand/Primary", "Secondary", "Tertiary"])
    }

    @Test func imageSetPicksTheScaleAndAppearance() throws {
        let folder = try ProjectFolder([
            "Assets.xcassets/Photo.imageset/Contents.json": Self.imageSet([
                ("photo.png", "1x", false), ("photo@2x.png", "2x", false), ("photo@3x.jpg", "3x", false),
                ("photo-dark@2x.png", "2x", true),
            ]),
            "Assets.xcassets/Sparse.imageset/Contents.json": Self.imageSet([
                ("a.png", "1x", false), ("a@3x.png", "3x", false), ("photo.heic", nil, false),
            ]),
            "Assets.xcassets/Single.imageset/Contents.json": Self.imageSet([("single.png", nil, false)]),
        ])
        try folder.write("Assets.xcassets/Photo.imageset/photo.png", pngHeader(width: 40, height: 30))
        try folder.write("Assets.xcassets/Photo.imageset/photo@2x.png", pngHeader(width: 80, height: 60))
        try folder.write("Assets.xcassets/Photo.imageset/photo@3x.jpg", Self.jpeg(width: 120, height: 90))
        try folder.write("Assets.xcassets/Photo.imageset/photo-dark@2x.png", pngHeader(width: 82, height: 62))
        try folder.write("Assets.xcassets/Sparse.imageset/a.png", pngHeader(width: 10, height: 10))
        try folder.write("Assets.xcassets/Sparse.imageset/a@3x.png", pngHeader(width: 30, height: 30))
        try folder.write("Assets.xcassets/Sparse.imageset/photo.heic", "ftypheic")
        try folder.write("Assets.xcassets/Single.imageset/single.png", pngHeader(width: 64, height: 64))
        let project = try folder.load()
        #expect(project.diagnostics.isEmpty, "\(project.diagnostics)")
        let assets = project.assets

        let threeX = try #require(assets.image(named: "Photo", scale: 3))
        #expect((threeX.pixelWidth, threeX.pixelHeight, threeX.scale) == (120, 90, 3))
        #expect(threeX.file == "Assets.xcassets/Photo.imageset/photo@3x.jpg")
        #expect(threeX.path == folder.root.appendingPathComponent(threeX.file).standardizedFileURL.path)
        #expect(assets.image(named: "Photo", scale: 2)?.pixelWidth == 80)
        #expect(assets.image(named: "Photo", scale: 1)?.pixelWidth == 40)
        #expect(assets.image(named: "Photo", scale: 3, colorScheme: .dark)?.pixelWidth == 82, "the only dark file")
        #expect(assets.image(named: "Sparse", scale: 2)?.scale == 3, "the nearest larger scale")
        #expect(assets.image(named: "Sparse", scale: 2)?.pixelWidth == 30)
        #expect(assets.images["Sparse"]?.variants.count == 2, "the HEIC file is skipped")
        #expect(assets.image(named: "Single", scale: 3)?.scale == 1)
        #expect(assets.image(named: "Missing", scale: 2) == nil)
    }

    @Test func malformedOrMissingFilesAreDiagnosticsAndTheRestLoads() throws {
        let folder = try ProjectFolder([
            "Card.swift": "import SwiftUI\n#Preview { Text(\"x\") }\n",
            "Assets.xcassets/Broken.colorset/Contents.json": #"{ "colors" : [ { "color" : "#,
            "Assets.xcassets/Wrong.colorset/Contents.json": #"{ "colors" : "red" }"#,
            "Assets.xcassets/Good.colorset/Contents.json": Self.colorSet(light: ("0", "0", "0"), dark: nil),
            "Assets.xcassets/Gone.imageset/Contents.json": Self.imageSet([("gone@2x.png", "2x", false)]),
            "Assets.xcassets/Fake.imageset/Contents.json": Self.imageSet([("fake.png", "1x", false)]),
            "Assets.xcassets/Fake.imageset/fake.png": "not a PNG at all, just text",
        ])
        try FileManager.default.createDirectory(
            at: folder.root.appendingPathComponent("Assets.xcassets/Empty.colorset"), withIntermediateDirectories: true)
        // A PNG whose header says it is larger than previews decode (a 20,000-pixel square is 1.6 GB of pixels).
        try folder.write("Assets.xcassets/Huge.imageset/Contents.json", Self.imageSet([("huge.png", "1x", false)]))
        try folder.write("Assets.xcassets/Huge.imageset/huge.png", pngHeader(width: 20_000, height: 20_000))
        let project = try folder.load()
        #expect(project.previews.count == 1)
        #expect(project.assets.color(named: "Good") != nil)
        #expect(project.assets.color(named: "Broken") == nil)
        let byFile = Dictionary(grouping: project.diagnostics, by: \.file).mapValues { $0.map(\.message) }
        #expect(byFile["Assets.xcassets/Broken.colorset/Contents.json"]
            == ["colour set 'Broken' skipped: 'Contents.json' is not valid JSON"])
        #expect(byFile["Assets.xcassets/Wrong.colorset/Contents.json"]
            == ["colour set 'Wrong' skipped: 'Contents.json' has an unexpected value at 'colors'"])
        #expect(byFile["Assets.xcassets/Empty.colorset/Contents.json"]
            == ["colour set 'Empty' has no readable 'Contents.json'; skipped"])
        #expect(byFile["Assets.xcassets/Gone.imageset/Contents.json"]
            == ["image set 'Gone' lists 'gone@2x.png', which does not exist"])
        #expect(byFile["Assets.xcassets/Fake.imageset/fake.png"] == ["'fake.png' is not a readable PNG image; skipped"])
        #expect(
            byFile["Assets.xcassets/Huge.imageset/huge.png"]
                == ["'huge.png' is 20000×20000 pixels, more than previews decode (16384 a side); skipped"])
        #expect(project.assets.images["Huge"]?.variants.isEmpty == true)
        #expect(project.diagnostics.allSatisfy { $0.severity == .error && $0.line == 1 })
    }

    @Test func changesInsideACatalogReloadIt() throws {
        let red = Self.colorSet(light: ("255", "0", "0"), dark: nil)
        let blue = Self.colorSet(light: ("0", "0", "255"), dark: ("0", "0", "128"))
        let path = "Assets.xcassets/Accent.colorset/Contents.json"
        let folder = try ProjectFolder(["Card.swift": "struct Card {}\n", path: red])
        var project = try folder.load()
        var changed: Bool
        #expect(project.generation == 1)

        changed = project.apply(changedPaths: [path])
        #expect(!changed, "an unchanged save")
        try folder.write(path, blue)
        changed = project.apply(changedPaths: [path])
        #expect(changed)
        #expect(project.generation == 2)
        Self.expectClose(project.assets.color(named: "Accent")?.dark, RGBA(0, 0, 128))

        // A new set, reported as its folder only; then a broken save, reported and then fixed.
        try folder.write("Assets.xcassets/New.colorset/Contents.json", red)
        changed = project.apply(changedPaths: ["Assets.xcassets/New.colorset"])
        #expect(changed)
        #expect(project.assets.color(named: "New") != nil)
        try folder.write(path, "{")
        changed = project.apply(changedPaths: [path])
        #expect(changed)
        #expect(project.assets.color(named: "Accent") == nil)
        #expect(project.diagnostics.map(\.file) == [path])
        try folder.write(path, red)
        changed = project.apply(changedPaths: [path])
        #expect(changed)
        #expect(project.diagnostics.isEmpty)

        // Replacing an image's pixels changes the model even at the same size.
        try folder.write("Assets.xcassets/Photo.imageset/Contents.json", Self.imageSet([("p.png", "1x", false)]))
        try folder.write("Assets.xcassets/Photo.imageset/p.png", pngHeader(width: 8, height: 8))
        changed = project.apply(changedPaths: ["Assets.xcassets/Photo.imageset/Contents.json"])
        #expect(changed)
        try folder.write("Assets.xcassets/Photo.imageset/p.png", pngHeader(width: 8, height: 8) + Data([0]))
        changed = project.apply(changedPaths: ["Assets.xcassets/Photo.imageset/p.png"])
        #expect(changed)

        // Catalogs in build folders are neither read nor reloaded.
        try folder.write(".build/checkouts/Kit/Kit.xcassets/Hidden.colorset/Contents.json", red)
        changed = project.apply(changedPaths: [".build/checkouts/Kit/Kit.xcassets/Hidden.colorset/Contents.json"])
        #expect(!changed)
        changed = try project.reload()
        #expect(!changed)
        #expect(project.assets.color(named: "Hidden") == nil)

        try folder.remove("Assets.xcassets")
        changed = project.apply(changedPaths: ["Assets.xcassets"])
        #expect(changed)
        #expect(project.assets.colors.isEmpty && project.assets.images.isEmpty)
    }
}
