// swift-tools-version: 6.0
// previewd: live SwiftUI previews on Linux, streamed to phones and browsers.
//
// Targets follow the pipeline (Documentation/Architecture.md): watch → model → interpret → layout → render → stream,
// tied together by the daemon and a thin `previewd` executable. Only the render, stream and vector targets touch C.
import PackageDescription

/// What every Swift target of previewd is written under, ahead of the language mode that makes it the default: an
/// `import` is internal unless it says `package` or `public` (InternalImportsByDefault), so a target's signatures
/// name the modules they expose; a file sees the members only of the modules it imports (MemberImportVisibility),
/// so its imports say what it uses; an existential is spelled `any P` (ExistentialAny), so a reader sees which
/// values are boxed.
let houseSettings: [SwiftSetting] = [
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "previewd",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "previewd", targets: ["previewd"]),
        // `make bench`: benchmarks against baselines measured in the same run (not part of `make test`).
        .executable(name: "previewd-bench", targets: ["previewd-bench"]),
        .executable(name: "swift-conformance", targets: ["swift-conformance"]),
        // For the libFuzzer package in Fuzz/, which cannot live in this one (Fuzz/Package.swift says why).
        .library(name: "PreviewFuzzHarnesses", targets: ["PreviewFuzzHarnesses"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    ],
    targets: [
        // MARK: C system libraries (Debian 12 packages, found through pkg-config)
        .systemLibrary(
            name: "CLibWebSockets", pkgConfig: "libwebsockets",
            providers: [.apt(["libwebsockets-dev"])]),
        // pangocairo and librsvg through .pc files of their own: Debian's headers and libraries without the -pthread
        // their private requirements add, which SwiftPM dropped with a warning on every build (the files say more).
        .systemLibrary(
            name: "CPangoCairo", pkgConfig: Context.packageDirectory + "/Sources/CPangoCairo/previewd-pangocairo.pc",
            providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
        .systemLibrary(
            name: "CSpng", pkgConfig: "spng",
            providers: [.apt(["libspng-dev"])]),
        .systemLibrary(
            name: "CQREncode", pkgConfig: "libqrencode",
            providers: [.apt(["libqrencode-dev"])]),
        .systemLibrary(
            name: "CDeflate", pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]),
        .systemLibrary(
            name: "CWebP", pkgConfig: "libwebp",
            providers: [.apt(["libwebp-dev"])]),
        .systemLibrary(
            name: "CTurboJPEG", pkgConfig: "libturbojpeg",
            providers: [.apt(["libturbojpeg0-dev"])]),
        // SVG and PDF files of asset catalogs (image sets and custom symbols), drawn through cairo.
        .systemLibrary(
            name: "CRsvg", pkgConfig: Context.packageDirectory + "/Sources/CRsvg/previewd-librsvg.pc",
            providers: [.apt(["librsvg2-dev"])]),
        .systemLibrary(
            name: "CPoppler", pkgConfig: "poppler-glib",
            providers: [.apt(["libpoppler-glib-dev"])]),
        // What Swift cannot import from libwebsockets (the LWS_PRE macro), for the stream server.
        .target(name: "CLibWebSocketsShims", dependencies: ["CLibWebSockets"]),
        // Per-pixel and per-bit loops that must stay fast in debug builds (the scanline conversion, content and tile
        // hashes, the deflate splicer), for the renderer.
        .target(name: "CPixelKernels", dependencies: ["CDeflate"]),

        // MARK: The pipeline
        .target(name: "PreviewViews", swiftSettings: houseSettings),
        // The one way a file is read because of the project: inside it, no symbolic link, a regular file.
        .target(name: "PreviewFiles", swiftSettings: houseSettings),
        // Vector documents (SVG, PDF) parsed once and replayed into cairo: the catalogs read them, renderers draw them.
        .target(name: "PreviewVector", dependencies: ["CRsvg", "CPoppler"], swiftSettings: houseSettings),
        .target(
            name: "PreviewModel",
            dependencies: [
                "PreviewFiles", "PreviewViews", "PreviewVector",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
                .product(name: "SwiftIfConfig", package: "swift-syntax"),
                .product(name: "TOMLKit", package: "TOMLKit"),
            ],
            swiftSettings: houseSettings),
        // The language core: what Swift means, decided before anything runs. It knows nothing of SwiftUI; the
        // interpreter describes its library to it (`ContextualTyper.Builtins`).
        .target(
            name: "PreviewLanguage",
            dependencies: ["PreviewModel", .product(name: "SwiftSyntax", package: "swift-syntax")],
            swiftSettings: houseSettings),
        .target(
            name: "PreviewInterpreter",
            dependencies: [
                "PreviewLanguage", "PreviewModel", "PreviewViews",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            swiftSettings: houseSettings),
        .target(name: "PreviewLayout", dependencies: ["PreviewViews"], swiftSettings: houseSettings),
        .target(
            name: "PreviewRender",
            dependencies: [
                "PreviewFiles", "PreviewLayout", "PreviewViews", "PreviewVector", "CPangoCairo", "CSpng", "CDeflate",
                "CWebP", "CTurboJPEG", "CPixelKernels", "CQREncode",
            ],
            swiftSettings: houseSettings),
        .target(name: "PreviewWatch", swiftSettings: houseSettings),
        // The WebSocket protocol without sockets: client messages, the per-client session, frames and the store.
        .target(name: "PreviewProtocol", swiftSettings: houseSettings),
        // The HTTP and WebSocket server on libwebsockets that carries it.
        .target(
            name: "PreviewStream",
            dependencies: [
                "PreviewProtocol", "CLibWebSockets", "CLibWebSocketsShims",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: houseSettings),
        // From project changes to published frames: the render plan and workers, the catalog, previewd.toml applied
        // while serving, and what devices ask for (their targets and taps). `serve` runs it on the render thread,
        // `render` once.
        .target(
            name: "PreviewPipeline",
            dependencies: [
                "PreviewFiles", "PreviewModel", "PreviewLanguage", "PreviewInterpreter", "PreviewLayout",
                "PreviewRender", "PreviewViews", "PreviewWatch", "PreviewProtocol",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: houseSettings),
        // `previewd serve`: the pipeline, the watcher and the stream server as services of one group, with the HTTP
        // API, pairing and the state directory.
        .target(
            name: "PreviewDaemon",
            dependencies: [
                "PreviewFiles", "PreviewModel", "PreviewPipeline", "PreviewRender", "PreviewViews", "PreviewWatch",
                "PreviewProtocol", "PreviewStream",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
            ],
            swiftSettings: houseSettings),
        .executableTarget(
            name: "previewd",
            dependencies: [
                "PreviewDaemon", "PreviewFiles", "PreviewInterpreter", "PreviewLayout", "PreviewModel",
                "PreviewPipeline", "PreviewRender", "PreviewSnapshots", "PreviewStream", "PreviewViews",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: houseSettings),

        // `previewd compare`: a project's swift-snapshot-testing assertions read from source, and structural
        // similarity of images.
        .target(
            name: "PreviewSnapshots",
            dependencies: [
                "PreviewConformance", "PreviewModel",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftIfConfig", package: "swift-syntax"),
            ],
            swiftSettings: houseSettings),

        // MARK: The interpreter held to Swift: project test suites evaluated by it (`scripts/swift-conformance`).
        .target(
            name: "PreviewConformance",
            dependencies: [
                "PreviewInterpreter", "PreviewModel",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            swiftSettings: houseSettings),
        .executableTarget(
            name: "swift-conformance",
            dependencies: [
                "PreviewConformance", "PreviewInterpreter",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: houseSettings),

        // MARK: Benchmarks (`make bench`); libpng is only the baseline encoder, never used by previewd itself.
        .target(
            name: "CBenchBaselines",
            linkerSettings: [.linkedLibrary("png16")]),
        .executableTarget(
            name: "previewd-bench",
            dependencies: [
                "CBenchBaselines", "PreviewInterpreter", "PreviewLayout", "PreviewModel", "PreviewPipeline",
                "PreviewRender", "PreviewProtocol", "PreviewViews",
            ],
            swiftSettings: houseSettings),

        // What tests of several targets share: temporary project folders and marked source.
        .target(
            name: "PreviewTestSupport", dependencies: ["PreviewModel", "PreviewLayout", "PreviewViews"],
            path: "Sources/PreviewTestSupport", swiftSettings: houseSettings),

        // The libFuzzer harnesses' stages (`scripts/fuzz`): built and replayed on their seeds by `swift test`, linked
        // by the fuzzer executables of Fuzz/.
        .target(
            name: "PreviewFuzzHarnesses",
            dependencies: [
                "PreviewInterpreter", "PreviewLayout", "PreviewModel", "PreviewPipeline", "PreviewProtocol",
                "PreviewRender", "PreviewTestSupport", "PreviewViews",
            ],
            path: "Fuzz/Harnesses", swiftSettings: houseSettings),

        // MARK: Tests (one target per Swift target; end-to-end tests, the stream server's included, live in
        // Tests/EndToEnd, in Python)
        .testTarget(name: "PreviewViewsTests", dependencies: ["PreviewViews"], swiftSettings: houseSettings),
        .testTarget(
            name: "PreviewModelTests",
            dependencies: [
                "PreviewFiles", "PreviewModel", "PreviewViews", "PreviewTestSupport",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            swiftSettings: houseSettings),
        .testTarget(
            name: "PreviewLanguageTests",
            dependencies: [
                "PreviewLanguage", "PreviewModel", "PreviewTestSupport",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            swiftSettings: houseSettings),
        .testTarget(
            name: "PreviewInterpreterTests",
            dependencies: [
                "PreviewInterpreter", "PreviewModel", "PreviewViews", "PreviewTestSupport",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            exclude: ["Differential"], swiftSettings: houseSettings),
        .testTarget(
            name: "PreviewLayoutTests", dependencies: ["PreviewLayout", "PreviewViews", "PreviewTestSupport"],
            swiftSettings: houseSettings),
        .testTarget(
            name: "PreviewRenderTests",
            dependencies: ["PreviewRender", "PreviewLayout", "PreviewViews", "CPangoCairo"],
            swiftSettings: houseSettings),
        .testTarget(name: "PreviewWatchTests", dependencies: ["PreviewWatch"], swiftSettings: houseSettings),
        .testTarget(name: "PreviewProtocolTests", dependencies: ["PreviewProtocol"], swiftSettings: houseSettings),
        .testTarget(
            name: "PreviewSnapshotsTests",
            dependencies: [
                "PreviewSnapshots",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            swiftSettings: houseSettings),
        .testTarget(
            name: "PreviewConformanceTests", dependencies: ["PreviewConformance", "PreviewTestSupport"],
            swiftSettings: houseSettings),
        .testTarget(
            name: "PreviewPipelineTests",
            dependencies: [
                "PreviewPipeline", "PreviewInterpreter", "PreviewLayout", "PreviewModel", "PreviewRender",
                "PreviewViews", "PreviewProtocol", "PreviewWatch", "PreviewTestSupport", "PreviewSnapshots",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: houseSettings),
        .testTarget(
            name: "PreviewDaemonTests",
            dependencies: [
                "PreviewDaemon", "PreviewFiles", "PreviewInterpreter", "PreviewLayout", "PreviewModel",
                "PreviewPipeline", "PreviewRender", "PreviewViews", "PreviewProtocol", "PreviewStream", "PreviewWatch",
                "PreviewTestSupport",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: houseSettings),
        // Seeded mutation fuzzing of load → evaluate → layout and of layout → raster, and every libFuzzer harness's
        // seeds replayed; Fuzz/ builds the harnesses with libFuzzer for longer runs.
        .testTarget(
            name: "PreviewFuzzTests",
            dependencies: [
                "PreviewFuzzHarnesses", "PreviewInterpreter", "PreviewModel", "PreviewLayout", "PreviewPipeline",
                "PreviewRender", "PreviewViews", "PreviewTestSupport",
            ],
            exclude: ["Corpus", "Findings", "Regressions"], swiftSettings: houseSettings),
    ]
)
