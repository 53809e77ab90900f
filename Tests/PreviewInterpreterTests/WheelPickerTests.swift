import Foundation
import PreviewInterpreter
import Testing

/// `.pickerStyle(.wheel)` draws iOS's drum: the selected option in the middle on a rounded band, the others turned
/// away above and below it, and no title or menu chevrons.
@Suite struct WheelPickerTests {
    static let picker = """
        Picker("Size", selection: .constant("M")) {
            ForEach(["XS", "S", "M", "L", "XL"], id: \\.self) { Text($0).tag($0) }
        }
        """

    /// Each option's dump line with the offset and the scale the drum gives it.
    func rows(_ dump: String) -> [String: (offset: String, scale: String)] {
        let lines = dump.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        var rows: [String: (offset: String, scale: String)] = [:]
        for (index, line) in lines.enumerated() where line.hasPrefix("Text \"") {
            let name = String(line.dropFirst(6).dropLast())
            let offset = lines[..<index].last { $0.hasPrefix("offset ") } ?? ""
            let scale = lines[..<index].last { $0.hasPrefix("scale ") } ?? ""
            rows[name] = (offset, scale)
        }
        return rows
    }

    @Test(arguments: [".wheel", "WheelPickerStyle()"])
    func theSelectedOptionSitsInTheMiddleOfTheDrum(_ style: String) throws {
        let dump = try InterpreterFixture(body: Self.picker + ".pickerStyle(\(style))").cleanDump()
        #expect(!dump.contains("chevron.up.chevron.down") && !dump.contains("\"Size\""), "\(dump)")
        #expect(dump.contains("RoundedRectangle(8)") && dump.contains("minHeight=216"), "\(dump)")
        let rows = self.rows(dump)
        #expect(rows["M"]?.offset == "offset 0,0", "\(dump)")
        #expect(rows["M"]?.scale == "scale 1×1 anchor=(0.5,0.5)", "\(dump)")
        // One row away: 34 points along the drum, a little less on the screen, flattened.
        let above = try #require(rows["S"]?.offset.split(separator: ",").last.flatMap { Double($0) })
        let below = try #require(rows["L"]?.offset.split(separator: ",").last.flatMap { Double($0) })
        #expect(above < -30 && above > -34 && below > 30 && below < 34, "\(dump)")
        let twoBelow = try #require(rows["XL"]?.offset.split(separator: ",").last.flatMap { Double($0) })
        #expect(twoBelow - below < below, "\(dump)")
    }
}
