import Foundation
import PreviewInterpreter
import PreviewModel
import PreviewTestSupport
import Testing

/// The interpreter is held to the Swift toolchain: every program in `Differential/` (plain Swift and Foundation, no
/// SwiftUI) is compiled with `swiftc` and run, and evaluated by the interpreter (`PreviewInterpreter.run(program:)`);
/// both must print the same, and the interpreter must evaluate all of it (no diagnostics).
///
/// A program that shows a gap not closed yet is listed in `knownGaps` with what is missing: it runs as a known
/// issue, and once the interpreter prints what Swift prints the test fails until the entry is removed, so the list
/// only ever shrinks.
@Suite("Differential: the interpreter against swiftc")
struct DifferentialTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Differential")
    /// Compiled programs, by content hash, so that a second run compiles only what changed.
    static let cache = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".build/differential")

    /// Programs whose output differs today, with the mechanism they need.
    static let knownGaps: [String: String] = [:]

    static var programs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".swift") }
            .sorted()
    }

    @Test func theProgramsAreThere() {
        #expect(Self.programs.count >= 10, "the programs are in \(Self.folder.path)")
        for name in Self.knownGaps.keys {
            #expect(Self.programs.contains(name), "knownGaps names \(name), which is not a program")
        }
    }

    @Test(arguments: programs)
    func printsWhatSwiftPrints(_ name: String) throws {
        let source = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
        let expected = try Self.compileAndRun(name, source)
        let folder = try ProjectFolder(["Program.swift": source])
        let run = try #require(PreviewInterpreter(project: try folder.load()).run(program: "Program.swift"))
        let diagnostics = run.diagnostics.map { "\($0.line):\($0.column): \($0.message)" }
        func check() {
            #expect(diagnostics.isEmpty, "\(name): the interpreter could not evaluate everything: \(diagnostics)")
            #expect(
                run.output == expected,
                "\(name): the interpreter printed\n\(run.output)\nswiftc's program printed\n\(expected)")
        }
        if let gap = Self.knownGaps[name] {
            withKnownIssue("\(name): \(gap)", check)
        } else {
            check()
        }
    }

    /// What the program prints when compiled by the toolchain's `swiftc` and run (compiled once per content).
    static func compileAndRun(_ name: String, _ source: String) throws -> String {
        let compiler = try #require(
            Self.swiftc(), "swiftc is not on PATH: the differential tests need the Swift toolchain")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        var hasher = FNV1a()
        hasher.add(source)
        let binary = cache.appendingPathComponent("\(name.dropLast(6))-\(String(hasher.value, radix: 16))")
        if !FileManager.default.isExecutableFile(atPath: binary.path) {
            let sourceFile = cache.appendingPathComponent(
                "\(name.dropLast(6))-\(String(hasher.value, radix: 16)).swift")
            try source.write(to: sourceFile, atomically: true, encoding: .utf8)
            // Bare regex literals (`/\d+/`) as Swift 6 has them by default and Xcode projects turn them on.
            let compiled = try Self.execute(
                compiler, ["-Onone", "-enable-bare-slash-regex", "-o", binary.path, sourceFile.path])
            try #require(compiled.status == 0, "\(name) does not compile with swiftc:\n\(compiled.error)")
        }
        let ran = try Self.execute(binary.path, [])
        try #require(ran.status == 0, "\(name) failed when run natively (status \(ran.status)):\n\(ran.error)")
        return ran.output
    }

    static func swiftc() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/swiftc" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    static func execute(_ executable: String, _ arguments: [String]) throws -> (
        status: Int32, output: String, error: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        // The programs are deterministic only under a fixed time zone and locale, as previews render them.
        process.environment = (ProcessInfo.processInfo.environment).merging(["TZ": "UTC", "LANG": "C"]) { $1 }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: outputData, as: UTF8.self),
            String(decoding: errorData, as: UTF8.self)
        )
    }
}

/// 64-bit FNV-1a: a content hash that is the same in every run (Swift's `Hasher` is seeded per process).
private struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) {
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
    }
}
