import Foundation
package import PreviewModel
package import PreviewProtocol
import PreviewViews

/// The catalog document (Documentation/Protocol.md, "Catalog"), shared by `GET /api/v1/catalog`, the WebSocket
/// `catalog` message and `previewd render`'s index.
///
/// Each object is built once, as a `WireJSON`: the daemon writes a new catalog after every edit, and for a
/// 2,000-file project `JSONSerialization` took 8% of an edit's time. The command-line tools, which mix these
/// objects with others of their own, get them as Foundation objects (`…Object`) and write them with `encode`; both
/// ways give the same text.
package enum CatalogDocument {
    package static func previewValue(_ preview: PreviewDeclaration) -> WireJSON {
        .object([
            "id": .string(preview.id), "name": .string(preview.name), "file": .string(preview.file),
            "line": .integer(preview.line),
        ])
    }

    package static func targetValue(_ target: Target) -> WireJSON {
        .object([
            "id": .string(target.id), "name": .string(target.name), "width": .number(target.size.width),
            "height": .number(target.size.height), "scale": .number(target.device.scale),
            "colorScheme": .string(target.colorScheme.rawValue),
            "dynamicTypeSize": .string(target.dynamicTypeSize.rawValue),
            "orientation": .string(target.orientation.rawValue),
        ])
    }

    package static func diagnosticValue(_ diagnostic: Diagnostic) -> WireJSON {
        var members: [String: WireJSON] = [
            "file": .string(diagnostic.file), "line": .integer(diagnostic.line), "column": .integer(diagnostic.column),
            "severity": .string(diagnostic.severity.rawValue), "message": .string(diagnostic.message),
        ]
        if let preview = diagnostic.preview { members["preview"] = .string(preview) }
        return .object(members)
    }

    package static func previewObject(_ preview: PreviewDeclaration) -> [String: Any] {
        previewValue(preview).foundationMembers
    }
    package static func targetObject(_ target: Target) -> [String: Any] { targetValue(target).foundationMembers }
    package static func diagnosticObject(_ diagnostic: Diagnostic) -> [String: Any] {
        diagnosticValue(diagnostic).foundationMembers
    }

    /// `currentFile`: the file with previews the developer saved last (the dashboard shows it first).
    package static func json(
        project: Project, targets: [Target], diagnostics: [Diagnostic], currentFile: String? = nil,
        previews: [PreviewDeclaration]? = nil
    ) -> String {
        var members: [String: WireJSON] = [
            "generation": .integer(project.generation), "project": .string(project.name),
            "previews": .array((previews ?? project.previews).map(previewValue)),
            "targets": .array(targets.map(targetValue)),
            "diagnostics": .array(diagnostics.map(diagnosticValue)),
        ]
        if let currentFile { members["currentFile"] = .string(currentFile) }
        return String(decoding: WireJSON.object(members).bytes, as: UTF8.self)
    }

    /// Sorted keys, so equal catalogs are equal text.
    package static func encode(_ object: Any) -> String {
        // Callers pass dictionaries and arrays of strings, numbers and booleans only.
        String(
            decoding: try! JSONSerialization.data(
                withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]), as: UTF8.self)
    }
}

extension WireJSON {
    /// An object's members as `JSONSerialization` takes them: dictionaries, arrays, strings, numbers and booleans.
    fileprivate var foundationMembers: [String: Any] {
        guard case .object(let members) = self else { preconditionFailure("\(self) is not a JSON object") }
        return members.mapValues(\.foundation)
    }

    private var foundation: Any {
        switch self {
        case .string(let text): text
        case .integer(let value): value
        case .unsigned(let value): value
        case .number(let value): value
        case .bool(let value): value
        case .array(let elements): elements.map(\.foundation)
        case .object(let members): members.mapValues(\.foundation)
        }
    }
}
