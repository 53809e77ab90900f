import Foundation
import PreviewInterpreter
import PreviewTestSupport
import Testing

/// A linear `ProgressView`'s labels: its title above the bar, and the current value's text under it, smaller and
/// secondary.
@Suite struct ProgressViewLabelTests {
    @Test func theCurrentValueLabelIsDrawnUnderTheBar() throws {
        let fixture = try InterpreterFixture([
            "App/Download.swift": """
                import SwiftUI
                #Preview {
                    ProgressView(value: 0.4) {
                        Text("Downloading")
                    } currentValueLabel: {
                        Text("40%")
                    }
                }
                """
        ])
        let evaluation = try fixture.evaluate()
        #expect(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
        let dump = try fixture.cleanDump()
        let title = try #require(dump.range(of: "Text \"Downloading\""))
        let value = try #require(dump.range(of: "Text \"40%\""))
        #expect(title.lowerBound < value.lowerBound)
        #expect(dump[title.upperBound..<value.lowerBound].contains("caption"))
        #expect(dump[title.upperBound..<value.lowerBound].contains("secondary"))
    }
}
