import Foundation
import PreviewFiles
import PreviewModel
import PreviewTestSupport
import Testing

/// Both readers of an Xcode project file take it from one parse.
@Suite struct XcodeProjectsTests {
    /// An app project: its development language, its bundle identifier and a package it depends on.
    static func project(language: String, identifier: String, package: String) -> String {
        """
        // !$*UTF8*$!
        {
            archiveVersion = 1; objectVersion = 56; rootObject = ROOT;
            objects = {
                ROOT = { isa = PBXProject; targets = (APP); };
                APP = {
                    isa = PBXNativeTarget; name = "App"; productType = "com.apple.product-type.application";
                    buildConfigurationList = LIST;
                };
                LIST = { isa = XCConfigurationList; buildConfigurations = (DEBUG); };
                DEBUG = {
                    isa = XCBuildConfiguration; name = Debug;
                    buildSettings = {
                        SDKROOT = iphoneos; GENERATE_INFOPLIST_FILE = YES; DEVELOPMENT_LANGUAGE = \(language);
                        PRODUCT_BUNDLE_IDENTIFIER = \(identifier);
                    };
                };
                PKG = { isa = XCRemoteSwiftPackageReference; repositoryURL = "https://example.com/\(package).git"; };
            };
        }
        """
    }

    @Test func theAppBundleAndThePackagesReadWhatWasParsedOnce() throws {
        let folder = try ProjectFolder([
            "Samples/Demo/Demo.xcodeproj/project.pbxproj":
                Self.project(language: "de", identifier: "com.example.demo", package: "DemoKit"),
            "App.xcodeproj/project.pbxproj":
                Self.project(language: "fr", identifier: "com.example.app", package: "AppKit"),
        ])
        let boundary = ProjectBoundary(root: folder.root)
        let files = try ProjectScanner(boundary: boundary).files(AppBundle.isBundleFile)
        let projects = XcodeProjects(among: files, from: boundary)
        #expect(
            projects.files.map(\.path) == [
                "App.xcodeproj/project.pbxproj", "Samples/Demo/Demo.xcodeproj/project.pbxproj",
            ])

        // Gone from the disk after the one read: what the readers report can only come from that parse.
        try folder.remove("App.xcodeproj")
        try folder.remove("Samples")
        let bundle = AppBundle(boundary: boundary, files: files, projects: projects)
        #expect(bundle.developmentLanguage == "fr")
        #expect(bundle.infoDictionary["CFBundleIdentifier"] == .string("com.example.app"))
        #expect(PackageDependencies(boundary: boundary, projects: projects).missing == ["AppKit", "DemoKit"])
    }

    @Test func aProjectFileThatDoesNotParseIsReportedOnceAndLeftOut() throws {
        let folder = try ProjectFolder(["App.xcodeproj/project.pbxproj": "{ objects = "])
        let boundary = ProjectBoundary(root: folder.root)
        let files = try ProjectScanner(boundary: boundary).files(AppBundle.isBundleFile)
        let projects = XcodeProjects(among: files, from: boundary)
        #expect(projects.files.map(\.value) == [nil])
        #expect(AppBundle(boundary: boundary, files: files, projects: projects).diagnostics.map(\.message) == [
            "property list cannot be read; left out"
        ])
        #expect(PackageDependencies(boundary: boundary, projects: projects).diagnostics.isEmpty)
    }
}
