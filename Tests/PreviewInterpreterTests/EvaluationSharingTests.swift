import Dispatch
import Foundation
import PreviewInterpreter
import PreviewModel
import PreviewTestSupport
import PreviewViews
import Testing

/// Targets that differ only in screen size, or in settings the preview never read, evaluate to the same tree, so one
/// interpreter evaluates each such group once and shares it, across threads too; what taps change is never shared.
@Suite struct EvaluationSharingTests {
    static let declarations = """
        struct Card: View {
            @Environment(\\.colorScheme) var scheme
            @State private var taps = 0
            var body: some View {
                VStack {
                    Text(scheme == .dark ? "Dark card" : "Light card")
                    Button("Tapped \\(taps)") { taps += 1 }
                }
            }
        }
        """

    @Test func oneEnvironmentIsEvaluatedOnceForEveryThreadThatAsks() throws {
        let fixture = try InterpreterFixture(body: "Card()", declarations: Self.declarations)
        let preview = try fixture.preview()
        let interpreter = PreviewInterpreter(project: fixture.project)
        let dark = EnvironmentValues(colorScheme: .dark)
        var roots = [String?](repeating: nil, count: 8)
        roots.withUnsafeMutableBufferPointer { roots in
            nonisolated(unsafe) let roots = roots
            DispatchQueue.concurrentPerform(iterations: 8) { index in
                let environment = index.isMultiple(of: 2) ? EnvironmentValues() : dark
                roots[index] = interpreter.evaluate(preview, environment: environment).root.dump
            }
        }
        #expect(interpreter.evaluationsMade == 2)
        #expect(roots.enumerated().allSatisfy { index, dump in
            dump?.contains(index.isMultiple(of: 2) ? "\"Light card\"" : "\"Dark card\"") == true
        }, "\(roots)")
        // Another interpreter (another version of the project) evaluates anew.
        let next = PreviewInterpreter(project: fixture.project)
        _ = next.evaluate(preview, environment: dark)
        #expect(next.evaluationsMade == 1)
    }

    @Test func anEvaluationThatReadsNoSettingServesEveryScheme() throws {
        // Adaptive colours are resolved when drawn, so the tree does not depend on the scheme.
        let fixture = try InterpreterFixture(body: """
            VStack { Text("Plain").foregroundStyle(.secondary); Color.primary.frame(height: 4) }
            """)
        let preview = try fixture.preview()
        let interpreter = PreviewInterpreter(project: fixture.project)
        let roots = Self.environments.map { interpreter.evaluate(preview, environment: $0).root }
        #expect(interpreter.evaluationsMade == 1)
        #expect(Set(roots.map(\.dump)).count == 1)
        // The shared tree is the one the last environment alone gives, not the first's.
        let alone = PreviewInterpreter(project: fixture.project).evaluate(preview, environment: Self.environments.last!)
        #expect(alone.root == roots[0])
        #expect(alone.environmentReads.isEmpty)
    }

    /// Light, dark, then each again at a large Dynamic Type size.
    static let environments = [
        EnvironmentValues(), EnvironmentValues(colorScheme: .dark),
        EnvironmentValues(dynamicTypeSize: .accessibility3),
        EnvironmentValues(colorScheme: .dark, dynamicTypeSize: .accessibility3),
    ]

    @Test(arguments: [
        ("colorScheme", ["light", "dark", "light", "dark"]),
        ("dynamicTypeSize", ["large", "large", "accessibility3", "accessibility3"]),
    ])
    func aSettingThatWasReadSplitsTheEvaluationsByItsValue(key: String, expected: [String]) throws {
        let fixture = try InterpreterFixture(body: "Reader()", declarations: """
            struct Reader: View {
                @Environment(\\.\(key)) var setting
                var body: some View { Text("read \\(setting)") }
            }
            """)
        let preview = try fixture.preview()
        let interpreter = PreviewInterpreter(project: fixture.project)
        let dumps = Self.environments.map { interpreter.evaluate(preview, environment: $0).root.dump }
        #expect(interpreter.evaluationsMade == 2, "one per value of the setting read")
        for (dump, value) in zip(dumps, expected) {
            #expect(dump.contains("\"read \(value)\""), "\(dump)")
        }
    }

    @Test func anImageWithADarkVariantIsTheOnlyImageThatDependsOnTheScheme() throws {
        func imageSet(_ files: [(String, dark: Bool)]) -> String {
            let entries = files.map { file, dark in
                let appearance = dark ? #", "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ]"# : ""
                return #"{ "filename" : "\#(file)", "idiom" : "universal", "scale" : "3x"\#(appearance) }"#
            }
            return #"{ "images" : [ "# + entries.joined(separator: ", ") + " ] }"
        }
        let folder = try ProjectFolder([
            "Preview.swift": """
                import SwiftUI
                #Preview("Plain") { Image("Plain") }
                #Preview("Themed") { Image("Themed") }
                """,
            "Assets.xcassets/Plain.imageset/Contents.json": imageSet([("plain.png", dark: false)]),
            "Assets.xcassets/Themed.imageset/Contents.json": imageSet([
                ("light.png", dark: false), ("dark.png", dark: true),
            ]),
        ])
        for (path, width) in [
            ("Plain.imageset/plain.png", 30), ("Themed.imageset/light.png", 60), ("Themed.imageset/dark.png", 90),
        ] {
            try folder.write("Assets.xcassets/" + path, pngHeader(width: width, height: 30))
        }
        let project = try folder.load()
        #expect(project.diagnostics.isEmpty, "\(project.diagnostics)")
        let interpreter = PreviewInterpreter(project: project)
        func evaluate(_ name: String, _ scheme: ColorScheme) throws -> String {
            let preview = try #require(project.previews.first { $0.name == name })
            return interpreter.evaluate(preview, environment: EnvironmentValues(colorScheme: scheme)).root.dump
        }
        #expect(try evaluate("Plain", .light) == evaluate("Plain", .dark))
        #expect(interpreter.evaluationsMade == 1)
        #expect(try evaluate("Themed", .light).contains("light.png"))
        #expect(try evaluate("Themed", .dark).contains("dark.png"))
        #expect(interpreter.evaluationsMade == 3)
    }

    @Test func evaluationsFromTapsAreNeverShared() throws {
        let fixture = try InterpreterFixture(body: "Card()", declarations: Self.declarations)
        let preview = try fixture.preview()
        let interpreter = PreviewInterpreter(project: fixture.project)
        let plain = interpreter.evaluate(preview, environment: EnvironmentValues())
        let tapped = interpreter.evaluate(preview, environment: EnvironmentValues(), performing: 0)
        #expect(tapped.performed)
        let after = interpreter.evaluate(preview, environment: EnvironmentValues(), state: tapped.state)
        #expect(after.root.dump.contains("\"Tapped 1\""), "\(after.root.dump)")
        // The plain evaluation is still the untapped one, however often it is asked for.
        #expect(interpreter.evaluate(preview, environment: EnvironmentValues()).root == plain.root)
        #expect(plain.root.dump.contains("\"Tapped 0\""))
        #expect(interpreter.evaluationsMade == 3)
    }
}
