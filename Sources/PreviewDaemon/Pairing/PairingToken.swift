package import Foundation
import PreviewFiles

/// The pairing token: given on the command line, or kept in the state directory so that a phone's pairing URL
/// keeps working across daemon restarts.
package enum PairingToken {
    /// The state directory previewd uses: `$STATE_DIRECTORY` under systemd, else the XDG state home.
    package static func defaultStateDirectory(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> URL
    {
        if let systemd = environment["STATE_DIRECTORY"], !systemd.isEmpty {
            // systemd may pass several colon-separated directories; the first is ours.
            return URL(fileURLWithPath: String(systemd.split(separator: ":")[0]))
        }
        if let xdg = environment["XDG_STATE_HOME"], !xdg.isEmpty {
            return URL(fileURLWithPath: xdg).appendingPathComponent("previewd")
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".local/state/previewd")
    }

    /// The stored token, or a new random one written atomically with mode 0600.
    ///
    /// A token file that is a link, not the user's own, or readable by other users is refused, as ssh refuses
    /// such a private key: others may know that token, and only the user can say whether to keep it (`chmod 600`)
    /// or replace it (delete the file; phones then pair again).
    package static func loadOrCreate(in stateDirectory: URL) throws -> String {
        let file = stateDirectory.appendingPathComponent("token")
        if let stored = try StateFile.read(file) {
            let mode = stored.mode
            guard mode & 0o077 == 0 else {
                throw DaemonError(
                    .stateDirectory,
                    """
                    the pairing token '\(file.path)' can be read by other users (mode \(String(mode, radix: 8))), so \
                    they may know it: `chmod 600` it to keep it, or delete it for a new one (paired phones then pair \
                    again)
                    """
                )
            }
            if let text = String(data: stored.data, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines),
                isWellFormed(text)
            {
                return text
            }
        }
        let token = generate()
        try store(token, in: stateDirectory)
        return token
    }

    /// Writes `token` as the stored one, atomically and readable by the owner only.
    package static func store(_ token: String, in stateDirectory: URL) throws {
        try AtomicFile.write(
            Data((token + "\n").utf8), to: stateDirectory.appendingPathComponent("token"), permissions: 0o600)
    }

    /// 32 lower-case hex digits from the system's random source.
    package static func generate() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<16).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
    }

    /// Tokens are URL-safe so they can travel in `?token=` and cookies unescaped.
    package static func isWellFormed(_ token: String) -> Bool {
        (8...128).contains(token.count)
            && token.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }

    /// Compares in time independent of where the strings differ, so the token cannot be guessed byte by byte.
    package static func matches(_ candidate: String, _ token: String) -> Bool {
        let a = Array(candidate.utf8)
        let b = Array(token.utf8)
        var difference = UInt8(a.count == b.count ? 0 : 1)
        for index in 0..<b.count { difference |= (index < a.count ? a[index] : 0) ^ b[index] }
        return difference == 0
    }
}
