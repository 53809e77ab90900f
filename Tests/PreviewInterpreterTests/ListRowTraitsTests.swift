import Foundation
import PreviewInterpreter
import PreviewViews
import Testing

/// Row traits set on a section reach its rows, and a section is a section of the list whatever view's body it is.
@Suite struct ListRowTraitsTests {
    /// A section in a view of the project's own, with `.listRowBackground(…)` on the section, is one card of the
    /// list whose row is filled with the background: not a row holding a second, white card.
    @Test func sectionInAViewTakesItsRowBackground() throws {
        let fixture = try InterpreterFixture(
            body: #"""
                List {
                    Marketing()
                    Section("Posts") { Text("One") }
                }
                """#,
            declarations: #"""
                struct Marketing: View {
                    var body: some View {
                        Section {
                            Text("Get Plus").foregroundColor(.white)
                        }
                        .listRowBackground(Color.indigo)
                    }
                }
                """#)
        let dump = try fixture.cleanDump()
        #expect(dump.components(separatedBy: "Rectangle fill indigo").count - 1 == 1, "\(dump)")
        // Two sections, so two cards, each clipped to its rounded rectangle.
        #expect(dump.components(separatedBy: "clip RoundedRectangle").count - 1 == 2, "\(dump)")
    }

    /// Rows that set their own background keep it; the others take the section's.
    @Test func aRowsOwnBackgroundWins() throws {
        let dump = try InterpreterFixture(
            body: #"""
                List {
                    Section {
                        Text("a")
                        Text("b").listRowBackground(Color.red)
                    }
                    .listRowBackground(Color.blue)
                }
                """#
        ).cleanDump()
        #expect(dump.components(separatedBy: "Rectangle fill blue").count - 1 == 1, "\(dump)")
        #expect(dump.components(separatedBy: "Rectangle fill red").count - 1 == 1, "\(dump)")
    }
}

/// A navigation link that is a row of a list is drawn as iOS draws the row: its label in the list's colours and a
/// chevron at the row's end; elsewhere it is a button in the tint.
@Test func navigationLinkRowsEndWithAChevron() throws {
    let list = try InterpreterFixture(
        body: #"""
            NavigationStack {
                List {
                    NavigationLink("Turtle Rock") { Text("Detail") }
                    ForEach(["Icy Bay"], id: \.self) { name in
                        NavigationLink(destination: Text(name)) { Text(name) }
                    }
                }
            }
            """#
    ).cleanDump()
    #expect(list.components(separatedBy: "systemName=chevron.right").count - 1 == 2, "\(list)")
    #expect(!list.contains("accentColor"), "\(list)")
    let alone = try InterpreterFixture(body: #"NavigationLink("Open") { Text("Detail") }"#).cleanDump()
    #expect(!alone.contains("chevron.right"), "\(alone)")
}

/// A `Link` takes the foreground style set around it, as a button does, instead of the tint.
@Test func linkTakesTheForegroundStyleAroundIt() throws {
    let styled = try InterpreterFixture(
        body: #"Link("Github", destination: URL(string: "https://example.com")!).foregroundStyle(.primary)"#
    ).cleanDump()
    #expect(!styled.contains("accentColor"), "\(styled)")
    let plain = try InterpreterFixture(body: #"Link("Github", destination: URL(string: "https://example.com")!)"#)
        .cleanDump()
    #expect(plain.contains("accentColor"), "\(plain)")
}

/// A prominent button's label is white on the tint unless a foreground style is set around the button.
@Test func prominentButtonTakesTheForegroundStyleAroundIt() throws {
    let styled = try InterpreterFixture(
        body: #"Button("Get Started") {}.buttonStyle(.borderedProminent).foregroundColor(.orange).tint(.white)"#
    ).cleanDump()
    #expect(styled.contains("foreground orange"), "\(styled)")
    let plain = try InterpreterFixture(body: #"Button("Get Started") {}.buttonStyle(.borderedProminent)"#).cleanDump()
    #expect(plain.contains("foreground white"), "\(plain)")
}

/// `.listRowInsets(…)` pads its row by its insets instead of the list's, set on the row or on its section.
@Test func listRowInsetsPadTheRow() throws {
    let dump = try InterpreterFixture(
        body: #"""
            List {
                Text("edge").listRowInsets(EdgeInsets())
                Section { Text("wide") }.listRowInsets(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                Text("plain")
            }
            """#
    ).cleanDump()
    #expect(dump.contains("padding 0,0,0,0"), "\(dump)")
    #expect(dump.contains("padding 1,2,3,4"), "\(dump)")
    #expect(dump.contains("padding 11,16,11,16"), "\(dump)")
}
