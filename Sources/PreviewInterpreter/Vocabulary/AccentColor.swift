import PreviewModel
import PreviewViews

extension Evaluator {
    /// The colour controls and links are tinted with: `.tint(_:)` (or `.accentColor(_:)`) above, else the project's
    /// accent colour (`AssetCatalog.accentColor`), else iOS's blue. A toggle's green is not an accent: it takes
    /// only an explicit tint.
    var accentTint: ColorValue { tint ?? project.assets.accentColor ?? .system(.accentColor) }
}
