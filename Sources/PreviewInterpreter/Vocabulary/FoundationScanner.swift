import Foundation
import SwiftSyntax

/// Foundation's `Scanner`, run for real: each `Scanner(string:)` is one swift-corelibs-foundation scanner (a class,
/// so every copy shares its position), and each method is the scanner's own. Projects use it to read hex colours
/// (`Scanner(string: hex).scanHexInt64(&rgb)`) and small formats; the `inout` forms write back to the variable passed
/// with `&`, as Swift does.
enum FoundationScanner {
    static let constructs: [Construct] = [
        Construct("Scanner", "(string: String)") { call in
            FoundationObject("Scanner", .scanner(Scanner(string: try call.string("string") ?? ""))).value
        }
    ]

    static func method(_ name: String, of scanner: Scanner) -> NativeMethods.Method? {
        switch name {
        // The `inout` forms (deprecated on Apple platforms, common in projects) write the number to `&variable`.
        case "scanHexInt64", "scanHexInt32", "scanInt", "scanInt64", "scanInt32", "scanDouble", "scanFloat":
            return { _, arguments, evaluator, node in
                // `scanInt()`, `scanDouble()`: the newer form returns the number, or nil.
                if arguments.isEmpty { return scanNumber(name, scanner) ?? .null }
                guard let scanned = scanNumber(name, scanner) else { return .bool(false) }
                try write(scanned, toInOutArgumentOf: arguments, evaluator: evaluator, name: name, at: node)
                return .bool(true)
            }
        case "scanString":
            return { _, arguments, evaluator, node in
                let text = try evaluator.describe(arguments.first?.value ?? .null, at: node)
                return scanner.scanString(text).map(Value.string) ?? .null
            }
        case "scanUpToString":
            return { _, arguments, evaluator, node in
                let text = try evaluator.describe(arguments.first?.value ?? .null, at: node)
                return scanner.scanUpToString(text).map(Value.string) ?? .null
            }
        case "scanCharacters", "scanUpToCharacters":
            return { _, arguments, _, node in
                guard let set = characterSet(arguments.first?.value) else {
                    throw EvaluationError("'Scanner.\(name)(from:)' takes a CharacterSet", at: node)
                }
                let scanned =
                    name == "scanCharacters" ? scanner.scanCharacters(from: set) : scanner.scanUpToCharacters(from: set)
                return scanned.map(Value.string) ?? .null
            }
        case "scanCharacter":
            return { _, _, _, _ in scanner.scanCharacter().map { .string(String($0)) } ?? .null }
        default:
            return nil
        }
    }

    static func property(_ name: String, of scanner: Scanner) -> Value? {
        switch name {
        case "isAtEnd": return .bool(scanner.isAtEnd)
        case "string": return .string(scanner.string)
        // A `String.Index` is a character offset in the interpreter.
        case "currentIndex":
            return .int(scanner.string.distance(from: scanner.string.startIndex, to: scanner.currentIndex))
        case "charactersToBeSkipped": return scanner.charactersToBeSkipped.map { .native(.characterSet($0)) } ?? .null
        default: return nil
        }
    }

    static func setProperty(_ name: String, of scanner: Scanner, to value: Value) -> Bool {
        switch (name, value) {
        case ("charactersToBeSkipped", _) where characterSet(value) != nil:
            scanner.charactersToBeSkipped = characterSet(value)
        case ("charactersToBeSkipped", .null):
            scanner.charactersToBeSkipped = nil
        case ("currentIndex", .int(let offset)):
            let string = scanner.string
            guard offset >= 0, offset <= string.count else { return false }
            scanner.currentIndex = string.index(string.startIndex, offsetBy: offset)
        default:
            return false
        }
        return true
    }

    /// A `CharacterSet` argument, `.letters` included (an implicit member the parameter's type gives meaning).
    private static func characterSet(_ value: Value?) -> CharacterSet? {
        switch value {
        case .native(.characterSet(let set))?: return set
        case .symbol(let name)?: return FoundationCharacterSets.named[name]
        default: return nil
        }
    }

    /// The number an `inout` scanning method reads, as the interpreter holds it; nil when none is there.
    private static func scanNumber(_ name: String, _ scanner: Scanner) -> Value? {
        switch name {
        case "scanHexInt64", "scanHexInt32":
            var value: UInt64 = 0
            // A hex colour is at most 0xFFFFFFFF; a larger value does not fit the interpreter's Int and is refused.
            guard scanner.scanHexInt64(&value), let int = Int(exactly: value) else { return nil }
            return .int(int)
        case "scanInt", "scanInt64", "scanInt32":
            return scanner.scanInt().map(Value.int)
        default:
            return scanner.scanDouble().map(Value.double)
        }
    }

    private static func write(
        _ value: Value, toInOutArgumentOf arguments: [Argument], evaluator: Evaluator, name: String, at node: Syntax
    ) throws {
        guard let inOut = arguments.first?.node.as(InOutExprSyntax.self), let scope = evaluator.bindingScopes[inOut.id]
        else {
            throw EvaluationError("'Scanner.\(name)' writes its result to a variable passed with '&'", at: node)
        }
        try evaluator.store(value, into: inOut.expression, scope: scope)
    }
}
