extension Prelude {
    /// What a project's `Layout` works with, in Swift: `ProposedViewSize`, `ViewSpacing`, and the `LayoutSubview`s
    /// its `Subviews` hold (an array, so counting, indexing, slicing and iterating them are the array's). A subview
    /// measures and places through functions layout gives it (`Evaluator.layoutSubview`). And how preference values
    /// combine (`Preferences`).
    static let layoutSource = #"""

    struct ProposedViewSize: Equatable {
        var width: CGFloat?
        var height: CGFloat?

        static let zero = ProposedViewSize(width: 0, height: 0)
        static let unspecified = ProposedViewSize(width: nil, height: nil)
        static let infinity = ProposedViewSize(width: CGFloat.infinity, height: CGFloat.infinity)

        init(width: CGFloat?, height: CGFloat?) {
            self.width = width
            self.height = height
        }

        init(_ size: CGSize) {
            self.width = size.width
            self.height = size.height
        }

        func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
            CGSize(width: width ?? size.width, height: height ?? size.height)
        }
    }

    /// The space a view prefers around it. Every view prefers the system spacing (8 points), so the distance
    /// between two views is that; `ViewSpacing.zero` prefers none.
    struct ViewSpacing {
        var length: CGFloat = 8

        static let zero = ViewSpacing(length: 0)

        func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
            max(length, next.length)
        }

        mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
            length = max(length, other.length)
        }

        func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
            ViewSpacing(length: max(length, other.length))
        }
    }

    struct LayoutSubview {
        let measure: (ProposedViewSize) -> CGSize
        let placing: (CGPoint, UnitPoint, ProposedViewSize) -> Void
        let layoutValue: (Any) -> Any
        let priority: Double
        let spacing: ViewSpacing

        func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
            measure(proposal)
        }

        func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
            let size = measure(proposal)
            return ViewDimensions(width: size.width, height: size.height, horizontal: true)
        }

        func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
            placing(position, anchor, proposal)
        }

        subscript(key: Any) -> Any {
            layoutValue(key)
        }
    }

    /// Combines the values views set for a preference key, as SwiftUI does: the key's default, then its `reduce`
    /// with each value in the order the views were built.
    enum _PreferenceReduction {
        static func reduce(_ key: Any, _ values: [Any]) -> Any {
            var value = key.defaultValue
            for next in values {
                key.reduce(value: &value, nextValue: { next })
            }
            return value
        }
    }
    """#
}
