package import PreviewModel
package import SwiftSyntax

extension DeclarationIndex {
    /// A type name as Swift reads it where it is written: `Position` inside `struct ToastIcon` is
    /// `ToastIcon.Position` when that exists, before any other type of that name (`Popup.Position`); the innermost
    /// enclosing type wins. A name no enclosing type nests is returned as written.
    package func lexicalTypeName(_ name: String, writtenAt node: some SyntaxProtocol, near file: String) -> String {
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
        while !enclosing.isEmpty {
            if let nested = type(enclosing.joined(separator: ".") + "." + name, near: file) { return nested.name }
            enclosing.removeLast()
        }
        return name
    }
}
