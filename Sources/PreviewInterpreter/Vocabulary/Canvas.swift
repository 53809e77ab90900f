import PreviewViews
import SwiftSyntax

extension Vocabulary {
    /// `Canvas { context, size in … }`: the closure runs with a `GraphicsContext` and the size layout gives the
    /// canvas (learnt as a `GeometryReader` learns its size), and what it draws becomes primitives placed in the
    /// canvas's coordinates (`CanvasContext`).
    static let canvasViews: [Construct] = [
        Construct("Canvas", [
            """
            (opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false, \
            renderer: @escaping (inout GraphicsContext, CGSize) -> Void)
            """,
            """
            (opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false, \
            renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols)
            """,
        ]) { call in
            let (id, size) = call.evaluator.nextGeometryReader()
            let recording = CanvasRecording(size: size, symbols: try canvasSymbols(call))
            guard case .function(.closure(let closure, let captured)) = call["renderer"] else {
                throw EvaluationError("a Canvas's renderer must be a closure", at: call.node("renderer"))
            }
            // The closure's `inout GraphicsContext` is a value: each copy keeps its own transform and opacity, and
            // every copy draws into the one recording.
            let names = Closure.parameterNames(closure)
            let scope = Scope(parent: captured)
            scope.define(names.first ?? "$0", .native(.graphicsContext(CanvasContext(recording: recording))))
            scope.define(names.count > 1 ? names[1] : "$1", .native(.size(size)))
            _ = try call.evaluator.nested(call.node) { try call.evaluator.runBody(closure.statements, scope: scope) }
            // SwiftUI renders a canvas into a layer of the canvas's own size: what is drawn beyond it is cut off.
            return .view(.geometryReader(id: id, content: .clip(.rectangle, recording.view)))
        }
    ]

    /// The views of `Canvas(symbols:)` by their `.tag`, for `resolveSymbol(id:)`.
    private static func canvasSymbols(_ call: Call) throws -> [String: ViewNode] {
        guard call.has("symbols"), case .function(.closure(let closure, _)) = call["symbols"] else { return [:] }
        let children = try call.children("symbols")
        // `.tag` is inert in the view tree, so the tags are read from the builder's statements, in order.
        let tags = closure.statements.compactMap { item -> String? in
            guard let expression = item.item.as(ExprSyntax.self) else { return nil }
            var current: ExprSyntax? = expression
            while let invocation = current?.as(FunctionCallExprSyntax.self),
                let member = invocation.calledExpression.as(MemberAccessExprSyntax.self)
            {
                if member.declName.baseName.text == "tag", let argument = invocation.arguments.first?.expression {
                    return argument.trimmedDescription
                }
                current = member.base
            }
            return nil
        }
        var symbols: [String: ViewNode] = [:]
        for (tag, child) in zip(tags, children) { symbols[tag] = child }
        return symbols
    }
}

/// What a `Canvas`'s closure drew, in order: each drawing is a primitive laid out over the whole canvas, so that
/// the context's transform, taken about the canvas's origin, is the transform of the drawing.
final class CanvasRecording {
    let size: Size
    /// `Canvas(symbols:)`'s views by the source text of their tags (`0`, `"star"`, `Marker.pin`).
    let symbols: [String: ViewNode]
    var drawings: [ViewNode] = []

    init(size: Size, symbols: [String: ViewNode]) {
        self.size = size
        self.symbols = symbols
    }

    /// The drawings, each the size of the canvas, placed at its origin.
    var view: ViewNode {
        .zstack(
            alignment: .topLeading,
            children: drawings.map {
                .frame(FrameSpec(width: size.width, height: size.height, alignment: .topLeading), $0)
            })
    }
}

/// A `GraphicsContext`: its state (transform, opacity, filters) is a value, as in SwiftUI, and the recording it
/// draws into is shared by every copy.
struct CanvasContext {
    /// One step of the context's transform, applied about the canvas's origin.
    enum Step {
        case translate(x: Double, y: Double)
        case rotate(radians: Double)
        case scale(x: Double, y: Double)
    }

    let recording: CanvasRecording
    /// Steps in the order the code applied them: a drawing goes through the last one first.
    var steps: [Step] = []
    var opacity: Double = 1
    /// `addFilter(.shadow(…))` and `.blur(radius:)`, in the order added.
    var filters: [VisualEffect] = []
    /// `clip(to:)` paths, each with how many of `steps` were applied when it was set (steps are only ever
    /// appended, so those are a prefix of every later drawing's steps).
    var clips: [(stepCount: Int, path: [PathElement])] = []

    /// The methods of `GraphicsContext` that change the context itself; the caller writes it back.
    static let mutatingMethods: Set<String> = [
        "translateBy", "scaleBy", "rotate", "addFilter", "clip", "clipToLayer", "concatenate",
    ]

    /// `node`, drawn as this context draws: through its transform, filters and opacity.
    func place(_ node: ViewNode) -> ViewNode {
        func transformed(_ node: ViewNode, by steps: ArraySlice<Step>) -> ViewNode {
            var placed = node
            for step in steps.reversed() {
                switch step {
                case .translate(let x, let y): placed = .offset(x: x, y: y, placed)
                case .rotate(let radians): placed = .effect(.rotation(radians: radians, anchor: .topLeading), placed)
                case .scale(let x, let y): placed = .effect(.scale(x: x, y: y, anchor: .topLeading), placed)
                }
            }
            return placed
        }
        // Each clip sits inside the steps applied before it was set, so its path is in the coordinates of then.
        var placed = node
        var end = steps.count
        for clip in clips.reversed() {
            placed = .clip(
                .path(clip.path, reference: recording.size), transformed(placed, by: steps[clip.stepCount..<end]))
            end = clip.stepCount
        }
        placed = transformed(placed, by: steps[0..<end])
        for filter in filters { placed = .effect(filter, placed) }
        if opacity < 1 { placed = .effect(.opacity(max(0, opacity)), placed) }
        return placed
    }
}

extension Vocabulary {
    /// `Rectangle().path(in: rect)` and the other built-in shapes' outlines in a rectangle, as a `Path` value (what
    /// a `Canvas` fills); a project's own `Shape` runs its own `path(in:)`.
    static let shapePathModifiers: [Construct] = [
        Construct("path", "(in rect: CGRect)") { call in
            guard case .native(.rect(let rect)) = call["rect"] else {
                throw EvaluationError("'path(in:)' takes a CGRect", at: call.node)
            }
            guard case .view(.shape(let shape, _)) = call.receiver else {
                throw EvaluationError("'path(in:)' is a method of shapes", at: call.node)
            }
            guard let elements = shape.elements(in: rect) else {
                throw EvaluationError("'path(in:)' of this shape is not supported", at: call.node)
            }
            return .native(.path(elements))
        }
    ]
}
