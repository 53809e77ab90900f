import PreviewModel
import PreviewViews
import SwiftSyntax

/// A project's own `Layout` types (`struct FlowLayout: Layout { … }`), called with their content as SwiftUI allows:
/// `FlowLayout(spacing: 8) { … }`, `(DonutLatticeLayout()) { … }`, or a value such as `AnyLayout(FlowLayout())`
/// called later (`layout { … }`). The view is a `ViewNode.customLayout` whose layout code runs during layout
/// (`InterpretedLayout`), with the `LayoutSubview`, `ProposedViewSize` and `ViewSpacing` of the prelude
/// (`Prelude+Layout.swift`).
extension Evaluator {
    /// Whether `type` is a `Layout`: it conforms, directly or through the project's own protocols.
    func isLayout(_ type: TypeDeclaration) -> Bool {
        var pending = [type], visited: Set<String> = []
        while let next = pending.popLast() {
            if next.conformances.contains("Layout") { return true }
            guard visited.insert(next.name).inserted else { continue }
            pending += next.conformances.compactMap { userType($0) }
        }
        return false
    }

    /// `FlowLayout(spacing: 8) { … }`: a layout type called with its arguments and then its content, which Swift
    /// hands to the layout's `callAsFunction`. Nil when `type` is not a layout or no content closure trails.
    func layoutCall(_ type: TypeDeclaration, arguments: [Argument], at call: FunctionCallExprSyntax) throws -> Value? {
        guard let content = arguments.last, content.isTrailingClosure, case .function = content.value, isLayout(type)
        else {
            return nil
        }
        let layout = try instantiate(type, arguments: Array(arguments.dropLast()), at: call)
        return try layoutView(layout, type: type, content: content, at: call)
    }

    /// A layout value called with its content (`layout { … }`): the view its code lays out.
    func layoutView(_ layout: Value, type: TypeDeclaration, arguments: [Argument], at node: some SyntaxProtocol) throws
        -> Value
    {
        guard arguments.count == 1, let content = arguments.first else {
            throw EvaluationError(
                "the layout '\(type.name)' is called with its content only (\(Self.labels(arguments)))", at: node)
        }
        return try layoutView(layout, type: type, content: content, at: node)
    }

    private func layoutView(_ layout: Value, type: TypeDeclaration, content: Argument, at node: some SyntaxProtocol)
        throws -> Value
    {
        touch(type)
        let children = ViewNode.flatten([try viewOrPlaceholder(content.value, at: content.node)])
        let algorithm = InterpretedLayout(layout.stored, type: type, runner: LayoutRunner.of(self), at: Syntax(node))
        return .view(.customLayout(CustomLayout(algorithm), children: children))
    }

    /// Calls the layout's method `name` (one of the `Layout` requirements) with `arguments`; `cache` takes what its
    /// `cache` parameter (`inout`) held when it returned.
    func callLayoutMethod(
        _ name: String, of layout: Value, type: TypeDeclaration, arguments: [Argument], cache: inout Value,
        at node: Syntax
    ) throws -> Value {
        for function in findOverloads(name, in: type) {
            guard let body = function.body else { continue }
            let signature = signature(
                of: function.signature.parameterClause, generics: function.genericParameterClause, in: type)
            guard let bound = Binder.bind(arguments, to: signature, fits: fits) else { continue }
            touch(type)
            return try nested(node) {
                let scope = Scope(selfValue: layout, selfType: type)
                try define(signature, bound, in: scope, at: node)
                let result = try runBody(body.statements, scope: scope)
                // `cache` is the last parameter of every requirement that takes it (the first of `updateCache`).
                let cacheIndex =
                    name == "updateCache"
                    ? signature.parameters.startIndex
                    : signature.parameters.index(before: signature.parameters.endIndex)
                if signature.parameters.indices.contains(cacheIndex),
                    let final = scope.ownValue(signature.parameters[cacheIndex].name)
                {
                    cache = final
                }
                return result
            }
        }
        throw EvaluationError(
            "the layout '\(type.name)' has no '\(name)' that takes (\(Self.labels(arguments)))", at: node)
    }

    /// `ProposedViewSize` for `proposal`.
    func proposedViewSize(_ proposal: LayoutProposal) -> Value {
        guard let type = userType("ProposedViewSize") else { return .opaque("ProposedViewSize") }
        return .instance(Instance(type: type, properties: [
            "width": proposal.width.map(Value.double) ?? .null, "height": proposal.height.map(Value.double) ?? .null,
        ]))
    }

    /// The proposal a `ProposedViewSize` value (or `.zero`, `.unspecified`, `.infinity`) describes.
    func layoutProposal(_ value: Value, at node: some SyntaxProtocol) throws -> LayoutProposal {
        switch value {
        case .instance(let instance) where instance.type.name == "ProposedViewSize":
            return LayoutProposal(
                width: instance.properties["width"].flatMap(Convert.number),
                height: instance.properties["height"].flatMap(Convert.number))
        case .symbol("zero"): return LayoutProposal(width: 0, height: 0)
        case .symbol("unspecified"): return LayoutProposal(width: nil, height: nil)
        case .symbol("infinity"): return LayoutProposal(width: .infinity, height: .infinity)
        case .native(.size(let size)): return LayoutProposal(width: size.width, height: size.height)
        default: throw EvaluationError("expected a ProposedViewSize but found \(value.kindName)", at: node)
        }
    }

    /// The prelude's `LayoutSubview` for one of layout's subviews: what the project's code measures and places.
    func layoutSubview(_ subview: any CustomLayoutSubview, at node: Syntax) -> Value {
        guard let type = userType("LayoutSubview") else { return .opaque("LayoutSubview") }
        let measure = Value.function(
            .builtin("sizeThatFits") { evaluator, arguments in
                guard let proposal = arguments.first else {
                    throw EvaluationError("'sizeThatFits' takes a proposal", at: node)
                }
                return .native(
                    .size(subview.sizeThatFits(try evaluator.layoutProposal(proposal.value, at: proposal.node))))
            })
        let place = Value.function(
            .builtin("place") { evaluator, arguments in
                guard arguments.count == 3, case .native(.point(let position)) = arguments[0].value else {
                    throw EvaluationError("'place' takes a position, an anchor and a proposal", at: node)
                }
                let anchor = Convert.unitPoint(arguments[1].value) ?? .topLeading
                subview.place(
                    at: position, anchor: anchor,
                    proposal: try evaluator.layoutProposal(arguments[2].value, at: arguments[2].node))
                return .void
            })
        let value = Value.function(
            .builtin("layoutValue") { evaluator, arguments in
                guard let key = arguments.first, case .type(let keyName) = key.value else {
                    throw EvaluationError(
                        "a subview's layout value is read with its key type (subview[Key.self])", at: node)
                }
                return try evaluator.layoutValue(keyName, of: subview.node, at: key.node)
            })
        return .instance(
            Instance(
                type: type,
                properties: [
                    "measure": measure, "placing": place, "layoutValue": value, "priority": .double(subview.priority),
                    "spacing": defaultViewSpacing,
                ]))
    }

    /// `ViewSpacing()`: the system spacing every view prefers.
    private var defaultViewSpacing: Value {
        guard let type = userType("ViewSpacing") else { return .opaque("ViewSpacing") }
        return .instance(Instance(type: type, properties: ["length": .double(ViewSpacingLength.system)]))
    }

    /// What `.layoutValue(key: Key.self, value:)` set on `node` or a modifier around it, else `Key.defaultValue`.
    func layoutValue(_ key: String, of node: ViewNode, at syntax: some SyntaxProtocol) throws -> Value {
        var current = node
        while true {
            switch current {
            case .layoutValue(let value, let content):
                if value.key == key, let value = value.value as? Value { return value }
                current = content
            case .padding(_, let content), .frame(_, let content), .fixedSize(_, _, let content),
                .aspectRatio(_, _, let content),
                .layoutPriority(_, let content), .offset(_, _, let content), .position(_, _, let content),
                .clip(_, let content),
                .effect(_, let content), .ignoresSafeArea(_, let content), .environment(_, let content),
                .tapTarget(_, let content),
                .alignmentGuide(_, let content), .decoration(_, _, _, let content):
                current = content
            default:
                guard let type = userType(key) else {
                    throw EvaluationError("the layout value key '\(key)' is not a type of the project", at: syntax)
                }
                return try staticMember("defaultValue", of: type, at: syntax)
            }
        }
    }
}

/// The spacing SwiftUI puts between two views by default on iOS (`ViewSpacing().distance(to:along:)`).
enum ViewSpacingLength {
    static let system = 8.0
}

extension Vocabulary {
    /// `.layoutValue(key:value:)` and the grid layout as a value (`AnyLayout(GridLayout())`); the stack layouts are
    /// with the stacks (`Vocabulary+Stacks.swift`).
    static let customLayoutModifiers: [Construct] = [
        Construct("layoutValue", "(key: Any, value: Any)") { call in
            guard case .type(let key) = call["key"] else {
                throw EvaluationError(
                    "'.layoutValue(key:value:)' takes the key's type (Key.self)", at: call.node("key"))
            }
            let value = call["value"]
            return .view(
                .layoutValue(
                    LayoutValue(key: key, value: value, description: call.evaluator.describeQuietly(value)),
                    try call.receiverView))
        }
    ]
}
