import Foundation
import PreviewViews
import SwiftSyntax

/// `CGRect`, `CGPoint` and `CGSize` answered by Foundation's own geometry: a rectangle's `integral`, `union`,
/// `intersection` (and its `isNull` result), `standardized`, `insetBy` and `contains` are computed by the types
/// swift-corelibs-foundation ships, so negative sizes and empty intersections come out as on iOS.
enum CoreGraphicsGeometry {
    static func cg(_ rect: Rect) -> CGRect {
        CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
    }
    static func cg(_ point: Point) -> CGPoint { CGPoint(x: point.x, y: point.y) }
    static func cg(_ size: Size) -> CGSize { CGSize(width: size.width, height: size.height) }
    static func value(_ rect: CGRect) -> Value {
        .native(
            .rect(
                Rect(
                    x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
                    height: Double(rect.size.height))))
    }
    static func value(_ point: CGPoint) -> Value { .native(.point(Point(x: Double(point.x), y: Double(point.y)))) }
    static func value(_ size: CGSize) -> Value {
        .native(.size(Size(width: Double(size.width), height: Double(size.height))))
    }

    /// `print(rect)`: Foundation's own description.
    static func describe(_ native: NativeValue) -> String? {
        switch native {
        case .rect(let rect): return String(describing: cg(rect))
        case .point(let point): return String(describing: cg(point))
        case .size(let size): return String(describing: cg(size))
        default: return nil
        }
    }

    static func rectProperty(_ name: String, of rect: Rect) -> Value? {
        let rect = cg(rect)
        switch name {
        case "width": return .double(Double(rect.width))
        case "height": return .double(Double(rect.height))
        case "minX": return .double(Double(rect.minX))
        case "midX": return .double(Double(rect.midX))
        case "maxX": return .double(Double(rect.maxX))
        case "minY": return .double(Double(rect.minY))
        case "midY": return .double(Double(rect.midY))
        case "maxY": return .double(Double(rect.maxY))
        case "origin": return value(rect.origin)
        case "size": return value(rect.size)
        case "isEmpty": return .bool(rect.isEmpty)
        case "isNull": return .bool(rect.isNull)
        case "isInfinite": return .bool(rect.isInfinite)
        case "integral": return value(rect.integral)
        case "standardized": return value(rect.standardized)
        default: return nil
        }
    }

    /// A `CGSize`, `CGPoint` or `CGRect` with the stored property `name` set to `value` (`size.width = 3`,
    /// `rect.origin = point`); nil when it has no such stored property or `value` does not fit it.
    static func setting(_ name: String, of native: NativeValue, to value: Value) -> NativeValue? {
        switch (native, name) {
        case (.size(var size), "width"), (.size(var size), "height"):
            guard let number = Convert.number(value) else { return nil }
            if name == "width" { size.width = number } else { size.height = number }
            return .size(size)
        case (.point(var point), "x"), (.point(var point), "y"):
            guard let number = Convert.number(value) else { return nil }
            if name == "x" { point.x = number } else { point.y = number }
            return .point(point)
        case (.rect(var rect), "origin"):
            guard case .native(.point(let origin)) = value else { return nil }
            rect.origin = origin
            return .rect(rect)
        case (.rect(var rect), "size"):
            guard case .native(.size(let size)) = value else { return nil }
            rect.size = size
            return .rect(rect)
        default:
            return nil
        }
    }

    static func rectMethod(_ name: String) -> NativeMethods.Method? {
        { value, arguments, _, node in
            guard case .native(.rect(let stored)) = value else {
                throw EvaluationError("'\(name)' is a method of CGRect", at: node)
            }
            let rect = cg(stored)
            func number(_ label: String) throws -> CGFloat {
                guard let number = arguments.number(label) else {
                    throw EvaluationError("'\(name)' needs '\(label):'", at: node)
                }
                return CGFloat(number)
            }
            func otherRect() throws -> CGRect {
                guard case .native(.rect(let other))? = arguments.first?.value else {
                    throw EvaluationError("'\(name)' takes a CGRect", at: node)
                }
                return cg(other)
            }
            switch name {
            case "insetBy": return Self.value(rect.insetBy(dx: try number("dx"), dy: try number("dy")))
            case "offsetBy": return Self.value(rect.offsetBy(dx: try number("dx"), dy: try number("dy")))
            case "union": return Self.value(rect.union(try otherRect()))
            case "intersection": return Self.value(rect.intersection(try otherRect()))
            case "intersects": return .bool(rect.intersects(try otherRect()))
            case "contains":
                switch arguments.first?.value {
                case .native(.point(let point))?: return .bool(rect.contains(cg(point)))
                case .native(.rect(let other))?: return .bool(rect.contains(cg(other)))
                default: throw EvaluationError("'contains' takes a CGPoint or a CGRect", at: node)
                }
            case "divided":
                guard
                    let amount = arguments.first(where: { $0.label == "atDistance" }).flatMap({
                        Convert.number($0.value)
                    }),
                    let edge = arguments.first(where: { $0.label == "from" }).flatMap({
                        FoundationFormatStyles.memberName($0.value)
                    }),
                    let rectEdge = [
                        "minXEdge": CGRectEdge.minXEdge, "maxXEdge": .maxXEdge, "minYEdge": .minYEdge,
                        "maxYEdge": .maxYEdge,
                    ][edge]
                else { throw EvaluationError("'divided' takes (atDistance:from:)", at: node) }
                let parts = rect.divided(atDistance: CGFloat(amount), from: rectEdge)
                return .tuple([Self.value(parts.slice), Self.value(parts.remainder)], labels: ["slice", "remainder"])
            default: throw EvaluationError("method '\(name)' of 'CGRect' is not supported", at: node)
            }
        }
    }
}
