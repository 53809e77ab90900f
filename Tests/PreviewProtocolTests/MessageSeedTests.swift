import Foundation
import Testing

@testable import PreviewProtocol

/// The checked-in seeds of `scripts/fuzz messages`, one conversation per file, read by a session as the server
/// reads them: the well-formed ones are accepted without an error answer, the hostile one is refused line by line.
@Suite struct MessageSeedTests {
    static let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fuzz/Seeds/messages").standardized

    func replay(_ name: String) throws -> (actions: [ClientSession.Action], answers: [String]) {
        let text = try String(contentsOf: Self.seeds.appendingPathComponent(name), encoding: .utf8)
        var session = ClientSession(id: 1)
        var actions: [ClientSession.Action] = [], answers: [String] = []
        for (number, line) in text.split(separator: "\n").enumerated() {
            actions += session.receive(String(line), now: Double(number))
            while case .text(let answer)? = session.next(in: [:]) { answers.append(answer) }
        }
        return (actions, answers)
    }

    @Test func wellFormedConversationsGetNoErrors() throws {
        for name in ["device.txt", "dashboard.txt"] {
            let (actions, answers) = try replay(name)
            #expect(!actions.contains { if case .close = $0 { true } else { false } }, "\(name): \(actions)")
            #expect(!answers.contains { $0.contains("\"error\"") }, "\(name): \(answers)")
        }
    }

    @Test func theHostileConversationIsRefused() throws {
        let (actions, answers) = try replay("hostile.txt")
        let refusals = actions.filter { if case .close(1008, _) = $0 { true } else { false } }.count
            + answers.filter { $0.contains("\"error\"") }.count
        #expect(refusals >= 1, "\(actions) \(answers)")
    }
}
