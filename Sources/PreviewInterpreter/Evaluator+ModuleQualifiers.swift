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

    /// The name `expression` qualifies by a library module (`Text` of `SwiftUI.Text`), nil for anything else.
    func libraryQualifiedName(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self),
            let module = member.base?.as(DeclReferenceExprSyntax.self), module.argumentNames == nil,
            isLibraryModule(module.baseName.bareName)
        else { return nil }
        return member.declName.baseName.bareName
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
