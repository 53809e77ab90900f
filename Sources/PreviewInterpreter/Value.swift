import PreviewModel
import PreviewViews
import SwiftSyntax

/// A value the interpreter computes. Views are values too, as in SwiftUI.
indirect enum Value {
    case void
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case view(ViewNode)
    case color(ColorValue)
    case font(FontSpec)
    case array([Value])
    /// A half-open integer range (`0..<3`; `0...2` is stored as `0..<3`).
    case range(Int, Int)
    /// An instance of one of the project's own types.
    case instance(Instance)
    /// A type used as a value (`Color`, `Font`, `CardView`), for static members and initialisers.
    case type(String)
    /// An enum case or an implicit member whose type is known only from where it is used (`.leading`, `.dark`).
    case symbol(String)
    /// An implicit member call whose type is known only from where it is used (`.system(size: 20)`).
    case implicitCall(String, [Argument])
    case closure(Closure)
    /// A key path such as `\.colorScheme` or `\.self`, by its text after the backslash.
    case keyPath(String)

    /// A short description of the kind of value, for diagnostics.
    var kindName: String {
        switch self {
        case .void: return "Void"
        case .null: return "nil"
        case .bool: return "Bool"
        case .int: return "Int"
        case .double: return "Double"
        case .string: return "String"
        case .view: return "some View"
        case .color: return "Color"
        case .font: return "Font"
        case .array: return "Array"
        case .range: return "Range"
        case .instance(let instance): return instance.type.name
        case .type(let name): return "\(name).Type"
        case .symbol(let name): return ".\(name)"
        case .implicitCall(let name, _): return ".\(name)(…)"
        case .closure: return "closure"
        case .keyPath(let path): return "\\\(path)"
        }
    }
}

/// An argument of a call, evaluated, with its label.
struct Argument {
    var label: String?
    var value: Value
    var node: ExprSyntax
}

/// An instance of a project type: its stored property values. Views are structs, so nothing mutates one after
/// initialisation except its own initialiser.
final class Instance {
    let type: TypeDeclaration
    var properties: [String: Value]

    init(type: TypeDeclaration, properties: [String: Value] = [:]) {
        self.type = type
        self.properties = properties
    }
}

/// A closure expression with the scope it was written in.
struct Closure {
    var syntax: ClosureExprSyntax
    var scope: Scope

    /// Parameter names, from `{ a, b in }`, `{ (a: Int) in }`, or `$0`, `$1` when none are written.
    var parameterNames: [String] {
        guard let parameters = syntax.signature?.parameterClause else { return [] }
        switch parameters {
        case .simpleInput(let list): return list.map { $0.name.text }
        case .parameterClause(let clause): return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        }
    }
}

/// Variables visible at a point of evaluation, and the value `self` refers to.
final class Scope {
    private var variables: [String: Value] = [:]
    let parent: Scope?
    /// `self`: an instance of a project type, or a view inside an `extension View` method.
    let selfValue: Value?

    init(parent: Scope? = nil, selfValue: Value? = nil) {
        self.parent = parent
        self.selfValue = selfValue ?? parent?.selfValue
    }

    var selfInstance: Instance? {
        if case .instance(let instance) = selfValue { return instance }
        return nil
    }

    func define(_ name: String, _ value: Value) { variables[name] = value }

    func lookup(_ name: String) -> Value? {
        if let value = variables[name] { return value }
        return parent?.lookup(name)
    }

    /// Assigns to an existing variable in this scope or an enclosing one; returns false if none is found.
    func assign(_ name: String, _ value: Value) -> Bool {
        if variables[name] != nil {
            variables[name] = value
            return true
        }
        return parent?.assign(name, value) ?? false
    }
}
