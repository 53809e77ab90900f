import Glibc
import Testing
@testable import PreviewWatch

/// The parser against records laid out the way the kernel writes them (see inotify(7)).
@Suite struct InotifyEventParserTests {
    /// One kernel record: the 16-byte header, then the name NUL-padded to `paddedLength` bytes.
    private func record(wd: Int32, mask: Int32, cookie: UInt32 = 0, name: String = "", paddedLength: Int = 0) -> [UInt8]
    {
        let length = name.isEmpty ? 0 : max(paddedLength, name.utf8.count + 1)
        var bytes: [UInt8] = []
        withUnsafeBytes(of: wd.littleEndian) { bytes += $0 }
        withUnsafeBytes(of: UInt32(bitPattern: mask).littleEndian) { bytes += $0 }
        withUnsafeBytes(of: cookie.littleEndian) { bytes += $0 }
        withUnsafeBytes(of: UInt32(length).littleEndian) { bytes += $0 }
        bytes += Array(name.utf8) + Array(repeating: 0, count: length - name.utf8.count)
        return bytes
    }

    @Test func headerSizeMatchesTheKernelStruct() {
        #expect(InotifyEventParser.headerSize == 16)
    }

    @Test func parsesConsecutiveRecordsWithPaddedNames() {
        let bytes = record(wd: 1, mask: IN_CREATE | IN_ISDIR, name: "Views", paddedLength: 16)
            + record(wd: 2, mask: IN_MOVED_FROM, cookie: 7, name: "Card.swift.tmp", paddedLength: 32)
            + record(wd: 2, mask: IN_MOVED_TO, cookie: 7, name: "Card.swift", paddedLength: 16)
        let events = bytes.withUnsafeBytes { InotifyEventParser.parse($0) }
        #expect(events == [
            InotifyEvent(watchDescriptor: 1, mask: UInt32(IN_CREATE | IN_ISDIR), cookie: 0, name: "Views"),
            InotifyEvent(watchDescriptor: 2, mask: UInt32(IN_MOVED_FROM), cookie: 7, name: "Card.swift.tmp"),
            InotifyEvent(watchDescriptor: 2, mask: UInt32(IN_MOVED_TO), cookie: 7, name: "Card.swift"),
        ])
        #expect(events[0].isDirectory)
        #expect(!events[1].isDirectory)
    }

    @Test func eventsWithoutNameAndOverflowAreParsed() {
        let bytes = record(wd: 3, mask: IN_DELETE_SELF) + record(wd: 3, mask: IN_IGNORED)
            + record(wd: -1, mask: IN_Q_OVERFLOW)
        let events = bytes.withUnsafeBytes { InotifyEventParser.parse($0) }
        #expect(events.map(\.name) == ["", "", ""])
        #expect(events.map(\.watchDescriptor) == [3, 3, -1])
        #expect(events[2].has(IN_Q_OVERFLOW))
        #expect(!events[2].has(IN_IGNORED))
    }

    @Test func nonASCIINamesSurvive() {
        let bytes = record(wd: 1, mask: IN_CLOSE_WRITE, name: "Über Ansicht.swift", paddedLength: 32)
        #expect(bytes.withUnsafeBytes { InotifyEventParser.parse($0) }.first?.name == "Über Ansicht.swift")
    }
}
