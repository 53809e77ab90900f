import PreviewViews

/// `Image`: its natural size unless `.resizable()`, which makes it take what it is offered (its natural size
/// where nothing is offered), stretching the picture: `.aspectRatio` around it keeps the proportions.
///
/// Natural sizes: an SF Symbol is its ink at the size of the font it follows (and its `.imageScale`), in a frame
/// a hair wider and at least a line of the font tall (`SymbolMetrics`), drawn in the foreground colour; a custom
/// symbol is a line tall, and as wide as its glyph; an asset file has its size in points; an asset the project
/// does not have is a neutral 100 × 100 box, so the layout around it still looks plausible. A symbol is the one its
/// environment's `.symbolVariant` names; one that is plain geometry (`SymbolGeometry`) is drawn as its shape.
final class ImageElement: LayoutElement {
    /// A custom symbol's height relative to the point size of the current font (its template's line).
    static let symbolScale = SymbolMetrics.lineHeightPerPoint
    private let spec: ImageSpec
    private let naturalSize: Size
    private let foreground: RGBA
    /// A layered symbol's enclosure colour (palette or hierarchical), when it has an enclosure to draw in it.
    private let secondary: RGBA?
    private let scheme: ColorScheme
    /// A symbol that is plain geometry, drawn as a shape with an outline of the font's `weight`.
    private let geometry: SymbolGeometry?
    private let weight: FontWeight
    /// `.redacted(reason: .placeholder)` above: the box's colour (`Redaction`).
    private let redaction: RGBA?

    init(_ spec: ImageSpec, environment: EnvironmentValues, measurer: any TextMeasurer) {
        var spec = spec
        if case .symbol(let name) = spec.source {
            spec.source = .symbol(environment.symbolVariants.symbol(for: name))
        }
        self.spec = spec
        self.foreground = environment.foregroundRGBA
        if case .symbol(let name) = spec.source, SymbolCatalog.layeredGlyph(for: name) != nil {
            self.secondary = environment.symbolSecondaryRGBA
        } else {
            self.secondary = nil
        }
        var geometry: SymbolGeometry?
        if case .symbol(let name) = spec.source { geometry = SymbolGeometry(name: name) }
        self.geometry = geometry
        self.weight = environment.resolvedFont.weight
        self.scheme = environment.colorScheme
        self.redaction = environment.redacted ? Redaction.color(environment) : nil
        let pointSize = environment.resolvedFont.pointSize
        let scale = environment.imageScale
        switch spec.source {
        case .symbol(let name):
            let perPoint =
                geometry?.inkPerPoint
                ?? SymbolMetrics.inkPerPoint(
                    of: name, glyph: SymbolCatalog.glyph(for: name), measuredInk: measurer.symbolInk)
            let ink = SymbolMetrics.ink(perPoint, pointSize: pointSize, scale: scale)
            naturalSize = SymbolMetrics.frame(ink: ink, pointSize: pointSize).finite
        case .asset:
            naturalSize = Size(width: ImageSpec.missingAssetSide, height: ImageSpec.missingAssetSide)
        case .file(_, let size, _):
            naturalSize = Size(width: max(0, size.width), height: max(0, size.height)).finite
        case .customSymbol(_, let widthPerPoint, _):
            // As tall as a line of the font, as wide as the glyph's margins at that size; the scale enlarges both.
            let size = pointSize * scale.factor
            naturalSize = Size(width: max(0, widthPerPoint) * size, height: size * Self.symbolScale).finite
        }
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        guard spec.resizable else { return naturalSize }
        return Size(width: proposal.width ?? naturalSize.width, height: proposal.height ?? naturalSize.height)
    }

    func draw(proposal: ProposedSize, in frame: Rect, into items: inout [DisplayItem]) {
        if let redaction { return items.append(Redaction.box(frame, color: redaction)) }
        switch spec.source {
        case .symbol(let name):
            if let geometry {
                drawGeometry(geometry, in: frame, into: &items)
            } else {
                items.append(.symbol(name, rect: frame, color: foreground, secondary: secondary))
            }
        case .file(let path, _, let stamp), .customSymbol(let path, _, let stamp):
            // The renderer tells a symbol template from other files and draws its glyph (`VectorDocument`).
            items.append(.bitmap(path: path, stamp: stamp, rect: frame, tint: spec.template ? foreground : nil))
        case .asset:
            drawMissingAsset(in: frame, into: &items)
        }
    }

    /// A geometric symbol's shape, filled or outlined, with its ink placed in `frame` as a glyph's would be; the
    /// outline runs inside the ink, as SF's does.
    private func drawGeometry(_ geometry: SymbolGeometry, in frame: Rect, into items: inout [DisplayItem]) {
        guard let ink = SymbolMetrics.inkRect(in: frame, inkPerPoint: geometry.inkPerPoint) else { return }
        if geometry.filled {
            return items.append(.fill(geometry.shape(in: ink.size), rect: ink, paint: .color(foreground)))
        }
        let line = min(geometry.lineWidth(ink: ink.size, weight: weight), min(ink.width, ink.height) / 2)
        let path = ink.insetBy(line / 2)
        items.append(.stroke(geometry.shape(in: path.size), rect: path, paint: .color(foreground), lineWidth: line))
    }

    /// A pale rounded box with a photo symbol: clearly a stand-in, quiet enough not to look like an error.
    private func drawMissingAsset(in frame: Rect, into items: inout [DisplayItem]) {
        let fill = SystemColor.gray.resolved(in: scheme).withAlpha(0.2)
        items.append(
            .fill(.roundedRectangle(cornerRadius: min(8, min(frame.width, frame.height) / 4)), rect: frame, color: fill)
        )
        let side = min(frame.width, frame.height) * 0.4
        guard side >= 4 else { return }
        let symbolRect = Rect(
            x: frame.minX + (frame.width - side) / 2, y: frame.minY + (frame.height - side) / 2, width: side,
            height: side)
        items.append(.symbol("photo", rect: symbolRect, color: SystemColor.gray.resolved(in: scheme)))
    }
}
