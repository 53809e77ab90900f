import PreviewViews

/// `Text`: as wide as its measured text when wrapped at the proposed width, rounded up to whole points.
final class TextElement: LayoutElement {
    private let string: String
    private let font: ResolvedFont
    private let color: RGBA
    private let measurer: any TextMeasurer

    init(_ string: String, environment: EnvironmentValues, measurer: any TextMeasurer) {
        self.string = string
        self.font = environment.font.resolved(dynamicTypeSize: environment.dynamicTypeSize)
        self.color = environment.foregroundRGBA
        self.measurer = measurer
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        // An infinite width means "as wide as you like", which for text is the same as not wrapping at all.
        let maxWidth = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let measured = measurer.measure(string, font: font, maxWidth: maxWidth)
        // Text ignores the proposed height: SwiftUI would truncate lines that do not fit; this engine does not.
        return Size(width: wholePoints(measured.width), height: wholePoints(measured.height))
    }

    func draw(proposal: ProposedSize, in frame: Rect, into items: inout [DisplayItem]) {
        // Multi-line alignment is always leading for now; `.multilineTextAlignment` is not modelled.
        items.append(.text(string, rect: frame, font: font, color: color, alignment: .leading))
    }

    private func wholePoints(_ length: Double) -> Double {
        length.isFinite ? max(0, length.rounded(.up)) : 0
    }
}

/// A `Color` or a filled shape used as a view: takes whatever it is offered, 10 points where nothing is offered
/// (SwiftUI's ideal size for shapes). Circles and capsules are inscribed in that rectangle by the rasteriser.
final class FillElement: LayoutElement {
    /// The length a shape chooses in a dimension with no proposal.
    static let idealLength: Double = 10

    private let shape: ShapeKind
    private let color: RGBA

    init(shape: ShapeKind, color: RGBA) {
        self.shape = shape
        self.color = color
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? Self.idealLength, height: proposal.height ?? Self.idealLength)
    }

    func draw(proposal: ProposedSize, in frame: Rect, into items: inout [DisplayItem]) {
        items.append(.fill(shape, rect: frame, color: color))
    }
}

/// `Spacer`: inside a stack, at least `minLength` along the stack's axis and as long as it is offered, with no
/// thickness across it; outside a stack, whatever it is offered (nothing where nothing is offered). Draws nothing.
final class SpacerElement: LayoutElement {
    private let axis: Axis?
    private let minLength: Double

    var yieldsInStack: Bool { axis != nil }

    init(axis: Axis?, minLength: Double) {
        self.axis = axis
        self.minLength = max(0, minLength)
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        guard let axis else {
            return Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
        }
        let along = proposal.length(along: axis).map { max(minLength, $0) } ?? minLength
        return Size(along: axis, along, across: 0)
    }

    func draw(proposal: ProposedSize, in frame: Rect, into items: inout [DisplayItem]) {}
}

/// `EmptyView`: no size, nothing drawn.
final class EmptyElement: LayoutElement {
    func sizeThatFits(_ proposal: ProposedSize) -> Size { .zero }

    func draw(proposal: ProposedSize, in frame: Rect, into items: inout [DisplayItem]) {}
}
