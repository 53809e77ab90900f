import PreviewViews

/// A shape filled or stroked (`Rectangle()`, `Circle().stroke(…)`, `Color.red`, a gradient, a custom `Path`):
/// takes whatever it is offered, 10 points where nothing is offered (SwiftUI's ideal size for shapes). Circles
/// and capsules are inscribed in that rectangle and custom paths scaled into it by the rasteriser.
final class ShapeElement: LayoutElement {
    /// The length a shape chooses in a dimension with no proposal.
    static let idealLength: Double = 10

    private let shape: ShapePath
    private let style: ShapeStyle
    private let environment: EnvironmentValues

    init(shape: ShapePath, style: ShapeStyle, environment: EnvironmentValues) {
        self.shape = shape
        self.style = style
        self.environment = environment
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? Self.idealLength, height: proposal.height ?? Self.idealLength)
    }

    func draw(proposal: ProposedSize, in frame: Rect, into items: inout [DisplayItem]) {
        switch style {
        case .fill(let paint):
            let resolved = paint.resolved(in: frame, environment: environment)
            guard !resolved.isInvisible else { return }
            items.append(.fill(shape, rect: frame, paint: resolved))
        case .stroke(let paint, let style, let inset):
            let resolved = paint.resolved(in: frame, environment: environment)
            let lineWidth = style.lineWidth
            guard !resolved.isInvisible, lineWidth.isFinite, lineWidth > 0 else { return }
            guard inset else {
                items.append(.stroke(shape, rect: frame, paint: resolved, style: style))
                return
            }
            // `.strokeBorder` strokes the shape inset by half the line width, so the line lies inside the frame.
            // A line at least as wide as the shape covers all of it.
            guard frame.width > lineWidth, frame.height > lineWidth else {
                items.append(.fill(shape, rect: frame, paint: resolved))
                return
            }
            let half = lineWidth / 2
            items.append(
                .stroke(shape.inset(by: half), rect: frame.insetBy(half), paint: resolved, style: style))
        }
    }
}

extension Paint {
    /// This paint for a shape laid out in `rect`: colours for the environment's appearance, gradient unit points
    /// in points, stops clamped to 0…1 and sorted (cairo and SwiftUI both need ascending stops).
    func resolved(in rect: Rect, environment: EnvironmentValues) -> ResolvedPaint {
        func point(_ unit: UnitPoint) -> Point {
            Point(x: rect.minX + unit.x * rect.width, y: rect.minY + unit.y * rect.height)
        }
        func stops(_ stops: [GradientStop]) -> [ResolvedStop] {
            stops.enumerated()
                .map { index, stop in
                    let location = stop.location.isFinite ? min(1, max(0, stop.location)) : 0
                    return (index, ResolvedStop(color: environment.resolve(stop.color), location: location))
                }
                .sorted { ($0.1.location, $0.0) < ($1.1.location, $1.0) }
                .map(\.1)
        }
        func finite(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }
        switch self {
        case .foreground: return .color(environment.foregroundRGBA)
        case .background:
            // Never `.background` itself: setting that style keeps the one above (`EnvironmentValues.applying`).
            return (environment.backgroundStyle ?? .color(.system(.background))).resolved(
                in: rect, environment: environment)
        case .color(let color): return .color(environment.resolve(color))
        case .linearGradient(let s, let start, let end):
            return .linearGradient(stops(s), start: point(start), end: point(end))
        case .radialGradient(let s, let center, let from, let to):
            return .radialGradient(stops(s), center: point(center), startRadius: finite(from), endRadius: finite(to))
        case .angularGradient(let s, let center, let sweep):
            return .angularGradient(stops(s), center: point(center), sweep: sweep)
        case .meshGradient(let mesh):
            return .meshGradient(
                ResolvedMesh(
                    width: mesh.width, height: mesh.height, points: mesh.points.map(point),
                    colors: mesh.colors.map(environment.resolve), background: environment.resolve(mesh.background),
                    smoothsColors: mesh.smoothsColors, bounds: rect))
        case .material(let blur, let tint): return .material(blur: finite(blur), tint: environment.resolve(tint))
        }
    }
}
