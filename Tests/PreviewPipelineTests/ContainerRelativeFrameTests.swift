import PreviewLayout
import PreviewModel
import PreviewPipeline
import PreviewViews
import Testing

/// `.containerRelativeFrame` measures its nearest container as layout places it: a scroll view's bounds, the
/// content area of a navigation stack, or the screen's safe area (iPhone 15 Pro: 393×759 points below the
/// 59-point status bar).
struct ContainerRelativeFrameTests {
    static let red = RGBA(255, 59, 48)
    static let blue = RGBA(0, 122, 255)

    func fills(_ color: RGBA, in list: DisplayList) -> [Rect] {
        list.items.dropFirst().compactMap { item in
            guard case .fill(_, let rect, .color(color)) = item else { return nil }
            return rect
        }
    }

    @Test func itemsShareTheWidthOfTheScrollViewTheyAreIn() throws {
        let list = try cleanDisplayList(
            """
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    Color.red.containerRelativeFrame(.horizontal, count: 2, spacing: 10)
                    Color.blue.containerRelativeFrame(.horizontal, count: 2, spacing: 10)
                }
            }
            .frame(height: 100)
            .padding(.horizontal, 20)
            """)
        // The scroll view is 353 points wide (the screen less 20 on each side): two items and one gap fill it.
        let red = try #require(fills(Self.red, in: list).first, "\(list.items)")
        let blue = try #require(fills(Self.blue, in: list).first, "\(list.items)")
        #expect(red.width == 171.5 && blue.width == 171.5)
        #expect(red.minX == 20 && blue.minX == 201.5)
    }

    @Test func outsideAnyScrollViewTheScreensSafeAreaIsTheContainer() throws {
        let list = try cleanDisplayList(
            """
            VStack {
                Color.red.containerRelativeFrame(.vertical) { length, _ in length / 2 }
                    .frame(width: 50)
            }
            .frame(width: 200, height: 600)
            """)
        let red = try #require(fills(Self.red, in: list).first, "\(list.items)")
        #expect(red.height == 379.5)
    }

    @Test func aNavigationStacksContentAreaIsTheContainer() throws {
        let list = try cleanDisplayList(
            """
            NavigationStack {
                Color.red.containerRelativeFrame(.vertical)
                    .navigationTitle("Title")
            }
            """)
        let red = try #require(fills(Self.red, in: list).first, "\(list.items)")
        // The content area runs from below the large title to the bottom of the safe area (59 + 759 points).
        #expect(red.maxY == 818)
        #expect(red.minY > 59 + 44)
    }

    @Test func contentMarginsAboveAreReportedAsNotTakenOff() throws {
        let output = try renderOnlyPreview(
            """
            ScrollView(.horizontal) {
                Color.red.containerRelativeFrame(.horizontal)
            }
            .contentMargins(.horizontal, 20)
            """)
        #expect(output.diagnostics.map(\.message).contains { $0.contains("content margins set above are not taken") })
    }
}
