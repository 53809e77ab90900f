import Foundation
import PreviewModel
import Testing

@Suite struct FolderEntryTests {
    @Test func entriesSayWhetherTheyAreFoldersLinksOrFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folder-entry-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/Views.xcassets", withIntermediateDirectories: true)
        try "struct A {}".write(toFile: folder + "/A.swift", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/Linked", withDestinationPath: folder + "/Views.xcassets")
        try "é".write(toFile: folder + "/Café ☕️.swift", atomically: true, encoding: .utf8)

        let entries = try FolderEntry.list(folder).sorted { $0.name < $1.name }
        #expect(
            entries == [
                FolderEntry(name: "A.swift", kind: .other), FolderEntry(name: "Café ☕️.swift", kind: .other),
                FolderEntry(name: "Linked", kind: .symbolicLink), FolderEntry(name: "Views.xcassets", kind: .folder),
            ])
    }

    @Test func aFolderThatIsNotThereSaysWhy() {
        #expect {
            try FolderEntry.list("/nonexistent-\(UUID())")
        } throws: { error in
            (error as? FolderListingError)?.code == ENOENT && "\(error)".contains("No such file or directory")
        }
    }
}
