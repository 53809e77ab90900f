import Foundation
import PreviewFiles
import PreviewVector
import PreviewViews

extension CairoCanvas {
    /// Draws the SVG or PDF at `path` (version `stamp`) over `rect`: a symbol template's glyph sized as a symbol of
    /// the font `rect` was laid out for, any other document stretched over `rect`. With a `tint`, only coverage
    /// counts, in that colour. Returns why, in lower case, when the file cannot be read or parsed (the caller draws a
    /// box and reports it: the catalog parsed the version it listed, so this one changed since); nil when it was
    /// drawn. Documents come from `VectorDocumentCache`, where the catalog left them.
    func drawVector(at path: String, stamp: String, format: VectorDocument.Format, in rect: Rect, tint: RGBA?)
        -> String?
    {
        let cached = VectorDocumentCache.shared.document(path: path, stamp: stamp, format: format) {
            guard case .success(let file) = ProjectBoundary.readAccepted(
                atAbsolutePath: path, maximumSize: BitmapCache.maximumFileSize)
            else { return nil }
            return file.data
        }
        let document: VectorDocument
        switch cached {
        case .success(let parsed)?: document = parsed
        case .failure(let error)?: return error.description
        case nil: return "the file could not be read"
        }
        guard isDrawable(rect), tint.map(isVisible) ?? true else { return nil }
        let color = tint.map { ($0.red, $0.green, $0.blue, $0.alpha) }
        if let glyph = document.glyph() {
            // Layout made the rect `ImageElement.symbolScale` font sizes tall; the glyph is drawn at that font size
            // (the template's point size draws it unscaled), smaller where a resized frame is too narrow or short.
            let fontSize = rect.height / 1.2
            let scale = min(
                fontSize / document.templatePointSize, rect.width / max(glyph.width, glyph.ink.width),
                rect.height / glyph.ink.height)
            guard canScale(scale, scale) else { return nil }
            document.draw(
                glyph, into: context, centerX: rect.minX + rect.width / 2, centerY: rect.minY + rect.height / 2,
                scale: scale, tint: color)
        } else {
            guard canScale(rect.width / document.width, rect.height / document.height) else { return nil }
            document.draw(
                into: context, x: rect.minX, y: rect.minY, width: rect.width, height: rect.height, tint: color)
        }
        return nil
    }
}
