/// A Swift Charts chart: its marks and which axes it shows. Layout picks the scales, ticks, gridlines and legend
/// from the marks and the size it is given, as Swift Charts does, so the same chart fits any frame.
package struct ChartSpec: Equatable, Hashable, Sendable {
    package var marks: [ChartMark]
    /// `.chartXAxis(.hidden)` / `.chartYAxis(.hidden)` turn these off.
    package var showsXAxis: Bool
    package var showsYAxis: Bool
    /// `.chartLegend(.hidden)` turns it off; shown only when marks are coloured by a value.
    package var showsLegend: Bool
    /// `.chartLegend(position: .top)`: the legend above the plot instead of below it.
    package var legendAtTop = false

    package init(marks: [ChartMark], showsXAxis: Bool = true, showsYAxis: Bool = true, showsLegend: Bool = true) {
        self.marks = marks
        self.showsXAxis = showsXAxis
        self.showsYAxis = showsYAxis
        self.showsLegend = showsLegend
    }
}

/// One value a mark plots (`.value("Sales", 12)`): a number, a category (strings and enum cases) or a date.
package enum ChartValue: Equatable, Hashable, Sendable, CustomStringConvertible {
    case number(Double)
    case category(String)
    /// Seconds since the reference date, as `Date.timeIntervalSinceReferenceDate`.
    case date(Double)

    /// The position along a quantitative scale; nil for a category.
    package var quantity: Double? {
        switch self {
        case .number(let value), .date(let value): return value
        case .category: return nil
        }
    }

    package var description: String {
        switch self {
        case .number(let value): return value.compact
        case .category(let name): return "\"\(name)\""
        case .date(let seconds): return "date(\(seconds.compact))"
        }
    }
}

/// One mark of a chart: `BarMark(x: .value(…), y: .value(…))` and its modifiers.
package struct ChartMark: Equatable, Hashable, Sendable {
    package enum Kind: String, Equatable, Hashable, Sendable {
        case bar, line, point, area, rule, rectangle, sector
    }

    package var kind: Kind
    package var x: ChartValue?
    package var y: ChartValue?
    package var xStart: ChartValue?
    package var xEnd: ChartValue?
    package var yStart: ChartValue?
    package var yEnd: ChartValue?
    /// `SectorMark(angle:)`: the sector's share of the pie.
    package var angle: Double?
    /// `SectorMark(innerRadius: .ratio(r))`: a donut's hole, as a fraction of the radius.
    package var innerRadiusRatio: Double
    /// `series: .value(…)`: which line or area this point belongs to, when the colour does not say.
    package var series: String?
    /// `.foregroundStyle(by: .value(…))`: the category that picks the mark's colour from the palette and names it
    /// in the legend.
    package var category: String?
    /// `.foregroundStyle(…)` with a style: overrides the palette.
    package var paint: Paint?
    /// `.annotation { … }`: drawn next to the mark (above it unless `annotationPosition` says otherwise).
    package var annotation: ViewNode?
    package var annotationPosition: ChartAnnotationPosition
    /// `.interpolationMethod(.catmullRom)` and the other curved methods: lines and areas drawn as smooth curves.
    package var smooth: Bool
    /// `.cornerRadius(…)` of bars and rectangles.
    package var cornerRadius: Double
    /// `.lineStyle(StrokeStyle(…))` of lines and rules.
    package var lineStyle: StrokeStyle?
    /// `.opacity(…)`.
    package var opacity: Double
    /// `width: .fixed(n)` / `height: .fixed(n)` of bars and rectangles, in points.
    package var fixedWidth: Double?
    package var fixedHeight: Double?

    package init(kind: Kind) {
        self.kind = kind
        self.innerRadiusRatio = 0
        self.annotationPosition = .top
        self.smooth = false
        self.cornerRadius = 0
        self.opacity = 1
    }
}

/// Where `.annotation(position:)` puts its view around the mark.
package enum ChartAnnotationPosition: String, Equatable, Hashable, Sendable {
    case top, bottom, leading, trailing, overlay
}
