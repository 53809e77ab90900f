import SwiftSyntax

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
        func stem(_ path: String, depth: Int) -> String {
            var components = path.split(separator: "/").map(String.init)
            components[components.count - 1] = String(components[components.count - 1].dropLast(".swift".count))
            return components.suffix(depth).joined(separator: ".")
        }
        var result: [String: String] = [:]
        var depth: [String: Int] = Dictionary(uniqueKeysWithValues: paths.map { ($0, 1) })
        while true {
            let stems = Dictionary(grouping: paths) { stem($0, depth: depth[$0]!) }
            var changed = false
            for (_, group) in stems where group.count > 1 {
                for path in group where depth[path]! < path.split(separator: "/").count {
                    depth[path]! += 1
                    changed = true
                }
            }
            if !changed {
                for path in paths { result[path] = stem(path, depth: depth[path]!) }
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

    /// The text of a string literal without interpolations, or nil if it has any.
    package static func plainText(of literal: StringLiteralExprSyntax) -> String? {
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return text
    }
}
