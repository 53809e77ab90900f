import SwiftParser
package import SwiftSyntax

/// The rules that turn names and paths into preview ids (Documentation/Protocol.md, "Previews and their ids").
package enum PreviewIdentifier {
    /// Lower-case ASCII letters and digits; every other run of characters becomes one `-`.
    package static func slug(_ text: String) -> String {
        var result = ""
        var pendingDash = false
        for scalar in text.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(Character(scalar)) {
                if pendingDash && !result.isEmpty { result.append("-") }
                pendingDash = false
                result.append(Character(scalar).lowercased())
            } else {
                pendingDash = true
            }
        }
        return result.isEmpty ? "preview" : result
    }

    /// The id prefix for each file: its name without `.swift`, with parent folders prepended only where two files
    /// would otherwise share a prefix.
    package static func fileStems(for paths: [String]) -> [String: String] {
        // Run after every edit over every file of the project, so each path is split once and each round joins
        // one stem per path.
        let components: [[Substring]] = paths.map { path in
            var parts = path.split(separator: "/")
            if let name = parts.popLast() { parts.append(name.dropLast(".swift".count)) }
            return parts
        }
        var depths = [Int](repeating: 1, count: paths.count)
        while true {
            let stems = paths.indices.map { components[$0].suffix(depths[$0]).joined(separator: ".") }
            var groups: [String: [Int]] = [:]
            for index in paths.indices { groups[stems[index], default: []].append(index) }
            var changed = false
            for group in groups.values where group.count > 1 {
                for index in group where depths[index] < components[index].count {
                    depths[index] += 1
                    changed = true
                }
            }
            if !changed {
                var result: [String: String] = [:]
                for index in paths.indices { result[paths[index]] = stems[index] }
                return result
            }
        }
    }

    /// `base`, or `base-2`, `base-3`… when taken; records the result as taken.
    package static func unique(_ base: String, in used: inout Set<String>) -> String {
        var candidate = base
        var counter = 2
        while used.contains(candidate) {
            candidate = "\(base)-\(counter)"
            counter += 1
        }
        used.insert(candidate)
        return candidate
    }

    /// The value of a string literal without interpolations, its escapes resolved (`"Say \"Hi\""` is
    /// `Say "Hi"`), or nil if it has any interpolation.
    package static func plainText(of literal: StringLiteralExprSyntax) -> String? {
        literal.representedLiteralValue
    }
}
