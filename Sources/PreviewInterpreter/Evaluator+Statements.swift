import PreviewLanguage
import PreviewModel
import PreviewViews
import SwiftSyntax
import SwiftSyntaxBuilder

extension Evaluator {
    /// What running a list of statements produced.
    struct BlockResult {
        /// Views from expression statements, in order (view builder semantics).
        var views: [ViewNode] = []
        /// The value of the last expression statement that was not a view (a single-expression body's value).
        var lastValue: Value?
        /// The value of a `return`, which ends the block and every enclosing one up to the function.
        var returned: Value?
        /// `break` or `continue` left the block (with its label, if any).
        var exit: LoopExit?
        /// How many expression statements produced a value, and the last one as it was: a body of one
        /// expression returns that value itself (`var tint: Color { .gray }` is a colour, not a view of it).
        var expressionCount = 0
        var lastExpressionValue: Value?
        /// The view the last expression statement made, if it was one.
        var lastExpressionView: ViewNode?

        /// The view of a block that is one view expression, as already built: converting `value` again would
        /// evaluate a project view's body a second time (and its children's, at every level of nesting).
        var singleView: ViewNode? {
            guard returned == nil, expressionCount == 1, views.count == 1 else { return nil }
            return lastExpressionView
        }

        var value: Value {
            if expressionCount == 1, views.count <= 1, let single = lastExpressionValue { return single }
            if views.isEmpty { return lastValue ?? .void }
            return .view(views.count == 1 ? views[0] : .group(views))
        }

        var ended: Bool { returned != nil || exit != nil }
    }

    enum LoopExit {
        case breakLoop(String?)
        case continueLoop(String?)
    }

    /// Evaluates statements as a `@ViewBuilder` body: every view-valued statement becomes a child.
    func viewBuilder(_ statements: CodeBlockItemListSyntax, scope: Scope) throws -> ViewNode {
        let result = try run(statements, scope: Scope(parent: scope))
        if let view = result.singleView { return view }
        return try viewOrPlaceholder(result.returned ?? result.value, at: statements)
    }

    /// Runs a body (a view builder, a getter, a function or a closure) and returns its value: the `return`ed
    /// value, the single expression's value, or the views it built, grouped.
    func runBody(_ statements: CodeBlockItemListSyntax, scope: Scope) throws -> Value {
        let result = try run(statements, scope: scope)
        return result.returned ?? result.value
    }

    func run(_ statements: CodeBlockItemListSyntax, scope: Scope) throws -> BlockResult {
        var result = BlockResult()
        var deferred: [CodeBlockSyntax] = []
        defer {
            // `defer` blocks run in reverse order when the block ends, whatever ended it.
            for block in deferred.reversed() { _ = try? run(block.statements, scope: scope) }
        }
        // Most blocks have no `#if` and no local function: their statements are run as they are, in one pass, without
        // an array of them made each time the block runs (a closure that `map` calls runs its block per element).
        var declaresFunctions = false
        for item in statements {
            guard case .decl(let decl) = item.item else { continue }
            if decl.is(IfConfigDeclSyntax.self) {
                return try run(
                    items: statements.activeItems, declaresFunctions: true, scope: scope, result: &result,
                    deferred: &deferred)
            }
            if decl.is(FunctionDeclSyntax.self) { declaresFunctions = true }
        }
        return try run(
            items: statements, declaresFunctions: declaresFunctions, scope: scope, result: &result, deferred: &deferred)
    }

    private func run(
        items: some Collection<CodeBlockItemSyntax>, declaresFunctions: Bool, scope: Scope, result: inout BlockResult,
        deferred: inout [CodeBlockSyntax]
    ) throws -> BlockResult {
        // Local functions may be called before their declaration, as in Swift (a helper declared after the code
        // that calls it): they are declared first, the rest in order.
        if declaresFunctions {
            for item in items {
                if case .decl(let decl) = item.item, decl.is(FunctionDeclSyntax.self) {
                    try declare(decl, scope: scope)
                }
            }
        }
        for item in items {
            try step(item)
            switch item.item {
            case .decl(let decl):
                if !decl.is(FunctionDeclSyntax.self) { try declare(decl, scope: scope) }
            case .stmt(let statement):
                if let deferStatement = statement.as(DeferStmtSyntax.self) {
                    deferred.append(deferStatement.body)
                    continue
                }
                try runStatement(statement, scope: scope, into: &result)
            case .expr(let expression):
                try collect(expression, scope: scope, into: &result)
            }
            if result.ended { return result }
        }
        return result
    }

    /// Whether `clause` catches `error`, binding what its pattern names (or `error`, for a clause without one) in
    /// `scope`.
    private func catches(_ clause: CatchClauseSyntax, _ error: Value, in scope: Scope) throws -> Bool {
        guard !clause.catchItems.isEmpty else {
            scope.define("error", error)
            return true
        }
        for item in clause.catchItems {
            guard let pattern = item.pattern else {
                scope.define("error", error)
                return true
            }
            guard try bind(pattern: pattern, to: error, in: scope, matching: true) else { continue }
            if let condition = item.whereClause?.condition,
                try !truth(try evaluate(condition, scope: scope), at: condition)
            {
                continue
            }
            return true
        }
        return false
    }

    private func runStatement(_ statement: StmtSyntax, scope: Scope, into result: inout BlockResult) throws {
        switch statement.as(StmtSyntaxEnum.self) {
        case .returnStmt(let returnStatement):
            result.returned = try returnStatement.expression.map { try evaluate($0, scope: scope) } ?? .void
        case .expressionStmt(let expressionStatement):
            try collect(expressionStatement.expression, scope: scope, into: &result)
        case .guardStmt(let guardStatement):
            if try !conditionsHold(guardStatement.conditions, scope: scope) {
                let elseResult = try run(guardStatement.body.statements, scope: Scope(parent: scope))
                result.returned = elseResult.returned
                result.exit = elseResult.exit
                result.views += elseResult.views
                if !elseResult.ended { result.returned = .void }  // `guard … else { fatalError() }`
            }
        case .forStmt(let loop):
            try runFor(loop, scope: scope, into: &result)
        case .whileStmt(let loop):
            // `while let current = cursor.current, …`: the body sees what the conditions bound.
            while case let conditions = Scope(parent: scope), try conditionsHold(loop.conditions, scope: conditions) {
                let body = try run(loop.body.statements, scope: Scope(parent: conditions))
                if try loopShouldStop(body, label: Self.label(of: loop), into: &result) { break }
            }
        case .repeatStmt(let loop):
            repeat {
                let body = try run(loop.body.statements, scope: Scope(parent: scope))
                if try loopShouldStop(body, label: Self.label(of: loop), into: &result) { break }
            } while try truth(try evaluate(loop.condition, scope: scope), at: loop.condition)
        case .doStmt(let doStatement):
            do {
                let body = try run(doStatement.body.statements, scope: Scope(parent: scope))
                merge(body, into: &result)
            } catch let thrown as ThrownValue {
                // The first clause whose pattern matches the error (`catch ParseError.notANumber(let text)`), or
                // one without a pattern; none: the error goes on up.
                for clause in doStatement.catchClauses {
                    let catchScope = Scope(parent: scope)
                    guard try catches(clause, thrown.value, in: catchScope) else { continue }
                    merge(try run(clause.body.statements, scope: catchScope), into: &result)
                    return
                }
                throw thrown
            }
        case .throwStmt(let throwStatement):
            throw ThrownValue(
                value: try evaluate(throwStatement.expression, scope: scope), node: Syntax(throwStatement))
        case .breakStmt(let breakStatement):
            result.exit = .breakLoop(breakStatement.label?.text)
        case .continueStmt(let continueStatement):
            result.exit = .continueLoop(continueStatement.label?.text)
        case .labeledStmt(let labeled):
            try runStatement(labeled.statement, scope: scope, into: &result)
        case .fallThroughStmt:
            break
        default:
            report("statement '\(statement.trimmedDescription.prefix(40))' is not supported; skipped", at: statement)
        }
    }

    private func merge(_ inner: BlockResult, into result: inout BlockResult) {
        result.views += inner.views
        if let value = inner.lastValue { result.lastValue = value }
        result.expressionCount += inner.expressionCount
        if let value = inner.lastExpressionValue {
            result.lastExpressionValue = value
            result.lastExpressionView = inner.lastExpressionView
        }
        if let returned = inner.returned { result.returned = returned }
        if let exit = inner.exit { result.exit = exit }
    }

    /// The label a loop is written with (`outer: while …`), which `break outer` and `continue outer` name.
    private static func label(of loop: some StmtSyntaxProtocol) -> String? {
        loop.parent?.as(LabeledStmtSyntax.self)?.label.text
    }

    /// Whether a loop ends after this iteration; a `return` inside it ends the enclosing body too.
    private func loopShouldStop(_ body: BlockResult, label: String?, into result: inout BlockResult) throws -> Bool {
        result.views += body.views
        if let returned = body.returned {
            result.returned = returned
            return true
        }
        switch body.exit {
        case .breakLoop(let target)?:
            if target != nil && target != label { result.exit = body.exit }
            return true
        case .continueLoop(let target)?:
            if target != nil && target != label {
                result.exit = body.exit
                return true
            }
            return false
        case nil:
            return false
        }
    }

    private func runFor(_ loop: ForStmtSyntax, scope: Scope, into result: inout BlockResult) throws {
        let sequence = try elements(of: try evaluate(loop.sequence, scope: scope), at: loop.sequence)
        let label = Self.label(of: loop)
        for element in sequence {
            let iteration = Scope(parent: scope)
            guard try bind(pattern: loop.pattern, to: element, in: iteration) else { continue }
            if let condition = loop.whereClause?.condition,
                try !truth(try evaluate(condition, scope: iteration), at: condition)
            {
                continue
            }
            let body = try run(loop.body.statements, scope: iteration)
            if try loopShouldStop(body, label: label, into: &result) { break }
        }
    }

    /// The elements a `for` loop or `ForEach` iterates: arrays, ranges, dictionaries (as key-value tuples),
    /// strings (as characters) and `enumerated()`/`zip` results.
    func elements(of value: Value, at node: some SyntaxProtocol) throws -> [Value] {
        switch value {
        case .array(let values), .set(let values): return values
        case .range(let lower, let upper, _):
            guard upper != Int.max else {
                throw EvaluationError("cannot iterate a range with no upper bound", at: node)
            }
            try checkSize(upper - lower, at: node)
            return (lower..<upper).map(Value.int)
        case .dictionary(let dictionary):
            return dictionary.keys.map { .tuple([$0, dictionary[$0] ?? .null], labels: ["key", "value"]) }
        case .string(let string): return string.map { .string(String($0)) }
        case .null: return []
        case .opaque: return []
        case .native(.object(let object)) where object.isTaskGroup:
            guard case .taskGroup(let group) = object.kind else { return [] }
            return try StructuredConcurrency.elements(of: group, at: Syntax(node))
        case .instance(let instance) where instance.properties["elements"] != nil:
            return try elements(of: instance.properties["elements"]!, at: node)
        default: throw EvaluationError("cannot iterate a value of type '\(value.kindName)'", at: node)
        }
    }

    /// Evaluates one expression statement; a failure becomes a diagnostic and a placeholder in its place.
    private func collect(_ expression: ExprSyntax, scope: Scope, into result: inout BlockResult) throws {
        do {
            if let conditional = expression.as(IfExprSyntax.self) {
                merge(try runIf(conditional, scope: scope), into: &result)
                return
            }
            if let switchExpression = expression.as(SwitchExprSyntax.self) {
                merge(try runSwitch(switchExpression, scope: scope), into: &result)
                return
            }
            let value = try evaluate(expression, scope: scope)
            if case .void = value { return }
            result.expressionCount += 1
            result.lastExpressionValue = value
            // A closure written as a statement is a value (`func adder() -> (Int) -> Int { { $0 + 1 } }`), never a
            // view: a view builder cannot take a closure, and calling it here would run it without its arguments.
            if expression.is(ClosureExprSyntax.self) {
                result.lastValue = value
                return
            }
            let view = try view(from: value, at: expression)
            result.lastExpressionView = view
            if let view {
                result.views.append(view)
            } else {
                result.lastValue = value
            }
        } catch let error as EvaluationError {
            report(error.message, at: error.node)
            result.views.append(.placeholder(label: error.message))
        }
    }

    /// Runs the taken branch of an `if`/`else if`/`else` chain.
    func runIf(_ conditional: IfExprSyntax, scope: Scope) throws -> BlockResult {
        let branchScope = Scope(parent: scope)
        if try conditionsHold(conditional.conditions, scope: branchScope) {
            return try run(conditional.body.statements, scope: branchScope)
        }
        switch conditional.elseBody {
        case .ifExpr(let next): return try runIf(next, scope: scope)
        case .codeBlock(let block): return try run(block.statements, scope: Scope(parent: scope))
        case nil: return BlockResult()
        }
    }

    /// Runs the first matching case of a `switch`.
    func runSwitch(_ switchExpression: SwitchExprSyntax, scope: Scope) throws -> BlockResult {
        let subject = try evaluate(switchExpression.subject, scope: scope)
        for switchCase in activeCases(switchExpression.cases) {
            let caseScope = Scope(parent: scope)
            if try matches(subject, switchCase.label, scope: caseScope) {
                var result = try run(switchCase.statements, scope: caseScope)
                // A `break` without a label (or naming this switch) ends the switch, not the loop around it.
                if case .breakLoop(let target)? = result.exit,
                    target == nil || target == switchExpression.parent?.parent?.as(LabeledStmtSyntax.self)?.label.text
                {
                    result.exit = nil
                }
                return result
            }
        }
        if case .opaque = subject { return BlockResult() }
        let shown = (try? describe(subject, at: switchExpression.subject)) ?? subject.kindName
        throw EvaluationError("no case of the 'switch' matches '\(shown)'", at: switchExpression.subject)
    }

    /// The cases of a `switch` that its `#if` clauses leave, found once per evaluation: a switch in a loop or a
    /// computed property runs thousands of times.
    private func activeCases(_ cases: SwitchCaseListSyntax) -> [SwitchCaseSyntax] {
        if let known = lookups.switchCases[cases.id] { return known }
        let active = Self.activeCases(cases)
        lookups.switchCases[cases.id] = active
        return active
    }

    private static func activeCases(_ cases: SwitchCaseListSyntax) -> [SwitchCaseSyntax] {
        cases.flatMap { element -> [SwitchCaseSyntax] in
            switch element {
            case .switchCase(let switchCase): return [switchCase]
            case .ifConfigDecl(let conditional):
                guard case .switchCases(let nested)? = conditional.activeElements else { return [] }
                return activeCases(nested)
            }
        }
    }

    private func matches(_ subject: Value, _ label: SwitchCaseSyntax.Label, scope: Scope) throws -> Bool {
        guard case .case(let caseLabel) = label else { return true }  // `default:`
        for item in caseLabel.caseItems {
            if try bind(pattern: item.pattern, to: subject, in: scope, matching: true) {
                if let condition = item.whereClause?.condition,
                    try !truth(try evaluate(condition, scope: scope), at: condition)
                {
                    continue
                }
                return true
            }
        }
        return false
    }

    /// Evaluates `if`/`guard`/`while` conditions: boolean expressions, `let x = optional` bindings and
    /// `case` patterns. Bindings are defined in `scope`.
    func conditionsHold(_ conditions: ConditionElementListSyntax, scope: Scope) throws -> Bool {
        for element in conditions {
            switch element.condition {
            case .expression(let expression):
                if try !truth(try evaluate(expression, scope: scope), at: expression) { return false }
            case .optionalBinding(let binding):
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareName
                let value =
                    try binding.initializer.map { try evaluate($0.value, scope: scope) }
                    ?? name.flatMap {
                        scope.lookup($0) ?? scope.selfInstance?.properties[$0] ?? ($0 == "self" ? scope.selfValue : nil)
                    }
                    ?? .null
                // An opaque value may or may not be nil; binding it lets the code after the `guard` go on.
                if case .null = value { return false }
                guard try bind(pattern: binding.pattern, to: value, in: scope) else { return false }
            case .matchingPattern(let pattern):
                let value = try evaluate(pattern.initializer.value, scope: scope)
                if try !bind(pattern: pattern.pattern, to: value, in: scope, matching: true) { return false }
            case .availability(let availability):
                if !Self.holds(availability) { return false }
            }
        }
        return true
    }

    // MARK: Declarations

    /// A declaration inside a body: `let`/`var` (with patterns), a local function, a local type
    /// (`declareLocalTypes`).
    func declare(_ decl: DeclSyntax, scope: Scope) throws {
        if let variable = decl.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                do {
                    var value: Value
                    if let initializer = binding.initializer {
                        value = try evaluate(initializer.value, scope: scope, storedAs: binding.typeAnnotation?.type)
                        if let type = binding.typeAnnotation?.type {
                            value = try coerce(value, to: type, at: initializer.value)
                        }
                    } else if let getter = binding.accessorBlock?.getter {
                        value = try runGetter(getter, of: variable, scope: Scope(parent: scope))
                    } else {
                        value = .null
                    }
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareName,
                        let type = binding.typeAnnotation?.type
                            ?? binding.initializer.flatMap(Self.constructedCollectionType)
                    {
                        scope.declare(name, type: type)
                    }
                    // `@Previewable @State var x = …` and other wrappers in a preview body hold their value.
                    if !(try bind(pattern: binding.pattern, to: value, in: scope)) {
                        report("this pattern is not supported; skipped", at: binding.pattern)
                    } else if Self.declaresState(variable),
                        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareName
                    {
                        restorePreviewState(name, in: scope)
                    }
                } catch let error as EvaluationError {
                    report(error.message, at: error.node)
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareName {
                        scope.define(name, .opaque(name))
                    }
                }
            }
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            // Overloads declared side by side (`describe(_: Int)`, `describe(_: String)`) are all kept, in order.
            let name = function.name.bareName
            var overloads = [function]
            if case .function(.local(let earlier, let earlierScope))? = scope.ownValue(name), earlierScope === scope {
                overloads = earlier + overloads
            }
            scope.define(name, .function(.local(overloads, scope)))
        } else if decl.parent?.parent?.parent?.is(SourceFileSyntax.self) == true {
            // A program's top level (`PreviewInterpreter.run(program:)`): its types and extensions are the
            // project's, indexed with every file's.
            return
        } else if decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self) || decl.is(ClassDeclSyntax.self)
            || decl.is(ActorDeclSyntax.self)
        {
            declareLocalTypes(decl)
        } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
            // `typealias Constant = Toolbar.Constant` inside a function: the name stands for that type until the
            // body ends, so `Constant.width` reads the aliased type's member. An alias of a type that is not a
            // value (`[Int]`, a function type) only annotates; using it as a value reports the unknown name.
            if let type = typeReference(alias.initializer.value.trimmedDescription) {
                scope.define(alias.name.bareName, type)
            }
        } else if decl.is(ImportDeclSyntax.self) {
            return
        } else {
            report(
                "declaration '\(decl.trimmedDescription.prefix(40))' inside a body is not supported; skipped", at: decl)
        }
    }

    /// `@State var` (with or without `@Previewable`): a variable taps can change.
    static func declaresState(_ variable: VariableDeclSyntax) -> Bool {
        variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "State" }
    }

    /// A value stored with a declared type: integer literals become `Double` for `Double`/`CGFloat`, and implicit
    /// members take the declared type (`let style: Style = .compact`).
    func coerce(_ value: Value, to type: TypeSyntax, at node: some SyntaxProtocol) throws -> Value {
        if case .native(.untypedJSON(let json, let strategies)) = value, let decodedType = DecodedType(type),
            isDecodable(decodedType)
        {
            // A generic `decode(T.self, …)` decodes here, where `T` is known, after the `try` or `catch` that would
            // have seen its error: what it throws is reported here instead.
            do {
                return try decode(json, as: decodedType, path: "", strategies: strategies, at: node)
            } catch let thrown as ThrownValue {
                throw EvaluationError(
                    "decoding '\(type.trimmedDescription)' threw \(describeThrown(thrown.value))", at: node)
            }
        }
        // `(center: CGPoint, radius: CGFloat)`: a tuple takes the declared type's labels, and each element its type.
        if let tupleType = type.as(TupleTypeSyntax.self), tupleType.elements.count > 1,
            case .tuple(let values, let labels) = value,
            values.count == tupleType.elements.count
        {
            var coerced: [Value] = []
            var declaredLabels: [String?] = []
            for ((element, declared), label) in zip(zip(values, tupleType.elements), labels) {
                coerced.append(try coerceIfPossible(element, to: declared.type, at: node))
                declaredLabels.append(declared.firstName.map(\.bareName) ?? label)
            }
            return .tuple(coerced, labels: declaredLabels)
        }
        if let optional = type.as(OptionalTypeSyntax.self) {
            if case .null = value { return value }
            return try coerce(value, to: optional.wrappedType, at: node)
        }
        if let array = type.as(ArrayTypeSyntax.self), case .array(let elements) = value {
            // A long array is stored again after each `append` to it: its elements are checked against the type
            // worked out once, and one that already holds it is not coerced: a loop filling an array pays a check
            // of each element's kind per append, not a walk of the type's syntax per element. Its length is what
            // the step counter cannot see, so the clock is read here.
            if elements.count >= Self.elementsBetweenTimeChecks { try checkTime(at: node) }
            if let name = Signature.nominalName(of: array.element),
                userType(name) == nil || !Self.isPlainValueName(name),
                elements.allSatisfy({ Self.holds($0, typeNamed: name) })
            {
                return value
            }
            return .array(try elements.map { try coerceIfPossible($0, to: array.element, at: node) })
        }
        // `var statuses: [Permission: Status] = .initial`: a static of the project's `extension Dictionary where …`.
        if type.is(DictionaryTypeSyntax.self) || type.is(ArrayTypeSyntax.self), value.isImplicitMember {
            let resolved = try resolveImplicit(
                value, typeName: type.is(DictionaryTypeSyntax.self) ? "Dictionary" : "Array", at: node)
            // `.init(repeating: 0, count: 3)` as `[Double]`: the elements take the declared type too.
            return resolved.isImplicitMember ? resolved : try coerceIfPossible(resolved, to: type, at: node)
        }
        guard let written = Signature.nominalName(of: type) else { return value }
        let name = lexicalTypeName(written, writtenAt: type)
        // `let seen: Set<Int> = [1, 2]`, a function returning `Set<String>`: an array becomes a set.
        if name == "Set", case .array(let elements) = value { return .set(unique: elements) }
        switch value {
        // `static let all: Layers = [.a, .b]`: an array literal given to an `OptionSet` is one set of options.
        case .array(let options) where userType(name)?.conformances.contains("OptionSet") == true:
            return try optionSet(options, of: name, at: node)
        // `let mask: UInt8 = 0x0F`, `let ratio: Float = 0.5`: a number of the declared width.
        case .int, .double, .fixedWidthInteger, .float:
            if let typed = try Self.fixedWidth(value, as: name, at: node) { return typed }
            if case .int(let int) = value, Self.floatingPointNames.contains(name) { return .double(Double(int)) }
            return value
        case .symbol, .implicitCall:
            return try specialized(try resolveImplicit(value, typeName: name, at: node), as: type, at: node)
        case .enumCase: return try specialized(value, as: type, at: node)
        default: return value
        }
    }

    /// The type `written` names where `type` is written: `Mode` inside `FriendsList` (or its extensions) is
    /// `FriendsList.Mode`, not another type's nested `Mode`.
    func lexicalTypeName(_ written: String, writtenAt type: TypeSyntax) -> String {
        // Cached by node only for types written in the project's files (a type made from text has no parent,
        // nothing enclosing it, and an identity that a later one may reuse).
        if type.parent == nil { return written }
        if let known = lookups.lexicalTypeNames[type.id] { return known }
        let name = visibleNestedType(written, at: type, scope: nil)?.name ?? written
        lookups.lexicalTypeNames[type.id] = name
        return name
    }

    /// A case of a generic enum with its associated values of the type's generic arguments:
    /// `.failure(.corrupt(7))` returned as a `Result<Int, LoadError>` holds `LoadError.corrupt(7)`.
    private func specialized(_ value: Value, as type: TypeSyntax, at node: some SyntaxProtocol) throws -> Value {
        guard case .enumCase(var enumCase) = value, !enumCase.payload.isEmpty,
            let arguments = type.as(IdentifierTypeSyntax.self)?.genericArgumentClause?.arguments,
            let declaration = userType(enumCase.typeName), declaration.genericParameters.count == arguments.count,
            let element = declaration.enumCase(named: enumCase.caseName),
            let parameters = element.parameterClause?.parameters
        else { return value }
        let generics = Dictionary(
            zip(declaration.genericParameters, arguments.compactMap { $0.argument.as(TypeSyntax.self) })
        ) { first, _ in first }
        for (index, parameter) in parameters.enumerated() where index < enumCase.payload.count {
            guard let name = Signature.nominalName(of: parameter.type), let argument = generics[name] else { continue }
            enumCase.payload[index] = try coerceIfPossible(enumCase.payload[index], to: argument, at: node)
        }
        return .enumCase(enumCase)
    }

    /// How long an array may be before storing it reads the clock.
    static let elementsBetweenTimeChecks = 4_096

    /// Whether `value` already is a value of the library's `Int`, `String`, `Bool` or `Double`, or an instance of the
    /// project's type `name`: what `coerce` would give back unchanged.
    static func holds(_ value: Value, typeNamed name: String) -> Bool {
        switch value {
        case .int: return name == "Int"
        case .string: return name == "String"
        case .bool: return name == "Bool"
        case .double: return name == "Double"
        case .instance(let instance): return instance.type.name == name && !isPlainValueName(name)
        default: return false
        }
    }

    static func isPlainValueName(_ name: String) -> Bool { ["Int", "String", "Bool", "Double"].contains(name) }

    /// `coerce`, or `value` unchanged where it cannot be coerced here (an implicit member its context resolves
    /// later); running out of budget still stops evaluation.
    func coerceIfPossible(_ value: Value, to type: TypeSyntax, at node: some SyntaxProtocol) throws -> Value {
        do {
            return try coerce(value, to: type, at: node)
        } catch is EvaluationError {
            return value
        }
    }

    // MARK: Patterns

    /// Binds `pattern` to `value`, defining its names in `scope`. With `matching`, expression patterns compare
    /// instead (`case .dark:`, `case 0...9:`). Returns false when the value does not match.
    func bind(pattern: PatternSyntax, to value: Value, in scope: Scope, matching: Bool = false) throws -> Bool {
        switch pattern.as(PatternSyntaxEnum.self) {
        case .identifierPattern(let identifier):
            scope.define(identifier.identifier.bareName, value)
            return true
        case .wildcardPattern:
            return true
        case .valueBindingPattern(let binding):
            return try bind(pattern: binding.pattern, to: value, in: scope, matching: matching)
        case .tuplePattern(let tuple):
            // `let (data, _) = try await loader.fetch()` of a value previews could not make (reported where it was
            // made): each part is as unknown as the whole.
            if !matching, case .opaque(let what) = value {
                for element in tuple.elements {
                    _ = try bind(pattern: element.pattern, to: .opaque(what), in: scope, matching: false)
                }
                return true
            }
            guard case .tuple(let values, _) = value, values.count == tuple.elements.count else { return false }
            for (element, part) in zip(tuple.elements, values)
            where try !bind(pattern: element.pattern, to: part, in: scope, matching: matching) {
                return false
            }
            return true
        case .expressionPattern(let expressionPattern):
            return try matchExpressionPattern(expressionPattern.expression, value, scope: scope)
        case .isTypePattern(let isType):
            return conforms(value, to: isType.type)
        default:
            throw EvaluationError("the pattern '\(pattern.trimmedDescription)' is not supported", at: pattern)
        }
    }

    /// `case .loaded(let items)`, `case .idle`, `case 0...9`, `case "a"`, `case let x?`.
    private func matchExpressionPattern(_ expression: ExprSyntax, _ value: Value, scope: Scope) throws -> Bool {
        // `case (let x, 0)`, `case (0, _)`: a tuple pattern written as an expression, matched element by element.
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count > 1 {
            guard case .tuple(let parts, _) = value, parts.count == tuple.elements.count else { return false }
            for (element, part) in zip(tuple.elements, parts) {
                if let binding = element.expression.as(PatternExprSyntax.self) {
                    guard try bind(pattern: binding.pattern, to: part, in: scope, matching: true) else { return false }
                } else if !element.expression.is(DiscardAssignmentExprSyntax.self),
                    try !matchExpressionPattern(element.expression, part, scope: scope)
                {
                    return false
                }
            }
            return true
        }
        if let optional = try matchOptionalCase(expression, value, scope: scope) { return optional }
        // `.loaded(let items)` / `Result.loaded(let items)`: an enum case with bindings for its payload.
        if let call = expression.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        {
            guard case .enumCase(let enumValue) = value, enumValue.caseName == member.declName.baseName.bareName,
                member.base.map({ isPatternType($0, of: enumValue, scope: scope) }) ?? true
            else {
                return false
            }
            for (index, argument) in call.arguments.enumerated() {
                guard index < enumValue.payload.count else { return false }
                let part = enumValue.payload[index]
                if let binding = argument.expression.as(PatternExprSyntax.self) {
                    guard try bind(pattern: binding.pattern, to: part, in: scope, matching: true) else { return false }
                } else if argument.expression.is(DiscardAssignmentExprSyntax.self) {
                    continue
                } else if try !matchExpressionPattern(argument.expression, part, scope: scope) {
                    return false
                }
            }
            return true
        }
        if let binding = expression.as(PatternExprSyntax.self) {
            return try bind(pattern: binding.pattern, to: value, in: scope, matching: true)
        }
        if expression.is(DiscardAssignmentExprSyntax.self) { return true }
        // `catch let error as APIError`, `case let count as Int`: a value of that type, bound to the name.
        if let cast = expression.as(AsExprSyntax.self), cast.questionOrExclamationMark == nil {
            guard conforms(value, to: cast.type) else { return false }
            if let name = cast.expression.as(DeclReferenceExprSyntax.self)?.baseName.bareName {
                scope.define(name, value)
                return true
            }
            return try matchExpressionPattern(cast.expression, value, scope: scope)
        }
        // `case let x?`: matches a non-nil value.
        if let optional = expression.as(OptionalChainingExprSyntax.self) {
            if case .null = value { return false }
            return try matchExpressionPattern(optional.expression, value, scope: scope)
        }
        if let inRange = try matchRangePattern(expression, value, scope: scope) { return inRange }
        let candidate = try evaluate(expression, scope: scope)
        // `catch StorageError.notFound` for a `NetworkError.notFound`: the same case name of another enum.
        if case .enumCase(let expected) = candidate, case .enumCase(let actual) = value,
            !Self.sameEnum(expected.typeName, actual.typeName)
        {
            return false
        }
        // `case "A"..."H":`, `case limits:`: a value the range holds.
        if let holds = try range(candidate, contains: value, at: expression) { return holds }
        return try equal(value, candidate, at: expression)
    }

    /// `case .some(let wrapped)`, `case .some` and `case .none` (also `Optional.some`, `Optional.none`): the cases of
    /// `Optional`, which previews hold as the wrapped value itself or nil. Nil where the pattern is neither, and where
    /// a value that is not nil decides against `.none` as before (an enum's own `none` case).
    private func matchOptionalCase(_ expression: ExprSyntax, _ value: Value, scope: Scope) throws -> Bool? {
        let call = expression.as(FunctionCallExprSyntax.self)
        guard let member = (call?.calledExpression ?? expression).as(MemberAccessExprSyntax.self),
            member.base.map({ $0.trimmedDescription.hasPrefix("Optional") }) ?? true
        else { return nil }
        let name = member.declName.baseName.bareName
        if case .enumCase(let enumCase) = value, enumCase.caseName == name { return nil }
        switch (name, call) {
        case ("none", nil):
            if case .null = value { return true }
            return nil
        // `case (_, .some):` matches whatever value the optional holds.
        case ("some", nil):
            if case .null = value { return false }
            return true
        case ("some", let call?) where call.arguments.count == 1:
            if case .null = value { return false }
            let wrapped = call.arguments.first!.expression
            if let binding = wrapped.as(PatternExprSyntax.self) {
                return try bind(pattern: binding.pattern, to: value, in: scope, matching: true)
            }
            if wrapped.is(DiscardAssignmentExprSyntax.self) { return true }
            return try matchExpressionPattern(wrapped, value, scope: scope)
        default:
            return nil
        }
    }

    /// Whether the type a case pattern names (`NetworkError` in `catch NetworkError.failed(let code)`) is the enum
    /// of `value`; a base that is no type previewd knows (`Self`, another module's) does not decide.
    private func isPatternType(_ base: ExprSyntax, of value: EnumValue, scope: Scope) -> Bool {
        guard case .type(let named)? = quietly({ try? evaluate(base, scope: scope) }), named != "Self" else {
            return true
        }
        return Self.sameEnum(project.index.canonicalName(named), value.typeName)
    }

    /// Whether two enum type names name one enum: as written (`Outer.Kind`) or by its simple name (`Kind`).
    static func sameEnum(_ first: String, _ second: String) -> Bool {
        first == second || first.split(separator: ".").last == second.split(separator: ".").last
    }

    /// `case 0...1`, `case ..<0.5`, `case 10...`: a number against a range written in the pattern, compared with
    /// its bounds as the pattern spells them, so `0...1` includes 1 and `1..<5` excludes 5 for a `Double` subject
    /// too (nil: not a range pattern, or the subject is not a number).
    func matchRangePattern(_ expression: ExprSyntax, _ value: Value, scope: Scope) throws -> Bool? {
        guard let subject = Convert.number(value) else { return nil }
        func bound(_ expression: ExprSyntax) throws -> Double? {
            Convert.number(try evaluate(expression, scope: scope))
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self),
            let token = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
            token == "..." || token == "..<"
        {
            guard let lower = try bound(infix.leftOperand), let upper = try bound(infix.rightOperand) else {
                return nil
            }
            return subject >= lower && (token == "..." ? subject <= upper : subject < upper)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), ["...", "..<"].contains(prefix.operator.text) {
            guard let upper = try bound(prefix.expression) else { return nil }
            return prefix.operator.text == "..." ? subject <= upper : subject < upper
        }
        if let postfix = expression.as(PostfixOperatorExprSyntax.self), postfix.operator.text == "..." {
            guard let lower = try bound(postfix.expression) else { return nil }
            return subject >= lower
        }
        return nil
    }

    // MARK: Assignment

    /// `x = v`, `self.x = v`, `a.b.c = v`, `a[i] = v`, `x += v`: writes through to where the value is stored.
    func assign(_ assignment: InfixOperatorExprSyntax, scope: Scope) throws {
        var value = try evaluate(assignment.rightOperand, scope: scope)
        if let token = assignment.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, token != "=" {
            let current = try evaluate(assignment.leftOperand, scope: scope)
            value = try arithmetic(String(token.dropLast()), current, value, at: assignment)
        }
        try store(value, into: assignment.leftOperand, scope: scope)
    }

    /// The type `[Key: Value]()` or `[Element]()` constructs, as a declaration without an annotation declares it.
    static func constructedCollectionType(_ initializer: InitializerClauseSyntax) -> TypeSyntax? {
        guard let call = initializer.value.as(FunctionCallExprSyntax.self),
            collectionTypeSugar(call.calledExpression) != nil
        else { return nil }
        return TypeSyntax("\(raw: call.calledExpression.trimmedDescription)")
    }

    /// The element type of a container's declared array or dictionary type (a variable's, a property's), for a
    /// value stored through a subscript.
    func elementType(of container: ExprSyntax, in scope: Scope) -> TypeSyntax? {
        guard let type = declaredType(of: container, scope: scope) else { return nil }
        if let dictionary = type.as(DictionaryTypeSyntax.self) { return dictionary.value }
        if let array = type.as(ArrayTypeSyntax.self) { return array.element }
        return nil
    }

    /// `effects = .original` where `effects` holds a `PhotoEffects` and declares no type: the implicit member is
    /// looked up in the type of the value the place holds now, as Swift's inferred type of the variable would.
    private func resolvedLike(_ current: Value?, _ value: Value, at node: some SyntaxProtocol) throws -> Value {
        guard value.isImplicitMember, let current else { return value }
        switch current {
        case .instance(let instance): return try resolveImplicit(value, typeName: instance.type.name, at: node)
        case .enumCase(let enumCase): return try resolveImplicit(value, typeName: enumCase.typeName, at: node)
        default: return value
        }
    }

    /// Whether `expression` names a variable or a stored property (not `self`, a call or a computed property), so a
    /// struct read from it can be stored back.
    private func isStoredPlace(_ expression: ExprSyntax, scope: Scope) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.tokenKind != .keyword(.self) && reference.baseName.text != "self"
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            isStoredPlace(base, scope: scope), case .instance(let owner)? = try? evaluate(base, scope: scope)
        else { return false }
        return owner.type.storedProperties.contains { $0.name == member.declName.baseName.bareName }
    }

    /// Whether `value` is an instance whose type declares `name` itself (a project's property wrapper's
    /// `wrappedValue`), rather than a value standing for a wrapper of SwiftUI's.
    private func hasOwnMember(_ name: String, _ value: Value) -> Bool {
        guard case .instance(let instance) = value else { return false }
        return instance.properties[name] != nil || findMember(name, in: instance.type) != nil
    }

    /// Writes `value` to the place `target` names.
    func store(_ value: Value, into target: ExprSyntax, scope: Scope) throws {
        if target.is(DiscardAssignmentExprSyntax.self) { return }
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            var name = reference.baseName.bareName
            // A variable with a declared type holds values of that type (a tuple takes its labels, a literal its type);
            // without one, the type of the value it holds now gives an implicit member its meaning.
            var value =
                try scope.declaredType(of: name).map { try coerceIfPossible(value, to: $0, at: target) } ?? value
            value = try resolvedLike(scope.lookup(name) ?? scope.selfInstance?.properties[name], value, at: target)
            // `_count = State(initialValue: 0)`: the wrapper's storage stands for the property, unless the type
            // declares a property of that name itself (`private let _fetch: () async -> Bool`).
            if name.hasPrefix("_"), name.count > 1, scope.lookup(name) == nil,
                scope.selfInstance.map({ storedProperty(named: name, in: $0.type) == nil }) ?? true
            {
                name.removeFirst()
                if let instance = scope.selfInstance,
                    try assignWrapperStorage(name, of: instance, to: value, at: target)
                {
                    return
                }
            }
            if scope.assign(name, value) { return }
            // `self = .success(…)` anywhere in an enum's initialiser (`runExtensionInitializer`): the value it makes.
            if name == "self", let type = scope.selfType, scope.lookup("__result") != nil {
                _ = scope.assign("__result", try resolveImplicit(value, typeName: type.name, at: target))
                return
            }
            // `self = .node(…)` in a mutating method of an enum: the method's `self` is that value now.
            if name == "self", case .enumCase(let current)? = scope.selfValue {
                scope.replaceSelf(with: try resolveImplicit(value, typeName: current.typeName, at: target))
                return
            }
            // `self = …` or `self[i] = …` in a mutating method a project adds to a built-in type.
            if name == "self", let current = scope.selfValue, !Self.builtinTypeNames(of: current).isEmpty {
                scope.replaceSelf(with: value)
                return
            }
            // `self = decoded` in a struct's initialiser: the instance takes the other value's properties.
            if name == "self", let instance = scope.selfInstance, case .instance(let other) = value,
                other.type.name == instance.type.name, !instance.type.isClass
            {
                noteWrite(to: instance)
                instance.properties = other.copy().properties
                return
            }
            // A name `self` does not have is the global of that name, where there is one (`log.append(…)` in a
            // method, with `var log` at the top level).
            if let instance = scope.selfInstance,
                project.index.globals[name] == nil || instance.properties[name] != nil
                    || findMember(name, in: instance.type) != nil
            {
                try setStoredProperty(name, of: instance, to: value, at: target)
                return
            }
            if let type = scope.selfType, type.members[name] != nil {
                noteGlobalWrite()
                staticValues[type.name + "." + name] = value.stored
                return
            }
            if project.index.globals[name] != nil {
                noteGlobalWrite()
                // `counter += 1` in a method, with `var counter = 0` at a program's top level: that variable.
                if let topLevel = programTopLevel, topLevel.ownValue(name) != nil {
                    let value =
                        try topLevel.declaredType(of: name).map {
                            try coerceIfPossible(value, to: $0, at: target)
                        } ?? value
                    _ = topLevel.assign(name, value)
                    return
                }
                staticValues["global." + name] = value.stored
                return
            }
            throw EvaluationError("cannot assign to '\(name)'", at: target)
        }
        if let member = target.as(MemberAccessExprSyntax.self), let baseExpression = member.base {
            var name = member.declName.baseName.bareName
            let base = try evaluate(baseExpression, scope: scope)
            var isStorage = name.hasPrefix("_") && name.count > 1
            if isStorage, case .instance(let instance) = base, storedProperty(named: name, in: instance.type) != nil {
                isStorage = false  // `self._fetch = { … }`: a property the type declares with that name
            }
            if isStorage { name.removeFirst() }
            if isStorage, case .instance(let instance) = base,
                try assignWrapperStorage(name, of: instance, to: value, at: target)
            {
                return
            }
            // `binding.wrappedValue = x`, `optionalBinding?.wrappedValue = x`: a binding stands for its value (as
            // `property` reads it), so this writes the binding itself, which passes the value on to the state it
            // binds; through a nil optional it writes nothing, as in Swift.
            if name == "wrappedValue", !hasOwnMember(name, base) {
                if case .null = base, baseExpression.is(OptionalChainingExprSyntax.self) { return }
                return try store(value, into: baseExpression, scope: scope)
            }
            switch base {
            case .instance(let instance):
                // A struct stored in a variable is the box itself here (reads do not copy), so this writes in place.
                var value = try resolvedLike(instance.properties[name], value, at: target)
                // `request.timeoutInterval = 15` on a type the semantic pass does not type (one of previewd's
                // own): the integer literal is stored as the property's type has it.
                if case .int = value, let type = storedProperty(named: name, in: instance.type)?.type {
                    value = try coerceIfPossible(value, to: type, at: target)
                }
                try setStoredProperty(name, of: instance, to: value, at: target)
                // A struct is a value: `effects.isMono = true` assigns a new `effects`, which passes on to whatever
                // holds it (the `@State` a `@Binding` stands for).
                if !instance.type.isClass, isStoredPlace(baseExpression, scope: scope) {
                    try store(base, into: baseExpression, scope: scope)
                }
            case .type(let typeName):
                noteGlobalWrite()
                staticValues[typeName + "." + name] = value.stored
            case .opaque:
                return
            // A Foundation or UIKit object is a reference: set in place, whatever expression reached it
            // (`UINavigationBar.appearance().tintColor = …`).
            case .native(.object):
                var object = base
                try setProperty(name, of: &object, to: value, at: member)
            default:
                var updated = base
                try setProperty(name, of: &updated, to: value, at: member)
                try store(updated, into: baseExpression, scope: scope)
            }
            return
        }
        if let subscriptCall = target.as(SubscriptCallExprSyntax.self) {
            var container = try evaluate(subscriptCall.calledExpression, scope: scope)
            // `person[keyPath: \.name] = "Ann"`: writes the member the key path names.
            if let argument = subscriptCall.arguments.first, argument.label?.text == "keyPath",
                subscriptCall.arguments.count == 1,
                case .keyPath(let path) = try evaluate(argument.expression, scope: scope)
            {
                let updated = try setting(keyPath: path, of: container, to: value, at: subscriptCall)
                return try store(updated, into: subscriptCall.calledExpression, scope: scope)
            }
            let value =
                try elementType(of: subscriptCall.calledExpression, in: scope)
                .map { try coerceIfPossible(value, to: $0, at: target) } ?? value
            let keys = try subscriptCall.arguments.map { try evaluate($0.expression, scope: scope) }
            guard let key = keys.first else { throw EvaluationError("subscript needs an index", at: subscriptCall) }
            // The project's own subscript setter: in place on an instance, a new `self` for a standard library value.
            if Self.meansDeclaredSubscript(of: container, firstLabel: subscriptCall.arguments.first?.label?.text) {
                guard
                    let declared = try declaredSubscript(
                        of: container, subscriptArguments(subscriptCall, keys), setting: value, at: subscriptCall)
                else {
                    throw EvaluationError(
                        "no subscript of '\(container.kindName)' takes these arguments", at: subscriptCall)
                }
                return try store(declared.updatedSelf, into: subscriptCall.calledExpression, scope: scope)
            }
            switch (container, key) {
            case (.array(var values), .int(let index)):
                guard values.indices.contains(index) else {
                    throw EvaluationError("index \(index) is out of range", at: subscriptCall)
                }
                values[index] = value.stored
                container = .array(values)
            case (.dictionary(var dictionary), _):
                dictionary[key] = value.isNull ? nil : value.stored
                container = .dictionary(dictionary)
            // `attributed[range].foregroundColor = .red` writes the styled slice back over the characters it came from.
            case (.native(.attributedString(let runs)), .range(let lower, let upper, _)):
                guard case .native(.attributedString(let replacement)) = value else {
                    throw EvaluationError("an AttributedString range takes an AttributedString", at: subscriptCall)
                }
                let count = AttributedStrings.text(runs).count
                let bounds = try Self.slice(lower, upper, count: count, of: "an attributed string", at: subscriptCall)
                container = .native(.attributedString(AttributedStrings.replacing(runs, bounds, with: replacement)))
            default:
                throw EvaluationError(
                    "assignment through a subscript of '\(container.kindName)' is not supported", at: subscriptCall)
            }
            try store(container, into: subscriptCall.calledExpression, scope: scope)
            return
        }
        if let optional = target.as(OptionalChainingExprSyntax.self) {
            return try store(value, into: optional.expression, scope: scope)
        }
        if let unwrap = target.as(ForceUnwrapExprSyntax.self) {
            return try store(value, into: unwrap.expression, scope: scope)
        }
        if let tuple = target.as(TupleExprSyntax.self), tuple.elements.count == 1 {
            return try store(value, into: tuple.elements.first!.expression, scope: scope)
        }
        // `(a, b) = (b, a)`: the right side is evaluated whole first, then each element goes to its place.
        if let tuple = target.as(TupleExprSyntax.self), case .tuple(let values, _) = value,
            values.count == tuple.elements.count
        {
            for (element, part) in zip(tuple.elements, values) {
                try store(part, into: element.expression, scope: scope)
            }
            return
        }
        throw EvaluationError("assignment to '\(target.trimmedDescription.prefix(40))' is not supported", at: target)
    }
}
