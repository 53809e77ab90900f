import Foundation
import Logging
import PreviewFiles
import Testing

@testable import PreviewDaemon

/// State files nobody else can steer: atomic writes that open no planted name, a state directory that is the
/// user's own and locked by one daemon, a token only its owner can read.
@Suite struct StateSafetyTests {
    private let logger = Logger(label: "test")

    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("previewd-state-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func anAtomicWriteNeverWritesThroughAPlantedLink() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let victim = directory.appendingPathComponent("victim")
        try Data("precious".utf8).write(to: victim)
        // The temporary name writes used to take, and a link at the target's own name.
        let token = directory.appendingPathComponent("token")
        try FileManager.default.createSymbolicLink(
            at: directory.appendingPathComponent(".token.\(getpid()).tmp"), withDestinationURL: victim)
        try FileManager.default.createSymbolicLink(at: token, withDestinationURL: victim)
        try AtomicFile.write(Data("new\n".utf8), to: token, permissions: 0o600)
        #expect(try String(contentsOf: victim, encoding: .utf8) == "precious")
        let attributes = try FileManager.default.attributesOfItem(atPath: token.path)
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        #expect(try String(contentsOf: token, encoding: .utf8) == "new\n")
    }

    @Test func aSecondDaemonOnOneStateDirectoryIsRefusedNamingTheFirst() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try StateDirectory(directory, logger: logger)
        #expect {
            _ = try StateDirectory(directory, logger: logger)
        } throws: { error in
            "\(error)".contains("pid \(getpid())") && "\(error)".contains(directory.path)
        }
        first.release()
        _ = try StateDirectory(directory, logger: logger)
    }

    @Test func aStateDirectoryOpenToOthersIsMadePrivate() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(chmod(directory.path, 0o755) == 0)
        _ = try StateDirectory(directory, logger: logger)
        let mode = try FileManager.default.attributesOfItem(atPath: directory.path)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o700)
    }

    @Test func aTokenThatIsALinkOrReadableByOthersIsRefused() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let token = directory.appendingPathComponent("token")
        try Data("0123456789abcdef\n".utf8).write(to: token)
        #expect(chmod(token.path, 0o644) == 0)
        #expect { _ = try PairingToken.loadOrCreate(in: directory) } throws: { "\($0)".contains("chmod 600") }
        #expect(chmod(token.path, 0o600) == 0)
        #expect(try PairingToken.loadOrCreate(in: directory) == "0123456789abcdef")
        let elsewhere = directory.appendingPathComponent("elsewhere")
        try FileManager.default.moveItem(at: token, to: elsewhere)
        try FileManager.default.createSymbolicLink(at: token, withDestinationURL: elsewhere)
        #expect { _ = try PairingToken.loadOrCreate(in: directory) } throws: { "\($0)".contains("symbolic link") }
    }
}
