import ArgumentParser
import Foundation
import PreviewModel
import PreviewPipeline
import PreviewViews

struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the previews of a project and its diagnostics.",
        discussion: """
            Examples:
              previewd list ~/Projects/MyApp
              previewd list --json . | jq -r '.previews[].id'

            Exit status: 0 listed (diagnostics are not failures), 1 the folder cannot be read, 64 a usage error.
            """)

    @Argument(help: "The SwiftUI project folder.", completion: .directory)
    var project: String = "."

    @Flag(help: "Print {previews: [{id, name, file, line}], diagnostics: [...]} as JSON (the catalog's forms).")
    var json = false

    func run() throws {
        let model = try Project(root: URL(fileURLWithPath: project))
        if json {
            return printLine(
                CatalogDocument.encode([
                    "previews": model.previews.map(CatalogDocument.previewObject),
                    "diagnostics": model.diagnostics.map(CatalogDocument.diagnosticObject),
                ]))
        }
        let width = model.previews.map(\.id.count).max() ?? 0
        for preview in model.previews {
            printLine(
                """
                \(preview.id.padding(toLength: width, withPad: " ", startingAt: 0))  \(preview.name)  \
                (\(preview.file):\(preview.line))
                """
            )
        }
        for diagnostic in model.diagnostics { printLine("\(diagnostic)") }
        printLine("\(model.previews.count) previews, \(model.diagnostics.count) diagnostics")
    }
}

struct Targets: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the device catalog and the default targets.",
        discussion: """
            Examples:
              previewd targets
              previewd targets --json

            Exit status: 0.
            """)

    @Flag(help: "Print {devices: [{id, name, width, height, scale}], defaultTargets: [...]} as JSON.")
    var json = false

    func run() throws {
        if json {
            return printLine(
                CatalogDocument.encode([
                    "devices": DeviceCatalog.devices.map { device -> [String: Any] in
                        [
                            "id": device.id, "name": device.name, "width": device.size.width,
                            "height": device.size.height, "scale": device.scale,
                        ]
                    },
                    "defaultTargets": DeviceCatalog.defaultTargets.map(CatalogDocument.targetObject),
                ]))
        }
        printLine("devices:")
        for device in DeviceCatalog.devices {
            printLine(
                """
                  \(device.id)  \(device.name)  \(device.size.width.compactText)×\(device.size.height.compactText) pt \
                @\(device.scale.compactText)x
                """
            )
        }
        printLine("default targets:")
        for target in DeviceCatalog.defaultTargets { printLine("  \(target.id)  \(target.name)") }
    }
}

extension Double {
    fileprivate var compactText: String { self == rounded() ? String(Int(self)) : String(self) }
}
