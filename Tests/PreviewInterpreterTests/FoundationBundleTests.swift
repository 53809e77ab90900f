import Foundation
import PreviewInterpreter
import PreviewModel
import PreviewTestSupport
import Testing

/// `Bundle.main` answers for the app being previewed, from its Info.plist or its Xcode project's build settings, and
/// its localized strings come from the project's strings tables.
struct FoundationBundleTests {
    /// Runs `Program.swift` among `files` and returns what it printed; the interpreter must evaluate all of it.
    static func output(_ files: [String: String], sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let folder = try ProjectFolder(files)
        let run = try #require(PreviewInterpreter(project: try folder.load()).run(program: "Program.swift"))
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)", sourceLocation: sourceLocation)
        return run.output
    }

    static let infoReader = """
        import Foundation

        let bundle = Bundle.main
        print(bundle.bundleIdentifier ?? "none")
        print(bundle.infoDictionary?["CFBundleShortVersionString"] as? String ?? "none")
        print(bundle.object(forInfoDictionaryKey: "CFBundleVersion") as? String ?? "none")
        print(bundle.object(forInfoDictionaryKey: "CFBundleDisplayName") as? String ?? "none")
        print(bundle.object(forInfoDictionaryKey: "API_BASE") as? String ?? "none")
        print(bundle.object(forInfoDictionaryKey: "NotDefinedAnywhere") == nil)
        """

    static func plist(_ entries: [String: String]) -> String {
        let body = entries.sorted { $0.key < $1.key }.map { "<key>\($0.key)</key><string>\($0.value)</string>" }
            .joined()
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict>\(body)</dict></plist>
            """
    }

    /// A project file with an iOS app target (and a watch app listed first, which previews do not run in) whose
    /// Debug configuration holds `settings`.
    static func pbxproj(_ settings: [String: String]) -> String {
        let written = settings.sorted { $0.key < $1.key }.map { "\($0.key) = \"\($0.value)\";" }.joined(separator: " ")
        return """
            // !$*UTF8*$!
            {
                archiveVersion = 1; objectVersion = 56; rootObject = ROOT;
                objects = {
                    ROOT = {
                        isa = PBXProject; buildConfigurationList = PLIST; developmentRegion = en;
                        targets = (WATCH, APP);
                    };
                    PLIST = {
                        isa = XCConfigurationList; buildConfigurations = (PDEBUG); defaultConfigurationName = Release;
                    };
                    PDEBUG = {
                        isa = XCBuildConfiguration; name = Debug;
                        buildSettings = { SDKROOT = iphoneos; MARKETING_VERSION = 0.9; };
                    };
                    WATCH = {
                        isa = PBXNativeTarget; name = "Watch"; productType = "com.apple.product-type.application";
                        buildConfigurationList = WLIST;
                    };
                    WLIST = { isa = XCConfigurationList; buildConfigurations = (WDEBUG); };
                    WDEBUG = {
                        isa = XCBuildConfiguration; name = Debug;
                        buildSettings = { SDKROOT = watchos; PRODUCT_BUNDLE_IDENTIFIER = com.example.watch; };
                    };
                    APP = {
                        isa = PBXNativeTarget; name = "Trail Mix"; productType = "com.apple.product-type.application";
                        buildConfigurationList = ALIST;
                    };
                    ALIST = { isa = XCConfigurationList; buildConfigurations = (ARELEASE, ADEBUG); };
                    ARELEASE = {
                        isa = XCBuildConfiguration; name = Release;
                        buildSettings = { PRODUCT_BUNDLE_IDENTIFIER = com.example.release; };
                    };
                    ADEBUG = { isa = XCBuildConfiguration; name = Debug; buildSettings = { \(written) }; };
                };
            }
            """
    }

    @Test func infoPlistAloneAnswers() throws {
        let output = try Self.output([
            "Program.swift": Self.infoReader,
            "App/Info.plist": Self.plist([
                "CFBundleIdentifier": "com.example.trails", "CFBundleShortVersionString": "2.1",
                "CFBundleVersion": "40",
                "API_BASE": "https://example.com/v1",
            ]),
        ])
        #expect(output == lines("com.example.trails", "2.1", "40", "none", "https://example.com/v1", "true", ""))
    }

    @Test func generatedInfoPlistComesFromBuildSettings() throws {
        let output = try Self.output([
            "Program.swift": Self.infoReader,
            "Trails.xcodeproj/project.pbxproj": Self.pbxproj([
                "PRODUCT_BUNDLE_IDENTIFIER": "com.example.$(PRODUCT_NAME:rfc1034identifier)",
                "GENERATE_INFOPLIST_FILE": "YES",
                "MARKETING_VERSION": "1.4", "CURRENT_PROJECT_VERSION": "12",
                "INFOPLIST_KEY_CFBundleDisplayName": "Trails",
            ]),
        ])
        #expect(output == lines("com.example.Trail-Mix", "1.4", "12", "Trails", "none", "true", ""))
    }

    @Test func infoPlistFileReferencesResolveFromBuildSettings() throws {
        let output = try Self.output([
            "Program.swift": Self.infoReader,
            "Trails.xcodeproj/project.pbxproj": Self.pbxproj([
                "INFOPLIST_FILE": "App/Info.plist", "PRODUCT_BUNDLE_IDENTIFIER": "com.example.trails",
                "API_HOST": "api.example.com",
                "CURRENT_PROJECT_VERSION": "7",
            ]),
            "App/Info.plist": Self.plist([
                "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)",
                "CFBundleShortVersionString": "$(MARKETING_VERSION)",
                "CFBundleVersion": "${CURRENT_PROJECT_VERSION}",
                "API_BASE": "https://$(API_HOST)/v1$(UNDEFINED_SETTING)",
            ]),
            // Another target's plist, which the project file does not name.
            "Widget/Info.plist": Self.plist(["CFBundleIdentifier": "com.example.widget"]),
        ])
        #expect(output == lines("com.example.trails", "0.9", "7", "none", "https://api.example.com/v1", "true", ""))
    }

    @Test func noProjectFilesMeansNoKeys() throws {
        let output = try Self.output(["Program.swift": Self.infoReader])
        #expect(output == lines("none", "none", "none", "none", "none", "true", ""))
    }

    @Test func localizedStringsComeFromTheDevelopmentLanguage() throws {
        let output = try Self.output([
            "Program.swift": """
            import Foundation

            let count = 3
            print(NSLocalizedString("greeting", comment: ""))
            print(String(localized: "farewell"))
            print(String(localized: String.LocalizationValue("catalogued")))
            print(String(localized: "untranslated", defaultValue: "Default text"))
            print(NSLocalizedString("missing", value: "Given value", comment: ""))
            print(NSLocalizedString("only.key", comment: ""))
            print(String.localizedStringWithFormat(NSLocalizedString("trails.count", comment: ""), count))
            print(NSLocalizedString("title", tableName: "Settings", comment: ""))
            print(Bundle.main.localizedString(forKey: "greeting", value: nil, table: nil))
            """,
            "App/en.lproj/Localizable.strings": """
            /* Shown on the first screen */
            "greeting" = "Hello, hiker";
            "farewell" = "Happy trails";
            "trails.count" = "%lld trails nearby";
            """,
            "App/fr.lproj/Localizable.strings": "\"greeting\" = \"Bonjour\";\n",
            "App/en.lproj/Settings.strings": "\"title\" = \"Preferences\";\n",
            "App/Localizable.xcstrings": """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
                "catalogued": {"localizations": {"en": {
                    "stringUnit": {"state": "translated", "value": "From the catalog"}}}},
                "untranslated": {}
            }}
            """,
        ])
        #expect(
            output
                == lines(
                    "Hello, hiker", "Happy trails", "From the catalog", "Default text", "Given value", "only.key",
                    "3 trails nearby", "Preferences", "Hello, hiker", ""))
    }

    /// Xcode generates a symbol for each string catalog key (`.alertLogoutMessage` for "Alert.Logout.message"), a
    /// function where the string has format specifiers; previews read them as the app does. A project's own member
    /// of the same name, or a non-text context, keeps its meaning.
    @Test func stringCatalogSymbolsReadTheirKeysText() throws {
        let output = try Self.output([
            "Program.swift": """
            import Foundation

            enum Mode { case screenTitle, other }
            enum CodingKeys: String { case day, title }
            struct Entry { var day: Int { 3 } }
            func describe(_ mode: Mode) -> String { mode == .screenTitle ? "mode" : "other" }
            let age = 31
            print(String(localized: .alertLogoutMessage))
            print(String(localized: .minSec(2, 30)))
            print(String(localized: .photoDelete("IMG_1")))
            print(String(localized: .ageInYears(1)))
            print(String(localized: .ageInYears(age)))
            let title: String = String(localized: .screenTitle)
            print(title)
            print(describe(.screenTitle))
            print(String(localized: .day(number: 12)))
            """,
            "App/Localizable.xcstrings": """
            {"sourceLanguage": "en", "version": "1.1", "strings": {
                "Alert.Logout.message": {"extractionState": "manual", "localizations": {"en": {
                    "stringUnit": {"state": "translated", "value": "All your progress will be deleted"}}}},
                "minSec": {"localizations": {"en": {
                    "stringUnit": {"state": "translated", "value": "%lld min %lld s"}}}},
                "Photo.Delete %@": {"localizations": {"en": {
                    "stringUnit": {"state": "translated", "value": "%@ will be deleted"}}}},
                "ageInYears": {"localizations": {"en": {"variations": {"plural": {
                    "one": {"stringUnit": {"state": "translated", "value": "%lld year old"}},
                    "other": {"stringUnit": {"state": "translated", "value": "%lld years old"}}}}}}},
                "Day %lld": {"localizations": {"en": {
                    "stringUnit": {"state": "translated", "value": "Day %1$(number)lld"}}}},
                "screen_title": {"localizations": {"en": {
                    "stringUnit": {"state": "translated", "value": "Progress"}}}}
            }}
            """,
        ])
        #expect(
            output
                == lines(
                    "All your progress will be deleted", "2 min 30 s", "IMG_1 will be deleted", "1 year old",
                    "31 years old", "Progress", "mode", "Day 12", ""))
    }

    /// `Text(.day(number: 3))`, where the `Text` overloads give the symbol no contextual type: a coding-keys
    /// `case day` of the project cannot be called with `(number:)`, so the catalog's `day` is what it names.
    @Test func aCatalogFunctionSymbolIsNotShadowedByACaseWithoutAssociatedValues() throws {
        let fixture = try InterpreterFixture([
            "App/Header.swift": """
                import SwiftUI
                enum CodingKeys: String, CodingKey { case day, title }
                #Preview { Text(.day(number: 3)) }
                """,
            "App/Localizable.xcstrings": """
                {"sourceLanguage": "en", "version": "1.1", "strings": {
                    "Day %lld": {"localizations": {"en": {
                        "stringUnit": {"state": "translated", "value": "Day %1$(number)lld"}}}}
                }}
                """,
        ])
        let evaluation = try fixture.evaluate()
        #expect(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
        #expect(try fixture.cleanDump() == "Text \"Day 3\"")
    }

    /// A catalog key with format specifiers ("%lld percent") makes a function: `.percent` without a call, the
    /// root of `.percent.precision(…)`, is the format style it reads as in Swift.
    @Test func aCatalogFunctionSymbolIsNotAnUncalledMember() throws {
        let fixture = try InterpreterFixture([
            "App/Header.swift": """
                import SwiftUI
                #Preview { Text("Done, \\(0.42.formatted(.percent.precision(.fractionLength(0))))") }
                """,
            "App/Localizable.xcstrings": """
                {"sourceLanguage": "en", "version": "1.1", "strings": {
                    "%lld percent": {"localizations": {"en": {
                        "stringUnit": {"state": "translated", "value": "%lld percent"}}}}
                }}
                """,
        ])
        let evaluation = try fixture.evaluate()
        #expect(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
        #expect(try fixture.cleanDump() == "Text \"Done, 42%\"")
    }

    /// A format whose conversions the arguments cannot fill (a position past the arguments, `%n`, a runaway width,
    /// a missing argument) is drawn without them and reported, whether the code or a string catalog wrote it: a
    /// catalog comes from translators, not from the code that calls it.
    @Test func formatConversionsThatCannotBeFilledAreReported() throws {
        let folder = try ProjectFolder([
            "Program.swift": """
            import Foundation

            print(String(format: "%d of %d", 3))
            print(String(format: "%2$@ then %1$@", "a", "b"))
            print(String(localized: .boom(1, 2)))
            print(String(format: "%5.1f%%", 42.25))
            """,
            "App/Localizable.xcstrings": """
            {"sourceLanguage": "en", "version": "1.1", "strings": {
                "boom": {"localizations": {"en": {
                    "stringUnit": {"state": "translated", "value": "%99$lld|%n|%999999999d|%2$lld"}}}}
            }}
            """,
        ])
        let run = try #require(PreviewInterpreter(project: try folder.load()).run(program: "Program.swift"))
        #expect(run.output == lines("3 of ", "b then a", "|||2", " 42.2%", ""))
        #expect(
            run.diagnostics.map(\.message) == [
                "'%d' asks for an argument the call does not give (1 given)",
                "the catalog's string for 'boom': '%99$lld' asks for an argument the call does not give (2 given)",
                "the catalog's string for 'boom': '%n' is not a conversion previews fill",
                "the catalog's string for 'boom': '%999999999d' has a width or precision previews do not fill",
            ])
    }

    /// An app that picks its language itself opens that language's folder as a bundle and reads its tables.
    @Test func languageFoldersOpenAsBundles() throws {
        let output = try Self.output([
            "Program.swift": """
            import Foundation

            func localized(_ key: String, language: String) -> String {
                guard let path = Bundle.main.path(forResource: language, ofType: "lproj"),
                    let bundle = Bundle(path: path)
                else { return "no bundle" }
                return bundle.localizedString(forKey: key, value: nil, table: nil)
            }
            print(localized("greeting", language: "fr"))
            print(localized("greeting", language: "zh-Hans"))
            print(localized("farewell", language: "fr"))
            print(localized("greeting", language: "de"))
            let french = Bundle.main.url(forResource: "fr", withExtension: "lproj").flatMap { Bundle(url: $0) }
            print(french.map { NSLocalizedString("title", tableName: "Settings", bundle: $0, comment: "") } ?? "none")
            print(french?.localizedString(forKey: "missing", value: "Fallback", table: nil) ?? "none")
            print(Bundle.main.localizations.sorted())
            print(Bundle.main.preferredLocalizations)
            """,
            "App/en.lproj/Localizable.strings": "\"greeting\" = \"Hello\";\n\"farewell\" = \"Bye\";\n",
            "App/fr.lproj/Localizable.strings": "\"greeting\" = \"Bonjour\";\n",
            "App/fr.lproj/Settings.strings": "\"title\" = \"Réglages\";\n",
            "App/zh-Hans.lproj/Localizable.strings": "\"greeting\" = \"你好\";\n",
        ])
        #expect(
            output
                == lines(
                    "Bonjour", "你好", "farewell", "no bundle", "Réglages", "Fallback", #"["en", "fr", "zh-Hans"]"#,
                    #"["en"]"#, ""))
    }

    /// The bundle reached through a protocol the app conforms `Bundle` to, as code that injects a test bundle does.
    @Test func languageFoldersOpenThroughAProtocol() throws {
        let output = try Self.output([
            "Program.swift": """
            import Foundation

            protocol StringsBundle {
                static func create(path: String) -> StringsBundle?
                func path(forResource name: String?, ofType ext: String?) -> String?
                func localizedString(forKey key: String, value: String?, table tableName: String?) -> String
            }
            extension Bundle: StringsBundle {
                static func create(path: String) -> StringsBundle? { Bundle(path: path) }
            }
            enum Language: String {
                case en, fr

                init?(languageStrings languages: [String]) {
                    guard
                        let language = languages.lazy.map({ String($0.prefix(2)) })
                            .compactMap { Language(rawValue: $0) }.first
                    else { return nil }
                    self = language
                }
            }
            private class Marker {}
            func localized(
                _ key: String, language: Language = .fr, bundle: StringsBundle = Bundle(for: Marker.self)
            ) -> String {
                let folder = language.rawValue == "fr" ? "fr" : language.rawValue
                return bundle.path(forResource: folder, ofType: "lproj")
                    .flatMap(type(of: bundle).create(path:))
                    .flatMap { $0.localizedString(forKey: key, value: nil, table: nil) }
                    .flatMap { $0 == key ? nil : $0 } ?? "?"
            }
            print(localized("greeting"))
            print(localized("greeting", language: .en))
            print(localized("unknown"))
            print(localized("greeting", language: Language(languageStrings: Locale.preferredLanguages) ?? .fr))
            """,
            "App/en.lproj/Localizable.strings": "\"greeting\" = \"Hello\";\n",
            "App/fr.lproj/Localizable.strings": "\"greeting\" = \"Bonjour\";\n",
        ])
        #expect(output == lines("Bonjour", "Hello", "?", "Hello", ""))
    }

    @Test func anEditedInfoPlistIsReadAgain() throws {
        let folder = try ProjectFolder([
            "Program.swift": "import Foundation\nprint(Bundle.main.bundleIdentifier ?? \"none\")\n",
            "Info.plist": Self.plist(["CFBundleIdentifier": "com.example.one"]),
        ])
        var project = try folder.load()
        let before = project.generation
        try folder.write("Info.plist", Self.plist(["CFBundleIdentifier": "com.example.two"]))
        let changed = project.apply(changedPaths: ["Info.plist"])
        #expect(changed)
        #expect(project.generation > before)
        let run = try #require(PreviewInterpreter(project: project).run(program: "Program.swift"))
        #expect(run.output == "com.example.two\n")
    }

    @Test func anUnreadablePlistIsReported() throws {
        let folder = try ProjectFolder(["Program.swift": "print(1)\n", "Info.plist": "<plist><dict><key>a</key>"])
        let project = try folder.load()
        #expect(project.diagnostics.map(\.message) == ["property list cannot be read; left out"])
    }
}
