import PreviewViews
import SwiftSyntax

extension Evaluator {
    /// `a + b`, `a == b`, `a && b`, `0..<n`, `a ?? b`, … on numbers, strings, booleans, enum cases and arrays.
    func binaryOperation(_ infix: InfixOperatorExprSyntax, scope: Scope) throws -> Value {
        guard let token = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            throw EvaluationError(
                "operator '\(infix.operator.trimmedDescription)' is not supported here", at: infix.operator)
        }
        // Short-circuit like Swift: the right side may not be evaluable when it is not needed.
        if token == "&&" || token == "||" {
            let left = try truth(try evaluate(infix.leftOperand, scope: scope), at: infix.leftOperand)
            if token == "&&" && !left { return .bool(false) }
            if token == "||" && left { return .bool(true) }
            return .bool(try truth(try evaluate(infix.rightOperand, scope: scope), at: infix.rightOperand))
        }
        if token == "??" {
            let left = try evaluate(infix.leftOperand, scope: scope)
            if case .null = left { return try evaluate(infix.rightOperand, scope: scope) }
            return left
        }
        return try arithmetic(
            token, try evaluate(infix.leftOperand, scope: scope), try evaluate(infix.rightOperand, scope: scope),
            at: infix)
    }

    /// Applies a binary operator to two values (also used by compound assignment).
    func arithmetic(_ token: String, _ left: Value, _ right: Value, at node: some SyntaxProtocol) throws -> Value {
        // `date - .random(in: 60..<180)`, `count * .random(in: 0.9...1.1)`: an implicit member takes its type from
        // the other operand.
        // `Double(hour) * .hourInDegree`, `level < .high`: an implicit member takes the other operand's type.
        // An integer beside a member only floating-point types have (`.pi / 2`) is a literal the member's type
        // adopts: Swift would not compile it with an `Int` variable.
        if right.isImplicitMember, let type = contextualTypeName(of: left) {
            for candidate in type == "Int" ? [type, "Double"] : [type] {
                let resolved = try resolveImplicit(right, typeName: candidate, at: node)
                if !resolved.isImplicitMember { return try arithmetic(token, left, resolved, at: node) }
            }
        }
        if left.isImplicitMember, let type = contextualTypeName(of: right) {
            for candidate in type == "Int" ? [type, "Double"] : [type] {
                let resolved = try resolveImplicit(left, typeName: candidate, at: node)
                if !resolved.isImplicitMember { return try arithmetic(token, resolved, right, at: node) }
            }
        }
        // Tuples compare element by element, as the standard library's `==` and `<` for tuples do.
        if case .tuple(let a, _) = left, case .tuple(let b, _) = right, a.count == b.count, !a.isEmpty,
            ["==", "!=", "<", ">", "<=", ">="].contains(token)
        {
            return .bool(try compareTuples(token, a, b, at: node))
        }
        // A project's own operators come first, as Swift picks the more specific overload.
        if let result = try userOperator(token, left, right, at: node) { return result }
        switch (token, left, right) {
        case (_, .opaque, _), (_, _, .opaque):
            return ["==", "!=", "<", ">", "<=", ">="].contains(token) ? .bool(false) : .opaque("value")
        case ("==", _, _), ("===", _, _): return .bool(try equal(left, right, at: node))
        case ("!=", _, _), ("!==", _, _): return .bool(!(try equal(left, right, at: node)))
        case ("+", .string(let a), .string(let b)):
            try checkSize(a.utf8.count + b.utf8.count, at: node)
            return .string(a + b)
        case ("+", .array(let a), .array(let b)):
            try checkSize(a.count + b.count, at: node)
            return .array(a + b)
        case ("<", .string(let a), .string(let b)): return .bool(a < b)
        case (">", .string(let a), .string(let b)): return .bool(a > b)
        case ("<=", .string(let a), .string(let b)): return .bool(a <= b)
        case (">=", .string(let a), .string(let b)): return .bool(a >= b)
        case ("..<", .int(let a), .int(let b)):
            guard a <= b else { throw EvaluationError("range '\(a)..<\(b)' has its bounds reversed", at: node) }
            return .range(a, b)
        case ("...", .int(let a), .int(let b)):
            guard a <= b, b < Int.max else {
                throw EvaluationError("range '\(a)...\(b)' has its bounds reversed", at: node)
            }
            return .range(a, b + 1)
        case ("...", .double, .double), ("..<", .double, .double), ("...", .int, .double), ("...", .double, .int),
            ("..<", .int, .double), ("..<", .double, .int):
            // A range of Doubles: its bounds, for `random(in:)`, `Slider(in:)` and `~=`.
            return .tuple([left, right], labels: ["lowerBound", "upperBound"])
        // `"A"..."H"`: a closed range of strings or characters, held as its bounds (a half-open one is not).
        case ("...", .string(let a), .string(let b)):
            guard a <= b else { throw EvaluationError("range '\(a)...\(b)' has its bounds reversed", at: node) }
            return .tuple([left, right], labels: ["lowerBound", "upperBound"])
        case ("...", .native(.date), .native(.date)), ("..<", .native(.date), .native(.date)):
            return .tuple([left, right], labels: ["lowerBound", "upperBound"])
        // `range ~= value`: whether the range contains the value (a range of Doubles holds its bounds; as with
        // `random(in:)`, whether it was closed is not kept, so the upper bound counts as inside).
        case ("~=", .range(let lower, let upper), _) where Convert.number(right) != nil:
            let value = Convert.number(right)!
            return .bool(value >= Double(lower) && (upper == Int.max || value < Double(upper)))
        case ("~=", .tuple(let bounds, let labels), _)
        where labels == ["lowerBound", "upperBound"] && Convert.number(right) != nil:
            guard let lower = Convert.number(bounds[0]), let upper = Convert.number(bounds[1]) else {
                return .bool(false)
            }
            return .bool((lower...upper).contains(Convert.number(right)!))
        case ("~=", .tuple(let bounds, let labels), .string(let value)) where labels == ["lowerBound", "upperBound"]:
            guard case .string(let lower) = bounds[0], case .string(let upper) = bounds[1] else { return .bool(false) }
            return .bool(lower <= value && value <= upper)
        case ("~=", _, _): return .bool(try equal(left, right, at: node))
        case ("+", .view(let a), .view(let b)):
            // `Text("a") + Text("b")`: one run of text; other views side by side.
            if case .text(let first) = a, case .text(let second) = b { return .view(.text(first + second)) }
            return .view(.stack(axis: .horizontal, alignment: .center, spacing: 0, children: [a, b]))
        case (_, _, _) where Self.dynamicTypeOrdinal(left) != nil && Self.dynamicTypeOrdinal(right) != nil:
            let a = Self.dynamicTypeOrdinal(left)!, b = Self.dynamicTypeOrdinal(right)!
            switch token {
            case "<": return .bool(a < b)
            case "<=": return .bool(a <= b)
            case ">": return .bool(a > b)
            case ">=": return .bool(a >= b)
            default: break
            }
        case ("<", .native(.date(let a)), .native(.date(let b))): return .bool(a < b)
        case (">", .native(.date(let a)), .native(.date(let b))): return .bool(a > b)
        case ("<=", .native(.date(let a)), .native(.date(let b))): return .bool(a <= b)
        case (">=", .native(.date(let a)), .native(.date(let b))): return .bool(a >= b)
        case ("-", .native(.date(let a)), .native(.date(let b))): return .double(a - b)
        case ("+", .native(.date(let a)), _) where Convert.number(right) != nil:
            return .native(.date(a + Convert.number(right)!))
        case ("+", _, .native(.date(let b))) where Convert.number(left) != nil:
            return .native(.date(Convert.number(left)! + b))
        case ("-", .native(.date(let a)), _) where Convert.number(right) != nil:
            return .native(.date(a - Convert.number(right)!))
        case (_, .int(let a), .int(let b)):
            if let result = try integerOperation(token, a, b, at: node) { return result }
        // SwiftUI's `Angle` is `AdditiveArithmetic` and `Comparable`: sums, differences and order of two angles.
        case (_, .native(.angle(let a)), .native(.angle(let b))):
            switch token {
            case "+": return .native(.angle(a + b))
            case "-": return .native(.angle(a - b))
            case "<": return .bool(a < b)
            case ">": return .bool(a > b)
            case "<=": return .bool(a <= b)
            case ">=": return .bool(a >= b)
            default: break
            }
        default:
            if let a = Convert.number(left), let b = Convert.number(right), let result = doubleOperation(token, a, b) {
                return result
            }
        }
        throw EvaluationError(
            "operator '\(token)' is not supported for '\(left.kindName)' and '\(right.kindName)'", at: node)
    }

    /// The type an implicit member beside `value` in an operator belongs to: a number's, or a project type's.
    func contextualTypeName(of value: Value) -> String? {
        switch value {
        case .instance(let instance): return instance.type.name
        case .enumCase(let value): return value.typeName
        // `angle - .degrees(90)`: the other operand is an `Angle`.
        case .native(.angle): return "Angle"
        default: return Self.numericTypeName(of: value)
        }
    }

    /// `token` over two tuples of the same length: equality element by element, order by the first unequal element.
    private func compareTuples(_ token: String, _ a: [Value], _ b: [Value], at node: some SyntaxProtocol) throws -> Bool
    {
        for (x, y) in zip(a, b) where try !equal(x, y, at: node) {
            switch token {
            case "==": return false
            case "!=": return true
            case "<", "<=": return try less(x, y, at: node)
            default: return try less(y, x, at: node)
            }
        }
        return ["==", "<=", ">="].contains(token)
    }

    /// The type an implicit member beside this operand belongs to.
    static func numericTypeName(of value: Value) -> String? {
        switch value {
        case .int: return "Int"
        case .double, .native(.date): return "Double"
        default: return nil
        }
    }

    /// Where a Dynamic Type size stands in the order of sizes, for `size >= .accessibility1`.
    static func dynamicTypeOrdinal(_ value: Value) -> Int? {
        switch value {
        case .native(.dynamicTypeSize(let size)): return DynamicTypeSize.allCases.firstIndex(of: size)
        case .symbol(let name):
            return DynamicTypeSize(rawValue: name).flatMap { DynamicTypeSize.allCases.firstIndex(of: $0) }
        default: return nil
        }
    }

    func prefixOperation(_ prefix: PrefixOperatorExprSyntax, scope: Scope) throws -> Value {
        let value = try evaluate(prefix.expression, scope: scope)
        switch (prefix.operator.text, value) {
        case ("!", .bool(let bool)): return .bool(!bool)
        case ("-", .int(let int)):
            guard int != .min else { throw EvaluationError("arithmetic overflow negating \(int)", at: prefix) }
            return .int(-int)
        case ("-", .double(let double)): return .double(-double)
        // `rotate(by: -layer.rotation)`: `Angle` is `SignedNumeric`-like (prefix minus turns it the other way).
        case ("-", .native(.angle(let radians))): return .native(.angle(-radians))
        case ("+", .int), ("+", .double), ("+", .native(.angle)): return value
        case ("...", .int(let upper)): return .range(Int.min / 2, upper == Int.max ? upper : upper + 1)
        case ("..<", .int(let upper)): return .range(Int.min / 2, upper)
        // `...Date()`, `...1.0`: a range open at the bottom, held as its bounds like any range of these.
        case ("...", .native(.date)), ("..<", .native(.date)):
            return .tuple(
                [Vocabulary.staticMembers["Date"]?["distantPast"] ?? .null, value],
                labels: ["lowerBound", "upperBound"])
        case ("...", .double), ("..<", .double):
            return .tuple([.double(-.infinity), value], labels: ["lowerBound", "upperBound"])
        case (_, .opaque): return value
        default:
            if let result = try userPrefixOperator(prefix.operator.text, value, at: prefix) { return result }
            throw EvaluationError(
                "operator '\(prefix.operator.text)' is not supported for '\(value.kindName)'", at: prefix)
        }
    }

    private func integerOperation(_ token: String, _ a: Int, _ b: Int, at node: some SyntaxProtocol) throws -> Value? {
        switch token {
        case "+", "-", "*":
            let (result, overflow) =
                token == "+"
                ? a.addingReportingOverflow(b)
                : token == "-" ? a.subtractingReportingOverflow(b) : a.multipliedReportingOverflow(by: b)
            if overflow { throw EvaluationError("arithmetic overflow in '\(a) \(token) \(b)'", at: node) }
            return .int(result)
        case "/", "%":
            if b == 0 { throw EvaluationError("division by zero", at: node) }
            if a == .min && b == -1 { throw EvaluationError("arithmetic overflow in '\(a) \(token) \(b)'", at: node) }
            return .int(token == "/" ? a / b : a % b)
        case "<": return .bool(a < b)
        case "<=": return .bool(a <= b)
        case ">": return .bool(a > b)
        case ">=": return .bool(a >= b)
        case "&": return .int(a & b)
        case "|": return .int(a | b)
        case "^": return .int(a ^ b)
        case "<<": return .int(b >= 0 && b < 64 ? a << b : 0)
        case ">>": return .int(b >= 0 && b < 64 ? a >> b : 0)
        default: return nil
        }
    }

    private func doubleOperation(_ token: String, _ a: Double, _ b: Double) -> Value? {
        switch token {
        case "+": return .double(a + b)
        case "-": return .double(a - b)
        case "*": return .double(a * b)
        case "/": return .double(a / b)
        case "%": return .double(a.truncatingRemainder(dividingBy: b))
        case "<": return .bool(a < b)
        case "<=": return .bool(a <= b)
        case ">": return .bool(a > b)
        case ">=": return .bool(a >= b)
        default: return nil
        }
    }

    /// Equality for the value kinds that have it; enum cases compare by case name and payload, and an implicit
    /// member (`.dark`) equals the case or value it names.
    func equal(_ left: Value, _ right: Value, at node: some SyntaxProtocol) throws -> Bool {
        switch (left, right) {
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case (.bool(let a), .bool(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.symbol(let a), .symbol(let b)): return a == b
        case (.enumCase(let a), .enumCase(let b)):
            guard a.caseName == b.caseName, a.payload.count == b.payload.count else { return false }
            for (x, y) in zip(a.payload, b.payload) where try !equal(x, y, at: node) { return false }
            return true
        case (.enumCase(let a), .symbol(let b)), (.symbol(let b), .enumCase(let a)): return a.caseName == b
        case (.color(let a), .color(let b)): return a == b
        case (.native(.colorScheme(let a)), .symbol(let b)), (.symbol(let b), .native(.colorScheme(let a))):
            return a.rawValue == b
        // `.dark` in `scheme == .dark` is `ColorScheme.dark` where the semantic pass knows the scheme's type.
        case (.native(.colorScheme(let a)), .native(.colorScheme(let b))): return a == b
        case (.native(.dynamicTypeSize(let a)), .native(.dynamicTypeSize(let b))): return a == b
        case (.native(.dynamicTypeSize(let a)), .symbol(let b)), (.symbol(let b), .native(.dynamicTypeSize(let a))):
            return a.rawValue == b
        case (.native(.uuid(let a)), .native(.uuid(let b))): return a == b
        // `switch alignment.horizontal { case .leading: … }` (a layout's code reading its alignment).
        case (.native(.alignment(let a)), .native(.alignment(let b))): return a == b
        case (.native(.horizontalAlignment(let a)), .native(.horizontalAlignment(let b))): return a == b
        case (.native(.verticalAlignment(let a)), .native(.verticalAlignment(let b))): return a == b
        case (.native(.date(let a)), .native(.date(let b))): return a == b
        // Foundation's reference types (`FileManager.default`, a lock) are one object each: identity.
        case (.native(.object(let a)), .native(.object(let b))): return a === b
        // CoreGraphics' values compare by their fields (`Size`, `Point` and `Rect` are Equatable).
        case (.native(.size(let a)), .native(.size(let b))): return a == b
        case (.native(.point(let a)), .native(.point(let b))): return a == b
        case (.native(.rect(let a)), .native(.rect(let b))): return a == b
        case (.native(.angle(let a)), .native(.angle(let b))): return a == b
        // Sets compare by membership; an array literal compared with a set is one (Swift infers it as a `Set`).
        case (.set(let a), .set(let b)), (.set(let a), .array(let b)), (.array(let a), .set(let b)):
            let mine = Set(a.map(DictionaryValue.hashKey)), theirs = Set(b.map(DictionaryValue.hashKey))
            return mine == theirs
        case (.array(let a), .array(let b)):
            guard a.count == b.count else { return false }
            for (x, y) in zip(a, b) where try !equal(x, y, at: node) { return false }
            return true
        case (.instance(let a), .instance(let b)):
            if a === b { return true }
            // The type's own `==` decides where it has one (also for `contains`, `firstIndex(of:)`, `switch`).
            if case .bool(let result)? = try userOperator("==", left, right, at: node) { return result }
            guard a.type.name == b.type.name, !a.type.isClass else { return false }
            // Synthesised `Equatable`: every stored property equal (an `OptionSet`'s `rawValue`, a value type's
            // fields).
            guard a.properties.keys.sorted() == b.properties.keys.sorted() else { return false }
            for (name, value) in a.properties where try !equal(value, b.properties[name] ?? .null, at: node) {
                return false
            }
            return true
        case (.type(let a), .type(let b)): return a == b
        case (.range(let a, let b), .range(let c, let d)): return a == c && b == d
        case (.keyPath(let a), .keyPath(let b)): return a == b
        case (.dictionary(let a), .dictionary(let b)):
            guard a.count == b.count else { return false }
            for key in a.keys {
                guard let x = a[key], let y = b[key], try equal(x, y, at: node) else { return false }
            }
            return true
        case (.tuple(let a, _), .tuple(let b, _)):
            guard a.count == b.count else { return false }
            for (x, y) in zip(a, b) where try !equal(x, y, at: node) { return false }
            return true
        // `date == .now`: an implicit member of the other side's built-in type.
        case (.native(let native), .symbol(let name)), (.symbol(let name), .native(let native)):
            guard let constant = Vocabulary.staticMembers[native.typeName]?[name], !constant.isSymbol else {
                return false
            }
            return try equal(.native(native), constant, at: node)
        case (.opaque, _), (_, .opaque): return false
        default:
            if let a = Convert.number(left), let b = Convert.number(right) { return a == b }
            return false
        }
    }

    /// Ordering for `sorted`, `min`, `max`: numbers, strings, dates.
    func less(_ left: Value, _ right: Value, at node: some SyntaxProtocol) throws -> Bool {
        switch (left, right) {
        case (.string(let a), .string(let b)): return a < b
        case (.native(.date(let a)), .native(.date(let b))): return a < b
        case (.opaque, _), (_, .opaque): return false  // reported where the opaque value was made
        default:
            if let a = Convert.number(left), let b = Convert.number(right) { return a < b }
            if let result = try userOperator("<", left, right, at: node) { return try truth(result, at: node) }
            throw EvaluationError("cannot order values of type '\(left.kindName)' and '\(right.kindName)'", at: node)
        }
    }
}
