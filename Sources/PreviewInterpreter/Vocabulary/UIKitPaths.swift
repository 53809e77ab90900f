import PreviewViews
import SwiftSyntax

/// `UIBezierPath` in SwiftUI code: a `Shape`'s `path(in:)` that builds one and returns `Path(bezier.cgPath)` —
/// the usual way projects round only some corners (`UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`).
/// A bezier path is a `Path` value here: the initialisers make its elements and `cgPath` is the path itself.
enum UIKitPaths {
    static let constructs: [Construct] = [
        Construct("UIBezierPath", "()") { _ in .native(.path([])) },
        Construct("UIBezierPath", "(rect: CGRect)") { call in .native(.path([.rect(try rect(call, "rect"))])) },
        Construct("UIBezierPath", "(ovalIn rect: CGRect)") { call in .native(.path([.ellipse(try rect(call, "rect"))]))
        },
        Construct("UIBezierPath", "(roundedRect rect: CGRect, cornerRadius: CGFloat)") { call in
            let radius = try call.number("cornerRadius") ?? 0
            return .native(.path(RoundedRectPath.elements(try rect(call, "rect"), radii: .init(all: radius))))
        },
        Construct(
            "UIBezierPath", "(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize)"
        ) { call in
            guard case .native(.size(let size)) = call["cornerRadii"] else {
                throw EvaluationError("'cornerRadii' is not a CGSize", at: call.node("cornerRadii"))
            }
            let corners = try rectCorners(call["corners"], at: call.node("corners"))
            let radius = size.width
            let radii = RoundedRectPath.Radii(
                topLeft: corners.contains("topLeft") ? radius : 0, topRight: corners.contains("topRight") ? radius : 0,
                bottomRight: corners.contains("bottomRight") ? radius : 0,
                bottomLeft: corners.contains("bottomLeft") ? radius : 0)
            return .native(.path(RoundedRectPath.elements(try rect(call, "rect"), radii: radii)))
        },
        Construct(
            "UIBezierPath",
            "(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)"
        ) { call in
            guard case .native(.point(let center)) = call["center"] else {
                throw EvaluationError("'arcCenter' is not a CGPoint", at: call.node("center"))
            }
            // UIKit's clockwise is the screen's; a `Path` arc's flag is the other way round (SwiftUI's flipped space).
            let arc = PathElement.arc(
                center: center, radius: try call.number("radius") ?? 0, startAngle: try call.number("startAngle") ?? 0,
                endAngle: try call.number("endAngle") ?? 0, clockwise: call.bool("clockwise") != true)
            return .native(.path([arc]))
        },
    ]

    /// `UIRectCorner.topLeft` and friends, as the names `byRoundingCorners:` reads.
    static let constants: [String: Value] = [
        "topLeft": .symbol("topLeft"), "topRight": .symbol("topRight"), "bottomLeft": .symbol("bottomLeft"),
        "bottomRight": .symbol("bottomRight"), "allCorners": .symbol("allCorners"),
    ]

    private static func rect(_ call: Call, _ label: String) throws -> Rect {
        guard case .native(.rect(let rect)) = call[label] else {
            throw EvaluationError("'\(label)' is not a CGRect", at: call.node(label))
        }
        return rect
    }

    /// The corners a `UIRectCorner` names: one (`.topLeft`), a set literal (`[.topLeft, .topRight]`) or
    /// `.allCorners`.
    static func rectCorners(_ value: Value, at node: some SyntaxProtocol) throws -> Set<String> {
        let all: Set<String> = ["topLeft", "topRight", "bottomLeft", "bottomRight"]
        switch value {
        case .symbol("allCorners"): return all
        case .symbol(let name) where all.contains(name): return [name]
        case .array(let values), .set(let values):
            return try values.reduce(into: []) { $0.formUnion(try rectCorners($1, at: node)) }
        default:
            throw EvaluationError("'\(value.kindName)' is not a UIRectCorner", at: node)
        }
    }
}

/// A rectangle with a radius of its own at each corner, as path elements: a line along each side and a
/// quarter circle at each rounded corner. Radii larger than half the shorter side are clamped to it, as UIKit
/// and SwiftUI do.
enum RoundedRectPath {
    struct Radii {
        var topLeft: Double
        var topRight: Double
        var bottomRight: Double
        var bottomLeft: Double

        init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
            self.topLeft = topLeft
            self.topRight = topRight
            self.bottomRight = bottomRight
            self.bottomLeft = bottomLeft
        }

        init(all radius: Double) {
            self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
        }
    }

    static func elements(_ rect: Rect, radii: Radii) -> [PathElement] {
        let limit = max(0, min(abs(rect.width), abs(rect.height)) / 2)
        func clamped(_ radius: Double) -> Double { radius.isFinite ? min(max(0, radius), limit) : limit }
        let topLeft = clamped(radii.topLeft), topRight = clamped(radii.topRight)
        let bottomRight = clamped(radii.bottomRight), bottomLeft = clamped(radii.bottomLeft)
        let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.minX + rect.width, rect.minY + rect.height)
        var elements: [PathElement] = [
            .move(Point(x: minX + topLeft, y: minY)), .line(Point(x: maxX - topRight, y: minY)),
        ]
        // Clockwise on the screen: `clockwise: false` in a `Path`'s flipped coordinates.
        func corner(_ center: Point, _ radius: Double, from start: Double) {
            guard radius > 0 else { return }
            elements.append(
                .arc(center: center, radius: radius, startAngle: start, endAngle: start + .pi / 2, clockwise: false))
        }
        corner(Point(x: maxX - topRight, y: minY + topRight), topRight, from: -.pi / 2)
        elements.append(.line(Point(x: maxX, y: maxY - bottomRight)))
        corner(Point(x: maxX - bottomRight, y: maxY - bottomRight), bottomRight, from: 0)
        elements.append(.line(Point(x: minX + bottomLeft, y: maxY)))
        corner(Point(x: minX + bottomLeft, y: maxY - bottomLeft), bottomLeft, from: .pi / 2)
        elements.append(.line(Point(x: minX, y: minY + topLeft)))
        corner(Point(x: minX + topLeft, y: minY + topLeft), topLeft, from: .pi)
        elements.append(.close)
        return elements
    }
}
