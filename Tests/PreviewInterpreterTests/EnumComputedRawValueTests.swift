import PreviewInterpreter
import Testing

/// An enum without a raw type that declares its own `rawValue` (a design system's font per case) reads that
/// property, not the case name Swift would give a raw-value enum.
struct EnumComputedRawValueTests {
    @Test func aComputedRawValueGivesTheFontTheEnumBuilds() throws {
        let fixture = try InterpreterFixture(
            body: """
                VStack {
                    Text("Title").fontSemantic(.title)
                    Text("Body").fontSemantic(.body)
                }
                """,
            declarations: """
                extension View {
                    func fontSemantic(_ value: FontSemantic) -> some View {
                        font(value.font)
                    }
                }

                enum FontSemantic: CaseIterable {
                    case title, body

                    var font: Font { rawValue }

                    var rawValue: Font {
                        let size: CGFloat = 15
                        return switch self {
                        case .title: Font.custom("NotoSans-Bold", size: size * 2)
                        case .body: Font.custom("NotoSans-Regular", size: size)
                        }
                    }
                }
                """)
        // The project has no font files: each custom font is the system font at the size the enum gave it.
        #expect(
            try fixture.cleanDump()
                == lines(
                    "VStack alignment=center spacing=default",
                    "  font .system(size: 30)",
                    "    Text \"Title\"",
                    "  font .system(size: 15)",
                    "    Text \"Body\""))
    }
}
