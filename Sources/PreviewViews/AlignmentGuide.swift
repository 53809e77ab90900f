/// `.alignmentGuide(_:computeValue:)`: where a view's guide lies, measured from its top leading corner.
///
/// The closure a project writes runs in the interpreter before layout knows the view's size, so it is kept as the
/// linear function of the size it computes (`d[.trailing]` is 1 × width, `d.height / 2 + 4` is 0.5 × height + 4),
/// which is what almost every alignment guide is.
package struct AlignmentGuide: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The guide the value replaces.
    package enum Guide: Equatable, Hashable, Sendable {
        case horizontal(HorizontalAlignment)
        case vertical(VerticalAlignment)
    }

    package var guide: Guide
    package var constant: Double
    package var perWidth: Double
    package var perHeight: Double

    package init(guide: Guide, constant: Double, perWidth: Double = 0, perHeight: Double = 0) {
        self.guide = guide
        self.constant = constant
        self.perWidth = perWidth
        self.perHeight = perHeight
    }

    /// The guide's offset from the view's top leading corner for a view of `size`.
    package func value(for size: Size) -> Double {
        let value = constant + perWidth * size.width + perHeight * size.height
        return value.isFinite ? value : 0
    }

    package var description: String {
        let name = switch guide {
        case .horizontal(let alignment): alignment.rawValue
        case .vertical(let alignment): alignment.rawValue
        }
        return "alignmentGuide \(name) = \(constant.compact) + \(perWidth.compact)w + \(perHeight.compact)h"
    }
}
