package import SwiftIfConfig
package import SwiftSyntax

/// The build previews are evaluated for: an iOS simulator debug build, as Xcode's canvas uses. Decides which
/// branch of every `#if` is active (`os(iOS)`, `DEBUG`, `targetEnvironment(simulator)`, `canImport(UIKit)`).
package struct PreviewBuildConfiguration: BuildConfiguration {
    /// Modules an iOS app can import; `canImport` of anything else (AppKit, a package the project does not
    /// contain) is false, as on a device.
    static let importableModules: Set<String> = [
        "SwiftUI", "UIKit", "Foundation", "Combine", "Observation", "SwiftData", "CoreData", "MapKit", "Charts",
        "StoreKit", "PhotosUI", "AVFoundation", "AVKit", "CoreLocation", "CoreGraphics", "CoreImage", "WidgetKit",
        "ActivityKit", "HealthKit", "WebKit", "UniformTypeIdentifiers", "OSLog", "os", "Swift", "Darwin",
    ]

    package init() {}

    package func isCustomConditionSet(name: String) -> Bool { name == "DEBUG" }
    package func hasFeature(name: String) -> Bool { false }
    package func hasAttribute(name: String) -> Bool { true }
    package func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        importPath.first.map { Self.importableModules.contains($0.1) } ?? false
    }
    package func isActiveTargetOS(name: String) -> Bool { name == "iOS" }
    package func isActiveTargetArchitecture(name: String) -> Bool { name == "arm64" }
    package func isActiveTargetEnvironment(name: String) -> Bool { name == "simulator" }
    package func isActiveTargetRuntime(name: String) -> Bool { name == "_Native" }
    package func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
    package func isActiveTargetObjectFormat(name: String) -> Bool { name == "MachO" }
    package var targetPointerBitWidth: Int { 64 }
    package var targetAtomicBitWidths: [Int] { [32, 64, 128] }
    package var endianness: Endianness { .little }
    package var languageVersion: VersionTuple { VersionTuple(6, 0) }
    package var compilerVersion: VersionTuple { VersionTuple(6, 1) }

    package static let shared = PreviewBuildConfiguration()
}

extension IfConfigDeclSyntax {
    /// The elements of the clause an iOS debug build compiles, or nil when no clause is active.
    package var activeElements: IfConfigClauseSyntax.Elements? {
        activeClause(in: PreviewBuildConfiguration.shared).clause?.elements
    }
}

extension CodeBlockItemListSyntax {
    /// The items an iOS debug build compiles: `#if` blocks replaced by their active clause's items, recursively.
    package var activeItems: [CodeBlockItemSyntax] {
        flatMap { item -> [CodeBlockItemSyntax] in
            guard let conditional = item.item.as(IfConfigDeclSyntax.self) else { return [item] }
            guard case .statements(let statements)? = conditional.activeElements else { return [] }
            return statements.activeItems
        }
    }
}

extension MemberBlockItemListSyntax {
    /// The member declarations an iOS debug build compiles, with `#if` blocks resolved.
    package var activeDecls: [DeclSyntax] {
        flatMap { item -> [DeclSyntax] in
            guard let conditional = item.decl.as(IfConfigDeclSyntax.self) else { return [item.decl] }
            guard case .decls(let members)? = conditional.activeElements else { return [] }
            return members.activeDecls
        }
    }
}

extension TokenSyntax {
    /// The identifier without backticks (`default` for ``` `default` ```); the token text for other tokens.
    /// Only a token that starts with a backtick goes through `identifier`, which costs as much again as the text.
    package var bareName: String {
        let text = self.text
        guard text.utf8.first == UInt8(ascii: "`") else { return text }
        return identifier?.name ?? text
    }
}
