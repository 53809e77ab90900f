/// The unified logging system (`os.Logger`, `OSLog`, `os_log`) as a still frame means it: what a view logs goes to
/// the device's log, which draws nothing, so a logger accepts every message and keeps none. The message is still
/// evaluated, so a message that cannot be is reported like any other expression.
enum SystemLogging {
    static let constructs: [Construct] = [
        Construct("Logger", ["()", "(subsystem: String, category: String)", "(_ logObj: Any)"]) { _ in logger },
        Construct("OSLog", "(subsystem: String, category: String)") { _ in .opaque("OSLog") },
    ]

    static let functions: [Construct] = [
        Construct(
            "os_log",
            [
                "(_ message: Any, log: Any = .default, type: Any = .default, _ args: Any...)",
                "(_ type: Any, log: Any = .default, _ message: Any, _ args: Any...)",
            ]
        ) { _ in .void }
    ]

    private static var logger: Value { FoundationObject("Logger", .logger).value }

    /// The levels a `Logger` logs at, each with the message as its only argument, and `log(level:_:)`.
    static let levels: Set<String> = [
        "log", "trace", "debug", "info", "notice", "warning", "error", "critical", "fault",
    ]

    static func method(_ name: String) -> NativeMethods.Method? {
        guard levels.contains(name) else { return nil }
        return { _, _, _, _ in .void }
    }
}
