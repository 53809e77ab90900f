import PreviewModel
import SwiftSyntax

extension Evaluator {
    /// `error.localizedDescription` of a project's error (`enum LoadError: Error`), which Foundation gives every
    /// `Error`: its `errorDescription` where the type is a `LocalizedError` that has one, a `CustomNSError`'s user
    /// info description, otherwise the sentence iOS writes, naming the type in the app's module and the error's code.
    /// Nil when `base` is not a project error or its type declares `localizedDescription` itself.
    func localizedDescription(of base: Value, at node: some SyntaxProtocol) throws -> Value? {
        // Foundation's words for `JSONDecoder`'s errors (`decodingError`).
        if case .enumCase(let value) = base, value.typeName == "DecodingError" {
            let isMissing = value.caseName == "keyNotFound" || value.caseName == "valueNotFound"
            return .string(
                isMissing
                    ? "The data couldn’t be read because it is missing."
                    : "The data couldn’t be read because it isn’t in the correct format.")
        }
        guard let type = try bridgedErrorType(of: base),
            findMember("localizedDescription", in: type) == nil,
            type.storedProperty(named: "localizedDescription") == nil
        else { return nil }
        if findMember("errorDescription", in: type) != nil,
            case .string(let description) = try property("errorDescription", of: base, at: node)
        {
            return .string(description)
        }
        if findMember("errorUserInfo", in: type) != nil,
            case .dictionary(let userInfo) = try property("errorUserInfo", of: base, at: node),
            case .string(let description)? = userInfo[.string("NSLocalizedDescription")]
        {
            return .string(description)
        }
        let code = try bridgedErrorCode(of: base, type: type, at: node)
        let domain = try bridgedErrorDomain(of: type, at: node)
        return .string("The operation couldn’t be completed. (\(domain) error \(code).)")
    }

    /// `(error as NSError).code` and `.domain` of a project's error, as Swift bridges an `Error` to `NSError`
    /// (`error as NSError` is the value itself to previews). Nil for other members, for values that are not
    /// project errors, and where the type declares the member itself.
    func bridgedErrorMember(_ name: String, of base: Value, at node: some SyntaxProtocol) throws -> Value? {
        guard name == "code" || name == "domain", let type = try bridgedErrorType(of: base),
            findMember(name, in: type) == nil, type.storedProperty(named: name) == nil
        else { return nil }
        if name == "code" { return .int(try bridgedErrorCode(of: base, type: type, at: node)) }
        return .string(try bridgedErrorDomain(of: type, at: node))
    }

    /// The project's error type of `base`: an enum case's or an instance's type that conforms to `Error` (or a
    /// protocol refining it).
    private func bridgedErrorType(of base: Value) throws -> TypeDeclaration? {
        let type: TypeDeclaration
        switch base {
        case .enumCase(let value):
            guard let declared = userType(value.typeName) else { return nil }
            type = declared
        case .instance(let instance):
            type = instance.type
        default:
            return nil
        }
        let errorProtocols: Set<String> = ["Error", "LocalizedError", "CustomNSError", "RecoverableError"]
        return type.conformances.contains(where: errorProtocols.contains) ? type : nil
    }

    /// An error's `NSError` code: a `CustomNSError`'s `errorCode`; an enum's integer raw value; otherwise the case's
    /// number as Swift tags cases, those with a payload first, then the others, each in declaration order (1 for a
    /// struct or class).
    private func bridgedErrorCode(of base: Value, type: TypeDeclaration, at node: some SyntaxProtocol) throws -> Int {
        if findMember("errorCode", in: type) != nil, case .int(let code) = try property("errorCode", of: base, at: node)
        {
            return code
        }
        guard case .enumCase(let value) = base else { return 1 }
        if type.conformances.contains(where: { $0 == "Int" || IntegerType.named($0) != nil }),
            case .int(let raw) = try rawValue(of: value, at: node)
        {
            return raw
        }
        let numbered = type.enumCases.filter { $0.parameterClause != nil }
            + type.enumCases.filter { $0.parameterClause == nil }
        return numbered.firstIndex { $0.name.bareName == value.caseName } ?? 0
    }

    /// An error's `NSError` domain: a `CustomNSError`'s `errorDomain`, otherwise the type's name in the app's module.
    private func bridgedErrorDomain(of type: TypeDeclaration, at node: some SyntaxProtocol) throws -> String {
        if findMember("errorDomain", in: type) != nil,
            case .string(let domain) = try staticMember("errorDomain", of: type, at: node)
        {
            return domain
        }
        guard let module = appModuleName else {
            report(
                "the app's module name is not known (no Info.plist or Xcode project); the error's type is named "
                    + "without it", at: node)
            return type.name
        }
        return module + "." + type.name
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
