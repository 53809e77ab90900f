import PreviewModel
import PreviewViews
import SwiftSyntax

/// What taps have changed in one preview for one client: the values of its `@State` properties, by the view
/// holding them. An evaluation starts from it and hands on a new one (`Evaluation.state`).
///
/// A view's identity is its type and the order its body was evaluated among views of that type
/// (`CounterView#1`), and `preview` for the `@Previewable @State` variables of a `#Preview` body: stable while the
/// code does not change, which is as long as the daemon keeps a state (an edit resets it).
///
/// `@unchecked Sendable`: values can be instances of the project's classes, shared with the evaluation that made
/// them. The daemon hands a state from one evaluation to the next of the same client, one at a time.
package struct InteractionState: @unchecked Sendable {
    var values: [String: Value] = [:]

    package init() {}

    package var isEmpty: Bool { values.isEmpty }

    /// The values as text, for tests and logs.
    package var summary: [String: String] {
        values.mapValues { value in
            switch value {
            case .bool(let bool): return String(bool)
            case .int(let int): return String(int)
            case .double(let double): return String(double)
            case .string(let string): return string
            default: return value.kindName
            }
        }
    }
}

/// Something a tap runs, numbered by evaluation order (`ViewNode.tapTarget`).
enum Interaction {
    /// A closure: a `Button`'s action, `.onTapGesture`'s `perform`.
    case action(Value)
    /// A `Bool` binding to flip: a `Toggle`'s `isOn`.
    case toggle(BindingOrigin)
    /// A number binding to change by a step, kept within bounds: a `Stepper`'s halves.
    case step(BindingOrigin, by: Double, within: ClosedRange<Double>?)
}

/// A view or a preview body holding `@State`, whose values are read back after a tap.
struct StateHolder {
    var identity: String
    var names: [String]
    var instance: Instance?
    var scope: Scope?
}

extension Evaluator {
    /// Wraps `view` so a tap on it runs `interaction`.
    func tapTarget(_ view: ViewNode, running interaction: Interaction) -> ViewNode {
        interactions.append(interaction)
        return .tapTarget(id: interactions.count - 1, view)
    }

    /// The binding a `$value` argument of the call stands for, or nil for any other argument (`.constant(true)`).
    func bindingOrigin(of argument: Syntax) -> BindingOrigin? {
        guard let expression = argument.as(ExprSyntax.self), let target = Self.bindingTarget(expression),
            let scope = bindingScopes[expression.id]
        else { return nil }
        return BindingOrigin(target: target, scope: scope)
    }

    /// The place a binding expression writes to: `$flag` → `flag`, `$model.flag` → `model.flag`,
    /// `model.$flag` → `model.flag`; nil when `expression` is not a binding.
    static func bindingTarget(_ expression: ExprSyntax) -> ExprSyntax? {
        func unprefixed(_ reference: DeclReferenceExprSyntax) -> DeclReferenceExprSyntax? {
            let name = reference.baseName.text
            guard name.hasPrefix("$"), name.count > 1, !name.dropFirst().allSatisfy(\.isNumber) else { return nil }
            return DeclReferenceExprSyntax(baseName: .identifier(String(name.dropFirst())))
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return unprefixed(reference).map(ExprSyntax.init)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            if let reference = base.as(DeclReferenceExprSyntax.self), let stripped = unprefixed(reference) {
                return ExprSyntax(member.with(\.base, ExprSyntax(stripped)))
            }
            if let stripped = unprefixed(member.declName) {
                return ExprSyntax(member.with(\.declName, stripped))
            }
        }
        return nil
    }

    /// Gives a view its `@State` values from earlier taps, and remembers it to read them back.
    func restoreState(of instance: Instance) {
        let names = instance.type.storedProperties.filter { ["State", "StateObject"].contains($0.wrapper) }.map(\.name)
        guard !names.isEmpty else { return }
        let ordinal = bodyOrdinals[instance.type.name, default: 0]
        bodyOrdinals[instance.type.name] = ordinal + 1
        let identity = "\(instance.type.name)#\(ordinal)"
        for name in names {
            if let value = restoredState.values["\(identity).\(name)"] { instance.properties[name] = value.stored }
        }
        stateHolders.append(StateHolder(identity: identity, names: names, instance: instance))
    }

    /// A `@Previewable @State var` of a `#Preview` body: its value from earlier taps, if any.
    func restorePreviewState(_ name: String, in scope: Scope) {
        if let value = restoredState.values["preview.\(name)"] { scope.define(name, value) }
        stateHolders.append(StateHolder(identity: "preview", names: [name], scope: scope))
    }

    /// An object the preview's own code makes (`NotesView(model: .sample)`, `.environmentObject(Monitor())`):
    /// the one an earlier tap acted on, if any. Xcode runs a preview's code once and a tap changes the objects it
    /// made; previewd evaluates the preview again after a tap, so it hands the same objects back, by the order the
    /// preview made objects of their class.
    func previewObject(of type: TypeDeclaration, make: () throws -> Value) throws -> Value {
        let ordinal = previewObjectOrdinals[type.name, default: 0]
        previewObjectOrdinals[type.name] = ordinal + 1
        let identity = "object.\(type.name)#\(ordinal)"
        if case .instance(let kept)? = restoredState.values[identity], kept.type.name == type.name {
            previewObjects.append((identity, .instance(kept)))
            return .instance(kept)
        }
        let value = try make()
        if case .instance = value { previewObjects.append((identity, value)) }
        return value
    }

    /// Runs interaction `id`; false when there is no such interaction. What it throws is reported.
    func perform(_ id: Int) -> Bool {
        guard interactions.indices.contains(id) else { return false }
        didPerform = true
        isRunningTap = true
        defer { isRunningTap = false }
        do {
            switch interactions[id] {
            case .action(let closure):
                _ = try invoke(closure, arguments: [], at: preview.node)
            case .toggle(let origin):
                let current = try evaluate(origin.target, scope: origin.scope)
                guard case .bool(let isOn) = current else {
                    throw EvaluationError(
                        "the toggle's binding holds '\(current.kindName)', not a Bool", at: origin.target)
                }
                try store(.bool(!isOn), into: origin.target, scope: origin.scope)
            case .step(let origin, let step, let bounds):
                let current = try evaluate(origin.target, scope: origin.scope)
                guard let number = Convert.number(current) else {
                    throw EvaluationError(
                        "the stepper's binding holds '\(current.kindName)', not a number", at: origin.target)
                }
                var stepped = number + step
                if let bounds { stepped = min(max(stepped, bounds.lowerBound), bounds.upperBound) }
                // An Int stays an Int while the result fits one (a hostile step of 1e300 does not trap).
                var value = Value.double(stepped)
                if case .int = current, let whole = Int(exactly: stepped.rounded()) { value = .int(whole) }
                try store(value, into: origin.target, scope: origin.scope)
            }
        } catch let error as EvaluationError {
            report("the tap's action stopped: \(error.message)", at: error.node)
        } catch let error as any EvaluationStop {
            report("the tap's action stopped: \(error.message)", at: error.node, error.severity)
        } catch let error as ThrownValue {
            report(
                "the tap's action threw an error that nothing caught: \(describeThrown(error.value))", at: error.node)
        } catch {
            report(
                "internal error in previewd while running a tap: \(error); please report it", at: preview.node, .error)
        }
        return true
    }

    /// The `@State` values of this evaluation, as they are now.
    func capturedState() -> InteractionState {
        var state = InteractionState()
        for holder in stateHolders {
            for name in holder.names {
                let value = holder.instance?.properties[name] ?? holder.scope?.lookup(name)
                if let value { state.values["\(holder.identity).\(name)"] = value.stored }
            }
        }
        // Objects are kept once a tap has run: a plain evaluation's state stays empty, so it is shared by every
        // client, and each client's first tap starts from objects of its own.
        if didPerform || !restoredState.isEmpty {
            for object in previewObjects { state.values[object.identity] = object.value }
        }
        return state
    }

    /// After `instance.name` was assigned: a `@Binding` property passes the write on to the state it binds.
    func writeThrough(_ instance: Instance, _ name: String, _ value: Value) throws {
        guard let origin = instance.bindingOrigins[name] else { return }
        try store(value, into: origin.target, scope: origin.scope)
    }
}
