import PreviewModel
import SwiftSyntax

extension Evaluator {
    /// The type an expression was declared with, where its declaration says: a local or parameter with a type, a
    /// stored property of `self` or of another instance's type, a string literal. Nil where only the value knows.
    /// Values hold an optional's content directly, so this is how `name.map { … }` tells a `String` (its
    /// characters) from an `Optional<String>` (the whole string).
    func declaredType(of expression: ExprSyntax, scope: Scope) -> TypeSyntax? {
        if expression.is(StringLiteralExprSyntax.self) {
            return TypeSyntax(IdentifierTypeSyntax(name: .identifier("String")))
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.bareName
            if let type = scope.declaredType(of: name) { return type }
            guard scope.lookup(name) == nil, let instance = scope.selfInstance else { return nil }
            return instance.type.storedProperty(named: name)?.type
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.bareName
            if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                return scope.selfInstance?.type.storedProperty(named: name)?.type
            }
            guard let baseType = declaredType(of: base, scope: scope),
                let typeName = Signature.nominalName(of: baseType),
                !baseType.is(OptionalTypeSyntax.self)
            else { return nil }
            return userType(typeName)?.storedProperty(named: name)?.type
        }
        return nil
    }

    /// Whether `expression` is declared as a `String` that is not optional.
    func isDeclaredString(_ expression: ExprSyntax, scope: Scope) -> Bool {
        guard let type = declaredType(of: expression, scope: scope), !type.is(OptionalTypeSyntax.self),
            !type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
        else { return false }
        return ["String", "Substring"].contains(Signature.nominalName(of: type) ?? "")
    }
}
