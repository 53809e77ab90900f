import Foundation
import PreviewDaemon

// libFuzzer entry point for `previewd.toml`: the input is the file's text, parsed as `serve` and `config check`
// parse it. Properties beyond "no crash": a good file gives at least one target, and every error names the file
// and a line within it (users are told where to look). Built with `-parse-as-library`: libFuzzer provides `main`.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfiguration(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        let configuration = try ProjectConfiguration.parse(text)
        if configuration.targets.isEmpty { fatalError("a configuration that parsed has no targets") }
    } catch {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
        guard error.file == ProjectConfiguration.fileName, (1...max(1, lines)).contains(error.line) else {
            fatalError("error without a line in the file (\(lines) lines): \(error)")
        }
    }
    return 0
}
