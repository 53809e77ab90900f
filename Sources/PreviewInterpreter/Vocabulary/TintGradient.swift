import PreviewViews

/// `.tint(Gradient(…))`: iOS paints a gauge's track with the gradient, from its start to its end whatever the value
/// (the value reveals part of it), while other controls take a colour. The gradient is kept in the environment the
/// views below are evaluated in, under `key`; a colour tint below it clears it.
enum TintGradient {
    static let key = "tintGradient"

    /// The stops of a `Gradient` value (what `Gradient(colors:)` and `Gradient(stops:)` evaluate to), nil for
    /// anything else.
    static func stops(_ value: Value, evaluator: Evaluator) -> [GradientStop]? {
        guard case .array(let values) = value, values.count > 1 else { return nil }
        var stops: [GradientStop] = []
        for value in values {
            guard case .tuple(let parts, let labels) = value, labels == ["color", "location"], parts.count == 2,
                let color = Convert.color(parts[0], evaluator: evaluator), let location = Convert.number(parts[1])
            else { return nil }
            stops.append(GradientStop(color: color, location: location))
        }
        return stops
    }

    /// The gradient the tint around the view being evaluated is, if it is one.
    static func current(_ evaluator: Evaluator) -> [GradientStop]? {
        evaluator.customEnvironment[key].flatMap { stops($0, evaluator: evaluator) }
    }

    /// How a gauge paints its track (or the part a value fills): the gradient around it from the leading end to
    /// the trailing end, else `tint`; `opacity` below 1 for the faint, unfilled part of a capacity track.
    static func trackPaint(_ gradient: [GradientStop]?, tint: ColorValue, opacity: Double = 1) -> Paint {
        let faded = { (color: ColorValue) in opacity < 1 ? ColorValue.opacity(color, opacity) : color }
        guard let gradient else { return .color(faded(tint)) }
        return .linearGradient(
            gradient.map { GradientStop(color: faded($0.color), location: $0.location) },
            start: UnitPoint(x: 0, y: 0.5), end: UnitPoint(x: 1, y: 0.5))
    }

    /// The same along a ring that runs clockwise from 3 o'clock for `sweep` radians: an angular gradient whose stops
    /// are squeezed into that part of the turn.
    static func ringPaint(
        _ gradient: [GradientStop]?, sweep: Double, tint: ColorValue, opacity: Double = 1
    ) -> Paint {
        guard let gradient else { return trackPaint(nil, tint: tint, opacity: opacity) }
        let share = min(max(sweep / (2 * Double.pi), 0), 1)
        let faded = { (color: ColorValue) in opacity < 1 ? ColorValue.opacity(color, opacity) : color }
        return .angularGradient(
            gradient.map { GradientStop(color: faded($0.color), location: $0.location * share) },
            center: UnitPoint(x: 0.5, y: 0.5))
    }
}
