import Foundation
import Testing
@testable import PreviewWatch

/// Tests against the real kernel: each test watches its own `mkdtemp` directory.
@Suite struct DirectoryWatcherTests {
    @Test func newSwiftFileIsReported() throws {
        let directory = try TemporaryDirectory()
        let recorder = try WatchRecorder(directory)
        try directory.write("New.swift")
        #expect(recorder.waitForPaths(["New.swift"]))
        #expect(recorder.allChanges == ChangeSet(paths: ["New.swift"]))
    }

    @Test func writingAnExistingFileIsReported() throws {
        let directory = try TemporaryDirectory()
        try directory.makeDirectories("Sources/Views")
        try directory.write("Sources/Views/Card.swift", "struct Card {}\n")
        let recorder = try WatchRecorder(directory)
        try directory.write("Sources/Views/Card.swift", "struct Card { var title = \"\" }\n")
        #expect(recorder.waitForPaths(["Sources/Views/Card.swift"]))
    }

    @Test func atomicSaveReportsOnlyTheTarget() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Card.swift", "struct Card {}\n")
        let recorder = try WatchRecorder(directory)
        // What editors do: write a temporary sibling, then rename it over the target.
        try directory.write("Card.swift.tmp-4711", "struct Card { var title = \"\" }\n")
        try directory.rename("Card.swift.tmp-4711", to: "Card.swift")
        #expect(recorder.waitForPaths(["Card.swift"]))
        #expect(recorder.allChanges.paths == ["Card.swift"])
    }

    @Test func burstOfWritesBecomesOneChangeSet() throws {
        let directory = try TemporaryDirectory()
        let names = (1...5).map { "File\($0).swift" }
        for name in names { try directory.write(name) }
        // A long quiet period keeps a slow machine from splitting the burst; the maximum delay is out of reach.
        let recorder = try WatchRecorder(directory, quietPeriod: .milliseconds(500), maximumDelay: .seconds(30))
        for round in 1...4 {
            for name in names { try directory.write(name, "// round \(round)\n") }
        }
        #expect(recorder.waitUntil { !$0.received.isEmpty })
        // Give a wrongly split burst the time to produce its second change set.
        Thread.sleep(forTimeInterval: 1)
        #expect(recorder.received == [ChangeSet(paths: Set(names))])
    }

    @Test func fileInFreshlyCreatedNestedDirectoriesIsReported() throws {
        let directory = try TemporaryDirectory()
        let recorder = try WatchRecorder(directory, startRunning: false)
        // `mkdir -p a/b/c` plus a file, all before the watcher handles `a`'s creation (the race, made certain by
        // starting `run` afterwards): the kernel reports only `a`, so only the scan after watching finds the file.
        try directory.makeDirectories("a/b/c")
        try directory.write("a/b/c/Deep.swift")
        recorder.startRunning()
        #expect(recorder.waitForPaths(["a/b/c/Deep.swift"]))
        // And `c` is watched from then on.
        try directory.write("a/b/c/Later.swift")
        #expect(recorder.waitForPaths(["a/b/c/Later.swift"]))
        #expect(!recorder.allChanges.needsFullRescan)
    }

    @Test func buildAndGitFoldersAreIgnored() throws {
        let directory = try TemporaryDirectory()
        try directory.makeDirectories(".build/debug")
        let recorder = try WatchRecorder(directory, startRunning: false)
        // Read before `run` starts: the watch table belongs to the running thread afterwards.
        #expect(recorder.watcher.watchedDirectories == [""])
        recorder.startRunning()
        try directory.write(".build/debug/Generated.swift")
        try directory.makeDirectories(".git/objects")
        try directory.write(".git/objects/Packed.swift")
        try directory.makeDirectories("Sources/.build")
        try directory.write("Sources/.build/Nested.swift")
        // Written last, so once it is reported the events before it have been handled too.
        try directory.write("Visible.swift")
        #expect(recorder.waitForPaths(["Visible.swift"]))
        #expect(recorder.allChanges.paths == ["Visible.swift"])
    }

    @Test func onlySwiftFilesAndAssetCatalogsAreReported() throws {
        let directory = try TemporaryDirectory()
        let recorder = try WatchRecorder(directory)
        try directory.write("README.md")
        try directory.write("notes.txt")
        try directory.makeDirectories("Assets.xcassets/Color.colorset")
        try directory.write("Assets.xcassets/Color.colorset/Contents.json", "{}\n")
        let contents = "Assets.xcassets/Color.colorset/Contents.json"
        #expect(recorder.waitForPaths([contents]))
        #expect(recorder.allChanges.paths == ["Assets.xcassets", "Assets.xcassets/Color.colorset", contents])
    }

    @Test func deletingAFileIsReported() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Old.swift")
        let recorder = try WatchRecorder(directory)
        try directory.remove("Old.swift")
        #expect(recorder.waitForPaths(["Old.swift"]))
    }

    @Test func renamingADirectoryAsksForARescanAndFollowsTheNewPath() throws {
        let directory = try TemporaryDirectory()
        try directory.makeDirectories("Views/Rows")
        try directory.write("Views/Rows/Row.swift")
        let recorder = try WatchRecorder(directory)
        try directory.rename("Views", to: "Screens")
        #expect(recorder.waitUntil { $0.allChanges.needsFullRescan })
        #expect(recorder.allChanges.paths.contains("Screens/Rows/Row.swift"))
        try directory.write("Screens/Rows/Row.swift", "// edited\n")
        try directory.write("Screens/Rows/Added.swift")
        #expect(recorder.waitForPaths(["Screens/Rows/Added.swift"]))
        #expect(recorder.allChanges.paths.allSatisfy { !$0.hasPrefix("Views/") })
    }

    @Test func queueOverflowAsksForARescan() throws {
        let directory = try TemporaryDirectory()
        let queueLimit = try Int(String(contentsOfFile: "/proc/sys/fs/inotify/max_queued_events", encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)) ?? 16384
        let recorder = try WatchRecorder(directory, startRunning: false)
        // Each file gives IN_CREATE and IN_CLOSE_WRITE; nothing reads the queue until `run`, so it overflows.
        for index in 0...(queueLimit / 2) { try directory.write("f\(index).txt", "") }
        try directory.makeDirectories("Late")
        recorder.startRunning()
        #expect(recorder.waitUntil(timeout: .seconds(10)) { $0.allChanges.needsFullRescan })
        // The rescan watched the directory whose creation event was lost.
        try directory.write("Late/After.swift")
        #expect(recorder.waitForPaths(["Late/After.swift"]))
    }

    @Test func stopMakesRunReturn() throws {
        let directory = try TemporaryDirectory()
        let recorder = try WatchRecorder(directory)
        #expect(recorder.runOutcome == nil)
        recorder.watcher.stop()
        recorder.watcher.stop()
        #expect(recorder.waitUntil { $0.runOutcome != nil })
        #expect(recorder.runOutcome == "returned")
    }

    @Test func runAfterStopReturnsAtOnce() throws {
        let directory = try TemporaryDirectory()
        let watcher = try DirectoryWatcher(root: directory.path)
        watcher.stop()
        var calls = 0
        try watcher.run { _ in calls += 1 }
        #expect(calls == 0)
    }

    @Test func missingRootThrowsAClearError() throws {
        let directory = try TemporaryDirectory()
        let missing = directory.url("does-not-exist")
        let error = #expect(throws: WatchError.self) { try DirectoryWatcher(root: missing) }
        #expect(error?.code == .rootNotFound)
        #expect(error?.path == missing)
        #expect(error?.description.contains("does-not-exist") == true)
    }

    @Test func fileAsRootThrowsNotADirectory() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Plain.swift")
        let error = #expect(throws: WatchError.self) { try DirectoryWatcher(root: directory.url("Plain.swift")) }
        #expect(error?.code == .rootNotADirectory)
    }
}
