import PreviewInterpreter
import PreviewModel
import Testing

/// Views, helpers and extensions from a package the project depends on are evaluated when the package's sources
/// are checked out inside the project (`swift package resolve`), instead of being drawn as placeholders.
@Suite struct DependencySourcesTests {
    @Test func aCheckedOutPackagesViewsAndExtensionsAreEvaluated() throws {
        let fixture = try InterpreterFixture([
            "Sources/App/Home.swift": """
                import SwiftUI
                import Kit

                struct Home: View {
                    var body: some View {
                        VStack {
                            Badge(title: "New")
                            Text(Kit.greeting([3, 1, 2].sortedDescending().map(String.init).joined()))
                        }
                    }
                }

                #Preview { Home() }
                """,
            ".build/checkouts/Kit/Sources/Kit/Badge.swift": """
                import SwiftUI

                public struct Badge: View {
                    let title: String
                    public init(title: String) { self.title = title }
                    public var body: some View { Text(title.uppercased()).padding(4) }
                }

                public func greeting(_ name: String) -> String { "hello \\(name)" }

                #Preview { Badge(title: "Only the package's own") }
                """,
            ".build/checkouts/Kit/Sources/Kit/Array+Sorting.swift": """
                extension Array where Element: Comparable {
                    public func sortedDescending() -> [Element] { sorted(by: >) }
                }
                """,
        ])
        #expect(fixture.project.previews.count == 1)
        let dump = try fixture.cleanDump()
        #expect(dump.contains(#"Text "NEW""#), "\(dump)")
        #expect(dump.contains(#"Text "hello 321""#), "\(dump)")
    }

    /// A name the project declares shadows a package's of the same name, as a module's own names do: the
    /// project's `Level`, `label(_:)` and `separator` are the ones its code means; the package's extension of its
    /// own `Level` stays with it.
    @Test func theProjectsOwnTypeShadowsAPackagesOfTheSameName() throws {
        let fixture = try InterpreterFixture([
            "Sources/App/Level.swift": """
                import SwiftUI

                enum Level: CaseIterable {
                    case low, high
                    var isLoud: Bool { self == .high }
                }

                let separator = "+"

                func label(_ level: Level) -> String { "\\(level)" }

                #Preview { Text(Level.allCases.filter { $0.isLoud }.map { label($0) }.joined() + separator) }
                """,
            ".build/checkouts/Audio/Sources/Audio/Level.swift": """
                public enum Level: CaseIterable {
                    case quiet, medium, loud
                }

                extension Level {
                    public var isLoud: Bool { false }
                }

                public let separator = "-"

                public func label(_ level: Level) -> String { "package \\(level)" }
                """,
        ])
        #expect(try fixture.cleanDump() == #"Text "high+""#)
    }
}
