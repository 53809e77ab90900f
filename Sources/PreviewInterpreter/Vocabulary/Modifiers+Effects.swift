import Foundation
import PreviewModel
import PreviewViews
import SwiftSyntax

extension Vocabulary {
    /// Modifiers that change pixels, not layout: clipping, opacity, shadows, transforms, borders.
    static let effectModifiers: [Construct] = [
        Construct("clipShape", "(_ shape: Shape, style: FillStyle = FillStyle())") { call in
            guard let shape = try Convert.shape(call["shape"], evaluator: call.evaluator, at: call.node("shape")) else {
                throw EvaluationError(
                    "'\(call.node("shape").trimmedDescription)' is not a supported clip shape", at: call.node("shape"))
            }
            return .view(.clip(shape, try call.receiverView))
        },
        Construct("clipped", "(antialiased: Bool = false)") { call in .view(.clip(.rectangle, try call.receiverView)) },
        Construct("cornerRadius", "(_ radius: CGFloat, antialiased: Bool = true)") { call in
            .view(
                .clip(.roundedRectangle(cornerRadius: try call.length("radius", .radius) ?? 0), try call.receiverView))
        },
        Construct("mask", ["(_ mask: View)", "(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask)"]) {
            call in
            // A shape mask clips, which is the same and cheaper.
            if let shape = try? Convert.shape(call["mask"], evaluator: call.evaluator, at: call.node) {
                return .view(.clip(shape, try call.receiverView))
            }
            let mask = try call.evaluator.viewOrPlaceholder(call["mask"], at: call.node("mask"))
            let alignment = call.alignment("alignment") ?? .center
            return .view(Self.masked(try call.receiverView, by: mask, alignment: alignment))
        },
        Construct("hidden", ["()", "(_ hidden: Bool)"]) { call in
            // `hidden(_:)` with a Bool is `TabContent`'s: a hidden tab (or tab section) is left out of its tab view.
            // A view's `hidden()` keeps its place, invisible.
            if call.has("hidden") {
                guard let hidden = call.bool("hidden") else {
                    throw EvaluationError(
                        "'\(call.node("hidden").trimmedDescription)' is not a Bool", at: call.node("hidden"))
                }
                return .view(hidden ? .empty : try call.receiverView)
            }
            return .view(.effect(.opacity(0), try call.receiverView))
        },
        Construct("opacity", "(_ opacity: Double)") { call in
            .view(.effect(.opacity(try call.number("opacity") ?? 1), try call.receiverView))
        },
        Construct(
            "shadow",
            [
                """
                (color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: \
                CGFloat = 0)
                """,
                "(_ style: ShadowStyle)",
            ]
        ) { call in
            let color = (try? call.color("color")) ?? nil
            let radius = try call.length("radius", .radius) ?? 4
            let x = try call.length("x", .signed) ?? 0, y = try call.length("y", .signed) ?? 0
            let shadow = VisualEffect.shadow(
                color: color ?? .opacity(.system(.black), 0.33), radius: radius, x: x, y: y)
            return .view(.effect(shadow, try call.receiverView))
        },
        Construct("blur", "(radius: CGFloat, opaque: Bool = false)") { call in
            .view(.effect(.blur(radius: try call.length("radius", .radius) ?? 0), try call.receiverView))
        },
        Construct("rotationEffect", "(_ angle: Angle, anchor: UnitPoint = .center)") { call in
            .view(
                .effect(
                    .rotation(radians: Convert.angle(call["angle"]) ?? 0, anchor: call.unitPoint("anchor") ?? .center),
                    try call.receiverView))
        },
        Construct(
            "rotation3DEffect",
            "(_ angle: Angle, axis: Any, anchor: UnitPoint = .center, anchorZ: CGFloat = 0, perspective: CGFloat = 1)"
        ) { call in
            let view = try call.receiverView
            guard let effect = flatRotation3D(call) else {
                call.report(
                    "'.rotation3DEffect' out of the screen's plane is not drawn in perspective; drawn without it")
                return .view(view)
            }
            return .view(effect.map { .effect($0, view) } ?? view)
        },
        Construct(
            "scaleEffect",
            [
                "(_ scale: CGFloat, anchor: UnitPoint = .center)",
                "(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)",
                "(_ size: CGSize, anchor: UnitPoint = .center)",
            ]
        ) { call in
            let uniform = try call.scaleFactor("scale")
            let explicitX = try call.scaleFactor("x"), explicitY = try call.scaleFactor("y")
            var x = uniform ?? explicitX ?? 1, y = uniform ?? explicitY ?? 1
            if case .native(.size(let size)) = call["size"] {
                x = call.checkedScale(size.width, argument: "size", part: "width") ?? 1
                y = call.checkedScale(size.height, argument: "size", part: "height") ?? 1
            }
            return .view(
                .effect(.scale(x: x, y: y, anchor: call.unitPoint("anchor") ?? .center), try call.receiverView))
        },
        // `RotatedShape` and `ScaledShape`: still shapes, so `.fill`/`.stroke` apply after them (`restyle`).
        Construct("rotation", "(_ angle: Angle, anchor: UnitPoint = .center)") { call in
            let angle = Convert.angle(call["angle"]) ?? 0
            return try transformedShape(call, .rotation(radians: angle, anchor: call.unitPoint("anchor") ?? .center))
        },
        Construct(
            "scale",
            [
                "(_ scale: CGFloat, anchor: UnitPoint = .center)",
                "(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)",
            ]
        ) { call in
            let uniform = try call.scaleFactor("scale")
            let x = try uniform ?? call.scaleFactor("x") ?? 1, y = try uniform ?? call.scaleFactor("y") ?? 1
            return try transformedShape(call, .scale(x: x, y: y, anchor: call.unitPoint("anchor") ?? .center))
        },
        Construct("border", "(_ content: ShapeStyle, width: CGFloat = 1)") { call in
            let paint = try call.paint("content") ?? .foreground
            return .view(
                .decoration(
                    .shape(.rectangle, .stroke(paint, lineWidth: try call.length("width", .radius) ?? 1, inset: true)),
                    placement: .inFront, alignment: .center, content: try call.receiverView))
        },
        Construct("fill", ["(_ content: ShapeStyle = .foreground, style: FillStyle = FillStyle())"]) { call in
            try restyle(call) { _ in .fill(try call.paint("content") ?? .foreground) }
        },
        Construct(
            "stroke",
            [
                "(_ content: ShapeStyle, lineWidth: CGFloat = 1)", "(_ content: ShapeStyle, style: StrokeStyle)",
                "(lineWidth: CGFloat = 1)", "(style: StrokeStyle)",
            ]
        ) { call in
            try restyle(call) { _ in
                .stroke(try call.paint("content") ?? .foreground, try strokeStyle(call), inset: false)
            }
        },
        // `antialiased:` is accepted and drawn antialiased: at 2× and 3× an aliased edge differs by a device pixel.
        Construct(
            "strokeBorder",
            [
                "(_ content: ShapeStyle, lineWidth: CGFloat = 1, antialiased: Bool = true)",
                "(_ content: ShapeStyle, style: StrokeStyle, antialiased: Bool = true)",
                "(lineWidth: CGFloat = 1, antialiased: Bool = true)", "(style: StrokeStyle, antialiased: Bool = true)",
            ]
        ) { call in
            try restyle(call) { _ in
                .stroke(try call.paint("content") ?? .foreground, try strokeStyle(call), inset: true)
            }
        },
        Construct("trim", "(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1)") { call in
            let from = try call.number("startFraction") ?? 0, to = try call.number("endFraction") ?? 1
            let view = try call.receiverView
            guard from > 0 || to < 1 else { return .view(view) }
            // Ovals (progress rings), paths, a project's shapes and rectangles are trimmed; the rounded shapes'
            // outlines start where SwiftUI's documentation does not say.
            func trimmed(_ node: ViewNode) -> ViewNode? {
                switch node {
                case .shape(let shape, let style) where shape == .circle || shape == .ellipse:
                    return .shape(
                        .custom(CustomShape(TrimmedOval(isCircle: shape == .circle, from: from, to: to))), style)
                case .shape(let shape, let style) where TrimmedOutline.canTrim(shape):
                    return .shape(.custom(CustomShape(TrimmedOutline(shape, from: from, to: to))), style)
                case .environment(let change, let inner): return trimmed(inner).map { .environment(change, $0) }
                default: return nil
                }
            }
            if let trimmed = trimmed(view) { return .view(trimmed) }
            call.report("'.trim(from:to:)' of this shape is not drawn yet; the whole shape is drawn")
            return .view(view)
        },
        Construct("saturation", "(_ amount: Double)") { call in
            .view(.effect(.colorFilter(.saturation(try call.number("amount") ?? 1)), try call.receiverView))
        },
        Construct("grayscale", "(_ amount: Double)") { call in
            .view(.effect(.colorFilter(.grayscale(try call.number("amount") ?? 0)), try call.receiverView))
        },
        Construct("brightness", "(_ amount: Double)") { call in
            .view(.effect(.colorFilter(.brightness(try call.number("amount") ?? 0)), try call.receiverView))
        },
        Construct("contrast", "(_ amount: Double)") { call in
            .view(.effect(.colorFilter(.contrast(try call.number("amount") ?? 1)), try call.receiverView))
        },
        Construct("hueRotation", "(_ angle: Angle)") { call in
            .view(.effect(.colorFilter(.hueRotation(Convert.angle(call["angle"]) ?? 0)), try call.receiverView))
        },
        Construct("colorMultiply", "(_ color: Color)") { call in
            guard let color = try call.color("color") else {
                throw EvaluationError(
                    "'\(call.node("color").trimmedDescription)' is not a supported colour", at: call.node("color"))
            }
            return .view(.effect(.colorFilter(.colorMultiply(color)), try call.receiverView))
        },
        Construct("colorInvert", "()") { call in .view(.effect(.colorFilter(.colorInvert), try call.receiverView)) },
        Construct("blendMode", "(_ blendMode: BlendMode)") { call in
            guard case .symbol(let name) = call["blendMode"], let mode = BlendMode(rawValue: name),
                BlendMode.swiftUIModes.contains(mode)
            else {
                let written = call.node("blendMode").trimmedDescription
                call.report("'\(written)' is not a blend mode; drawn without blending")
                return .view(try call.receiverView)
            }
            return .view(mode == .normal ? try call.receiverView : .effect(.blend(mode), try call.receiverView))
        },
        // The blend modes inside blend with the group's content, not with what lies beneath the group.
        Construct("compositingGroup", "()") { call in .view(.effect(.compositingGroup, try call.receiverView)) },
        Construct("drawingGroup", "(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear)") { call in
            .view(.effect(.compositingGroup, try call.receiverView))
        },
        Construct("redacted", "(reason: RedactionReasons)") { call in
            // `.privacy` hides only the views marked `.privacySensitive()`, which previewd does not track.
            var reasons: [Value] = [call["reason"]]
            if case .array(let values) = call["reason"] { reasons = values }
            if reasons.contains(where: { $0.isSymbol("placeholder") }) {
                return .view(.environment(.redacted(true), try call.receiverView))
            }
            if !reasons.isEmpty { call.report("'.redacted' for this reason is not drawn yet; drawn unredacted") }
            return .view(try call.receiverView)
        },
        Construct("unredacted", "()") { call in .view(.environment(.redacted(false), try call.receiverView)) },
        Construct("luminanceToAlpha", "()") { call in
            .view(.effect(.colorFilter(.luminanceToAlpha), try call.receiverView))
        },
        Construct("zIndex", "(_ value: Double)") { call in
            // Kept on the view for the `ZStack` it is in, which draws its children in this order.
            let value = try call.number("value") ?? 0
            return .view(
                .layoutValue(
                    LayoutValue(key: zIndexKey, value: value, description: "zIndex \(value)"), try call.receiverView))
        },
        Construct("modifier", "(_ modifier: ViewModifier)") { call in
            // A custom `ViewModifier`: its `body(content:)` with the modified view as the content.
            let view = try call.receiverView
            guard case .instance(let instance) = call["modifier"] else { return .view(view) }
            let overloads = call.evaluator.findOverloads("body", in: instance.type)
            try call.evaluator.fillEnvironment(of: instance, at: call.node)
            for function in overloads {
                let content = Argument(label: "content", value: .view(view), node: call.expression("modifier"))
                if let result = try call.evaluator.invokeIfBinds(
                    function, selfValue: call["modifier"], type: instance.type, arguments: [content], at: call.node)
                {
                    return .view(try call.evaluator.viewOrPlaceholder(result, at: call.node))
                }
            }
            throw EvaluationError("'\(instance.type.name)' has no 'body(content:)'", at: call.node("modifier"))
        },
        Construct("buttonStyle", "(_ style: ButtonStyle)") { call in
            // Every button below was drawn in the style while it was evaluated (`ButtonStyling`).
            .view(try call.receiverView)
        },
    ]

    /// The layout value `.zIndex(…)` leaves on its view.
    static let zIndexKey = "SwiftUI.zIndex"

    /// `.rotation3DEffect(…)` where its projection is flat: nil effect for a whole turn, a mirror for a half turn
    /// about the x or y axis, a scale by the cosine about either without perspective (an orthographic
    /// projection), a rotation in the screen's plane about the z axis. Nil when it needs a perspective
    /// projection, which the renderer cannot draw; `.some(nil)` when it changes nothing.
    private static func flatRotation3D(_ call: Call) -> VisualEffect?? {
        guard let angle = Convert.angle(call["angle"]), angle.isFinite, case .tuple(let parts, _) = call["axis"],
            parts.count == 3, let x = Convert.number(parts[0]), let y = Convert.number(parts[1]),
            let z = Convert.number(parts[2])
        else { return nil }
        let turn = remainder(angle, 2 * .pi)
        if abs(turn) < 1e-9 { return .some(nil) }
        let anchor = call.unitPoint("anchor") ?? .center
        let halfTurn = abs(abs(turn) - .pi) < 1e-9
        let flat = (Convert.number(call["perspective"]) ?? 1) == 0
        let anchorZ = Convert.number(call["anchorZ"]) ?? 0
        switch (x != 0, y != 0, z != 0) {
        case (true, false, false) where anchorZ == 0 && (halfTurn || flat):
            return .scale(x: 1, y: halfTurn ? -1 : cos(turn), anchor: anchor)
        case (false, true, false) where anchorZ == 0 && (halfTurn || flat):
            return .scale(x: halfTurn ? -1 : cos(turn), y: 1, anchor: anchor)
        case (false, false, true):
            // Seen from the front, a turn about the z axis is clockwise on the screen, as `.rotationEffect`'s.
            return .rotation(radians: z > 0 ? turn : -turn, anchor: anchor)
        default:
            return nil
        }
    }

    /// The line of `.stroke` and `.strokeBorder`: `style:`, or a plain line `lineWidth:` wide.
    private static func strokeStyle(_ call: Call) throws -> StrokeStyle {
        if let width = try call.length("lineWidth", .radius) { return StrokeStyle(lineWidth: width) }
        return call.has("style") ? Convert.strokeStyle(call["style"]) ?? StrokeStyle() : StrokeStyle()
    }

    /// A shape's own transform (`Shape.rotation`, `Shape.scale`): the shape turned or scaled in its frame, which is
    /// what the same effect on the view draws.
    private static func transformedShape(_ call: Call, _ effect: VisualEffect) throws -> Value {
        func isShape(_ node: ViewNode) -> Bool {
            switch node {
            case .shape: return true
            case .environment(_, let inner), .effect(_, let inner), .offset(_, _, let inner): return isShape(inner)
            default: return false
            }
        }
        let view = try call.receiverView
        guard isShape(view) else { throw EvaluationError("this transform is supported on shapes", at: call.node) }
        return .view(.effect(effect, view))
    }

    /// Changes how the shape under `.fill`/`.stroke` is painted (through environment wrappers it carries, and
    /// through `.offset`, `.rotation` and `.scale`, which on a shape give a shape: `OffsetShape` and its kin).
    private static func restyle(_ call: Call, _ style: (ShapeStyle) throws -> ShapeStyle) throws -> Value {
        func apply(_ node: ViewNode) throws -> ViewNode? {
            switch node {
            case .shape(let shape, let current): return .shape(shape, try style(current))
            case .environment(let change, let inner): return try apply(inner).map { .environment(change, $0) }
            case .effect(let effect, let inner): return try apply(inner).map { .effect(effect, $0) }
            case .offset(let x, let y, let inner): return try apply(inner).map { .offset(x: x, y: y, $0) }
            default: return nil
            }
        }
        let view = try call.receiverView
        guard let styled = try apply(view) else {
            throw EvaluationError("this style is supported on shapes", at: call.node)
        }
        return .view(styled)
    }
}

extension Vocabulary {
    /// `content.mask(alignment:) { mask }`: the content shows only as opaque as the mask is over it, and not at all
    /// outside the content's frame. The mask is aligned in a layer as large as the content's frame (a
    /// `destinationIn` layer covers its whole frame, drawn or not) composited inside a group of the two.
    static func masked(_ content: ViewNode, by mask: ViewNode, alignment: Alignment) -> ViewNode {
        let frame = FrameSpec(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)
        let layer = ViewNode.effect(.blend(.destinationIn), .frame(frame, mask))
        return .effect(
            .compositingGroup,
            .decoration(layer, placement: .inFront, alignment: alignment, content: .clip(.rectangle, content)))
    }
}
