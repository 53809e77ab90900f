import PreviewViews

/// A `Text` of runs styled apart (Markdown in a literal: `TextRun`): the runs are set as one paragraph, so they
/// share lines and wrap together, and each piece of a run is drawn where the paragraph put it, in the run's font
/// and colour. Links take the tint, as on iOS; struck runs and the environment's `.underline()`/`.strikethrough()`
/// get their lines along each piece.
///
/// A symbol run takes its glyph's width in the line, and is drawn centred on the line as an `HStack` would centre
/// it beside the text.
///
/// `.lineLimit(n)` keeps the first `n` lines, without the ellipsis a plain text would end in; under
/// `.minimumScaleFactor(f)` the runs are first set smaller, down to `f` of their sizes, until they fit in `n`
/// lines (under `.allowsTightening(true)` first set tighter, as a plain text is), and `.lineLimit(n, reservesSpace:
/// true)` makes the text at least `n` lines tall, as a plain text.
final class StyledTextElement: LayoutElement {
    /// A symbol set in the line: its name (with the environment's variant), its frame, and how far its centre lies
    /// above the baseline.
    private struct InlineSymbol {
        var name: String
        var size: Size
        var lift: Double
    }

    private let runs: [FontRun]
    private let symbols: [Int: InlineSymbol]
    private let colors: [RGBA]
    /// The lines drawn with each run's pieces.
    private let textLines: [TextLineLayout]
    private let alignment: HorizontalAlignment
    private let lineLimit: Int?
    private let reservesLineSpace: Bool
    private let minimumScaleFactor: Double
    private let allowsTightening: Bool
    /// The environment's font, whose lines `reservesLineSpace` reserves.
    private let baseFont: ResolvedFont
    private let measurer: any TextMeasurer
    /// The screen's pixels per point, which sizes are rounded up to (`PixelRounding`).
    private let pixelScale: Double

    init(_ runs: [TextRun], environment: EnvironmentValues, measurer: any TextMeasurer) {
        let base = environment.resolvedFont
        let link = environment.resolve(environment.tint ?? .system(.accentColor))
        var fontRuns: [FontRun] = [], colors: [RGBA] = [], textLines: [TextLineLayout] = []
        var symbols: [Int: InlineSymbol] = [:]
        for run in runs {
            var font = base
            // A run's own font (an `AttributedString`'s) replaces the environment's, under its text modifiers.
            if let own = run.font {
                var runEnvironment = environment
                runEnvironment.font = own
                font = runEnvironment.resolvedFont
            }
            if run.bold, font.weight.rawValue < FontWeight.bold.rawValue { font.weight = .bold }
            if run.italic { font.italic = true }
            if run.monospaced { font.monospaced = true }
            if let symbol = run.symbol {
                let inline = Self.inlineSymbol(symbol, font: font, environment: environment, measurer: measurer)
                symbols[fontRuns.count] = inline
                fontRuns.append(FontRun("", font: font, inlineWidth: inline.size.width))
            } else {
                fontRuns.append(FontRun(environment.uppercase ? run.text.uppercased() : run.text, font: font))
            }
            let color = run.color.map(environment.resolve) ?? (run.link ? link : environment.foregroundRGBA)
            colors.append(color)
            var lined = environment
            if run.strikethrough, lined.strikethrough == nil { lined.strikethrough = TextLineStyle() }
            textLines.append(TextLineLayout(environment: lined, textColor: color))
        }
        self.runs = fontRuns
        self.symbols = symbols
        self.colors = colors
        self.textLines = textLines
        self.alignment = HorizontalAlignment(environment.multilineTextAlignment)
        self.pixelScale = environment.screen.scale
        self.lineLimit = environment.lineLimit.map { max(1, $0) }
        self.reservesLineSpace = environment.reservesLineSpace
        self.minimumScaleFactor = environment.minimumScaleFactor
        self.allowsTightening = environment.allowsTightening
        self.baseFont = base
        self.measurer = measurer
    }

    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        placed(for: proposal).size
    }

    func draw(proposal: ProposedSize, in frame: Rect, into items: inout [DisplayItem]) {
        let (_, placed, scale, tightening) = placed(for: proposal)
        for fragment in placed.fragments {
            let lineWidth = placed.lineWidths.indices.contains(fragment.line) ? placed.lineWidths[fragment.line] : 0
            let shift: Double
            switch alignment {
            case .leading: shift = 0
            case .center: shift = (frame.width - lineWidth) / 2
            case .trailing: shift = frame.width - lineWidth
            }
            let run = Self.set(runs[fragment.run], scale: scale, tightening: tightening)
            let origin = Point(x: frame.minX + shift + fragment.x, y: frame.minY + fragment.y)
            if let symbol = symbols[fragment.run] {
                let size = Size(width: symbol.size.width * scale, height: symbol.size.height * scale)
                let box = Rect(
                    x: origin.x, y: origin.y - symbol.lift * scale - size.height / 2, width: size.width,
                    height: size.height)
                items.append(.symbol(symbol.name, rect: box, color: colors[fragment.run]))
                continue
            }
            // A point of room: the piece is shaped again on its own, and must not wrap where the paragraph did not.
            let rect = Rect(x: origin.x, y: origin.y, width: fragment.width + 1, height: fragment.height)
            items.append(
                .text(fragment.text, rect: rect, font: run.font, color: colors[fragment.run], alignment: .leading))
            let lines = textLines[fragment.run]
            guard !lines.isEmpty else { continue }
            let set = measurer.lines(fragment.text, font: run.font, maxWidth: nil, lineLimit: nil)
            let box = Rect(x: origin.x, y: origin.y, width: fragment.width, height: fragment.height)
            items += lines.items(set, in: box, alignment: .leading)
        }
    }

    /// The symbol `name` at the size an `Image(systemName:)` beside text in `font` takes.
    private static func inlineSymbol(
        _ name: String, font: ResolvedFont, environment: EnvironmentValues, measurer: any TextMeasurer
    ) -> InlineSymbol {
        let name = environment.symbolVariants.symbol(for: name)
        let glyph = SymbolCatalog.glyph(for: name)
        let perPoint =
            SymbolGeometry(name: name)?.inkPerPoint
            ?? SymbolMetrics.inkPerPoint(of: name, glyph: glyph, measuredInk: measurer.symbolInk)
        let ink = SymbolMetrics.ink(perPoint, pointSize: font.pointSize, scale: environment.imageScale)
        let size = SymbolMetrics.frame(ink: ink, pointSize: font.pointSize)
        // The middle of the line's box, where an HStack centres a symbol beside the text.
        let line = measurer.measure(" ", font: font, maxWidth: nil)
        let baseline = measurer.lines(" ", font: font, maxWidth: nil, lineLimit: nil).lines.first?.baseline
        return InlineSymbol(name: name, size: size, lift: (baseline ?? line.height) - line.height / 2)
    }

    /// `run` set `scale` times its size, `tightening` points tighter between its characters.
    private static func set(_ run: FontRun, scale: Double, tightening: Double = 0) -> FontRun {
        guard scale != 1 || tightening != 0 else { return run }
        var set = run
        set.font.pointSize *= scale
        set.font.addedTracking -= tightening
        set.inlineWidth = run.inlineWidth.map { $0 * scale }
        return set
    }

    /// The least tightening (to a hundredth of a point) at which the paragraph takes no more lines than its limit,
    /// each character losing at most 5% of the average advance (`TextElement.tightened`), or nil when even the
    /// most does not make it fit.
    private func tightened(maxWidth: Double, lineLimit: Int) -> (PlacedText, Double)? {
        let characters = runs.reduce(0) { $0 + $1.text.count }
        guard characters > 0 else { return nil }
        let most =
            TextElement.tighteningFactor * measurer.place(runs, maxWidth: nil).size.width / Double(characters)
        func place(_ tightening: Double) -> PlacedText {
            measurer.place(runs.map { Self.set($0, scale: 1, tightening: tightening) }, maxWidth: maxWidth)
        }
        var fits = (placed: place(most), tightening: most)
        guard most > 0, fits.placed.lineWidths.count <= lineLimit else { return nil }
        var tooLittle = 0.0
        while fits.tightening - tooLittle > 0.01 {
            let middle = (fits.tightening + tooLittle) / 2
            let placed = place(middle)
            if placed.lineWidths.count > lineLimit { tooLittle = middle } else { fits = (placed, middle) }
        }
        return fits
    }

    /// The paragraph at the largest scale, down to the minimum scale factor, at which it takes no more lines than
    /// its limit (to a hundredth of its size), and that scale.
    private func shrunk(maxWidth: Double, lineLimit: Int) -> (PlacedText, Double) {
        func place(_ scale: Double) -> PlacedText {
            measurer.place(runs.map { Self.set($0, scale: scale) }, maxWidth: maxWidth)
        }
        let smallest = place(minimumScaleFactor)
        guard smallest.lineWidths.count <= lineLimit else { return (smallest, minimumScaleFactor) }
        var fits = (placed: smallest, scale: minimumScaleFactor)
        var tooLarge = 1.0
        while tooLarge - fits.scale > 0.01 {
            let middle = (fits.scale + tooLarge) / 2
            let placed = place(middle)
            if placed.lineWidths.count > lineLimit { tooLarge = middle } else { fits = (placed, middle) }
        }
        return fits
    }

    /// The paragraph for `proposal`, cut to the line limit, the size it takes in whole points, and the scale and
    /// tightening its runs are set at.
    private func placed(for proposal: ProposedSize) -> (
        size: Size, placed: PlacedText, scale: Double, tightening: Double
    ) {
        let maxWidth = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        var placed = measurer.place(runs, maxWidth: maxWidth)
        var scale = 1.0
        var tightening = 0.0
        if let lineLimit, let maxWidth, allowsTightening, placed.lineWidths.count > lineLimit,
            let tight = tightened(maxWidth: maxWidth, lineLimit: lineLimit)
        {
            (placed, tightening) = tight
        }
        if let lineLimit, let maxWidth, minimumScaleFactor < 1, placed.lineWidths.count > lineLimit {
            (placed, scale) = shrunk(maxWidth: maxWidth, lineLimit: lineLimit)
        }
        if let lineLimit, placed.lineWidths.count > lineLimit {
            placed.fragments.removeAll { $0.line >= lineLimit }
            placed.lineWidths.removeLast(placed.lineWidths.count - lineLimit)
            placed.size = Size(
                width: placed.lineWidths.max() ?? 0, height: placed.fragments.map { $0.y + $0.height }.max() ?? 0)
        }
        var size = Size(width: wholePixels(placed.size.width), height: wholePixels(placed.size.height))
        if reservesLineSpace, let lineLimit {
            var font = baseFont
            font.pointSize *= scale
            let reserved = measurer.measure(
                Array(repeating: " ", count: lineLimit).joined(separator: "\n"), font: font, maxWidth: nil)
            size.height = max(size.height, wholePixels(reserved.height))
        }
        return (size, placed, scale, tightening)
    }

    private func wholePixels(_ length: Double) -> Double {
        PixelRounding.up(length, scale: pixelScale)
    }
}
