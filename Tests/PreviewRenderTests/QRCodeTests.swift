import Foundation
import Testing

@testable import PreviewRender

@Suite struct QRCodeTests {
    let url = "http://192.168.1.20:8765/?token=0123456789abcdef0123456789abcdef"

    @Test func aPairingURLBecomesAValidSymbol() throws {
        let code = try QRCode(encoding: url)
        // Sizes are 17 + 4 × version modules.
        #expect(code.size >= 21 && (code.size - 17) % 4 == 0)
        #expect(code.modules.count == code.size * code.size)
        // The three finder patterns: a dark 7×7 ring around a light ring around a dark 3×3 centre.
        for (left, top) in [(0, 0), (code.size - 7, 0), (0, code.size - 7)] {
            #expect(code.isDark(x: left, y: top) && code.isDark(x: left + 6, y: top + 6))
            #expect(!code.isDark(x: left + 1, y: top + 1) && !code.isDark(x: left + 5, y: top + 1))
            #expect(code.isDark(x: left + 3, y: top + 3))
        }
    }

    @Test func differentTextDifferentCode() throws {
        #expect(try QRCode(encoding: url) != QRCode(encoding: url + "x"))
        #expect(try QRCode(encoding: url) == QRCode(encoding: url))
    }

    @Test func svgAndTerminalShowEveryDarkModule() throws {
        let code = try QRCode(encoding: url)
        let dark = code.modules.filter { $0 }.count
        #expect(code.svg().components(separatedBy: "h1v1h-1z").count - 1 == dark)
        let lines = code.terminalLines(colored: false)
        #expect(lines.count == (code.size + QRCode.quietZone + 1) / 2)
        let drawn = lines.joined().reduce(0) { count, cell in
            count + (cell == "█" ? 2 : cell == "▀" || cell == "▄" ? 1 : 0)
        }
        #expect(drawn == dark)
        #expect(code.terminalLines(colored: true)[0].hasPrefix("\u{1B}[30;47m"))
    }

    @Test func emptyOrHugeTextIsAnError() {
        #expect(throws: QRCode.EncodingError.self) { try QRCode(encoding: "") }
        #expect(throws: QRCode.EncodingError.self) { try QRCode(encoding: String(repeating: "a", count: 5000)) }
    }
}
