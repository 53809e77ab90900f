import PreviewLanguage
import PreviewModel
import PreviewTestSupport
import SwiftSyntax
import Testing

/// The language core on its own, with no SwiftUI behind it: a library is whatever `BuiltinLibrary` describes.
struct SemanticModelTests {
    /// A library that knows no types and has no modifiers, with `modifierProtocol` as its one protocol.
    static func library(modifierProtocol: String = "Component") -> BuiltinLibrary {
        BuiltinLibrary(
            modifierProtocol: modifierProtocol, isType: { ["Double", "Int"].contains($0) },
            staticMemberType: { _, _ in nil }, initializers: { _ in [] }, modifiers: { _ in [] })
    }

    /// The contextual type the model gives the first node of `kind` whose text is `text` in the project's file.
    static func contextualType<Node: SyntaxProtocol>(
        of kind: Node.Type, _ text: String, in source: String, library: BuiltinLibrary = library()
    ) throws -> StaticType? {
        let folder = try ProjectFolder(["Sources/Program.swift": source])
        let project = try folder.load()
        let file = try #require(project.files.values.first)
        let node = try #require(
            file.tree.tokens(viewMode: .sourceAccurate).lazy.compactMap { $0.parent?.as(Node.self) }
                .first { $0.trimmedDescription == text })
        return SemanticModel(project: project, builtins: library).contextualType(of: node)
    }

    @Test func anIntegerLiteralTakesTheFloatingPointTypeItsDeclarationAsksFor() throws {
        let source = "let ratio: Double = 3\nlet count = 3\n"
        #expect(try Self.contextualType(of: IntegerLiteralExprSyntax.self, "3", in: source) == .named("Double"))
    }

    @Test func anImplicitMemberTakesTheTypeOfTheParameterItIsPassedTo() throws {
        let source = """
            struct Palette { static let warm = Palette() }
            func paint(_ palette: Palette) {}
            func run() { paint(.warm) }
            """
        #expect(try Self.contextualType(of: MemberAccessExprSyntax.self, ".warm", in: source) == .named("Palette"))
    }

    /// An unlabeled trailing closure goes to the next parameter that takes a closure, whatever its label, skipping
    /// defaulted parameters that do not: the call binds, and its other arguments are typed.
    @Test func aTrailingClosureBindsToALabelledClosureParameter() throws {
        let source = """
            struct Palette { static let warm = Palette() }
            func paint(_ palette: Palette, times: Int = 1, action: () -> Void) {}
            func run() { paint(.warm) { } }
            """
        #expect(try Self.contextualType(of: MemberAccessExprSyntax.self, ".warm", in: source) == .named("Palette"))
    }

    /// A method called on a value whose type is not known statically (`some Component`) is looked up among the
    /// extension methods of the protocol the library names as its modifier protocol, here not `View`.
    @Test func theModifierProtocolIsTheLibrarysNotAFixedName() throws {
        let source = """
            protocol Component {}
            struct Fill { static let brand = Fill() }
            extension Component { func background(_ fill: Fill) -> Int { 0 } }
            func use(_ value: some Component) { _ = value.background(.brand) }
            """
        let typed = try Self.contextualType(of: MemberAccessExprSyntax.self, ".brand", in: source)
        #expect(typed == .named("Fill"))
    }

    /// An `@Environment(\.key)` property written without a type has the type of the value the key names: the
    /// library's (as `BuiltinLibrary.environmentValueType` gives it) or the project's `EnvironmentValues` member's.
    @Test func anEnvironmentPropertyHasTheTypeOfTheValueItsKeyNames() throws {
        var library = Self.library()
        library.environmentValueType = { $0 == "sizeClass" ? .optional(.named("SizeClass")) : nil }
        let source = """
            enum SizeClass { case compact, regular }
            struct Theme { static let dark = Theme() }
            extension EnvironmentValues { var theme: Theme { Theme() } }
            struct Screen {
                @Environment(\\.sizeClass) var sizeClass
                @Environment(\\.theme) var theme
                func isCompact() -> Bool { sizeClass == .compact }
                func isDark() -> Bool { theme == .dark }
            }
            """
        let compact = try Self.contextualType(of: MemberAccessExprSyntax.self, ".compact", in: source, library: library)
        #expect(compact == .named("SizeClass"))
        let dark = try Self.contextualType(of: MemberAccessExprSyntax.self, ".dark", in: source, library: library)
        #expect(dark == .named("Theme"))
    }
}
