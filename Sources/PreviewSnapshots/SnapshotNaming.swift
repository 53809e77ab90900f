import Foundation

/// Where swift-snapshot-testing keeps a reference image: beside the test file, in
/// `__Snapshots__/<TestFileName>/<testName>.<identifier>.png`, where the identifier is the `named:` argument or,
/// without one, the count of unnamed assertions so far in that test (1, 2, …). Both the test name (`#function`,
/// e.g. `testLogin()`) and the name pass through the library's path sanitizer.
package enum SnapshotNaming {
    package static let folderName = "__Snapshots__"

    /// swift-snapshot-testing's `sanitizePathComponent`: every run of non-word characters becomes one `-`, and a
    /// leading or trailing `-` is dropped (`testLogin()` → `testLogin`, `"dark mode"` → `dark-mode`).
    package static func sanitized(_ text: String) -> String {
        var result = ""
        var inRun = false
        for scalar in text.unicodeScalars {
            if isWordCharacter(scalar) {
                result.unicodeScalars.append(scalar)
                inRun = false
            } else if !inRun {
                result.append("-")
                inRun = true
            }
        }
        if result.hasPrefix("-") { result.removeFirst() }
        if result.hasSuffix("-") { result.removeLast() }
        return result
    }

    /// `\w` as ICU regular expressions read it: letters, marks, decimal digits, connector punctuation (`_`).
    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .nonspacingMark,
            .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation:
            return true
        default:
            return false
        }
    }

    /// The `#function` of a test: its name and argument labels, `testLogin()` or `testRow(at:)`.
    package static func functionSignature(name: String, labels: [String?]) -> String {
        name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }

    /// The reference image's path relative to the folder of the test file `testFile` (a path whose last component
    /// is the file name).
    package static func referencePath(testFile: String, testFunction: String, identifier: String) -> String {
        let fileName = ((testFile as NSString).lastPathComponent as NSString).deletingPathExtension
        return "\(folderName)/\(fileName)/\(sanitized(testFunction)).\(identifier).png"
    }
}
