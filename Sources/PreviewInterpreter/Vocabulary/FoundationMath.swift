import Foundation

/// The C math library's functions as Foundation exports them to Swift (`exp`, `log2`, `atan2`, `hypot`, …), run by
/// the same library a compiled program calls, so results agree to the last bit.
enum FoundationMath {
    static let unary: [(String, @Sendable (Double) -> Double)] = [
        ("exp", exp), ("exp2", exp2), ("expm1", expm1), ("log", log), ("log2", log2), ("log10", log10),
        ("log1p", log1p),
        ("tan", tan), ("asin", asin), ("acos", acos), ("atan", atan), ("sinh", sinh), ("cosh", cosh), ("tanh", tanh),
        ("asinh", asinh), ("acosh", acosh), ("atanh", atanh), ("cbrt", cbrt), ("trunc", trunc), ("fabs", fabs),
        ("rint", rint), ("nearbyint", nearbyint), ("tgamma", tgamma), ("lgamma", lgamma), ("erf", erf), ("erfc", erfc),
    ]

    static let binary: [(String, @Sendable (Double, Double) -> Double)] = [
        ("atan2", atan2), ("hypot", hypot), ("fmod", fmod), ("remainder", remainder), ("fmin", fmin), ("fmax", fmax),
        ("copysign", copysign), ("fdim", fdim),
    ]

    /// `Int(exactly: 2.0)`: the integer a floating-point value is exactly, or nil.
    static let conversions: [Construct] = [
        Construct("Int", "(exactly source: Any)") { call in
            switch call["source"] {
            case .int(let int), .fixedWidthInteger(let int, _): return .int(int)
            case .double(let double): return Int(exactly: double).map(Value.int) ?? .null
            case .float(let float): return Int(exactly: float).map(Value.int) ?? .null
            default: throw EvaluationError("'Int(exactly:)' takes a number", at: call.node)
            }
        }
    ]

    static let functions: [Construct] =
        unary.map { name, function in
            Construct(name, "(_ value: Double)") { call in
                guard let value = try call.number("value") else {
                    throw EvaluationError("'\(name)' takes a number", at: call.node)
                }
                return .double(function(value))
            }
        }
        + binary.map { name, function in
            Construct(name, "(_ first: Double, _ second: Double)") { call in
                guard let first = try call.number("first"), let second = try call.number("second") else {
                    throw EvaluationError("'\(name)' takes two numbers", at: call.node)
                }
                return .double(function(first, second))
            }
        }
}
