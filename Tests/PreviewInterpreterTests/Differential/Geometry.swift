import Foundation

let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
print(rect.minX, rect.midX, rect.maxX, rect.minY, rect.midY, rect.maxY, rect.width, rect.height)
print(rect.origin, rect.size, rect.isEmpty, CGRect.zero, CGRect.zero.isEmpty)
let made = CGRect(origin: CGPoint(x: 1, y: 2), size: CGSize(width: 3, height: 4))
print(made, CGRect(x: 0.5, y: 1.25, width: 10.3, height: 4.6).integral)
print(rect.insetBy(dx: 10, dy: 5), rect.offsetBy(dx: -10, dy: 5), rect.insetBy(dx: 60, dy: 0).isEmpty)
print(rect.union(made), rect.intersection(CGRect(x: 50, y: 0, width: 100, height: 40)), rect.intersects(made))
print(
    rect.intersection(made).isNull, rect.contains(CGPoint(x: 50, y: 30)), rect.contains(CGPoint(x: 0, y: 0)),
    rect.contains(CGRect(x: 20, y: 25, width: 5, height: 5)))
print(CGRect(x: 10, y: 10, width: -4, height: -6).standardized, CGRect(x: 10, y: 10, width: -4, height: -6).minX)
let point = CGPoint(x: 3, y: 4)
print(point, point.x * 2, CGPoint.zero)
let size = CGSize(width: 30, height: 40)
print(size, size.width / size.height, CGSize.zero)
let f: CGFloat = 2.5
print(f * 2, Double(f), CGFloat(3) / 2, f.rounded(), CGFloat.pi > 3, CGFloat(Int(7)))
