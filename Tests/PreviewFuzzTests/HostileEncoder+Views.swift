@testable import PreviewFuzzHarnesses
import PreviewViews

/// View trees, decision by decision as `HostileDecoder.view(depth:nesting:)` reads them.
extension HostileEncoder {
    mutating func view(_ node: ViewNode) {
        switch node {
        case .text(let string):
            choice(0, of: 24)
            self.string(string)
        case .shape(let path, let style):
            choice(1, of: 24)
            shapePath(path)
            shapeStyle(style)
        case .image(let spec):
            choice(2, of: 24)
            imageSpec(spec)
        case .spacer(let minLength):
            choice(3, of: 24)
            optionalNumber(minLength)
        case .placeholder(let label, let sizing, let standsFor):
            choice(4, of: 24)
            string(label)
            flag(sizing == .fill)
            flag(standsFor == .otherFramework)
        case .empty:
            choice(5, of: 24)
        case .stack(let axis, let alignment, let spacing, let nodes):
            choice(6, of: 24)
            flag(axis == .horizontal)
            self.alignment(alignment)
            optionalNumber(spacing)
            children(nodes)
        case .zstack(let alignment, let nodes):
            choice(7, of: 24)
            self.alignment(alignment)
            children(nodes)
        case .group(let nodes):
            choice(8, of: 24)
            children(nodes)
        case .scroll(let axes, let content):
            choice(9, of: 24)
            choice(axes.rawValue, of: 4)
            view(content)
        case .firstThatFits(_, let nodes):
            // The decoder makes no ViewThatFits: its children go in as the group a tree could hold them in.
            view(.group(nodes))
        case .alignmentGuide(_, let content):
            // The decoder makes no alignment guides: the content stands for the guided view.
            view(content)
        case .customLayout(_, let nodes):
            // The decoder makes no project layouts (they need the interpreter): a group holds their children.
            view(.group(nodes))
        case .layoutValue(_, let content):
            // Layout values change nothing the decoder can express: the content stands for the view.
            view(content)
        case .styledText(let runs):
            // The decoder makes no styled runs (the interpreter's Markdown does): their text stands for them.
            view(.text(runs.map(\.text).joined()))
        case .chart:
            // The decoder makes no charts: a placeholder that fills stands for one.
            view(.placeholder(label: "Chart", sizing: .fill, standsFor: .otherFramework))
        case .geometryReader(let id, let content):
            choice(10, of: 24)
            byte(id)
            view(content)
        case .padding(let insets, let content):
            choice(11, of: 24)
            self.insets(insets)
            view(content)
        case .frame(let spec, let content):
            choice(12, of: 24)
            for value in [
                spec.width, spec.height, spec.minWidth, spec.idealWidth, spec.maxWidth, spec.minHeight,
                spec.idealHeight, spec.maxHeight,
            ] {
                optionalNumber(value)
            }
            alignment(spec.alignment)
            view(content)
        case .fixedSize(let horizontal, let vertical, let content):
            choice(13, of: 24)
            flag(horizontal)
            flag(vertical)
            view(content)
        case .aspectRatio(let ratio, let mode, let content):
            choice(14, of: 24)
            optionalNumber(ratio)
            flag(mode == .fill)
            view(content)
        case .layoutPriority(let priority, let content):
            choice(15, of: 24)
            number(priority)
            view(content)
        case .offset(let x, let y, let content):
            choice(16, of: 24)
            number(x)
            number(y)
            view(content)
        case .position(let x, let y, let content):
            choice(17, of: 24)
            number(x)
            number(y)
            view(content)
        case .decoration(let decoration, let placement, let alignment, let content):
            choice(18, of: 24)
            view(decoration)
            choice([DecorationPlacement.behind, .inFront, .listRow].firstIndex(of: placement)!, of: 3)
            self.alignment(alignment)
            view(content)
        case .clip(let path, let content):
            choice(19, of: 24)
            shapePath(path)
            view(content)
        case .effect(let effect, let content):
            choice(20, of: 24)
            visualEffect(effect)
            view(content)
        case .ignoresSafeArea(let edges, let content):
            choice(21, of: 24)
            choice(edges.rawValue, of: 16)
            view(content)
        case .environment(let change, let content):
            choice(22, of: 24)
            environmentChange(change)
            view(content)
        case .tapTarget(let id, let content):
            choice(23, of: 24)
            byte(id)
            view(content)
        }
    }

    mutating func children(_ nodes: [ViewNode]) {
        choice(nodes.count, of: HostileFrame.maximumChildren + 1)
        for node in nodes { view(node) }
    }

    mutating func visualEffect(_ effect: VisualEffect) {
        switch effect {
        case .opacity(let amount):
            choice(0, of: 6)
            number(amount)
        case .shadow(let color, let radius, let x, let y):
            choice(1, of: 6)
            colorValue(color)
            for value in [radius, x, y] { number(value) }
        case .blur(let radius):
            choice(2, of: 6)
            number(radius)
        case .rotation(let radians, let anchor):
            choice(3, of: 6)
            number(radians)
            unitPoint(anchor)
        case .scale(let x, let y, let anchor):
            choice(4, of: 6)
            number(x)
            number(y)
            unitPoint(anchor)
        case .colorFilter(.saturation(let amount)):
            choice(5, of: 6)
            number(amount)
        case .colorFilter, .blend, .compositingGroup:
            preconditionFailure("the decoder makes no other colour effects")
        }
    }

    mutating func environmentChange(_ change: EnvironmentChange) {
        switch change {
        case .font(let font):
            choice(0, of: 10)
            switch font.size {
            case .fixed(let points):
                flag(true)
                number(points)
            case .style(let style):
                flag(false)
                choice(TextStyle.allCases.firstIndex(of: style)!, of: TextStyle.allCases.count)
            }
            choice(
                font.weight.map { FontWeight.allCases.firstIndex(of: $0)! + 1 } ?? 0, of: FontWeight.allCases.count + 1)
            flag(font.italic)
        case .foreground(let color):
            choice(1, of: 10)
            colorValue(color)
        case .colorScheme(let scheme):
            choice(2, of: 10)
            flag(scheme == .dark)
        case .dynamicTypeSize(let size):
            choice(3, of: 10)
            choice(DynamicTypeSize.allCases.firstIndex(of: size)!, of: DynamicTypeSize.allCases.count)
        case .fontWeight(let weight):
            choice(4, of: 10)
            fontWeight(weight)
        case .italic:
            choice(5, of: 10)
        case .lineLimit(let limit):
            choice(6, of: 10)
            integer(limit)
        case .multilineTextAlignment(let alignment):
            choice(7, of: 10)
            choice([TextAlignment.leading, .center, .trailing].firstIndex(of: alignment)!, of: 3)
        case .tint(let color):
            choice(8, of: 10)
            colorValue(color)
        case .uppercase(let on):
            choice(9, of: 10)
            flag(on)
        case .monospaced, .monospacedDigit, .layoutDirection, .textLine, .imageScale, .symbolVariant, .tracking,
            .lineSpacing, .secondaryForeground, .foregroundLevel, .symbolRenderingMode, .backgroundStyle, .redacted,
            .reservedLineLimit, .minimumScaleFactor, .allowsTightening:
            // A change of font face or spacing, of symbol scale, variant or palette, or a line with the text: the
            // decoder's font changes already reach the same text and symbol sizes, its symbol names the variants,
            // its symbol items the palette colour, and a text line is filled rectangles, which its shapes reach;
            // a background style is one of the paints its shapes take, a redaction draws rounded rectangles, and
            // a foreground level is a foreground colour at an opacity, which its colours reach; reserved lines and
            // a minimum scale factor set text in heights and sizes its fonts and line limits reach, and tightening
            // sets it with a tracking its font changes reach.
            preconditionFailure("HostileDecoder makes no \(change)")
        }
    }

    mutating func imageSpec(_ spec: ImageSpec) {
        switch spec.source {
        case .symbol(let name):
            choice(0, of: 3)
            choice(HostileFrame.symbolNames.firstIndex(of: name)!, of: HostileFrame.symbolNames.count)
        case .asset(let name):
            choice(1, of: 3)
            string(name)
        case .file(let path, let size, let stamp):
            precondition(stamp == "1", "the decoder stamps every file 1")
            choice(2, of: 3)
            imagePath(path)
            self.size(size)
        case .customSymbol:
            // Drawn as a `.bitmap` item, as a file is: the decoder's files already reach the same drawing paths.
            preconditionFailure("HostileDecoder makes no custom symbol")
        }
        flag(spec.resizable)
        choice(spec.template ? 2 : 1, of: 3)
    }

    mutating func shapeStyle(_ style: ShapeStyle) {
        switch style {
        case .fill(let paint):
            flag(false)
            self.paint(paint)
        case .stroke(let paint, let style, let inset):
            flag(true)
            self.paint(paint)
            strokeStyle(style)
            flag(inset)
        }
    }

    mutating func paint(_ paint: Paint) {
        switch paint {
        case .foreground:
            choice(0, of: 6)
        case .background:
            // The environment's background style resolves to one of the paints below, which the decoder makes.
            preconditionFailure("HostileDecoder makes no background paint")
        case .material:
            preconditionFailure("HostileDecoder makes no material paint")
        case .color(let color):
            choice(1, of: 6)
            colorValue(color)
        case .linearGradient(let stops, let start, let end):
            choice(2, of: 6)
            gradientStops(stops)
            unitPoint(start)
            unitPoint(end)
        case .radialGradient(let stops, let center, let startRadius, let endRadius):
            choice(3, of: 6)
            gradientStops(stops)
            unitPoint(center)
            number(startRadius)
            number(endRadius)
        case .angularGradient(let stops, let center, let sweep):
            choice(4, of: 6)
            gradientStops(stops)
            unitPoint(center)
            angularSweep(sweep)
        case .meshGradient(let mesh):
            choice(5, of: 6)
            choice(mesh.width, of: 5)
            choice(mesh.height, of: 5)
            precondition(mesh.points.count == mesh.width * mesh.height && mesh.colors.count == mesh.points.count)
            mesh.points.forEach { unitPoint($0) }
            mesh.colors.forEach { colorValue($0) }
            colorValue(mesh.background)
            flag(mesh.smoothsColors)
        }
    }

    mutating func gradientStops(_ stops: [GradientStop]) {
        choice(stops.count, of: 7)
        for stop in stops {
            colorValue(stop.color)
            number(stop.location)
        }
    }

    mutating func colorValue(_ color: ColorValue) {
        switch color {
        case .system(let system):
            choice(0, of: 4)
            systemColor(system)
        case .rgba(let value):
            choice(1, of: 4)
            rgba(value)
        case .opacity(.system(let system), let factor):
            choice(2, of: 4)
            systemColor(system)
            number(factor)
        case .adaptive(let light, let dark):
            choice(3, of: 4)
            rgba(light)
            rgba(dark)
        case .opacity:
            preconditionFailure("the decoder applies opacity to system colours only")
        }
    }

    mutating func systemColor(_ color: SystemColor) {
        choice(SystemColor.allCases.firstIndex(of: color)!, of: SystemColor.allCases.count)
    }

    mutating func unitPoint(_ point: UnitPoint) {
        if let index = HostileDecoder.unitPoints.firstIndex(of: point) {
            flag(false)
            choice(index, of: HostileDecoder.unitPoints.count)
        } else {
            flag(true)
            number(point.x)
            number(point.y)
        }
    }
}
