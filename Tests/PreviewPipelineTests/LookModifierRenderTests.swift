import PreviewInterpreter
import PreviewLayout
import PreviewModel
import PreviewRender
import PreviewTestSupport
import PreviewViews
import Testing

@testable import PreviewPipeline

/// Modifiers that change the look, drawn as iOS draws them: symbol variants, progress view styles and hidden list
/// separators, checked in the display list of a rendered frame.
@Suite struct LookModifierRenderTests {
    func render(_ body: String, declarations: String = "", width: Int = 200, height: Int = 200) throws
        -> PreviewFrameRenderer.Output
    {
        try FixedLayoutPreview.render(body, declarations: declarations, width: width, height: height)
    }

    func symbols(_ list: DisplayList) -> [String] {
        list.items.compactMap { item in
            guard case .symbol(let name, _, _, _) = item else { return nil }
            return name
        }
    }

    /// Fills 0.5 points tall: the separators of a list.
    func separators(_ list: DisplayList) -> [Rect] {
        list.items.compactMap { item in
            guard case .fill(.rectangle, let rect, _) = item, rect.height == 0.5 else { return nil }
            return rect
        }
    }

    @Test func symbolVariantNamesTheSymbolsBelowIt() throws {
        let output = try render(
            #"""
            VStack {
                Image(systemName: "star").symbolVariant(.fill)
                Image(systemName: "person").symbolVariant(.circle.fill)
                Label("Bell", systemImage: "bell").symbolVariant(.slash)
                Image(systemName: "heart").symbolVariant(.circle).symbolVariant(.fill)
                Image(systemName: "heart").symbolVariant(done ? .fill : .none)
            }
            """#, declarations: "let done = false")
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        #expect(symbols(output.displayList) == ["star.fill", "person.circle.fill", "bell.slash", "heart.circle.fill",
                                               "heart"])
    }

    /// A circular style is the spinner iOS draws whatever the value, and a linear one on a determinate view the bar:
    /// both the default look, neither reported.
    @Test func progressViewStylesDrawTheSpinnerOrTheBar() throws {
        func isSpinner(_ body: String) throws -> Bool {
            let output = try render(body, height: 40)
            #expect(output.diagnostics.isEmpty, "\(body): \(output.diagnostics)")
            let capsules = output.displayList.items.filter { item in
                if case .fill(.capsule, _, _) = item { return true }
                if case .fill(.roundedRectangle, _, _) = item { return true }
                return false
            }
            return capsules.count >= 8
        }
        #expect(try isSpinner("ProgressView().progressViewStyle(.circular)"))
        #expect(try isSpinner("ProgressView().progressViewStyle(CircularProgressViewStyle())"))
        #expect(try isSpinner("ProgressView(value: 0.5).progressViewStyle(.circular)"))
        #expect(try !isSpinner("ProgressView(value: 0.5).progressViewStyle(.linear)"))
        #expect(try !isSpinner("ProgressView(value: 0.5).progressViewStyle(LinearProgressViewStyle())"))
        // The style reaches every progress view below it.
        #expect(try isSpinner("VStack { ProgressView(value: 0.5) }.progressViewStyle(.circular)"))
    }

    @Test func aCircularStylesTintColoursTheSpinner() throws {
        let output = try render("ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .red))", height: 40)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let red = RGBA(255, 59, 48)
        let colours = output.displayList.items.compactMap { item -> RGBA? in
            guard case .fill(_, _, .color(let color)) = item else { return nil }
            return color
        }
        #expect(colours.contains { $0.red == red.red && $0.green == red.green }, "\(colours)")
    }

    @Test func anIndeterminateLinearProgressViewIsReported() throws {
        let linear = try render("ProgressView().progressViewStyle(.linear)", height: 40)
        #expect(linear.diagnostics.map(\.message) == [
            "an indeterminate linear 'ProgressView' is not drawn yet; drawn as a spinner"
        ])
    }

    /// A project's own style draws what its `makeBody(configuration:)` makes, in place of the spinner.
    @Test func aProjectsProgressViewStyleDrawsItsBody() throws {
        let custom = try render(
            "ProgressView().progressViewStyle(Ring())",
            declarations: """
                struct Ring: ProgressViewStyle {
                    func makeBody(configuration: Configuration) -> some View { Circle() }
                }
                """, height: 40)
        #expect(custom.diagnostics.isEmpty, "\(custom.diagnostics)")
        let circles = custom.displayList.items.filter { item in
            if case .fill(.circle, _, _) = item { return true }
            return false
        }
        #expect(circles.count == 1, "\(custom.displayList.items)")
    }

    /// A separator between two rows is drawn unless either row hides it; a section's setting reaches its rows.
    @Test func hiddenRowSeparatorsAreLeftOut() throws {
        let rows = #"Text("a"); Text("b"); Text("c")"#
        let all = try render("List { \(rows) }")
        #expect(all.diagnostics.isEmpty, "\(all.diagnostics)")
        #expect(separators(all.displayList).count == 2)
        let middle = try render(#"List { Text("a"); Text("b").listRowSeparator(.hidden); Text("c") }"#)
        #expect(middle.diagnostics.isEmpty, "\(middle.diagnostics)")
        #expect(separators(middle.displayList).isEmpty)
        let below = try render(#"List { Text("a"); Text("b").listRowSeparator(.hidden, edges: .bottom); Text("c") }"#)
        #expect(separators(below.displayList).count == 1)
        let section = try render("List { Section { \(rows) }.listRowSeparator(.hidden) }")
        #expect(section.diagnostics.isEmpty, "\(section.diagnostics)")
        #expect(separators(section.displayList).isEmpty)
        let list = try render("List { ForEach(0..<3) { Text(\"\\($0)\") } }.listRowSeparator(.hidden)")
        #expect(separators(list.displayList).isEmpty)
    }

    /// A plain list draws a line under each section's last row, even where the rows hide theirs;
    /// `.listSectionSeparator(.hidden)` leaves it out. No line is drawn above the first row.
    @Test func hiddenSectionSeparatorsAreLeftOut() throws {
        let plain = try render(#"List { Section { Text("a"); Text("b") } }.listStyle(.plain)"#)
        #expect(separators(plain.displayList).count == 2)
        let hidden = try render(
            #"List { Section { Text("a"); Text("b") }.listSectionSeparator(.hidden) }.listStyle(.plain)"#)
        #expect(hidden.diagnostics.isEmpty, "\(hidden.diagnostics)")
        #expect(separators(hidden.displayList).count == 1)
        let bottom = try render(
            #"List { Text("a"); Text("b") }.listSectionSeparator(.hidden, edges: .bottom).listStyle(.plain)"#)
        #expect(separators(bottom.displayList).count == 1)
        let rows = try render(#"List { Text("a"); Text("b") }.listRowSeparator(.hidden).listStyle(.plain)"#)
        #expect(separators(rows.displayList).count == 1)
    }

    /// `.kerning` and `.tracking` space the characters apart: five letters are four gaps of 10 points wider.
    @Test func kerningAndTrackingSpaceTheCharacters() throws {
        func width(_ body: String) throws -> Double {
            let output = try render(body, width: 300, height: 40)
            #expect(output.diagnostics.isEmpty, "\(body): \(output.diagnostics)")
            for case .text(_, let rect, _, _, _, _) in output.displayList.items { return rect.width }
            Issue.record("no text in \(output.displayList.dump)")
            return 0
        }
        let plain = try width(#"Text("Hello")"#)
        let spacedOut = [
            #"Text("Hello").kerning(10)"#, #"Text("Hello").tracking(10)"#, #"VStack { Text("Hello") }.tracking(10)"#,
        ]
        for spaced in spacedOut {
            let added = try width(spaced) - plain
            #expect(added >= 39 && added <= 51, "\(spaced): \(added)")
        }
        #expect(try width(#"Text("Hello").kerning(0)"#) == plain)
    }

    /// Two foreground styles colour an enclosed symbol as the palette does: its base in the first, its enclosure in
    /// the second, where one colour would knock the base out of a filled circle.
    @Test func paletteColoursTheBaseAndTheEnclosureApart() throws {
        func item(_ body: String) throws -> (list: DisplayList, secondary: RGBA?) {
            let output = try render(body, width: 60, height: 60)
            #expect(output.diagnostics.isEmpty, "\(body): \(output.diagnostics)")
            for case .symbol(_, _, _, let secondary) in output.displayList.items {
                return (output.displayList, secondary)
            }
            Issue.record("no symbol in \(output.displayList.dump)")
            return (output.displayList, nil)
        }
        let blue = RGBA(0, 122, 255)
        let symbol = #"Image(systemName: "xmark.circle.fill").font(.system(size: 40))"#
        #expect(try item("\(symbol).foregroundStyle(.white, .blue)").secondary == blue)
        #expect(try item("\(symbol).symbolRenderingMode(.palette).foregroundStyle(.white, .blue)").secondary == blue)
        #expect(try item("\(symbol).symbolRenderingMode(.monochrome).foregroundStyle(.white, .blue)").secondary == nil)
        #expect(try item("\(symbol).foregroundStyle(.blue)").secondary == nil)
        #expect(
            try item(#"Image(systemName: "person").symbolVariant(.circle.fill).foregroundStyle(.white, .blue)"#)
                .secondary == blue)
        // Pixels: on black, the ring between the circle's edge and the cross is blue, and the cross white, not
        // knocked out.
        let output = try render(
            "\(symbol).foregroundStyle(.white, .blue).background(Color.black)", width: 60, height: 60)
        let image = try decodePNG(try #require(output.image).png)
        let scale = FixedLayoutPreview.phone.device.scale
        guard case .symbol(_, let rect, _, _)? = output.displayList.items.first(where: {
            if case .symbol = $0 { return true }
            return false
        }) else { return }
        let ring = image.pixel(x: Int((rect.midX - rect.width * 0.4) * scale), y: Int(rect.midY * scale))
        #expect(ring.blue > 200 && ring.red < 60, "\(ring)")
        let centre = image.pixel(x: Int(rect.midX * scale), y: Int(rect.midY * scale))
        #expect(centre.red > 200 && centre.green > 200 && centre.blue > 200, "\(centre)")
    }

    /// The hierarchical mode draws an enclosed symbol's enclosure in the foreground style's secondary variant (its
    /// colour at the secondary level's opacity), or in the second style given; the palette derives the same variant
    /// where only one style is given, as SwiftUI documents both modes.
    @Test func hierarchicalDrawsTheEnclosureInTheSecondaryVariant() throws {
        func secondary(_ body: String) throws -> RGBA? {
            let output = try render(body, width: 60, height: 60)
            #expect(output.diagnostics.isEmpty, "\(body): \(output.diagnostics)")
            for case .symbol(_, _, _, let secondary) in output.displayList.items { return secondary }
            Issue.record("no symbol in \(output.displayList.dump)")
            return nil
        }
        let symbol = #"Image(systemName: "xmark.circle.fill").font(.system(size: 40))"#
        let fadedBlue = RGBA(0, 122, 255, alpha: ForegroundLevel.secondary.opacity)
        #expect(try secondary("\(symbol).symbolRenderingMode(.hierarchical).foregroundStyle(.blue)") == fadedBlue)
        #expect(try secondary("\(symbol).symbolRenderingMode(.palette).foregroundStyle(.blue)") == fadedBlue)
        #expect(
            try secondary("\(symbol).symbolRenderingMode(.hierarchical).foregroundStyle(.blue, .red)")
                == RGBA(255, 59, 48))
        // Under the default style, the secondary label colour.
        #expect(
            try secondary("\(symbol).symbolRenderingMode(.hierarchical)")
                == SystemColor.secondary.resolved(in: .light))
        #expect(try secondary("\(symbol).foregroundStyle(.blue)") == nil)
    }

    /// A plain geometry symbol is one layer with no colours of its own: every mode draws it in the foreground
    /// style, which is what previewd draws, so none is reported.
    @Test func plainGeometrySymbolsAreOneLayerInEveryMode() throws {
        for mode in ["palette", "hierarchical", "multicolor"] {
            for symbol in ["circle", "square.fill"] {
                let output = try render(
                    #"Image(systemName: "\#(symbol)").symbolRenderingMode(.\#(mode)).foregroundStyle(.white, .clear)"#,
                    width: 60, height: 60)
                #expect(output.diagnostics.isEmpty, "\(symbol) \(mode): \(output.diagnostics)")
            }
        }
    }

    /// A mode previewd cannot draw is reported, so the frame is not called clean.
    @Test func renderingModesNotDrawnAreReported() throws {
        let star = try render(#"Image(systemName: "star").symbolRenderingMode(.palette)"#, width: 60, height: 60)
        #expect(star.diagnostics.map(\.message) == [
            "the palette of symbol 'star' is not drawn yet; drawn in one colour"
        ])
        let hierarchical = try render(
            #"Image(systemName: "star.fill").symbolRenderingMode(.hierarchical)"#, width: 60, height: 60)
        #expect(hierarchical.diagnostics.map(\.message) == [
            "the hierarchical rendering of symbol 'star.fill' is not drawn yet; drawn in one colour"
        ])
        let multicolor = try render(
            #"Image(systemName: "xmark.circle.fill").symbolRenderingMode(.multicolor)"#, width: 60, height: 60)
        #expect(multicolor.diagnostics.count == 1, "\(multicolor.diagnostics)")
    }
}

/// Rows of a list as iOS sets them: a `Label`'s icon in the tint, in a column of one width so the titles line up,
/// and every separator starting at its row's text (a label's title, the text after an image), not under the icon.
@Suite struct ListRowLookRenderTests {
    func render(_ body: String, declarations: String = "") throws -> DisplayList {
        let output = try FixedLayoutPreview.render(body, declarations: declarations, width: 300, height: 400)
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics.map(\.message))")
        return output.displayList
    }

    func text(_ list: DisplayList, _ string: String) -> Rect? {
        for case .text(let text, let rect, _, _, _, _) in list.items where text == string { return rect }
        return nil
    }

    func separators(_ list: DisplayList) -> [Rect] {
        list.items.compactMap { item in
            guard case .fill(.rectangle, let rect, _) = item, rect.height == 0.5 else { return nil }
            return rect
        }
    }

    @Test func labelRowsLineUpTheirTitlesAndStartTheSeparatorsThere() throws {
        let list = try render(
            """
            List {
                Label("Favorites", systemImage: "star")
                Label("Downloads", systemImage: "arrow.down.circle")
                NavigationLink { Text("Detail") } label: { Label("Settings", systemImage: "gear") }
            }
            """)
        let titles = try ["Favorites", "Downloads", "Settings"].map { try #require(text(list, $0)) }
        #expect(Set(titles.map(\.minX)).count == 1, "\(titles)")
        let lines = separators(list)
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.allSatisfy { $0.minX == titles[0].minX }, "\(lines) \(titles)")
        // The icons are in the accent colour, not the text's black.
        let icons = list.items.compactMap { item -> RGBA? in
            guard case .symbol(let name, _, let color, _) = item, name != "chevron.right" else { return nil }
            return color
        }
        #expect(icons.count == 3 && icons.allSatisfy { $0 == SystemColor.blue.resolved(in: .light) }, "\(icons)")
    }

    @Test func anImageAndTextRowStartsItsSeparatorAtTheText() throws {
        let list = try render(
            """
            List {
                HStack {
                    Image(systemName: "person.crop.circle")
                    Text("Profile")
                }
                Text("Plain")
            }
            """)
        let profile = try #require(text(list, "Profile")), plain = try #require(text(list, "Plain"))
        #expect(profile.minX > plain.minX + 10)
        #expect(separators(list).map(\.minX) == [profile.minX])
    }

    /// A plain list leaves the top of its first row open, and draws a line under each row from the row's text (16
    /// points in, or past its icon) to the trailing edge.
    @Test func aPlainListDrawsALineUnderEachRowFromItsText() throws {
        let list = try render(
            """
            List {
                Text("Alpha")
                Label("Beta", systemImage: "star")
                HStack { Image(systemName: "person"); Text("Gamma") }
            }
            .listStyle(.plain)
            """)
        let rows = try ["Alpha", "Beta", "Gamma"].map { try #require(text(list, $0)) }
        let lines = separators(list)
        #expect(lines.count == 3, "\(lines)")
        #expect(lines.map(\.minX) == rows.map(\.minX), "\(lines) \(rows)")
        #expect(rows[0].minX == 16 && rows[1].minX > 16 && rows[2].minX > 16, "\(rows)")
        #expect(lines.allSatisfy { $0.maxX == 300 }, "\(lines)")
        for (line, row) in zip(lines, rows) { #expect(line.minY > row.maxY, "\(line) is not under \(row)") }
    }

    /// A table in a compact width is a plain list of its first column: the same lines, none above the first row.
    @Test func aCompactTableDrawsNoLineAboveItsFirstRow() throws {
        let list = try render(
            """
            Table([Person(name: "Ada"), Person(name: "Grace")]) {
                TableColumn("Name", value: \\.name)
            }
            """,
            declarations: "struct Person: Identifiable { var id: String { name }; let name: String }")
        let ada = try #require(text(list, "Ada")), grace = try #require(text(list, "Grace"))
        let lines = separators(list)
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.allSatisfy { $0.minY > ada.maxY }, "\(lines)")
        #expect(lines.map(\.minX) == [ada.minX, grace.minX], "\(lines)")
    }

    @Test func aSectionsHeaderAndFooterAreNotRows() throws {
        let list = try render(
            """
            List {
                Section {
                    Label("Row", systemImage: "star")
                } header: {
                    Label("Header", systemImage: "folder")
                } footer: {
                    Label("Footer", systemImage: "info.circle")
                }
            }
            """)
        let colors = list.items.compactMap { item -> (String, RGBA)? in
            guard case .symbol(let name, _, let color, _) = item else { return nil }
            return (name, color)
        }
        let blue = SystemColor.blue.resolved(in: .light)
        #expect(colors.filter { $0.1 == blue }.map(\.0) == ["star"], "\(colors)")
    }

    @Test func aLabelOutsideAListKeepsItsForegroundAndNarrowSpacing() throws {
        let list = try render(#"Label("Favorites", systemImage: "star")"#)
        let icons = list.items.compactMap { item -> RGBA? in
            guard case .symbol(_, _, let color, _) = item else { return nil }
            return color
        }
        #expect(icons == [SystemColor.primary.resolved(in: .light)], "\(icons)")
    }
}
