import Foundation
import PreviewInterpreter
import PreviewModel
import PreviewTestSupport
import Testing

/// An error's `localizedDescription` as iOS writes it for an error type that says nothing of itself, and the app's
/// bundle found from one of its classes. (A `LocalizedError`'s own words are a differential program.)
struct ErrorDescriptionTests {
    static let program = """
        import Foundation

        enum LoadError: Error { case offline, timedOut(seconds: Int), denied }
        struct Failure: Error {}
        private class Pin {}

        print(LoadError.offline.localizedDescription)
        print(LoadError.timedOut(seconds: 3).localizedDescription)
        print(LoadError.denied.localizedDescription)
        print(Failure().localizedDescription)
        print(Bundle(for: Pin.self).bundleIdentifier ?? "none")
        print(Bundle(identifier: "com.example.trails")?.bundleIdentifier ?? "none")
        print(Bundle(identifier: "com.example.other") == nil)
        """

    @Test func errorsAreNamedInTheAppsModuleAndNumberedAsSwiftBridgesThem() throws {
        let output = try FoundationBundleTests.output([
            "Program.swift": Self.program,
            "Trails.xcodeproj/project.pbxproj": FoundationBundleTests.pbxproj([
                "PRODUCT_BUNDLE_IDENTIFIER": "com.example.trails", "PRODUCT_NAME": "$(TARGET_NAME)",
                "GENERATE_INFOPLIST_FILE": "YES",
            ]),
        ])
        // Cases with a payload are numbered first: timedOut is 0, offline 1, denied 2; a struct is 1.
        #expect(
            output == """
                The operation couldn’t be completed. (Trail_Mix.LoadError error 1.)
                The operation couldn’t be completed. (Trail_Mix.LoadError error 0.)
                The operation couldn’t be completed. (Trail_Mix.LoadError error 2.)
                The operation couldn’t be completed. (Trail_Mix.Failure error 1.)
                com.example.trails
                com.example.trails
                true

                """)
    }

    @Test func anErrorAsAnNSErrorIsInTheDomainOfItsTypeInTheAppsModule() throws {
        let output = try FoundationBundleTests.output([
            "Program.swift": """
                import Foundation

                enum HTTPError: Int, Error { case notFound = 404 }
                enum LoadError: Error { case offline }

                let error = LoadError.offline as NSError
                print(error.domain, error.code)
                print((HTTPError.notFound as NSError).domain)
                print(HTTPError.notFound.localizedDescription)
                """,
            "Trails.xcodeproj/project.pbxproj": FoundationBundleTests.pbxproj([
                "PRODUCT_BUNDLE_IDENTIFIER": "com.example.trails", "PRODUCT_NAME": "$(TARGET_NAME)",
                "GENERATE_INFOPLIST_FILE": "YES",
            ]),
        ])
        // An integer raw value is the code, in the description too.
        #expect(
            output == """
                Trail_Mix.LoadError 0
                Trail_Mix.HTTPError
                The operation couldn’t be completed. (Trail_Mix.HTTPError error 404.)

                """)
    }

    @Test func withoutAnAppItSaysTheModuleIsUnknown() throws {
        let folder = try ProjectFolder(["Program.swift": Self.program])
        let run = try #require(PreviewInterpreter(project: try folder.load()).run(program: "Program.swift"))
        #expect(run.output.hasPrefix("The operation couldn’t be completed. (LoadError error 1.)\n"))
        #expect(run.diagnostics.contains { $0.message.contains("the app's module name is not known") })
    }
}
