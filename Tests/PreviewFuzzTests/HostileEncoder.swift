@testable import PreviewFuzzHarnesses
import PreviewLayout
import PreviewViews

/// Writes the bytes `HostileDecoder` reads back as a given `HostileFrame`: how the render seeds in Fuzz/Seeds/render
/// are made from their descriptions (`RenderFuzzSeeds`). Mirrors the decoder decision by decision; a frame the
/// decoder's bounds would cut (too many items, nodes or children) is a mistake in the description and traps.
struct HostileEncoder {
    private(set) var bytes: [UInt8] = []
    let imageFolder: String

    init(imageFolder: String) {
        self.imageFolder = imageFolder
    }

    static func encode(_ frame: HostileFrame, imageFolder: String) -> [UInt8] {
        var encoder = HostileEncoder(imageFolder: imageFolder)
        encoder.frame(frame)
        return encoder.bytes
    }

    // MARK: Decisions (FuzzBytes)

    mutating func byte(_ value: Int) {
        precondition((0...255).contains(value), "\(value) does not fit a byte")
        bytes.append(UInt8(value))
    }

    mutating func choice(_ index: Int, of count: Int) {
        precondition((0..<count).contains(index), "choice \(index) of \(count)")
        byte(index)
    }

    mutating func flag(_ value: Bool) { byte(value ? 1 : 0) }

    mutating func number(_ value: Double) {
        if let index = FuzzBytes.hostileNumbers.firstIndex(where: { $0.bitPattern == value.bitPattern }) {
            byte(index)
        } else if value > 0, value <= 248, value.truncatingRemainder(dividingBy: 4) == 0 {
            byte(Int(FuzzBytes.wholeNumberBytes.lowerBound) + Int(value) / 4)
        } else {
            byte(Int(FuzzBytes.rawNumberByte))
            for shift in stride(from: 0, to: 64, by: 8) { byte(Int(value.bitPattern >> UInt64(shift) & 0xFF)) }
        }
    }

    mutating func optionalNumber(_ value: Double?) {
        flag(value != nil)
        if let value { number(value) }
    }

    mutating func integer(_ value: Int?) {
        choice(FuzzBytes.hostileIntegers.firstIndex(of: value)!, of: FuzzBytes.hostileIntegers.count)
    }

    mutating func string(_ value: String) {
        let strings = FuzzBytes.strings
        if let index = strings.firstIndex(of: value) {
            choice(0, of: 4)
            choice(index, of: strings.count)
        } else if value.utf8.count <= 255 {
            choice(1, of: 4)
            byte(value.utf8.count)
            for unit in value.utf8 { byte(Int(unit)) }
        } else if let (index, copies) = Self.repetition(value) {
            choice(2, of: 4)
            choice(index, of: strings.count)
            choice(copies - 1, of: FuzzBytes.maximumCopies)
        } else {
            precondition(
                value.allSatisfy { $0 == "W" } && value.count % FuzzBytes.wordUnit == 0,
                "cannot encode a string of \(value.count) characters")
            choice(3, of: 4)
            byte(value.count / FuzzBytes.wordUnit)
        }
    }

    /// Which of `FuzzBytes.strings` `value` repeats, and how many times.
    private static func repetition(_ value: String) -> (Int, Int)? {
        for (index, base) in FuzzBytes.strings.enumerated() where !base.isEmpty {
            let copies = value.count / base.count
            if (1...FuzzBytes.maximumCopies).contains(copies), String(repeating: base, count: copies) == value {
                return (index, copies)
            }
        }
        return nil
    }

    // MARK: Frames

    mutating func frame(_ frame: HostileFrame) {
        switch frame.content {
        case .view(let root, let safeArea, let colorScheme):
            choice(0, of: 2)
            canvas(frame.canvas, scale: frame.scale)
            flag(colorScheme == .dark)
            if safeArea == EdgeInsets(top: 59, bottom: 34) {
                choice(0, of: 3)
            } else if [safeArea.top, safeArea.leading, safeArea.bottom, safeArea.trailing].allSatisfy({
                $0.bitPattern == 0
            }) {
                choice(1, of: 3)
            } else {
                choice(2, of: 3)
                insets(safeArea)
            }
            view(root)
        case .items(let items):
            choice(1, of: 2)
            canvas(frame.canvas, scale: frame.scale)
            self.items(items)
        }
        choice(frame.edits.count, of: 5)
        for edit in frame.edits {
            switch edit {
            case .replace(let index, let item):
                choice(0, of: 3)
                byte(index)
                self.item(item)
            case .insert(let index, let item):
                choice(1, of: 3)
                byte(index)
                self.item(item)
            case .remove(let index):
                choice(2, of: 3)
                byte(index)
            }
        }
    }

    mutating func canvas(_ canvas: Size, scale: Double) {
        if canvas == HostileFrame.phone, scale == 3 {
            choice(0, of: 8)
        } else if canvas == HostileFrame.tablet, scale == 2 {
            choice(5, of: 8)
        } else if scale.bitPattern == Double(3).bitPattern {
            choice(6, of: 8)
            size(canvas)
        } else {
            choice(7, of: 8)
            size(canvas)
            number(scale)
        }
    }

    // MARK: Display lists

    /// The items, each run of identical ones as the first and a repeat.
    mutating func items(_ items: [DisplayItem]) {
        precondition(items.count <= HostileFrame.maximumItems, "more items than the decoder reads")
        var runs: [(bytes: [UInt8], count: Int)] = []
        for item in items {
            var single = HostileEncoder(imageFolder: imageFolder)
            single.item(item)
            if let last = runs.last, last.bytes == single.bytes, last.count < HostileFrame.maximumRepeat + 1 {
                runs[runs.count - 1].count += 1
            } else {
                runs.append((single.bytes, 1))
            }
        }
        byte(runs.reduce(0) { $0 + ($1.count > 1 ? 2 : 1) })
        for run in runs {
            bytes += run.bytes
            if run.count > 1 {
                choice(HostileDecoder.repeatKind, of: 13)
                choice(run.count - 2, of: HostileFrame.maximumRepeat)
            }
        }
    }

    mutating func item(_ item: DisplayItem) {
        switch item {
        case .fill(let shape, let rect, let paint):
            choice(0, of: 13)
            shapePath(shape)
            self.rect(rect)
            resolvedPaint(paint)
        case .stroke(let shape, let rect, let paint, let style):
            choice(1, of: 13)
            shapePath(shape)
            self.rect(rect)
            resolvedPaint(paint)
            strokeStyle(style)
        case .text(let string, let rect, let font, let color, let alignment, let lineLimit):
            choice(2, of: 13)
            self.string(string)
            self.rect(rect)
            number(font.pointSize)
            fontWeight(font.weight)
            flag(font.italic)
            rgba(color)
            choice([HorizontalAlignment.leading, .center, .trailing].firstIndex(of: alignment)!, of: 3)
            integer(lineLimit)
        case .symbol(let name, let rect, let color, let secondary):
            choice(3, of: 13)
            choice(HostileFrame.symbolNames.firstIndex(of: name)!, of: HostileFrame.symbolNames.count)
            self.rect(rect)
            rgba(color)
            flag(secondary != nil)
            if let secondary { rgba(secondary) }
        case .bitmap(let path, let stamp, let rect, let tint):
            precondition(stamp == "1", "the decoder stamps every file 1")
            choice(4, of: 13)
            imagePath(path)
            self.rect(rect)
            flag(tint != nil)
            if let tint { rgba(tint) }
        case .pushClip(let shape, let rect):
            choice(5, of: 13)
            shapePath(shape)
            self.rect(rect)
        case .pushOpacity(let opacity, let bounds):
            choice(6, of: 13)
            number(opacity)
            rect(bounds)
        case .pushShadow(let color, let radius, let x, let y, let bounds):
            choice(7, of: 13)
            rgba(color)
            for value in [radius, x, y] { number(value) }
            rect(bounds)
        case .pushBlur(let radius, let bounds):
            choice(8, of: 13)
            number(radius)
            rect(bounds)
        case .pushColorMatrix, .pushBlend:
            preconditionFailure("the decoder makes no colour matrices or blend modes")
        case .pushTransform(let transform):
            choice(9, of: 13)
            self.transform(transform)
        case .pop:
            choice(10, of: 13)
        case .hitRegion(let id, let rect):
            choice(11, of: 13)
            byte(id)
            self.rect(rect)
        }
    }

    /// The two angles the decoder builds `sweep` from.
    mutating func angularSweep(_ sweep: AngularSweep) {
        // Equal angles are a whole turn from them.
        let (start, end) = sweep == .fullTurn ? (0, 0) : (sweep.start, sweep.start + sweep.span)
        number(start)
        number(end)
    }

    mutating func strokeStyle(_ style: StrokeStyle) {
        number(style.lineWidth)
        let plain = StrokeStyle(lineWidth: style.lineWidth)
        flag(style != plain)
        guard style != plain else { return }
        choice([StrokeStyle.Cap.butt, .round, .square].firstIndex(of: style.lineCap)!, of: 3)
        choice([StrokeStyle.Join.miter, .round, .bevel].firstIndex(of: style.lineJoin)!, of: 3)
        number(style.miterLimit)
        choice(style.dash.count, of: 4)
        style.dash.forEach { number($0) }
        number(style.dashPhase)
    }

    mutating func resolvedPaint(_ paint: ResolvedPaint) {
        switch paint {
        case .material:
            preconditionFailure("HostileDecoder makes no material paint")
        case .color(let color):
            choice(0, of: 5)
            rgba(color)
        case .linearGradient(let stops, let start, let end):
            choice(1, of: 5)
            resolvedStops(stops)
            point(start)
            point(end)
        case .radialGradient(let stops, let center, let startRadius, let endRadius):
            choice(2, of: 5)
            resolvedStops(stops)
            point(center)
            number(startRadius)
            number(endRadius)
        case .angularGradient(let stops, let center, let sweep):
            choice(3, of: 5)
            resolvedStops(stops)
            point(center)
            angularSweep(sweep)
        case .meshGradient(let mesh):
            choice(4, of: 5)
            choice(mesh.width, of: 5)
            choice(mesh.height, of: 5)
            precondition(mesh.points.count == mesh.width * mesh.height && mesh.colors.count == mesh.points.count)
            mesh.points.forEach { point($0) }
            mesh.colors.forEach { rgba($0) }
            rgba(mesh.background)
            flag(mesh.smoothsColors)
            rect(mesh.bounds)
        }
    }

    mutating func resolvedStops(_ stops: [ResolvedStop]) {
        choice(stops.count, of: 7)
        for stop in stops {
            rgba(stop.color)
            number(stop.location)
        }
    }

    /// Identity and all zeros by name, anything else as its six numbers.
    mutating func transform(_ transform: Transform2D) {
        let values = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
        if values.map(\.bitPattern) == [1, 0, 0, 1, 0, 0].map({ Double($0).bitPattern }) {
            choice(0, of: 5)
        } else if values.allSatisfy({ $0.bitPattern == 0 }) {
            choice(3, of: 5)
        } else {
            choice(4, of: 5)
            for value in values { number(value) }
        }
    }

    // MARK: Shared

    mutating func shapePath(_ path: ShapePath) {
        switch path {
        case .rectangle: choice(0, of: 6)
        case .roundedRectangle(let radius):
            choice(1, of: 6)
            number(radius)
        case .circle: choice(2, of: 6)
        case .capsule: choice(3, of: 6)
        case .ellipse: choice(4, of: 6)
        case .path(let elements, let reference):
            choice(5, of: 6)
            choice(elements.count, of: 9)
            for element in elements { pathElement(element) }
            size(reference)
        case .custom:
            preconditionFailure("hostile trees hold outlines only: a project's shape has no bytes to stand for it")
        }
    }

    mutating func pathElement(_ element: PathElement) {
        switch element {
        case .move(let to):
            choice(0, of: 8)
            point(to)
        case .line(let to):
            choice(1, of: 8)
            point(to)
        case .quadCurve(let to, let control):
            choice(2, of: 8)
            point(to)
            point(control)
        case .curve(let to, let control1, let control2):
            choice(3, of: 8)
            point(to)
            point(control1)
            point(control2)
        case .arc(let center, let radius, let startAngle, let endAngle, let clockwise):
            choice(4, of: 8)
            point(center)
            for value in [radius, startAngle, endAngle] { number(value) }
            flag(clockwise)
        case .rect(let rect):
            choice(5, of: 8)
            self.rect(rect)
        case .ellipse(let rect):
            choice(6, of: 8)
            self.rect(rect)
        case .close:
            choice(7, of: 8)
        }
    }

    mutating func rgba(_ color: RGBA) {
        let values = [color.red, color.green, color.blue, color.alpha]
        if let index = HostileDecoder.palette.firstIndex(where: {
            [$0.red, $0.green, $0.blue, $0.alpha].map(\.bitPattern) == values.map(\.bitPattern)
        }) {
            choice(0, of: 4)
            choice(index, of: HostileDecoder.palette.count)
        } else {
            choice(3, of: 4)
            for value in values { number(value) }
        }
    }

    mutating func fontWeight(_ weight: FontWeight) {
        choice(FontWeight.allCases.firstIndex(of: weight)!, of: FontWeight.allCases.count)
    }

    mutating func alignment(_ alignment: Alignment) {
        let horizontal = [HorizontalAlignment.leading, .center, .trailing].firstIndex(of: alignment.horizontal)!
        let vertical = [VerticalAlignment.top, .center, .bottom].firstIndex(of: alignment.vertical)!
        byte(horizontal + 3 * vertical)
    }

    mutating func insets(_ insets: EdgeInsets) {
        let values = [insets.top, insets.leading, insets.bottom, insets.trailing]
        if Set(values.map(\.bitPattern)).count == 1 {
            flag(false)
            number(insets.top)
        } else {
            flag(true)
            for value in values { number(value) }
        }
    }

    mutating func imagePath(_ path: String) {
        let paths = HostileFrame.imagePaths(in: imageFolder)
        choice(paths.firstIndex(of: path)!, of: paths.count)
    }

    mutating func rect(_ rect: Rect) {
        for value in [rect.minX, rect.minY, rect.width, rect.height] { number(value) }
    }

    mutating func point(_ point: Point) {
        number(point.x)
        number(point.y)
    }

    mutating func size(_ size: Size) {
        number(size.width)
        number(size.height)
    }
}
