import Foundation
import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// SwiftUI's built-in views: text, stacks, spacers, colours, shapes and `ForEach`.
struct BuiltinViewsTests {
    @Test func text() throws {
        let fixture = try InterpreterFixture(body: #"Text("Hello, \"world\"")"#)
        #expect(try fixture.cleanDump() == #"Text "Hello, \"world\"""#)
    }

    @Test func stacksWithAlignmentAndSpacing() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack(alignment: .leading, spacing: 8) {
                    Text("Title")
                    HStack(alignment: .top) {
                        Text("a")
                        Spacer()
                        Text("b")
                    }
                    Spacer(minLength: 12)
                    HStack(spacing: 0) {}
                }
                """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=leading spacing=8",
                    "  Text \"Title\"",
                    "  HStack alignment=top spacing=default",
                    "    Text \"a\"",
                    "    Spacer",
                    "    Text \"b\"",
                    "  Spacer minLength=12",
                    "  HStack alignment=center spacing=0"))
    }

    /// A `Group` inside a container is flattened into its siblings and `EmptyView` dropped, as SwiftUI does.
    @Test func zStackAndGroup() throws {
        let fixture = try InterpreterFixture(
            body: """
                ZStack(alignment: .bottomTrailing) {
                    Color.red
                    Group {
                        Text("a")
                        EmptyView()
                    }
                }
                """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "ZStack alignment=trailing/bottom",
                    "  Rectangle fill red",
                    "  Text \"a\""))
    }

    @Test func colors() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    Color.red
                    Color(red: 1, green: 0.5, blue: 0)
                    Color(red: 0, green: 0, blue: 1, opacity: 0.5)
                    Color(white: 0.2)
                    Color.blue.opacity(0.25)
                    Color(.systemBackground)
                }
                """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=center spacing=default",
                    "  Rectangle fill red",
                    "  Rectangle fill #ff8000",
                    "  Rectangle fill #0000ff80",
                    "  Rectangle fill #333333",
                    "  Rectangle fill blue.opacity(0.25)",
                    "  Rectangle fill background"))
    }

    @Test func missingAssetColorIsGrayWithAWarning() throws {
        let fixture = try InterpreterFixture(body: #"1️⃣Color("Brand")"#)
        let evaluation = try fixture.evaluate()
        #expect(evaluation.root.dump == "Rectangle fill gray")
        let diagnostic = try #require(evaluation.diagnostics.first)
        #expect(diagnostic.message == "colour 'Brand' is not in the project's asset catalogs; drawn in gray")
        #expect(fixture.location(of: diagnostic) == fixture["1️⃣"])
    }

    @Test func anAssetSpelledInOtherLetterCaseIsMissingAndNamed() throws {
        let fixture = try InterpreterFixture([
            "Preview.swift": "import SwiftUI\n\n#Preview {\n    Color(\"brandAccent\")\n}\n",
            "App/Assets.xcassets/BrandAccent.colorset/Contents.json": AccentColorTests.accentColorSet,
        ])
        let evaluation = try fixture.evaluate()
        #expect(evaluation.root.dump == "Rectangle fill gray")
        #expect(
            evaluation.diagnostics.map(\.message) == [
                """
                colour 'brandAccent' is not in the project's asset catalogs ('BrandAccent' is; iOS looks asset names \
                up with their letter case as written); drawn in gray
                """
            ])
    }

    /// An implicit member no type previewd knows declares is named as the cause, not the initialiser it went to.
    @Test func anUnknownImplicitMemberArgumentIsTheCauseReported() throws {
        let fixture = try InterpreterFixture(body: "Image(systemName: 1️⃣.iconReset)")
        let evaluation = try fixture.evaluate()
        let diagnostic = try #require(evaluation.diagnostics.first)
        #expect(
            diagnostic.message == """
                '.iconReset' is not a member of 'String' that previewd knows: the project declares none (it may come \
                from a package that is not checked out)
                """)
        #expect(fixture.location(of: diagnostic) == fixture["1️⃣"])
    }

    @Test func shapes() throws {
        let fixture = try InterpreterFixture(
            body: """
                HStack {
                    Rectangle()
                    RoundedRectangle(cornerRadius: 12).fill(Color.green)
                    Circle().fill(.orange)
                    Capsule()
                    Ellipse().foregroundColor(.purple)
                }
                """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "HStack alignment=center spacing=default",
                    "  Rectangle fill foreground",
                    "  RoundedRectangle(12) fill green",
                    "  Circle fill orange",
                    "  Capsule fill foreground",
                    "  foreground purple",
                    "    Ellipse fill foreground"))
    }

    @Test func forEachOverArraysAndRanges() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    ForEach(["a", "b"], id: \\.self) { letter in
                        Text(letter)
                    }
                    ForEach(0..<2) { index in
                        Text("row \\(index)")
                    }
                    ForEach(1...2, id: \\.self) {
                        Text("n\\($0)")
                    }
                }
                """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=center spacing=default",
                    "  Text \"a\"",
                    "  Text \"b\"",
                    "  Text \"row 0\"",
                    "  Text \"row 1\"",
                    "  Text \"n1\"",
                    "  Text \"n2\""))
    }

    @Test func buttonDrawsItsLabelInTheAccentColor() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    Button("Save") {}
                    Button(action: {}) {
                        Text("Cancel")
                    }
                }
                """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=center spacing=default",
                    "  tapTarget #0",
                    "    foreground accentColor",
                    "      Text \"Save\"",
                    "  tapTarget #1",
                    "    foreground accentColor",
                    "      Text \"Cancel\""))
    }

    @Test func imagesNameTheirSymbolOrAsset() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    Image(systemName: "star.fill")
                    Image(systemName: "person").resizable()
                }
                """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=center spacing=default",
                    "  Image systemName=star.fill",
                    "  Image systemName=person resizable"))
    }

    /// A view from a framework previews cannot evaluate is a labelled placeholder; the rest still renders.
    @Test func viewFromAnotherFrameworkIsAPlaceholderWithAWarning() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    1️⃣Map(position: .constant(nil))
                    Text("after")
                }
                """)
        let evaluation = try fixture.evaluate()
        #expect(
            evaluation.root.dump
                == lines(
                    "VStack alignment=center spacing=default",
                    #"  Placeholder "Map" fill other-framework"#,
                    "  Text \"after\""))
        let diagnostic = try #require(evaluation.diagnostics.first)
        #expect(
            diagnostic.message
                == "'Map' is not available in previews (it comes from a module previewd cannot evaluate); drawn as a "
                + "placeholder")
        #expect(diagnostic.severity == .warning)
        #expect(fixture.location(of: diagnostic) == fixture["1️⃣"])
    }

    /// An unknown container still draws the views it was given.
    @Test func unknownContainerDrawsItsContent() throws {
        let fixture = try InterpreterFixture(
            body: """
                1️⃣CardDeck {
                    Text("inside")
                }
                """)
        let evaluation = try fixture.evaluate()
        #expect(evaluation.root.dump == #"Text "inside""#)
        let diagnostic = try #require(evaluation.diagnostics.first)
        #expect(
            diagnostic.message
                == "'CardDeck' is not available in previews (it comes from a module previewd cannot evaluate); "
                + "its content is drawn without it")
        #expect(fixture.location(of: diagnostic) == fixture["1️⃣"])
    }

    /// An unknown container whose content is itself only placeholders (another framework's marks) is one
    /// placeholder.
    @Test func unknownContainerOfPlaceholdersIsOnePlaceholder() throws {
        let fixture = try InterpreterFixture(
            body: """
                1️⃣Timeline {
                    Milestone(date: 1, title: "Draft")
                    Milestone(date: 2, title: "Ship")
                }
                """)
        let evaluation = try fixture.evaluate()
        #expect(evaluation.root.dump == #"Placeholder "Timeline""#)
        #expect(fixture.location(of: try #require(evaluation.diagnostics.first)) == fixture["1️⃣"])
    }

    /// The prelude's `Label` follows `.labelStyle`.
    @Test func labelStyles() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    Label("Star", systemImage: "star")
                    Label("Star", systemImage: "star").labelStyle(.iconOnly)
                    Label("Star", systemImage: "star").labelStyle(.titleOnly)
                }
                """)
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=center spacing=default",
                    "  HStack alignment=center spacing=8",
                    "    Image systemName=star",
                    "    Text \"Star\"",
                    "  Image systemName=star",
                    "  Text \"Star\""))
    }
}

/// `.pickerStyle(.segmented)` draws segments with the selection raised; `.listStyle(.plain)` drops the cards
/// and the grouped background (also for the list's sections), and a `Form` stays inset grouped.
@Test func pickerAndListStylesChangeTheDrawing() throws {
    let fixture = try InterpreterFixture(
        body: """
            VStack {
                Picker("Sort", selection: .constant("Liked")) {
                    Text("Recent").tag("Recent")
                    Text("Liked").tag("Liked")
                }
                .pickerStyle(SegmentedPickerStyle())
                List {
                    Section("Today") { Text("row") }
                }
                .listStyle(.plain)
            }
            """)
    let dump = try fixture.cleanDump()
    #expect(dump.contains("RoundedRectangle(9) fill"), "\(dump)")
    #expect(dump.contains("fontWeight semibold") || dump.contains("semibold"), "\(dump)")
    #expect(!dump.contains("RoundedRectangle(10)"), "a plain list has no rounded cards: \(dump)")
    #expect(!dump.contains("#f2f2f7"), "a plain list has no grouped background: \(dump)")

    let form = try InterpreterFixture(body: #"Form { Section("Today") { Text("row") } }.listStyle(.plain)"#).cleanDump()
    #expect(form.contains("RoundedRectangle(10)") && form.contains("#f2f2f7"), "\(form)")
}

/// `.scrollContentBackground(.hidden)` leaves out a list's or form's grey background, so the view's own
/// background shows around the cards, which keep theirs; `.visible` keeps it, and so does a setting further down.
@Test func scrollContentBackgroundHiddenShowsTheViewsOwnBackground() throws {
    let hidden = try InterpreterFixture(
        body: #"List { Text("row") }.scrollContentBackground(.hidden).background(Color.mint)"#
    ).cleanDump()
    #expect(!hidden.contains("#f2f2f7"), "\(hidden)")
    #expect(hidden.contains("mint") && hidden.contains("RoundedRectangle(10)"), "\(hidden)")
    let form = try InterpreterFixture(
        body: #"VStack { Form { Section("Today") { Text("row") } } }.scrollContentBackground(.hidden)"#
    ).cleanDump()
    #expect(!form.contains("#f2f2f7"), "\(form)")
    let visible = try InterpreterFixture(body: #"List { Text("row") }.scrollContentBackground(.visible)"#).cleanDump()
    #expect(visible.contains("#f2f2f7"), "\(visible)")
}

/// `.listRowBackground(…)` on a `ForEach` fills each row's cell in a list; outside a list it draws nothing.
@Test func listRowBackgroundFillsTheRowCell() throws {
    let list = try InterpreterFixture(
        body: #"""
            List {
                ForEach(["a", "b"], id: \.self) { Text($0).foregroundColor(.white) }.listRowBackground(Color.blue)
            }
            """#
    ).cleanDump()
    #expect(list.components(separatedBy: "Rectangle fill blue").count - 1 == 2, "\(list)")
    let alone = try InterpreterFixture(body: #"Text("a").listRowBackground(Color.blue)"#).evaluate().root
    #expect(alone.dump.hasPrefix("listRowBackground"), "\(alone.dump)")
}

/// Older and callback-taking initialisers real projects still use draw what their plain forms draw: the callbacks
/// and the link's tag or activation run only on interaction.
@Test func olderInitialisersDrawLikeTheirPlainForms() throws {
    let pairs = [
        (
            #"TextField("Name", text: .constant("Ann"), onEditingChanged: { _ in })"#,
            #"TextField("Name", text: .constant("Ann"))"#
        ),
        (
            #"TextField("Name", text: .constant(""), onEditingChanged: { _ in }, onCommit: {})"#,
            #"TextField("Name", text: .constant(""))"#
        ),
        (
            #"Stepper(onIncrement: {}, onDecrement: {}, label: { Text("Cups") })"#,
            #"Stepper("Cups", onIncrement: {}, onDecrement: {})"#
        ),
        (
            #"NavigationLink(tag: 1, selection: .constant(nil), destination: { Text("B") }, label: { Text("Open") })"#,
            #"NavigationLink(destination: { Text("B") }, label: { Text("Open") })"#
        ),
        (
            #"NavigationLink(destination: Text("B"), isActive: .constant(false), label: { Text("Open") })"#,
            #"NavigationLink(destination: { Text("B") }, label: { Text("Open") })"#
        ),
    ]
    for (older, plain) in pairs {
        #expect(
            try InterpreterFixture(body: older).cleanDump() == InterpreterFixture(body: plain).cleanDump(), "\(older)")
    }
}

/// `LabeledContent(_:value:format:)` shows its value through the format, as `Text(_:format:)` does.
@Test func labeledContentFormatsItsValue() throws {
    let evaluation = try InterpreterFixture(body: #"LabeledContent("Strength", value: 0.5, format: .percent)"#)
        .evaluate()
    #expect(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
    let plain = try InterpreterFixture(body: #"LabeledContent("Strength", value: "50%")"#).cleanDump()
    #expect(evaluation.root.dump == plain)
}

/// On iOS a field's `prompt:` is the placeholder it shows when empty; its title only labels it for accessibility.
@Test func promptsArePlaceholders() throws {
    let pairs = [
        (
            #"TextField("Email", text: .constant(""), prompt: Text("name@example.com"))"#,
            #"TextField("name@example.com", text: .constant(""))"#
        ),
        (
            #"SecureField("Password", text: .constant(""), prompt: Text("Required"))"#,
            #"SecureField("Required", text: .constant(""))"#
        ),
        (
            #"SecureField("Password", text: .constant("abc"), prompt: Text("Required"))"#,
            #"SecureField("Password", text: .constant("abc"))"#
        ),
        (
            #"TextField("", text: .constant(""), prompt: Text("Email").foregroundStyle(Color.gray))"#,
            #"TextField("Email", text: .constant(""))"#
        ),
    ]
    for (prompted, plain) in pairs {
        let evaluation = try InterpreterFixture(body: prompted).evaluate()
        #expect(evaluation.diagnostics.isEmpty, "\(prompted): \(evaluation.diagnostics)")
        #expect(evaluation.root.dump == (try InterpreterFixture(body: plain).cleanDump()), "\(prompted)")
    }
}

/// A `value:` text field shows its value through its format or formatter, and an empty optional shows the
/// placeholder, as on iOS, not the word "nil".
@Test func valueTextFieldsShowTheirValue() throws {
    let number = try InterpreterFixture(
        body: #"TextField("Amount", value: .constant(12), formatter: NumberFormatter())"#
    ).cleanDump()
    #expect(number.contains(#"Text "12""#), "\(number)")
    let formatted = try InterpreterFixture(body: #"TextField("Amount", value: .constant(0.5), format: .percent)"#)
        .cleanDump()
    #expect(formatted.contains(#"Text "50%""#), "\(formatted)")
    let empty = try InterpreterFixture(body: """
        VStack {
            let amount: Int? = nil
            TextField("Amount", value: .constant(amount), formatter: NumberFormatter())
        }
        """).cleanDump()
    #expect(!empty.contains("nil") && empty.contains(#"Text "Amount""#), "\(empty)")
}

/// `ContentUnavailableView` built from closures (a label, a description, actions) sets its label as the titled form
/// does, a large icon above a bold title, and draws the actions below the description.
@Test func contentUnavailableViewFromClosuresLooksLikeTheTitledForm() throws {
    let titled = try InterpreterFixture(body: """
        ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here."))
        """).cleanDump()
    let closures = try InterpreterFixture(body: """
        ContentUnavailableView {
            Label("No Mail", systemImage: "tray")
        } description: {
            Text("New mail appears here.")
        }
        """).cleanDump()
    #expect(closures == titled)
    let stacked = try #require(titled.range(of: "Image systemName=tray"))
    let title = try #require(titled.range(of: #"Text "No Mail""#))
    #expect(stacked.lowerBound < title.lowerBound, "\(titled)")
    let withActions = try InterpreterFixture(body: """
        ContentUnavailableView {
            Label("No Mail", systemImage: "tray")
        } description: {
            Text("New mail appears here.")
        } actions: {
            Button("Refresh") {}
        }
        """).cleanDump()
    let description = try #require(withActions.range(of: #"Text "New mail appears here.""#))
    let action = try #require(withActions.range(of: #""Refresh""#))
    #expect(description.lowerBound < action.lowerBound, "\(withActions)")
}
