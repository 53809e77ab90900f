// swift-tools-version:5.3
// The libFuzzer harnesses for previewd: the interpreter, the layout and raster stages, the WebSocket client
// messages and previewd.toml (see scripts/fuzz).
//
// A package of its own because SwiftPM cannot build a libFuzzer executable as a target of the main package (an
// `.executableTarget`'s renamed entry point does not link with `-sanitize=fuzzer`); tools 5.3 treats a `.target`
// with `main.swift` as an executable without renaming, as swift-protobuf's FuzzTesting does. Every library target
// is a symlink to its whole folder in ../Sources (the main package exports no library products), declared with
// the same dependencies as in ../Package.swift and built here with coverage instrumentation; `-package-name`
// keeps their `package` declarations visible to each other. A harness links the real target it fuzzes, so a new
// file in that target needs no change here. Swift 6 language mode, as in the main package: the sources are written
// for it (in Swift 5 mode the type checker gives up on an expression of PreviewDaemon).
import PackageDescription

let packageName: [SwiftSetting] = [.unsafeFlags(["-package-name", "previewd_fuzz"])]

let package = Package(
    name: "PreviewdFuzz",
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    ],
    targets: [
        // MARK: C system libraries and shims, as in ../Package.swift
        .systemLibrary(name: "CLibWebSockets", pkgConfig: "libwebsockets", providers: [.apt(["libwebsockets-dev"])]),
        .systemLibrary(
            name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
        .systemLibrary(name: "CSpng", pkgConfig: "spng", providers: [.apt(["libspng-dev"])]),
        .systemLibrary(name: "CQREncode", pkgConfig: "libqrencode", providers: [.apt(["libqrencode-dev"])]),
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        .systemLibrary(name: "CWebP", pkgConfig: "libwebp", providers: [.apt(["libwebp-dev"])]),
        .target(name: "CLibWebSocketsShims", dependencies: ["CLibWebSockets"]),
        .target(name: "CPixelKernels", dependencies: ["CDeflate"]),

        // MARK: The pipeline (symlinked folders of ../Sources)
        .target(name: "PreviewViews", swiftSettings: packageName),
        .target(
            name: "PreviewModel",
            dependencies: [
                "PreviewViews",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
                .product(name: "SwiftIfConfig", package: "swift-syntax"),
            ],
            swiftSettings: packageName),
        .target(
            name: "PreviewInterpreter",
            dependencies: ["PreviewModel", "PreviewViews", .product(name: "SwiftSyntax", package: "swift-syntax")],
            swiftSettings: packageName),
        .target(name: "PreviewLayout", dependencies: ["PreviewViews"], swiftSettings: packageName),
        .target(
            name: "PreviewRender",
            dependencies: [
                "PreviewLayout", "PreviewViews", "CPangoCairo", "CSpng", "CDeflate", "CWebP", "CPixelKernels", "CQREncode",
            ],
            swiftSettings: packageName),
        .target(name: "PreviewWatch", swiftSettings: packageName),
        .target(name: "PreviewProtocol", swiftSettings: packageName),
        .target(
            name: "PreviewStream",
            dependencies: [
                "PreviewProtocol", "CLibWebSockets", "CLibWebSocketsShims", .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: packageName),
        .target(
            name: "PreviewDaemon",
            dependencies: [
                "PreviewModel", "PreviewInterpreter", "PreviewLayout", "PreviewRender", "PreviewViews", "PreviewWatch",
                "PreviewProtocol", "PreviewStream",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "TOMLKit", package: "TOMLKit"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
            ],
            swiftSettings: packageName),
        .target(
            name: "PreviewTestSupport", dependencies: ["PreviewModel", "PreviewLayout", "PreviewViews"],
            swiftSettings: packageName),

        // MARK: Harnesses (a main.swift each, plus symlinks to the files they share with Tests/PreviewFuzzTests)
        .target(
            name: "InterpreterFuzzer",
            dependencies: ["PreviewInterpreter", "PreviewLayout", "PreviewModel", "PreviewViews", "PreviewTestSupport"],
            swiftSettings: packageName),
        .target(
            name: "RenderFuzzer", dependencies: ["PreviewRender", "PreviewLayout", "PreviewViews"],
            swiftSettings: packageName),
        // The client-message parser and session of the stream protocol (no libwebsockets).
        .target(name: "ClientMessageFuzzer", dependencies: ["PreviewProtocol"], swiftSettings: packageName),
        // The previewd.toml parser, which lives in the daemon.
        .target(name: "ConfigurationFuzzer", dependencies: ["PreviewDaemon"], swiftSettings: packageName),
    ],
    swiftLanguageVersions: [.version("6")]
)
