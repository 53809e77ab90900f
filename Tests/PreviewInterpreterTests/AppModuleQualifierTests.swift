import PreviewTestSupport
import Testing

/// An app's module name (its Xcode target's, as `PRODUCT_MODULE_NAME` derives it) qualifies the app's own
/// declarations: `Trail_Mix.Model` is the project's `Model`.
struct AppModuleQualifierTests {
    @Test func theAppsModuleNameQualifiesItsDeclarations() throws {
        let output = try FoundationBundleTests.output([
            "Program.swift": """
                struct Model { var name = "the app's model" }
                func greeting() -> String { "hello" }
                print(Trail_Mix.Model().name, Trail_Mix.greeting())
                """,
            "Trails.xcodeproj/project.pbxproj": FoundationBundleTests.pbxproj([
                "PRODUCT_BUNDLE_IDENTIFIER": "com.example.trails", "PRODUCT_NAME": "$(TARGET_NAME)",
                "GENERATE_INFOPLIST_FILE": "YES",
            ]),
        ])
        #expect(output == "the app's model hello\n")
    }

    /// Inside a type that nests a `Constant` of its own, `Trail_Mix.Constant` is still the app's top-level one.
    @Test func theAppsModuleNameQualifiesATopLevelTypeInsideATypeNestingOneOfThatName() throws {
        let output = try FoundationBundleTests.output([
            "Program.swift": """
                enum Constant { static let name = "top-level" }
                struct Keyboard {
                    enum Constant { static let name = "nested" }
                    func names() -> String { Trail_Mix.Constant.name + " " + Constant.name }
                }
                print(Keyboard().names())
                """,
            "Trails.xcodeproj/project.pbxproj": FoundationBundleTests.pbxproj([
                "PRODUCT_BUNDLE_IDENTIFIER": "com.example.trails", "PRODUCT_NAME": "$(TARGET_NAME)",
                "GENERATE_INFOPLIST_FILE": "YES",
            ]),
        ])
        #expect(output == "top-level nested\n")
    }
}
