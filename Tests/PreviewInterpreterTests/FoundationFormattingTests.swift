import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// Formatting in a frame: the render's fixed clock, locale (en_US) and time zone (UTC) stand where iOS reads the
/// device's, so a frame is the same on every machine and at every hour. What Linux's Foundation formats the same
/// way everywhere is held to swiftc by the differential programs (`FormatStyles`, `Formatters`); this covers what
/// depends on "now" and on the render's defaults.
@Suite struct FoundationFormattingTests {
    @Test func stylesUseTheRendersLocaleAndTimeZone() throws {
        let fixture = try InterpreterFixture(body: """
            let moment = Date(timeIntervalSince1970: 1_700_000_000)
            return VStack {
                Text(moment, format: .dateTime.month().day())
                Text(moment.formatted(date: .abbreviated, time: .shortened))
                Text(12.5, format: .currency(code: "USD"))
                Text(3.14159.formatted(.number.precision(.fractionLength(1))))
                Text(0.256.formatted(.percent))
            }
            """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=center spacing=default",
                    #"  Text "Nov 14""#,
                    "  Text \"Nov 14, 2023 at 10:13\u{202F}PM\"",
                    #"  Text "$12.50""#,
                    #"  Text "3.1""#,
                    #"  Text "25.6%""#))
    }

    @Test func relativeDatesAreRelativeToTheFixedNow() throws {
        let fixture = try InterpreterFixture(body: """
            let earlier = Date().addingTimeInterval(-7200)
            let yesterday = Calendar.current.date(byAdding: .day, value: -1, to: .now)!
            return VStack {
                Text(earlier.formatted(.relative(presentation: .numeric)))
                Text(yesterday.formatted(.relative(presentation: .named)))
                Text(earlier, style: .relative)
                Text(Date.now.addingTimeInterval(3725), style: .timer)
                Text(Date.now.addingTimeInterval(8580), style: .offset)
            }
            """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=center spacing=default",
                    #"  Text "2 hours ago""#,
                    #"  Text "yesterday""#,
                    #"  Text "2 hours""#,
                    #"  Text "1:02:05""#,
                    #"  Text "+2 hours""#))
    }

    @Test func twoRendersOfTheClockAgree() throws {
        let fixture = try InterpreterFixture(body: """
            VStack {
                Text(Date(), format: .dateTime.hour().minute().second())
                Text(Date.now.formatted())
                Text("\\(Date())")
            }
            """)
        let first = try fixture.cleanDump()
        #expect(first == (try fixture.cleanDump()))
        // Foundation puts a narrow no-break space before AM and PM, as iOS does.
        #expect(first.contains("Text \"9:41:00\u{202F}AM\""), "the render's now is 2026-01-15 09:41 UTC: \(first)")
    }

    @Test func aStyleThatDoesNotFitItsValueIsReported() throws {
        let fixture = try InterpreterFixture(body: """
            Text(42, format: .dateTime.month())
            """)
        let evaluation = try fixture.evaluate()
        #expect(evaluation.root.dump == #"Text "42""#)
        #expect(evaluation.diagnostics.map(\.message) == ["'.dateTime.month' does not format an Int"])
    }

    @Test func aModifierPreviewdCannotApplyIsReported() throws {
        let fixture = try InterpreterFixture(body: """
            Text(Date.now.formatted(.dateTime.month(.sideways)))
            """)
        let evaluation = try fixture.evaluate()
        #expect(
            evaluation.diagnostics.map(\.message).contains { $0.contains("'.sideways' is not an option of '.month'") })
    }
}
