import Foundation
import PreviewModel
import PreviewViews
import Testing

/// The example projects in `Examples/` load without diagnostics and every preview in them is discovered: named
/// and unnamed `#Preview`s (with traits and `@Previewable`), and each view of a `PreviewProvider`.
struct ExamplesDiscoveryTests {
    /// `Examples/` in this repository, found from this file's path (Tests/PreviewModelTests/…).
    private static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples", isDirectory: true)

    private static let expectedNames: [String: Set<String>] = [
        "PhotoCollage": [
            // AccessibilityPreviews.swift
            "Collaborator, extra small", "Collaborator, accessibility 3", "Collaborator at every size",
            "Sync failed, XXXL", "Effects, accessibility 5, dark", "Layout picker, accessibility 2",
            "ContentView 1",
            "AvatarView 1",
            "Online, with photo", "Offline, initials", "Very long name", "Online, dark", "In a list",
            "CollaboratorStrip 1",
            "Featured, three photos", "Grid with empty slots",
            "Weekend in Lisbon", "New, not shared", "Noir, dark",
            "EffectBar 1",
            "Original", "Noir, constant binding", "Interactive, vivid",
            "In the editor's bottom bar",
            "Every layout", "Selected, dark",
            "Photo, placeholder, empty", "Noir effects",
            "Syncing", "Failed", "Offline and up to date",
        ],
        "Onboarding": [
            "PermissionRow 1",
            "Everything allowed", "Mixed",
            "First step", "Microphone, camera allowed", "Screen recording, microphone denied", "Dark",
            "Accessibility 2",
            "ProgressDots 1",
            "RequestButtonStyle 1",
        ],
        "Notes": [
            "EmptyNotesView 1", "ErrorMessageView 1", "NoteRow 1",
            "Success", "Failure", "Very long text", "Empty", "Emoji", "Loading",
        ],
    ]

    @Test(arguments: ["PhotoCollage", "Onboarding", "Notes"])
    func everyPreviewIsDiscovered(example: String) throws {
        let project = try Project(root: Self.examples.appendingPathComponent(example))
        #expect(project.diagnostics.isEmpty, "\(project.diagnostics)")
        let names = project.previews.map(\.name)
        #expect(Set(names) == Self.expectedNames[example], "found \(names)")
        #expect(names.count == Self.expectedNames[example]?.count, "a preview found twice: \(names)")
        #expect(Set(project.previews.map(\.id)).count == project.previews.count, "ids are unique")
    }

    @Test func idsFollowTheFileAndPreviewNames() throws {
        let project = try Project(root: Self.examples.appendingPathComponent("PhotoCollage"))
        let ids = Set(project.previews.map(\.id))
        for id in [
            "EffectsInspector.original", "EffectsInspector_Previews.interactive-vivid", "AvatarView.preview-1",
            "CollaboratorCell_Previews.very-long-name", "AccessibilityPreviews.sync-failed-xxxl",
        ] {
            #expect(ids.contains(id), "\(id) not in \(ids.sorted())")
        }
    }

    @Test func photoCollageAssetsAreRead() throws {
        let assets = try Project(root: Self.examples.appendingPathComponent("PhotoCollage")).assets
        let accent = try #require(assets.color(named: "CollageAccent"))
        #expect(accent.light == RGBA(red: 0.925, green: 0.337, blue: 0.412))
        #expect(accent.dark == RGBA(255, 0x7A, 0x8A))
        #expect(assets.color(named: "Brand/Paper")?.dark == RGBA(36, 36, 38))
        #expect(assets.color(named: "AccentColor") == nil, "the template's accent colour has no value")
        let photo = try #require(assets.image(named: "SamplePhoto", scale: 3))
        #expect((photo.pixelWidth, photo.pixelHeight, photo.scale) == (128, 128, 2))
        #expect(assets.image(named: "SamplePhoto", scale: 1)?.pixelWidth == 64)
        let avatar = try #require(assets.image(named: "AvatarMaya", scale: 2))
        #expect(avatar.file.hasSuffix("Preview Content/Preview Assets.xcassets/AvatarMaya.imageset/AvatarMaya@2x.png"))
        #expect(avatar.pixelWidth == 96)
    }

    @Test func onboardingAccentColourRefersToASystemColour() throws {
        let assets = try Project(root: Self.examples.appendingPathComponent("Onboarding")).assets
        let accent = try #require(assets.color(named: "AccentColor"))
        #expect(accent.light == SystemColor.indigo.resolved(in: .light))
        #expect(accent.dark == SystemColor.indigo.resolved(in: .dark))
    }
}
