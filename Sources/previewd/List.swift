import ArgumentParser
import Foundation
import PreviewModel

struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the previews of a project and its diagnostics.")

    @Argument(help: "The SwiftUI project folder.", completion: .directory)
    var project: String = "."

    func run() throws {
        let model = try Project(root: URL(fileURLWithPath: project))
        let width = model.previews.map(\.id.count).max() ?? 0
        for preview in model.previews {
            printLine("\(preview.id.padding(toLength: width, withPad: " ", startingAt: 0))  \(preview.name)  (\(preview.file):\(preview.line))")
        }
        for diagnostic in model.diagnostics { printLine("\(diagnostic)") }
        printLine("\(model.previews.count) previews, \(model.diagnostics.count) diagnostics")
    }
}

struct Targets: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the device catalog and the default targets.")

    func run() throws {
        printLine("devices:")
        for device in DeviceCatalog.devices {
            printLine("  \(device.id)  \(device.name)  \(device.size.width.compactText)×\(device.size.height.compactText) pt @\(device.scale.compactText)x")
        }
        printLine("default targets:")
        for target in DeviceCatalog.defaultTargets { printLine("  \(target.id)  \(target.name)") }
    }
}

extension Double {
    fileprivate var compactText: String { self == rounded() ? String(Int(self)) : String(self) }
}
