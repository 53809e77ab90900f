import PreviewFuzzHarnesses

// libFuzzer's entry point for FuzzHarness.messages (Fuzz/Harnesses, a target of the main package, which
// `swift test` builds and replays the seeds through). Built with `-parse-as-library`: libFuzzer provides `main`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzHarness.messages(UnsafeBufferPointer(start: data, count: size))
    return 0
}
