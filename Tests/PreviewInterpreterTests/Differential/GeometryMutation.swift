// Stored properties of CGSize, CGPoint and CGRect assigned in place, also through a rectangle's origin and size.
import Foundation

var size = CGSize.zero
size.width = max(size.width, 120)
size.height += 44
print(size.width, size.height)

var point = CGPoint(x: 1, y: 2)
point.x = 10
point.y *= 3
print(point.x, point.y)

var rect = CGRect(x: 0, y: 0, width: 10, height: 10)
rect.origin = CGPoint(x: 5, y: 6)
rect.size = CGSize(width: 30, height: 40)
rect.origin.x += 1
rect.size.height = 50
print(rect.minX, rect.minY, rect.width, rect.height, rect.maxX, rect.maxY)

struct Bounds {
    var bounds = CGSize.zero
    mutating func grow(to width: Double) { bounds.width = max(bounds.width, width) }
}
var bounds = Bounds()
bounds.grow(to: 80)
bounds.bounds.height += 12
print(bounds.bounds.width, bounds.bounds.height)
