/// The environment a view is laid out and drawn in: set by the target, changed by modifiers for their subtree.
package struct EnvironmentValues: Equatable, Hashable, Sendable {
    package var colorScheme: ColorScheme
    package var dynamicTypeSize: DynamicTypeSize
    package var font: FontSpec
    /// The foreground style for text, symbols and shapes; nil means `.primary`.
    package var foreground: ColorValue?
    /// `.fontWeight(…)`, `.bold()`: overrides the font's own weight.
    package var fontWeight: FontWeight?
    /// `.italic()` on a view.
    package var italic: Bool
    /// `.monospaced()` on a view.
    package var monospaced: Bool
    /// `.monospacedDigit()` on a view.
    package var monospacedDigits: Bool
    /// `.lineLimit(n)`: text is cut after `n` lines with an ellipsis; nil means no limit.
    package var lineLimit: Int?
    /// `.lineLimit(n, reservesSpace: true)`: text is as tall as `n` lines however few it takes.
    package var reservesLineSpace = false
    /// `.minimumScaleFactor(_:)`: text that does not fit its space is set smaller, down to this share of its size.
    package var minimumScaleFactor = 1.0
    /// `.allowsTightening(true)`: text that does not fit its space is set a little tighter before it is cut.
    package var allowsTightening = false
    package var multilineTextAlignment: TextAlignment
    /// `.tint(…)` / `.accentColor(…)`: buttons and controls.
    package var tint: ColorValue?
    /// The project's accent colour (its asset catalog's `AccentColor`), which `Color.accentColor` stands for when
    /// drawn; nil: iOS's blue. Set for the whole preview, not by a modifier.
    package var accentColor: ColorValue?
    /// `.textCase(.uppercase)`.
    package var uppercase: Bool
    /// `.underline()` and `.strikethrough()`: lines drawn with the text below; nil: none.
    package var underline: TextLineStyle?
    package var strikethrough: TextLineStyle?
    /// `.imageScale(_:)`: the size of the symbols below relative to their font.
    package var imageScale = SymbolScale.medium
    /// The second style of `.foregroundStyle(_:_:)`, which a palette symbol draws its enclosure in; nil after a
    /// single style.
    package var secondaryForeground: ColorValue?
    /// `.symbolRenderingMode(_:)`.
    package var symbolRenderingMode = SymbolRenderingMode.automatic
    /// `.tracking(_:)`, `.kerning(_:)`: points added between the characters of the text below.
    package var tracking = 0.0
    /// `.lineSpacing(_:)`: points added between the lines of the text below.
    package var lineSpacing = 0.0
    /// `.symbolVariant(_:)`: the variant the symbols below name (`SymbolVariants`).
    package var symbolVariants = SymbolVariants.none
    /// `.environment(\.layoutDirection, .rightToLeft)`: layout mirrors what it lays out (`MirroredElement`).
    package var layoutDirection = LayoutDirection.leftToRight
    /// `.backgroundStyle(_:)`: what `Paint.background` fills with below; nil means the system background.
    package var backgroundStyle: Paint?
    /// `.redacted(reason: .placeholder)`: text and images below are drawn as placeholder bars and boxes;
    /// `.unredacted()` turns it off.
    package var redacted = false
    /// The target's screen and device (`UIScreen.main`, `UIDevice.current`); not changed by modifiers.
    package var screen = DeviceScreen.standard

    package init(
        colorScheme: ColorScheme = .light, dynamicTypeSize: DynamicTypeSize = .large,
        font: FontSpec = .body, foreground: ColorValue? = nil
    ) {
        self.colorScheme = colorScheme
        self.dynamicTypeSize = dynamicTypeSize
        self.font = font
        self.foreground = foreground
        self.fontWeight = nil
        self.italic = false
        self.monospaced = false
        self.monospacedDigits = false
        self.lineLimit = nil
        self.multilineTextAlignment = .leading
        self.tint = nil
        self.accentColor = nil
        self.uppercase = false
    }

    package func applying(_ change: EnvironmentChange) -> EnvironmentValues {
        var copy = self
        switch change {
        case .font(let font): copy.font = font
        case .foreground(let color):
            copy.foreground = color
            copy.secondaryForeground = nil
        case .secondaryForeground(let color): copy.secondaryForeground = color
        case .foregroundLevel(let level):
            copy.foreground = level.color(over: foreground)
            copy.secondaryForeground = nil
        case .symbolRenderingMode(let mode): copy.symbolRenderingMode = mode
        case .colorScheme(let scheme): copy.colorScheme = scheme
        case .dynamicTypeSize(let size): copy.dynamicTypeSize = size
        case .fontWeight(let weight): copy.fontWeight = weight
        case .italic: copy.italic = true
        case .monospaced(let on): copy.monospaced = on
        case .monospacedDigit: copy.monospacedDigits = true
        case .lineLimit(let limit):
            copy.lineLimit = limit
            copy.reservesLineSpace = false
        case .reservedLineLimit(let limit):
            copy.lineLimit = limit
            copy.reservesLineSpace = true
        case .minimumScaleFactor(let factor): copy.minimumScaleFactor = factor.isFinite ? min(1, max(0.01, factor)) : 1
        case .allowsTightening(let on): copy.allowsTightening = on
        case .multilineTextAlignment(let alignment): copy.multilineTextAlignment = alignment
        case .tint(let color): copy.tint = color
        case .uppercase(let on): copy.uppercase = on
        case .layoutDirection(let direction): copy.layoutDirection = direction
        case .textLine(.underline, let style): copy.underline = style
        case .textLine(.strikethrough, let style): copy.strikethrough = style
        case .imageScale(let scale): copy.imageScale = scale
        case .symbolVariant(let variants): copy.symbolVariants = variants.union(copy.symbolVariants)
        case .tracking(let points): copy.tracking = points
        case .lineSpacing(let points): copy.lineSpacing = points
        // `.backgroundStyle(.background)` keeps the style set above.
        case .backgroundStyle(let paint): if paint != .background { copy.backgroundStyle = paint }
        case .redacted(let on): copy.redacted = on
        }
        return copy
    }

    /// The colour a layered symbol draws its second layer (an enclosure) in; nil for one colour.
    ///
    /// As SwiftUI documents its modes: the palette and hierarchical modes take `.foregroundStyle(_:_:)`'s second
    /// style, and derive the secondary variant of the foreground style where only one is given (the foreground at
    /// the secondary level's opacity, `ForegroundLevel`); with no mode set, two styles draw as the palette does.
    package var symbolSecondaryRGBA: RGBA? {
        switch symbolRenderingMode {
        case .palette, .hierarchical:
            return resolve(secondaryForeground ?? ForegroundLevel.secondary.color(over: foreground))
        case .automatic: return secondaryForeground.map(resolve)
        case .monochrome, .multicolor: return nil
        }
    }

    /// The resolved foreground colour.
    package var foregroundRGBA: RGBA { resolve(foreground ?? .system(.primary)) }

    /// `color` in this appearance, `Color.accentColor` standing for the nearest `.tint(…)` or `.accentColor(…)`
    /// above, else the project's accent colour.
    package func resolve(_ color: ColorValue) -> RGBA {
        let projectAccent = accentColor ?? .system(.accentColor)
        let accent = tint.map { $0.replacingAccentColor(with: projectAccent) } ?? projectAccent
        return color.replacingAccentColor(with: accent).resolved(in: colorScheme)
    }

    /// The font text is drawn in: the font, with the weight, italic and monospaced modifiers applied on top.
    package var resolvedFont: ResolvedFont {
        var font = font.resolved(dynamicTypeSize: dynamicTypeSize)
        if let fontWeight { font.weight = fontWeight }
        if italic { font.italic = true }
        if monospaced { font.monospaced = true }
        if monospacedDigits { font.monospacedDigits = true }
        font.addedTracking = tracking
        font.lineSpacing = lineSpacing
        return font
    }
}

/// An environment value a modifier sets for everything below it.
package enum EnvironmentChange: Equatable, Hashable, Sendable, CustomStringConvertible {
    case font(FontSpec)
    case foreground(ColorValue)
    case colorScheme(ColorScheme)
    case dynamicTypeSize(DynamicTypeSize)
    case fontWeight(FontWeight)
    case italic
    /// `.monospaced(isActive)`.
    case monospaced(Bool)
    case monospacedDigit
    case lineLimit(Int?)
    /// `.lineLimit(n, reservesSpace: true)`.
    case reservedLineLimit(Int)
    /// `.minimumScaleFactor(_:)`, clamped to 0.01…1 (SwiftUI's range).
    case minimumScaleFactor(Double)
    case allowsTightening(Bool)
    case multilineTextAlignment(TextAlignment)
    case tint(ColorValue)
    case uppercase(Bool)
    case layoutDirection(LayoutDirection)
    /// `.underline(isActive)`, `.strikethrough(isActive)`: nil turns the line off.
    case textLine(TextLineKind, TextLineStyle?)
    case imageScale(SymbolScale)
    /// `.symbolVariant(_:)`: added to the variants set above; its shape replaces theirs.
    case symbolVariant(SymbolVariants)
    /// The second style of `.foregroundStyle(_:_:)`, set inside the first.
    case secondaryForeground(ColorValue)
    /// `.foregroundStyle(.secondary)` and the other hierarchical levels: a level of the foreground set above.
    case foregroundLevel(ForegroundLevel)
    case symbolRenderingMode(SymbolRenderingMode)
    /// `.tracking(_:)`, `.kerning(_:)`: the innermost one counts.
    case tracking(Double)
    /// `.lineSpacing(_:)`: the innermost one counts.
    case lineSpacing(Double)
    /// `.backgroundStyle(_:)`.
    case backgroundStyle(Paint)
    /// `.redacted(reason: .placeholder)` (true), `.unredacted()` (false).
    case redacted(Bool)

    package var description: String {
        switch self {
        case .font(let font): return "font \(font)"
        case .foreground(let color): return "foreground \(color)"
        case .colorScheme(let scheme): return "colorScheme \(scheme.rawValue)"
        case .dynamicTypeSize(let size): return "dynamicTypeSize \(size.rawValue)"
        case .fontWeight(let weight): return "fontWeight \(weight)"
        case .italic: return "italic"
        case .monospaced(let on): return "monospaced \(on)"
        case .monospacedDigit: return "monospacedDigit"
        case .lineLimit(let limit): return "lineLimit \(limit.map(String.init) ?? "none")"
        case .reservedLineLimit(let limit): return "lineLimit \(limit) reservesSpace"
        case .minimumScaleFactor(let factor): return "minimumScaleFactor \(factor.compact)"
        case .allowsTightening(let on): return "allowsTightening \(on)"
        case .multilineTextAlignment(let alignment): return "multilineTextAlignment \(alignment.rawValue)"
        case .tint(let color): return "tint \(color)"
        case .uppercase(let on): return "uppercase \(on)"
        case .layoutDirection(let direction): return "layoutDirection \(direction.rawValue)"
        case .textLine(let kind, let style): return "\(kind.rawValue) \(style?.description ?? "none")"
        case .imageScale(let scale): return "imageScale \(scale.rawValue)"
        case .symbolVariant(let variants): return "symbolVariant \(variants)"
        case .secondaryForeground(let color): return "secondaryForeground \(color)"
        case .foregroundLevel(let level): return "foregroundLevel \(level.rawValue)"
        case .symbolRenderingMode(let mode): return "symbolRenderingMode \(mode.rawValue)"
        case .tracking(let points): return "tracking \(points.compact)"
        case .lineSpacing(let points): return "lineSpacing \(points.compact)"
        case .backgroundStyle(let paint): return "backgroundStyle \(paint)"
        case .redacted(let on): return "redacted \(on)"
        }
    }
}

/// SwiftUI's `LayoutDirection`: right to left mirrors layout (stacks, alignment, padding), not text or images.
package enum LayoutDirection: String, Equatable, Hashable, Sendable {
    case leftToRight, rightToLeft
}
