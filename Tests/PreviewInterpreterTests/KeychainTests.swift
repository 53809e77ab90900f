import Foundation
import PreviewInterpreter
import PreviewModel
import PreviewTestSupport
import Testing

/// The keychain is empty and in memory for each render, as on a fresh simulator: a token read on init is not found,
/// and what the preview's own code adds it can find, update and delete.
struct KeychainTests {
    static let storage = """
        import Foundation
        import Security

        struct TokenStore {
            let service = "com.example.trails"

            func query(_ account: String) -> [CFString: Any] {
                [kSecClass: kSecClassGenericPassword, kSecAttrService: service, kSecAttrAccount: account]
            }

            func save(_ token: String, for account: String) -> OSStatus {
                var item = query(account)
                item[kSecValueData] = token.data(using: .utf8)
                return SecItemAdd(item as CFDictionary, nil)
            }

            func read(_ account: String) -> String? {
                var search = query(account)
                search[kSecReturnData] = kCFBooleanTrue
                search[kSecMatchLimit] = kSecMatchLimitOne
                var result: AnyObject?
                let status = SecItemCopyMatching(search as CFDictionary, &result)
                guard status == errSecSuccess, let data = result as? Data else { return nil }
                return String(data: data, encoding: .utf8)
            }

            func attributes(_ account: String) -> [CFString: Any]? {
                var search = query(account)
                search[kSecReturnAttributes] = kCFBooleanTrue
                search[kSecReturnData] = kCFBooleanTrue
                var result: AnyObject?
                let status = withUnsafeMutablePointer(to: &result) { SecItemCopyMatching(search as CFDictionary, $0) }
                return status == errSecSuccess ? result as? [CFString: Any] : nil
            }
        }
        """

    static func run(_ program: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let folder = try ProjectFolder(["Storage.swift": storage, "Program.swift": program])
        let run = try #require(PreviewInterpreter(project: try folder.load()).run(program: "Program.swift"))
        #expect(run.diagnostics.isEmpty, "\(run.diagnostics)", sourceLocation: sourceLocation)
        return run.output
    }

    @Test func aFreshKeychainHasNothing() throws {
        let output = try Self.run(
            """
            let store = TokenStore()
            print(store.read("ada") ?? "no token")
            var result: AnyObject?
            print(SecItemCopyMatching(store.query("ada") as CFDictionary, &result) == errSecItemNotFound, result == nil)
            print(SecItemDelete(store.query("ada") as CFDictionary) == errSecItemNotFound)
            """)
        #expect(output == lines("no token", "true true", "true", ""))
    }

    @Test func addedItemsAreFoundUpdatedAndDeleted() throws {
        let output = try Self.run(
            """
            let store = TokenStore()
            print(store.save("secret-1", for: "ada") == errSecSuccess)
            print(store.save("secret-2", for: "ada") == errSecDuplicateItem)
            print(store.save("other", for: "grace") == errSecSuccess)
            print(store.read("ada") ?? "none", store.read("grace") ?? "none")
            let change: [CFString: Any] = [kSecValueData: "secret-3".data(using: .utf8)!]
            print(SecItemUpdate(store.query("ada") as CFDictionary, change as CFDictionary) == errSecSuccess)
            print(store.read("ada") ?? "none")
            print(store.attributes("ada")?[kSecAttrAccount] as? String ?? "none")
            print(SecItemDelete(store.query("ada") as CFDictionary) == errSecSuccess)
            print(store.read("ada") ?? "deleted", store.read("grace") ?? "none")
            print(SecItemUpdate(store.query("ada") as CFDictionary, change as CFDictionary) == errSecItemNotFound)
            """)
        #expect(
            output
                == lines(
                    "true", "true", "true", "secret-1 other", "true", "secret-3", "ada", "true", "deleted other",
                    "true", ""))
    }

    @Test func eachRenderStartsEmpty() throws {
        let folder = try ProjectFolder([
            "Storage.swift": Self.storage,
            "Program.swift":
                """
                let store = TokenStore()\nprint(store.read(\"ada\") ?? \"none\")\nprint(store.save(\"t\", for: \
                \"ada\"))\n
                """,
        ])
        let interpreter = PreviewInterpreter(project: try folder.load())
        for _ in 0..<2 {
            let run = try #require(interpreter.run(program: "Program.swift"))
            #expect(run.output == "none\n0\n")
        }
    }
}
