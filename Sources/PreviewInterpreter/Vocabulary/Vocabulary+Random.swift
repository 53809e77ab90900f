import Foundation

extension Vocabulary {
    /// Random values, deterministic per evaluation (a fixed seed) so a preview's frame never flickers between
    /// renders of unchanged code.
    static let randomFunctions: [Construct] = integerRandoms + [
        Construct("Double.random", "(in range: Range, using generator: Any? = nil)") { call in try randomDouble(call) },
        Construct("CGFloat.random", "(in range: Range, using generator: Any? = nil)") { call in try randomDouble(call)
        },
        Construct("Float.random", "(in range: Range, using generator: Any? = nil)") { call in try randomDouble(call) },
        Construct("Bool.random", "()") { call in .bool(call.evaluator.nextRandom() & 1 == 1) },
        Construct("Date.random", "(in range: Range, using generator: Any? = nil)") { call in
            guard case .comparableRange(let range) = call["range"],
                case .native(.date(let lower)) = range.lower, case .native(.date(let upper)) = range.upper
            else { throw EvaluationError("'Date.random(in:)' needs a range of dates", at: call.node) }
            return .native(.date(lower + (upper - lower) * call.evaluator.nextUnitRandom()))
        },
    ]

    /// `Int.random(in:)` and the same of every integer type (`UInt.random(in: 1...1000)` for sample ids): the
    /// interpreter holds them all as `Int`.
    private static let integerRandoms: [Construct] =
        ["Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64"].map { type in
            Construct("\(type).random", "(in range: Range, using generator: Any? = nil)") { call in
                guard case .range(let lower, let upper, _) = call["range"], upper > lower, upper != Int.max else {
                    throw EvaluationError("'\(type).random(in:)' needs a non-empty bounded range", at: call.node)
                }
                let (count, overflow) = upper.subtractingReportingOverflow(lower)
                guard !overflow else { return .int(lower) }
                return .int(lower + Int(call.evaluator.nextRandom() % UInt64(count)))
            }
        }

    /// C's random functions that sample-data generators call.
    static let randomGlobalFunctions: [Construct] = [
        Construct("srand48", "(_ seed: Int)") { _ in .void },
        Construct("drand48", "()") { call in .double(call.evaluator.nextUnitRandom()) },
        Construct("arc4random_uniform", "(_ upperBound: Int)") { call in
            let bound = UInt64(max(1, Convert.clampedInt(try call.number("upperBound") ?? 1)))
            return .int(Int(call.evaluator.nextRandom() % bound))
        },
        Construct("arc4random", "()") { call in .int(Int(call.evaluator.nextRandom() & 0xFFFF_FFFF)) },
    ]

    private static func randomDouble(_ call: Call) throws -> Value {
        // `0...1` whose literals nothing typed as `Double`: its bounds as written, 1 included.
        guard let range = Evaluator.writtenBounds(of: call["range"]) else {
            throw EvaluationError("'random(in:)' needs a range", at: call.node)
        }
        let lower = Convert.number(range.lower) ?? 0, upper = Convert.number(range.upper) ?? 1
        guard lower.isFinite, upper.isFinite, upper >= lower else {
            throw EvaluationError("'random(in:)' needs a finite range", at: call.node)
        }
        return .double(lower + (upper - lower) * call.evaluator.nextUnitRandom())
    }
}
