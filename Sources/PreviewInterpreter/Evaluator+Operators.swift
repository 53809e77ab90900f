import PreviewModel
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
        // Beside a date, a member of `Date` (`.now ... end`), else a time interval (`date + .random(in: 1..<9)`).
        if right.isImplicitMember, let type = contextualTypeName(of: left) {
            for candidate in type == "Int" || type == "Date" ? [type, "Double"] : [type] {
                let resolved = try resolveImplicit(right, typeName: candidate, at: node)
                if !resolved.isImplicitMember { return try arithmetic(token, left, resolved, at: node) }
            }
        }
        if left.isImplicitMember, let type = contextualTypeName(of: right) {
            for candidate in type == "Int" || type == "Date" ? [type, "Double"] : [type] {
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
        case (_, .native(.measurement), _), (_, _, .native(.measurement)):
            if let result = FoundationMeasurements.arithmetic(token, left, right) { return result }
        case (_, .native(.duration), _), (_, _, .native(.duration)):
            if let result = FoundationDurations.arithmetic(token, left, right) { return result }
        case (_, .native(.decimal), _), (_, _, .native(.decimal)):
            if let result = FoundationDecimals.arithmetic(token, left, right) { return result }
        case (_, .native(.attributedString), _):
            if let result = AttributedStrings.arithmetic(token, left, right) { return result }
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
        case ("..<", _, _), ("...", _, _):
            if let range = try makeRange(token, left, right, at: node) { return range }
        // `range ~= value`: whether the range holds the value.
        case ("~=", .range, _), ("~=", .comparableRange, _):
            if let holds = try range(left, contains: right, at: node) { return .bool(holds) }
            return .bool(try equal(left, right, at: node))
        case ("~=", _, _): return .bool(try equal(left, right, at: node))
        case ("+", .view(let a), .view(let b)):
            // `Text("a") + Text("b")`, a symbol included: one paragraph; other views side by side.
            if let text = InlineSymbolText.joined([a, b]) { return .view(text) }
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
            if let result = try integerOperation(token, a, b, at: node) ?? Self.wrappingOperation(token, a, b) {
                return result
            }
        case (_, .fixedWidthInteger, _), (_, _, .fixedWidthInteger), (_, .float, _), (_, _, .float):
            if let result = try fixedWidthOperation(token, left, right, at: node) { return result }
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
        // `angle - .degrees(90)`, `timeout > .zero`: the other operand's type (`Angle`, `Duration`, `Date`).
        case .native(let native): return native.typeName
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
        case .fixedWidthInteger(_, let type): return type.name
        case .float: return "Float"
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
        case ("-", .native(.decimal(let decimal))): return .native(.decimal(-decimal))
        case ("+", .int), ("+", .double), ("+", .native(.angle)), ("+", .native(.decimal)): return value
        case ("~", .int(let int)): return .int(~int)
        case (_, .fixedWidthInteger), (_, .float):
            if let result = try fixedWidthPrefix(prefix.operator.text, value, at: prefix) { return result }
            throw EvaluationError(
                "operator '\(prefix.operator.text)' is not supported for '\(value.kindName)'", at: prefix)
        case ("...", .int(let upper)): return .range(Int.min / 2, upper == Int.max ? upper : upper + 1, closed: true)
        case ("..<", .int(let upper)): return .range(Int.min / 2, upper, closed: false)
        // `...Date()`, `...1.0`: a range open at the bottom, held with the lowest bound its type has.
        case ("...", .native(.date)), ("..<", .native(.date)):
            let distantPast = Vocabulary.staticMembers["Date"]?["distantPast"] ?? .null
            return .comparableRange(ComparableRange(distantPast, value, closed: prefix.operator.text == "..."))
        case ("...", .double), ("..<", .double):
            return .comparableRange(ComparableRange(.double(-.infinity), value, closed: prefix.operator.text == "..."))
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
        // `value == 0.1` beside a `Float`: the literal is a `Float` too.
        case (.float(let a), _) where Convert.number(right) != nil: return a == Float(Convert.number(right)!)
        case (_, .float(let b)) where Convert.number(left) != nil: return Float(Convert.number(left)!) == b
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
        // `weight == .bold`, `switch alignment { case .center: … }`: any SwiftUI enum previewd holds natively.
        case (.native(let a), .native(let b)) where a.frameworkEnumCase != nil && b.frameworkEnumCase != nil:
            return a.frameworkEnumCase! == b.frameworkEnumCase!
        case (.native(let a), .symbol(let b)) where a.frameworkEnumCase != nil: return a.frameworkEnumCase!.name == b
        case (.symbol(let b), .native(let a)) where a.frameworkEnumCase != nil: return a.frameworkEnumCase!.name == b
        case (.native(.uuid(let a)), .native(.uuid(let b))): return a == b
        case (.native(.duration(let a)), .native(.duration(let b))): return a == b
        // `switch alignment.horizontal { case .leading: … }` (a layout's code reading its alignment).
        case (.native(.alignment(let a)), .native(.alignment(let b))): return a == b
        case (.native(.horizontalAlignment(let a)), .native(.horizontalAlignment(let b))): return a == b
        case (.native(.verticalAlignment(let a)), .native(.verticalAlignment(let b))): return a == b
        case (.native(.date(let a)), .native(.date(let b))): return a == b
        // Foundation's values are equal when they hold the same (`url == URL(string: saved)`, `data == Data()`).
        case (.native(.url(let a)), .native(.url(let b))): return a == b
        case (.native(.urlComponents(let a)), .native(.urlComponents(let b))): return a == b
        case (.native(.data(let a)), .native(.data(let b))): return a == b
        case (.native(.locale(let a)), .native(.locale(let b))): return a == b
        case (.native(.timeZone(let a)), .native(.timeZone(let b))): return a == b
        case (.native(.calendar(let a)), .native(.calendar(let b))): return a == b
        case (.native(.dateComponents(let a)), .native(.dateComponents(let b))): return a == b
        case (.native(.dateInterval(let a)), .native(.dateInterval(let b))): return a == b
        case (.native(.characterSet(let a)), .native(.characterSet(let b))): return a == b
        case (.native(.decimal), _), (_, .native(.decimal)):
            guard case .bool(let result)? = FoundationDecimals.arithmetic("==", left, right) else { return false }
            return result
        case (.native(.attributedString), _):
            guard case .bool(let result)? = AttributedStrings.arithmetic("==", left, right) else { return false }
            return result
        case (.native(.nsRange(let a)), .native(.nsRange(let b))): return a == b
        case (.native(.measurement), _), (.native(.measurementUnit), _), (_, .native(.measurementUnit)):
            return FoundationMeasurements.equal(left, right) ?? false
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
        case (.range(let a, let b, let closed), .range(let c, let d, let otherClosed)):
            return a == c && b == d && closed == otherClosed
        case (.comparableRange(let a), .comparableRange(let b)):
            return try a.isClosed == b.isClosed && equal(a.lower, b.lower, at: node)
                && equal(a.upper, b.upper, at: node)
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
        case (.native(.duration(let a)), .native(.duration(let b))): return a < b
        case (.native(.decimal), _), (_, .native(.decimal)):
            if case .bool(let result)? = FoundationDecimals.arithmetic("<", left, right) { return result }
            throw EvaluationError("cannot order values of type '\(left.kindName)' and '\(right.kindName)'", at: node)
        case (.opaque, _), (_, .opaque): return false  // reported where the opaque value was made
        default:
            if let a = Convert.number(left), let b = Convert.number(right) { return a < b }
            if let result = try userOperator("<", left, right, at: node) { return try truth(result, at: node) }
            throw EvaluationError("cannot order values of type '\(left.kindName)' and '\(right.kindName)'", at: node)
        }
    }
}
