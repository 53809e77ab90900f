import PreviewModel
import SwiftSyntax

/// A module's name before a declaration (`Swift.max(1, 2)`, `SwiftUI.Text("x")`, `Foundation.URL(string:)`) names
/// that module's declaration. Qualified by a library module, the library's is found even where the project declares
/// its own of the same name: a project's `struct Text` whose body returns `SwiftUI.Text(…)` draws SwiftUI's text
/// instead of calling itself. Qualified by one of the project's modules, the project's is found. Unqualified, the
/// project's declaration shadows the library's, as Swift's name lookup has it.
extension Evaluator {
    /// The SDK modules previews evaluate, whose names qualify their declarations.
    static let libraryModules: Set<String> = [
        "Swift", "Foundation", "SwiftUI", "CoreGraphics", "UIKit", "AppKit", "Combine", "Observation", "Charts",
        "MapKit", "CoreLocation", "_Concurrency",
    ]

    /// The project's module names, which qualify its top-level declarations (`Hamming.compute(…)`): its root
    /// folder's name, its app's module (the target Xcode compiles it into) and, for a Swift package, each
    /// `Sources/<Target>` folder's, its checked-out dependencies' (`.build/checkouts/<Package>/Sources/<Target>`)
    /// included.
    var projectModuleNames: Set<String> {
        if let known = lookups.projectModuleNames { return known }
        var names: Set<String> = [project.name]
        if let app = appModuleName { names.insert(app) }
        for path in project.files.keys {
            let parts = path.split(separator: "/")
            if parts.count > 2, parts[0] == "Sources" { names.insert(String(parts[1])) }
            if ProjectScanner.isDependencySource(path), parts.count > 5 { names.insert(String(parts[4])) }
        }
        lookups.projectModuleNames = names
        return names
    }

    /// Whether `name` qualifies a library's declarations rather than the project's (a project may name a target
    /// after a library module; its own declarations are then what the name qualifies).
    func isLibraryModule(_ name: String) -> Bool {
        Self.libraryModules.contains(name) && !projectModuleNames.contains(name)
    }

    /// The name `expression` qualifies by a library module (`Text` of `SwiftUI.Text`, `Result` of
    /// `Swift.Result<Int, Problem>`), nil for anything else.
    func libraryQualifiedName(_ expression: ExprSyntax) -> String? {
        let named = expression.as(GenericSpecializationExprSyntax.self)?.expression ?? expression
        guard let member = named.as(MemberAccessExprSyntax.self),
            let module = member.base?.as(DeclReferenceExprSyntax.self), module.argumentNames == nil,
            isLibraryModule(module.baseName.bareName)
        else { return nil }
        return member.declName.baseName.bareName
    }

    /// The name an enum value of `type` carries as its type: the library's type the project hides with one of the
    /// same name (`Swift.Result<Int, Problem>.failure(…)` beside the project's `enum Result`) carries a library
    /// module before its name, so that its methods (`get()`) are looked up on the library's type, not the project's.
    /// Any library module marks it: `userType(_:)` finds the library's type under each.
    func enumTypeName(of type: TypeDeclaration) -> String {
        guard type.file == Prelude.file.path, type.parent == nil,
            project.index.declaredType(type.name, near: preview.file) != nil
        else { return type.name }
        return "Swift." + type.name
    }

    /// The library type `name` names when a library module qualifies it (`Result` of `Swift.Result`).
    func libraryTypeName(in name: String) -> String? {
        guard let dot = name.firstIndex(of: "."), isLibraryModule(String(name[..<dot])) else { return nil }
        return String(name[name.index(after: dot)...])
    }

    /// Runs `body` with the project's declarations named `name` out of sight (types, functions and globals), so
    /// that looking the name up finds the library's: `name` was written qualified by a library module.
    func seeingLibrary<Result>(_ name: String?, _ body: () throws -> Result) rethrows -> Result {
        guard let name, !libraryQualifiedNames.contains(name) else { return try body() }
        libraryQualifiedNames.insert(name)
        defer { libraryQualifiedNames.remove(name) }
        return try body()
    }
}
