import PreviewViews

/// The size a parent offers a child. Each dimension is optional: nil asks for the child's ideal size, 0 for its
/// minimum, `.infinity` for its maximum (stacks ask for both to learn how flexible a child is).
struct ProposedSize: Hashable {
    var width: Double?
    var height: Double?

    /// A proposal with negative and NaN dimensions clamped to 0, so no layout ever sees them.
    init(width: Double?, height: Double?) {
        self.width = width.map(Self.clamped)
        self.height = height.map(Self.clamped)
    }

    /// Proposes exactly `size`.
    init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// A proposal given by its length along `axis` and its length across it.
    init(along axis: Axis, _ along: Double?, across: Double?) {
        switch axis {
        case .horizontal: self.init(width: along, height: across)
        case .vertical: self.init(width: across, height: along)
        }
    }

    /// Asks for the ideal size in both dimensions.
    static let unspecified = ProposedSize(width: nil, height: nil)

    /// The proposed length along `axis`.
    func length(along axis: Axis) -> Double? {
        axis == .horizontal ? width : height
    }

    /// The proposed length across `axis`.
    func length(across axis: Axis) -> Double? {
        axis == .horizontal ? height : width
    }

    /// What is left for content inside `insets`; unspecified dimensions stay unspecified.
    func inset(by insets: EdgeInsets) -> ProposedSize {
        ProposedSize(width: width.map { $0 - insets.horizontal }, height: height.map { $0 - insets.vertical })
    }

    private static func clamped(_ value: Double) -> Double {
        value.isNaN ? 0 : max(0, value)
    }
}

extension Size {
    /// A size given by its length along `axis` and its length across it.
    init(along axis: Axis, _ along: Double, across: Double) {
        switch axis {
        case .horizontal: self.init(width: along, height: across)
        case .vertical: self.init(width: across, height: along)
        }
    }

    /// The length along `axis`.
    func length(along axis: Axis) -> Double {
        axis == .horizontal ? width : height
    }

    /// The length across `axis`.
    func length(across axis: Axis) -> Double {
        axis == .horizontal ? height : width
    }

    /// This size with infinite or NaN dimensions replaced by 0: what may reach the display list.
    var finite: Size {
        Size(width: width.isFinite ? width : 0, height: height.isFinite ? height : 0)
    }
}

extension Point {
    /// A point given by its offset along `axis` and its offset across it.
    init(along axis: Axis, _ along: Double, across: Double) {
        switch axis {
        case .horizontal: self.init(x: along, y: across)
        case .vertical: self.init(x: across, y: along)
        }
    }

    /// The coordinate along `axis`.
    func coordinate(along axis: Axis) -> Double {
        axis == .horizontal ? x : y
    }

    /// The coordinate across `axis`.
    func coordinate(across axis: Axis) -> Double {
        axis == .horizontal ? y : x
    }

    /// This point moved by `dx`, `dy`.
    func offsetBy(dx: Double, dy: Double) -> Point {
        Point(x: x + dx, y: y + dy)
    }
}
