import PreviewLayout
import PreviewModel
import PreviewPipeline
import PreviewViews
import Testing

/// `StrokeStyle` reaches the display list whole: caps, joins, miter limit and dashes as well as the width, for every
/// way a project strokes.
struct StrokeStyleRenderTests {
    /// The styles of the strokes `list` draws, in order.
    private func strokeStyles(_ list: DisplayList) -> [StrokeStyle] {
        list.items.compactMap { item in
            guard case .stroke(_, _, _, let style) = item else { return nil }
            return style
        }
    }

    @Test func aRoundCappedProgressRingKeepsItsCap() throws {
        let list = try cleanDisplayList(
            """
            Circle().trim(from: 0, to: 0.7)
                .stroke(Color.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                .frame(width: 100, height: 100)
            """)
        #expect(strokeStyles(list) == [StrokeStyle(lineWidth: 8, lineCap: .round)], "\(list.items)")
    }

    @Test func capsAndJoinsWrittenWithTheirTypeAreRead() throws {
        let list = try cleanDisplayList(
            """
            Circle().trim(from: 0, to: 0.7)
                .stroke(style: StrokeStyle(lineWidth: 6, lineCap: CGLineCap.round, lineJoin: CGLineJoin.bevel))
                .frame(width: 100, height: 100)
            """)
        #expect(
            strokeStyles(list) == [StrokeStyle(lineWidth: 6, lineCap: .round, lineJoin: .bevel)], "\(list.items)")
    }

    @Test func aDashedBorderKeepsItsDashesInsideTheFrame() throws {
        let list = try cleanDisplayList(
            """
            RoundedRectangle(cornerRadius: 8)
                .strokeBorder(style: StrokeStyle(lineWidth: 2, lineJoin: .round, dash: [5, 3], dashPhase: 1))
                .frame(width: 100, height: 40)
            """)
        let rects = list.items.compactMap { item -> Rect? in
            if case .stroke(_, let rect, _, _) = item { return rect }
            return nil
        }
        #expect(
            strokeStyles(list) == [StrokeStyle(lineWidth: 2, lineJoin: .round, dash: [5, 3], dashPhase: 1)],
            "\(list.items)")
        #expect(rects.first?.width == 98)
    }

    @Test func aPathStrokedWithAnImplicitStyleIsDotted() throws {
        let list = try cleanDisplayList(
            """
            Path { path in
                path.move(to: CGPoint(x: 0, y: 1))
                path.addLine(to: CGPoint(x: 200, y: 1))
            }
            .stroke(.gray, style: .init(lineWidth: 2, lineCap: .round, dash: [0, 6]))
            .frame(width: 200, height: 2)
            """)
        #expect(strokeStyles(list) == [StrokeStyle(lineWidth: 2, lineCap: .round, dash: [0, 6])], "\(list.items)")
    }

    @Test func aProjectReadsTheStyleItMade() throws {
        let list = try cleanDisplayList(
            """
            let style = StrokeStyle(lineWidth: 3, lineCap: .square, miterLimit: 4, dash: [2])
            return Text(style.lineCap == .square && style.dash == [2] ? "square \\(style.miterLimit)" : "other")
            """)
        _ = try drawnText("square 4.0", in: list)
    }

    @Test func aCanvasStrokeKeepsItsStyle() throws {
        let list = try cleanDisplayList(
            """
            Canvas { context, size in
                var path = Path()
                path.move(to: CGPoint(x: 10, y: 10))
                path.addLine(to: CGPoint(x: 90, y: 10))
                path.addLine(to: CGPoint(x: 10, y: 60))
                context.stroke(
                    path, with: .color(.red), style: StrokeStyle(lineWidth: 6, lineCap: .round, lineJoin: .bevel))
            }
            .frame(width: 100, height: 100)
            """)
        #expect(strokeStyles(list) == [StrokeStyle(lineWidth: 6, lineCap: .round, lineJoin: .bevel)], "\(list.items)")
    }

    @Test func aChartsLineStyleIsDashed() throws {
        let list = try cleanDisplayList(
            """
            Chart {
                LineMark(x: .value("Day", 1), y: .value("Steps", 2))
                LineMark(x: .value("Day", 2), y: .value("Steps", 4))
            }
            .lineStyle(StrokeStyle(lineWidth: 3, dash: [6, 3]))
            .frame(width: 200, height: 100)
            """)
        #expect(strokeStyles(list).contains(StrokeStyle(lineWidth: 3, dash: [6, 3])), "\(list.items)")
    }

    @Test func aMirroredStrokeKeepsItsLine() throws {
        let list = try cleanDisplayList(
            """
            Circle().trim(from: 0, to: 0.25)
                .stroke(Color.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round, dash: [4, 2]))
                .frame(width: 100, height: 100)
                .environment(\\.layoutDirection, .rightToLeft)
            """)
        #expect(strokeStyles(list) == [StrokeStyle(lineWidth: 8, lineCap: .round, dash: [4, 2])], "\(list.items)")
    }

    @Test func aNegativeDashIsReportedAndDrawnSolid() throws {
        let output = try renderOnlyPreview(
            "Rectangle().stroke(style: StrokeStyle(lineWidth: 2, dash: [-4, 2])).frame(width: 50, height: 50)")
        #expect(
            output.diagnostics.map(\.message) == [
                "'dash' holds a length that is not a finite, non-negative number; the line is drawn solid"
            ])
        #expect(strokeStyles(output.displayList) == [StrokeStyle(lineWidth: 2)])
    }
}
