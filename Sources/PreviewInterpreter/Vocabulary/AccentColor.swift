import PreviewViews

extension Evaluator {
    /// The colour controls and links are tinted with: `.tint(_:)` (or `.accentColor(_:)`) above, else the project's
    /// accent colour, else iOS's blue. A toggle's green is not an accent: it takes only an explicit tint.
    var accentTint: ColorValue { tint ?? projectAccentColor ?? .system(.accentColor) }

    /// The asset catalogs' `AccentColor` colour set, with its dark variant: the name Xcode gives the app's accent
    /// colour (its `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME` default), which iOS makes the global tint.
    var projectAccentColor: ColorValue? {
        project.assets.color(named: "AccentColor").map { .adaptive(light: $0.light, dark: $0.dark ?? $0.light) }
    }
}
