import Foundation
import PreviewFiles
import PreviewTestSupport
import Testing

@testable import PreviewModel

/// A catalog file that is there but cannot be opened now (`EMFILE`, `EIO`) is stale, not deleted: the catalog read
/// again keeps its last version, with a warning, and reads it anew once it can.
struct AssetCatalogStaleTests {
    private static let imageSet = #"{ "images" : [ { "filename" : "a.png", "idiom" : "universal" } ] }"#
    private static let colorSet =
        #"{ "colors" : [ { "color" : { "components" : { "red" : "1", "green" : "0", "blue" : "0" } } } ] }"#

    private func folder() throws -> ProjectFolder {
        let folder = try ProjectFolder([
            "Assets.xcassets/Photo.imageset/Contents.json": Self.imageSet,
            "Assets.xcassets/Brand.colorset/Contents.json": Self.colorSet,
        ])
        try folder.write("Assets.xcassets/Photo.imageset/a.png", pngHeader(width: 40, height: 30))
        return folder
    }

    /// Reads through the boundary, except that `failing` cannot be opened (as with a full descriptor table).
    private func catalog(
        _ folder: ProjectFolder, previous: AssetCatalog, failing: String? = nil
    ) -> AssetCatalog {
        let boundary = ProjectBoundary(root: folder.root)
        return AssetCatalog(boundary: boundary, previous: previous) { path, limit in
            path == failing ? .failure(.unreadable(errno: EMFILE)) : boundary.read(path, maximumSize: limit)
        }
    }

    @Test func anImageFileThatCannotBeOpenedKeepsItsLastVersion() throws {
        let folder = try folder()
        let first = catalog(folder, previous: AssetCatalog())
        try folder.write("Assets.xcassets/Photo.imageset/a.png", pngHeader(width: 80, height: 60))
        let stale = catalog(folder, previous: first, failing: "Assets.xcassets/Photo.imageset/a.png")
        #expect(stale.image(named: "Photo", scale: 1)?.pixelWidth == 40, "the last readable version")
        #expect(stale.diagnostics.count == 1)
        #expect(stale.diagnostics.first?.severity == .warning)
        #expect(stale.diagnostics.first?.message.contains("last readable version") == true, "\(stale.diagnostics)")
        let again = catalog(folder, previous: stale)
        #expect(again.image(named: "Photo", scale: 1)?.pixelWidth == 80)
        #expect(again.diagnostics.isEmpty)
    }

    @Test func aContentsFileThatCannotBeOpenedKeepsItsSet() throws {
        let folder = try folder()
        let first = catalog(folder, previous: AssetCatalog())
        let stale = catalog(folder, previous: first, failing: "Assets.xcassets/Brand.colorset/Contents.json")
        #expect(stale.color(named: "Brand") == first.color(named: "Brand"))
        #expect(stale.diagnostics.map(\.severity) == [.warning], "\(stale.diagnostics)")
        let staleImage = catalog(folder, previous: first, failing: "Assets.xcassets/Photo.imageset/Contents.json")
        #expect(staleImage.images["Photo"] == first.images["Photo"])
    }

    @Test func withoutAnEarlierVersionItIsLeftOutAsAnError() throws {
        let folder = try folder()
        let catalog = catalog(folder, previous: AssetCatalog(), failing: "Assets.xcassets/Photo.imageset/a.png")
        #expect(catalog.image(named: "Photo", scale: 1) == nil)
        #expect(catalog.diagnostics.map(\.severity) == [.error], "\(catalog.diagnostics)")
    }

    @Test func aMissingFileIsGoneNotStale() throws {
        let folder = try folder()
        let first = catalog(folder, previous: AssetCatalog())
        try FileManager.default.removeItem(
            at: folder.root.appendingPathComponent("Assets.xcassets/Photo.imageset/a.png"))
        let after = catalog(folder, previous: first)
        #expect(after.image(named: "Photo", scale: 1) == nil)
        #expect(after.diagnostics.first?.message.contains("does not exist") == true, "\(after.diagnostics)")
    }
}
