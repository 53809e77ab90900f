import Foundation
package import PreviewFiles

/// A property list file of the project (an Xcode project, an Info.plist, a strings table or, read as JSON, a string
/// catalog) as read once: its value, or why it was left out.
package struct PropertyListFile: Sendable {
    /// Relative to the project's root.
    package let path: String
    /// nil when the file is missing or was left out.
    package let value: PropertyListValue?
    /// Why a file that is there was left out (too large, refused by the boundary, not parseable); nil otherwise.
    package let problem: String?

    package init(_ path: String, from boundary: ProjectBoundary, json: Bool = false) {
        self.path = path
        (value, problem) = Self.read(path, from: boundary, json: json)
    }

    private static func read(
        _ path: String, from boundary: ProjectBoundary, json: Bool
    ) -> (PropertyListValue?, String?) {
        let limit = AppBundle.maximumFileSize
        let data: Data
        switch boundary.read(path, maximumSize: limit) {
        case .success(let file): data = file.data
        case .failure(.missing): return (nil, nil)
        case .failure(.tooLarge): return (nil, "file is larger than previews read (\(limit >> 20) MiB); left out")
        case .failure(let refusal): return (nil, "\(refusal); left out")
        }
        do {
            if json { return (PropertyListValue(try JSONSerialization.jsonObject(with: data)), nil) }
            return (try PropertyListValue.parse(data), nil)
        } catch {
            return (nil, json ? "string catalog is not valid JSON; left out" : "property list cannot be read; left out")
        }
    }
}
