import Foundation
import PreviewRender

/// The pairing URL as a QR code in the terminal, for a phone's camera.
enum PairingCode {
    /// The pairing line and its QR code; with a `hint` (no phone can reach `url`) the hint instead, as a code that
    /// cannot work would only send the user looking for a network problem.
    static func print(_ url: String, hint: String?) {
        if let hint { return printLine("pair a phone: \(hint)") }
        printLine("pair a phone: \(url)")
        guard let code = try? QRCode(encoding: url) else { return }
        // Colours only on a terminal: a pipe (a log, a test) gets the plain blocks.
        let lines = code.terminalLines(colored: isatty(STDOUT_FILENO) == 1)
        printLine(lines.joined(separator: "\n"))
    }
}
