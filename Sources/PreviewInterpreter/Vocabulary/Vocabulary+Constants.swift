import Foundation
import PreviewViews
import SwiftSyntax

extension Vocabulary {
    /// Static members of built-in types by type name: what `Type.member` and implicit members read.
    static let typeConstants: [String: [String: Value]] = {
        var colors: [String: Value] = [:]
        for color in SystemColor.allCases { colors[color.rawValue] = .color(.system(color)) }
        for name in [
            "systemBackground", "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground",
            "secondarySystemGroupedBackground", "label", "secondaryLabel", "tertiaryLabel", "separator", "systemGray",
            "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6", "systemFill",
            "secondarySystemFill", "tertiarySystemFill", "tertiary", "quaternary", "systemRed", "systemBlue",
            "systemGreen", "systemOrange", "systemYellow", "systemPink", "systemPurple", "systemTeal", "systemIndigo",
            "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "bar",
        ] {
            if let color = Convert.namedColor(name) { colors[name] = .color(color) }
        }
        var materialStyles: [String: Value] = [:]
        for name in [
            "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar",
        ] {
            materialStyles[name] = Materials.paint(named: name).map { .native(.paint($0)) }
        }
        var alignments: [String: Value] = [:]
        for name in [
            "center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing", "bottomLeading",
            "bottomTrailing",
        ] {
            if let alignment = Convert.alignment(.symbol(name)) { alignments[name] = .native(.alignment(alignment)) }
        }
        var unitPoints: [String: Value] = [:]
        for name in [
            "center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing", "bottomLeading",
            "bottomTrailing", "zero",
        ] {
            if let point = Convert.unitPoint(.symbol(name)) { unitPoints[name] = .native(.unitPoint(point)) }
        }
        let numbers: [String: Value] = [
            "infinity": .double(.infinity), "nan": .double(.nan), "pi": .double(.pi), "zero": .double(0),
            "greatestFiniteMagnitude": .double(.greatestFiniteMagnitude), "ulpOfOne": .double(.ulpOfOne),
            "leastNonzeroMagnitude": .double(.leastNonzeroMagnitude),
        ]
        return [
            // `ShapeStyle.background` is `BackgroundStyle`: whatever `.backgroundStyle(_:)` set above where it is
            // drawn, so it stays a style until layout; `Color.background` is the system colour.
            "Color": colors, "UIColor": colors,
            // `ShapeStyle.regularMaterial` is a `Material`, which blurs what is behind it.
            "ShapeStyle": colors.merging(["background": .native(.paint(.background))]) { $1 }
                .merging(materialStyles) { $1 },
            "Material": Materials.typeConstants,
            "Font": FontVocabulary.constants, "Font.Weight": FontVocabulary.weights,
            "Font.Design": ["default": .symbol("default"), "rounded": .symbol("rounded"), "serif": .symbol("serif"),
                "monospaced": .symbol("monospaced")],
            "Alignment": alignments, "UnitPoint": unitPoints,
            "HorizontalAlignment": [
                "leading": .native(.horizontalAlignment(.leading)), "center": .native(.horizontalAlignment(.center)),
                "trailing": .native(.horizontalAlignment(.trailing)),
            ],
            "VerticalAlignment": [
                "top": .native(.verticalAlignment(.top)), "center": .native(.verticalAlignment(.center)),
                "bottom": .native(.verticalAlignment(.bottom)),
            ],
            "Edge.Set": [
                "all": .native(.edges(.all)), "horizontal": .native(.edges(.horizontal)),
                "vertical": .native(.edges(.vertical)), "top": .native(.edges(.top)),
                "bottom": .native(.edges(.bottom)), "leading": .native(.edges(.leading)),
                "trailing": .native(.edges(.trailing)),
            ],
            "CGFloat": numbers, "Double": numbers,
            // `Float.pi`: single precision, as a `Float` prints.
            "Float": [
                "infinity": .float(.infinity), "nan": .float(.nan), "pi": .float(.pi), "zero": .float(0),
                "greatestFiniteMagnitude": .float(.greatestFiniteMagnitude), "ulpOfOne": .float(.ulpOfOne),
                "leastNonzeroMagnitude": .float(.leastNonzeroMagnitude),
            ],
            "Int": ["max": .int(Int.max), "min": .int(Int.min), "zero": .int(0), "bitWidth": .int(Int.bitWidth)],
            "CGSize": ["zero": .native(.size(.zero))], "CGPoint": ["zero": .native(.point(.zero))],
            "CGRect": ["zero": .native(.rect(Rect(origin: .zero, size: .zero)))],
            "EdgeInsets": ["zero": .native(.insets(.zero))],
            "Angle": ["zero": .native(.angle(0))],
            "Date": [
                "now": .native(.date(Formatting.now)),
                "distantPast": .native(.date(Date.distantPast.timeIntervalSinceReferenceDate)),
                "distantFuture": .native(.date(Date.distantFuture.timeIntervalSinceReferenceDate)),
            ],
            // Previews draw in one fixed locale, so the current one never changes under them.
            // The render's fixed locale, and the one language of the device it is drawn on.
            "Locale": [
                "current": .native(.locale("en_US")), "autoupdatingCurrent": .native(.locale("en_US")),
                "preferredLanguages": .array([.string("en-US")]),
            ].merging(FoundationLocales.typeConstants) { $1 },
            "Calendar": [
                "current": .native(.calendar(FoundationDates.calendar)),
                "autoupdatingCurrent": .native(.calendar(FoundationDates.calendar)),
            ],
            "Bundle": ["main": .native(.bundle), "module": .native(.bundle)],
            "TimeZone": [
                "current": .native(.timeZone(FoundationDates.timeZone)),
                "autoupdatingCurrent": .native(.timeZone(FoundationDates.timeZone)),
                "gmt": .native(.timeZone(TimeZone(secondsFromGMT: 0)!)),
            ],
            "ColorScheme": ["light": .native(.colorScheme(.light)), "dark": .native(.colorScheme(.dark))],
            "Animation": [
                "default": .opaque("Animation"), "easeInOut": .opaque("Animation"), "spring": .opaque("Animation"),
                "linear": .opaque("Animation"),
            ],
            "String": ["empty": .string("")],
            "CharacterSet": FoundationCharacterSets.constants,
        ].merging(integerConstants) { $1 }
    }()

    /// Static functions of built-in types (`Font.system(…)`) and implicit member functions any type answers
    /// (`.degrees(45)`), keyed `Type.name` or `.name`.
    static let valueFunctions: [Construct] =
        FontVocabulary.functions + AnimationCurves.functions + Transitions.functions + [
            Construct(".degrees", "(_ degrees: Double)") { call in
                .native(.angle((try call.number("degrees") ?? 0) * .pi / 180))
            },
            Construct(".radians", "(_ radians: Double)") { call in .native(.angle(try call.number("radians") ?? 0)) },
            Construct(".rect", "(cornerRadius: CGFloat, style: Any? = nil)") { call in
                .native(.shape(.roundedRectangle(cornerRadius: try call.length("cornerRadius", .radius) ?? 0)))
            },
            Construct(
                ".rect",
                [
                    "(cornerRadii: RectangleCornerRadii, style: Any? = nil)",
                    """
                    (topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = \
                    0, topTrailingRadius: CGFloat = 0, style: Any? = nil)
                    """,
                ]
            ) { call in
                .native(.shape(try unevenRoundedRectangle(call)))
            },
            Construct(
                ".linearGradient",
                [
                    "(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint)",
                    "(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)",
                ]
            ) { call in
                .native(
                    .paint(
                        .linearGradient(
                            try gradientStops(call), start: call.unitPoint("startPoint") ?? .top,
                            end: call.unitPoint("endPoint") ?? .bottom)))
            },
            Construct(".flexible", "(minimum: CGFloat = 10, maximum: CGFloat = .infinity)") { _ in .symbol("flexible")
            },
            Construct(".shadow", "(_ style: Any)") { call in call["style"] },
            Construct(".drop", "(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)") { call in
                .opaque("ShadowStyle")
            },
            // `Binding.constant(x)`, as `.constant(x)`: a preview never writes through it, so the value stands in.
            Construct("Binding.constant", "(_ value: Any)") { call in call["value"] },
        ]

    /// Free functions of the standard library and SwiftUI.
    static let globalFunctions: [Construct] = [
        Construct("min", "(_ values: Any...)") { call in try extreme(call, smallest: true) },
        Construct("max", "(_ values: Any...)") { call in try extreme(call, smallest: false) },
        Construct("abs", "(_ value: Any)") { call in
            switch call["value"] {
            case .int(let int): return int == .min ? .int(.max) : .int(abs(int))
            case .double(let double): return .double(abs(double))
            default: return call["value"]
            }
        },
        Construct("sqrt", "(_ value: Double)") { call in .double(sqrt(try call.number("value") ?? 0)) },
        Construct("floor", "(_ value: Double)") { call in .double(floor(try call.number("value") ?? 0)) },
        Construct("ceil", "(_ value: Double)") { call in .double(ceil(try call.number("value") ?? 0)) },
        Construct("round", "(_ value: Double)") { call in .double((try call.number("value") ?? 0).rounded()) },
        Construct("pow", "(_ base: Double, _ exponent: Double)") { call in
            .double(pow(try call.number("base") ?? 0, try call.number("exponent") ?? 0))
        },
        Construct("sin", "(_ value: Double)") { call in .double(sin(try call.number("value") ?? 0)) },
        Construct("cos", "(_ value: Double)") { call in .double(cos(try call.number("value") ?? 0)) },
        Construct("zip", "(_ first: Any, _ second: Any)") { call in
            // `zip(names, 1...)`: a range with no upper bound counts along as far as the other sequence goes.
            func elements(_ value: Value, beside other: Value) throws -> [Value] {
                if case .range(let lower, Int.max, _) = value {
                    let count = try call.evaluator.elements(of: other, at: call.node).count
                    guard lower <= Int.max - count else {
                        throw EvaluationError("the range '\(lower)...' passes Int.max", at: call.node)
                    }
                    return (0..<count).map { .int(lower + $0) }
                }
                return try call.evaluator.elements(of: value, at: call.node)
            }
            let first = try elements(call["first"], beside: call["second"])
            let second = try elements(call["second"], beside: call["first"])
            return .array(zip(first, second).map { .tuple([$0, $1], labels: [nil, nil]) })
        },
        Construct(
            "stride",
            [
                "(from start: Double, to end: Double, by stride: Double)",
                "(from start: Double, through last: Double, by stride: Double)",
            ]
        ) { call in
            let start = try call.number("start") ?? 0, step = try call.number("stride") ?? 1
            let end = try call.number("end") ?? call.number("last") ?? 0
            guard step != 0, step.isFinite, start.isFinite, end.isFinite else { return .array([]) }
            try call.evaluator.checkSize(Int(min(1e9, abs((end - start) / step))) + 1, at: call.node)
            let integral = [call["start"], call["stride"]].allSatisfy {
                if case .int = $0 { return true }
                return false
            }
            let values =
                call.has("last")
                ? Array(Swift.stride(from: start, through: end, by: step))
                : Array(Swift.stride(from: start, to: end, by: step))
            return .array(values.map { integral ? .int(Convert.clampedInt($0)) : .double($0) })
        },
        Construct("withAnimation", "(_ animation: Any? = nil, _ body: () -> Void)") { call in
            try call.evaluator.invoke(call["body"], arguments: [], at: call.node)
        },
        Construct("print", "(_ items: Any..., separator: String = \" \", terminator: String = \"\\n\")") { call in
            // What a preview prints goes where Xcode's console would be: the program's output
            // (`PreviewInterpreter.run`). Kept to `Evaluator.maximumPrinted`: a loop that prints cannot make the daemon
            // hold gigabytes of it.
            guard case .array(let items) = call["items"], call.evaluator.printed.utf8.count < Evaluator.maximumPrinted
            else { return .void }
            // Each item as its expression is written (an optional one prints `Optional(…)`).
            // (An array of the arguments: filtering the syntax collection itself would make nodes of a new tree.)
            let arguments = call.node.as(FunctionCallExprSyntax.self).map { Array($0.arguments) } ?? []
            let written = arguments.filter { $0.label == nil }.map { Syntax($0.expression) }
            let text = try items.enumerated().map { index, item in
                try call.evaluator.describe(item, writtenAs: index < written.count ? written[index] : call.node)
            }
            call.evaluator.printed +=
                text.joined(separator: try call.string("separator") ?? " ") + (try call.string("terminator") ?? "\n")
            return .void
        },
        Construct("debugPrint", "(_ items: Any...)") { _ in .void },
        Construct("swap", "(_ a: inout Any, _ b: inout Any)") { call in
            // Each variable takes the other's value, written where the caller's `&a` and `&b` point.
            for (name, other) in [("a", "b"), ("b", "a")] {
                guard let inOut = call.node(name).as(InOutExprSyntax.self),
                    let scope = call.evaluator.bindingScopes[inOut.id]
                else {
                    throw EvaluationError("swap(_:_:) takes two variables, written '&a, &b'", at: call.node)
                }
                try call.evaluator.store(call[other], into: inOut.expression, scope: scope)
            }
            return .void
        },
        Construct("assert", "(_ condition: Bool, _ message: String = \"\")") { _ in .void },
        Construct("precondition", "(_ condition: Bool, _ message: String = \"\")") { _ in .void },
        Construct("fatalError", "(_ message: String = \"\")") { call in
            throw EvaluationError("the code called 'fatalError(\(try call.string("message") ?? ""))'", at: call.node)
        },
        Construct("type", "(of value: Any)") { call in .type(call["value"].dynamicTypeName) },
    ]

    private static func extreme(_ call: Call, smallest: Bool) throws -> Value {
        guard case .array(var values) = call["values"] else { return .null }
        if values.count == 1, case .array(let inner) = values[0] { values = inner }
        // `min(max(x, 0), 1)` with a `Double` x: the arguments share one type, so the literals are `Double`s too.
        if values.contains(where: { if case .double = $0 { true } else { false } }) {
            values = values.map { if case .int(let number) = $0 { .double(Double(number)) } else { $0 } }
        }
        guard var best = values.first else { return .null }
        for value in values.dropFirst() where try call.evaluator.less(value, best, at: call.node) == smallest {
            best = value
        }
        return best
    }
}
