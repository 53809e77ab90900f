/// A project's own `Layout` (`struct FlowLayout: Layout { … }`): layout asks it for its size and for where its
/// subviews go by running the project's `sizeThatFits` and `placeSubviews`. Layout knows nothing of how: the
/// interpreter supplies the algorithm, and layout supplies the subviews it measures and places.
package protocol CustomLayoutAlgorithm: AnyObject, Sendable {
    /// The layout's type, for tree dumps and for what is drawn when it fails.
    var name: String { get }

    /// The size the layout chooses for `proposal`; throws `CustomLayoutFailure` when the project's code failed.
    func sizeThatFits(proposal: LayoutProposal, subviews: [any CustomLayoutSubview]) throws -> Size

    /// Has the project's code place each subview in `bounds` (`CustomLayoutSubview.place`); throws
    /// `CustomLayoutFailure` when it failed.
    func placeSubviews(in bounds: Rect, proposal: LayoutProposal, subviews: [any CustomLayoutSubview]) throws
}

/// What a custom layout offers a subview or is offered (`ProposedViewSize`): nil asks for the ideal length.
package struct LayoutProposal: Hashable, Sendable {
    package var width: Double?
    package var height: Double?

    package init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }
}

/// One subview as a custom layout sees it (`LayoutSubview`): it can be measured and placed.
package protocol CustomLayoutSubview: AnyObject {
    /// The view, so that the interpreter can read what `.layoutValue(key:value:)` set on it.
    var node: ViewNode { get }
    /// `.layoutPriority(…)`, seen through the modifiers around it.
    var priority: Double { get }
    func sizeThatFits(_ proposal: LayoutProposal) -> Size
    /// Where the subview goes: `anchor` of the subview lies at `position`, and it is laid out with `proposal`.
    /// Only the placing pass places; while the layout measures itself, placing does nothing.
    func place(at position: Point, anchor: UnitPoint, proposal: LayoutProposal)
}

/// The project's layout code failed (threw, or ran out of its budget); `message` says why. The interpreter has
/// reported the diagnostic; layout draws a placeholder for that view alone.
package struct CustomLayoutFailure: Error, Sendable {
    package var message: String

    package init(_ message: String) {
        self.message = message
    }
}

/// The algorithm held by a view node. Two are equal only when they are the same algorithm: each evaluation makes
/// its own, and nothing compares the project's layout code.
package struct CustomLayout: Hashable, Sendable {
    package let algorithm: any CustomLayoutAlgorithm

    package init(_ algorithm: any CustomLayoutAlgorithm) {
        self.algorithm = algorithm
    }

    package static func == (lhs: CustomLayout, rhs: CustomLayout) -> Bool { lhs.algorithm === rhs.algorithm }

    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(algorithm)) }
}

/// A value `.layoutValue(key:value:)` set, opaque to layout: only the interpreter reads it back.
package struct LayoutValue: Hashable, @unchecked Sendable {
    /// The key type's name (`Rank` for `.layoutValue(key: Rank.self, value: 2)`).
    package let key: String
    /// The interpreter's value; its values are immutable once evaluated.
    package let value: Any
    /// How the value prints, which also tells values apart for equality.
    package let description: String

    package init(key: String, value: Any, description: String) {
        self.key = key
        self.value = value
        self.description = description
    }

    package static func == (lhs: LayoutValue, rhs: LayoutValue) -> Bool {
        lhs.key == rhs.key && lhs.description == rhs.description
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(description)
    }
}

extension ViewNode {
    /// The values marked `key` in this tree (`ViewNode.layoutValue`), in the order the views were built; a mark
    /// hides the marks of the same key inside the view it marks, as a value a view hands up replaces its content's.
    package func markedValues(_ key: String) -> [Any] {
        var found: [Any] = []
        func visit(_ node: ViewNode) {
            if case .layoutValue(let mark, _) = node, mark.key == key {
                found.append(mark.value)
                return
            }
            _ = node.mappingChildren { child in
                visit(child)
                return child
            }
        }
        visit(self)
        return found
    }
}
