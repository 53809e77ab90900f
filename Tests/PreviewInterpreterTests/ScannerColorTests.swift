import PreviewInterpreter
import PreviewViews
import Testing

/// A project's hex-colour initialiser built on Foundation's `Scanner`, as many projects write it, draws its colour.
struct ScannerColorTests {
    @Test func aHexColourExtensionDrawsItsColour() throws {
        let fixture = try InterpreterFixture(
            body: ##"Rectangle().fill(Color(hex: "#FF8000"))"##,
            declarations: """
                extension Color {
                    init(hex: String) {
                        let cleaned = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
                        let scanner = Scanner(string: cleaned)
                        var rgbValue: UInt64 = 0
                        scanner.scanHexInt64(&rgbValue)
                        let r = (rgbValue & 0xff0000) >> 16
                        let g = (rgbValue & 0xff00) >> 8
                        let b = rgbValue & 0xff
                        self.init(red: Double(r) / 0xff, green: Double(g) / 0xff, blue: Double(b) / 0xff)
                    }
                }
                """)
        #expect(try fixture.cleanDump() == "Rectangle fill #ff8000")
    }
}
