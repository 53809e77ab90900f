package import Foundation

/// A command previewd runs and waits for (`openssl` for its certificate authority, `git` for `previewd resolve`),
/// found on the PATH, with standard input closed and what it prints kept.
package struct ExternalCommand {
    package struct Result {
        package var status: Int32
        package var output: String
        package var errors: String

        /// The first lines of standard error, joined: what a failure says.
        package var errorSummary: String { errors.split(separator: "\n").prefix(3).joined(separator: "; ") }
    }

    package var arguments: [String]
    package var environment: [String: String]?
    package var folder: URL?

    package init(_ arguments: [String], environment: [String: String]? = nil, in folder: URL? = nil) {
        self.arguments = arguments
        self.environment = environment
        self.folder = folder
    }

    /// Runs the command to its end; throws only when it cannot be started.
    package func run() throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let folder { process.currentDirectoryURL = folder }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Standard output is small for the commands previewd runs (a fingerprint, a commit, tags) and standard
        // error shorter still: read the first whole, then the second, so neither pipe fills while the other is read.
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: printed, errors: message)
    }
}
