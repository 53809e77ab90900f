import Foundation
import PreviewFiles
import PreviewVector

/// A custom symbol: the SVG symbol template of a `.symbolset`, drawn like an SF Symbol (sized by the font, in the
/// foreground style).
package struct SymbolAsset: Equatable, Sendable {
    package var name: String
    /// The set's `Contents.json`, relative to the project root.
    package var file: String
    /// The SVG file: absolute, for drawing, and relative to the project root, for diagnostics.
    package var path: String
    package var svgFile: String
    /// Changes when the SVG is rewritten (`ProjectFile.stamp`).
    package var stamp: String
    /// The `Regular-M` glyph's width between its margins, per point of font size.
    package var widthPerPoint: Double
}

extension AssetContents {
    /// The symbol set this describes: its SVG, parsed (through `VectorDocumentCache`) to check that it is a symbol
    /// template. Nil, after reporting why, when it lists no SVG, the file is missing or refused, or it cannot be
    /// parsed or has no glyph; a file there but unreadable now keeps `previous`, with a warning.
    func symbolAsset(
        file: String, name: String, boundary: ProjectBoundary, read: AssetCatalog.FileReader, previous: SymbolAsset?,
        report: (String, String, Diagnostic.Severity) -> Void
    ) -> SymbolAsset? {
        let contents = file + "/Contents.json"
        guard let filename = symbols?.lazy.compactMap(\.filename).first(where: { !$0.isEmpty }) else {
            report(contents, "symbol set '\(name)' lists no SVG file; skipped", .error)
            return nil
        }
        let relative = file + "/" + filename
        guard VectorDocument.Format(pathExtension: (filename as NSString).pathExtension) == .svg else {
            report(contents, "symbol set '\(name)' lists '\(filename)', which is not an SVG file; skipped", .error)
            return nil
        }
        let svg: ProjectFile
        switch ProjectBoundary.isPlainRelativePath(filename)
            ? read(relative, ImageHeader.maximumFileSize) : .failure(.notInProject)
        {
        case .success(let file): svg = file
        case .failure(.missing):
            report(contents, "symbol set '\(name)' lists '\(filename)', which does not exist", .error)
            return nil
        case .failure(.notInProject):
            report(
                contents, "symbol set '\(name)' lists '\(filename)', which is \(ProjectFileRefusal.notInProject)",
                .error)
            return nil
        case .failure(let refusal):
            if let previous, previous.svgFile == relative {
                report(relative, "'\(filename)' \(refusal); its last readable version is used", .warning)
                return previous
            }
            report(relative, "'\(filename)' \(refusal); skipped", .error)
            return nil
        }
        let path = boundary.absolutePath(relative)
        switch VectorDocumentCache.shared.document(path: path, stamp: svg.stamp, format: .svg, data: { svg.data }) {
        case .success(let document)?:
            guard let glyph = document.glyph() else {
                report(
                    relative,
                    """
                    symbol '\(name)': '\(filename)' is not a symbol template (it has no glyph group such as \
                    'Regular-M'); skipped
                    """,
                    .error)
                return nil
            }
            return SymbolAsset(
                name: name, file: contents, path: path, svgFile: relative, stamp: svg.stamp,
                widthPerPoint: glyph.width / document.templatePointSize)
        case .failure(let error)?:
            report(relative, "symbol '\(name)': '\(filename)' is not a readable SVG image (\(error)); skipped", .error)
            return nil
        case nil:
            return nil
        }
    }
}
