import PreviewModel
import SwiftSyntax

extension Evaluator {
    /// `error.localizedDescription` of a project's error (`enum LoadError: Error`), which Foundation gives every
    /// `Error`: its `errorDescription` where the type is a `LocalizedError` that has one, otherwise the sentence iOS
    /// writes, naming the type in the app's module and the case's number. Nil when `base` is not a project error or
    /// its type declares `localizedDescription` itself.
    func localizedDescription(of base: Value, at node: some SyntaxProtocol) throws -> Value? {
        let type: TypeDeclaration
        var code = 1
        switch base {
        case .enumCase(let value) where value.typeName == "DecodingError":
            // Foundation's words for `JSONDecoder`'s errors (`decodingError`).
            let isMissing = value.caseName == "keyNotFound" || value.caseName == "valueNotFound"
            return .string(
                isMissing
                    ? "The data couldn’t be read because it is missing."
                    : "The data couldn’t be read because it isn’t in the correct format.")
        case .enumCase(let value):
            guard let declared = userType(value.typeName) else { return nil }
            type = declared
            // Swift numbers an enum's cases for `NSError` bridging by their tag: cases with a payload first, then
            // the others, each in declaration order.
            let numbered = declared.enumCases.filter { $0.parameterClause != nil }
                + declared.enumCases.filter { $0.parameterClause == nil }
            code = numbered.firstIndex { $0.name.bareName == value.caseName } ?? 0
        case .instance(let instance):
            type = instance.type
        default:
            return nil
        }
        guard type.conformances.contains("Error") || type.conformances.contains("LocalizedError"),
            findMember("localizedDescription", in: type) == nil,
            type.storedProperty(named: "localizedDescription") == nil
        else { return nil }
        if findMember("errorDescription", in: type) != nil,
            case .string(let description) = try property("errorDescription", of: base, at: node)
        {
            return .string(description)
        }
        guard let module = appModuleName else {
            report(
                "the app's module name is not known (no Info.plist or Xcode project); the error's type is named "
                    + "without it", at: node)
            return .string("The operation couldn’t be completed. (\(type.name) error \(code).)")
        }
        return .string("The operation couldn’t be completed. (\(module).\(type.name) error \(code).)")
    }

    /// The Swift module an app's code is compiled into: its executable's name with what is not an identifier
    /// character replaced, as Xcode derives `PRODUCT_MODULE_NAME`.
    var appModuleName: String? {
        let info = project.bundle.infoDictionary
        guard case .string(let executable)? = info["CFBundleExecutable"] ?? info["CFBundleName"], !executable.isEmpty,
            !executable.contains("$(")
        else { return nil }
        let module = String(executable.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        return module.first!.isNumber ? "_" + module : module
    }

    /// A thrown error as a diagnostic names it: a Foundation error previewd made (`DecodingError.keyNotFound: …`)
    /// by what it says, the project's own errors as `print` would show them.
    func describeThrown(_ value: Value) -> String {
        if case .opaque(let name) = value { return name }
        return DecodingErrors.describe(value) ?? describeQuietly(value)
    }
}
