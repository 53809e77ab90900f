import PreviewViews

extension HorizontalAlignment {
    /// Where a child `width` wide starts inside a container `containerWidth` wide.
    func offset(of width: Double, in containerWidth: Double) -> Double {
        switch self {
        case .leading: return 0
        case .center: return (containerWidth - width) / 2
        case .trailing: return containerWidth - width
        }
    }
}

extension VerticalAlignment {
    /// Where a child `height` tall starts inside a container `containerHeight` tall.
    func offset(of height: Double, in containerHeight: Double) -> Double {
        switch self {
        case .top: return 0
        case .center: return (containerHeight - height) / 2
        case .bottom: return containerHeight - height
        }
    }
}

extension Alignment {
    /// The top-left corner of a child of `size` aligned inside `container`.
    func origin(of size: Size, in container: Rect) -> Point {
        container.origin.offsetBy(
            dx: horizontal.offset(of: size.width, in: container.width),
            dy: vertical.offset(of: size.height, in: container.height))
    }

    /// Where a child of `length` starts across a stack laid along `axis`, inside `containerLength`.
    ///
    /// A VStack aligns its children by the horizontal part of its alignment, an HStack by the vertical part.
    func acrossOffset(of length: Double, in containerLength: Double, stackAxis axis: Axis) -> Double {
        switch axis {
        case .vertical: return horizontal.offset(of: length, in: containerLength)
        case .horizontal: return vertical.offset(of: length, in: containerLength)
        }
    }
}
