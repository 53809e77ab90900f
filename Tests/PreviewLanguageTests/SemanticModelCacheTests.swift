import PreviewLanguage
import PreviewModel
import PreviewTestSupport
import SwiftSyntax
import Testing

/// What a daemon's semantic model keeps from one version of a project to the next.
struct SemanticModelCacheTests {
    static let path = "Sources/Program.swift"

    /// The type the model gives the integer literal `text` of the project's one file, and how many files the model
    /// walked to answer.
    static func literalType(_ text: String, in project: Project, model: SemanticModel) throws -> StaticType? {
        let file = try #require(project.files[path])
        let literal = try #require(
            file.tree.tokens(viewMode: .sourceAccurate).lazy.compactMap { $0.parent?.as(IntegerLiteralExprSyntax.self) }
                .first { $0.trimmedDescription == text })
        return model.contextualType(of: literal)
    }

    /// Loads `source`, asks `cache` about `literal`, then saves `edited`, and returns the later model and its answer
    /// about `editedLiteral`.
    static func modelAfterEdit(
        _ source: String, asking literal: String, then edited: String, asking editedLiteral: String,
        cache: SemanticModelCache = SemanticModelCache()
    ) throws -> (model: SemanticModel, type: StaticType?) {
        let folder = try ProjectFolder([path: source])
        var project = try folder.load()
        let first = cache.model(for: project, builtins: SemanticModelTests.library())
        #expect(try literalType(literal, in: project, model: first) == .named("Double"))
        #expect(first.filesWalked == 1)
        try folder.write(path, edited)
        let applied = project.apply(changedPaths: [path])
        #expect(applied)
        let later = cache.model(for: project, builtins: SemanticModelTests.library())
        return (later, try literalType(editedLiteral, in: project, model: later))
    }

    @Test func anEditOfLiteralValuesKeepsTheEarlierVersionsFindingsWithoutWalkingAgain() throws {
        let (model, type) = try Self.modelAfterEdit(
            "let ratio: Double = 3\nlet title = \"Inbox\"\nlet shown = true\n", asking: "3",
            then: "let ratio: Double = 42\nlet title = \"Outbox\"\nlet shown = false\n", asking: "42")
        #expect(type == .named("Double"))
        #expect(model.filesWalked == 0)
    }

    @Test func anEditThatChangesATypeWalksTheFileAgain() throws {
        let (model, type) = try Self.modelAfterEdit(
            "let ratio: Double = 3\n", asking: "3", then: "let ratio: Int = 3\n", asking: "3")
        #expect(type == .named("Int"))
        #expect(model.filesWalked == 1)
    }

    /// A string that gains an interpolation has new tokens: not a literal value alone.
    @Test func anInterpolationAddedToAStringIsNotALiteralEdit() throws {
        let (model, type) = try Self.modelAfterEdit(
            "let ratio: Double = 3\nlet title = \"Inbox\"\n", asking: "3",
            then: "let ratio: Double = 3\nlet title = \"Inbox \\(ratio)\"\n", asking: "3")
        #expect(type == .named("Double"))
        #expect(model.filesWalked == 1)
    }

    /// `1` becoming `1.5` changes the literal's kind and so, without an annotation, its type.
    @Test func anIntegerLiteralBecomingFloatingPointIsNotALiteralEdit() throws {
        let (model, _) = try Self.modelAfterEdit(
            "let ratio: Double = 3\nlet step = 1\n", asking: "3",
            then: "let ratio: Double = 3\nlet step = 1.5\n", asking: "3")
        #expect(model.filesWalked == 1)
    }

    /// `pair.0` becoming `pair.1` names another tuple element, of another type: the literal beside it is typed anew.
    @Test func aTupleIndexIsNotALiteralValue() throws {
        let (model, _) = try Self.modelAfterEdit(
            "let pair: (Double, Int) = (1, 2)\nlet ratio: Double = 3\nlet scaled = pair.0 * 7\n", asking: "3",
            then: "let pair: (Double, Int) = (1, 2)\nlet ratio: Double = 3\nlet scaled = pair.1 * 7\n", asking: "7")
        #expect(model.filesWalked == 1)
    }

    @Test func rendersOfOneVersionShareItsModel() throws {
        let folder = try ProjectFolder([Self.path: "let ratio: Double = 3\n"])
        let project = try folder.load()
        let cache = SemanticModelCache()
        let first = cache.model(for: project, builtins: SemanticModelTests.library())
        #expect(cache.model(for: project, builtins: SemanticModelTests.library()) === first)
    }

    /// A new file may declare what a name of another file resolves to.
    @Test func aFileAddedStartsANewModel() throws {
        let folder = try ProjectFolder([Self.path: "let ratio: Double = 3\n"])
        var project = try folder.load()
        let cache = SemanticModelCache()
        let first = cache.model(for: project, builtins: SemanticModelTests.library())
        #expect(try Self.literalType("3", in: project, model: first) == .named("Double"))
        try folder.write("Sources/Other.swift", "let other = 1\n")
        let applied = project.apply(changedPaths: ["Sources/Other.swift"])
        #expect(applied)
        let later = cache.model(for: project, builtins: SemanticModelTests.library())
        #expect(try Self.literalType("3", in: project, model: later) == .named("Double"))
        #expect(later.filesWalked == 1)
    }
}
