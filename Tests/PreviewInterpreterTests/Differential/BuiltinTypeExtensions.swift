// An extension of a Foundation type names that type's static members unqualified in its own static members, and
// a file URL can be made relative to a directory URL.
import Foundation

extension FileManager {
    static var shared: FileManager { `default` }
    static var libraryName: String { "Library" }
}

extension URL {
    static var sampleDirectory: URL { URL(fileURLWithPath: "/tmp/samples", isDirectory: true) }
}

print(FileManager.shared === FileManager.default)
print(FileManager.libraryName)
let chords = URL(fileURLWithPath: "chords", relativeTo: URL.sampleDirectory).appendingPathExtension("json")
print(chords.absoluteString)
print(chords.lastPathComponent, chords.pathExtension)
let absolute = URL(fileURLWithPath: "/var/data.txt", relativeTo: URL.sampleDirectory)
print(absolute.absoluteString)
let folder = URL(fileURLWithPath: "/tmp/a", isDirectory: true)
print(folder.absoluteString, folder.lastPathComponent)
