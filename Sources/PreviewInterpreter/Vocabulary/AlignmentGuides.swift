import PreviewModel
import PreviewViews

extension Vocabulary {
    /// `.alignmentGuide(_:computeValue:)`, kept for layout as the linear function of the view's size the closure
    /// computes (`AlignmentGuide`).
    static let alignmentGuideModifiers: [Construct] = [
        Construct("alignmentGuide", "(_ g: Any, computeValue: (ViewDimensions) -> CGFloat)") { call in
            let content = try call.receiverView
            guard case .symbol(let name) = call["g"], let guide = AlignmentGuides.guide(named: name) else {
                // A list row separator's guide and the project's own alignment IDs move nothing previewd draws.
                return .view(content)
            }
            return .view(.alignmentGuide(try AlignmentGuides.measure(guide, call), content))
        },
    ]
}

enum AlignmentGuides {
    /// The prelude's `ViewDimensions`, which the closure reads (`d.width`, `d[.trailing]`).
    static let dimensionsType = Prelude.index.types["ViewDimensions"]

    static func guide(named name: String) -> AlignmentGuide.Guide? {
        switch name {
        // A bare `.center` is taken as horizontal, the guide VStacks (the usual place for it) align on.
        case "leading", "center", "trailing": return HorizontalAlignment(rawValue: name).map { .horizontal($0) }
        case "top", "bottom": return VerticalAlignment(rawValue: name).map { .vertical($0) }
        case "firstTextBaseline", "lastTextBaseline": return .vertical(.bottom)
        default: return nil
        }
    }

    /// The closure run for a view of no size, of width 1 and of height 1: its constant and how it grows with each
    /// dimension.
    static func measure(_ guide: AlignmentGuide.Guide, _ call: Call) throws -> AlignmentGuide {
        guard let type = dimensionsType else { preconditionFailure("the prelude declares ViewDimensions") }
        var horizontal = true
        if case .vertical = guide { horizontal = false }
        func value(width: Double, height: Double) throws -> Double {
            let dimensions = Value.instance(
                Instance(
                    type: type,
                    properties: ["width": .double(width), "height": .double(height), "horizontal": .bool(horizontal)]))
            let result = try call.evaluator.invoke(
                call["computeValue"],
                arguments: [Argument(label: nil, value: dimensions, node: call.expression("computeValue"))],
                at: call.node)
            guard let number = Convert.number(result), number.isFinite else {
                throw EvaluationError("'alignmentGuide' computes no number", at: call.node("computeValue"))
            }
            return number
        }
        let constant = try value(width: 0, height: 0)
        return AlignmentGuide(
            guide: guide, constant: constant, perWidth: try value(width: 1, height: 0) - constant,
            perHeight: try value(width: 0, height: 1) - constant)
    }
}
