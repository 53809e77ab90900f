import Foundation

extension AssetCatalog {
    /// Whether a relative path is an asset catalog or lies in one (and not in a folder the scanner skips), so a
    /// change reported there means the catalogs must be read again.
    package static func isInCatalog(_ path: String) -> Bool {
        !ProjectScanner.isIgnored(path) && path.split(separator: "/").contains { $0.hasSuffix(".xcassets") }
    }
}

extension Project {
    /// Reads every asset catalog again (they are small); returns whether anything in them changed.
    mutating func reloadAssets() -> Bool {
        let catalog = AssetCatalog(boundary: boundary, previous: assets)
        guard catalog != assets else { return false }
        assets = catalog
        return true
    }
}
