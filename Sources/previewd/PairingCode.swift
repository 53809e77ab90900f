import Foundation
import PreviewRender

/// The pairing URL as a QR code in the terminal, for a phone's camera.
enum PairingCode {
    static func print(_ url: String) {
        guard let code = try? QRCode(encoding: url) else { return }
        // Colours only on a terminal: a pipe (a log, a test) gets the plain blocks.
        let lines = code.terminalLines(colored: isatty(STDOUT_FILENO) == 1)
        printLine(lines.joined(separator: "\n"))
    }
}
