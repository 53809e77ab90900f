import PreviewViews

/// Turns a `ViewNode` tree into layout elements, resolving the environment each subtree sees on the way down.
struct ElementBuilder {
    let measurer: any TextMeasurer
    /// Where the safe area lies, for `.ignoresSafeArea`; without one, the safe area is taken to be the canvas.
    var safeArea: SafeAreaGeometry?
    /// Where `GeometryReader`s report the size they were placed at, and `.containerRelativeFrame`s the size of
    /// their container.
    var geometryReaderSizes: GeometryReaderSizes
    /// The container a `.containerRelativeFrame` here measures: the nearest scroll view or marked container above,
    /// else the screen's safe area; nil where no container is known (a canvas that sizes to fit its view).
    var container: RelativeFrameContainer?

    init(
        measurer: any TextMeasurer, safeArea: SafeAreaGeometry? = nil,
        geometryReaderSizes: GeometryReaderSizes = GeometryReaderSizes(), container: RelativeFrameContainer? = nil
    ) {
        self.measurer = measurer
        self.safeArea = safeArea
        self.geometryReaderSizes = geometryReaderSizes
        self.container = container
    }

    /// The element for `node` drawn in `environment`.
    ///
    /// `stackAxis` is the axis of the stack `node` sits in, if any: a `Spacer` stretches along it, also through
    /// modifiers on the spacer itself, as in SwiftUI. Outside a stack (nil) a spacer just takes what it is offered.
    func element(for node: ViewNode, environment: EnvironmentValues, stackAxis: Axis? = nil) -> any LayoutElement {
        // Wrappers pass the stack axis on, so `Spacer().frame(…)` still knows which way it stretches.
        func inner(_ content: ViewNode, _ env: EnvironmentValues? = nil) -> any LayoutElement {
            element(for: content, environment: env ?? environment, stackAxis: stackAxis)
        }
        switch node {
        // MARK: Leaves
        case .text(let string):
            return MemoizedElement(TextElement(string, environment: environment, measurer: measurer))
        case .styledText(let runs):
            return MemoizedElement(StyledTextElement(runs, environment: environment, measurer: measurer))
        case .image(let spec):
            return ImageElement(spec, environment: environment, measurer: measurer)
        case .shape(let shape, let style):
            return ShapeElement(shape: shape, style: style, environment: environment)
        case .spacer(let minLength):
            return SpacerElement(axis: stackAxis, minLength: minLength.map(finiteLength) ?? Self.systemSpacing)
        case .placeholder(let label, let sizing, _):
            return MemoizedElement(
                PlaceholderElement(label: label, sizing: sizing, environment: environment, measurer: measurer))
        case .empty:
            return EmptyElement()
        case .chart(let spec):
            return MemoizedElement(ChartElement(spec: spec, environment: environment, builder: self))

        // MARK: Containers
        case .stack(let axis, let alignment, let spacing, let children):
            return stack(axis: axis, alignment: alignment, spacing: spacing, children: children, environment)
        case .zstack(let alignment, let children):
            let elements = ViewNode.flatten(children).map { element(for: $0, environment: environment) }
            return MemoizedElement(ZStackElement(alignment: alignment, children: elements))
        case .group(let children):
            // A group on its own (the root, a modifier's content) stacks its children like a default VStack;
            // inside a stack it never gets here, because stacks flatten groups into their own children.
            return stack(axis: .vertical, alignment: .center, spacing: nil, children: children, environment)
        case .scroll(let axes, let content):
            return containing { builder in
                MemoizedElement(
                    ScrollElement(axes: axes, content: builder.element(for: content, environment: environment)))
            }
        case .firstThatFits(let axes, let children):
            let elements = ViewNode.flatten(children).map { element(for: $0, environment: environment) }
            return MemoizedElement(FirstThatFitsElement(axes: axes, children: elements))
        case .customLayout(let layout, let children):
            let nodes = ViewNode.flatten(children)
            return MemoizedElement(
                CustomLayoutElement(
                    layout: layout, nodes: nodes, children: nodes.map { element(for: $0, environment: environment) },
                    placeholder: {
                        PlaceholderElement(label: $0, sizing: .fill, environment: environment, measurer: measurer)
                    }))
        case .geometryReader(let id, let content):
            // Several views in a reader are not stacked: each is placed at its top leading corner, over the one
            // before, as in a `ZStack(alignment: .topLeading)`.
            let laidOut: ViewNode
            if case .group(let children) = content, ViewNode.flatten(children).count > 1 {
                laidOut = .zstack(alignment: .topLeading, children: children)
            } else {
                laidOut = content
            }
            return GeometryReaderElement(
                id: id, content: element(for: laidOut, environment: environment), sizes: geometryReaderSizes)

        // MARK: Wrappers
        case .padding(let insets, let content):
            return MemoizedElement(PaddingElement(insets: finite(insets), content: inner(content)))
        case .frame(let spec, let content):
            return MemoizedElement(FrameElement(spec, content: inner(content)))
        case .fixedSize(let horizontal, let vertical, let content):
            return MemoizedElement(
                FixedSizeElement(horizontal: horizontal, vertical: vertical, content: inner(content)))
        case .aspectRatio(let ratio, let mode, let content):
            return MemoizedElement(AspectRatioElement(ratio: ratio, mode: mode, content: inner(content)))
        case .layoutPriority(let priority, let content):
            return LayoutPriorityElement(priority: priority, content: inner(content))
        case .offset(let x, let y, let content):
            return OffsetElement(x: x, y: y, content: inner(content))
        case .position(let x, let y, let content):
            return MemoizedElement(
                PositionElement(x: x, y: y, content: element(for: content, environment: environment)))
        case .decoration(let decoration, let placement, let alignment, let content):
            return MemoizedElement(
                DecorationElement(
                    content: inner(content), decoration: element(for: decoration, environment: environment),
                    placement: placement, alignment: alignment))
        case .clip(let shape, let content):
            return ClipElement(shape: shape, content: inner(content))
        case .effect(let effect, let content):
            return EffectElement(effect: effect, environment: environment, content: inner(content))
        case .ignoresSafeArea(let edges, let content):
            guard let safeArea else { return inner(content) }
            return IgnoresSafeAreaElement(edges: edges, geometry: safeArea, content: inner(content))
        case .environment(let change, let content):
            let changed = environment.applying(change)
            // A change of direction mirrors what is laid out under it (right to left under left to right, or back).
            guard changed.layoutDirection != environment.layoutDirection else { return inner(content, changed) }
            return MirroredElement(content: inner(content, changed))
        case .tapTarget(let id, let content):
            return TapTargetElement(id: id, content: inner(content))
        case .alignmentGuide(let guide, let content):
            return AlignmentGuideElement(guide, content: inner(content))
        case .layoutValue(let mark, let content):
            switch mark.key {
            case PlacedFrames.anchorSourceKey:
                guard let id = mark.value as? Int else { return inner(content) }
                return AnchorSourceElement(id: id, content: inner(content), sizes: geometryReaderSizes)
            case PlacedFrames.namedSpaceKey:
                guard let name = mark.value as? String else { return inner(content) }
                let sizes = geometryReaderSizes
                return PlacementNotingElement(inner(content)) { _, frame in sizes.frames.namedSpaces[name] = frame }
            case ContainerRelativeFrame.framedKey:
                guard let id = mark.value as? Int else { return inner(content) }
                let (container, sizes) = (container, geometryReaderSizes)
                return PlacementNotingElement(inner(content)) { _, _ in
                    if let size = container?.size { sizes.sizes[id] = size }
                }
            case ContainerRelativeFrame.containerKey:
                return containing { builder in
                    builder.element(for: content, environment: environment, stackAxis: stackAxis)
                }
            default:
                return inner(content)
            }
        }
    }

    /// The element `build` makes, as a container the `.containerRelativeFrame`s inside it measure.
    private func containing(_ build: (ElementBuilder) -> any LayoutElement) -> any LayoutElement {
        let container = RelativeFrameContainer()
        var builder = self
        builder.container = container
        return PlacementNotingElement(build(builder), note: container.record)
    }

    /// SwiftUI's default spacing between stack children and minimum spacer length on iOS.
    static let systemSpacing: Double = 8

    private func stack(
        axis: Axis, alignment: Alignment, spacing: Double?, children: [ViewNode], _ environment: EnvironmentValues
    ) -> any LayoutElement {
        let elements = ViewNode.flatten(children).map {
            element(for: $0, environment: environment, stackAxis: axis)
        }
        return MemoizedElement(
            StackElement(
                axis: axis, alignment: alignment, spacing: spacing.map(finiteLength) ?? Self.systemSpacing,
                children: elements))
    }

    /// A length from user code that is safe to add up: NaN and infinities become 0, negatives stay (SwiftUI
    /// allows negative spacing and padding).
    private func finiteLength(_ value: Double) -> Double {
        value.isFinite ? value : 0
    }

    private func finite(_ insets: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: finiteLength(insets.top), leading: finiteLength(insets.leading),
            bottom: finiteLength(insets.bottom), trailing: finiteLength(insets.trailing))
    }
}
