import PreviewModel
import PreviewViews
import SwiftSyntax

/// A value the interpreter computes. Views are values too, as in SwiftUI.
///
/// `@unchecked Sendable` only so the vocabulary's constant tables can be static: values holding instances or
/// scopes never leave the evaluation thread that made them.
///
/// Numbers, Booleans, strings, collections, ranges of integers, names and instances are held in the value itself;
/// only the larger payloads, and those that hold a `Value` directly, are boxed (`indirect`). A model's loops make a
/// value for every operation, and a box for each was an allocation and its reference counting every time.
enum Value: @unchecked Sendable {
    case void
    /// `nil`, and `Optional.none`.
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    /// A value of a fixed-width integer type other than `Int` (`UInt8(200)`, `let mask: UInt32 = 0xFF`), with its
    /// type, which its arithmetic keeps to (Evaluator+FixedWidthNumbers).
    indirect case fixedWidthInteger(Int, IntegerType)
    /// A `Float`: its arithmetic rounds to single precision, and it prints as Swift prints one.
    case float(Float)
    case string(String)
    case array([Value])
    /// A `Set`: its elements once each, in the order they were first inserted (Swift's order is unspecified).
    case set([Value])
    case dictionary(DictionaryValue)
    /// An integer range by its half-open bounds (`0..<3`, and `0...2` as 0 and 3), and whether it was written closed
    /// (`0...2`): its `upperBound`, description and equality keep what was written.
    case range(Int, Int, closed: Bool)
    /// A range of other `Comparable` bounds (`0.0...1.0`, `"a"..<"n"`, dates), as written.
    indirect case comparableRange(ComparableRange)
    case tuple([Value], labels: [String?])
    case view(ViewNode)
    case color(ColorValue)
    indirect case font(FontSpec)
    /// A typed SwiftUI or Foundation value: alignments, edges, angles, gradients, dates, …
    indirect case native(NativeValue)
    /// An instance of one of the project's own structs or classes (structs are copied when stored).
    case instance(Instance)
    /// A case of one of the project's enums, with its associated values.
    indirect case enumCase(EnumValue)
    /// A type used as a value (`Color`, `Font`, `CardView`, `Profile.self`), for static members and initialisers.
    case type(String)
    /// An implicit member whose type is known only from where it is used (`.leading`, `.dark`, `.sample`).
    case symbol(String)
    /// An implicit member call whose type is known only from where it is used (`.system(size: 20)`).
    indirect case implicitCall(String, [Argument])
    indirect case function(Callable)
    /// A key path such as `\.colorScheme`, `\.self` or `\Item.name`, as its member names.
    case keyPath([String])
    /// A module of the project used as a qualifier (`Hamming.compute(…)`): its members are its top-level names.
    case module(String)
    /// A value from a framework or module previews cannot evaluate (SwiftData, MapKit, a package): absorbs
    /// member access and calls, and draws as a placeholder where a view is needed.
    case opaque(String)

    /// A short description of the kind of value, for diagnostics.
    var kindName: String {
        switch self {
        case .void: return "Void"
        case .null: return "nil"
        case .bool: return "Bool"
        case .int: return "Int"
        case .double: return "Double"
        case .fixedWidthInteger(_, let type): return type.name
        case .float: return "Float"
        case .string: return "String"
        case .array: return "Array"
        case .set: return "Set"
        case .dictionary: return "Dictionary"
        case .range(_, _, let closed): return closed ? "ClosedRange<Int>" : "Range<Int>"
        case .comparableRange(let range): return range.typeName
        case .tuple: return "tuple"
        case .view: return "some View"
        case .color: return "Color"
        case .font: return "Font"
        case .native(let native): return native.typeName
        case .instance(let instance): return instance.type.name
        case .enumCase(let value): return value.typeName
        case .type(let name): return "\(name).Type"
        case .symbol(let name): return ".\(name)"
        case .implicitCall(let name, _): return ".\(name)(…)"
        case .function: return "function"
        case .keyPath(let path): return "\\." + path.joined(separator: ".")
        case .opaque(let name): return name
        case .module(let name): return "module " + name
        }
    }

    /// The value to store in a variable or property: structs are values, so a stored struct is a copy.
    var stored: Value {
        switch self {
        case .instance(let instance) where !instance.type.isClass: return .instance(instance.copy())
        case .array(let values) where values.contains(where: \.isStruct): return .array(values.map(\.stored))
        default: return self
        }
    }

    private var isStruct: Bool {
        if case .instance(let instance) = self { return !instance.type.isClass }
        return false
    }

    var isSymbol: Bool {
        if case .symbol = self { return true }
        return false
    }

    /// `.name` or `.name(…)` not yet resolved against a type.
    var isImplicitMember: Bool {
        switch self {
        case .symbol, .implicitCall: return true
        default: return false
        }
    }

    /// A fixed-width integer as an `Int`, for what takes any integer; other values as they are.
    var asInt: Value {
        if case .fixedWidthInteger(let int, _) = self { return .int(int) }
        return self
    }

    var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// A number, string, Boolean, range or collection: a value of a standard library type, whose operators Swift
    /// picks over a project's generic ones.
    var isStandardLibraryValue: Bool {
        switch self {
        case .bool, .int, .double, .fixedWidthInteger, .float, .string, .array, .set, .dictionary, .range,
            .comparableRange:
            return true
        default: return false
        }
    }
}

/// An argument of a call, evaluated, with its label.
struct Argument {
    var label: String?
    var value: Value
    var node: ExprSyntax
    /// Written as a trailing closure (`VStack { … }`), which binds to the next closure parameter.
    var isTrailingClosure = false
    /// Written for a parameter the project declares `@autoclosure`: `value` is a function evaluating `node`.
    var isAutoclosure = false
}

/// An instance of a project struct or class: its stored property values.
final class Instance {
    let type: TypeDeclaration
    var properties: [String: Value] {
        didSet { writes &+= 1 }
    }
    /// How many times a property was written, however: a kept getter value of this instance is dropped once it
    /// changes, also where a write did not tell `GetterMemo`.
    private(set) var writes = 0
    /// `@Binding` properties initialised from a `$binding`: where a write to them goes too (the parent's state).
    var bindingOrigins: [String: BindingOrigin] = [:]
    /// When it was made, against `GetterMemo`'s entries: a write to it can change only what was computed after.
    let made = CreationOrder.next()
    /// The types a generic type's parameters were written as where it was made (`Box<Int>()`), by name.
    var genericArguments: [String: String] = [:]

    init(type: TypeDeclaration, properties: [String: Value] = [:]) {
        self.type = type
        self.properties = properties
    }

    func copy() -> Instance {
        let copy = Instance(type: type, properties: properties.mapValues(\.stored))
        copy.bindingOrigins = bindingOrigins
        copy.genericArguments = genericArguments
        return copy
    }
}

/// The place a `$binding` refers to: the expression without its `$`, in the scope it was written in.
struct BindingOrigin {
    var target: ExprSyntax
    var scope: Scope
}

/// A case of a project enum.
struct EnumValue {
    var typeName: String
    var caseName: String
    var payload: [Value]
    var payloadLabels: [String?]
}

/// An ordered dictionary with keys compared by their text form (keys are strings, numbers or enum cases).
struct DictionaryValue {
    private(set) var keys: [Value] = []
    private var entries: [String: Value] = [:]

    init(_ pairs: [(Value, Value)] = []) {
        for (key, value) in pairs { self[key] = value }
    }

    subscript(key: Value) -> Value? {
        get { entries[Self.hashKey(key)] }
        set {
            let hash = Self.hashKey(key)
            if entries[hash] == nil, newValue != nil { keys.append(key) }
            if newValue == nil { keys.removeAll { Self.hashKey($0) == hash } }
            entries[hash] = newValue
        }
    }

    var count: Int { keys.count }
    var values: [Value] { keys.compactMap { self[$0] } }

    static func hashKey(_ value: Value) -> String {
        switch value {
        case .string(let string): return "s:" + string
        case .int(let int): return "i:\(int)"
        case .double(let double): return "d:\(double)"
        case .fixedWidthInteger(let int, _): return "i:\(int)"
        case .float(let float): return "d:\(Double(float))"
        case .bool(let bool): return "b:\(bool)"
        case .symbol(let name): return "e:" + name
        case .enumCase(let value):
            guard !value.payload.isEmpty else { return "e:" + value.caseName }
            return "e:" + value.caseName + "(" + value.payload.map(hashKey).joined(separator: ",") + ")"
        case .native(.uuid(let id)): return "u:" + id
        case .native(.decimal(let decimal)): return "D:\(decimal)"
        case .null: return "n:"
        case .tuple(let values, _): return "t:(" + values.map(hashKey).joined(separator: ",") + ")"
        case .array(let values): return "a:[" + values.map(hashKey).joined(separator: ",") + "]"
        case .set(let values): return "S:{" + values.map(hashKey).sorted().joined(separator: ",") + "}"
        case .type(let name): return "T:" + name
        // A struct hashes by its stored properties, as a synthesised `Hashable` conformance does; a class
        // instance is its own identity.
        case .instance(let instance) where !instance.type.isClass:
            return "v:" + instance.type.name + "{" + instance.properties.keys.sorted()
                .map { "\($0)=\(hashKey(instance.properties[$0] ?? .null))" }.joined(separator: ",") + "}"
        case .instance(let instance): return "o:\(ObjectIdentifier(instance).hashValue)"
        // Foundation's reference types too (the `AnyCancellable`s of a `Set<AnyCancellable>`).
        case .native(.object(let object)): return "o:\(ObjectIdentifier(object).hashValue)"
        default: return "?:" + value.kindName
        }
    }
}

/// Something that can be called: a closure, a function or method of the project, or a built-in function.
enum Callable {
    case closure(ClosureExprSyntax, Scope)
    /// A function of the project; `selfValue` is the receiver for methods (a type for static methods).
    case function(FunctionDeclSyntax, selfValue: Value?, type: TypeDeclaration?)
    /// A function declared inside a body: it sees the variables around its declaration (itself included, so it
    /// can recurse), as a nested function captures them in Swift.
    /// Every overload declared with that name in that body, in order.
    case local([FunctionDeclSyntax], Scope)
    /// A built-in function passed as a value (`String.init`, `.map(\.name)` key paths become closures too).
    case builtin(String, (Evaluator, [Argument]) throws -> Value)
}

/// Helpers for closure syntax.
enum Closure {
    /// `$0` … `$9`, made once: a closure call names its arguments, and interpolating the name cost a string per call.
    private static let shorthandNames = (0..<10).map { "$\($0)" }

    /// The shorthand name of argument `index`: `$0`, `$1`, …
    static func shorthandName(_ index: Int) -> String {
        index < shorthandNames.count ? shorthandNames[index] : "$\(index)"
    }

    /// Parameter names, from `{ a, b in }`, `{ (a: Int) in }`; empty when none are written (`$0` is used).
    static func parameterNames(_ syntax: ClosureExprSyntax) -> [String] {
        guard let parameters = syntax.signature?.parameterClause else { return [] }
        switch parameters {
        case .simpleInput(let list): return list.map { $0.name.bareName }
        case .parameterClause(let clause): return clause.parameters.map { ($0.secondName ?? $0.firstName).bareName }
        }
    }
}

/// Variables visible at a point of evaluation, and what `self` is.
final class Scope {
    private var variables: [String: Value] = [:]
    /// The declared types of this scope's variables that have one (`var totals: [String: (won: Int, lost: Int)]`,
    /// or `= [String: (won: Int, lost: Int)]()`): what is stored in them later takes that type, as in Swift.
    private var declaredTypes: [String: TypeSyntax] = [:]
    let parent: Scope?
    /// `self` where this scope sets it (a method's or initialiser's scope); nested scopes read their parent's.
    private var ownSelfValue: Value?
    /// The type whose member is being evaluated: its static members are visible unqualified.
    let selfType: TypeDeclaration?
    /// When it was made: a closure capturing a scope older than a getter reads variables the getter does not own.
    let made = CreationOrder.next()

    init(parent: Scope? = nil, selfValue: Value? = nil, selfType: TypeDeclaration? = nil) {
        self.parent = parent
        self.ownSelfValue = selfValue
        self.selfType = selfType ?? parent?.selfType
    }

    /// `self`: an instance of a project type, a view inside an `extension View` method, or a type in a static
    /// member.
    var selfValue: Value? { ownSelfValue ?? parent?.selfValue }

    /// `self = .node(…)` in a `mutating` method of an enum (or another value held directly): the method's `self`
    /// becomes that value, and the caller writes it back to where the receiver is stored.
    func replaceSelf(with value: Value) {
        if ownSelfValue != nil { ownSelfValue = value.stored } else { parent?.replaceSelf(with: value) }
    }

    var selfInstance: Instance? {
        if case .instance(let instance) = selfValue { return instance }
        return nil
    }

    func define(_ name: String, _ value: Value) { variables[name] = value.stored }

    func declare(_ name: String, type: TypeSyntax) { declaredTypes[name] = type }

    /// The declared type of the variable `name` where it is defined (nil: none, or no such variable).
    func declaredType(of name: String) -> TypeSyntax? {
        if variables[name] != nil { return declaredTypes[name] }
        return parent?.declaredType(of: name)
    }

    /// The variable `name` of this scope itself, not of an enclosing one.
    func ownValue(_ name: String) -> Value? { variables[name] }

    func lookup(_ name: String) -> Value? {
        if let value = variables[name] { return value }
        return parent?.lookup(name)
    }

    /// Assigns to an existing variable in this scope or an enclosing one; returns false if none is found.
    func assign(_ name: String, _ value: Value) -> Bool {
        if variables[name] != nil {
            variables[name] = value.stored
            return true
        }
        return parent?.assign(name, value) ?? false
    }
}

extension Value {
    /// A set of `elements`, each kept once (the first of equal ones), as `Set(elements)` makes it.
    static func set(unique elements: [Value]) -> Value {
        var seen: Set<String> = []
        return .set(elements.filter { seen.insert(DictionaryValue.hashKey($0)).inserted })
    }
}

extension Value {
    /// The type Swift names for this value at run time (`type(of:)`): a collection with its elements' type where
    /// they all agree (`Array<Int>`, `Dictionary<String, Int>`); the bare collection where it holds nothing to tell.
    var dynamicTypeName: String {
        switch self {
        case .array(let elements): return Self.generic("Array", [elements])
        case .set(let elements): return Self.generic("Set", [elements])
        case .dictionary(let dictionary):
            return Self.generic("Dictionary", [dictionary.keys, dictionary.keys.compactMap { dictionary[$0] }])
        default: return kindName
        }
    }

    /// `name` with the shared type of each group of values as its arguments, or `name` alone where a group is empty
    /// or its values are of different types.
    private static func generic(_ name: String, _ groups: [[Value]]) -> String {
        var arguments: [String] = []
        for values in groups {
            guard let first = values.first?.dynamicTypeName, values.allSatisfy({ $0.dynamicTypeName == first }) else {
                return name
            }
            arguments.append(first)
        }
        return name + "<" + arguments.joined(separator: ", ") + ">"
    }
}
