import PreviewViews

/// SwiftUI's accessory gauge styles, which draw a gauge in an app as a Lock Screen complication looks: an open
/// ring with a marker at the value (`.accessoryCircular`), a closed ring filled up to it
/// (`.accessoryCircularCapacity`), a bar with a marker (`.accessoryLinear`) and a bar filled up to it
/// (`.accessoryLinearCapacity`), each in the tint, and each placing the gauge's labels where Apple's documentation of
/// the style says.
enum AccessoryGauge: String, CaseIterable {
    case circular = "accessoryCircular"
    case circularCapacity = "accessoryCircularCapacity"
    case linear = "accessoryLinear"
    case linearCapacity = "accessoryLinearCapacity"

    /// The circular styles' square, in points: they do not grow with the space offered.
    static let side = 58.0
    /// The ring's line and the bar's height.
    static let thickness = 6.0
    static let barThickness = 4.0
    /// The marker is a dot a little wider than the line, cleared of it by a gap.
    static let markerDiameter = 8.0
    static let markerGap = 1.5
    /// The open ring leaves the bottom quarter open, for the bounds' labels or the gauge's label.
    static let openStart = 0.75 * Double.pi
    static let openSweep = 1.5 * Double.pi
    /// The unfilled part of a capacity track: the tint, faint.
    static let trackOpacity = 0.3
    /// The current value in the middle of a ring, and the labels in its opening.
    static let centerFont = FontSpec(size: .fixed(16), weight: .medium)
    static let openingFont = FontSpec(size: .fixed(10), weight: .medium)

    /// The style a `.gaugeStyle(…)` value names, nil for any other.
    init?(_ style: Value?) {
        switch style {
        case .symbol(let name)?, .implicitCall(let name, _)?: self.init(rawValue: name)
        default: return nil
        }
    }

    /// The gauge at `fraction` of its range with its `labels` (keyed by the initialiser's closure labels), in
    /// `tint`, or along `gradient` when the tint is one (`TintGradient`).
    func draw(
        fraction: Double, labels: [String: ViewNode], tint: ColorValue, gradient: [GradientStop]? = nil
    ) -> ViewNode {
        let paint = Paints(tint: tint, gradient: gradient)
        switch self {
        case .circular: return Self.openRing(fraction: fraction, labels: labels, paint: paint)
        case .circularCapacity: return Self.capacityRing(fraction: fraction, labels: labels, paint: paint)
        case .linear: return Self.markedBar(fraction: fraction, labels: labels, paint: paint)
        case .linearCapacity: return Self.capacityBar(fraction: fraction, labels: labels, paint: paint)
        }
    }

    /// The tint a gauge is drawn in, a colour or a gradient along its track.
    struct Paints {
        var tint: ColorValue
        var gradient: [GradientStop]?

        func bar(opacity: Double = 1) -> Paint { TintGradient.trackPaint(gradient, tint: tint, opacity: opacity) }

        func ring(sweep: Double, opacity: Double = 1) -> Paint {
            TintGradient.ringPaint(gradient, sweep: sweep, tint: tint, opacity: opacity)
        }
    }

    private static func track(_ track: GaugeTrack, _ paint: Paint) -> ViewNode {
        .shape(.custom(CustomShape(track)), .fill(paint))
    }

    /// A ring starting `start` radians clockwise from 3 o'clock. An angular gradient starts at 3 o'clock, so with
    /// one the ring is drawn from there and turned into place, taking its gradient with it.
    private static func ring(start: Double, sweep: Double, paints: Paints, opacity: Double = 1,
                             _ make: (GaugeTrack.Course) -> GaugeTrack) -> ViewNode {
        guard paints.gradient != nil else {
            return track(make(.ring(start: start, sweep: sweep)), paints.bar(opacity: opacity))
        }
        return .effect(
            .rotation(radians: start, anchor: .center),
            track(make(.ring(start: 0, sweep: sweep)), paints.ring(sweep: sweep, opacity: opacity)))
    }

    /// The current value in the middle; the bounds' labels in the opening at the bottom, or else the gauge's label.
    private static func openRing(fraction: Double, labels: [String: ViewNode], paint: Paints) -> ViewNode {
        let ring = ring(start: openStart, sweep: openSweep, paints: paint) { course in
            GaugeTrack(
                course, thickness: thickness, inset: markerDiameter / 2, marker: fraction,
                markerDiameter: markerDiameter, gap: markerGap)
        }
        let bounds = labels["minimumValueLabel"] != nil || labels["maximumValueLabel"] != nil
        let opening: ViewNode =
            bounds
            ? .frame(
                FrameSpec(width: side * 0.62),
                .stack(
                    axis: .horizontal, alignment: .center, spacing: 0,
                    children: [
                        labels["minimumValueLabel"] ?? .empty, .spacer(minLength: nil),
                        labels["maximumValueLabel"] ?? .empty,
                    ]))
            : labels["label"] ?? .empty
        return ringSquare(
            ring, center: labels["currentValueLabel"],
            bottom: .environment(.font(openingFont), .environment(.lineLimit(1), opening)))
    }

    /// A closed ring filled clockwise from the top, the current value in the middle.
    private static func capacityRing(fraction: Double, labels: [String: ViewNode], paint: Paints) -> ViewNode {
        let start = -Double.pi / 2, sweep = 2 * Double.pi
        let filled = ViewNode.zstack(
            alignment: .center,
            children: [
                ring(start: start, sweep: sweep, paints: paint, opacity: trackOpacity) { course in
                    GaugeTrack(course, thickness: thickness, inset: thickness / 2)
                },
                ring(start: start, sweep: sweep, paints: paint) { course in
                    GaugeTrack(course, thickness: thickness, inset: thickness / 2, to: fraction)
                },
            ])
        return ringSquare(filled, center: labels["currentValueLabel"], bottom: nil)
    }

    /// The ring in the circular styles' square, a label in its middle and one at its bottom.
    private static func ringSquare(_ ring: ViewNode, center: ViewNode?, bottom: ViewNode?) -> ViewNode {
        var layers = [ring]
        if let center {
            layers.append(
                .frame(
                    FrameSpec(width: side - 2 * thickness - 8),
                    .environment(.font(centerFont), .environment(.lineLimit(1), center))))
        }
        if let bottom {
            layers.append(.frame(FrameSpec(height: side, alignment: .bottom), bottom))
        }
        return .frame(FrameSpec(width: side, height: side), .zstack(alignment: .center, children: layers))
    }

    /// A bar in the tint with a marker at the value; the bounds' labels at its ends, or else the current value
    /// before it.
    private static func markedBar(fraction: Double, labels: [String: ViewNode], paint: Paints) -> ViewNode {
        let bar = ViewNode.frame(
            FrameSpec(maxWidth: .infinity, minHeight: markerDiameter, maxHeight: markerDiameter),
            track(
                GaugeTrack(
                    .bar, thickness: barThickness, inset: markerDiameter / 2, marker: fraction,
                    markerDiameter: markerDiameter, gap: markerGap),
                paint.bar()))
        if labels["minimumValueLabel"] != nil || labels["maximumValueLabel"] != nil {
            return row(labels["minimumValueLabel"], bar, labels["maximumValueLabel"])
        }
        return row(labels["currentValueLabel"], bar, nil)
    }

    /// The gauge's label above a bar filled from its leading end, the bounds' labels at its ends, the current value
    /// below.
    private static func capacityBar(fraction: Double, labels: [String: ViewNode], paint: Paints) -> ViewNode {
        let bar = ViewNode.frame(
            FrameSpec(maxWidth: .infinity, minHeight: barThickness, maxHeight: barThickness),
            .zstack(
                alignment: .center,
                children: [
                    track(
                        GaugeTrack(.bar, thickness: barThickness, inset: barThickness / 2),
                        paint.bar(opacity: trackOpacity)),
                    track(
                        GaugeTrack(.bar, thickness: barThickness, inset: barThickness / 2, to: fraction),
                        paint.bar()),
                ]))
        var rows: [ViewNode] = []
        if let label = labels["label"] { rows.append(label) }
        rows.append(row(labels["minimumValueLabel"], bar, labels["maximumValueLabel"]))
        if let current = labels["currentValueLabel"] { rows.append(current) }
        return .stack(axis: .vertical, alignment: .leading, spacing: 4, children: rows)
    }

    /// The bar between the labels at its ends, which are set small and secondary.
    private static func row(_ leading: ViewNode?, _ bar: ViewNode, _ trailing: ViewNode?) -> ViewNode {
        let end = { (label: ViewNode) in
            ViewNode.environment(
                .foreground(.system(.secondary)),
                .environment(.font(FontSpec(size: .style(.footnote))), .environment(.lineLimit(1), label)))
        }
        let children = [leading.map(end), bar, trailing.map(end)].compactMap { $0 }
        return .stack(axis: .horizontal, alignment: .center, spacing: 6, children: children)
    }
}
