/// A size in points (or pixels, where a type says so).
package struct Size: Equatable, Hashable, Sendable, CustomStringConvertible {
    package var width: Double
    package var height: Double

    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    package static let zero = Size(width: 0, height: 0)

    package var description: String { "\(width.compact)×\(height.compact)" }
}

/// A point in points, origin top-left, y growing downwards (as in SwiftUI).
package struct Point: Equatable, Hashable, Sendable {
    package var x: Double
    package var y: Double

    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    package static let zero = Point(x: 0, y: 0)
}

/// A rectangle in points.
package struct Rect: Equatable, Hashable, Sendable, CustomStringConvertible {
    package var origin: Point
    package var size: Size

    package init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    package init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    package var minX: Double { origin.x }
    package var minY: Double { origin.y }
    package var maxX: Double { origin.x + size.width }
    package var maxY: Double { origin.y + size.height }
    package var width: Double { size.width }
    package var height: Double { size.height }

    package var description: String {
        "(\(origin.x.compact), \(origin.y.compact), \(size.width.compact), \(size.height.compact))"
    }
}

/// Insets from each edge, as SwiftUI's `EdgeInsets`.
package struct EdgeInsets: Equatable, Hashable, Sendable {
    package var top: Double
    package var leading: Double
    package var bottom: Double
    package var trailing: Double

    package init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    package init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    package static let zero = EdgeInsets()

    package var horizontal: Double { leading + trailing }
    package var vertical: Double { top + bottom }
}

/// The axis of a stack.
package enum Axis: Equatable, Hashable, Sendable {
    case horizontal
    case vertical
}

/// SwiftUI's `HorizontalAlignment`, as used by `VStack` and `Alignment`.
package enum HorizontalAlignment: String, Equatable, Hashable, Sendable {
    case leading, center, trailing
}

/// SwiftUI's `VerticalAlignment`, as used by `HStack` and `Alignment`.
package enum VerticalAlignment: String, Equatable, Hashable, Sendable {
    case top, center, bottom
}

/// SwiftUI's two-dimensional `Alignment`, used by `ZStack` and `.frame`.
package struct Alignment: Equatable, Hashable, Sendable {
    package var horizontal: HorizontalAlignment
    package var vertical: VerticalAlignment

    package init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    package static let center = Alignment(horizontal: .center, vertical: .center)
    package static let leading = Alignment(horizontal: .leading, vertical: .center)
    package static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    package static let top = Alignment(horizontal: .center, vertical: .top)
    package static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    package static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    package static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    package static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    package static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

extension Double {
    /// `12` for 12.0, `12.5` for 12.5: stable, short text for dumps and snapshots.
    package var compact: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int(self)) }
        return String((self * 100).rounded() / 100)
    }
}

extension Alignment {
    /// `leading/top`: horizontal then vertical, for dumps.
    package var compact: String { "\(horizontal.rawValue)/\(vertical.rawValue)" }
}
