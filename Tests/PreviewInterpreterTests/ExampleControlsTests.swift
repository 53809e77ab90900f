import Foundation
import PreviewInterpreter
import PreviewModel
import PreviewViews
import Testing

/// Interactive mode on the bundled examples, tapping every control a person can tap (buttons, toggles, steppers,
/// tap gestures) in every preview:
/// - no tap ends in a diagnostic (a write previewd cannot make would otherwise be lost without a word);
/// - in a preview that holds state (`@State` in its views, `@Previewable`), some control changes the frame, and a
///   tap that leaves the frame as it was leaves the state as it was too (choosing the layout already chosen,
///   stepping a value at its bound). A preview of constant bindings changes nothing when tapped, in Xcode too.
///   Objects the preview makes (`NotesContentView(model: .success)`) keep what a tap did to them, as in Xcode.
struct ExampleControlsTests {
    private static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples", isDirectory: true)

    /// The tap target ids of a view tree, in drawing order.
    private static func tapTargets(_ dump: String) -> [Int] {
        dump.split(separator: "\n").compactMap { line -> Int? in
            let text = line.trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("tapTarget #") else { return nil }
            return Int(text.dropFirst("tapTarget #".count).prefix { $0.isNumber })
        }
    }

    @Test(arguments: ["Hello", "PhotoCollage", "Onboarding", "Notes"])
    func everyControlOfTheExamplesResponds(example: String) throws {
        let project = try Project(root: Self.examples.appendingPathComponent(example, isDirectory: true))
        let interpreter = PreviewInterpreter(project: project)
        for preview in project.previews {
            let before = interpreter.evaluate(preview, environment: EnvironmentValues())
            var changedFrames = 0
            let controls = Self.tapTargets(before.root.dump)
            for id in controls {
                let name = "\(preview.id.split(separator: "/").last ?? "") control #\(id)"
                let tapped = interpreter.evaluate(
                    preview, environment: EnvironmentValues(), state: before.state, performing: id)
                #expect(tapped.performed, "\(name)")
                #expect(tapped.diagnostics.isEmpty, "\(name): \(tapped.diagnostics)")
                let after = interpreter.evaluate(preview, environment: EnvironmentValues(), state: tapped.state)
                if after.root.dump != before.root.dump {
                    changedFrames += 1
                } else {
                    // The objects the preview made are kept once a tap ran; what changed in them does not show here.
                    let viewState = tapped.state.summary.filter { !$0.key.hasPrefix("object.") }
                    #expect(viewState == before.state.summary, "\(name) changed state but not the frame")
                }
            }
            if !before.state.isEmpty, !controls.isEmpty {
                #expect(changedFrames > 0, "no control of \(preview.id) changes its frame")
            }
        }
    }
}
