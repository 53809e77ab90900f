import Foundation
import PreviewInterpreter
import PreviewModel
import PreviewTestSupport
import Testing

/// Members that library values answer to in Swift and that projects read: a project's extensions of `UIDevice`,
/// `NSString`'s path members on a `String`, `hashValue`, and the calls `@Observable` gives a class.
struct LibraryValueMembersTests {
    private static func output(_ program: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try FoundationBundleTests.output(["Program.swift": program], sourceLocation: sourceLocation)
    }

    @Test func aProjectsExtensionOfUIDeviceAndUIScreenAnswersForTheCurrentOnes() throws {
        let output = try Self.output("""
            import UIKit

            extension UIDevice {
                var isPhone: Bool { userInterfaceIdiom == .phone }
            }
            extension UIScreen {
                var isWide: Bool { bounds.width > 1000 }
            }
            print(UIDevice.current.isPhone)
            print(UIScreen.main.isWide)
            """)
        #expect(output == lines("true", "false", ""))
    }

    @Test func aStringHasNSStringsPathMembers() throws {
        let output = try Self.output("""
            import Foundation

            let file = "/Users/me/App/Views/HomeView.swift"
            print((file as NSString).lastPathComponent)
            print((file as NSString).pathExtension)
            print((file as NSString).deletingPathExtension)
            print((file as NSString).deletingLastPathComponent)
            print((file as NSString).pathComponents.count)
            """)
        #expect(
            output
                == lines(
                    "HomeView.swift", "swift", "/Users/me/App/Views/HomeView", "/Users/me/App/Views", "6", ""))
    }

    /// Swift seeds hashes per process: any number is right, and the same value must give the same one.
    @Test func hashValueIsTheSameForEqualValues() throws {
        let output = try Self.output("""
            import Foundation

            let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
            print(id.hashValue == id.hashValue)
            print("a".hashValue == "a".hashValue, "a".hashValue == "b".hashValue)
            """)
        #expect(output == lines("true", "true false", ""))
    }

    @Test func aClassWritingItsOwnObservationAccessorsReadsAndWritesItsValues() throws {
        let output = try Self.output("""
            import Observation

            @Observable final class Settings {
                @ObservationIgnored private var stored = 1
                var level: Int {
                    get {
                        access(keyPath: \\.level)
                        return stored
                    }
                    set {
                        withMutation(keyPath: \\.level) { stored = newValue }
                    }
                }
            }
            let settings = Settings()
            print(settings.level)
            settings.level = 5
            print(settings.level)
            """)
        #expect(output == lines("1", "5", ""))
    }
}
