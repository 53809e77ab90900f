import Foundation
import PreviewModel

/// The catalog document (Documentation/Protocol.md, "Catalog"), shared by `GET /api/v1/catalog`, the WebSocket
/// `catalog` message and `previewd render`'s index.
package enum CatalogDocument {
    package static func previewObject(_ preview: PreviewDeclaration) -> [String: Any] {
        ["id": preview.id, "name": preview.name, "file": preview.file, "line": preview.line]
    }

    package static func targetObject(_ target: Target) -> [String: Any] {
        [
            "id": target.id, "name": target.name, "width": target.size.width, "height": target.size.height,
            "scale": target.device.scale, "colorScheme": target.colorScheme.rawValue,
            "dynamicTypeSize": target.dynamicTypeSize.rawValue, "orientation": target.orientation.rawValue,
        ]
    }

    package static func diagnosticObject(_ diagnostic: Diagnostic) -> [String: Any] {
        var object: [String: Any] = [
            "file": diagnostic.file, "line": diagnostic.line, "column": diagnostic.column,
            "severity": diagnostic.severity.rawValue, "message": diagnostic.message,
        ]
        if let preview = diagnostic.preview { object["preview"] = preview }
        return object
    }

    /// `currentFile`: the file with previews the developer saved last (the dashboard shows it first).
    package static func json(
        project: Project, targets: [Target], diagnostics: [Diagnostic], currentFile: String? = nil,
        previews: [PreviewDeclaration]? = nil
    ) -> String {
        var object: [String: Any] = [
            "generation": project.generation, "project": project.name,
            "previews": (previews ?? project.previews).map(previewObject), "targets": targets.map(targetObject),
            "diagnostics": diagnostics.map(diagnosticObject),
        ]
        if let currentFile { object["currentFile"] = currentFile }
        return encode(object)
    }

    /// Sorted keys, so equal catalogs are equal text.
    package static func encode(_ object: Any) -> String {
        // Callers pass dictionaries and arrays of strings, numbers and booleans only.
        String(decoding: try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]), as: UTF8.self)
    }
}
