import PreviewModel

/// `previewd.toml` parsed as `serve` and `config check` parse it. Properties beyond "no crash": a good file gives
/// at least one target, and every error names the file and a line within it (users are told where to look).
enum ConfigurationParse {
    /// The properties parsing `text` broke; empty when it kept them all.
    static func violations(_ text: String) -> [String] {
        do {
            let configuration = try ProjectConfiguration.parse(text)
            return configuration.targets.isEmpty ? ["a configuration that parsed has no targets"] : []
        } catch {
            let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
            guard error.file == ProjectConfiguration.fileName, (1...max(1, lines)).contains(error.line) else {
                return ["error without a line in the file (\(lines) lines): \(error)"]
            }
            return []
        }
    }
}
