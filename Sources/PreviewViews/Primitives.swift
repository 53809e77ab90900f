/// The outline of a shape, inscribed in the rectangle layout gives it.
package enum ShapePath: Equatable, Hashable, Sendable, CustomStringConvertible {
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    case circle
    case capsule
    case ellipse
    /// A custom `Shape`'s `path(in:)` (or a `Path { … }`), evaluated in `reference` and scaled to the laid-out
    /// rectangle.
    case path([PathElement], reference: Size)
    /// A project's `Shape`, whose `path(in:)` layout runs at the size it lays the shape out at (`CustomShape`).
    case custom(CustomShape)

    package var description: String {
        switch self {
        case .rectangle: return "Rectangle"
        case .roundedRectangle(let radius): return "RoundedRectangle(\(radius.compact))"
        case .circle: return "Circle"
        case .capsule: return "Capsule"
        case .ellipse: return "Ellipse"
        case .path(let elements, let reference): return "Path(\(elements.count) elements in \(reference))"
        case .custom(let shape): return shape.algorithm.name
        }
    }
}

/// One step of a path, in the coordinates of the reference rectangle.
package enum PathElement: Equatable, Hashable, Sendable {
    case move(Point)
    case line(Point)
    case quadCurve(to: Point, control: Point)
    case curve(to: Point, control1: Point, control2: Point)
    /// A circular arc around `center` from `startAngle` to `endAngle` (radians, clockwise in screen
    /// coordinates when `clockwise` is false, as in SwiftUI's flipped coordinate space).
    case arc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool)
    case rect(Rect)
    case ellipse(Rect)
    case close
}

/// How a shape is painted.
package enum ShapeStyle: Equatable, Hashable, Sendable, CustomStringConvertible {
    case fill(Paint)
    /// `.stroke(paint, style:)` centred on the outline; `.strokeBorder` is a stroke inset by half the width.
    case stroke(Paint, StrokeStyle, inset: Bool)

    /// A plain line `lineWidth` wide.
    package static func stroke(_ paint: Paint, lineWidth: Double, inset: Bool) -> ShapeStyle {
        .stroke(paint, StrokeStyle(lineWidth: lineWidth), inset: inset)
    }

    package var description: String {
        switch self {
        case .fill(let paint): return "fill \(paint)"
        case .stroke(let paint, let style, let inset):
            return "\(inset ? "strokeBorder" : "stroke") \(paint) \(style)"
        }
    }
}

/// What fills or strokes a shape.
package enum Paint: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The environment's foreground style (`.primary` unless `.foregroundStyle` set one).
    case foreground
    /// The environment's background style (`.background` unless `.backgroundStyle` set one): what `.background()`
    /// with no style and `.background(in:)` fill with.
    case background
    case color(ColorValue)
    // The gradients are boxed so a paint is one word: the environment holds one (`backgroundStyle`) and is passed by
    // value at every level of a view tree, which may be hundreds deep.
    indirect case linearGradient([GradientStop], start: UnitPoint, end: UnitPoint)
    /// Radii in points.
    indirect case radialGradient([GradientStop], center: UnitPoint, startRadius: Double, endRadius: Double)
    indirect case angularGradient([GradientStop], center: UnitPoint, sweep: AngularSweep = .fullTurn)
    indirect case meshGradient(MeshGradientSpec)
    /// A material (`.regularMaterial`, Liquid Glass): what is drawn behind the shape, blurred by `blur` points, under
    /// `tint`.
    indirect case material(blur: Double, tint: ColorValue)

    package var description: String {
        switch self {
        case .foreground: return "foreground"
        case .background: return "background"
        case .color(let color): return color.description
        case .linearGradient(let stops, let start, let end):
            return "linear(\(stops.map(\.description).joined(separator: ",")) \(start)→\(end))"
        case .radialGradient(let stops, let center, let from, let to):
            return "radial(\(stops.map(\.description).joined(separator: ",")) \(center) \(from.compact)→\(to.compact))"
        case .angularGradient(let stops, let center, let sweep):
            let turn = sweep == .fullTurn ? "" : " \(sweep)"
            return "angular(\(stops.map(\.description).joined(separator: ",")) \(center)\(turn))"
        case .meshGradient(let mesh): return mesh.description
        case .material(let blur, let tint): return "material(blur \(blur.compact) \(tint))"
        }
    }
}

/// A colour at a location (0…1) along a gradient.
package struct GradientStop: Equatable, Hashable, Sendable, CustomStringConvertible {
    package var color: ColorValue
    package var location: Double

    package init(color: ColorValue, location: Double) {
        self.color = color
        self.location = location
    }

    package var description: String { "\(color)@\(location.compact)" }
}

/// A point in a rectangle's unit square: (0, 0) is the top leading corner.
package struct UnitPoint: Equatable, Hashable, Sendable, CustomStringConvertible {
    package var x: Double
    package var y: Double

    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    package static let center = UnitPoint(x: 0.5, y: 0.5)
    package static let top = UnitPoint(x: 0.5, y: 0)
    package static let bottom = UnitPoint(x: 0.5, y: 1)
    package static let leading = UnitPoint(x: 0, y: 0.5)
    package static let trailing = UnitPoint(x: 1, y: 0.5)
    package static let topLeading = UnitPoint(x: 0, y: 0)
    package static let topTrailing = UnitPoint(x: 1, y: 0)
    package static let bottomLeading = UnitPoint(x: 0, y: 1)
    package static let bottomTrailing = UnitPoint(x: 1, y: 1)

    package var description: String { "(\(x.compact),\(y.compact))" }
}

/// An image the view code names.
package struct ImageSpec: Equatable, Hashable, Sendable, CustomStringConvertible {
    package enum Source: Equatable, Hashable, Sendable {
        /// `Image(systemName:)`: an SF Symbol name, drawn from the bundled symbol table in the text colour.
        case symbol(String)
        /// `Image("name")` that no asset catalog of the project holds (drawn as a neutral box).
        case asset(String)
        /// `Image("name")` found in an asset catalog: the PNG or JPEG file of the best scale, with its size in points
        /// and its stamp (`ImageFile.stamp`), which changes when the file is rewritten in place.
        case file(path: String, size: Size, stamp: String)
        /// `Image("name")` naming a custom symbol (a catalog's `.symbolset`): its SVG template, sized by the font like
        /// an SF Symbol, with its glyph's width per point of font size.
        case customSymbol(path: String, widthPerPoint: Double, stamp: String)
    }

    /// The side of the box drawn for an image no asset catalog holds, which is also the size such an image has.
    package static let missingAssetSide = 100.0

    package var source: Source
    /// `.resizable()`: the image stretches to what it is offered instead of keeping its natural size.
    package var resizable: Bool
    /// `.renderingMode(.template)` or a symbol: drawn in the foreground colour.
    package var template: Bool

    package init(source: Source, resizable: Bool = false, template: Bool? = nil) {
        self.source = source
        self.resizable = resizable
        switch source {
        case .symbol, .customSymbol: self.template = template ?? true
        case .asset, .file: self.template = template ?? false
        }
    }

    package var description: String {
        var text: String
        switch source {
        case .symbol(let name): text = "systemName=\(name)"
        case .asset(let name): text = "asset=\(name)"
        case .file(let path, let size, _): text = "file=\(path.split(separator: "/").last ?? "") \(size)"
        case .customSymbol(let path, _, _): text = "symbol=\(path.split(separator: "/").last ?? "")"
        }
        if resizable { text += " resizable" }
        // Drawn in the foreground colour or in its own, where that is not what the source draws by default.
        if template != ImageSpec(source: source).template { text += template ? " template" : " original" }
        return text
    }
}

/// How big a placeholder is when nothing else decides.
package enum PlaceholderSizing: String, Equatable, Hashable, Sendable {
    /// About the size of a label: an unknown leaf view.
    case leaf
    /// Takes what it is offered: a map, a web view, a video player.
    case fill
}

/// What a placeholder stands in for, which decides whether a preview drawing it shows content of its own.
package enum PlaceholderSubject: String, Equatable, Hashable, Sendable {
    /// Something previewd failed to evaluate or does not support: the preview's own content is missing.
    case unevaluated
    /// A view whose pixels come from a framework previews cannot run (MapKit's `Map`, a `UIViewRepresentable`,
    /// a chart): the preview's own code evaluated, and the placeholder marks where that view's content goes.
    case otherFramework
}

/// Both frame forms in one: a fixed `width`/`height` replaces the proposal and the size chosen; the flexible
/// bounds clamp them (`maxWidth: .infinity` takes all the width offered).
package struct FrameSpec: Equatable, Hashable, Sendable, CustomStringConvertible {
    package var width: Double?
    package var height: Double?
    package var minWidth: Double?
    package var idealWidth: Double?
    package var maxWidth: Double?
    package var minHeight: Double?
    package var idealHeight: Double?
    package var maxHeight: Double?
    package var alignment: Alignment

    package init(
        width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, idealWidth: Double? = nil,
        maxWidth: Double? = nil, minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) {
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }

    package var description: String {
        let fields: [(String, Double?)] = [
            ("width", width), ("height", height), ("minWidth", minWidth), ("idealWidth", idealWidth),
            ("maxWidth", maxWidth), ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight),
        ]
        return fields.compactMap { name, value in value.map { "\(name)=\($0.compact)" } }.joined(separator: " ")
            + " alignment=\(alignment.compact)"
    }
}

/// `.fit` keeps the whole content visible; `.fill` covers the space offered.
package enum ContentMode: String, Equatable, Hashable, Sendable {
    case fit, fill
}

/// Background or overlay.
package enum DecorationPlacement: Equatable, Hashable, Sendable {
    case behind, inFront
    /// `.listRowBackground(…)`: fills the list row the content sits in (the list lays it out); anywhere else it
    /// draws nothing, as in SwiftUI.
    case listRow
    /// `.badge(…)`: a count or label at the trailing end of the list row the content sits in (the list lays it
    /// out), or on a tab's item in the tab bar (the tab view draws it); anywhere else it draws nothing.
    case listRowBadge
    /// `.tabItem { … }`: the tab's label for the bar of the tab view around the content (the tab view lays it
    /// out); anywhere else it draws nothing, as in SwiftUI.
    case tabItem
    /// A list row's separator: the decoration (a hairline) along the content's top or bottom edge, from the leading
    /// edge of the leftmost text drawn in the content (else `leading` points in) to its trailing edge, as iOS starts
    /// a separator at the row's text, not under its icon.
    case rowSeparator(top: Bool, leading: Double)
    /// A title, toolbar item or title display mode for the bars of the navigation stack around the content (the
    /// stack lays it out); outside a navigation stack it draws nothing, as in SwiftUI.
    case navigationBar(NavigationBarSlot)
}

/// Where in a navigation stack's bars a piece of chrome goes.
package enum NavigationBarSlot: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// `.navigationTitle(…)`: the decoration is the title's text.
    case title
    /// `.navigationBarTitleDisplayMode(…)`: the decoration is empty.
    case titleDisplayMode(NavigationTitleDisplayMode)
    /// Items before the title: `.topBarLeading`, `.cancellationAction`, `.navigation`.
    case leading
    /// Items after the title: `.automatic`, `.primaryAction`, `.topBarTrailing`, `.confirmationAction`, ….
    case trailing
    /// `.principal`: in place of the inline title.
    case principal
    /// `.bottomBar` and `.status`: the toolbar along the bottom edge.
    case bottomBar
    /// `.searchable(…)`: the search field under the title.
    case searchField
    /// `.toolbarTitleMenu { … }`: the title shows a chevron that opens the menu; the decoration is empty.
    case titleMenu

    package var description: String {
        switch self {
        case .title: "title"
        case .titleDisplayMode(let mode): "titleDisplayMode \(mode.rawValue)"
        case .leading: "leading"
        case .trailing: "trailing"
        case .principal: "principal"
        case .bottomBar: "bottomBar"
        case .searchField: "searchField"
        case .titleMenu: "titleMenu"
        }
    }
}

/// `.navigationBarTitleDisplayMode(…)`: `.automatic` is large at the root of a navigation stack.
package enum NavigationTitleDisplayMode: String, Equatable, Hashable, Sendable {
    case automatic, inline, large
}

/// Effects that change how a subtree is drawn, not how it is laid out.
package enum VisualEffect: Equatable, Hashable, Sendable, CustomStringConvertible {
    case opacity(Double)
    case shadow(color: ColorValue, radius: Double, x: Double, y: Double)
    case blur(radius: Double)
    /// Rotation in radians around `anchor`.
    case rotation(radians: Double, anchor: UnitPoint)
    case scale(x: Double, y: Double, anchor: UnitPoint)
    /// `.grayscale`, `.saturation`, `.colorMultiply`, …: the content drawn into a layer of its own, filtered pixel
    /// by pixel.
    case colorFilter(ColorFilter)
    /// `.blendMode`: the content drawn into a layer of its own, composited onto what lies beneath it with the mode.
    case blend(BlendMode)
    /// `.compositingGroup()`, `.drawingGroup()`: the content drawn into a layer of its own first, so the blend modes
    /// inside it blend with the group's content only.
    case compositingGroup

    package var description: String {
        switch self {
        case .opacity(let amount): return "opacity \(amount.compact)"
        case .shadow(let color, let radius, let x, let y):
            return "shadow \(color) radius=\(radius.compact) x=\(x.compact) y=\(y.compact)"
        case .blur(let radius): return "blur \(radius.compact)"
        case .rotation(let radians, let anchor): return "rotation \(radians.compact)rad anchor=\(anchor)"
        case .scale(let x, let y, let anchor): return "scale \(x.compact)×\(y.compact) anchor=\(anchor)"
        case .colorFilter(let filter): return "filter \(filter)"
        case .blend(let mode): return "blend \(mode.rawValue)"
        case .compositingGroup: return "compositingGroup"
        }
    }
}

/// A set of axes (`ScrollView(.horizontal)`, `[.horizontal, .vertical]`).
package struct AxisSet: OptionSet, Hashable, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }
    package static let horizontal = AxisSet(rawValue: 1)
    package static let vertical = AxisSet(rawValue: 2)
}

/// A set of edges (`.ignoresSafeArea(.all)`, `.padding(.horizontal)`).
package struct EdgeSet: OptionSet, Hashable, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }
    package static let top = EdgeSet(rawValue: 1)
    package static let leading = EdgeSet(rawValue: 2)
    package static let bottom = EdgeSet(rawValue: 4)
    package static let trailing = EdgeSet(rawValue: 8)
    package static let horizontal: EdgeSet = [.leading, .trailing]
    package static let vertical: EdgeSet = [.top, .bottom]
    package static let all: EdgeSet = [.top, .leading, .bottom, .trailing]
}

/// `.multilineTextAlignment(…)`.
package enum TextAlignment: String, Equatable, Hashable, Sendable {
    case leading, center, trailing
}
