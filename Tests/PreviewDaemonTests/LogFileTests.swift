import Foundation
import Logging
import Testing

@testable import PreviewDaemon

@Suite struct LogFileTests {
    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("previewd-logs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func lines(_ url: URL) -> [String] {
        ((try? String(contentsOf: url, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    @Test func eventsAreTimestampedLinesWithTheirFields() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try #require(LogFile(directory: directory))
        var handler = LogFileHandler(file: file, logLevel: .notice)
        handler[metadataKey: "project"] = "Hello"
        handler.log(event: LogEvent(
            level: .notice, message: "listening", metadata: ["http.port": "8765"], source: "PreviewDaemon",
            file: #fileID, function: #function, line: #line))
        let written = lines(file.url)
        #expect(written.count == 1)
        let line = try #require(written.first)
        #expect(line.hasSuffix(" notice listening http.port=8765 project=Hello [PreviewDaemon]"), "\(line)")
        #expect(line.prefix(20).contains("T"), "an ISO 8601 timestamp first: \(line)")
    }

    @Test func aFullFileIsRotatedIntoTheOldOneAndWritingGoesOn() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try #require(LogFile(directory: directory, rotationBytes: 80))
        for index in 0..<5 { file.append("line \(index) of thirty bytes.\n") }  // 24 bytes each: three fit in 80
        let old = directory.appendingPathComponent("previewd.log.1")
        #expect(lines(old) == (0..<3).map { "line \($0) of thirty bytes." })
        #expect(lines(file.url) == (3..<5).map { "line \($0) of thirty bytes." })
        // A daemon started again appends to the current file and goes on counting its size.
        let reopened = try #require(LogFile(directory: directory, rotationBytes: 80))
        reopened.append("line 5 of thirty bytes.......\n")
        reopened.append("line 6 of thirty bytes.......\n")
        #expect(lines(file.url) == ["line 6 of thirty bytes......."], "rotated again at the limit; the oldest lines go")
        #expect(lines(old).count == 3)
    }

    @Test func aFolderThatCannotBeWrittenGivesNoFileAndNoCrash() throws {
        #expect(LogFile(directory: URL(fileURLWithPath: "/proc/no-such-folder")) == nil)
        #expect(
            LogFile.directory(environment: ["LOGS_DIRECTORY": "/var/log/previewd:/var/log/other"])?.path
                == "/var/log/previewd")
        #expect(LogFile.directory(environment: [:]) == nil)
    }
}

@Suite struct RuntimeFileTests {
    @Test func theDirectoryIsSystemdsElseTheUsersRuntimeFolder() {
        #expect(
            RuntimeFile.directory(environment: [
                "RUNTIME_DIRECTORY": "/run/previewd", "XDG_RUNTIME_DIR": "/run/user/1000",
            ])?.path == "/run/previewd")
        #expect(
            RuntimeFile.directory(environment: ["XDG_RUNTIME_DIR": "/run/user/1000"])?.path == "/run/user/1000/previewd"
        )
        #expect(RuntimeFile.directory(environment: [:]) == nil)
        #expect(RuntimeFile.searchDirectories(environment: ["XDG_RUNTIME_DIR": "/run/user/1000"]).map(\.path)
            == ["/run/user/1000/previewd", "/run/previewd"])
    }

    @Test func filesOfProcessesThatAreGoneOrAreNotPreviewdAreIgnored() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "previewd-run-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        // A pid past pid_max: no such process. Our own pid: a process, but not one called previewd.
        let gone = RuntimeFile(url: "http://127.0.0.1:1/", pid: 99_999_999, project: "/p", stateDirectory: nil)
        let other = RuntimeFile(url: "http://127.0.0.1:2/", project: "/p", stateDirectory: nil)
        try gone.write(in: directory)
        try other.write(in: directory)
        try Data("not json".utf8).write(to: directory.appendingPathComponent("daemon-1.json"))
        #expect(FileManager.default.fileExists(atPath: gone.fileURL(in: directory).path))
        #expect(RuntimeFile.running(in: [directory]).isEmpty)
        other.remove(from: directory)
        #expect(!FileManager.default.fileExists(atPath: other.fileURL(in: directory).path))
    }
}
