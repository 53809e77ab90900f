@testable import PreviewLayout
import PreviewViews
import Testing

/// Layout of the leaves and wrappers beyond stacks and frames, with fake metrics (20 pt text: 10 points a
/// character, 25 a line) on a 200×100 canvas unless a test says otherwise.
@Suite struct PrimitiveLayoutTests {
    let red = ViewNode.color(.system(.red))
    let blue = ViewNode.color(.system(.blue))

    @Test func layoutPriorityIsServedFirst() {
        // Two texts that each need 90 on one line, 40 wrapped, in 130: the first offered gets 65 and wraps, the
        // second gets the 90 left. With priority 1 the second text goes first and keeps one line.
        let plain = layout(frame(width: 130, hstack(spacing: 0, .text("aaaa bbbb"), .text("cccc dddd"))))
        #expect(plain.textRect("aaaa bbbb")?.size == Size(width: 40, height: 50))
        #expect(plain.textRect("cccc dddd")?.size == Size(width: 90, height: 25))

        let prioritised = layout(
            frame(width: 130, hstack(spacing: 0, .layoutPriority(1, .text("aaaa bbbb")), .text("cccc dddd"))))
        #expect(prioritised.textRect("aaaa bbbb")?.size == Size(width: 90, height: 25))
        #expect(prioritised.textRect("cccc dddd")?.size == Size(width: 40, height: 50))
    }

    @Test func layoutPriorityIsSeenThroughModifiers() {
        let list = layout(
            frame(
                width: 130,
                hstack(spacing: 0, .padding(.zero, .layoutPriority(1, .text("aaaa bbbb"))), .text("cccc dddd"))))
        #expect(list.textRect("aaaa bbbb")?.size == Size(width: 90, height: 25))
    }

    @Test func offsetMovesTheDrawingButNotTheLayout() {
        let list = layout(vstack(spacing: 0, .offset(x: 10, y: -5, .text("ab")), .text("cd")))
        #expect(list.textRect("ab") == Rect(x: 100, y: 20, width: 20, height: 25))
        #expect(list.textRect("cd") == Rect(x: 90, y: 50, width: 20, height: 25))
    }

    @Test func positionTakesTheProposalAndCentresTheContentOnThePoint() {
        let list = layout(ViewNode.position(x: 30, y: 20, .text("ab")).background(blue))
        #expect(list.contentFills.map(\.rect) == [Rect(x: 0, y: 0, width: 200, height: 100)])
        #expect(list.textRect("ab") == Rect(x: 20, y: 7.5, width: 20, height: 25))
    }

    @Test func decorationIsAlignedOnTheContent() {
        let list = layout(
            frame(width: 60, height: 40, blue).overlay(frame(width: 10, height: 10, red), alignment: .topTrailing))
        #expect(
            list.contentFills.map(\.rect) == [
                Rect(x: 70, y: 30, width: 60, height: 40), Rect(x: 120, y: 30, width: 10, height: 10),
            ])
        let behind = layout(
            frame(width: 60, height: 40, blue).background(frame(width: 10, height: 10, red), alignment: .bottomLeading))
        #expect(
            behind.contentFills.map(\.rect) == [
                Rect(x: 70, y: 60, width: 10, height: 10), Rect(x: 70, y: 30, width: 60, height: 40),
            ])
    }

    @Test func clipAndOpacityWrapTheirContentInGroups() {
        let list = layout(frame(width: 40, height: 40, .clip(.circle, .effect(.opacity(0.5), red))))
        #expect(
            list.dump == """
                canvas 200×100
                fill Rectangle (0, 0, 200, 100) #ffffff
                push clip Circle (80, 30, 40, 40)
                  push opacity 0.5 (80, 30, 40, 40)
                    fill Rectangle (80, 30, 40, 40) #ff3b30
                  pop
                pop
                """)
        // Opacity 1 needs no group; opacity 0 draws nothing at all.
        #expect(layout(.effect(.opacity(1), red)).contentLines == ["fill Rectangle (0, 0, 200, 100) #ff3b30"])
        #expect(layout(.effect(.opacity(0), red)).contentLines.isEmpty)
    }

    @Test func colorFiltersWrapTheirContentInAMatrixGroup() {
        let list = layout(frame(width: 40, height: 40, .effect(.colorFilter(.colorInvert), red)))
        #expect(
            list.contentLines == [
                "push colorMatrix [-1 0 0 0 1 0 -1 0 0 1 0 0 -1 0 1 0 0 0 1 0] (80, 30, 40, 40)",
                "fill Rectangle (80, 30, 40, 40) #ff3b30", "pop",
            ])
        // `.colorMultiply` takes its colour in the target's appearance.
        var dark = twentyPoint
        dark.colorScheme = .dark
        let blueInDark = ColorValue.adaptive(light: RGBA(255, 0, 0), dark: RGBA(0, 0, 255))
        let multiplied = layout(.effect(.colorFilter(.colorMultiply(blueInDark)), red), environment: dark)
        guard case .pushColorMatrix(let matrix, _) = multiplied.items[1] else {
            Issue.record("expected a colour matrix: \(multiplied.dump)")
            return
        }
        #expect(matrix.rows == [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])
    }

    @Test func groupBoundsCoverWhatTheContentDraws() {
        // A stroke centred on the frame reaches 2 points outside it; the shadow records that.
        let stroked = ViewNode.shape(.circle, .stroke(.color(.system(.red)), lineWidth: 4, inset: false))
        let list = layout(
            frame(width: 40, height: 40, .effect(.shadow(color: .system(.black), radius: 2, x: 0, y: 3), stroked)))
        #expect(list.contentLines.first == "push shadow #000000 radius=2 x=0 y=3 (76, 26, 48, 48)")
        #expect(list.contentLines.last == "pop")
    }

    @Test func rotationAndScaleAreTransformsAroundTheAnchor() {
        let list = layout(frame(width: 40, height: 20, .effect(.rotation(radians: .pi / 2, anchor: .center), red)))
        guard case .pushTransform(let transform) = list.items[1] else {
            Issue.record("expected a transform: \(list.dump)")
            return
        }
        // The centre stays put; the top-left corner swings to the top-right of the rotated box.
        let centre = transform.apply(to: Point(x: 100, y: 50))
        #expect(abs(centre.x - 100) < 1e-9 && abs(centre.y - 50) < 1e-9)
        let corner = transform.apply(to: Point(x: 80, y: 40))
        #expect(abs(corner.x - 110) < 1e-9 && abs(corner.y - 30) < 1e-9)

        let scaled = layout(frame(width: 40, height: 20, .effect(.scale(x: 2, y: 2, anchor: .topLeading), red)))
        #expect(scaled.contentLines.first == "push transform [2 0 0 2 -80 -40]")
    }

    @Test func ignoresSafeAreaLetsTheRootFillTheCanvas() {
        let insets = EdgeInsets(top: 20, bottom: 10)
        #expect(layout(blue, safeArea: insets).contentFills.map(\.rect) == [Rect(x: 0, y: 20, width: 200, height: 70)])
        #expect(
            layout(.ignoresSafeArea(.all, blue), safeArea: insets).contentFills.map(\.rect) == [
                Rect(x: 0, y: 0, width: 200, height: 100)
            ])
        #expect(
            layout(.ignoresSafeArea(.top, blue), safeArea: insets).contentFills.map(\.rect) == [
                Rect(x: 0, y: 0, width: 200, height: 90)
            ])
        // As a ZStack's backdrop it extends; the text in front stays in the safe area.
        let backdrop = layout(
            .zstack(alignment: .top, children: [.ignoresSafeArea(.all, blue), .text("a")]), safeArea: insets)
        #expect(backdrop.contentFills.map(\.rect) == [Rect(x: 0, y: 0, width: 200, height: 100)])
        #expect(backdrop.textRect("a") == Rect(x: 95, y: 20, width: 10, height: 25))
        // A small view that does not reach the safe area's edges stays where it is.
        let small = layout(.ignoresSafeArea(.all, frame(width: 10, height: 10, blue)), safeArea: insets)
        #expect(small.contentFills.map(\.rect) == [Rect(x: 95, y: 50, width: 10, height: 10)])
    }

    @Test func lineLimitCutsTextAfterThatManyLines() {
        // Wrapped at 60, "aa bb cc" has two lines; limited to one it is cut at the 60 points offered.
        let list = layout(.environment(.lineLimit(1), frame(width: 60, .text("aa bb cc"))))
        #expect(list.contentLines == [#"text "aa bb cc" (70, 37.5, 60, 25) 20pt/400 #000000 leading lines=1"#])
        // A limit the text stays within changes nothing.
        let roomy = layout(.environment(.lineLimit(3), frame(width: 60, .text("aa bb cc"))))
        #expect(roomy.textRect("aa bb cc")?.size == Size(width: 50, height: 50))
    }

    @Test func textKeepsOnlyTheLinesThatFitTheProposedHeight() {
        let list = layout(frame(width: 60, height: 30, .text("aa bb cc dd")))
        #expect(list.contentLines == [#"text "aa bb cc dd" (70, 37.5, 60, 25) 20pt/400 #000000 leading lines=1"#])
    }

    @Test func textFollowsTheEnvironment() {
        let list = layout(
            .environment(
                .uppercase(true),
                .environment(
                    .multilineTextAlignment(.center),
                    .environment(.fontWeight(.bold), .environment(.italic, .text("ab"))))))
        #expect(list.contentLines == [#"text "AB" (90, 37.5, 20, 25) 20pt/700/italic #000000 center"#])
    }

    @Test func scrollViewOffersUnlimitedHeightAndShowsTheTop() {
        let content = vstack(spacing: 0, .text("a"), frame(height: 300, red))
        let list = layout(.scroll(axes: .vertical, content: content))
        #expect(
            list.dump == """
                canvas 200×100
                fill Rectangle (0, 0, 200, 100) #ffffff
                push clip Rectangle (0, 0, 200, 100)
                  text "a" (95, 0, 10, 25) 20pt/400 #000000 leading
                  fill Rectangle (0, 25, 200, 300) #ff3b30
                pop
                """)
        // Horizontally, a row wider than the canvas starts at the leading edge and is centred vertically.
        let row = layout(.scroll(axes: .horizontal, content: hstack(spacing: 0, frame(width: 300, height: 20, red))))
        #expect(row.contentFills.map(\.rect) == [Rect(x: 0, y: 40, width: 300, height: 20)])
    }

    @Test func scrollViewIsFlexibleInAStack() {
        // The text is served first; the scroll view takes the rest.
        let list = layout(vstack(spacing: 0, .text("title"), .scroll(axes: .vertical, content: red)))
        #expect(list.textRect("title") == Rect(x: 75, y: 0, width: 50, height: 25))
        #expect(list.items[2] == .pushClip(.rectangle, rect: Rect(x: 0, y: 25, width: 200, height: 75)))
    }

    @Test func imageSizes() throws {
        // A symbol whose glyph the measurer cannot measure inks a square of the point size, in a frame 2 % wider
        // either side and a line (1.2 × the point size) tall: 20.8 × 24 at 20 pt.
        let symbol = layout(.image(ImageSpec(source: .symbol("star"))))
        #expect(symbol.contentLines == ["symbol star (89.6, 38, 20.8, 24) #000000"])
        // In the body font (17 pt) it is 17.68 × 20.4.
        let body = layout(.image(ImageSpec(source: .symbol("star"))), environment: EnvironmentValues())
        let bodySize = try #require(body.symbolRect("star")?.size)
        #expect(abs(bodySize.width - 17.68) < 1e-9 && abs(bodySize.height - 20.4) < 1e-9)
        // Resizable: whatever it is offered.
        let resizable = layout(
            frame(width: 50, height: 30, .image(ImageSpec(source: .symbol("star"), resizable: true))))
        #expect(resizable.symbolRect("star") == Rect(x: 75, y: 35, width: 50, height: 30))
        // An asset file has its own size in points, and a template one is tinted with the foreground.
        let file = layout(
            .environment(
                .foreground(.system(.red)),
                .image(
                    ImageSpec(
                        source: .file(path: "/p/a.png", size: Size(width: 40, height: 20), stamp: "1"), template: true))
            ))
        #expect(file.contentLines == ["bitmap a.png (80, 40, 40, 20) tint=#ff3b30"])
        // A missing asset is a 100×100 neutral box with a photo symbol in the middle.
        let missing = layout(.image(ImageSpec(source: .asset("hero"))), canvas: Size(width: 200, height: 200))
        #expect(missing.contentLines == [
            "fill RoundedRectangle(8) (50, 50, 100, 100) #8e8e9333", "symbol photo (80, 80, 40, 40) #8e8e93",
        ])
    }

    @Test func customPathsAreDrawnInTheLaidOutRect() {
        let triangle = ShapePath.path(
            [.move(Point(x: 0, y: 0)), .line(Point(x: 10, y: 0)), .line(Point(x: 0, y: 10)), .close],
            reference: Size(width: 10, height: 10))
        let list = layout(frame(width: 40, height: 20, .shape(triangle, .fill(.color(.system(.red))))))
        #expect(list.contentLines == ["fill Path(4 elements in 10×10) (80, 40, 40, 20) #ff3b30"])
    }

    @Test func gradientsResolveToPointsAndSortedStops() {
        let gradient = Paint.linearGradient(
            [GradientStop(color: .system(.blue), location: 1.5), GradientStop(color: .system(.red), location: 0)],
            start: .top, end: .bottom)
        let list = layout(frame(width: 100, height: 50, .shape(.rectangle, .fill(gradient))))
        #expect(list.contentLines == ["fill Rectangle (50, 25, 100, 50) linear(#ff3b30@0,#007aff@1 (100,25)→(100,75))"])

        let radial = Paint.radialGradient(
            [GradientStop(color: .system(.white), location: 0), GradientStop(color: .system(.black), location: 1)],
            center: .topLeading, startRadius: 0, endRadius: 30)
        let dark = EnvironmentValues(colorScheme: .dark, font: FontSpec(size: .fixed(20)))
        let radialList = layout(frame(width: 100, height: 50, .shape(.circle, .fill(radial))), environment: dark)
        #expect(radialList.contentLines == ["fill Circle (50, 25, 100, 50) radial(#ffffff@0,#000000@1 (50,25) 0→30)"])
    }

    @Test func strokeBorderInsetsTheShapeByHalfTheLine() {
        let border = ViewNode.shape(
            .roundedRectangle(cornerRadius: 10), .stroke(.foreground, lineWidth: 4, inset: true))
        #expect(
            layout(frame(width: 40, height: 40, border)).contentLines == [
                "stroke RoundedRectangle(8) (82, 32, 36, 36) #000000 width=4"
            ])
        let stroke = ViewNode.shape(.circle, .stroke(.foreground, lineWidth: 4, inset: false))
        #expect(
            layout(frame(width: 40, height: 40, stroke)).contentLines == [
                "stroke Circle (80, 30, 40, 40) #000000 width=4"
            ])
    }

    @Test func fillPlaceholderTakesTheWholeProposal() {
        let list = layout(.placeholder(label: "Map", sizing: .fill))
        #expect(list.contentFills.map(\.rect) == [Rect(x: 0, y: 0, width: 200, height: 100)])
        #expect(
            layout(.placeholder(label: "Map")).contentFills.map(\.rect) == [Rect(x: 0, y: 28, width: 200, height: 44)])
    }
}
