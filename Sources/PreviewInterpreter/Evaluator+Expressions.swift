import Foundation
import PreviewLanguage
import PreviewModel
import PreviewViews
import SwiftSyntax

extension Evaluator {
    /// Evaluates an expression to a value; throws `EvaluationError` for what it cannot evaluate.
    func evaluate(_ expression: ExprSyntax, scope: Scope) throws -> Value {
        try step(expression)
        return try nested(expression) { try evaluateUncounted(expression, scope: scope) }
    }

    private func evaluateUncounted(_ expression: ExprSyntax, scope: Scope) throws -> Value {
        switch expression.as(ExprSyntaxEnum.self) {
        case .stringLiteralExpr(let literal):
            guard Self.isTextKey(literal) else { return .string(try string(literal, scope: scope)) }
            // `Text("Rated \(Image(systemName: "star.fill")) 4.5")`: a text key may hold images and styled texts,
            // drawn in the line.
            let parts = try literalParts(literal, scope: scope, keepingViews: true)
            guard parts.contains(where: \.isView) else {
                return .string(parts.map { if case .text(let text) = $0 { text } else { "" } }.joined())
            }
            return .view(Self.inlineViewsText(parts))
        case .integerLiteralExpr(let literal):
            let contextualType = semantics.contextualType(of: literal)
            if contextualType?.memberLookupName == "Decimal" {
                return .native(.decimal(Decimal(try Self.integer(literal))))
            }
            // `let ratio: Double = 3 / 2` is 1.5: the semantic pass knows which literals Swift makes floating point.
            let isFloatingPoint = contextualType?.isFloatingPoint == true
            // `let molecules: Double = 602_214_076_000_000_000_000_000`: beyond Int's range, a literal Swift types
            // as floating point is read as the nearest Double.
            if isFloatingPoint, let wide = Self.wideInteger(literal) { return .double(wide) }
            let value = try Self.integer(literal)
            return isFloatingPoint ? .double(Double(value)) : .int(value)
        case .floatLiteralExpr(let literal):
            guard let value = Double(Self.withoutSeparators(literal.literal.text)) else {
                throw EvaluationError("float literal '\(literal.literal.text)' is not supported", at: literal)
            }
            // `let price: Decimal = 2.5`: through `Double`, as `Decimal(floatLiteral:)` makes it.
            if semantics.contextualType(of: literal)?.memberLookupName == "Decimal" {
                return .native(.decimal(Decimal(value)))
            }
            return .double(value)
        case .booleanLiteralExpr(let literal):
            return .bool(literal.literal.tokenKind == .keyword(.true))
        case .nilLiteralExpr:
            return .null
        case .arrayExpr(let array):
            try checkSize(array.elements.count, at: array)
            return .array(try array.elements.map { try evaluate($0.expression, scope: scope) })
        case .dictionaryExpr(let dictionary):
            guard case .elements(let elements) = dictionary.content else { return .dictionary(DictionaryValue()) }
            return .dictionary(
                DictionaryValue(
                    try elements.map { (try evaluate($0.key, scope: scope), try evaluate($0.value, scope: scope)) }))
        case .tupleExpr(let tuple):
            if tuple.elements.count == 1, tuple.elements.first!.label == nil {
                return try evaluate(tuple.elements.first!.expression, scope: scope)
            }
            return .tuple(
                try tuple.elements.map { try evaluate($0.expression, scope: scope) },
                labels: tuple.elements.map { $0.label?.bareName })
        case .declReferenceExpr(let reference):
            return Self.labelling(try resolve(reference, scope: scope), as: reference)
        case .memberAccessExpr(let member):
            return Self.labelling(try memberAccess(member, scope: scope), as: member.declName)
        case .functionCallExpr(let call):
            return try self.call(call, scope: scope)
        case .macroExpansionExpr(let macro):
            return try macroExpansion(macro, scope: scope)
        case .infixOperatorExpr(let infix):
            if infix.operator.is(AssignmentExprSyntax.self) || Self.isCompoundAssignment(infix) {
                try assign(infix, scope: scope)
                return .void
            }
            return try binaryOperation(infix, scope: scope)
        case .prefixOperatorExpr(let prefix):
            return try prefixOperation(prefix, scope: scope)
        case .postfixOperatorExpr(let postfix):
            // `5...`: a range open at the top, bounded by whatever it is used with.
            let value = try evaluate(postfix.expression, scope: scope)
            if postfix.operator.text != "...",
                let result = try userPostfixOperator(postfix.operator.text, value, at: postfix)
            {
                return result
            }
            switch value {
            case .int(let lower): return .range(lower, Int.max, closed: false)
            case .native(.date):
                let distantFuture = Vocabulary.staticMembers["Date"]?["distantFuture"] ?? .null
                return .comparableRange(ComparableRange(value, distantFuture, closed: true))
            case .double: return .comparableRange(ComparableRange(value, .double(.infinity), closed: true))
            default: return value
            }
        case .ternaryExpr(let ternary):
            return try truth(try evaluate(ternary.condition, scope: scope), at: ternary.condition)
                ? try evaluate(ternary.thenExpression, scope: scope)
                : try evaluate(ternary.elseExpression, scope: scope)
        case .closureExpr(let closure):
            return .function(.closure(closure, scope))
        case .keyPathExpr(let keyPath):
            return .keyPath(Self.keyPathComponents(keyPath))
        case .forceUnwrapExpr(let unwrap):
            let value = try evaluate(unwrap.expression, scope: scope)
            if case .null = value {
                throw EvaluationError(
                    "unexpectedly found nil while unwrapping '\(unwrap.expression.trimmedDescription.prefix(40))'",
                    at: unwrap)
            }
            return value
        case .optionalChainingExpr(let chaining):
            return try evaluate(chaining.expression, scope: scope)
        case .subscriptCallExpr(let subscriptCall):
            return try subscriptValue(subscriptCall, scope: scope)
        case .ifExpr(let conditional):
            let result = try runIf(conditional, scope: scope)
            return result.returned ?? result.value
        case .switchExpr(let switchExpression):
            let result = try runSwitch(switchExpression, scope: scope)
            return result.returned ?? result.value
        case .tryExpr(let tryExpression):
            if tryExpression.questionOrExclamationMark?.tokenKind == .postfixQuestionMark {
                do { return try evaluate(tryExpression.expression, scope: scope) } catch is ThrownValue {
                    return .null
                } catch is EvaluationError { return .null }
            }
            if tryExpression.questionOrExclamationMark?.tokenKind == .exclamationMark {
                // On iOS this stops the app; here it is reported where it happened and the preview around it draws.
                do {
                    return try evaluate(tryExpression.expression, scope: scope)
                } catch let thrown as ThrownValue {
                    throw EvaluationError(
                        "'try!' expression unexpectedly raised an error: \(describeThrown(thrown.value))",
                        at: tryExpression)
                }
            }
            return try evaluate(tryExpression.expression, scope: scope)
        case .awaitExpr(let awaitExpression):
            // `async` code runs synchronously: a still frame needs its result, not its timing.
            return try evaluate(awaitExpression.expression, scope: scope)
        case .asExpr(let cast):
            let value = try evaluate(cast.expression, scope: scope)
            if cast.questionOrExclamationMark?.tokenKind == .postfixQuestionMark,
                !conforms(value, to: castType(cast.type, scope: scope))
            {
                return .null
            }
            return value
        case .isExpr(let check):
            return .bool(conforms(try evaluate(check.expression, scope: scope), to: castType(check.type, scope: scope)))
        case .typeExpr(let type):
            return .type(Signature.nominalName(of: type.type) ?? type.type.trimmedDescription)
        case .genericSpecializationExpr(let specialized):
            if let layout = try memoryLayout(specialized) { return layout }
            return try evaluate(specialized.expression, scope: scope)
        case .postfixIfConfigExpr(let postfix):
            return try postfixIfConfig(postfix, scope: scope)
        case .inOutExpr(let inOut):
            // `&value` passed to a function previews cannot run (`scanner.scanHexInt64(&rgb)`): its current value.
            return try evaluate(inOut.expression, scope: scope)
        case .superExpr:
            return scope.selfValue ?? .void
        case .regexLiteralExpr(let literal):
            return try StringRegexes.literal(literal)
        case .discardAssignmentExpr:
            return .void
        case .unresolvedTernaryExpr, .unresolvedAsExpr, .unresolvedIsExpr, .sequenceExpr:
            throw EvaluationError(
                "expression '\(expression.trimmedDescription.prefix(40))' could not be folded", at: expression)
        default:
            throw EvaluationError(
                "expression '\(expression.trimmedDescription.prefix(40))' is not supported", at: expression)
        }
    }

    static func integer(_ literal: IntegerLiteralExprSyntax) throws -> Int {
        let text = withoutSeparators(literal.literal.text)
        let value: Int?
        if text.hasPrefix("0x") {
            value = Int(text.dropFirst(2), radix: 16)
        } else if text.hasPrefix("0b") {
            value = Int(text.dropFirst(2), radix: 2)
        } else if text.hasPrefix("0o") {
            value = Int(text.dropFirst(2), radix: 8)
        } else {
            value = Int(text)
        }
        guard let value else {
            throw EvaluationError("integer literal '\(literal.literal.text)' is not supported", at: literal)
        }
        return value
    }

    /// A decimal integer literal too wide for `Int`, as the Double nearest to it; nil for any other literal.
    static func wideInteger(_ literal: IntegerLiteralExprSyntax) -> Double? {
        let text = withoutSeparators(literal.literal.text)
        guard Int(text) == nil, text.allSatisfy({ $0.isASCII && $0.isWholeNumber }) else { return nil }
        return Double(text)
    }

    /// A number literal's text without its `_` digit separators; Foundation's `replacingOccurrences` cost 4% of
    /// evaluating a model built in loops, for literals that almost never have one.
    private static func withoutSeparators(_ text: String) -> String {
        text.utf8.contains(UInt8(ascii: "_")) ? String(text.filter { $0 != "_" }) : text
    }

    static func isCompoundAssignment(_ infix: InfixOperatorExprSyntax) -> Bool {
        guard let token = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
        return compoundAssignments.contains(token)
    }

    /// The standard library's compound assignments: each applies the operator without its `=` and stores the result.
    private static let compoundAssignments: Set<String> = [
        "+=", "-=", "*=", "/=", "%=", "&&=", "||=", "&+=", "&-=", "&*=", "&=", "|=", "^=", "<<=", ">>=",
    ]

    static func keyPathComponents(_ keyPath: KeyPathExprSyntax) -> [String] {
        let names = keyPath.components.compactMap { component -> String? in
            switch component.component {
            case .property(let property): return property.declName.baseName.bareName
            case .optional: return nil
            default: return nil
            }
        }
        // `\Hike.Observation.elevation` parses its nested root type's name as a component; members start lower-case.
        return keyPath.root == nil ? names : Array(names.drop { $0.first?.isUppercase == true })
    }

    /// Whether `value` is an instance of `type`, for `is` and `as?`; unknown types are assumed to match.
    func conforms(_ value: Value, to type: TypeSyntax) -> Bool {
        // `case is Bool.Type`, `type as? Int.Type`: only a metatype is one, and only of that type or a type that
        // conforms to it.
        if let metatype = type.as(MetatypeTypeSyntax.self) {
            guard case .type(let name) = value else { return false }
            guard let expected = Signature.nominalName(of: metatype.baseType) else { return true }
            if name == expected { return true }
            if Self.withRefinedProtocols(indexedType(name)?.conformances ?? []).contains(expected) { return true }
            if Self.builtinScalarNames.contains(expected) { return false }
            // A protocol of a library previewd does not check holds; a project's type or protocol only as declared.
            guard let declared = indexedType(expected) else { return true }
            return declared.kind == .extension && !Vocabulary.isKnownType(expected)
        }
        // `element as? [Any?]`: only an array is an array, only a dictionary a dictionary.
        if let collection = Signature.collectionName(of: type) {
            switch value {
            case .array, .set, .range: return collection == "Array"
            case .dictionary: return collection == "Dictionary"
            case .opaque: return true
            default: return false
            }
        }
        guard let name = Signature.nominalName(of: type) else { return true }
        // A name that is neither a scalar nor one of the project's types is a protocol previewd does not check
        // (`CustomStringConvertible`, `Identifiable`): a value is taken to conform.
        switch value {
        case .null: return false
        case .int: return Self.integerNames.contains(name) || isUncheckedProtocol(name)
        case .double: return Self.floatingPointNames.contains(name) || isUncheckedProtocol(name)
        case .fixedWidthInteger(_, let type): return name == type.name || isUncheckedProtocol(name)
        case .float: return name == "Float" || name == "Float32" || isUncheckedProtocol(name)
        case .string: return name == "String" || isUncheckedProtocol(name)
        case .bool: return name == "Bool" || isUncheckedProtocol(name)
        case .array, .set, .dictionary: return !Self.builtinScalarNames.contains(name) && indexedType(name) == nil
        // A project's struct, class or enum is never a scalar (an enum's `: String` is its raw type, not a
        // conformance).
        case .instance(let instance):
            if instance.type.name == name { return true }
            if Self.builtinScalarNames.contains(name) { return false }
            return Self.withRefinedProtocols(instance.type.conformances).contains(name) || indexedType(name) == nil
        case .enumCase(let value):
            if value.typeName == name { return true }
            if Self.builtinScalarNames.contains(name) { return false }
            if let type = indexedType(value.typeName), Self.withRefinedProtocols(type.conformances).contains(name) {
                return true
            }
            return indexedType(name) == nil
        default: return true
        }
    }

    /// Whether `name` is neither a scalar nor one of the project's structs, enums or classes: a protocol (the
    /// standard library's or the project's) that a scalar is taken to conform to. A library protocol the project
    /// only extends (`extension Encodable`) stays one.
    private func isUncheckedProtocol(_ name: String) -> Bool {
        guard !Self.builtinScalarNames.contains(name) else { return false }
        guard let type = indexedType(name) else { return true }
        return type.kind == .protocol || (type.kind == .extension && !Vocabulary.isKnownType(name))
    }

    /// The floating-point types an integer literal or value becomes a `Double` for.
    static let floatingPointNames = StaticType.floatingPointNames

    static let builtinScalarNames = Set(["String", "Bool"]).union(integerNames).union(floatingPointNames)

    /// The integer types an `Int` value is taken to be.
    static let integerNames = StaticType.integerNames

    /// `base` followed by `#if` postfix members: the active clause's modifiers are applied to it.
    private func postfixIfConfig(_ postfix: PostfixIfConfigExprSyntax, scope: Scope) throws -> Value {
        guard case .postfixExpression(let chain)? = postfix.config.activeElements else {
            return try postfix.base.map { try evaluate($0, scope: scope) } ?? .void
        }
        // The clause's environment settings (`.tint`, `.listRowBackground`) reach the base, as they do written
        // without `#if`: the base is evaluated inside them, the outermost modifier's outermost.
        var evaluateBase: () throws -> Value = {
            guard let base = postfix.base else { return .void }
            let value = try self.evaluate(base, scope: scope)
            return try self.view(from: value, at: base).map(Value.view) ?? value
        }
        for setting in try environmentSettings(in: chain, scope: scope) {
            let inner = evaluateBase
            evaluateBase = { try setting.apply(self, inner) }
        }
        return try applyImplicitChain(chain, to: try evaluateBase(), scope: scope)
    }

    /// The environment settings the modifiers of an implicit chain make, innermost first.
    private func environmentSettings(in chain: ExprSyntax, scope: Scope) throws -> [EnvironmentModifiers.Setting] {
        if let call = chain.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        {
            let inner = try member.base.map { try environmentSettings(in: $0, scope: scope) } ?? []
            let name = member.declName.baseName.bareName
            guard EnvironmentModifiers.names.contains(name),
                let setting = try EnvironmentModifiers.setting(
                    name, arguments: try arguments(of: call, scope: scope), evaluator: self)
            else { return inner }
            return inner + [setting]
        }
        if let member = chain.as(MemberAccessExprSyntax.self) {
            return try member.base.map { try environmentSettings(in: $0, scope: scope) } ?? []
        }
        if let nested = chain.as(PostfixIfConfigExprSyntax.self) {
            let inner = try nested.base.map { try environmentSettings(in: $0, scope: scope) } ?? []
            guard case .postfixExpression(let active)? = nested.config.activeElements else { return inner }
            return inner + (try environmentSettings(in: active, scope: scope))
        }
        return []
    }

    /// Evaluates a member chain whose innermost base is implicit (`.padding().bold()`) on `base`.
    func applyImplicitChain(_ chain: ExprSyntax, to base: Value, scope: Scope) throws -> Value {
        if let call = chain.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        {
            let receiver = try member.base.map { try applyImplicitChain($0, to: base, scope: scope) } ?? base
            return try callMethod(
                member.declName.baseName.bareName, on: receiver, arguments: try arguments(of: call, scope: scope),
                at: call)
        }
        if let member = chain.as(MemberAccessExprSyntax.self) {
            let receiver = try member.base.map { try applyImplicitChain($0, to: base, scope: scope) } ?? base
            return try property(member.declName.baseName.bareName, of: receiver, at: member)
        }
        if let nested = chain.as(PostfixIfConfigExprSyntax.self) {
            var value = try nested.base.map { try applyImplicitChain($0, to: base, scope: scope) } ?? base
            if case .postfixExpression(let inner)? = nested.config.activeElements {
                value = try applyImplicitChain(inner, to: value, scope: scope)
            }
            return value
        }
        return base
    }

    /// `#colorLiteral(…)`, `#imageLiteral(…)`, `#file`, `#line`, Swift Testing's `#expect`/`#require`, SwiftData's
    /// `#Predicate`, `#warning`; other macros are not expanded.
    private func macroExpansion(_ macro: MacroExpansionExprSyntax, scope: Scope) throws -> Value {
        // A message for the compiler: the built program has nothing where it stands.
        if macro.macroName.text == "warning" { return .void }
        if ["expect", "require"].contains(macro.macroName.text) { return try expectation(macro, scope: scope) }
        if macro.macroName.text == "selector" { return selector(macro, scope: scope) }
        if macro.macroName.text == "Predicate" {
            return try SwiftDataStore.predicate(macro, evaluator: self, scope: scope)
        }
        let arguments = try macro.arguments.map {
            Argument(label: $0.label?.bareName, value: try evaluate($0.expression, scope: scope), node: $0.expression)
        }
        func component(_ label: String) -> Double { arguments.number(label) ?? 1 }
        switch macro.macroName.text {
        case "colorLiteral":
            return .color(
                .rgba(
                    RGBA(
                        red: component("red"), green: component("green"), blue: component("blue"),
                        alpha: component("alpha"))))
        case "imageLiteral":
            guard case .string(let name)? = arguments.first?.value else { return .opaque("Image") }
            return .view(imageView(named: name, at: macro))
        case "file", "filePath", "fileID": return .string(preview.file)
        case "line": return .int(sourceFile(of: macro)?.location(of: macro).line ?? 0)
        case "function": return .string("preview")
        default:
            throw EvaluationError("macro '#\(macro.macroName.text)' is not supported", at: macro)
        }
    }

    /// `#selector(handleChange(_:))`: the method of `self` it names, which `addObserver(_:selector:name:object:)`
    /// calls on each post. A selector of UIKit's (`UIResponder.resignFirstResponder`) names nothing previews call:
    /// a `Selector` value that actions sent with it ignore, as a still frame has no responder chain.
    private func selector(_ macro: MacroExpansionExprSyntax, scope: Scope) -> Value {
        var reference = macro.arguments.first?.expression
        if let member = reference?.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            reference = ExprSyntax(member.declName)
        }
        guard let name = reference?.as(DeclReferenceExprSyntax.self)?.baseName.bareName,
            case .instance(let instance)? = scope.selfValue,
            case .function(let function, isStatic: false)? = findMember(name, in: instance.type)
        else { return .opaque("Selector") }
        return .function(.function(function, selfValue: .instance(instance), type: instance.type))
    }

    /// A string literal with its interpolations evaluated and its escapes decoded.
    func string(_ literal: StringLiteralExprSyntax, scope: Scope) throws -> String {
        try literalParts(literal, scope: scope, keepingViews: false).map {
            if case .text(let text) = $0 { text } else { "" }
        }.joined()
    }

    /// A part of a string literal: text, or (in a `Text` key) an interpolated image or styled text.
    enum LiteralPart {
        case text(String)
        case view(ViewNode)

        var isView: Bool {
            if case .view = self { return true }
            return false
        }
    }

    /// A literal's text, its interpolations evaluated; with `keepingViews`, an interpolated image or styled text
    /// (`\(Text("4.5").bold())`) is a part of its own instead of an error.
    private func literalParts(_ literal: StringLiteralExprSyntax, scope: Scope, keepingViews: Bool) throws
        -> [LiteralPart]
    {
        var parts: [LiteralPart] = []
        var text = ""
        var size = 0
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let plain):
                text += literal.openingPounds == nil ? Self.unescape(plain.content.text) : plain.content.text
            case .expressionSegment(let interpolation):
                guard let first = interpolation.expressions.first else { continue }
                let value = try evaluate(first.expression, scope: scope)
                let options = interpolation.expressions.dropFirst()
                if keepingViews, case .view(let view) = value, Self.isInlineView(view) {
                    parts.append(.text(text))
                    parts.append(.view(view))
                    size += text.utf8.count
                    text = ""
                } else if let specifier = options.first(where: { $0.label?.text == "specifier" }),
                    case .string(let format) = try evaluate(specifier.expression, scope: scope)
                {
                    text += StringFormat.format(format, [value]) { report($0, at: specifier.expression) }
                } else if let format = options.first(where: { $0.label?.text == "format" || $0.label?.text == "style" })
                {
                    text += Formatting.format(value, style: try evaluate(format.expression, scope: scope))
                } else {
                    text += try describe(value, writtenAs: first.expression)
                }
            }
            try checkSize(size + text.utf8.count, at: literal)
        }
        if literal.openingQuote.tokenKind == .multilineStringQuote { text = Self.trimMultilineIndent(text) }
        return parts + [.text(text)]
    }

    /// Whether a view interpolated in a text key is set in its line as a view: an image (`Image(systemName:)`, with
    /// its modifiers that keep it one) or a styled text; a plain text is only its words.
    private static func isInlineView(_ view: ViewNode) -> Bool {
        switch view {
        case .image: return true
        case .text: return false
        case .environment(_, let inner): return isInlineView(inner) || InlineSymbolText.runs(of: view) != nil
        default: return InlineSymbolText.runs(of: view) != nil
        }
    }

    /// Whether a string literal is the key of a `Text` (`Text("…")`, not `Text(verbatim:)`) or a control's title
    /// (`Button("…")`): a `LocalizedStringKey`, whose interpolations may be images.
    private static func isTextKey(_ literal: StringLiteralExprSyntax) -> Bool {
        guard let argument = literal.parent?.as(LabeledExprSyntax.self), argument.label == nil,
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
            call.arguments.first?.id == argument.id
        else { return false }
        guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return callee == "Text" || Vocabulary.titleKeyConstructs.contains(callee)
    }

    /// A text key with images or styled texts in it: one paragraph when they are symbols and texts
    /// (`InlineSymbolText`); otherwise, as one line, its text parts (Markdown read as in any key) and images side by
    /// side.
    private static func inlineViewsText(_ parts: [LiteralPart]) -> ViewNode {
        let children: [ViewNode] = parts.compactMap { part in
            switch part {
            case .view(let view): return view
            case .text(let text):
                guard !text.isEmpty else { return nil }
                let runs = TextMarkdown.runs(text)
                return runs.count == 1 && runs[0].isPlain ? .text(runs[0].text) : .styledText(runs)
            }
        }
        return InlineSymbolText.joined(children)
            ?? .stack(axis: .horizontal, alignment: .center, spacing: 0, children: children)
    }

    /// Multi-line literals lose the indentation of their closing delimiter; swift-syntax keeps it in segments.
    private static func trimMultilineIndent(_ text: String) -> String {
        var lines = text.components(separatedBy: "\n")
        if lines.last?.allSatisfy({ $0 == " " || $0 == "\t" }) == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// The text `print(expression)` and `"\(expression)"` give for `value`: an expression whose static type is
    /// optional shows a value it holds as `Optional(…)`, as Swift prints it.
    func describe(_ value: Value, writtenAs expression: some SyntaxProtocol) throws -> String {
        switch value {
        case .null, .opaque: return try describe(value, at: expression)
        default:
            guard let wrapped = semantics.describedOptionalType(of: expression) else {
                return try describe(value, at: expression)
            }
            return try describeOptional(value, wrapping: wrapped, at: expression)
        }
    }

    /// An optional holding `value`, of a type wrapping `wrapped`, as Swift prints it (and as its `debugDescription`
    /// reads): `nil`, or `Optional(…)` around the value as it shows inside another, where a case of one of the
    /// library's enums shows with its type's qualified name (`Optional(SwiftUI.UserInterfaceSizeClass.compact)`).
    func describeOptional(_ value: Value, wrapping wrapped: StaticType, at node: some SyntaxProtocol) throws
        -> String
    {
        if case .null = value { return "nil" }
        if case .symbol(let name) = value, case .nominal(let typeName, _) = wrapped,
            let module = Vocabulary.libraryEnumModules[typeName]
        {
            return "Optional(\(module).\(typeName).\(name))"
        }
        return "Optional(" + (try describeQuoted(value, at: node)) + ")"
    }

    /// The text `"\(value)"` interpolates.
    func describe(_ value: Value, at node: some SyntaxProtocol) throws -> String {
        switch value {
        case .string(let string): return string
        case .int(let int), .fixedWidthInteger(let int, _): return String(int)
        case .double(let double): return String(double)
        case .float(let float): return String(float)
        case .bool(let bool): return String(bool)
        case .symbol(let name): return name
        case .enumCase(let value):
            // `enum Note: CustomStringConvertible { var description … }` prints its description, as Swift does.
            if let type = userType(value.typeName), describesItself(type),
                case .computed(let getter, false, _)? = findMember("description", in: type)
            {
                return try describe(
                    try nested(node) { try runBody(getter, scope: Scope(selfValue: .enumCase(value), selfType: type)) },
                    at: node)
            }
            return try describeCase(value, at: node)
        case .null: return "nil"
        case .array(let values) where values.count == 1 && Self.metatypeName(values[0]) != nil:
            // `[Item].self` evaluates to the one-element literal of its element's metatype: Swift names the array
            // type (`Array<Item>`).
            return "Array<" + (try describe(values[0], at: node)) + ">"
        case .array(let values), .set(let values):
            return "[" + (try values.map { try describeQuoted($0, at: node) }).joined(separator: ", ") + "]"
        case .range(let lower, let upper, let closed): return closed ? "\(lower)...\(upper - 1)" : "\(lower)..<\(upper)"
        case .comparableRange(let range): return try describeRange(range, at: node)
        case .dictionary(let dictionary):
            // As Swift prints a dictionary, in its (here: insertion) order: `["a": 1, "b": 2]`, `[:]` when empty.
            guard dictionary.count > 0 else { return "[:]" }
            let pairs = try dictionary.keys.map { key in
                try describeQuoted(key, at: node) + ": " + (try describeQuoted(dictionary[key] ?? .null, at: node))
            }
            return "[" + pairs.joined(separator: ", ") + "]"
        case .native(let native): return Formatting.describe(native)
        case .color(let color): return color.description
        case .view(.text(let text)):
            // `Text` interpolated into a `LocalizedStringKey` (`"\(Text("Amount")): \(amount)"`) is its text, in the
            // same run.
            return text
        case .instance(let instance):
            if case .computed? = instance.type.members["description"] {
                return try describe(try member("description", of: instance, at: node), at: node)
            }
            // A class without a description prints its qualified name; a struct its stored properties.
            if instance.type.isClass { return qualifiedName(of: instance.type.name, at: node) }
            return try describeFields(of: instance, at: node)
        case .type(let name):
            // A metatype prints its type's own name, without the types it is nested in (`Outer.Inner.self` → `Inner`),
            // also as a generic argument (`Array<Inner>`).
            return Self.unqualifiedTypeName(name)
        case .opaque(let name):
            // A value previews cannot know, shown as a template slot (`‹title›`) so nobody mistakes it for data.
            return "‹" + (name.split(separator: ".").last.map(String.init) ?? name) + "›"
        case .tuple(let values, let labels):
            // As Swift prints a tuple: `(quotient: -3, remainder: -1)`, strings quoted.
            let parts = try zip(values, labels).map { value, label in
                (label.map { "\($0): " } ?? "") + (try describeQuoted(value, at: node))
            }
            return "(" + parts.joined(separator: ", ") + ")"
        case .function: return "(Function)"
        default: throw EvaluationError("cannot interpolate a value of type '\(value.kindName)'", at: node)
        }
    }

    /// Whether `type` conforms to `CustomStringConvertible`, itself or through one of the project's protocols.
    private func describesItself(_ type: TypeDeclaration) -> Bool {
        var pending = Array(type.conformances), seen: Set<String> = []
        while let name = pending.popLast() {
            if name == "CustomStringConvertible" || name == "LosslessStringConvertible" { return true }
            guard seen.insert(name).inserted, let declared = userType(name), declared.kind == .protocol else {
                continue
            }
            pending += declared.conformances
        }
        return false
    }

    /// An enum case as `print` shows it: `dot`, `circle(radius: 2.0)`, `pair(1, "x")`.
    private func describeCase(_ value: EnumValue, at node: some SyntaxProtocol) throws -> String {
        if value.payload.isEmpty { return value.caseName }
        let parts = try value.payload.enumerated().map { index, payload in
            let label = index < value.payloadLabels.count ? value.payloadLabels[index] : nil
            return (label.map { "\($0): " } ?? "") + (try describeQuoted(payload, at: node))
        }
        return value.caseName + "(" + parts.joined(separator: ", ") + ")"
    }

    /// A struct as `print` shows it: `Point(x: 1.0, y: 2.5)`, each stored property in declaration order, a
    /// property declared optional as `Optional(…)` when it holds a value.
    private func describeFields(of instance: Instance, qualified: Bool = false, at node: some SyntaxProtocol) throws
        -> String
    {
        let parts = try instance.type.storedProperties.map { property in
            let value = instance.properties[property.name] ?? .null
            let text = try describeQuoted(value, at: node)
            if case .null = value { return property.name + ": " + text }
            let isOptional = property.type.map(Self.isOptionalType) ?? false
            return property.name + ": " + (isOptional ? "Optional(\(text))" : text)
        }
        let name =
            qualified
            ? qualifiedName(of: instance.type.name, at: node)
            : instance.type.name.split(separator: ".").last.map(String.init) ?? instance.type.name
        return name + "(" + parts.joined(separator: ", ") + ")"
    }

    private static func isOptionalType(_ type: TypeSyntax) -> Bool {
        type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            || type.as(IdentifierTypeSyntax.self)?.name.text == "Optional"
    }

    /// A project type's name as Swift qualifies it (`Shop.Order.Status`), by the app's module; without a known
    /// module (no Info.plist or Xcode project) the name alone, with a diagnostic.
    private func qualifiedName(of typeName: String, at node: some SyntaxProtocol) -> String {
        // A program previewd runs on its own is compiled as a script is, into the module `main`.
        if preview.id == "program" { return "main." + typeName }
        guard let module = appModuleName else {
            report("the app's module name is not known (no Info.plist or Xcode project); '\(typeName)' is printed "
                + "without it", at: node)
            return typeName
        }
        return module + "." + typeName
    }

    /// A value as it shows inside a collection, a tuple or another value (`debugDescription`): strings quoted,
    /// ranges with their type, a project's enum cases and structs by their qualified type name.
    private func describeQuoted(_ value: Value, at node: some SyntaxProtocol) throws -> String {
        switch value {
        case .string(let string): return "\"\(string)\""
        case .enumCase(let enumValue):
            if let type = userType(enumValue.typeName), describesItself(type) { return try describe(value, at: node) }
            return qualifiedName(of: enumValue.typeName, at: node) + "." + (try describeCase(enumValue, at: node))
        case .instance(let instance) where !instance.type.isClass:
            if case .computed? = instance.type.members["description"] { return try describe(value, at: node) }
            return try describeFields(of: instance, qualified: true, at: node)
        // In a collection, a range shows its type: `[ClosedRange(0...2)]`, `Range("a"..<"c")`.
        case .range(_, _, let closed):
            return (closed ? "ClosedRange(" : "Range(") + (try describe(value, at: node)) + ")"
        case .comparableRange(let range):
            let bounds = try describeQuoted(range.lower, at: node) + range.separator
                + describeQuoted(range.upper, at: node)
            return (range.isClosed ? "ClosedRange(" : "Range(") + bounds + ")"
        default: return try describe(value, at: node)
        }
    }

    private static func unescape(_ raw: String) -> String {
        guard raw.contains("\\") else { return raw }
        var result = ""
        var escaping = false
        var iterator = raw.makeIterator()
        while let character = iterator.next() {
            if escaping {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "r": result.append("\r")
                case "0": result.append("\0")
                case "u":
                    // `\u{1F600}`
                    var digits = ""
                    while let next = iterator.next(), next != "}" { if next != "{" { digits.append(next) } }
                    if let scalar = UInt32(digits, radix: 16).flatMap(Unicode.Scalar.init) {
                        result.unicodeScalars.append(scalar)
                    }
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    private func subscriptValue(_ subscriptCall: SubscriptCallExprSyntax, scope: Scope) throws -> Value {
        let base = try evaluate(subscriptCall.calledExpression, scope: scope)
        // `items[...]`: the unbounded range, the whole collection (a slice of all of it).
        if subscriptCall.arguments.count == 1,
            subscriptCall.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "...",
            Self.isSliceable(base)
        {
            return base
        }
        let keys = try subscriptCall.arguments.map { try evaluate($0.expression, scope: scope) }
        if Self.meansDeclaredSubscript(of: base, firstLabel: subscriptCall.arguments.first?.label?.text),
            let declared = try declaredSubscript(
                of: base, subscriptArguments(subscriptCall, keys), at: subscriptCall)
        {
            return declared.result
        }
        return try subscriptRead(base, keys, at: subscriptCall)
    }

    /// Whether `value` is a collection a range can slice: an array, a string, or a range of integers.
    private static func isSliceable(_ value: Value) -> Bool {
        switch value {
        case .array, .string, .range: return true
        default: return false
        }
    }

    func subscriptRead(_ base: Value, _ keys: [Value], at node: some SyntaxProtocol) throws -> Value {
        switch (base, keys.first) {
        case (_, .keyPath(let path)?):
            return try apply(keyPath: path, to: base, at: node)  // `observation[keyPath: path]`
        case (.array(let values), .int(let index)?):
            guard values.indices.contains(index) else {
                throw EvaluationError(
                    "index \(index) is out of range for an array of \(values.count) elements", at: node)
            }
            return values[index]
        case (.array(let values), .range(let lower, let upper, _)?):
            let bounds = try Self.slice(lower, upper, count: values.count, of: "an array", at: node)
            return .array(Array(values[bounds]))
        case (.dictionary(let dictionary), let key?):
            if keys.count == 2 { return dictionary[key] ?? keys[1] }  // `dict[key, default: value]`
            return dictionary[key] ?? .null
        case (.string(let string), .int(let index)?):
            let characters = Array(string)
            guard characters.indices.contains(index) else {
                throw EvaluationError("string index \(index) is out of range", at: node)
            }
            return .string(String(characters[index]))
        case (.string(let string), .range(let lower, let upper, _)?):
            let characters = Array(string)
            return .string(
                String(characters[try Self.slice(lower, upper, count: characters.count, of: "a string", at: node)]))
        case (.native(.attributedString(let runs)), .range(let lower, let upper, _)?):
            let count = AttributedStrings.text(runs).count
            let bounds = try Self.slice(lower, upper, count: count, of: "an attributed string", at: node)
            return .native(.attributedString(AttributedStrings.slice(runs, bounds)))
        case (.opaque, _):
            return base
        case (.tuple(let values, let labels), let anchor?):
            // `proxy[anchor]` on a `GeometryProxy`.
            guard let index = labels.firstIndex(of: GeometryProxyFrame.anchorResolver) else { break }
            let argument = Argument(
                label: nil, value: anchor, node: Syntax(node).as(ExprSyntax.self) ?? ExprSyntax(NilLiteralExprSyntax()))
            return try invoke(values[index], arguments: [argument], at: node)
        default:
            break
        }
        throw EvaluationError("subscript of '\(base.kindName)' is not supported", at: node)
    }

    /// The positions a range subscript takes: a partial range (`..<3`, `2...`) runs to the collection's end, and
    /// a range past either end stops evaluation, as Swift traps.
    static func slice(_ lower: Int, _ upper: Int, count: Int, of what: String, at node: some SyntaxProtocol)
        throws -> Range<Int>
    {
        let from = lower == Int.min / 2 ? 0 : lower
        let to = upper == Int.max ? count : upper
        guard from >= 0, to >= from, to <= count else {
            throw EvaluationError("range \(from)..<\(to) is out of bounds for \(what) of \(count) elements", at: node)
        }
        return from..<to
    }

    func truth(_ value: Value, at node: some SyntaxProtocol) throws -> Bool {
        switch value {
        case .bool(let bool): return bool
        case .opaque:
            // Where the opaque value came from was reported already; the branch it guards is left out.
            return false
        default: throw EvaluationError("condition '\(node.trimmedDescription.prefix(40))' is not a Bool", at: node)
        }
    }
}

extension Evaluator {
    /// `name` with every type in it named without the types it is nested in: `Outer.Inner` is `Inner`,
    /// `Dictionary<String, Outer.Inner>` is `Dictionary<String, Inner>`.
    static func unqualifiedTypeName(_ name: String) -> String {
        var result = "", word = ""
        for character in name {
            if character == "." {
                word = ""
            } else if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                result += word + String(character)
                word = ""
            }
        }
        return result + word
    }
}
