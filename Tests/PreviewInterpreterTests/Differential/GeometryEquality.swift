// Geometry values compare by their fields, as CoreGraphics' Equatable conformances do.
import Foundation

let point = CGPoint(x: 3, y: 4)
let size = CGSize(width: 30, height: 40)
let rect = CGRect(origin: point, size: size)
print(
    point == CGPoint(x: 3, y: 4), point != .zero, size == CGSize(width: 30, height: 40),
    rect == CGRect(x: 3, y: 4, width: 30, height: 40))
print([point, .zero].contains(CGPoint(x: 0, y: 0)), rect.origin == point)
// The empty initialisers are the zero values.
print(CGRect() == .zero, CGSize() == .zero, CGPoint() == .zero, CGRect().width)
