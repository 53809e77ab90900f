// swift-tools-version:5.3
// The libFuzzer harness for previewd's interpreter: see scripts/fuzz-interpreter.
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
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1")
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
        .target(
            name: "InterpreterFuzzer",
            dependencies: ["PreviewInterpreter", "PreviewLayout", "PreviewModel", "PreviewViews", "PreviewTestSupport"],
            swiftSettings: packageName),
    ]
)
