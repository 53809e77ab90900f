import Foundation
import PreviewViews

/// `Chart`: takes what it is offered, as Swift Charts does, and draws its marks on scales picked for that size,
/// with iOS 17's default axes (thin gridlines at round values, labels in the secondary colour, the value axis on
/// the trailing edge) and a legend of the categories marks are coloured by. Everything drawn is an ordinary fill,
/// stroke or text, so render needs nothing of its own; annotations are views laid out like any other.
final class ChartElement: LayoutElement {
    private let spec: ChartSpec
    private let environment: EnvironmentValues
    private let builder: ElementBuilder

    /// What a chart takes along a dimension it is not offered (a chart in a scroll view has no ideal height).
    static let idealSize = Size(width: 300, height: 200)
    /// Swift Charts' default categorical palette, in the order categories are met.
    static let palette: [SystemColor] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow, .brown, .pink, .indigo]
    /// A bar's share of its band (or of the plot width per distinct value on a quantitative axis).
    static let barFraction = 0.7
    static let labelSpacing = 6.0
    static let annotationSpacing = 4.0
    static let pointDiameter = 7.0

    init(spec: ChartSpec, environment: EnvironmentValues, builder: ElementBuilder) {
        self.spec = spec
        self.environment = environment
        self.builder = builder
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        func length(_ proposed: Double?, _ ideal: Double) -> Double {
            guard let proposed, proposed.isFinite else { return ideal }
            return proposed
        }
        return Size(
            width: length(proposal.width, Self.idealSize.width), height: length(proposal.height, Self.idealSize.height))
    }

    func draw(proposal: ProposedSize, in frame: Rect, into items: inout [DisplayItem]) {
        guard frame.width > 0, frame.height > 0 else { return }
        var area = frame
        let categories = orderedCategories()
        if spec.showsLegend && !categories.isEmpty {
            let height = drawLegend(categories, in: frame, atTop: spec.legendAtTop, into: &items)
            if spec.legendAtTop { area.origin.y += height }
            area.size.height = max(0, area.height - height)
        }
        if spec.marks.contains(where: { $0.kind == .sector }) {
            drawPie(in: area, categories: categories, into: &items)
        } else {
            drawCartesian(in: area, categories: categories, into: &items)
        }
    }

    // MARK: Colours and labels

    private func orderedCategories() -> [String] {
        var result: [String] = []
        for mark in spec.marks {
            if let category = mark.category, !result.contains(category) { result.append(category) }
        }
        return result
    }

    private func color(of category: String?, in categories: [String]) -> ColorValue {
        guard let category, let index = categories.firstIndex(of: category) else { return .system(.accentColor) }
        return .system(Self.palette[index % Self.palette.count])
    }

    private func paint(of mark: ChartMark, in categories: [String], rect: Rect) -> ResolvedPaint {
        (mark.paint ?? .color(color(of: mark.category, in: categories))).resolved(in: rect, environment: environment)
    }

    /// Axis and legend text: the secondary colour in `caption2`.
    private func label(_ string: String) -> (element: any LayoutElement, size: Size) {
        var labelEnvironment = environment
        labelEnvironment.font = FontSpec(size: .style(.caption2))
        labelEnvironment.foreground = .system(.secondary)
        labelEnvironment.lineLimit = 1
        let element = builder.element(for: .text(string), environment: labelEnvironment)
        return (element, element.sizeThatFits(.unspecified).finite)
    }

    private func place(
        _ label: (element: any LayoutElement, size: Size), at origin: Point, into items: inout [DisplayItem]
    ) {
        label.element.draw(proposal: .unspecified, in: Rect(origin: origin, size: label.size), into: &items)
    }

    private var gridColor: RGBA {
        environment.colorScheme == .dark ? RGBA(84, 84, 88, alpha: 0.65) : RGBA(60, 60, 67, alpha: 0.22)
    }

    /// A row of "● Category" entries along the bottom (or top) edge, wrapping when the width runs out; returns its
    /// height.
    private func drawLegend(_ categories: [String], in frame: Rect, atTop: Bool, into items: inout [DisplayItem])
        -> Double
    {
        let labels = categories.map(label)
        let dot = 8.0, gap = 4.0, between = 12.0
        let lineHeight = max(dot, labels.map(\.size.height).max() ?? 0)
        var rows: [[Int]] = [[]]
        var x = 0.0
        for (index, entry) in labels.enumerated() {
            let width = dot + gap + entry.size.width
            if x > 0, x + width > frame.width { rows.append([]); x = 0 }
            rows[rows.count - 1].append(index)
            x += width + between
        }
        let height = Double(rows.count) * lineHeight + Double(rows.count - 1) * 4 + Self.labelSpacing * 2
        var y = atTop ? frame.minY : frame.maxY - height + Self.labelSpacing * 2
        for row in rows {
            var x = frame.minX
            for index in row {
                let dotRect = Rect(x: x, y: y + (lineHeight - dot) / 2, width: dot, height: dot)
                items.append(
                    .fill(
                        .circle, rect: dotRect,
                        paint: .color(environment.resolve(color(of: categories[index], in: categories)))))
                place(
                    labels[index], at: Point(x: x + dot + gap, y: y + (lineHeight - labels[index].size.height) / 2),
                    into: &items)
                x += dot + gap + labels[index].size.width + between
            }
            y += lineHeight + 4
        }
        return height
    }

    // MARK: Pie and donut charts

    private func drawPie(in area: Rect, categories: [String], into items: inout [DisplayItem]) {
        let sectors = spec.marks.filter { $0.kind == .sector }
        let total = sectors.reduce(0) { $0 + max(0, $1.angle ?? 0) }
        guard total > 0 else { return }
        let radius = min(area.width, area.height) / 2
        let center = Point(x: area.midX, y: area.midY)
        var start = -Double.pi / 2
        for sector in sectors {
            let sweep = max(0, sector.angle ?? 0) / total * 2 * Double.pi
            let inner = radius * min(0.99, max(0, sector.innerRadiusRatio))
            var path: [PathElement] = []
            // SwiftUI's arcs: `clockwise: false` runs clockwise on screen.
            if inner > 0 {
                path.append(.move(Point(x: center.x + inner * cos(start), y: center.y + inner * sin(start))))
                path.append(
                    .arc(center: center, radius: radius, startAngle: start, endAngle: start + sweep, clockwise: false))
                path.append(
                    .arc(center: center, radius: inner, startAngle: start + sweep, endAngle: start, clockwise: true))
            } else {
                path.append(.move(center))
                path.append(
                    .arc(center: center, radius: radius, startAngle: start, endAngle: start + sweep, clockwise: false))
            }
            path.append(.close)
            emit(
                sector, shape: .path(path.map { $0.offsetBy(dx: -area.minX, dy: -area.minY) }, reference: area.size),
                rect: area, fill: true, categories: categories, into: &items)
            if let annotation = sector.annotation {
                let middle = start + sweep / 2, distance = (radius + inner) / 2
                let anchor = Point(x: center.x + distance * cos(middle), y: center.y + distance * sin(middle))
                drawAnnotation(annotation, around: Rect(origin: anchor, size: .zero), position: .overlay, into: &items)
            }
            start += sweep
        }
    }

    // MARK: Charts with x and y axes

    /// A mark's extent along each axis once stacked: bars and areas with one value along an axis stack on the
    /// marks before them at the same position on the other, as Swift Charts stacks them by default.
    private struct Placed {
        var mark: ChartMark
        var x: ChartValue?
        var xLow: ChartValue?
        var xHigh: ChartValue?
        var y: ChartValue?
        var yLow: ChartValue?
        var yHigh: ChartValue?
    }

    private func stacked() -> [Placed] {
        var positive: [String: Double] = [:], negative: [String: Double] = [:]
        return spec.marks.map { mark in
            var placed = Placed(
                mark: mark, x: mark.x, xLow: mark.xStart, xHigh: mark.xEnd, y: mark.y, yLow: mark.yStart,
                yHigh: mark.yEnd)
            guard mark.kind == .bar || mark.kind == .area else { return placed }
            // Vertical: a quantity along y at a position along x; horizontal bars the other way round.
            let vertical = !(mark.y.map { if case .category = $0 { true } else { false } } ?? false)
            let value = vertical ? mark.y : mark.x
            let key = vertical ? mark.x : mark.y
            guard let amount = value?.quantity, let key, (vertical ? mark.yStart : mark.xStart) == nil else {
                return placed
            }
            let slot = (vertical ? "v" : "h") + key.description
            let base = amount >= 0 ? positive[slot, default: 0] : negative[slot, default: 0]
            if amount >= 0 { positive[slot] = base + amount } else { negative[slot] = base + amount }
            if vertical {
                placed.yLow = .number(base); placed.yHigh = .number(base + amount)
            } else {
                placed.xLow = .number(base); placed.xHigh = .number(base + amount)
            }
            return placed
        }
    }

    private func drawCartesian(in area: Rect, categories: [String], into items: inout [DisplayItem]) {
        let placed = stacked()
        let xValues = placed.flatMap { [$0.x, $0.xLow, $0.xHigh].compactMap { $0 } }
        let yValues = placed.flatMap { [$0.y, $0.yLow, $0.yHigh].compactMap { $0 } }
        let zeroBased = spec.marks.contains { [.bar, .area, .line, .point].contains($0.kind) }

        // Room for the annotations above the highest marks, then a first guess of the plot for the tick count.
        let annotationRoom =
            spec.marks.compactMap { mark -> Double? in
                guard let view = mark.annotation, mark.annotationPosition == .top else { return nil }
                return builder.element(for: view, environment: environment).sizeThatFits(.unspecified).finite.height
                    + Self.annotationSpacing
            }.max() ?? 0
        let xLabelHeight = spec.showsXAxis ? label("0").size.height + Self.labelSpacing : 0
        var plot = Rect(
            x: area.minX, y: area.minY + annotationRoom, width: area.width,
            height: max(0, area.height - annotationRoom - xLabelHeight))
        let yScale = ChartScale.fitting(yValues, includesZero: zeroBased, length: plot.height)
        var yLabels: [(element: any LayoutElement, size: Size)] = []
        if spec.showsYAxis, case .linear(let ticks) = yScale { yLabels = ticks.labels.map(label) }
        if spec.showsYAxis, case .band(let names) = yScale { yLabels = names.map(label) }
        let yLabelWidth = yLabels.map(\.size.width).max() ?? 0
        if spec.showsYAxis { plot.size.width = max(0, plot.width - yLabelWidth - Self.labelSpacing) }
        let xScale = ChartScale.fitting(
            xValues,
            includesZero: zeroBased && !xValues.isEmpty
                && spec.marks.allSatisfy { mark in
                    mark.kind != .line && mark.kind != .point && mark.kind != .area
                        || mark.y.map { if case .category = $0 { true } else { false } } == true
                }, length: plot.width)

        func xPosition(_ value: ChartValue?) -> Double? {
            value.flatMap { xScale.position(of: $0, length: plot.width) }.map { plot.minX + $0 }
        }
        func yPosition(_ value: ChartValue?) -> Double? {
            value.flatMap { yScale.position(of: $0, length: plot.height) }.map { plot.maxY - $0 }
        }

        drawGrid(xScale: xScale, yScale: yScale, yLabels: yLabels, plot: plot, area: area, into: &items)

        // Marks in the order written; lines and areas of one series are drawn once, at their first mark.
        var drawnSeries: Set<String> = []
        for (index, entry) in placed.enumerated() {
            let mark = entry.mark
            switch mark.kind {
            case .bar, .rectangle:
                guard
                    let rect = markRect(
                        entry, xScale: xScale, yScale: yScale, plot: plot,
                        distinct: Set(xValues.map(\.description)).count,
                        xPosition: xPosition, yPosition: yPosition)
                else { continue }
                let shape: ShapePath =
                    mark.cornerRadius > 0
                    ? .roundedRectangle(cornerRadius: min(mark.cornerRadius, min(rect.width, rect.height) / 2))
                    : .rectangle
                emit(mark, shape: shape, rect: rect, fill: true, categories: categories, into: &items)
                if let annotation = mark.annotation {
                    drawAnnotation(annotation, around: rect, position: mark.annotationPosition, into: &items)
                }
            case .rule:
                let line = mark.lineStyle ?? StrokeStyle(lineWidth: 1)
                let from: Point, to: Point
                if let y = yPosition(entry.y), entry.x == nil {
                    from = Point(x: xPosition(entry.xLow) ?? plot.minX, y: y)
                    to = Point(x: xPosition(entry.xHigh) ?? plot.maxX, y: y)
                } else if let x = xPosition(entry.x) {
                    from = Point(x: x, y: yPosition(entry.yLow) ?? plot.maxY)
                    to = Point(x: x, y: yPosition(entry.yHigh) ?? plot.minY)
                } else {
                    continue
                }
                emitLine(
                    [from, to], mark: mark, line: line, categories: categories, plot: plot, smooth: false,
                    into: &items)
                if let annotation = mark.annotation {
                    drawAnnotation(
                        annotation,
                        around: Rect(
                            x: min(from.x, to.x), y: min(from.y, to.y), width: abs(to.x - from.x),
                            height: abs(to.y - from.y)), position: mark.annotationPosition, into: &items)
                }
            case .point:
                guard let x = xPosition(entry.x), let y = yPosition(entry.y) else { continue }
                let side = Self.pointDiameter
                let rect = Rect(x: x - side / 2, y: y - side / 2, width: side, height: side)
                emit(mark, shape: .circle, rect: rect, fill: true, categories: categories, into: &items)
                if let annotation = mark.annotation {
                    drawAnnotation(annotation, around: rect, position: mark.annotationPosition, into: &items)
                }
            case .line, .area:
                let key = "\(mark.kind)|" + (mark.series ?? mark.category ?? "")
                if !drawnSeries.contains(key) {
                    drawnSeries.insert(key)
                    let members = placed[index...].filter {
                        $0.mark.kind == mark.kind
                            && "\($0.mark.kind)|" + ($0.mark.series ?? $0.mark.category ?? "") == key
                    }
                    drawSeries(
                        members, xPosition: xPosition, yPosition: yPosition, plot: plot, categories: categories,
                        into: &items)
                }
                if let annotation = mark.annotation, let x = xPosition(entry.x),
                    let y = yPosition(entry.yHigh ?? entry.y)
                {
                    drawAnnotation(
                        annotation, around: Rect(x: x, y: y, width: 0, height: 0), position: mark.annotationPosition,
                        into: &items)
                }
            case .sector:
                continue
            }
        }
    }

    /// A bar's or rectangle's rectangle: given ends along an axis, else a band's share (or a fixed width) around
    /// its value, else the whole plot along that axis.
    private func markRect(
        _ entry: Placed, xScale: ChartScale, yScale: ChartScale, plot: Rect, distinct: Int,
        xPosition: (ChartValue?) -> Double?, yPosition: (ChartValue?) -> Double?
    ) -> Rect? {
        func span(low: Double?, high: Double?, center: Double?, thickness: Double, whole: (Double, Double)) -> (
            Double, Double
        )? {
            if let low, let high { return (min(low, high), max(low, high)) }
            if let center { return (center - thickness / 2, center + thickness / 2) }
            return whole
        }
        let mark = entry.mark
        let defaultWidth = mark.kind == .bar
            ? (xScale.bandWidth(length: plot.width) ?? plot.width / Double(max(1, distinct))) * Self.barFraction : 20
        let defaultHeight = mark.kind == .bar
            ? (yScale.bandWidth(length: plot.height) ?? plot.height / Double(max(1, distinct))) * Self.barFraction : 20
        guard
            let (left, right) = span(
                low: xPosition(entry.xLow), high: xPosition(entry.xHigh), center: xPosition(entry.x),
                thickness: mark.fixedWidth ?? defaultWidth, whole: (plot.minX, plot.maxX)),
            let (top, bottom) = span(
                low: yPosition(entry.yHigh), high: yPosition(entry.yLow), center: yPosition(entry.y),
                thickness: mark.fixedHeight ?? defaultHeight, whole: (plot.minY, plot.maxY))
        else { return nil }
        return Rect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    /// One line or area through its marks in the order written.
    private func drawSeries(
        _ members: [Placed], xPosition: (ChartValue?) -> Double?, yPosition: (ChartValue?) -> Double?, plot: Rect,
        categories: [String], into items: inout [DisplayItem]
    ) {
        guard let first = members.first?.mark else { return }
        let top = members.compactMap { entry -> Point? in
            guard let x = xPosition(entry.x), let y = yPosition(entry.yHigh ?? entry.y) else { return nil }
            return Point(x: x, y: y)
        }
        guard !top.isEmpty else { return }
        if first.kind == .line {
            emitLine(
                top, mark: first, line: first.lineStyle ?? StrokeStyle(lineWidth: 2), categories: categories,
                plot: plot, smooth: first.smooth,
                into: &items)
            return
        }
        let bottom = members.compactMap { entry -> Point? in
            guard let x = xPosition(entry.x) else { return nil }
            return Point(x: x, y: yPosition(entry.yLow) ?? yPosition(.number(0)) ?? plot.maxY)
        }
        var path = Self.curve(through: top, smooth: first.smooth)
        let back = Self.curve(through: bottom.reversed(), smooth: first.smooth)
        path.append(contentsOf: back.enumerated().map { index, element in
            if index == 0, case .move(let point) = element { return .line(point) }
            return element
        })
        path.append(.close)
        emit(
            first, shape: .path(path.map { $0.offsetBy(dx: -plot.minX, dy: -plot.minY) }, reference: plot.size),
            rect: plot, fill: true, categories: categories, into: &items)
    }

    private func emitLine(
        _ points: [Point], mark: ChartMark, line: StrokeStyle, categories: [String], plot: Rect, smooth: Bool,
        into items: inout [DisplayItem]
    ) {
        let width = line.lineWidth
        let path = Self.curve(through: points, smooth: smooth).map { $0.offsetBy(dx: -plot.minX, dy: -plot.minY) }
        if points.count == 1 {
            let rect = Rect(x: points[0].x - width, y: points[0].y - width, width: 2 * width, height: 2 * width)
            emit(mark, shape: .circle, rect: rect, fill: true, categories: categories, into: &items)
            return
        }
        emit(
            mark, shape: .path(path, reference: plot.size), rect: plot, fill: false, line: line,
            categories: categories, into: &items)
    }

    /// Straight segments, or a Catmull-Rom spline through every point (the curve `.catmullRom` draws; the
    /// other curved interpolations are drawn the same way).
    static func curve(through points: [Point], smooth: Bool) -> [PathElement] {
        guard let first = points.first else { return [] }
        var path: [PathElement] = [.move(first)]
        for index in 1..<max(1, points.count) {
            let from = points[index - 1], to = points[index]
            guard smooth else { path.append(.line(to)); continue }
            let before = points[max(0, index - 2)], after = points[min(points.count - 1, index + 1)]
            let control1 = Point(x: from.x + (to.x - before.x) / 6, y: from.y + (to.y - before.y) / 6)
            let control2 = Point(x: to.x - (after.x - from.x) / 6, y: to.y - (after.y - from.y) / 6)
            path.append(.curve(to: to, control1: control1, control2: control2))
        }
        return path
    }

    /// Gridlines and labels: a horizontal line and a trailing label at each value tick, a vertical line and a
    /// label below at each tick of a quantitative x axis, a label under each band of a categorical one.
    private func drawGrid(
        xScale: ChartScale, yScale: ChartScale, yLabels: [(element: any LayoutElement, size: Size)], plot: Rect,
        area: Rect,
        into items: inout [DisplayItem]
    ) {
        let line = 0.5
        if spec.showsYAxis {
            switch yScale {
            case .linear(let ticks):
                for (index, value) in ticks.values.enumerated() {
                    guard let offset = yScale.position(of: .number(value), length: plot.height) else { continue }
                    let y = plot.maxY - offset
                    items.append(
                        .fill(
                            .rectangle, rect: Rect(x: plot.minX, y: y - line / 2, width: plot.width, height: line),
                            color: gridColor))
                    let text = yLabels[index]
                    place(text, at: Point(x: plot.maxX + Self.labelSpacing, y: y - text.size.height / 2), into: &items)
                }
            case .band(let names):
                for (index, name) in names.enumerated() {
                    guard let offset = yScale.position(of: .category(name), length: plot.height) else { continue }
                    let text = yLabels[index]
                    place(
                        text, at: Point(x: plot.maxX + Self.labelSpacing, y: plot.maxY - offset - text.size.height / 2),
                        into: &items)
                }
            }
        }
        guard spec.showsXAxis else { return }
        // The baseline under the plot, as Swift Charts draws its x axis.
        items.append(
            .fill(
                .rectangle, rect: Rect(x: plot.minX, y: plot.maxY - line / 2, width: plot.width, height: line),
                color: gridColor))
        switch xScale {
        case .linear(let ticks):
            for (index, value) in ticks.values.enumerated() {
                guard let offset = xScale.position(of: .number(value), length: plot.width) else { continue }
                let x = plot.minX + offset
                items.append(
                    .fill(
                        .rectangle, rect: Rect(x: x - line / 2, y: plot.minY, width: line, height: plot.height),
                        color: gridColor))
                let text = label(ticks.labels[index])
                // Labels start at their gridline, as Swift Charts places them; the last one keeps inside the plot.
                let left = min(x + 2, plot.maxX - text.size.width)
                place(text, at: Point(x: max(plot.minX, left), y: plot.maxY + Self.labelSpacing / 2), into: &items)
            }
        case .band(let names):
            let band = xScale.bandWidth(length: plot.width) ?? plot.width
            for name in names {
                guard let center = xScale.position(of: .category(name), length: plot.width) else { continue }
                var text = label(name)
                text.size.width = min(text.size.width, band)
                place(
                    text, at: Point(x: plot.minX + center - text.size.width / 2, y: plot.maxY + Self.labelSpacing / 2),
                    into: &items)
            }
        }
    }

    // MARK: Drawing one mark

    private func emit(
        _ mark: ChartMark, shape: ShapePath, rect: Rect, fill: Bool, line: StrokeStyle = StrokeStyle(lineWidth: 0),
        categories: [String], into items: inout [DisplayItem]
    ) {
        let lineWidth = line.lineWidth
        let opacity = mark.opacity.isFinite ? min(1, max(0, mark.opacity)) : 1
        guard opacity > 0, rect.width.isFinite, rect.height.isFinite else { return }
        let paint = paint(of: mark, in: categories, rect: rect)
        if opacity < 1 { items.append(.pushOpacity(opacity, bounds: rect.insetBy(-lineWidth))) }
        items.append(
            fill
                ? .fill(shape, rect: rect, paint: paint)
                : .stroke(shape, rect: rect, paint: paint, style: line))
        if opacity < 1 { items.append(.pop) }
    }

    /// An annotation's view beside `rect` (a mark's bounds): centred above it by default.
    private func drawAnnotation(
        _ view: ViewNode, around rect: Rect, position: ChartAnnotationPosition, into items: inout [DisplayItem]
    ) {
        let element = builder.element(for: view, environment: environment)
        let size = element.sizeThatFits(.unspecified).finite
        let spacing = Self.annotationSpacing
        let origin: Point
        switch position {
        case .top: origin = Point(x: rect.midX - size.width / 2, y: rect.minY - spacing - size.height)
        case .bottom: origin = Point(x: rect.midX - size.width / 2, y: rect.maxY + spacing)
        case .leading: origin = Point(x: rect.minX - spacing - size.width, y: rect.midY - size.height / 2)
        case .trailing: origin = Point(x: rect.maxX + spacing, y: rect.midY - size.height / 2)
        case .overlay: origin = Point(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2)
        }
        element.draw(proposal: .unspecified, in: Rect(origin: origin, size: size), into: &items)
    }
}

extension Rect {
    var midX: Double { minX + width / 2 }
    var midY: Double { minY + height / 2 }
}
