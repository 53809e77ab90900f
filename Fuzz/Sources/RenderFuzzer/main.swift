import Foundation

// libFuzzer entry point for the layout and raster stages: the input bytes decode to a canvas and a view tree or a
// display list full of hostile numbers (HostileDecoder.swift), carried through layout and the renderer exactly as the
// seeded render fuzz test does (RenderFuzzPipeline.swift is that test's file). A violation traps, so libFuzzer
// saves the input; crashes trap on their own; hangs are caught by `-timeout`, memory by `-rss_limit_mb`. Built
// with `-parse-as-library`: libFuzzer provides `main`.

/// The pipeline, with its renderer and its image files, made once per process; the image folder is removed when
/// libFuzzer exits (a crash leaves it, beside the input libFuzzer saves). `nonisolated(unsafe)`: libFuzzer calls
/// the entry point from one thread only, and the renderer is not `Sendable`.
nonisolated(unsafe) private let pipeline: RenderFuzzPipeline = {
    var template = Array("\(NSTemporaryDirectory())/previewd-render-fuzz-XXXXXX".utf8CString)
    guard let path = mkdtemp(&template) else { fatalError("mkdtemp failed: \(errno)") }
    let folder = URL(fileURLWithPath: String(cString: path), isDirectory: true)
    atexit { try? FileManager.default.removeItem(at: pipeline.imageFolder) }
    do {
        return try RenderFuzzPipeline(imageFolder: folder)
    } catch {
        fatalError("the render pipeline cannot start: \(error)")
    }
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRender(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let report = pipeline.run(Array(UnsafeBufferPointer(start: data, count: size)))
    if !report.violations.isEmpty {
        fatalError("\(report.summary): \(report.violations.joined(separator: "; "))")
    }
    return 0
}
