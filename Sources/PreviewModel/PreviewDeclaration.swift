package import SwiftSyntax

/// One preview found in the project: what to evaluate and where it was declared.
package struct PreviewDeclaration: @unchecked Sendable, Identifiable {
    // @unchecked: holds immutable swift-syntax nodes only.

    /// What produces the preview's view.
    package enum Body {
        /// The statements of a `#Preview { … }` closure (a view builder).
        case statements(CodeBlockItemListSyntax)
        /// One view of a `PreviewProvider`'s `previews`: `statements` is the whole getter, so the local `let`s
        /// the views share are evaluated first; only `view` is drawn.
        case providerView(statements: CodeBlockItemListSyntax, view: ExprSyntax)
    }

    /// Stable while the file is edited; see Documentation/Protocol.md, "Previews and their ids".
    package var id: String
    /// The name shown to people: the `#Preview` name, `.previewDisplayName`, or a generated one.
    package var name: String
    package var file: String
    package var line: Int
    package var body: Body
    /// The syntax node the preview was declared by, for diagnostics.
    package var node: Syntax
    /// `#Preview(traits: .landscapeLeft, .sizeThatFitsLayout)`: the trait names, arguments dropped.
    package var traits: [String] = []

    package init(id: String, name: String, file: String, line: Int, body: Body, node: Syntax, traits: [String] = []) {
        self.id = id
        self.name = name
        self.file = file
        self.line = line
        self.body = body
        self.node = node
        self.traits = traits
    }
}
