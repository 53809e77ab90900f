import PreviewFuzzHarnesses

// libFuzzer's entry point for FuzzHarness.interpreter (Fuzz/Harnesses, a target of the main package, which
// `swift test` builds and replays the seeds through). Built with `-parse-as-library`: libFuzzer provides `main`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzHarness.interpreter(UnsafeBufferPointer(start: data, count: size))
    return 0
}
