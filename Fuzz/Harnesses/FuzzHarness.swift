import Foundation
import Synchronization

/// The libFuzzer harnesses' entry points (each of Fuzz/Sources/*/main.swift calls one from
/// `LLVMFuzzerTestOneInput`): one input through one stage of previewd. A broken property traps, so libFuzzer keeps
/// the input; crashes trap on their own; hangs are caught by `-timeout`, memory by `-rss_limit_mb`.
///
/// The stages themselves (`FuzzPipeline`, `RenderFuzzPipeline`, `ClientMessageConversation`, `ConfigurationParse`)
/// are what `swift test` replays every seed through, so a harness that no longer builds fails the unit tests.
public enum FuzzHarness {
    /// One Swift source file, carried through load → evaluate → layout exactly as the seeded mutation test does.
    public static func interpreter(_ input: UnsafeBufferPointer<UInt8>) {
        let report = FuzzThread.run(timeout: .infinity) { interpreterPipeline.run(Data(input)) }
        if let report, !report.violations.isEmpty {
            fatalError("bound broken: \(report.violations.joined(separator: "; "))")
        }
    }

    /// A canvas and a view tree or display list of hostile numbers (HostileDecoder.swift), carried through layout
    /// and the renderer exactly as the seeded render fuzz test does.
    public static func render(_ input: UnsafeBufferPointer<UInt8>) {
        let report = renderPipeline.run(Array(input))
        if !report.violations.isEmpty {
            fatalError("\(report.summary): \(report.violations.joined(separator: "; "))")
        }
    }

    /// A WebSocket conversation, one client text message per line.
    public static func messages(_ input: UnsafeBufferPointer<UInt8>) {
        let violations = ClientMessageConversation.violations(String(decoding: input, as: UTF8.self))
        if !violations.isEmpty { fatalError(violations.joined(separator: "; ")) }
    }

    /// A previewd.toml.
    public static func configuration(_ input: UnsafeBufferPointer<UInt8>) {
        let violations = ConfigurationParse.violations(String(decoding: input, as: UTF8.self))
        if !violations.isEmpty { fatalError(violations.joined(separator: "; ")) }
    }

    /// The project folder the interpreter pipeline writes each input into, made once per process and removed when
    /// libFuzzer exits (a crash leaves it, beside the input libFuzzer saves).
    private static let interpreterPipeline = FuzzPipeline(root: temporaryFolder("previewd-fuzz"))

    /// The render pipeline, with its renderer and its image files, made once per process. `nonisolated(unsafe)`:
    /// libFuzzer calls the entry point from one thread only, and the renderer is not `Sendable`.
    nonisolated(unsafe) private static let renderPipeline: RenderFuzzPipeline = {
        do {
            return try RenderFuzzPipeline(imageFolder: temporaryFolder("previewd-render-fuzz"))
        } catch {
            fatalError("the render pipeline cannot start: \(error)")
        }
    }()

    /// A new folder in the temporary directory, removed when the process exits normally.
    private static func temporaryFolder(_ prefix: String) -> URL {
        var template = Array("\(NSTemporaryDirectory())/\(prefix)-XXXXXX".utf8CString)
        guard let path = mkdtemp(&template) else { fatalError("mkdtemp failed: \(errno)") }
        let folder = URL(fileURLWithPath: String(cString: path), isDirectory: true)
        foldersToRemove.withLock { $0.append(folder) }
        _ = removeFoldersAtExit
        return folder
    }

    private static let foldersToRemove = Mutex<[URL]>([])

    private static let removeFoldersAtExit: Void = {
        atexit {
            for folder in FuzzHarness.foldersToRemove.withLock({ $0 }) {
                try? FileManager.default.removeItem(at: folder)
            }
        }
    }()
}
