import PreviewLayout
import PreviewViews
import Testing

/// `.textFieldStyle(.roundedBorder)` draws UIKit's rounded-rect field around the text; `.plain` draws none.
struct TextFieldStyleRenderTests {
    /// The rounded rectangles `list` fills, and those it strokes, in order.
    private func outlines(_ list: DisplayList) -> (fills: [Rect], strokes: [(Rect, StrokeStyle)]) {
        var fills: [Rect] = []
        var strokes: [(Rect, StrokeStyle)] = []
        for item in list.items {
            switch item {
            case .fill(.roundedRectangle(5), let rect, _): fills.append(rect)
            case .stroke(.roundedRectangle, let rect, _, let style): strokes.append((rect, style))
            default: break
            }
        }
        return (fills, strokes)
    }

    @Test func aRoundedBorderFieldInsetsItsTextInAThinRoundedBorder() throws {
        let list = try cleanDisplayList(
            #"TextField("Name", text: .constant("Ann")).textFieldStyle(.roundedBorder).frame(width: 200)"#)
        let text = try drawnText("Ann", in: list)
        let (fills, strokes) = outlines(list)
        let field = try #require(fills.first, "\(list.items)")
        #expect(field.width == 200)
        #expect(abs(field.height - (text.height + 12)) < 0.01, "6 points above and below the line")
        #expect(abs(text.minX - (field.minX + 7)) < 0.01, "7 points from the leading side")
        #expect(strokes.map(\.1) == [StrokeStyle(lineWidth: 0.5)])
        #expect(strokes.first?.0 == field.insetBy(0.25), "the border lies inside the field")
    }

    @Test func theStyleReachesEveryFieldBelowIt() throws {
        let list = try cleanDisplayList(
            """
            VStack {
                TextField("Name", text: .constant(""))
                SecureField("Password", text: .constant("secret"))
            }
            .textFieldStyle(.roundedBorder)
            """)
        #expect(outlines(list).fills.count == 2, "\(list.items)")
    }

    @Test func aPlainFieldHasNoBorder() throws {
        let list = try cleanDisplayList(#"TextField("Name", text: .constant("Ann")).textFieldStyle(.plain)"#)
        #expect(outlines(list).fills.isEmpty && outlines(list).strokes.isEmpty, "\(list.items)")
    }
}
