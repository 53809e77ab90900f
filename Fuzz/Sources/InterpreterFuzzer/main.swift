import Foundation

// libFuzzer entry point: the input bytes are one Swift source file, carried through load → evaluate → layout
// exactly as the seeded mutation test does (FuzzPipeline.swift is that test's file). A broken bound traps, so
// libFuzzer saves the input; crashes trap on their own; hangs are caught by `-timeout`, memory by
// `-rss_limit_mb`. Built with `-parse-as-library`: libFuzzer provides `main`.

/// The project folder the pipeline writes each input into, made once per process and removed when libFuzzer
/// exits (a crash leaves it, beside the input libFuzzer saves).
private let pipeline: FuzzPipeline = {
    var template = Array("\(NSTemporaryDirectory())/previewd-fuzz-XXXXXX".utf8CString)
    guard let path = mkdtemp(&template) else { fatalError("mkdtemp failed: \(errno)") }
    atexit { try? FileManager.default.removeItem(at: pipeline.root) }
    return FuzzPipeline(root: URL(fileURLWithPath: String(cString: path), isDirectory: true))
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInterpreter(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = Data(UnsafeBufferPointer(start: data, count: size))
    let report = FuzzThread.run(timeout: .infinity) { pipeline.run(source) }
    if let report, !report.violations.isEmpty {
        fatalError("bound broken: \(report.violations.joined(separator: "; "))")
    }
    return 0
}
