package import PreviewModel
package import SwiftSyntax

extension DeclarationIndex {
    /// A type name as Swift reads it where it is written: `Position` inside `struct ToastIcon` is
    /// `ToastIcon.Position` when that exists, before any other type of that name (`Popup.Position`); the innermost
    /// enclosing type wins. A name no enclosing type nests is returned as written.
    package func lexicalTypeName(_ name: String, writtenAt node: some SyntaxProtocol, near file: String) -> String {
        lexicalNestedType(name, writtenAt: node, near: file)?.name ?? name
    }

    /// The nested type a name written at `node` finds, as Swift's unqualified lookup does: one nested in a type
    /// whose declaration or extension encloses `node` (innermost first), or in a type that one inherits from. Nil
    /// where none does: the name then means a top-level type or a library's, never a type nested elsewhere
    /// (`URLImage` outside `Message.Image` is not `Message.Image.URLImage`).
    package func lexicalNestedType(
        _ name: String, writtenAt node: some SyntaxProtocol, near file: String
    ) -> TypeDeclaration? {
        let simple = name.split(separator: ".").first.map(String.init) ?? name
        guard nestedTypeNames.contains(simple) || nestedAliasNames.contains(simple) else { return nil }
        var enclosing = Self.enclosingTypeNames(of: node)
        while !enclosing.isEmpty {
            let outer = enclosing.joined(separator: ".")
            if let nested = type(outer + "." + name, near: file) { return nested }
            var visited: Set<String> = []
            if let inherited = inheritedNestedType(name, of: outer, near: file, visited: &visited) { return inherited }
            enclosing.removeLast()
        }
        return nil
    }

    /// `name` nested in a type `typeName` inherits from (a superclass, a protocol), found through its inheritance
    /// clause.
    private func inheritedNestedType(
        _ name: String, of typeName: String, near file: String, visited: inout Set<String>
    ) -> TypeDeclaration? {
        guard visited.insert(typeName).inserted, let declaration = type(typeName, near: file) else { return nil }
        for inherited in declaration.conformances.sorted() {
            let base = inherited.split(separator: "<").first.map(String.init) ?? inherited
            if let nested = type(base + "." + name, near: file) { return nested }
            if let deeper = inheritedNestedType(name, of: base, near: file, visited: &visited) { return deeper }
        }
        return nil
    }

    /// The names of the types whose declarations or extensions enclose `node`, outermost first (an extension by the
    /// name it extends, `Message.Image`).
    private static func enclosingTypeNames(of node: some SyntaxProtocol) -> [String] {
        var enclosing: [String] = []
        var current = node.parent
        while let parent = current {
            if let decl = parent.as(StructDeclSyntax.self) {
                enclosing.insert(decl.name.bareName, at: 0)
            } else if let decl = parent.as(EnumDeclSyntax.self) {
                enclosing.insert(decl.name.bareName, at: 0)
            } else if let decl = parent.as(ClassDeclSyntax.self) {
                enclosing.insert(decl.name.bareName, at: 0)
            } else if let decl = parent.as(ActorDeclSyntax.self) {
                enclosing.insert(decl.name.bareName, at: 0)
            } else if let decl = parent.as(ExtensionDeclSyntax.self) {
                enclosing.insert(decl.extendedTypeName, at: 0)
            }
            current = parent.parent
        }
        return enclosing
    }
}
