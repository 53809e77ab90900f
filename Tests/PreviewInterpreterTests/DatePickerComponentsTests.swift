import Foundation
import PreviewInterpreter
import Testing

/// A compact `DatePicker` shows a chip for each component it displays: the date, the time, or both side by side.
@Suite struct DatePickerComponentsTests {
    func dump(_ components: String?) throws -> String {
        let argument = components.map { ", displayedComponents: \($0)" } ?? ""
        return try InterpreterFixture(
            body: #"DatePicker("Alarm", selection: .constant(Date(timeIntervalSince1970: 17_280_000))"# + argument + ")"
        ).cleanDump()
    }

    func chips(_ dump: String) -> Int { dump.components(separatedBy: "RoundedRectangle(6)").count - 1 }

    @Test func hourAndMinuteShowsTheTimeAlone() throws {
        let dump = try self.dump(".hourAndMinute")
        #expect(chips(dump) == 1, "\(dump)")
        #expect(!dump.contains("1970") && dump.contains(":"), "\(dump)")
    }

    @Test func dateShowsTheDateAlone() throws {
        let dump = try self.dump(".date")
        #expect(chips(dump) == 1, "\(dump)")
        #expect(dump.contains("1970") && !dump.contains(":"), "\(dump)")
    }

    @Test(arguments: [nil, "[.date, .hourAndMinute]", "[.hourAndMinute, .date]"])
    func bothShowTheDateThenTheTime(_ components: String?) throws {
        let dump = try self.dump(components)
        #expect(chips(dump) == 2, "\(dump)")
        let date = try #require(dump.range(of: "1970"))
        let time = try #require(dump.range(of: ":"))
        #expect(date.lowerBound < time.lowerBound, "\(dump)")
    }
}
