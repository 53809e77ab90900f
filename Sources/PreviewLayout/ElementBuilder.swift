import PreviewViews

/// Turns a `ViewNode` tree into layout elements, resolving the environment each subtree sees on the way down.
struct ElementBuilder {
    let measurer: any TextMeasurer

    /// The element for `node` drawn in `environment`.
    ///
    /// `stackAxis` is the axis of the stack `node` sits in, if any: a `Spacer` stretches along it, also through
    /// modifiers on the spacer itself, as in SwiftUI. Outside a stack (nil) a spacer just takes what it is offered.
    func element(for node: ViewNode, environment: EnvironmentValues, stackAxis: Axis? = nil) -> any LayoutElement {
        switch node {
        case .text(let string):
            return MemoizedElement(TextElement(string, environment: environment, measurer: measurer))
        case .stack(let axis, let alignment, let spacing, let children):
            return stack(axis: axis, alignment: alignment, spacing: spacing, children: children, environment)
        case .zstack(let alignment, let children):
            let elements = ViewNode.flatten(children).map { element(for: $0, environment: environment) }
            return MemoizedElement(ZStackElement(alignment: alignment, children: elements))
        case .spacer(let minLength):
            return SpacerElement(axis: stackAxis, minLength: minLength.map(finiteLength) ?? Self.systemSpacing)
        case .color(let color):
            return FillElement(shape: .rectangle, color: color.resolved(in: environment.colorScheme))
        case .shape(let shape, let fill):
            let color = fill?.resolved(in: environment.colorScheme) ?? environment.foregroundRGBA
            return FillElement(shape: shape, color: color)
        case .placeholder(let label):
            return MemoizedElement(PlaceholderElement(label: label, environment: environment, measurer: measurer))
        case .empty:
            return EmptyElement()
        case .group(let children):
            // A group on its own (the root, a modifier's content) stacks its children like a default VStack;
            // inside a stack it never gets here, because stacks flatten groups into their own children.
            return stack(axis: .vertical, alignment: .center, spacing: nil, children: children, environment)
        case .padding(let insets, let content):
            let inner = element(for: content, environment: environment, stackAxis: stackAxis)
            return MemoizedElement(PaddingElement(insets: finite(insets), content: inner))
        case .frame(let width, let height, let alignment, let content):
            let inner = element(for: content, environment: environment, stackAxis: stackAxis)
            // `.frame(width: .infinity)` is not a fixed size; treating it as unset keeps sizes finite.
            let fixedWidth = width.flatMap { $0.isFinite ? max(0, $0) : nil }
            let fixedHeight = height.flatMap { $0.isFinite ? max(0, $0) : nil }
            return MemoizedElement(
                FrameElement(width: fixedWidth, height: fixedHeight, alignment: alignment, content: inner))
        case .background(let background, let content):
            return MemoizedElement(
                DecorationElement(
                    content: element(for: content, environment: environment, stackAxis: stackAxis),
                    decoration: element(for: background, environment: environment),
                    placement: .behind))
        case .overlay(let overlay, let content):
            return MemoizedElement(
                DecorationElement(
                    content: element(for: content, environment: environment, stackAxis: stackAxis),
                    decoration: element(for: overlay, environment: environment),
                    placement: .inFront))
        case .environment(let change, let content):
            return element(for: content, environment: environment.applying(change), stackAxis: stackAxis)
        }
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
