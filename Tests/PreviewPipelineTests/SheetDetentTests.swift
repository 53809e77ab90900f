import PreviewInterpreter
import PreviewLayout
import PreviewModel
import PreviewTestSupport
import PreviewViews
import Testing

@testable import PreviewPipeline

/// A presented sheet on an iPhone 15 Pro (393×852 points, 59-point top and 34-point bottom safe area): a large
/// sheet's card starts 10 points under the top safe area, a medium one halfway down the space a large one takes
/// above the bottom safe area, a `.height` detent that many points above it; the sheet's view is centred on it.
@Suite struct SheetDetentTests {
    static let largeTop = 59.0 + 10, bottomSafe = 852.0 - 34

    func layOut(_ body: String) throws -> (list: DisplayList, messages: [String]) {
        let output = try renderOnlyPreview(body, in: "Sheet.swift")
        return (output.displayList, output.diagnostics.map(\.message))
    }

    /// The top of the sheet's card: its rounded clip.
    func cardTop(in list: DisplayList, sourceLocation: SourceLocation = #_sourceLocation) throws -> Double {
        let clips = list.items.compactMap { item -> Rect? in
            if case .pushClip(.roundedRectangle(cornerRadius: 10), let rect) = item { return rect }
            return nil
        }
        return try #require(clips.last, "no card", sourceLocation: sourceLocation).minY
    }

    @Test func aLargeSheetCentresItsViewOnACardUnderTheTopSafeArea() throws {
        let (list, messages) = try layOut(#"Text("Behind").sheet(isPresented: .constant(true)) { Text("Sheet") }"#)
        #expect(messages.isEmpty, "\(messages)")
        #expect(try cardTop(in: list) == Self.largeTop)
        let sheet = try drawnText("Sheet", in: list)
        #expect(abs(sheet.midY - (Self.largeTop + Self.bottomSafe) / 2) <= 0.5, "\(sheet)")
    }

    @Test func aMediumSheetTakesHalfTheHeightOfALargeOneAndShowsItsGrabber() throws {
        let (list, messages) = try layOut(
            """
            Text("Behind").sheet(isPresented: .constant(true)) {
                Text("Sheet").presentationDetents([.large, .medium])
            }
            """)
        #expect(messages.isEmpty, "\(messages)")
        let top = try cardTop(in: list)
        #expect(abs(top - (Self.largeTop + Self.bottomSafe) / 2) <= 0.5, "\(top)")
        let sheet = try drawnText("Sheet", in: list)
        #expect(abs(sheet.midY - (top + Self.bottomSafe) / 2) <= 0.5, "\(sheet)")
        let grabber = list.items.contains { item in
            guard case .fill(.capsule, let rect, _) = item else { return false }
            return rect.width == 36 && rect.height == 5 && rect.minY == top + 5
        }
        #expect(grabber, "two detents show the drag indicator")
    }

    @Test(arguments: [("[.height(200)]", 200.0), ("[.fraction(0.25)]", (852 - 59 - 10 - 34) * 0.25)])
    func aSheetOfOneDetentIsThatTallAboveTheBottomSafeArea(detents: String, height: Double) throws {
        let (list, messages) = try layOut(
            """
            Text("Behind").sheet(isPresented: .constant(true)) {
                Text("Sheet").presentationDetents(\(detents))
            }
            """)
        #expect(messages.isEmpty, "\(messages)")
        #expect(abs(try cardTop(in: list) - (Self.bottomSafe - height)) <= 0.5)
        let grabber = list.items.contains { item in
            if case .fill(.capsule, _, _) = item { return true }
            return false
        }
        #expect(!grabber, "one detent shows no drag indicator")
    }
}
