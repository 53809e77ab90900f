/// The evaluated view tree: a small, closed set of *primitives* that layout and render understand.
///
/// Every SwiftUI construct the interpreter knows lowers to these (`.cornerRadius(r)` is a `clip` to a rounded
/// rectangle, `.border` an overlay with a stroked rectangle, `Color.red` a filled rectangle, `.bold()` an
/// environment change), so layout and render grow only when a new primitive is truly needed, never per modifier.
/// Modifiers are nodes that wrap their content, as in SwiftUI, so the order of modifiers is the nesting order.
package indirect enum ViewNode: Equatable, Hashable, Sendable {
    // MARK: Leaves

    /// A run of text, styled by the environment (font, weight, italic, foreground, line limit, alignment).
    case text(String)
    /// A text of runs styled apart (Markdown in a `Text` literal), set as one paragraph (see `TextRun`).
    case styledText([TextRun])
    /// An SF Symbol or an asset image; `resizable` images fill what they are offered (see `ImageSpec`).
    case image(ImageSpec)
    /// A shape filled or stroked: `Rectangle()`, `Circle().stroke(…)`, a colour or gradient used as a view, a
    /// custom `Shape`'s path.
    case shape(ShapePath, ShapeStyle)
    /// `Spacer(minLength:)`; nil means the system spacing.
    case spacer(minLength: Double?)
    /// A stand-in for something the interpreter could not draw; `label` says what, briefly. `standsFor` tells a
    /// view of another framework (a map, a UIKit view) from a construct or value previewd failed to evaluate.
    case placeholder(label: String, sizing: PlaceholderSizing, standsFor: PlaceholderSubject = .unevaluated)
    /// `EmptyView()` and the result of an `if` without `else` that was false.
    case empty
    /// A Swift Charts `Chart` (or, while its content is evaluated, one mark of it): marks on the scales, axes and
    /// legend layout picks for the size the chart is given (`ChartSpec`).
    case chart(ChartSpec)

    // MARK: Containers

    /// `VStack` (vertical) or `HStack` (horizontal). `alignment` is across the axis; `spacing` nil means the
    /// system spacing.
    case stack(axis: Axis, alignment: Alignment, spacing: Double?, children: [ViewNode])
    case zstack(alignment: Alignment, children: [ViewNode])
    /// `Group { … }` and the children of a view builder: laid out as siblings by the enclosing container.
    case group([ViewNode])
    /// `ScrollView(axes)`: offers its content an unlimited length along `axes` and shows the start of it.
    case scroll(axes: AxisSet, content: ViewNode)
    /// `GeometryReader { proxy in … }`: takes what it is offered and places its content at the top leading corner.
    /// `id` numbers the readers of one evaluation in the order they were evaluated; layout reports the size each
    /// was given, so that a second evaluation can hand the proxy the size it really has (see `LayoutEngine`).
    case geometryReader(id: Int, content: ViewNode)

    /// `ViewThatFits(in: axes) { … }`: the first child whose ideal size along `axes` fits what it is offered, or
    /// the last child when none does.
    case firstThatFits(axes: AxisSet, children: [ViewNode])
    /// A project's own `Layout` called with its content (`FlowLayout(spacing: 8) { … }`): layout runs the
    /// layout's code to size it and place `children` (see `CustomLayout`).
    case customLayout(CustomLayout, children: [ViewNode])

    // MARK: Wrappers

    /// `.alignmentGuide(.leading) { d in … }`: where the content's guide lies, as a function of its own size, for
    /// the stack or frame that aligns it.
    case alignmentGuide(AlignmentGuide, ViewNode)
    /// `.layoutValue(key:value:)`: a value the custom layout around the content reads from its subview; layout and
    /// drawing are the content's.
    case layoutValue(LayoutValue, ViewNode)

    case padding(EdgeInsets, ViewNode)
    /// `.frame(width:height:alignment:)` and `.frame(minWidth:idealWidth:maxWidth:…)`.
    case frame(FrameSpec, ViewNode)
    /// `.fixedSize(horizontal:vertical:)`: the content takes its ideal size along those axes.
    case fixedSize(horizontal: Bool, vertical: Bool, ViewNode)
    /// `.aspectRatio(ratio, contentMode:)`, `.scaledToFit()`, `.scaledToFill()`; a nil ratio keeps the content's.
    case aspectRatio(Double?, ContentMode, ViewNode)
    /// `.layoutPriority(p)`: stacks offer space to higher priorities first.
    case layoutPriority(Double, ViewNode)
    /// `.offset(x:y:)`: drawn moved, laid out where it was.
    case offset(x: Double, y: Double, ViewNode)
    /// `.position(x:y:)`: takes all it is offered and centres the content at that point.
    case position(x: Double, y: Double, ViewNode)
    /// `.background(…)` and `.overlay(…)`: `decoration` is offered the content's size and aligned on it.
    case decoration(ViewNode, placement: DecorationPlacement, alignment: Alignment, content: ViewNode)
    /// `.clipShape(…)`, `.clipped()`, `.cornerRadius(…)`: the content drawn only inside the shape.
    case clip(ShapePath, ViewNode)
    /// Visual effects that change pixels but not layout: opacity, shadow, blur, rotation, scale.
    case effect(VisualEffect, ViewNode)
    /// `.ignoresSafeArea(edges)`: the content may extend into the safe area on those edges.
    case ignoresSafeArea(EdgeSet, ViewNode)
    /// An environment value set for everything below.
    case environment(EnvironmentChange, ViewNode)
    /// Something a tap acts on (a `Button`, a `Toggle`, `.onTapGesture`): changes nothing in layout or pixels,
    /// but layout records where it lands (`DisplayList.hitRegions`) so a tap there runs interaction `id` (the
    /// evaluation's numbering).
    case tapTarget(id: Int, ViewNode)
}

extension ViewNode {
    /// The children a container lays out, with groups flattened as SwiftUI does and empty views dropped.
    package static func flatten(_ children: [ViewNode]) -> [ViewNode] {
        children.flatMap { child -> [ViewNode] in
            switch child {
            case .group(let nested): return flatten(nested)
            case .empty: return []
            default: return [child]
            }
        }
    }

    /// A colour used as a view: a rectangle filled with it, which takes what it is offered.
    package static func color(_ color: ColorValue) -> ViewNode { .shape(.rectangle, .fill(.color(color))) }

    /// A placeholder the size of a typical small leaf view.
    package static func placeholder(label: String) -> ViewNode { .placeholder(label: label, sizing: .leaf) }
}
