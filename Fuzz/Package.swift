// swift-tools-version:5.3
// The libFuzzer harnesses for previewd: the interpreter, the layout and raster stages, the WebSocket client
// messages and previewd.toml (see scripts/fuzz).
//
// A package of its own because SwiftPM cannot build a libFuzzer executable as a target of the main package: it links
// an executable with `main` defined as the target's own entry point, and `-sanitize=fuzzer` links libFuzzer's `main`
// beside it. Tools 5.3 treats a `.target` with `main.swift` as an executable without renaming its entry point, as
// swift-protobuf's FuzzTesting does. Each harness is one `LLVMFuzzerTestOneInput` calling `FuzzHarness` of the main
// package's PreviewFuzzHarnesses library, which `swift test` builds too; everything it fuzzes is the main package's
// own targets, built here with coverage instrumentation.
import PackageDescription

let package = Package(
    name: "PreviewdFuzz",
    dependencies: [
        .package(name: "previewd", path: ".."),
    ],
    targets: [
        .target(
            name: "InterpreterFuzzer", dependencies: [.product(name: "PreviewFuzzHarnesses", package: "previewd")]),
        .target(name: "RenderFuzzer", dependencies: [.product(name: "PreviewFuzzHarnesses", package: "previewd")]),
        .target(
            name: "ClientMessageFuzzer", dependencies: [.product(name: "PreviewFuzzHarnesses", package: "previewd")]),
        .target(
            name: "ConfigurationFuzzer", dependencies: [.product(name: "PreviewFuzzHarnesses", package: "previewd")]),
    ],
    swiftLanguageVersions: [.version("6")]
)
