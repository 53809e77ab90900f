import Foundation
import PreviewFiles
import PreviewModel
import PreviewTestSupport
import Testing

/// Where each package's sources come from and which revision `previewd resolve` checks out.
@Suite struct PackageSourcesTests {
    static let pbxproj = """
        // !$*UTF8*$!
        {
            archiveVersion = 1; objectVersion = 56;
            objects = {
                A = { isa = XCRemoteSwiftPackageReference; repositoryURL = "https://example.com/Major.git";
                      requirement = { kind = upToNextMajorVersion; minimumVersion = 1.2.0; }; };
                B = { isa = XCRemoteSwiftPackageReference; repositoryURL = "https://example.com/Minor";
                      requirement = { kind = upToNextMinorVersion; minimumVersion = 2.3.1; }; };
                C = { isa = XCRemoteSwiftPackageReference; repositoryURL = "https://example.com/Exact.git";
                      requirement = { kind = exactVersion; version = 0.9.4; }; };
                D = { isa = XCRemoteSwiftPackageReference; repositoryURL = "https://example.com/Range.git";
                      requirement = { kind = versionRange; minimumVersion = 1.0.0; maximumVersion = 3.0.0; }; };
                E = { isa = XCRemoteSwiftPackageReference; repositoryURL = "git@example.com:team/Branch.git";
                      requirement = { kind = branch; branch = develop; }; };
                F = { isa = XCRemoteSwiftPackageReference; repositoryURL = "https://example.com/Commit.git";
                      requirement = { kind = revision; revision = 0123abc; }; };
                G = { isa = XCRemoteSwiftPackageReference; repositoryURL = "https://example.com/Pinned.git";
                      requirement = { kind = upToNextMajorVersion; minimumVersion = 5.0.0; }; };
                H = { isa = XCLocalSwiftPackageReference; relativePath = "Packages/Local"; };
            };
        }
        """

    static let resolved = """
        {
          "originHash" : "ignored",
          "pins" : [
            { "identity" : "pinned", "kind" : "remoteSourceControl", "location" : "https://example.com/Pinned.git",
              "state" : { "revision" : "feedface", "version" : "5.1.0" } },
            { "identity" : "transitive", "kind" : "remoteSourceControl",
              "location" : "https://example.com/Transitive.git", "state" : { "revision" : "c0ffee" } },
            { "identity" : "local", "kind" : "localSourceControl", "location" : "/Users/me/Local",
              "state" : { "revision" : "1111" } }
          ],
          "version" : 3
        }
        """

    @Test func xcodeRequirementsBecomeRevisionsAndPinsWin() throws {
        let folder = try ProjectFolder([
            "App.xcodeproj/project.pbxproj": Self.pbxproj,
            "App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved": Self.resolved,
        ])
        let boundary = ProjectBoundary(root: folder.root)
        let files = try ProjectScanner(boundary: boundary).files(XcodeProjects.isProjectFile)
        let sources = PackageSources(boundary: boundary, projects: XcodeProjects(among: files, from: boundary))
        let byName = Dictionary(uniqueKeysWithValues: sources.sources.map { ($0.name, $0.selection) })
        #expect(
            byName == [
                "Major": .versions(from: SemanticVersion(1, 2, 0), below: SemanticVersion(2, 0, 0)),
                "Minor": .versions(from: SemanticVersion(2, 3, 1), below: SemanticVersion(2, 4, 0)),
                "Exact": .versions(from: SemanticVersion(0, 9, 4), below: SemanticVersion(0, 9, 5)),
                "Range": .versions(from: SemanticVersion(1, 0, 0), below: SemanticVersion(3, 0, 0)),
                "Branch": .branch("develop"),
                "Commit": .revision("0123abc"),
                "Pinned": .revision("feedface"),
                "Transitive": .revision("c0ffee"),
            ])
        #expect(sources.sources.map(\.name) == sources.sources.map(\.name).sorted())
        #expect(sources.sources.first { $0.name == "Branch" }?.url == "git@example.com:team/Branch.git")
    }

    @Test func aManifestsDependenciesAndItsFirstFormOfPinsAreRead() throws {
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "App", dependencies: [
                .package(url: "https://example.com/From.git", from: "1.4.0"),
                .package(url: "https://example.com/Exact.git", exact: "2.0.1"),
                .package(name: "Named", url: "https://example.com/Named.git", branch: "main"),
                .package(url: "https://example.com/Span.git", "1.0.0"..<"1.5.0"),
                .package(url: "https://example.com/Old.git", from: "3.0.0"),
            ])
            """
        let firstForm = """
            { "object": { "pins": [ { "package": "Old", "repositoryURL": "https://example.com/Old.git",
              "state": { "branch": null, "revision": "abcdef", "version": "3.2.0" } } ] }, "version": 1 }
            """
        let folder = try ProjectFolder(["Package.swift": manifest, "Package.resolved": firstForm])
        let boundary = ProjectBoundary(root: folder.root)
        let sources = PackageSources(boundary: boundary, projects: XcodeProjects(among: [], from: boundary))
        let byName = Dictionary(uniqueKeysWithValues: sources.sources.map { ($0.name, $0.selection) })
        #expect(
            byName == [
                "From": .versions(from: SemanticVersion(1, 4, 0), below: SemanticVersion(2, 0, 0)),
                "Exact": .versions(from: SemanticVersion(2, 0, 1), below: SemanticVersion(2, 0, 2)),
                "Named": .branch("main"),
                "Span": .versions(from: SemanticVersion(1, 0, 0), below: SemanticVersion(1, 5, 0)),
                "Old": .revision("abcdef"),
            ])
    }

    @Test func theNewestTagInTheRangeIsChosenPreReleasesLeftOut() {
        let tags = ["1.0.0", "v1.4.2", "1.4.10", "1.5.0-beta.1", "2.0.0", "release-3", "1.3"]
        #expect(
            SemanticVersion.newestTag(in: tags, from: SemanticVersion(1, 0, 0), below: SemanticVersion(2, 0, 0))
                == "1.4.10")
        #expect(
            SemanticVersion.newestTag(in: tags, from: SemanticVersion(1, 3, 0), below: SemanticVersion(1, 4, 0))
                == "1.3")
        #expect(SemanticVersion.newestTag(in: tags, from: SemanticVersion(3, 0, 0), below: .infinite) == nil)
        #expect(SemanticVersion("v2") == SemanticVersion(2, 0, 0))
        #expect(SemanticVersion("1.2.3.4") == nil && SemanticVersion("") == nil && SemanticVersion("1.x") == nil)
    }
}
