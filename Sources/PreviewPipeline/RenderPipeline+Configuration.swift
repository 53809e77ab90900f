import Foundation
import Logging
package import PreviewModel

/// previewd.toml while the daemon runs: a saved file takes effect at once; a broken one is reported (in the log
/// and the catalog's diagnostics, at its line) and the last good configuration stays.
extension RenderPipeline {
    /// The previews not excluded by the configuration's ignore globs.
    package var shownPreviews: [PreviewDeclaration] { project.previews.filter { !configuration.ignores($0.file) } }

    /// The config file's path relative to the project folder (how the watcher names it), nil when outside it.
    var configurationPath: String? {
        let root = project.root.standardizedFileURL.path + "/"
        let file = configurationFile.standardizedFileURL.path
        return file.hasPrefix(root) ? String(file.dropFirst(root.count)) : nil
    }

    func reloadConfiguration() {
        let url = configurationFile
        do {
            configuration = try ProjectConfiguration.load(url, projectFolder: project.root).applying(
                configurationOverrides)
            configurationDiagnostics = []
            for renderer in renderers { renderer.drawsDiagnostics = !configuration.cleanFrames }
            logger.notice("configuration loaded", metadata: ["targets": "\(configuration.targets.map(\.id))"])
        } catch {
            configurationDiagnostics = [
                Diagnostic(
                    file: error.file, line: error.line, column: 1, severity: .error,
                    message: (error.key.isEmpty ? "" : "\(error.key): ") + error.message
                        + "; keeping the last good configuration")
            ]
            logger.error("\(error); keeping the last good configuration")
        }
    }
}
