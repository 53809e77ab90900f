import Foundation

/// A failure that stops a command: shown to the user as one line on standard error.
package struct DaemonError: Error, CustomStringConvertible {
    package enum Code: Sendable {
        case stateDirectory, webRoot, render, tls
    }

    package var code: Code
    package var message: String

    package init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    package var description: String { message }
}
