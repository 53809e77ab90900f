import PreviewInterpreter
import PreviewViews
import Testing

/// `#available` answers as the iOS release previewd draws (iOS 17.5): code for a newer release takes its
/// fallback, as a device running iOS 17 would.
struct AvailabilityTests {
    @Test func aCheckForANewerReleaseTakesTheFallbackAndAnOlderOneTheNewCode() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    if #available(iOS 26.0, *) { Text("glass") } else { Text("material") }
                    if #available(iOS 17, macOS 14, *) { Text("seventeen") } else { Text("sixteen") }
                    if #available(iOS 17.5, *) { Text("point five") } else { Text("before point five") }
                    if #available(iOS 17.6, *) { Text("point six") } else { Text("before point six") }
                    if #unavailable(iOS 18) { Text("not eighteen") }
                    if #available(macOS 15, *) { Text("any iOS") }
                }
                """)
        let dump = try fixture.cleanDump()
        for shown in ["material", "seventeen", "point five", "before point six", "not eighteen", "any iOS"] {
            #expect(dump.contains("\"\(shown)\""), "\(shown) is drawn: \(dump)")
        }
        for hidden in ["glass", "sixteen", "before point five", "\"point six\""] {
            #expect(
                !dump.contains(hidden.hasPrefix("\"") ? hidden : "\"\(hidden)\""), "\(hidden) is not drawn: \(dump)")
        }
    }
}
