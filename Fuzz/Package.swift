// swift-tools-version:5.3
// The libFuzzer harnesses for previewd: the interpreter, the WebSocket client messages and previewd.toml (see
// scripts/fuzz).
//
// A package of its own because SwiftPM cannot build a libFuzzer executable as a target of the main package (an
// `.executableTarget`'s renamed entry point does not link with `-sanitize=fuzzer`); tools 5.3 treats a `.target`
// with `main.swift` as an executable without renaming, as swift-protobuf's FuzzTesting does. The pipeline
// targets are symlinks to ../Sources (the main package exports no library products), built here with coverage
// instrumentation; `-package-name` keeps their `package` declarations visible to each other.
import PackageDescription

let packageName: [SwiftSetting] = [.unsafeFlags(["-package-name", "previewd_fuzz"])]

let package = Package(
    name: "PreviewdFuzz",
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
    ],
    targets: [
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
            name: "PreviewTestSupport", dependencies: ["PreviewModel", "PreviewLayout", "PreviewViews"],
            swiftSettings: packageName),
        // The client-message parser and session (files of PreviewStream that need no libwebsockets).
        .target(name: "StreamMessages", swiftSettings: packageName),
        .target(name: "ClientMessageFuzzer", dependencies: ["StreamMessages"], swiftSettings: packageName),
        // The previewd.toml parser (files of PreviewDaemon).
        .target(
            name: "ConfigurationParsing",
            dependencies: ["PreviewModel", "PreviewViews", .product(name: "TOMLKit", package: "TOMLKit")],
            swiftSettings: packageName),
        .target(name: "ConfigurationFuzzer", dependencies: ["ConfigurationParsing"], swiftSettings: packageName),
        .target(
            name: "InterpreterFuzzer",
            dependencies: ["PreviewInterpreter", "PreviewLayout", "PreviewModel", "PreviewViews", "PreviewTestSupport"],
            swiftSettings: packageName),
    ]
)
