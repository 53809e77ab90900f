import PreviewViews
import SwiftSyntax

/// `.foregroundStyle(.secondary)` and the other levels written as a `ShapeStyle`: hierarchical, a level of the
/// foreground style above (`ForegroundLevel`), where `Color.secondary` (or `.foregroundColor(.secondary)`) is the
/// fixed grey. `.foreground` (`ForegroundStyle()`) is the foreground style above itself: its primary level.
enum HierarchicalStyles {
    /// The level `value` is when `expression`, the argument as written, names levels only: `.secondary`, or a choice
    /// between such (`selected ? .primary : .secondary`).
    static func level(_ value: Value, written expression: ExprSyntax) -> ForegroundLevel? {
        guard namesLevels(expression) else { return nil }
        switch value {
        case .symbol(let name): return level(named: name)
        case .color(let color): return level(of: color)
        default: return nil
        }
    }

    private static func namesLevels(_ expression: ExprSyntax) -> Bool {
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return namesLevels(ternary.thenExpression) && namesLevels(ternary.elseExpression)
        }
        if let parenthesised = expression.as(TupleExprSyntax.self), parenthesised.elements.count == 1,
            let inner = parenthesised.elements.first?.expression
        {
            return namesLevels(inner)
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base == nil else { return false }
        return level(named: member.declName.baseName.text) != nil
    }

    private static func level(named name: String) -> ForegroundLevel? {
        name == "foreground" ? .primary : ForegroundLevel(rawValue: name)
    }

    /// The level a level's colour under the default style stands for (what the vocabulary's constants give them).
    private static func level(of color: ColorValue) -> ForegroundLevel? {
        ForegroundLevel.allCases.first { $0.color(over: nil) == color }
    }
}
